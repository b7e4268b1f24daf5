/**
 * The read side of the data layer: a site's rows become the dataset the /webapi answers are built
 * from (server/model/types.ts `Dataset`, the shape the answer functions take). The families are read as
 * of a moment: the periods released by then and, of each value, the vintage in force then.
 */
import { and, asc, eq, gt, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { linkNeighbours, compareNewestFirst } from '../model/articles';
import { beijingDay, beijingInstant, fromQuarterIndex, parseIsoDate, parseMonthKey, parseQuarterKey } from '../model/calendar';
import { lastReleaseOf, MATERIAL_YEARS, withIndexes } from '../model/dataset';
import { familyData, type ValuesNeeded } from '../model/family';
import { familyCalendar, nextPeriod, nextReleaseOf, type Frequency } from '../model/releases';
import { slotOf } from '../model/periods';
import { CALENDAR_HORIZON_DAYS } from '../model/feeds';
import { approvedRevisions } from './publish';
import type { ArticleRecord, BrandInfo, BrandYear, CompanyRecord, Dataset, FamilyData, MaterialData, NodeInfo, PeriodInfo, TradeMonthData, TreeEra } from '../model/types';
import type { BrandRankItem, Category, IndexFamily, IndexPointRevision, IndexRevision, ProductSummary, SiteConstants, SiteInfo } from '../../src/types/webapi';
import * as t from './schema';
import { now as clockNow, nowIso } from '../clock';
import { sqlNow, type Db } from './client';

export interface SiteRow {
  id: number;
  code: string;
  dataVersion: number;
  /** The index data's version (families, trees, released values): the key of the index part. */
  indexVersion: number;
  /** Articles public by now: moves when a scheduled one comes out, so the cached answers' key moves. */
  liveArticles: number;
  /** Index releases and revisions public by now: moves when a scheduled one's time comes. */
  livePublications: number;
}

/** The sites that finished seeding, oldest first (the first is the default site). */
export async function listSites(db: Db): Promise<SiteRow[]> {
  return db
    .select({
      id: t.site.id,
      code: t.site.code,
      dataVersion: t.site.dataVersion,
      indexVersion: t.site.indexVersion,
      // "site"."id" spelled out: drizzle renders ${t.site.id} in a select as a bare "id", which inside
      // the subquery is the counted row's own id (a.site_id = a.id), so the counts stood still.
      liveArticles: sql<number>`(select count(*)::int from ${t.article} a where a.site_id = "site"."id" and a.revision is not null and a.published_at <= ${sqlNow()})`,
      livePublications: sql<number>`(select count(*)::int from ${t.indexPublication} p where p.site_id = "site"."id" and p.published_at <= ${sqlNow()})`,
    })
    .from(t.site)
    .where(sql`${t.site.seededAt} is not null`)
    .orderBy(asc(t.site.id));
}

/** A timestamptz as the drivers give it (`2026-11-23 02:00:00.5+00`, ISO, or a Date), in epoch ms. */
export function timestampMs(value: string | Date): number {
  return value instanceof Date ? value.getTime() : Date.parse(value.includes('T') ? value : value.replace(' ', 'T').replace(/([+-]\d\d)$/, '$1:00'));
}

/** A timestamptz as an ISO instant (the back office's times). */
export const isoInstant = (value: string | Date): string => new Date(timestampMs(value)).toISOString();

/**
 * About how many observations a family's load reads per query (its nodes are batched to it): small
 * enough for a batch's row objects to die young; at 50,000 they outlived V8's young generation and
 * the reload after a back-load still took the server from 723 to 923 MB in one run of two.
 */
const OBSERVATION_ROWS = 10_000;

/** A vintage's rows in force at the instant `at`: published by then and not yet superseded. */
const inForceAt = (v: { publishedAt: PgColumn; supersededAt: PgColumn }, at: string) => and(lte(v.publishedAt, at), or(isNull(v.supersededAt), gt(v.supersededAt, at)));

/** A timestamptz as the contract writes it: Beijing time, `2026-11-23T10:00:00+08:00`. */
export function beijingIso(value: string | Date): string {
  return beijingInstant(timestampMs(value));
}

const day = (iso: string): number => parseIsoDate(iso)!;

/** End of a Beijing calendar day, as an instant: what was published "on" that day. */
export const endOfBeijingDay = (isoDate: string): string => `${isoDate}T23:59:59.999+08:00`;

/** A period of `projId` as it will be once released (a new one, or a revision): an import's preview. */
export interface PendingPeriod {
  period: PeriodInfo;
  values: Map<string, number>;
}

/** How many of a family's revisions its notes list (newest first). */
const REVISIONS_SHOWN = 5;

/**
 * Every family of a site (or only `projId`'s, with `pending` in place) as of `asOf` (an instant; undefined: now, the current
 * vintages). Each period is shown in the classification in force for it (`index_node.valid_from`
 * / `valid_to`, period keys): an old period keeps its old tree.
 *
 * `needed` (with `projId`): only the values it names are read, the others are left out (NaN, as a value
 * never published) — a family fit for that one answer only, cached apart. A cold `asOf` answer reads a
 * few lines of one family instead of every vintage of every node (issue 46); the periods, the tree, the
 * revisions and the calendar are read whole (they are small).
 */
export async function loadFamilies(db: Db, siteId: number, asOf?: string, projId?: number, pending?: PendingPeriod, needed?: ValuesNeeded): Promise<FamilyData[]> {
  // Now, when no day is asked for: an approved release with a later slot is not public yet.
  const at = asOf ?? nowIso();
  const own = (table: { siteId: PgColumn; projId: PgColumn }) => and(eq(table.siteId, siteId), projId === undefined ? undefined : eq(table.projId, projId));
  const families = await db.select().from(t.indexFamily).where(own(t.indexFamily)).orderBy(asc(t.indexFamily.ord));
  // Every release, the scheduled ones too: those ahead of `at` are the calendar's, not the data's.
  const allReleases = await db.select().from(t.indexRelease).where(own(t.indexRelease)).orderBy(asc(t.indexRelease.projId), asc(t.indexRelease.period));
  const atMs = Date.parse(at);
  const revisions = await approvedRevisions(db, siteId, projId);
  const notes = await db.select().from(t.indexEra).where(own(t.indexEra));
  const nodes = await db.select().from(t.indexNode).where(own(t.indexNode)).orderBy(asc(t.indexNode.projId), asc(t.indexNode.ord), asc(t.indexNode.nodeId));

  // Each family's published periods and classifications first: what `needed` picks depends on them.
  const shown = families.flatMap((f) => {
    // A withdrawn release is public from its instant until its withdrawal; a period released again is a row of its own.
    const rows = allReleases
      .filter((r) => r.projId === f.projId)
      .map((r) => ({ info: periodInfo(r), at: timestampMs(r.publishedAt), until: r.withdrawnAt === null ? Infinity : timestampMs(r.withdrawnAt) }))
      .filter((r) => atMs < r.until);
    const periods: PeriodInfo[] = rows.filter((r) => r.at <= atMs).map((r) => r.info);
    if (pending && f.projId === projId) {
      const i = periods.findIndex((p) => p.key === pending.period.key);
      periods.splice(i < 0 ? periods.length : i, i < 0 ? 0 : 1, pending.period);
    }
    if (!periods.length) return [];
    const eras = treeEras(
      nodes.filter((n) => n.projId === f.projId),
      periods.map((p) => p.key),
    );
    return [{ f, rows, periods, eras }];
  });
  if (!shown.length) return [];
  // Only with one family asked: the picked node ids and period keys are that family's.
  const first = shown[0];
  const only = needed && projId !== undefined ? needed({ periods: first.periods, nodes: first.eras[first.eras.length - 1].nodes, frequency: first.f.frequency as Frequency }) : {};
  // Nothing to read (a snapshot of a period not published): no query at all.
  const none = only.nodeIds?.length === 0 || only.periods?.length === 0;
  const picked = and(
    own(t.indexObservation),
    only.nodeIds ? inArray(t.indexObservation.nodeId, only.nodeIds) : undefined,
    only.periods ? inArray(t.indexObservation.period, only.periods) : undefined,
  );
  // The vintages replaced by `at`, oldest first: the first of each value is what was first published.
  const replaced = none
    ? []
    : await db
        .select({ projId: t.indexObservation.projId, nodeId: t.indexObservation.nodeId, period: t.indexObservation.period, value: t.indexObservation.value, supersededAt: t.indexObservation.supersededAt })
        .from(t.indexObservation)
        .where(and(picked, lte(t.indexObservation.publishedAt, at), lte(t.indexObservation.supersededAt, at)))
        .orderBy(asc(t.indexObservation.publishedAt));

  const out: FamilyData[] = [];
  for (const { f, rows, periods, eras } of shown) {
    const position = new Map(periods.map((p, i) => [p.key, i]));
    const values = new Map<string, number[]>();
    for (const era of eras) for (const n of era.nodes) if (!values.has(n.id)) values.set(n.id, new Array<number>(periods.length).fill(Number.NaN));
    // The values in force, a batch of nodes at a time: a back-loaded family's half a million rows read
    // at once were some 200 MB of row objects for a moment, doubling the server's memory (issue 45).
    // With `needed`, only the nodes and periods it names.
    const ids = none ? [] : (only.nodeIds ?? [...values.keys()]);
    const perBatch = Math.max(1, Math.floor(OBSERVATION_ROWS / (only.periods?.length ?? periods.length)));
    for (let b = 0; b < ids.length; b += perBatch) {
      const obs = await db
        .select({ nodeId: t.indexObservation.nodeId, period: t.indexObservation.period, value: t.indexObservation.value })
        .from(t.indexObservation)
        .where(
          and(
            eq(t.indexObservation.siteId, siteId),
            eq(t.indexObservation.projId, f.projId),
            inArray(t.indexObservation.nodeId, ids.slice(b, b + perBatch)),
            only.periods ? inArray(t.indexObservation.period, only.periods) : undefined,
            inForceAt(t.indexObservation, at),
          ),
        );
      for (const o of obs) {
        const i = position.get(o.period);
        const row = values.get(o.nodeId);
        if (i !== undefined && row) row[i] = o.value;
      }
    }
    if (pending && f.projId === projId) {
      const i = position.get(pending.period.key)!;
      for (const [id, value] of pending.values) {
        const row = values.get(id);
        if (row) row[i] = value;
      }
    }
    const frequency = f.frequency as Frequency;
    const releaseByKey = new Map(rows.map((r) => [r.info.key, r]));
    // The revisions of the release in force (not of an earlier release of the period, withdrawn since),
    // leaving out one withdrawn before its time: it never was public.
    const neverPublic = (r: (typeof revisions)[number]) => r.withdrawnAt !== null && timestampMs(r.withdrawnAt) <= timestampMs(r.publishedAt!);
    const ownRevisions = revisions.filter((r) => r.projId === f.projId && !neverPublic(r) && timestampMs(r.publishedAt!) >= (releaseByKey.get(r.period)?.at ?? Infinity));
    const withdrawnBy = (r: (typeof revisions)[number]) => r.withdrawnAt !== null && timestampMs(r.withdrawnAt) <= atMs;
    // A preview (`pending`, a new period) answers as the site will once that period is out: its
    // calendar runs on from it, so its next release is the period after it, not the period itself.
    const newest = pending && f.projId === projId && periods[periods.length - 1] === pending.period ? pending.period : rows[rows.length - 1].info;
    const calendar = familyCalendar(
      frequency,
      newest,
      [
        ...rows.map((r) => ({ kind: 'new' as const, period: r.info, at: r.at })),
        ...ownRevisions.filter((r) => !withdrawnBy(r)).map((r) => ({ kind: 'revision' as const, period: releaseByKey.get(r.period)!.info, at: timestampMs(r.publishedAt!) })),
      ],
      atMs,
      CALENDAR_HORIZON_DAYS,
      slotOf(f.meta),
    );
    // `setup` (release slot, alert threshold) is the back office's, not the visitors'.
    // eslint-disable-next-line @typescript-eslint/no-unused-vars
    const { setup: _setup, ...meta } = f.meta as Omit<IndexFamily, 'latestPeriod' | 'nextRelease' | 'revisions'> & { setup?: unknown };
    const family: IndexFamily = {
      ...meta,
      latestPeriod: periods[periods.length - 1].key,
      // Beyond the calendar's horizon only if the office is very late: then the period due, at its slot.
      nextRelease: nextReleaseOf(calendar) ?? nextPeriod(frequency, newest, slotOf(f.meta)).publishedAt.slice(0, 10),
      revisions: ownRevisions
        .filter((r) => timestampMs(r.publishedAt!) <= atMs)
        .slice(0, REVISIONS_SHOWN)
        .map((r) => ({
          ...revisionOf(releaseByKey.get(r.period)!.info, r.publishedAt!, r.reason ?? ''),
          // Listed as withdrawn rather than dropped: a visitor who saw the revised values learns why they went back.
          ...(withdrawnBy(r) ? { withdrawnAt: beijingIso(r.withdrawnAt!), withdrawReason: r.withdrawReason ?? '' } : {}),
        })),
    } as IndexFamily;
    const data = familyData(family, eras, periods, values);
    data.eraNotes = new Map(notes.filter((n) => n.projId === f.projId).map((n) => [n.validFrom, n.note]));
    data.revised = revisedValues(
      replaced.filter((r) => r.projId === f.projId),
      position,
      values,
      (period, revisedAt) => ownRevisions.find((r) => r.period === period && !withdrawnBy(r) && timestampMs(r.publishedAt!) <= revisedAt)?.reason ?? '',
    );
    out.push({ ...data, calendar });
  }
  return out;
}

type ReleaseRow = typeof t.indexRelease.$inferSelect;

/**
 * The values in force that differ from their first published vintage, with when they became public
 * (the last replaced vintage's end) and the revision's reason. A withdrawn revision's restored values
 * equal the first ones, so they are not marked.
 */
function revisedValues(
  replaced: { nodeId: string; period: string; value: number; supersededAt: string | Date | null }[],
  at: Map<string, number>,
  values: Map<string, number[]>,
  reasonOf: (period: string, revisedAt: number) => string,
): Map<string, Map<number, IndexPointRevision>> {
  const first = new Map<string, { value: number; until: number }>();
  for (const r of replaced) {
    const key = `${r.nodeId}\u0000${r.period}`;
    const until = timestampMs(r.supersededAt!);
    const seen = first.get(key);
    if (seen) seen.until = Math.max(seen.until, until);
    else first.set(key, { value: r.value, until });
  }
  const out = new Map<string, Map<number, IndexPointRevision>>();
  for (const [key, { value, until }] of first) {
    const [nodeId, period] = key.split('\u0000');
    const i = at.get(period);
    const now = i === undefined ? undefined : values.get(nodeId)?.[i];
    if (i === undefined || now === undefined || !Number.isFinite(now) || now === value) continue;
    if (!out.has(nodeId)) out.set(nodeId, new Map());
    out.get(nodeId)!.set(i, { firstValue: value, revisedAt: beijingInstant(until), reason: reasonOf(period, until) });
  }
  return out;
}

function periodInfo(r: ReleaseRow): PeriodInfo {
  return {
    key: r.period,
    year: r.year,
    ...(r.week !== null ? { week: r.week } : {}),
    ...(r.month !== null ? { month: r.month } : {}),
    // A quarter is not a column of its own: its key (`2026-Q3`) says it.
    ...quarterOf(r.period),
    startDay: day(r.startDate),
    endDay: day(r.endDate),
    releaseDay: day(r.releaseDate),
    publishedAt: beijingIso(r.publishedAt),
    label: r.label,
  };
}

function quarterOf(key: string): { quarter?: number } {
  const index = parseQuarterKey(key);
  return index === null ? {} : { quarter: fromQuarterIndex(index).quarter };
}

function revisionOf(p: PeriodInfo, at: string | Date, reason: string): IndexRevision {
  return {
    period: p.key,
    year: p.year,
    ...(p.week !== undefined ? { week: p.week } : {}),
    ...(p.month !== undefined ? { month: p.month } : {}),
    ...(p.quarter !== undefined ? { quarter: p.quarter } : {}),
    revisedAt: beijingIso(at),
    reason,
  };
}

/**
 * Every instant at which a site's published index figures changed (a release, a value published or
 * superseded, a withdrawal), in whole milliseconds, ascending: an `asOf` day shows what the latest of them before
 * its end made public, so all the days between two of them share one answer.
 */
export async function publicationInstants(db: Db, siteId: number): Promise<number[]> {
  const ms = (col: PgColumn) => sql<number>`floor(extract(epoch from ${col}) * 1000)::float8`;
  const [releases, withdrawn, published, superseded] = await Promise.all([
    db.selectDistinct({ at: ms(t.indexRelease.publishedAt) }).from(t.indexRelease).where(eq(t.indexRelease.siteId, siteId)),
    // A withdrawal changes the answers too (the period goes; a revision withdrawn shows as such in the notes).
    db
      .selectDistinct({ at: ms(t.indexPublication.withdrawnAt) })
      .from(t.indexPublication)
      .where(and(eq(t.indexPublication.siteId, siteId), sql`${t.indexPublication.withdrawnAt} is not null`)),
    // The values' distinct instants by a loose index scan (one probe of index_observation_published per
    // instant): a DISTINCT over the column read every value of the site, 79 k rows at 1×, 1.25 M at 16×,
    // and the first cold asOf after every release waited for it.
    db.execute(sql`
      with recursive p as (
        (select published_at from ${t.indexObservation} where site_id = ${siteId} order by published_at limit 1)
        union all
        select (select o.published_at from ${t.indexObservation} o where o.site_id = ${siteId} and o.published_at > p.published_at order by o.published_at limit 1)
        from p where p.published_at is not null
      )
      select floor(extract(epoch from published_at) * 1000)::float8 as at from p where published_at is not null`) as unknown as Promise<{ rows: { at: number }[] }>,
    db
      .selectDistinct({ at: ms(t.indexObservation.supersededAt) })
      .from(t.indexObservation)
      .where(and(eq(t.indexObservation.siteId, siteId), sql`${t.indexObservation.supersededAt} is not null`)),
  ]);
  return [...new Set([...releases, ...withdrawn, ...published.rows, ...superseded].map((r) => Number(r.at)))].sort((a, b) => a - b);
}

/** The moment that shows everything published in the millisecond `ms` (timestamptz keeps microseconds). */
export const endOfMillisecond = (ms: number): string => `${new Date(ms).toISOString().slice(0, 23)}999Z`;

type NodeRow = typeof t.indexNode.$inferSelect;

/**
 * The classifications of a family over its published periods (keys, oldest first): a new era
 * wherever a node version starts or ends; each era's nodes are the versions in force in its first
 * period, in tree order.
 */
export function treeEras(rows: NodeRow[], periodKeys: string[]): TreeEra[] {
  const inForce = (n: NodeRow, key: string) => n.validFrom <= key && (n.validTo === null || n.validTo > key);
  const bounds = new Set<string>(rows.flatMap((n) => (n.validTo === null ? [n.validFrom] : [n.validFrom, n.validTo])));
  const starts = new Set<number>([0]);
  for (const b of bounds) {
    const i = periodKeys.findIndex((key) => key >= b);
    if (i > 0) starts.add(i);
  }
  return [...starts]
    .sort((a, b) => a - b)
    .map((from) => {
      const infos: NodeInfo[] = rows
        .filter((n) => inForce(n, periodKeys[from]))
        .sort((a, b) => a.ord - b.ord || (a.nodeId < b.nodeId ? -1 : 1))
        .map((n) => ({ id: n.nodeId, name: n.name, enName: n.enName, level: n.level, parentId: n.parentId, weight: n.weight, childIds: [] }));
      const byId = new Map(infos.map((n) => [n.id, n]));
      for (const n of infos) if (n.parentId) byId.get(n.parentId)?.childIds.push(n.id);
      return { from, nodes: infos };
    });
}

function isoOf(dayNum: number): string {
  return new Date(dayNum * 86_400_000).toISOString().slice(0, 10);
}

/** Everything a site shows, as of now: its index part and its content part together. */
export async function loadDataset(db: Db, siteRow: SiteRow, now: Date = clockNow()): Promise<Dataset> {
  return assembleDataset(await loadIndexPart(db, siteRow), await loadContentPart(db, siteRow, now));
}

/** The index part of a dataset: the families as published now (all the index answers read). */
export interface IndexPart {
  families: FamilyData[];
  familyById: Map<number, FamilyData>;
}

export async function loadIndexPart(db: Db, siteRow: SiteRow): Promise<IndexPart> {
  const families = await loadFamilies(db, siteRow.id);
  return { families, familyById: new Map(families.map((f) => [f.family.projId, f])) };
}

/**
 * The content part: the dataset without its families. What of it depends on them is added by
 * assembleDataset (an article's link to the period it is about, the site's updatedAt), so a release
 * reloads no articles and an article edit no index values.
 */
export interface ContentPart {
  dataset: Dataset;
  /** The site's creation: its updatedAt before anything is released. */
  createdAt: string;
}

/**
 * One dataset of the two parts: an object spread, the families and the articles shared, not copied
 * (only the few articles about a released period are new objects).
 */
export function assembleDataset(index: IndexPart, content: ContentPart): Dataset {
  const ds = content.dataset;
  const updatedAt = lastReleaseOf(index.families) ?? content.createdAt;
  let linked = false;
  const articles = ds.articles.map((a) => {
    if (!a.about || !index.familyById.get(a.about.projId)?.periodIndex.has(a.about.period)) return a;
    linked = true;
    return { ...a, indexPeriod: { ...a.about } };
  });
  return {
    ...ds,
    site: { ...ds.site, updatedAt },
    families: index.families,
    familyById: index.familyById,
    ...(linked ? { articles, articleById: new Map(articles.map((a) => [a.id, a])) } : {}),
  };
}

export async function loadContentPart(db: Db, siteRow: SiteRow, now: Date = clockNow()): Promise<ContentPart> {
  const siteId = siteRow.id;
  const [siteRec] = await db.select().from(t.site).where(eq(t.site.id, siteId));
  const today = beijingDay(now);
  const constants = siteRec.constants as SiteConstants;

  const materials = await loadMaterials(db, siteId);
  // Sites seeded before the currency and source were stored: the customs figures are in US dollars.
  // No release day stored: the trade answer announces no next release (server/model/trade.ts).
  const tradeMeta = {
    currency: 'USD',
    source: '',
    ...(siteRec.tradeMeta as { unit: string; currency?: string; source?: string; releaseDay?: number; partnerNames: string[]; productNames: string[] }),
  };
  // Trade months and brands' entries: the vintage in force now (a revision closed the one before).
  const nowIso = now.toISOString();
  const tradeRows = await db
    .select()
    .from(t.tradeMonth)
    .where(and(eq(t.tradeMonth.siteId, siteId), inForceAt(t.tradeMonth, nowIso)))
    .orderBy(asc(t.tradeMonth.month));
  const months: TradeMonthData[] = tradeRows.map((r) => ({ ...(r.figures as Omit<TradeMonthData, 'key' | 'exportValue' | 'importValue'>), key: r.month, exportValue: r.exportValue, importValue: r.importValue }));
  const trade = {
    ...tradeMeta,
    months,
    unpublished: new Set(tradeRows.filter((r) => !r.published).map((r) => parseMonthKey(r.month)!)),
  };

  // Retired ones are kept but shown to no visitor; a retired company takes its products and brands with it.
  const companies = (
    await db
      .select({ record: t.company.record })
      .from(t.company)
      .where(and(eq(t.company.siteId, siteId), isNull(t.company.retiredAt)))
      .orderBy(asc(t.company.ord))
  ).map((r) => r.record as CompanyRecord);
  const shownCompany = new Set(companies.map((c) => c.id));
  const products = (
    await db
      .select({ record: t.product.record, companyId: t.product.companyId })
      .from(t.product)
      .where(and(eq(t.product.siteId, siteId), isNull(t.product.retiredAt)))
      .orderBy(asc(t.product.ord))
  )
    .filter((r) => shownCompany.has(r.companyId))
    .map((r) => r.record as ProductSummary);
  const brands: BrandInfo[] = (
    await db
      .select()
      .from(t.brand)
      .where(and(eq(t.brand.siteId, siteId), isNull(t.brand.retiredAt)))
      .orderBy(asc(t.brand.ord))
  )
    .filter((b) => shownCompany.has(b.companyId))
    .map(({ brandId, name, companyId, logo }) => (logo ? { brandId, name, companyId, logo } : { brandId, name, companyId }));
  // A company's page lists only what visitors may see (its record keeps every id it ever had).
  const productShown = new Set(products.map((p) => p.id));
  const brandShown = new Set(brands.map((b) => b.brandId));
  for (const c of companies) {
    c.productIds = c.productIds.filter((id) => productShown.has(id));
    c.brandIds = c.brandIds.filter((id) => brandShown.has(id));
  }
  // An edition ranks a brand and a company: they show under the names (and logo) they have now.
  const brandNow = new Map(brands.map((b) => [b.brandId, b]));
  const companyNames = new Map(companies.map((c) => [c.id, c.name]));
  const asNamedNow = (item: BrandRankItem): BrandRankItem => {
    const b = brandNow.get(item.brandId);
    return { ...item, name: b?.name ?? item.name, companyName: companyNames.get(item.companyId) ?? item.companyName, ...(b?.logo ? { logo: b.logo } : {}) };
  };
  const editions = await db.select().from(t.brandEdition).where(eq(t.brandEdition.siteId, siteId)).orderBy(asc(t.brandEdition.year));
  const ranks = await db
    .select()
    .from(t.brandRank)
    .where(and(eq(t.brandRank.siteId, siteId), inForceAt(t.brandRank, nowIso)))
    .orderBy(asc(t.brandRank.year), asc(t.brandRank.rank));
  const brandYears: BrandYear[] = editions
    .filter((e) => Date.parse(beijingIso(e.publishedAt)) <= now.getTime())
    .map((e) => ({ year: e.year, items: ranks.filter((r) => r.year === e.year).map((r) => asNamedNow(r.item as BrandRankItem)) }));

  const articles = await loadArticles(db, siteId, constants.categories);
  const info = siteRec.info as Omit<SiteInfo, 'siteCode' | 'updatedAt'>;
  const createdAt = beijingIso(siteRec.createdAt);
  const dataset = withIndexes({
    today,
    todayIso: isoOf(today),
    // A site set up before logos has no key: the public contract says null.
    site: { siteCode: siteRow.code, ...info, logo: info.logo ?? null, updatedAt: createdAt },
    constants,
    families: [],
    materials,
    materialsFrom: today - Math.round(MATERIAL_YEARS * 365.25),
    trade,
    brands,
    brandYears,
    companies,
    products,
    articles,
    // Files are read from the database when asked for (server/app.ts), never held here.
    files: new Map(),
  });
  return { dataset, createdAt };
}

export async function loadMaterials(db: Db, siteId: number): Promise<MaterialData[]> {
  const rows = await db
    .select()
    .from(t.material)
    .where(and(eq(t.material.siteId, siteId), isNull(t.material.retiredAt)))
    .orderBy(asc(t.material.ord));
  const quotes = await db
    .select({ materialId: t.materialQuote.materialId, date: t.materialQuote.date, price: t.materialQuote.price })
    .from(t.materialQuote)
    .where(and(eq(t.materialQuote.siteId, siteId), isNull(t.materialQuote.supersededAt)))
    .orderBy(asc(t.materialQuote.materialId), asc(t.materialQuote.date));
  // A material created in the back office shows once its first quote is released.
  return rows
    .map((m) => {
      const own = quotes.filter((q) => q.materialId === m.id).map(({ date, price }) => ({ date, price }));
      return { info: m.info as MaterialData['info'], weight: m.weight, quotes: own, quoteDays: own.map((q) => day(q.date)) };
    })
    .filter((m) => m.quotes.length > 0);
}

/** The articles as visitors see them, none linked to its period yet (assembleDataset links the released ones). */
async function loadArticles(db: Db, siteId: number, categories: Category[]): Promise<ArticleRecord[]> {
  // An article approved in the back office for a later time is not there yet (the seeded history is
  // shown as the demo generator dated it, as the mock's answers do).
  const rows = await db
    .select()
    .from(t.article)
    .where(and(eq(t.article.siteId, siteId), or(isNull(t.article.revision), lte(t.article.publishedAt, sqlNow()))));
  const typeOf = new Map(categories.map((c) => [c.id, c.type]));
  const records: ArticleRecord[] = rows.map((r) => {
    const type = typeOf.get(r.categoryId);
    const publishedAt = beijingIso(r.publishedAt);
    const about = r.aboutProjId !== null && r.aboutPeriod !== null ? { projId: r.aboutProjId, period: r.aboutPeriod } : undefined;
    const attachments = r.attachments as ArticleRecord['attachments'];
    return {
      id: r.id,
      categoryId: r.categoryId,
      ...(type ? { type } : {}),
      title: r.title,
      summary: r.summary,
      author: r.author,
      source: r.source,
      publishedAt,
      ...(r.cover ? { cover: r.cover } : {}),
      attachmentCount: attachments.length,
      views: r.views,
      content: r.content,
      attachments,
      prev: null,
      next: null,
      tags: r.tags as string[],
      related: r.related as ArticleRecord['related'],
      indexPeriod: null,
      day: day(publishedAt),
      ...(about ? { about } : {}),
    };
  });
  records.sort(compareNewestFirst);
  linkNeighbours(records);
  return records;
}

/** A stored file (attachment or picture) of a site, or undefined. */
export async function readFile(db: Db, siteId: number, name: string) {
  const [row] = await db
    .select({ title: t.file.title, contentType: t.file.contentType, bytes: t.file.bytes, size: t.file.size, sha256: t.file.sha256 })
    .from(t.file)
    .where(and(eq(t.file.siteId, siteId), eq(t.file.name, name)));
  return row;
}
