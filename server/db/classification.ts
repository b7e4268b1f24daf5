/**
 * The SQL of a family's classification (issue 45): the proposed trees (classification_change), the
 * tree in force at a period (index_node), and approving one — close the versions in force at its
 * period, insert the new ones, keep the office's note of the era (index_era).
 */
import { and, asc, desc, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Tx } from './accounts';
import * as t from './schema';

export type ChangeRow = typeof t.classificationChange.$inferSelect;

/** A stored node, as a proposed tree keeps it. */
export interface StoredNode {
  id: string;
  parentId: string | null;
  name: string;
  enName: string;
  level: number;
  weight: number;
}

/** The tree in force for `period` (valid_from ≤ period < valid_to), in pre-order. */
export function treeAt(tx: Tx, siteId: number, projId: number, period: string) {
  const n = t.indexNode;
  return tx
    .select({ id: n.nodeId, parentId: n.parentId, name: n.name, enName: n.enName, level: n.level, weight: n.weight })
    .from(n)
    .where(and(eq(n.siteId, siteId), eq(n.projId, projId), lte(n.validFrom, period), or(isNull(n.validTo), gt(n.validTo, period))))
    .orderBy(asc(n.ord));
}

/** The latest tree a family has (the versions never closed), in pre-order. */
export function openTree(tx: Tx, siteId: number, projId: number) {
  const n = t.indexNode;
  return tx
    .select({ id: n.nodeId, parentId: n.parentId, name: n.name, enName: n.enName, level: n.level, weight: n.weight })
    .from(n)
    .where(and(eq(n.siteId, siteId), eq(n.projId, projId), isNull(n.validTo)))
    .orderBy(asc(n.ord));
}

/** The latest era's start, or null when the family has no tree yet. */
export async function latestEraStart(tx: Tx, siteId: number, projId: number): Promise<string | null> {
  const n = t.indexNode;
  const [row] = await tx
    .select({ from: sql<string | null>`max(${n.validFrom})` })
    .from(n)
    .where(and(eq(n.siteId, siteId), eq(n.projId, projId)));
  return row?.from ?? null;
}

/**
 * Puts `nodes` in force from `from` on: the versions in force then are closed at `from` (those
 * starting at `from` exactly, a tree replaced before anything was published under it, are deleted),
 * and the office's note for the era is kept.
 */
export async function replaceTree(tx: Tx, e: { siteId: number; projId: number }, from: string, nodes: StoredNode[], note: string): Promise<void> {
  const n = t.indexNode;
  const family = and(eq(n.siteId, e.siteId), eq(n.projId, e.projId));
  await tx.delete(n).where(and(family, eq(n.validFrom, from)));
  await tx
    .update(n)
    .set({ validTo: from })
    .where(and(family, lte(n.validFrom, from), or(isNull(n.validTo), gt(n.validTo, from))));
  await tx.insert(t.indexNode).values(
    nodes.map((x, ord) => ({ siteId: e.siteId, projId: e.projId, nodeId: x.id, parentId: x.parentId, name: x.name, enName: x.enName, level: x.level, weight: x.weight, ord, validFrom: from, validTo: null })),
  );
  await tx
    .insert(t.indexEra)
    .values({ siteId: e.siteId, projId: e.projId, validFrom: from, note })
    .onConflictDoUpdate({ target: [t.indexEra.siteId, t.indexEra.projId, t.indexEra.validFrom], set: { note } });
}

/** The notes of a family's eras (or every family's), by family then period key. */
export async function eraNotes(tx: Tx, siteId: number): Promise<Map<number, Map<string, string>>> {
  const rows = await tx.select().from(t.indexEra).where(eq(t.indexEra.siteId, siteId));
  const out = new Map<number, Map<string, string>>();
  for (const r of rows) {
    if (!out.has(r.projId)) out.set(r.projId, new Map());
    out.get(r.projId)!.set(r.validFrom, r.note);
  }
  return out;
}

export async function insertChange(tx: Tx, values: typeof t.classificationChange.$inferInsert): Promise<number> {
  const [row] = await tx.insert(t.classificationChange).values(values).returning({ id: t.classificationChange.id });
  return row.id;
}

export async function updateChange(tx: Tx, id: number, values: Partial<ChangeRow>): Promise<void> {
  await tx.update(t.classificationChange).set(values).where(eq(t.classificationChange.id, id));
}

/** A family's proposed trees (or one), newest first, with who checked, submitted and reviewed each. */
export function changes(tx: Tx, siteId: number, filter: { projId?: number; id?: number }) {
  const c = t.classificationChange;
  const creator = alias(t.account, 'creator');
  const submitter = alias(t.account, 'submitter');
  const reviewer = alias(t.account, 'reviewer');
  return tx
    .select({ c, creator: creator.name, submitter: submitter.name, reviewer: reviewer.name })
    .from(c)
    .leftJoin(creator, eq(creator.id, c.createdBy))
    .leftJoin(submitter, eq(submitter.id, c.submittedBy))
    .leftJoin(reviewer, eq(reviewer.id, c.reviewedBy))
    .where(and(eq(c.siteId, siteId), filter.projId === undefined ? undefined : eq(c.projId, filter.projId), filter.id === undefined ? undefined : eq(c.id, filter.id)))
    .orderBy(desc(c.id));
}
