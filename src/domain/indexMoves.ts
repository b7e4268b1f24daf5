/**
 * Why an index moved, from one period's snapshot and the category tree (/data and /mobile/data):
 * each 大类's contribution to the composite's change, the largest risers and fallers at a level,
 * and the 大类 × period grid of 环比 changes behind the heat-map. Pure functions, no React.
 *
 * The composite is the weighted mean of its 大类 (weights in per cent, IndexNode.weight), so a
 * category's contribution in points is its own change in points × weight / 100, and the
 * contributions add up to the composite's change but for rounding.
 */
import type { IndexNode, IndexPoint, IndexSeries, SnapshotRow } from '@/types/webapi';
import { byContribution, contributionPoints } from './contributions';
import { flattenTree } from './indexSeries';

const round2 = (v: number) => Math.round(v * 100) / 100;

export interface Contribution {
  nodeId: string;
  name: string;
  /** Weight in the composite, per cent. */
  weight: number;
  /** The category's own change on the previous period, points. */
  change: number | null;
  /** Points it added to the composite's change (2 decimals); null without a change this period. */
  points: number | null;
}

export interface ContributionBreakdown {
  /** Largest contribution first (by the exact value: src/domain/contributions.ts); categories without a change this period last. */
  parts: Contribution[];
  /** The composite's change in points, as published. */
  composite: number | null;
  /** Sum of the rounded parts. */
  sum: number;
  /** composite − sum: what rounding leaves over (a few hundredths at most). */
  residual: number | null;
}

/** Node ids in code-unit order: a tie-break that only has to be stable (`localeCompare` would start ICU on the first screen). */
const byId = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/** Contributions of the composite's direct children (the 大类) in the snapshot's period. */
export function contributionsOf(rows: SnapshotRow[], tree: IndexNode[]): ContributionBreakdown {
  const root = rows.find((r) => r.parentId === null);
  const weights = new Map(flattenTree(tree).map((n) => [n.id, n.weight]));
  const parts = rows
    .filter((r) => root && r.parentId === root.nodeId)
    .map((r): Contribution => {
      const weight = weights.get(r.nodeId) ?? 0;
      return { nodeId: r.nodeId, name: r.name, weight, change: r.change, points: contributionPoints({ weight, change: r.change }) };
    })
    .sort(byContribution);
  const sum = round2(parts.reduce((acc, p) => acc + (p.points ?? 0), 0));
  const composite = root?.change ?? null;
  return { parts, composite, sum, residual: composite === null ? null : round2(composite - sum) };
}

export interface Movers {
  /** Largest rises first (环比 per cent > 0). */
  risers: SnapshotRow[];
  /** Largest falls first (环比 per cent < 0). */
  fallers: SnapshotRow[];
}

/**
 * The `count` largest risers and fallers among the nodes of one level (3 中类, 4 规格品) by their
 * 环比 change in per cent; ties go to the larger change in points, then to the node id, so the
 * order never depends on the answer's order. Flat and unpublished nodes are neither.
 */
export function moversOf(rows: SnapshotRow[], level: number, count = 5): Movers {
  const atLevel = rows.filter((r) => r.level === level && r.changePct !== null && r.changePct !== 0);
  const byRise = (a: SnapshotRow, b: SnapshotRow) =>
    b.changePct! - a.changePct! || (b.change ?? 0) - (a.change ?? 0) || byId(a.nodeId, b.nodeId);
  const byFall = (a: SnapshotRow, b: SnapshotRow) =>
    a.changePct! - b.changePct! || (a.change ?? 0) - (b.change ?? 0) || byId(a.nodeId, b.nodeId);
  return {
    risers: atLevel.filter((r) => r.changePct! > 0).sort(byRise).slice(0, count),
    fallers: atLevel.filter((r) => r.changePct! < 0).sort(byFall).slice(0, count),
  };
}

/** How many periods the heat-map shows, ending with the selected one. */
export const HEAT_PERIODS = 13;

export interface HeatRow {
  nodeId: string;
  name: string;
  /** 环比 change in per cent for each of the grid's periods; null where the node has none. */
  cells: (number | null)[];
}

export interface HeatGrid {
  /** Oldest first, ending with the selected period. */
  periods: Pick<IndexPoint, 'period' | 'year' | 'week' | 'month' | 'quarter'>[];
  rows: HeatRow[];
  /** The largest |change| in the grid: both ends of the colour scale (0 when all flat). */
  extent: number;
}

/**
 * The 大类 × period grid: the last `count` periods up to `until` (the latest when absent) of each
 * series, by period key, so a period one series lacks is an empty cell rather than a shifted row.
 */
export function heatGridOf(series: IndexSeries[], until?: string, count = HEAT_PERIODS): HeatGrid {
  const keys = new Map<string, Pick<IndexPoint, 'period' | 'year' | 'week' | 'month' | 'quarter'>>();
  for (const s of series) for (const p of s.points) if (until === undefined || p.period <= until) keys.set(p.period, p);
  const periods = [...keys.values()].sort((a, b) => (a.period < b.period ? -1 : 1)).slice(-count);
  let extent = 0;
  const rows = series.map((s) => {
    const byKey = new Map(s.points.map((p) => [p.period, p.changePct]));
    const cells = periods.map((p) => byKey.get(p.period) ?? null);
    for (const c of cells) if (c !== null) extent = Math.max(extent, Math.abs(c));
    return { nodeId: s.nodeId, name: s.name, cells };
  });
  return { periods: periods.map(({ period, year, week, month, quarter }) => ({ period, year, week, month, quarter })), rows, extent };
}
