/**
 * The SQL of publishing the datasets beside the indices (server/publish/datasets.ts): raw-material
 * quotes (vintages: a revision closes the quote it replaces at the instant the new one opens), trade
 * months and brand-ranking editions (one row per month or edition: a revision replaces it, the audit
 * keeps what it replaced).
 */
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Tx } from './accounts';
import * as t from './schema';

export function materials(tx: Tx, siteId: number) {
  return tx.select({ id: t.material.id, info: t.material.info }).from(t.material).where(eq(t.material.siteId, siteId)).orderBy(asc(t.material.ord));
}

/** Every quote day with a quote in force, oldest first. */
export async function quoteDates(tx: Tx, siteId: number): Promise<string[]> {
  const q = t.materialQuote;
  const rows = await tx
    .select({ date: q.date })
    .from(q)
    .where(and(eq(q.siteId, siteId), isNull(q.supersededAt)))
    .groupBy(q.date)
    .orderBy(asc(q.date));
  return rows.map((r) => r.date);
}

/** The quotes in force of some days, by day then material. */
export async function quotesOn(tx: Tx, siteId: number, dates: string[]): Promise<Map<string, Map<string, number>>> {
  const out = new Map<string, Map<string, number>>(dates.map((d) => [d, new Map()]));
  if (!dates.length) return out;
  const q = t.materialQuote;
  const rows = await tx
    .select({ date: q.date, id: q.materialId, price: q.price })
    .from(q)
    .where(and(eq(q.siteId, siteId), inArray(q.date, dates), isNull(q.supersededAt)));
  for (const r of rows) out.get(r.date)!.set(r.id, r.price);
  return out;
}

/** New vintages of a day's quotes, public from `at`; each closes the one it replaces at that instant. */
export async function writeQuotes(tx: Tx, siteId: number, date: string, prices: Map<string, number>, at: string): Promise<void> {
  const q = t.materialQuote;
  const ids = [...prices.keys()];
  if (!ids.length) return;
  await tx
    .update(q)
    .set({ supersededAt: at })
    .where(and(eq(q.siteId, siteId), eq(q.date, date), inArray(q.materialId, ids), isNull(q.supersededAt)));
  await tx.insert(q).values(ids.map((materialId) => ({ siteId, materialId, date, price: prices.get(materialId)!, publishedAt: at, supersededAt: null })));
}

export function tradeMeta(tx: Tx, siteId: number) {
  return tx
    .select({ meta: t.site.tradeMeta })
    .from(t.site)
    .where(eq(t.site.id, siteId))
    .then(([r]) => r.meta as { unit: string; partnerNames: string[]; productNames: string[] });
}

export type TradeRow = typeof t.tradeMonth.$inferSelect;

export function tradeMonths(tx: Tx, siteId: number): Promise<TradeRow[]> {
  return tx.select().from(t.tradeMonth).where(eq(t.tradeMonth.siteId, siteId)).orderBy(asc(t.tradeMonth.month));
}

export async function putTradeMonth(tx: Tx, row: typeof t.tradeMonth.$inferInsert): Promise<void> {
  await tx
    .insert(t.tradeMonth)
    .values(row)
    .onConflictDoUpdate({
      target: [t.tradeMonth.siteId, t.tradeMonth.month],
      set: { exportValue: row.exportValue, importValue: row.importValue, figures: row.figures, published: row.published },
    });
}

/** The brands with their company's name, region and industry, in the site's order. */
export function brandsWithCompany(tx: Tx, siteId: number) {
  return tx
    .select({ brandId: t.brand.brandId, name: t.brand.name, companyId: t.brand.companyId, companyName: t.company.name, region: t.company.region, industry: t.company.industry })
    .from(t.brand)
    .innerJoin(t.company, and(eq(t.company.siteId, t.brand.siteId), eq(t.company.id, t.brand.companyId)))
    .where(eq(t.brand.siteId, siteId))
    .orderBy(asc(t.brand.ord));
}

/** Every edition (whatever its time: a scheduled one counts as taken), oldest first. */
export async function editionYears(tx: Tx, siteId: number): Promise<number[]> {
  const rows = await tx.select({ year: t.brandEdition.year }).from(t.brandEdition).where(eq(t.brandEdition.siteId, siteId)).orderBy(asc(t.brandEdition.year));
  return rows.map((r) => r.year);
}

export function editionRanks(tx: Tx, siteId: number, year: number) {
  return tx
    .select({ brandId: t.brandRank.brandId, rank: t.brandRank.rank, item: t.brandRank.item })
    .from(t.brandRank)
    .where(and(eq(t.brandRank.siteId, siteId), eq(t.brandRank.year, year)))
    .orderBy(asc(t.brandRank.rank));
}

export async function insertEdition(tx: Tx, siteId: number, year: number, publishedAt: string): Promise<void> {
  await tx.insert(t.brandEdition).values({ siteId, year, publishedAt });
}

/** An edition's entries, replacing whatever it had. */
export async function replaceRanks(tx: Tx, siteId: number, year: number, items: { brandId: string; rank: number; item: unknown }[]): Promise<void> {
  await tx.delete(t.brandRank).where(and(eq(t.brandRank.siteId, siteId), eq(t.brandRank.year, year)));
  if (items.length) await tx.insert(t.brandRank).values(items.map((i) => ({ siteId, year, ...i })));
}
