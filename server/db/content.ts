/**
 * The back office's content SQL: articles and their revisions, uploaded files, the site's settings,
 * and the data version every published change bumps (the key of every cached public answer). The
 * callers pass one transaction for a change and its audit row.
 */
import { and, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Tx } from './accounts';
import { sqlNow } from './client';
import * as t from './schema';

export type ArticleRow = typeof t.article.$inferSelect;
export type RevisionRow = typeof t.contentRevision.$inferSelect;
/** What a revision is of: `article` and its id (a number, or a brand's text id). */
export interface Entity {
  siteId: number;
  entity: string;
  id: number | string;
}

/** A revision with the names of who wrote, submitted and reviewed it. */
export type NamedRevision = RevisionRow & {
  createdByName: string | null;
  submittedByName: string | null;
  reviewedByName: string | null;
  createdByDisplayName: string | null;
  submittedByDisplayName: string | null;
  reviewedByDisplayName: string | null;
};

/** Serialises the content writes of a site (new ids, revision numbers, the data version). */
export async function lockSite(tx: Tx, siteId: number): Promise<void> {
  await tx.execute(sql`select id from ${t.site} where ${t.site.id} = ${siteId} for update`);
}

/** The site's content (articles, companies, settings, materials, trade, brands) changed: its answers' keys move. */
export async function bumpDataVersion(tx: Tx, siteId: number): Promise<void> {
  await tx.update(t.site).set({ dataVersion: sql`${t.site.dataVersion} + 1` }).where(eq(t.site.id, siteId));
}

/**
 * The site's index data (families, trees, released values) changed: the index part of the dataset and
 * the index answers are keyed by it. `content` too: the same write changed what the content part
 * shows (the site's constants, a commentary withdrawn with its figures).
 */
export async function bumpIndexVersion(tx: Tx, siteId: number, content = false): Promise<void> {
  const index = { indexVersion: sql`${t.site.indexVersion} + 1` };
  await tx.update(t.site).set(content ? { ...index, dataVersion: sql`${t.site.dataVersion} + 1` } : index).where(eq(t.site.id, siteId));
}

/** An id no article has, published or drafted. */
export async function nextArticleId(tx: Tx, siteId: number): Promise<number> {
  const [row] = await tx
    .select({
      next: sql<number>`greatest(
        (select coalesce(max(id), 0) from ${t.article} where site_id = ${siteId}),
        (select coalesce(max(entity_id::integer), 0) from ${t.contentRevision} where site_id = ${siteId} and entity = 'article')) + 1`,
    })
    .from(t.site)
    .where(eq(t.site.id, siteId));
  return Number(row.next);
}

export async function articleRow(tx: Tx, siteId: number, id: number): Promise<ArticleRow | undefined> {
  const [row] = await tx.select().from(t.article).where(and(eq(t.article.siteId, siteId), eq(t.article.id, id)));
  return row;
}

const created = alias(t.account, 'created_by_account');
const submitted = alias(t.account, 'submitted_by_account');
const reviewed = alias(t.account, 'reviewed_by_account');

const ofEntity = (e: Entity) =>
  and(eq(t.contentRevision.siteId, e.siteId), eq(t.contentRevision.entity, e.entity), eq(t.contentRevision.entityId, String(e.id)));

/** An entity's revisions, newest first. */
export async function revisionsOf(tx: Tx, e: Entity): Promise<NamedRevision[]> {
  const rows = await tx
    .select({ r: t.contentRevision, c: created.name, s: submitted.name, v: reviewed.name, cd: created.displayName, sd: submitted.displayName, vd: reviewed.displayName })
    .from(t.contentRevision)
    .leftJoin(created, eq(created.id, t.contentRevision.createdBy))
    .leftJoin(submitted, eq(submitted.id, t.contentRevision.submittedBy))
    .leftJoin(reviewed, eq(reviewed.id, t.contentRevision.reviewedBy))
    .where(ofEntity(e))
    .orderBy(desc(t.contentRevision.rev));
  return rows.map(({ r, c, s, v, cd, sd, vd }) => ({ ...r, createdByName: c, submittedByName: s, reviewedByName: v, createdByDisplayName: cd, submittedByDisplayName: sd, reviewedByDisplayName: vd }));
}

export async function insertRevision(tx: Tx, e: Entity, values: Omit<typeof t.contentRevision.$inferInsert, 'siteId' | 'entity' | 'entityId'>): Promise<void> {
  await tx.insert(t.contentRevision).values({ ...values, siteId: e.siteId, entity: e.entity, entityId: String(e.id) });
}

export async function updateRevision(tx: Tx, e: Entity, rev: number, values: Partial<RevisionRow>): Promise<void> {
  await tx.update(t.contentRevision).set(values).where(and(ofEntity(e), eq(t.contentRevision.rev, rev)));
}

/** What visitors see of an article: inserted at its first approval, replaced at every later one. */
export async function upsertArticle(tx: Tx, values: typeof t.article.$inferInsert): Promise<void> {
  // A correction keeps the article's place and its views.
  const changed = Object.fromEntries(Object.entries(values).filter(([k]) => !['siteId', 'id', 'views'].includes(k)));
  await tx
    .insert(t.article)
    .values(values)
    .onConflictDoUpdate({ target: [t.article.siteId, t.article.id], set: changed });
}

/** Removes an article approved for a later time, never shown (the row is only a copy of an approved revision). */
export async function deleteScheduledArticle(tx: Tx, siteId: number, id: number): Promise<void> {
  await tx.delete(t.article).where(and(eq(t.article.siteId, siteId), eq(t.article.id, id), sql`${t.article.publishedAt} > ${sqlNow()}`));
}

/** The latest revision of each `entity` of a site, with who last acted on it (entityId as text). */
export function latestRevisions(tx: Tx, siteId: number, entity: string) {
  const r = t.contentRevision;
  return tx
    .selectDistinctOn([r.entityId], {
      entityId: r.entityId,
      rev: r.rev,
      state: r.state,
      fields: r.fields,
      createdAt: r.createdAt,
      submittedAt: r.submittedAt,
      reviewedAt: r.reviewedAt,
      by: sql<string | null>`(select name from ${t.account} where id = coalesce(${r.reviewedBy}, ${r.submittedBy}, ${r.createdBy}))`,
      byDisplayName: sql<string | null>`(select display_name from ${t.account} where id = coalesce(${r.reviewedBy}, ${r.submittedBy}, ${r.createdBy}))`,
    })
    .from(r)
    .where(and(eq(r.siteId, siteId), eq(r.entity, entity)))
    .orderBy(r.entityId, desc(r.rev));
}

/** Every article (for the back office's list). */
export function articleList(tx: Tx, siteId: number) {
  return tx
    .select({ id: t.article.id, categoryId: t.article.categoryId, title: t.article.title, publishedAt: t.article.publishedAt })
    .from(t.article)
    .where(eq(t.article.siteId, siteId));
}

// ------------------------------------------------------------------ companies

export type CompanyRow = typeof t.company.$inferSelect;

export async function companyRow(tx: Tx, siteId: number, id: number): Promise<CompanyRow | undefined> {
  const [row] = await tx.select().from(t.company).where(and(eq(t.company.siteId, siteId), eq(t.company.id, id)));
  return row;
}

export function companyList(tx: Tx, siteId: number) {
  return tx
    .select({ id: t.company.id, name: t.company.name, industry: t.company.industry, region: t.company.region, ord: t.company.ord, retiredAt: t.company.retiredAt })
    .from(t.company)
    .where(eq(t.company.siteId, siteId));
}

/** A company's new record, and its name on its products' cards. */
export async function updateCompany(tx: Tx, siteId: number, id: number, values: Pick<CompanyRow, 'name' | 'region' | 'industry' | 'record' | 'revision'>): Promise<void> {
  await tx.update(t.company).set(values).where(and(eq(t.company.siteId, siteId), eq(t.company.id, id)));
  await tx
    .update(t.product)
    .set({ record: sql`jsonb_set(${t.product.record}, '{companyName}', to_jsonb(${values.name}::text))` })
    .where(and(eq(t.product.siteId, siteId), eq(t.product.companyId, id)));
}

// ------------------------------------------------------------------ products and brands

export type ProductRow = typeof t.product.$inferSelect;
export type BrandRow = typeof t.brand.$inferSelect;

export async function productRow(tx: Tx, siteId: number, id: number): Promise<ProductRow | undefined> {
  const [row] = await tx.select().from(t.product).where(and(eq(t.product.siteId, siteId), eq(t.product.id, id)));
  return row;
}

export function productList(tx: Tx, siteId: number) {
  return tx.select().from(t.product).where(eq(t.product.siteId, siteId));
}

export async function updateProduct(tx: Tx, siteId: number, id: number, values: Pick<ProductRow, 'category' | 'record' | 'revision'>): Promise<void> {
  await tx.update(t.product).set(values).where(and(eq(t.product.siteId, siteId), eq(t.product.id, id)));
}

export async function brandRow(tx: Tx, siteId: number, brandId: string): Promise<BrandRow | undefined> {
  const [row] = await tx.select().from(t.brand).where(and(eq(t.brand.siteId, siteId), eq(t.brand.brandId, brandId)));
  return row;
}

export function brandList(tx: Tx, siteId: number) {
  return tx.select().from(t.brand).where(eq(t.brand.siteId, siteId));
}

export async function updateBrand(tx: Tx, siteId: number, brandId: string, values: Pick<BrandRow, 'name' | 'logo' | 'revision'>): Promise<void> {
  await tx.update(t.brand).set(values).where(and(eq(t.brand.siteId, siteId), eq(t.brand.brandId, brandId)));
}

/** The names of a site's companies by id. */
export async function companyNames(tx: Tx, siteId: number): Promise<Map<number, string>> {
  const rows = await tx.select({ id: t.company.id, name: t.company.name }).from(t.company).where(eq(t.company.siteId, siteId));
  return new Map(rows.map((r) => [r.id, r.name]));
}

// ------------------------------------------------------------------ files

export type FileRow = Omit<typeof t.file.$inferSelect, 'bytes'>;

/**
 * Stores a file unless the same name (which carries its hash) is there already. The bytes go as base64
 * text decoded by the database: PGlite turns a binary parameter into a copy some 75 times its size (a
 * 12 MB back-load CSV took the server's peak memory up by 900 MB), base64 text costs about 10 times;
 * PostgreSQL decodes it the same.
 */
export async function insertFile(tx: Tx, values: typeof t.file.$inferInsert): Promise<void> {
  const base64 = Buffer.from(values.bytes.buffer, values.bytes.byteOffset, values.bytes.byteLength).toString('base64');
  await tx
    .insert(t.file)
    .values({ ...values, bytes: sql`decode(${base64}, 'base64')` })
    .onConflictDoNothing();
}

export async function fileInfo(tx: Tx, siteId: number, name: string): Promise<FileRow | undefined> {
  const [row] = await tx
    .select({ siteId: t.file.siteId, name: t.file.name, title: t.file.title, contentType: t.file.contentType, size: t.file.size, pages: t.file.pages, sha256: t.file.sha256, createdAt: t.file.createdAt })
    .from(t.file)
    .where(and(eq(t.file.siteId, siteId), eq(t.file.name, name)));
  return row;
}

// ------------------------------------------------------------------ the site's settings

export async function siteRecord(tx: Tx, siteId: number) {
  const [row] = await tx.select({ name: t.site.name, info: t.site.info, constants: t.site.constants }).from(t.site).where(eq(t.site.id, siteId));
  return row;
}

/** A new site, complete at once (seeded_at set): an office's own, set up in the back office. */
export async function insertSite(tx: Tx, row: { code: string; name: string; info: unknown; constants: unknown; tradeMeta: unknown }): Promise<number | null> {
  const [created] = await tx
    .insert(t.site)
    .values({ ...row, seededAt: sqlNow() })
    .onConflictDoNothing({ target: t.site.code })
    .returning({ id: t.site.id });
  return created?.id ?? null;
}

export async function updateSiteInfo(tx: Tx, siteId: number, name: string, info: unknown): Promise<void> {
  await tx.update(t.site).set({ name, info }).where(eq(t.site.id, siteId));
}

// ------------------------------------------------------------------ the trade set-up (issue 45)

export async function tradeMetaOf(tx: Tx, siteId: number): Promise<unknown> {
  const [row] = await tx.select({ meta: t.site.tradeMeta }).from(t.site).where(eq(t.site.id, siteId));
  return row.meta;
}

export async function updateTradeMeta(tx: Tx, siteId: number, meta: unknown): Promise<void> {
  await tx.update(t.site).set({ tradeMeta: meta }).where(eq(t.site.id, siteId));
}

/** Trade-month rows stored for the site, every vintage (each keeps its figures in the set-up's order). */
export async function tradeMonthRows(tx: Tx, siteId: number): Promise<number> {
  const [row] = await tx.select({ n: sql<number>`count(*)::int` }).from(t.tradeMonth).where(eq(t.tradeMonth.siteId, siteId));
  return Number(row.n);
}

/** The index families of a site (to check a commentary's family). */
export async function familyIds(tx: Tx, siteId: number): Promise<number[]> {
  const rows = await tx.select({ projId: t.indexFamily.projId }).from(t.indexFamily).where(eq(t.indexFamily.siteId, siteId));
  return rows.map((r) => r.projId);
}

// ------------------------------------------------------------------ creating and retiring (issue 45)

const CATALOGUE_TABLE = { company: 'company', product: 'product' } as const;

/** An id no company (or product) has, published, retired or only drafted: max + 1 of the site's. */
export async function nextCatalogueId(tx: Tx, siteId: number, entity: keyof typeof CATALOGUE_TABLE): Promise<number> {
  const table = sql.raw(`"${CATALOGUE_TABLE[entity]}"`);
  const [row] = await tx
    .select({
      next: sql<number>`greatest(
        (select coalesce(max(id), 0) from ${table} where site_id = ${siteId}),
        (select coalesce(max(entity_id::integer), 0) from ${t.contentRevision} where site_id = ${siteId} and entity = ${entity})) + 1`,
    })
    .from(t.site)
    .where(eq(t.site.id, siteId));
  return Number(row.next);
}

/** The brand ids used by the site, published or only drafted. */
export async function brandIdsInUse(tx: Tx, siteId: number): Promise<string[]> {
  const [rows, drafted] = await Promise.all([
    tx.select({ id: t.brand.brandId }).from(t.brand).where(eq(t.brand.siteId, siteId)),
    tx
      .selectDistinctOn([t.contentRevision.entityId], {
        id: t.contentRevision.entityId,
      })
      .from(t.contentRevision)
      .where(and(eq(t.contentRevision.siteId, siteId), eq(t.contentRevision.entity, 'brand'))),
  ]);
  return [...rows, ...drafted].map((r) => r.id);
}

/** The place after the last of a table (a new one is listed last). */
async function nextOrd(tx: Tx, table: typeof t.company | typeof t.product | typeof t.brand | typeof t.material, siteId: number): Promise<number> {
  const [row] = await tx
    .select({ next: sql<number>`coalesce(max(${table.ord}), -1) + 1` })
    .from(table)
    .where(eq(table.siteId, siteId));
  return Number(row.next);
}

export async function insertCompany(tx: Tx, values: Omit<typeof t.company.$inferInsert, 'ord'>): Promise<void> {
  await tx.insert(t.company).values({ ...values, ord: await nextOrd(tx, t.company, values.siteId) });
}

export async function insertProduct(tx: Tx, values: Omit<typeof t.product.$inferInsert, 'ord'>): Promise<void> {
  await tx.insert(t.product).values({ ...values, ord: await nextOrd(tx, t.product, values.siteId) });
}

export async function insertBrand(tx: Tx, values: Omit<typeof t.brand.$inferInsert, 'ord'>): Promise<void> {
  await tx.insert(t.brand).values({ ...values, ord: await nextOrd(tx, t.brand, values.siteId) });
}

/** Adds a product's or a brand's id to its company's record (the company page lists them). */
export async function addToCompany(tx: Tx, siteId: number, companyId: number, key: 'productIds' | 'brandIds', id: number | string): Promise<void> {
  await tx
    .update(t.company)
    .set({
      record: sql`jsonb_set(${t.company.record}, ${`{${key}}`}::text[], coalesce(${t.company.record} -> ${key}, '[]'::jsonb) || to_jsonb(${id}::${sql.raw(typeof id === 'number' ? 'integer' : 'text')}))`,
    })
    .where(and(eq(t.company.siteId, siteId), eq(t.company.id, companyId)));
}

export async function retireCompany(tx: Tx, siteId: number, id: number, at: string): Promise<void> {
  await tx
    .update(t.company)
    .set({ retiredAt: at })
    .where(and(eq(t.company.siteId, siteId), eq(t.company.id, id)));
}

export async function retireProduct(tx: Tx, siteId: number, id: number, at: string): Promise<void> {
  await tx
    .update(t.product)
    .set({ retiredAt: at })
    .where(and(eq(t.product.siteId, siteId), eq(t.product.id, id)));
}

export async function retireBrand(tx: Tx, siteId: number, brandId: string, at: string): Promise<void> {
  await tx
    .update(t.brand)
    .set({ retiredAt: at })
    .where(and(eq(t.brand.siteId, siteId), eq(t.brand.brandId, brandId)));
}

/** The first index family of a site (by project id), the one a new company's categories refer to; null: none yet. */
export async function firstFamily(tx: Tx, siteId: number): Promise<number | null> {
  const [row] = await tx.select({ projId: t.indexFamily.projId }).from(t.indexFamily).where(eq(t.indexFamily.siteId, siteId)).orderBy(t.indexFamily.projId).limit(1);
  return row?.projId ?? null;
}

// ------------------------------------------------------------------ raw materials (issue 45)

export type MaterialRow = typeof t.material.$inferSelect;

export async function materialRow(tx: Tx, siteId: number, id: string): Promise<MaterialRow | undefined> {
  const [row] = await tx.select().from(t.material).where(and(eq(t.material.siteId, siteId), eq(t.material.id, id)));
  return row;
}

export function materialList(tx: Tx, siteId: number) {
  return tx.select().from(t.material).where(eq(t.material.siteId, siteId));
}

/** The material ids used by the site, published or only drafted. */
export async function materialIdsInUse(tx: Tx, siteId: number): Promise<string[]> {
  const [rows, drafted] = await Promise.all([
    tx.select({ id: t.material.id }).from(t.material).where(eq(t.material.siteId, siteId)),
    tx
      .selectDistinctOn([t.contentRevision.entityId], { id: t.contentRevision.entityId })
      .from(t.contentRevision)
      .where(and(eq(t.contentRevision.siteId, siteId), eq(t.contentRevision.entity, 'material'))),
  ]);
  return [...rows, ...drafted].map((r) => r.id);
}

export async function insertMaterial(tx: Tx, values: Omit<typeof t.material.$inferInsert, 'ord'>): Promise<void> {
  await tx.insert(t.material).values({ ...values, ord: await nextOrd(tx, t.material, values.siteId) });
}

export async function updateMaterial(tx: Tx, siteId: number, id: string, values: Pick<MaterialRow, 'info' | 'weight'>): Promise<void> {
  await tx.update(t.material).set(values).where(and(eq(t.material.siteId, siteId), eq(t.material.id, id)));
}

export async function retireMaterial(tx: Tx, siteId: number, id: string, at: string): Promise<void> {
  await tx.update(t.material).set({ retiredAt: at }).where(and(eq(t.material.siteId, siteId), eq(t.material.id, id)));
}
