/**
 * Pure index-series logic shared by /data, /mobile/data and the home pages: value kinds, range
 * presets, aligning several series on one period axis, and the tree helpers. No React, no fetching.
 */
import dayjs from 'dayjs';
import { MAX_COMPARE } from '@/config/constants';
import type { Frequency, IndexNode, IndexPoint, IndexSeries, ValueKind } from '@/types/webapi';

/** 定基 / 环比 / 同比 — every family's points carry all three (22–25 included). */
export const VALUE_KINDS: ValueKind[] = ['indexValue', 'lastValue', 'sameValue'];
export const DEFAULT_KIND: ValueKind = 'indexValue';

export const RANGE_KEYS = ['1y', '3y', '5y', 'all'] as const;
export type RangeKey = (typeof RANGE_KEYS)[number];
export const DEFAULT_RANGE: RangeKey = '3y';
const RANGE_YEARS: Record<RangeKey, number | null> = { '1y': 1, '3y': 3, '5y': 5, all: null };


export const isValueKind = (v: unknown): v is ValueKind => VALUE_KINDS.includes(v as ValueKind);
export const isRangeKey = (v: unknown): v is RangeKey => RANGE_KEYS.includes(v as RangeKey);

/**
 * Period keys sort as strings: `YYYY-MM-DD` (weekly), `YYYY-MM` (monthly), `YYYY-Qn` (quarterly). To
 * step back in time a key is read as its period's first day, and a day written back as its period's key.
 */
const QUARTER_KEY = /^(\d{4})-Q([1-4])$/;
const dayOfKey = (key: string) => {
  const q = QUARTER_KEY.exec(key);
  return q ? dayjs(`${q[1]}-${String(Number(q[2]) * 3 - 2).padStart(2, '0')}-01`) : dayjs(key);
};
const keyOfDay = (day: dayjs.Dayjs, frequency: Frequency): string =>
  frequency === 'week' ? day.format('YYYY-MM-DD') : frequency === 'month' ? day.format('YYYY-MM') : `${day.year()}-Q${Math.floor(day.month() / 3) + 1}`;

/** The key strictly after which a range starts, or undefined for 全部. */
export function rangeStartAfter(latestKey: string, frequency: Frequency, range: RangeKey): string | undefined {
  const years = RANGE_YEARS[range];
  if (years === null) return undefined;
  const latest = dayOfKey(latestKey);
  if (!latest.isValid()) return undefined;
  return keyOfDay(latest.subtract(years, 'year'), frequency);
}

/** A period key a little more than `periods` periods before `latestKey` (for a `from` query). */
export function keyPeriodsBefore(latestKey: string, frequency: Frequency, periods: number): string | undefined {
  const latest = dayOfKey(latestKey);
  if (!latest.isValid()) return undefined;
  // Weekly series skip the Spring-Festival weeks, so reach a few weeks further back.
  const back = frequency === 'week' ? latest.subtract(periods + 6, 'week') : latest.subtract(frequency === 'quarter' ? periods * 3 : periods, 'month');
  return keyOfDay(back, frequency);
}

/** The number shown for a kind: 定基 level, 环比 or 同比 index (previous / year-ago period = 100). */
export function valueOf(point: IndexPoint, kind: ValueKind): number | null {
  return point[kind];
}

/**
 * The change that goes with a kind, against that kind's comparison period: the previous period for
 * 定基 and 环比, the same period a year earlier for 同比. Points are index points of the 定基 level.
 */
const round2 = (v: number) => Math.round(v * 100) / 100;

export function changeOf(point: IndexPoint, kind: ValueKind): { points: number | null; percent: number | null } {
  if (kind !== 'sameValue') return { points: point.change, percent: point.changePct };
  const same = point.sameValue;
  if (same === null || same === 0) return { points: null, percent: null };
  const yearAgo = (point.indexValue * 100) / same;
  return { points: round2(point.indexValue - yearAgo), percent: round2(same - 100) };
}


/** Points of a series from the start of a range to its end. */
export function sliceRange(points: IndexPoint[], startAfter: string | undefined): IndexPoint[] {
  if (!startAfter) return points;
  const first = points.findIndex((p) => p.period > startAfter);
  return first < 0 ? [] : points.slice(first);
}

/** One period across the compared series (`points[i]` belongs to series i, absent when it has no value). */
export interface AlignedRow {
  period: string;
  /** A point of that period, for its label (year, week or month). */
  label: IndexPoint;
  points: (IndexPoint | undefined)[];
}

/** Put several series on one ascending period axis (they normally share it; this keeps gaps honest). */
export function alignSeries(series: Pick<IndexSeries, 'points'>[], startAfter?: string): AlignedRow[] {
  const byKey = new Map<string, AlignedRow>();
  series.forEach((s, i) => {
    for (const p of sliceRange(s.points, startAfter)) {
      let row = byKey.get(p.period);
      if (!row) {
        row = { period: p.period, label: p, points: new Array(series.length).fill(undefined) };
        byKey.set(p.period, row);
      }
      row.points[i] = p;
    }
  });
  return [...byKey.values()].sort((a, b) => (a.period < b.period ? -1 : a.period > b.period ? 1 : 0));
}

/** The series a data page shows, on one period axis limited to the chosen range. */
export interface ShownSeries {
  series: IndexSeries[];
  rows: AlignedRow[];
}

/** Lowest and highest value of one series over aligned rows (for a text summary of the chart). */
export function extremes(rows: AlignedRow[], index: number, kind: ValueKind) {
  let min: { value: number; row: AlignedRow } | undefined;
  let max: { value: number; row: AlignedRow } | undefined;
  for (const row of rows) {
    const p = row.points[index];
    const v = p ? valueOf(p, kind) : null;
    if (v === null) continue;
    if (!min || v < min.value) min = { value: v, row };
    if (!max || v > max.value) max = { value: v, row };
  }
  return { min, max };
}

// ------------------------------------------------------------------ tree

/** Every node of a tree, parents before children. */
export function flattenTree(nodes: IndexNode[]): IndexNode[] {
  const out: IndexNode[] = [];
  const walk = (list: IndexNode[]) =>
    list.forEach((n) => {
      out.push(n);
      if (n.children) walk(n.children);
    });
  walk(nodes);
  return out;
}

/** Keep the requested ids that exist (in order, without duplicates, at most MAX_COMPARE); else the root. */
export function resolveNodeIds(requested: string[], tree: IndexNode[]): string[] {
  const known = new Set(flattenTree(tree).map((n) => n.id));
  const ids = [...new Set(requested)].filter((id) => known.has(id)).slice(0, MAX_COMPARE);
  if (ids.length) return ids;
  return tree[0] ? [tree[0].id] : [];
}
