/**
 * The SQL of publishing an index period: a family's classification and values for a period, the
 * imports and publications, and the release itself (a period row and its observations as vintages;
 * a revision closes the old vintage at the instant the new one opens).
 */
import { and, asc, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { alias, type PgColumn } from 'drizzle-orm/pg-core';
import { isoDate } from '../model/calendar';
import type { PeriodInfo } from '../model/types';
import type { Tx } from './accounts';
import * as t from './schema';
import type { PublishingDataset } from './schema';
import { sqlNow } from './client';

export type FamilyRow = typeof t.indexFamily.$inferSelect;
export type ImportRow = typeof t.indexImport.$inferSelect;
export type PublicationRow = typeof t.indexPublication.$inferSelect;

export async function familyRow(tx: Tx, siteId: number, projId: number): Promise<FamilyRow | undefined> {
  const [row] = await tx.select().from(t.indexFamily).where(and(eq(t.indexFamily.siteId, siteId), eq(t.indexFamily.projId, projId)));
  return row;
}

export function families(tx: Tx, siteId: number) {
  return tx.select().from(t.indexFamily).where(eq(t.indexFamily.siteId, siteId)).orderBy(asc(t.indexFamily.ord));
}

export async function accountName(tx: Tx, id: number): Promise<string | undefined> {
  const [row] = await tx.select({ name: t.account.name }).from(t.account).where(eq(t.account.id, id));
  return row?.name;
}

/** The family's periods as released (whatever their time: a scheduled one counts as taken; a withdrawn one does not), oldest first. */
export function releasedPeriods(tx: Tx, siteId: number, projId: number) {
  return tx
    .select({ period: t.indexRelease.period, startDate: t.indexRelease.startDate, publishedAt: t.indexRelease.publishedAt })
    .from(t.indexRelease)
    .where(and(eq(t.indexRelease.siteId, siteId), eq(t.indexRelease.projId, projId), isNull(t.indexRelease.withdrawnAt)))
    .orderBy(asc(t.indexRelease.period));
}

/** The nodes valid for `period` (valid_from ≤ period < valid_to), in pre-order. */
export function nodesFor(tx: Tx, siteId: number, projId: number, period: string) {
  const n = t.indexNode;
  return tx
    .select({ id: n.nodeId, parentId: n.parentId, name: n.name, level: n.level, weight: n.weight })
    .from(n)
    .where(and(eq(n.siteId, siteId), eq(n.projId, projId), sql`${n.validFrom} <= ${period}`, or(isNull(n.validTo), sql`${n.validTo} > ${period}`)))
    .orderBy(asc(n.ord));
}

/** The values in force now (the latest vintage, scheduled ones included) of some periods, by period then node. */
export async function currentValues(tx: Tx, siteId: number, projId: number, periods: string[]): Promise<Map<string, Map<string, number>>> {
  const out = new Map<string, Map<string, number>>(periods.map((p) => [p, new Map()]));
  if (!periods.length) return out;
  const o = t.indexObservation;
  const rows = await tx
    .select({ period: o.period, nodeId: o.nodeId, value: o.value })
    .from(o)
    .where(and(eq(o.siteId, siteId), eq(o.projId, projId), inArray(o.period, periods), isNull(o.supersededAt)));
  for (const r of rows) out.get(r.period)!.set(r.nodeId, r.value);
  return out;
}

export async function insertImport(tx: Tx, values: typeof t.indexImport.$inferInsert): Promise<number> {
  const [row] = await tx.insert(t.indexImport).values(values).returning({ id: t.indexImport.id });
  return row.id;
}

export async function importRow(tx: Tx, siteId: number, id: number): Promise<ImportRow | undefined> {
  const [row] = await tx.select().from(t.indexImport).where(and(eq(t.indexImport.siteId, siteId), eq(t.indexImport.id, id)));
  return row;
}

export async function insertPublication(tx: Tx, values: typeof t.indexPublication.$inferInsert): Promise<number> {
  const [row] = await tx.insert(t.indexPublication).values(values).returning({ id: t.indexPublication.id });
  return row.id;
}

export async function updatePublication(tx: Tx, id: number, values: Partial<PublicationRow>): Promise<void> {
  await tx.update(t.indexPublication).set(values).where(eq(t.indexPublication.id, id));
}

const submitter = alias(t.account, 'submitter');
const reviewer = alias(t.account, 'reviewer');
const importer = alias(t.account, 'importer');
const withdrawer = alias(t.account, 'withdrawer');

/** Publications with the names of who imported, submitted and reviewed them, newest first. */
export function publications(tx: Tx, siteId: number, filter: { id?: number; state?: string; projId?: number; dataset?: PublishingDataset } = {}) {
  const p = t.indexPublication;
  return tx
    .select({
      p,
      importedBy: t.indexImport.createdBy,
      importer: importer.name,
      submitter: submitter.name,
      reviewer: reviewer.name,
      withdrawer: withdrawer.name,
      importerDisplayName: importer.displayName,
      submitterDisplayName: submitter.displayName,
      reviewerDisplayName: reviewer.displayName,
      withdrawerDisplayName: withdrawer.displayName,
      report: t.indexImport.report,
      frequency: t.indexFamily.frequency,
      familyMeta: t.indexFamily.meta,
    })
    .from(p)
    .innerJoin(t.indexImport, eq(t.indexImport.id, p.importId))
    // The family's calendar: its release slot (none for the other datasets).
    .leftJoin(t.indexFamily, and(eq(p.dataset, 'index'), eq(t.indexFamily.siteId, p.siteId), eq(t.indexFamily.projId, p.projId)))
    .leftJoin(importer, eq(importer.id, t.indexImport.createdBy))
    .leftJoin(submitter, eq(submitter.id, p.submittedBy))
    .leftJoin(reviewer, eq(reviewer.id, p.reviewedBy))
    .leftJoin(withdrawer, eq(withdrawer.id, p.withdrawnBy))
    .where(
      and(
        eq(p.siteId, siteId),
        filter.id === undefined ? undefined : eq(p.id, filter.id),
        filter.state === undefined ? undefined : eq(p.state, filter.state as PublicationRow['state']),
        filter.projId === undefined ? undefined : eq(p.projId, filter.projId),
        filter.dataset === undefined ? undefined : eq(p.dataset, filter.dataset),
      ),
    )
    .orderBy(desc(p.submittedAt), desc(p.id));
}

/** A publication of the period waiting for review or approved but not yet public. */
export async function openPublication(tx: Tx, siteId: number, projId: number, period: string, dataset: PublishingDataset = 'index'): Promise<PublicationRow | undefined> {
  const p = t.indexPublication;
  const [row] = await tx
    .select()
    .from(p)
    .where(and(eq(p.siteId, siteId), eq(p.dataset, dataset), eq(p.projId, projId), eq(p.period, period), or(eq(p.state, 'submitted'), and(eq(p.state, 'approved'), sql`${p.publishedAt} > ${sqlNow()}`))));
  return row;
}

/** The index_release row of a family's period, public from `publishedAt`. */
export function releaseRow(siteId: number, projId: number, p: PeriodInfo, publishedAt: string): typeof t.indexRelease.$inferInsert {
  return {
    siteId,
    projId,
    period: p.key,
    year: p.year,
    week: p.week ?? null,
    month: p.month ?? null,
    startDate: isoDate(p.startDay),
    endDate: isoDate(p.endDay),
    releaseDate: isoDate(p.releaseDay),
    label: p.label,
    publishedAt,
  };
}

export async function insertRelease(tx: Tx, values: typeof t.indexRelease.$inferInsert): Promise<void> {
  await tx.insert(t.indexRelease).values(values);
}

/** New vintages of a period's values, public from `at`; each closes the vintage it replaces at that instant. */
export async function writeVintages(tx: Tx, e: { siteId: number; projId: number; period: string }, values: Map<string, number>, at: string): Promise<void> {
  const o = t.indexObservation;
  const ids = [...values.keys()];
  if (!ids.length) return;
  await tx
    .update(o)
    .set({ supersededAt: at })
    .where(and(eq(o.siteId, e.siteId), eq(o.projId, e.projId), eq(o.period, e.period), inArray(o.nodeId, ids), isNull(o.supersededAt)));
  await tx.insert(o).values(ids.map((nodeId) => ({ siteId: e.siteId, projId: e.projId, nodeId, period: e.period, value: values.get(nodeId)!, publishedAt: at, supersededAt: null })));
}

/**
 * The approved revisions of a site's families (or only `projId`'s), newest first, with those withdrawn
 * since (`withdrawnAt`): what the public notes say was revised and why, and the calendar's scheduled
 * ones (their time still ahead).
 */
export function approvedRevisions(tx: Tx, siteId: number, projId?: number) {
  const p = t.indexPublication;
  return tx
    .select({ projId: p.projId, period: p.period, publishedAt: p.publishedAt, reason: p.reason, withdrawnAt: p.withdrawnAt, withdrawReason: p.withdrawReason })
    .from(p)
    .where(
      and(
        eq(p.siteId, siteId),
        eq(p.dataset, 'index'),
        projId === undefined ? undefined : eq(p.projId, projId),
        inArray(p.state, ['approved', 'withdrawn']),
        eq(p.kind, 'revision'),
        sql`${p.publishedAt} is not null`,
      ),
    )
    .orderBy(desc(p.publishedAt), desc(p.id));
}

// ------------------------------------------------------------------ withdrawal

type PeriodKey = { siteId: number; projId: number; period: string };

/** The vintages a publication wrote: those of its period published at its instant, current or not. */
export function vintagesAt(tx: Tx, e: PeriodKey, at: string) {
  const o = t.indexObservation;
  return tx
    .select({ nodeId: o.nodeId, value: o.value, supersededAt: o.supersededAt })
    .from(o)
    .where(and(eq(o.siteId, e.siteId), eq(o.projId, e.projId), eq(o.period, e.period), eq(o.publishedAt, at)));
}

/** The vintages a publication at `at` closed (superseded at that instant): the values before it. */
export async function vintagesClosedAt(tx: Tx, e: PeriodKey, at: string): Promise<Map<string, number>> {
  const o = t.indexObservation;
  const rows = await tx
    .select({ nodeId: o.nodeId, value: o.value })
    .from(o)
    .where(and(eq(o.siteId, e.siteId), eq(o.projId, e.projId), eq(o.period, e.period), eq(o.supersededAt, at)));
  return new Map(rows.map((r) => [r.nodeId, r.value]));
}

/** Closes every vintage of the period in force (a withdrawn period has no values from `at` on). */
export async function closeVintages(tx: Tx, e: PeriodKey, at: string): Promise<void> {
  const o = t.indexObservation;
  await tx
    .update(o)
    .set({ supersededAt: at })
    .where(and(eq(o.siteId, e.siteId), eq(o.projId, e.projId), eq(o.period, e.period), isNull(o.supersededAt)));
}

/** Ends the period's current release at `at` (its row stays: asOf before `at` still shows the period). */
export async function closeRelease(tx: Tx, e: PeriodKey, at: string): Promise<void> {
  const r = t.indexRelease;
  await tx
    .update(r)
    .set({ withdrawnAt: at })
    .where(and(eq(r.siteId, e.siteId), eq(r.projId, e.projId), eq(r.period, e.period), isNull(r.withdrawnAt)));
}

/**
 * Undoes a release that never became public (its instant `at` still ahead): its release row and the
 * vintages published at `at` go, and the vintages they were to close at `at` stay in force. Nothing a
 * visitor could ever see changes; the publication, its import and the audit keep what it was.
 */
export async function undoScheduled(tx: Tx, e: PeriodKey, at: string): Promise<void> {
  const o = t.indexObservation;
  const r = t.indexRelease;
  const own = (c: { siteId: PgColumn; projId: PgColumn; period: PgColumn }) => and(eq(c.siteId, e.siteId), eq(c.projId, e.projId), eq(c.period, e.period));
  await tx.delete(o).where(and(own(o), eq(o.publishedAt, at), sql`${o.publishedAt} > ${sqlNow()}`));
  await tx.update(o).set({ supersededAt: null }).where(and(own(o), eq(o.supersededAt, at), sql`${o.supersededAt} > ${sqlNow()}`));
  await tx.delete(r).where(and(own(r), eq(r.publishedAt, at), sql`${r.publishedAt} > ${sqlNow()}`));
}

/** An approved revision of the period still to come (its instant ahead), other than `exceptId`. */
export async function scheduledRevision(tx: Tx, e: PeriodKey, exceptId: number): Promise<PublicationRow | undefined> {
  const p = t.indexPublication;
  const [row] = await tx
    .select()
    .from(p)
    .where(
      and(eq(p.siteId, e.siteId), eq(p.dataset, 'index'), eq(p.projId, e.projId), eq(p.period, e.period), eq(p.state, 'approved'), eq(p.kind, 'revision'), sql`${p.publishedAt} > ${sqlNow()}`, sql`${p.id} <> ${exceptId}`),
    );
  return row;
}

// ------------------------------------------------------------------ setting a family up (issue 45)

/** A new family at the end of the site's order; false when `projId` is taken (nothing written). */
export async function insertFamily(tx: Tx, row: Omit<typeof t.indexFamily.$inferInsert, 'ord'>): Promise<boolean> {
  const [created] = await tx
    .insert(t.indexFamily)
    .values({ ...row, ord: sql`(select coalesce(max(f.ord) + 1, 0) from index_family f where f.site_id = ${row.siteId})` })
    .onConflictDoNothing()
    .returning({ projId: t.indexFamily.projId });
  return !!created;
}

export async function updateFamily(tx: Tx, siteId: number, projId: number, values: Pick<FamilyRow, 'name' | 'baseValue' | 'meta'>): Promise<void> {
  await tx
    .update(t.indexFamily)
    .set(values)
    .where(and(eq(t.indexFamily.siteId, siteId), eq(t.indexFamily.projId, projId)));
}

/** The families (or only `projId`) with a period ever released, withdrawn or not: their base is then in the public's hands. */
export async function everReleased(tx: Tx, siteId: number, projId?: number): Promise<Set<number>> {
  const rows = await tx
    .select({ projId: t.indexRelease.projId })
    .from(t.indexRelease)
    .where(and(eq(t.indexRelease.siteId, siteId), projId === undefined ? undefined : eq(t.indexRelease.projId, projId)))
    .groupBy(t.indexRelease.projId);
  return new Set(rows.map((r) => r.projId));
}

export async function updateSiteConstants(tx: Tx, siteId: number, constants: unknown): Promise<void> {
  await tx.update(t.site).set({ constants }).where(eq(t.site.id, siteId));
}

/** Every era's nodes of a family, each era in pre-order (a back-load checks each period under its own). */
export function allNodes(tx: Tx, siteId: number, projId: number) {
  const n = t.indexNode;
  return tx
    .select({ id: n.nodeId, parentId: n.parentId, name: n.name, level: n.level, weight: n.weight, validFrom: n.validFrom, validTo: n.validTo })
    .from(n)
    .where(and(eq(n.siteId, siteId), eq(n.projId, projId)))
    .orderBy(asc(n.validFrom), asc(n.ord));
}

/** A PostgreSQL array literal of text, each element quoted (codes may hold anything). */
const textArray = (xs: string[]) => `{${xs.map((x) => `"${x.replace(/["\\]/g, '\\$&')}"`).join(',')}}`;

/** Rows a back-load writes per statement: one parameter per column (unnest), so only the text's size bounds it. */
const BULK_ROWS = 50_000;

/**
 * Periods and their values as the first vintage (issue 45): the release rows, then the observations,
 * each public from its period's release (`publishedAt` of its row in `releases`), as `unnest` of three
 * arrays per statement, 50,000 rows each, in the caller's transaction. A back-load's releases all
 * carry the approval instant; the demo's seeding (server/demo/seed.ts) gives each its own.
 */
export async function insertHistory(tx: Tx, e: { siteId: number; projId: number }, releases: (typeof t.indexRelease.$inferInsert)[], obs: { nodes: string[]; periods: string[]; values: number[] }): Promise<void> {
  for (let i = 0; i < releases.length; i += 1000) await tx.insert(t.indexRelease).values(releases.slice(i, i + 1000));
  const periodKeys = textArray(releases.map((r) => r.period));
  const publishedAt = textArray(releases.map((r) => r.publishedAt));
  for (let i = 0; i < obs.values.length; i += BULK_ROWS) {
    const end = Math.min(i + BULK_ROWS, obs.values.length);
    await tx.execute(sql`
      insert into index_observation (site_id, proj_id, node_id, period, value, published_at, superseded_at)
      select ${e.siteId}, ${e.projId}, u.n, u.p, u.v, r.at, null
      from unnest(${textArray(obs.nodes.slice(i, end))}::text[], ${textArray(obs.periods.slice(i, end))}::text[], ${`{${obs.values.slice(i, end).join(',')}}`}::float8[]) as u(n, p, v)
      join unnest(${periodKeys}::text[], ${publishedAt}::timestamptz[]) as r(p, at) on r.p = u.p`);
  }
}
