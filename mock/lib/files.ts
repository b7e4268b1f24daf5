/**
 * The demo's generated files (report PDFs, company logos, product pictures) answered by name, as the
 * server answers the stored copies the seeding writes (server/demo/seed.ts): for the generator's tests.
 */
import { found, notFound } from '../../server/model/errors';
import type { Params } from '../../server/model/answers';
import type { Dataset, PdfFile } from '../../server/model/types';
import { PRODUCT_VIEWS, logoSvg, productSvg, type ProductView } from './media';

export function getFile(ds: Dataset, params: Params): PdfFile {
  const name = params.name ?? '';
  return found(ds.files.get(name), '附件不存在或已删除');
}

/** GET /webapi/media/logos/{id}.svg — companies without a logo (and malformed names) are NOT_FOUND. */
export function getLogo(ds: Dataset, params: Params): string {
  const m = /^(\d{1,9})\.svg$/.exec(params.file ?? '');
  const company = m ? ds.companyById.get(Number(m[1])) : undefined;
  if (!company?.logo) throw notFound('企业标志不存在');
  return logoSvg(company);
}

/** GET /webapi/media/products/{id}/{1|2|3}.svg */
export function getProductImage(ds: Dataset, params: Params): string {
  const id = /^\d{1,9}$/.test(params.id ?? '') ? Number(params.id) : undefined;
  const product = id === undefined ? undefined : ds.productById.get(id);
  const view = /^([1-9])\.svg$/.exec(params.file ?? '');
  const n = view ? (Number(view[1]) as ProductView) : undefined;
  if (!product || n === undefined || !PRODUCT_VIEWS.includes(n)) throw notFound('产品图片不存在');
  return productSvg(product, n);
}

