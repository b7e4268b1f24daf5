/**
 * Products and brands in the back office, edited under four eyes (server/content/edited.ts). A
 * product's name, category, spec, price and pictures; a brand's name and logo. Approving replaces
 * what visitors see: the product's card and page, the brand's name and logo in every ranking edition
 * (a brand is one brand whatever it was called; the editions keep their ranks and values).
 */
import type { AdminBrandSummary, AdminProductSummary, BrandFields, ProductFields } from '../../src/types/admin';
import type { ProductSummary } from '../../src/types/webapi';
import { notFound } from '../model/errors';
import type { Db } from '../db/client';
import * as q from '../db/content';
import { editedOperations, importedOnly, listPage, reviewColumns, type EditedKind, type EditedListQuery } from './edited';
import { checkImages, storeImage } from './images';
import type { Actor } from '../accounts/service';

// ------------------------------------------------------------------ products

const PRODUCT_NOUN = { zh: '产品', en: 'product' };

export const productFields = (p: ProductSummary): ProductFields => ({
  name: p.name,
  category: p.category,
  spec: p.spec,
  price: p.price,
  priceUnit: p.priceUnit,
  images: [...p.images],
});

export const PRODUCT: EditedKind<ProductFields, number, { id: number; companyId: number; companyName: string }> = {
  entity: 'product',
  noun: PRODUCT_NOUN,
  newId: importedOnly(PRODUCT_NOUN),

  async current(db, siteId, id) {
    const row = await q.productRow(db, siteId, id);
    if (!row) return null;
    const p = row.record as ProductSummary;
    return { revision: row.revision, fields: productFields(p), keys: { id, companyId: p.companyId, companyName: p.companyName } };
  },

  async prepare(tx, siteId, draft, id) {
    await checkImages(tx, siteId, draft.images, `products/${id}/`);
    return { ...draft, name: draft.name.trim(), category: draft.category.trim(), priceUnit: draft.priceUnit.trim() };
  },

  async shown(tx, siteId, id) {
    const row = await q.productRow(tx, siteId, id);
    return row ? { revision: row.revision, name: (row.record as ProductSummary).name } : null;
  },

  async publish(tx, siteId, id, fields, rev) {
    const row = await q.productRow(tx, siteId, id);
    if (!row) throw notFound('产品不存在（No such product.）');
    const record: ProductSummary = { ...(row.record as ProductSummary), ...fields, image: fields.images[0] };
    await q.updateProduct(tx, siteId, id, { category: fields.category, record, revision: rev });
    return { name: fields.name };
  },

  brief: (fields) => ({ name: fields.name }),
};

export const products = editedOperations(PRODUCT);

export async function listProducts(db: Db, siteId: number, query: EditedListQuery & { companyId?: number }) {
  const [rows, columns] = await Promise.all([q.productList(db, siteId), reviewColumns(db, siteId, PRODUCT.entity)]);
  const all: AdminProductSummary[] = rows
    .filter((row) => query.companyId === undefined || row.companyId === query.companyId)
    .sort((a, b) => a.ord - b.ord)
    .map((row) => {
      const p = row.record as ProductSummary;
      const { fields, ...review } = columns(row.id);
      return { id: row.id, name: (fields as ProductFields | undefined)?.name ?? p.name, companyId: p.companyId, companyName: p.companyName, category: p.category, image: p.image, ...review };
    });
  return listPage(all, (p) => p.id, query);
}

/** A picture for product `id` (which must exist). */
export async function uploadProductImage(db: Db, siteId: number, id: number, bytes: Buffer, actor: Actor) {
  const row = await q.productRow(db, siteId, id);
  if (!row) throw notFound('产品不存在（No such product.）');
  return storeImage(db, siteId, { kind: 'product', productId: id, title: (row.record as ProductSummary).name }, bytes, actor);
}

// ------------------------------------------------------------------ brands

const BRAND_NOUN = { zh: '品牌', en: 'brand' };

export const BRAND: EditedKind<BrandFields, string, { brandId: string; companyId: number; companyName: string }> = {
  entity: 'brand',
  noun: BRAND_NOUN,
  newId: importedOnly(BRAND_NOUN),

  async current(db, siteId, brandId) {
    const row = await q.brandRow(db, siteId, brandId);
    if (!row) return null;
    const companyName = (await q.companyRow(db, siteId, row.companyId))?.name ?? '';
    return { revision: row.revision, fields: { name: row.name, logo: row.logo ?? '' }, keys: { brandId, companyId: row.companyId, companyName } };
  },

  async prepare(tx, siteId, draft) {
    if (draft.logo) await checkImages(tx, siteId, [draft.logo], 'logos/');
    return { name: draft.name.trim(), logo: draft.logo };
  },

  async shown(tx, siteId, brandId) {
    const row = await q.brandRow(tx, siteId, brandId);
    return row ? { revision: row.revision, name: row.name, logo: row.logo } : null;
  },

  async publish(tx, siteId, brandId, fields, rev) {
    if (!(await q.brandRow(tx, siteId, brandId))) throw notFound('品牌不存在（No such brand.）');
    await q.updateBrand(tx, siteId, brandId, { name: fields.name, logo: fields.logo || null, revision: rev });
    return { name: fields.name, logo: fields.logo };
  },

  brief: (fields) => ({ name: fields.name }),
};

export const brands = editedOperations(BRAND);

export async function listBrands(db: Db, siteId: number, query: EditedListQuery) {
  const [rows, columns, names] = await Promise.all([q.brandList(db, siteId), reviewColumns(db, siteId, BRAND.entity), q.companyNames(db, siteId)]);
  const all: AdminBrandSummary[] = rows
    .sort((a, b) => a.ord - b.ord)
    .map((row) => {
      const { fields, ...review } = columns(row.brandId);
      const name = (fields as BrandFields | undefined)?.name ?? row.name;
      return { brandId: row.brandId, name, companyId: row.companyId, companyName: names.get(row.companyId) ?? '', logo: row.logo ?? '', ...review };
    });
  return listPage(all, (b) => b.brandId, query);
}
