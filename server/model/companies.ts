/**
 * Companies and the brand ranking's calendar: the summary and the detail a visitor reads, the years
 * of the ranking that are out by a given day.
 */
import type { CompanyDetail, CompanySummary, ProductSummary } from '../../src/types/webapi';
import { dayOf, type DayNum, ymd } from './calendar';
import type { CompanyRecord } from './types';

/** Ranking year Y is published on 18 June of Y+1; the last five published years are shown. */
export function rankingYears(today: DayNum): number[] {
  const { year } = ymd(today);
  const latest = today >= dayOf(year, 6, 18) ? year - 1 : year - 2;
  return [latest - 4, latest - 3, latest - 2, latest - 1, latest];
}

export function rankingReleaseDay(year: number): DayNum {
  return dayOf(year + 1, 6, 18);
}

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
