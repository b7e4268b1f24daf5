/**
 * The SQL of publishing the datasets beside the indices (server/publish/datasets.ts): raw-material
 * quotes, trade months and brands' entries in a ranking edition are all vintages (issue 22: nothing
 * is overwritten). A revision closes the vintage in force at the approval instant and inserts the new
 * one in the same transaction; the reads here answer the vintages in force (superseded_at is null),
 * and the old figures stay in the table as closed vintages.
 */
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Tx } from './accounts';
import * as t from './schema';

export function materials(tx: Tx, siteId: number) {
  // A retired material takes no more quotes.
  return tx
    .select({ id: t.material.id, info: t.material.info })
    .from(t.material)
    .where(and(eq(t.material.siteId, siteId), isNull(t.material.retiredAt)))
    .orderBy(asc(t.material.ord));
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
/** A trade month's figures, without the vintage's times. */
export type TradeFigures = Omit<typeof t.tradeMonth.$inferInsert, 'publishedAt' | 'supersededAt'>;

/** The months in force, oldest first. */
export function tradeMonths(tx: Tx, siteId: number): Promise<TradeRow[]> {
  const m = t.tradeMonth;
  return tx.select().from(m).where(and(eq(m.siteId, siteId), isNull(m.supersededAt))).orderBy(asc(m.month));
}

/** A new vintage of a month, public from `at`; it closes the one in force at that instant. */
export async function putTradeMonth(tx: Tx, row: TradeFigures, at: string): Promise<void> {
  const m = t.tradeMonth;
  await tx
    .update(m)
    .set({ supersededAt: at })
    .where(and(eq(m.siteId, row.siteId), eq(m.month, row.month), isNull(m.supersededAt)));
  await tx.insert(m).values({ siteId: row.siteId, month: row.month, exportValue: row.exportValue, importValue: row.importValue, figures: row.figures, published: row.published, publishedAt: at, supersededAt: null });
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

/** An edition's entries in force, by rank. */
export function editionRanks(tx: Tx, siteId: number, year: number) {
  const r = t.brandRank;
  return tx
    .select({ brandId: r.brandId, rank: r.rank, item: r.item })
    .from(r)
    .where(and(eq(r.siteId, siteId), eq(r.year, year), isNull(r.supersededAt)))
    .orderBy(asc(r.rank));
}

export async function insertEdition(tx: Tx, siteId: number, year: number, publishedAt: string): Promise<void> {
  await tx.insert(t.brandEdition).values({ siteId, year, publishedAt });
}

/** A new vintage of an edition's list, public from `at`: every entry in force is closed at that instant. */
export async function putRanks(tx: Tx, siteId: number, year: number, items: { brandId: string; rank: number; item: unknown }[], at: string): Promise<void> {
  const r = t.brandRank;
  await tx
    .update(r)
    .set({ supersededAt: at })
    .where(and(eq(r.siteId, siteId), eq(r.year, year), isNull(r.supersededAt)));
  if (items.length) await tx.insert(r).values(items.map((i) => ({ siteId, year, ...i, publishedAt: at, supersededAt: null })));
}
