/**
 * The bulk catalogue import (issue 45): one workbook of companies, products, brands and raw
 * materials (server/publish/catalogueCheck.ts checks it as a whole), then ONE transaction creating
 * every item as a revision submitted for review, as if an editor had created and submitted each —
 * so each reaches visitors only once another account approves it — but the products, which a
 * reviewer cannot approve without a picture: they are drafts, to be given their pictures and
 * submitted on their pages. A file with any error writes nothing. Products and brands may name a
 * company of the same file: they are approved after it.
 */
import type { BrandFields, CompanyFields, ImportIssue, MaterialFields, ProductFields } from '../../src/types/admin';
import type { Db } from '../db/client';
import * as q from '../db/content';
import { audit, type Actor } from '../accounts/service';
import { COMPANY } from '../content/companies';
import { MATERIAL } from '../content/materials';
import { BRAND, PRODUCT } from '../content/products';
import * as review from '../content/review';
import type { Kind } from '../content/review';
import type { Tx } from '../db/accounts';
import { CATALOGUE_SHEETS, checkCatalogue, type CatalogueNow } from './catalogueCheck';
import { MAX_FIGURES_BYTES } from './importing';
import { finishTemplate, readWorkbook, loadExcel } from './sheet';
import { ApiError } from '../model/errors';
import { nowIso } from '../clock';

export interface CatalogueImport {
  errors: number;
  issues: ImportIssue[];
  /** What was created (submitted for review; the products as drafts); null when the file had errors (nothing written). */
  created: { companies: { id: number; name: string }[]; products: { id: number; name: string }[]; brands: { brandId: string; name: string }[]; materials: { materialId: string; name: string }[] } | null;
}

/** The empty workbook: each sheet's header (required columns marked *) and the instructions. */
export async function catalogueTemplate(): Promise<Buffer> {
  const book = new (await loadExcel()).Workbook();
  for (const def of Object.values(CATALOGUE_SHEETS)) {
    const sheet = book.addWorksheet(def.sheet);
    sheet.addRow(def.columns.map((c) => ('required' in c && c.required ? `${c.zh}*` : c.zh)));
    sheet.getRow(1).font = { bold: true };
    def.columns.forEach((_, i) => (sheet.getColumn(i + 1).width = 18));
  }
  return finishTemplate(
    book,
    [
      '企业、产品、品牌、原材料批量新增',
      '每张表第一行是表头，带 * 的列必填；每行一项，不用的表留空即可。',
      '「产品」「品牌」表的企业名称须是本站已有的企业，或本文件「企业」表中的企业。',
      '企业名称、同一企业的产品名称与品牌名称、原材料的名称加规格不能重复，也不能与本站已有的重复。',
      '文件有任何错误时什么都不会写入；没有错误时，所有条目一次性建立并提交审核，由另一位审核员批准后才对外显示。',
      '产品需在后台上传图片后再提交审核；原材料批准后，其报价照常通过「原材料价格」导入。',
    ],
    [['template', 'catalogue']],
  );
}

async function siteNow(tx: Tx, siteId: number): Promise<CatalogueNow & { companyIds: Map<string, number> }> {
  const [companies, products, brands, materials, pending] = await Promise.all([
    q.companyList(tx, siteId),
    q.productList(tx, siteId),
    q.brandList(tx, siteId),
    q.materialList(tx, siteId),
    Promise.all(['company', 'product', 'brand', 'material'].map((entity) => q.latestRevisions(tx, siteId, entity).then((rows) => ({ entity, rows })))),
  ]);
  const byEntity = new Map(pending.map((p) => [p.entity, p.rows]));
  const companyIds = new Map<string, number>();
  for (const c of companies) companyIds.set(c.name, c.id);
  const known = new Set(companies.map((c) => String(c.id)));
  // Companies only drafted or waiting for review count too: a file may add products to them.
  for (const r of byEntity.get('company') ?? []) if (!known.has(r.entityId)) companyIds.set((r.fields as CompanyFields).name, Number(r.entityId));
  const nameOf = new Map([...companyIds].map(([name, id]) => [id, name]));
  const productNames = products.map((p) => `${nameOf.get(p.companyId) ?? ''} / ${(p.record as { name: string }).name}`);
  for (const r of byEntity.get('product') ?? []) {
    const f = r.fields as ProductFields;
    if (f.companyId !== undefined) productNames.push(`${nameOf.get(f.companyId) ?? ''} / ${f.name}`);
  }
  const brandNames = brands.map((b) => `${nameOf.get(b.companyId) ?? ''} / ${b.name}`);
  for (const r of byEntity.get('brand') ?? []) {
    const f = r.fields as BrandFields;
    if (f.companyId !== undefined) brandNames.push(`${nameOf.get(f.companyId) ?? ''} / ${f.name}`);
  }
  const materialNames = materials.map((m) => `${(m.info as { name: string }).name} / ${(m.info as { spec: string }).spec}`);
  for (const r of byEntity.get('material') ?? []) materialNames.push(`${(r.fields as MaterialFields).name} / ${(r.fields as MaterialFields).spec}`);
  return { companies: [...companyIds.keys()], products: productNames, brands: brandNames, materials: materialNames, companyIds };
}

/** Creates one as its first revision and submits it, both audited, inside the import's transaction. */
async function createSubmitted<D, F, I extends number | string>(tx: Tx, kind: Kind<D, F, I>, siteId: number, draft: D, actor: Actor): Promise<I> {
  const id = await review.createIn(tx, kind, siteId, draft, actor);
  await q.updateRevision(tx, { siteId, entity: kind.entity, id }, 1, { state: 'submitted', submittedBy: actor.accountId, submittedAt: nowIso() });
  await audit(tx, actor, `${kind.entity}.submit`, kind.entity, id, { rev: 1, state: 'draft' }, { rev: 1, state: 'submitted' });
  return id;
}

/**
 * Products and brands of the file: their company may be one the same file creates (not approved yet),
 * so the draft (already checked as a whole) is stored as it is; approving still needs the company on
 * the site (server/content/products.ts).
 */
const BULK_PRODUCT: Kind<ProductFields, ProductFields, number> = { ...PRODUCT, prepare: async (_tx, _siteId, draft) => draft };
const BULK_BRAND: Kind<BrandFields, BrandFields, string> = {
  ...BRAND,
  prepare: async (_tx, _siteId, draft) => draft,
  async newId(tx, siteId, draft) {
    const prefix = `B${draft.companyId}-`;
    const used = (await q.brandIdsInUse(tx, siteId)).filter((b) => b.startsWith(prefix)).map((b) => Number(b.slice(prefix.length)) || 0);
    return `${prefix}${Math.max(0, ...used) + 1}`;
  },
};

const str = (v: unknown) => (v === undefined ? '' : String(v));
const num = (v: unknown, otherwise: number) => (typeof v === 'number' ? v : otherwise);

export async function importCatalogue(db: Db, siteId: number, filename: string, bytes: Buffer, actor: Actor): Promise<CatalogueImport> {
  if (bytes.length > MAX_FIGURES_BYTES) throw new ApiError(413, 'TOO_LARGE', '文件超过 5 MB（The file is over 5 MB.）');
  const book = await readWorkbook(bytes, filename || 'catalogue.xlsx');
  return db.transaction(async (tx) => {
    await q.lockSite(tx, siteId);
    const now = await siteNow(tx, siteId);
    const check = checkCatalogue(book, now);
    if (!check.plan) return { errors: check.errors, issues: check.issues, created: null };
    const plan = check.plan;
    const created: NonNullable<CatalogueImport['created']> = { companies: [], products: [], brands: [], materials: [] };
    const companyIds = new Map(now.companyIds);
    for (const { values: v } of plan.companies) {
      const draft: CompanyFields = {
        name: str(v.name),
        shortName: str(v.shortName),
        industry: str(v.industry),
        region: str(v.region),
        founded: num(v.founded, 2000),
        capital: num(v.capital, 0),
        employees: Math.round(num(v.employees, 0)),
        tags: Array.isArray(v.tags) ? v.tags : [],
        brief: str(v.brief),
        introduction: '',
        address: str(v.address),
        website: str(v.website),
        phone: str(v.phone),
        legalPerson: str(v.legalPerson),
        honours: [],
        logo: '',
      };
      const id = await createSubmitted(tx, COMPANY, siteId, draft, actor);
      companyIds.set(draft.name, id);
      created.companies.push({ id, name: draft.name });
    }
    for (const { values: v } of plan.products) {
      const draft: ProductFields = { companyId: companyIds.get(str(v.company))!, name: str(v.name), category: str(v.category), spec: str(v.spec), price: num(v.price, 0), priceUnit: str(v.priceUnit), images: [] };
      // A draft: a file carries no pictures, and a product is approved with one (server/content/products.ts).
      created.products.push({ id: await review.createIn(tx, BULK_PRODUCT, siteId, draft, actor), name: draft.name });
    }
    for (const { values: v } of plan.brands) {
      const draft: BrandFields = { companyId: companyIds.get(str(v.company))!, name: str(v.name), logo: '' };
      created.brands.push({ brandId: await createSubmitted(tx, BULK_BRAND, siteId, draft, actor), name: draft.name });
    }
    for (const { values: v } of plan.materials) {
      const draft: MaterialFields = { name: str(v.name), spec: str(v.spec), unit: str(v.unit), group: str(v.group), market: str(v.market), source: str(v.source), currency: 'CNY', weight: num(v.weight, 1) };
      created.materials.push({ materialId: await createSubmitted(tx, MATERIAL, siteId, draft, actor), name: draft.name });
    }
    const counts = { companies: created.companies.length, products: created.products.length, brands: created.brands.length, materials: created.materials.length };
    await audit(tx, actor, 'catalogue.import', 'catalogue', filename, null, counts);
    return { errors: 0, issues: [], created };
  });
}
