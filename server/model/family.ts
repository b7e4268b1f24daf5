/**
 * An index family's numbers: its classification over time (eras), its published periods and the
 * values per node, and what every answer derives from them (points with 环比/同比, snapshot rows, the
 * up/down/flat counts). Derived numbers are computed from the rounded index values, never stored.
 */
import type { IndexFamily, IndexNode, IndexPoint, IndexSnapshot, SnapshotRow } from '../../src/types/webapi';
import { headlineOf } from '../../src/domain/headline';
import { round2 } from './numbers';
import type { FamilyData, NodeInfo, PeriodInfo, TreeEra } from './types';
import { numbered, type Frequency } from './periods';

function buildTree(nodes: NodeInfo[], nodeById: Map<string, NodeInfo>): IndexNode[] {
  const toNode = (info: NodeInfo): IndexNode => {
    // Per cent of the composite, as the price family's weights are; a single-series root is 100.
    const weight = info.parentId === null ? 100 : Math.round(info.weight * 10_000) / 10_000;
    const node: IndexNode = { id: info.id, name: info.name, level: info.level, parentId: info.parentId, weight };
    if (info.childIds.length) node.children = info.childIds.map((id) => toNode(nodeById.get(id)!));
    return node;
  };
  return nodes.filter((n) => n.parentId === null).map(toNode);
}

/** Index of the published period one year earlier (weekly: the latest period starting ≤ 364 days before). */
function computeSameIndex(periods: PeriodInfo[], frequency: Frequency): (number | null)[] {
  if (frequency !== 'week') {
    // A month or quarter: the period a year's worth of periods back (12 or 4), when it was published.
    const n = numbered(frequency);
    const at = new Map(periods.map((p, i) => [n.ordinal(p), i]));
    return periods.map((p) => at.get(n.ordinal(p) - n.perYear) ?? null);
  }
  const out: (number | null)[] = [];
  let j = 0;
  for (let i = 0; i < periods.length; i += 1) {
    const target = periods[i].startDay - 364;
    if (target < periods[0].startDay) {
      out.push(null);
      continue;
    }
    while (j + 1 < periods.length && periods[j + 1].startDay <= target) j += 1;
    // A year-earlier week inside the Spring-Festival gap borrows the last week before the gap.
    out.push(target - periods[j].startDay <= 21 ? j : null);
  }
  return out;
}

/**
 * A family's data from its record, its classifications (one era of pre-ordered nodes for the
 * generator's fixed tree; the database's in force period by period), published periods and values.
 */
export function familyData(family: IndexFamily, eras: NodeInfo[] | TreeEra[], periods: PeriodInfo[], values: Map<string, number[]>): FamilyData {
  const all: TreeEra[] = eras.length && 'from' in eras[0] ? (eras as TreeEra[]) : [{ from: 0, nodes: eras as NodeInfo[] }];
  const nodes = all[all.length - 1].nodes;
  const nodeById = new Map(all.flatMap((era) => era.nodes.map((n) => [n.id, n] as const)));
  return {
    family,
    nodes,
    nodeById,
    eras: all,
    tree: buildTree(nodes, new Map(nodes.map((n) => [n.id, n]))),
    periods,
    periodIndex: new Map(periods.map((p, i) => [p.key, i])),
    values,
    sameIndex: computeSameIndex(periods, family.frequency),
    pointCache: new Map(),
  };
}

/**
 * Which of one family's values an answer reads, given what the family is at the instant asked (its
 * published periods, its newest classification's nodes, its frequency): the values of `nodeIds` only,
 * and/or of the periods `periods` (keys) only; a field left out: all of them. The values not read are
 * left NaN, so such a family answers that one question only (server/db/read.ts `loadFamilies`).
 */
export type ValuesNeeded = (fam: { periods: PeriodInfo[]; nodes: NodeInfo[]; frequency: Frequency }) => { nodeIds?: string[]; periods?: string[] };

/**
 * What a series answer (answers.ts `getSeries`) reads: its lines (`nodeIds`, none: the root), every
 * period of them — 环比 and 同比 of the first point shown look back before it.
 */
export const seriesValues =
  (nodeIds: string[]): ValuesNeeded =>
  ({ nodes }) => ({ nodeIds: nodeIds.length ? nodeIds : nodes.slice(0, 1).map((n) => n.id) });

/**
 * What a snapshot (`snapshotOf` of period `period`, none: the latest) reads: every node in that period,
 * the one before (环比) and the one a year earlier (同比). A period not published: nothing (the answer is
 * NOT_FOUND).
 */
export const snapshotValues =
  (period: string | undefined): ValuesNeeded =>
  ({ periods, frequency }) => {
    // As `periodIndex` finds it (a key's last position).
    const i = period === undefined ? periods.length - 1 : new Map(periods.map((p, k) => [p.key, k])).get(period);
    if (i === undefined || i < 0) return { periods: [] };
    const same = computeSameIndex(periods, frequency)[i];
    return { periods: [i, i - 1, same].flatMap((k) => (k === null || k < 0 ? [] : [periods[k].key])) };
  };

// ------------------------------------------------------------------ points

/** The nodes of the classification in force in period `i`. */
export function nodesAt(fam: FamilyData, i: number): NodeInfo[] {
  let era = fam.eras[0];
  for (const e of fam.eras) if (e.from <= i) era = e;
  return era.nodes;
}

/** A stored value, or null where the node had none (outside the classification it belongs to). */
const valueIn = (values: number[], i: number | null): number | null => (i === null || i < 0 || !Number.isFinite(values[i]) ? null : values[i]);

/** One period of one node, all derived numbers computed from the rounded index values. */
export function pointAt(fam: FamilyData, nodeId: string, i: number): IndexPoint {
  const values = fam.values.get(nodeId)!;
  const period = fam.periods[i];
  const v = values[i];
  const prev = valueIn(values, i - 1);
  const same = valueIn(values, fam.sameIndex[i]);
  const point: IndexPoint = {
    period: period.key,
    year: period.year,
    ...(period.week !== undefined ? { week: period.week } : {}),
    ...(period.month !== undefined ? { month: period.month } : {}),
    ...(period.quarter !== undefined ? { quarter: period.quarter } : {}),
    indexValue: v,
    lastValue: prev === null ? null : round2((v / prev) * 100),
    sameValue: same === null ? null : round2((v / same) * 100),
    change: prev === null ? null : round2(v - prev),
    changePct: prev === null ? null : round2((v / prev - 1) * 100),
  };
  const revised = fam.revised?.get(nodeId)?.get(i);
  if (revised) point.revised = revised;
  // A year-earlier week in a gap borrows the last week before it: say which one.
  const j = fam.sameIndex[i];
  if (j !== null && period.week !== undefined && fam.periods[j].startDay !== period.startDay - 364) point.samePeriod = fam.periods[j].key;
  return point;
}

/** The full series of a node: the periods it has a value in (built once, then cached). */
export function seriesPoints(fam: FamilyData, nodeId: string): IndexPoint[] {
  let points = fam.pointCache.get(nodeId);
  if (!points) {
    const values = fam.values.get(nodeId)!;
    points = fam.periods.flatMap((_, i) => (Number.isFinite(values[i]) ? [pointAt(fam, nodeId, i)] : []));
    fam.pointCache.set(nodeId, points);
  }
  return points;
}

export function snapshotRow(fam: FamilyData, node: NodeInfo, i: number): SnapshotRow {
  const { indexValue, lastValue, sameValue, change, changePct, revised } = pointAt(fam, node.id, i);
  return { nodeId: node.id, name: node.name, level: node.level, parentId: node.parentId, indexValue, lastValue, sameValue, change, changePct, ...(revised ? { revised } : {}) };
}

export function rootId(fam: FamilyData): string {
  return fam.nodes[0].id;
}

/** Level-2 rise/fall/flat counts in period `i` (on the previous period). */
export function upDownFlat(fam: FamilyData, i: number): { up: number; down: number; flat: number } {
  const out = { up: 0, down: 0, flat: 0 };
  for (const node of nodesAt(fam, i)) {
    if (node.level !== 2) continue;
    const change = pointAt(fam, node.id, i).change;
    if (change === null || change === 0) out.flat += 1;
    else if (change > 0) out.up += 1;
    else out.down += 1;
  }
  return out;
}

/** Period `i` of a family as /index/snapshot answers it (the back office previews an import with it too). */
export function snapshotOf(fam: FamilyData, i: number, commentId?: number): IndexSnapshot {
  const period = fam.periods[i];
  return {
    projId: fam.family.projId,
    period: period.key,
    year: period.year,
    ...(period.week !== undefined ? { week: period.week } : {}),
    ...(period.month !== undefined ? { month: period.month } : {}),
    ...(period.quarter !== undefined ? { quarter: period.quarter } : {}),
    publishedAt: period.publishedAt,
    rows: nodesAt(fam, i).map((node) => snapshotRow(fam, node, i)),
    summary: upDownFlat(fam, i),
    periods: fam.periods.map((p) => p.key).reverse(),
    ...(commentId !== undefined ? { commentId } : {}),
  };
}


/**
 * The site's headline family (the home page's, the showcase's, search's suggestions): the first, in
 * the office's order, whose classification has more than one level; else the first.
 */
export function headlineFamily(families: readonly FamilyData[]): FamilyData | undefined {
  const headline = headlineOf(families.map((f) => f.family));
  return families.find((f) => f.family === headline);
}

/** The 大类 of a family: the children of its root, in the classification's order. */
export function mainCategories(fam: FamilyData | undefined): NodeInfo[] {
  return fam ? fam.nodes.filter((n) => n.parentId !== null && fam.nodeById.get(n.parentId)?.parentId === null) : [];
}
