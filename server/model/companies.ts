/**
 * Companies: the summary and the detail a visitor reads. (Which ranking editions are out is the
 * office's data: each edition's release instant, server/db/read.ts.)
 */
import type { CompanyDetail, CompanySummary, ProductSummary } from '../../src/types/webapi';
import type { CompanyRecord } from './types';

export function companySummary(c: CompanyRecord): CompanySummary {
  const { id, name, shortName, logo, industry, region, founded, capital, employees, tags, brief } = c;
  return { id, name, shortName, ...(logo ? { logo } : {}), industry, region, founded, capital, employees, tags, brief };
}

export function companyDetail(
  c: CompanyRecord,
  products: Map<number, ProductSummary>,
  brandName: (brandId: string) => string,
  latestRank: Map<string, number>,
): CompanyDetail {
  const { productIds, brandIds, ...rest } = c;
  return {
    ...rest,
    brands: brandIds.map((brandId) => ({ brandId, name: brandName(brandId), rank: latestRank.get(brandId) ?? null })),
    products: productIds.map((id) => products.get(id)!),
  };
}
