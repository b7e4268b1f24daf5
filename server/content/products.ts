/**
 * Products and brands in the back office, edited under four eyes (server/content/edited.ts). A
 * product's name, category, spec, price and pictures; a brand's name and logo. Approving replaces
 * what visitors see: the product's card and page, the brand's name and logo in every ranking edition
 * (a brand is one brand whatever it was called; the editions keep their ranks and values). A new one
 * belongs to a company that visitors see (`companyId`, fixed from then on); retiring one hides it.
 */
import type { AdminBrandSummary, AdminProductSummary, BrandFields, ProductFields } from '../../src/types/admin';
import type { ProductSummary } from '../../src/types/webapi';
import { badRequest, notFound } from '../model/errors';
import type { Tx } from '../db/accounts';
import { isoInstant } from '../db/read';
import type { Db } from '../db/client';
import * as q from '../db/content';
import { editedOperations, listPage, reviewColumns, type EditedKind, type EditedListQuery } from './edited';
import { checkImages, storeImage } from './images';
import type { Actor } from '../accounts/service';

// ------------------------------------------------------------------ products

const PRODUCT_NOUN = { zh: '产品', en: 'product' };

/**
 * The company a new product or brand is of: the one the first draft named (`companyId`, required when
 * creating), which must be on the site (approved, not retired). Checked again when it is approved.
 */
async function companyOfNew(tx: Tx, siteId: number, entity: 'product' | 'brand', id: number | string, draftCompanyId: number | undefined): Promise<{ id: number; name: string }> {
  const revisions = await q.revisionsOf(tx, { siteId, entity, id });
  const first = revisions[revisions.length - 1]?.fields as { companyId?: number } | undefined;
  const companyId = first?.companyId ?? draftCompanyId;
  if (companyId === undefined) throw badRequest('请选择所属企业（Choose the company it belongs to.）');
  const company = await q.companyRow(tx, siteId, companyId);
  if (!company || company.retiredAt) throw badRequest(`企业 ${companyId} 不存在或已停用（No company ${companyId} on the site.）`);
  return { id: companyId, name: company.name };
}

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
  newId: (tx, siteId) => q.nextCatalogueId(tx, siteId, 'product'),

  async current(db, siteId, id) {
    const row = await q.productRow(db, siteId, id);
    if (!row) return null;
    const p = row.record as ProductSummary;
    return {
      revision: row.revision,
      fields: productFields(p),
      keys: { id, companyId: p.companyId, companyName: p.companyName },
      retiredAt: row.retiredAt,
    };
  },

  async pendingKeys(db, siteId, id, fields) {
    const companyId = fields.companyId ?? 0;
    return {
      id,
      companyId,
      companyName: (await q.companyRow(db, siteId, companyId))?.name ?? '',
    };
  },

  async prepare(tx, siteId, draft, id) {
    await checkImages(tx, siteId, draft.images, `products/${id}/`);
    // A product's company never changes; one not yet approved keeps the company it was created for.
    const row = await q.productRow(tx, siteId, id);
    const { companyId: asked, ...rest } = draft;
    const companyId = row ? undefined : (await companyOfNew(tx, siteId, 'product', id, asked)).id;
    return {
      ...rest,
      name: draft.name.trim(),
      category: draft.category.trim(),
      priceUnit: draft.priceUnit.trim(),
      ...(companyId === undefined ? {} : { companyId }),
    };
  },

  async shown(tx, siteId, id) {
    const row = await q.productRow(tx, siteId, id);
    return row ? { revision: row.revision, name: (row.record as ProductSummary).name } : null;
  },

  async publish(tx, siteId, id, fields, rev) {
    const row = await q.productRow(tx, siteId, id);
    if (fields.images.length === 0) throw badRequest('产品至少要有一张图片，请上传后再提交（A product needs a picture: upload one first.）');
    // `companyId` is the new one's key, not a field visitors see.
    const shown: Omit<ProductFields, 'companyId'> = { ...fields };
    delete (shown as ProductFields).companyId;
    if (row) {
      const record: ProductSummary = {
        ...(row.record as ProductSummary),
        ...shown,
        image: fields.images[0],
      };
      await q.updateProduct(tx, siteId, id, {
        category: fields.category,
        record,
        revision: rev,
      });
    } else {
      const company = await companyOfNew(tx, siteId, 'product', id, fields.companyId);
      const record: ProductSummary = {
        id,
        ...shown,
        companyId: company.id,
        companyName: company.name,
        image: fields.images[0],
      };
      await q.insertProduct(tx, {
        siteId,
        id,
        companyId: company.id,
        category: fields.category,
        record,
        revision: rev,
      });
      await q.addToCompany(tx, siteId, company.id, 'productIds', id);
    }
    return { name: fields.name };
  },

  async retire(tx, siteId, id, now) {
    if (!(await q.productRow(tx, siteId, id))) throw notFound('产品不存在（No such product.）');
    await q.retireProduct(tx, siteId, id, now.toISOString());
    return { retiredAt: now.toISOString() };
  },

  isRetired: async (tx, siteId, id) => Boolean((await q.productRow(tx, siteId, id))?.retiredAt),

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
      return {
        id: row.id,
        name: (fields as ProductFields | undefined)?.name ?? p.name,
        companyId: p.companyId,
        companyName: p.companyName,
        category: p.category,
        image: p.image,
        ...review,
        retiredAt: row.retiredAt && isoInstant(row.retiredAt),
      };
    });
  // New ones, never approved, after those visitors see.
  const names = await q.companyNames(db, siteId);
  for (const n of columns.newOnes(rows.map((r) => r.id))) {
    const { fields, ...review } = columns(n.id);
    const f = fields as ProductFields;
    const companyId = f.companyId ?? 0;
    if (query.companyId !== undefined && companyId !== query.companyId) continue;
    all.push({
      id: Number(n.id),
      name: f.name,
      companyId,
      companyName: names.get(companyId) ?? '',
      category: f.category,
      image: f.images[0] ?? '',
      ...review,
      retiredAt: null,
    });
  }
  return listPage(all, (p) => p.id, query);
}

/** A picture for product `id` (which must exist). */
export async function uploadProductImage(db: Db, siteId: number, id: number, bytes: Buffer, actor: Actor) {
  // A new one (only drafted) takes pictures too: they are named in a revision before it is submitted.
  const row = await q.productRow(db, siteId, id);
  const [drafted] = row ? [] : await q.revisionsOf(db, { siteId, entity: 'product', id });
  if (!row && !drafted) throw notFound('产品不存在（No such product.）');
  const title = row ? (row.record as ProductSummary).name : (drafted.fields as ProductFields).name;
  return storeImage(db, siteId, { kind: 'product', productId: id, title }, bytes, actor);
}

// ------------------------------------------------------------------ brands

const BRAND_NOUN = { zh: '品牌', en: 'brand' };

export const BRAND: EditedKind<BrandFields, string, { brandId: string; companyId: number; companyName: string }> = {
  entity: 'brand',
  noun: BRAND_NOUN,
  /** `B{company}-{n}`: the company's next brand number (as the import names them). */
  async newId(tx, siteId, draft) {
    const company = await companyOfNew(tx, siteId, 'brand', '', draft.companyId);
    const prefix = `B${company.id}-`;
    const used = (await q.brandIdsInUse(tx, siteId)).filter((b) => b.startsWith(prefix)).map((b) => Number(b.slice(prefix.length)) || 0);
    return `${prefix}${Math.max(0, ...used) + 1}`;
  },

  async current(db, siteId, brandId) {
    const row = await q.brandRow(db, siteId, brandId);
    if (!row) return null;
    const companyName = (await q.companyRow(db, siteId, row.companyId))?.name ?? '';
    return {
      revision: row.revision,
      fields: { name: row.name, logo: row.logo ?? '' },
      keys: { brandId, companyId: row.companyId, companyName },
      retiredAt: row.retiredAt,
    };
  },

  async pendingKeys(db, siteId, brandId, fields) {
    const companyId = fields.companyId ?? 0;
    return {
      brandId,
      companyId,
      companyName: (await q.companyRow(db, siteId, companyId))?.name ?? '',
    };
  },

  async prepare(tx, siteId, draft, brandId) {
    if (draft.logo) await checkImages(tx, siteId, [draft.logo], 'logos/');
    const row = await q.brandRow(tx, siteId, brandId);
    const companyId = row ? undefined : (await companyOfNew(tx, siteId, 'brand', brandId, draft.companyId)).id;
    return {
      name: draft.name.trim(),
      logo: draft.logo,
      ...(companyId === undefined ? {} : { companyId }),
    };
  },

  async shown(tx, siteId, brandId) {
    const row = await q.brandRow(tx, siteId, brandId);
    return row ? { revision: row.revision, name: row.name, logo: row.logo } : null;
  },

  async publish(tx, siteId, brandId, fields, rev) {
    if (await q.brandRow(tx, siteId, brandId)) {
      await q.updateBrand(tx, siteId, brandId, {
        name: fields.name,
        logo: fields.logo || null,
        revision: rev,
      });
    } else {
      const company = await companyOfNew(tx, siteId, 'brand', brandId, fields.companyId);
      await q.insertBrand(tx, {
        siteId,
        brandId,
        name: fields.name,
        companyId: company.id,
        logo: fields.logo || null,
        revision: rev,
      });
      await q.addToCompany(tx, siteId, company.id, 'brandIds', brandId);
    }
    return { name: fields.name, logo: fields.logo };
  },

  async retire(tx, siteId, brandId, now) {
    if (!(await q.brandRow(tx, siteId, brandId))) throw notFound('品牌不存在（No such brand.）');
    await q.retireBrand(tx, siteId, brandId, now.toISOString());
    return { retiredAt: now.toISOString() };
  },

  isRetired: async (tx, siteId, brandId) => Boolean((await q.brandRow(tx, siteId, brandId))?.retiredAt),

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
      return {
        brandId: row.brandId,
        name,
        companyId: row.companyId,
        companyName: names.get(row.companyId) ?? '',
        logo: row.logo ?? '',
        ...review,
        retiredAt: row.retiredAt && isoInstant(row.retiredAt),
      };
    });
  // New ones, never approved, after those visitors see.
  for (const n of columns.newOnes(rows.map((r) => r.brandId))) {
    const { fields, ...review } = columns(n.id);
    const f = fields as BrandFields;
    const companyId = f.companyId ?? 0;
    all.push({
      brandId: n.id,
      name: f.name,
      companyId,
      companyName: names.get(companyId) ?? '',
      logo: '',
      ...review,
      retiredAt: null,
    });
  }
  return listPage(all, (b) => b.brandId, query);
}
