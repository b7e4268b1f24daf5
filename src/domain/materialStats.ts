/**
 * Figures of the raw-material page beyond the quotes themselves: the statistics of the shown range,
 * which scale compared materials share, the changes of each group over the range, and lines that
 * keep their gaps. Pure, shared by /priceTrend and /mobile/priceTrend, unit-tested.
 */
import type { Frequency, IndexPoint } from '@/types/webapi';
import { rebaseTo100 } from './compare';

const round2 = (v: number) => Math.round(v * 100) / 100;

export interface DatedPrice {
  date: string;
  price: number;
}

// ---------------------------------------------------------------- period statistics

export interface PeriodStats {
  first: DatedPrice;
  latest: DatedPrice;
  /** Highest and lowest quote of the range, on the first date it was reached. */
  high: DatedPrice;
  low: DatedPrice;
  /** Mean of the quotes of the range. */
  average: number;
  /** Latest minus first quote of the range, in the material's unit and in percent of the first. */
  change: number;
  changePct: number | null;
  /**
   * Volatility: the sample standard deviation (n − 1) of the period-on-period % changes between
   * consecutive quotes inside the range, in percent per period (weekly quotes: per week). Null with
   * fewer than two changes. Changes into the range's first quote are left out: they belong to the
   * period before.
   */
  volatility: number | null;
  /** Number of quotes in the range. */
  count: number;
}

const pick = (q: DatedPrice): DatedPrice => ({ date: q.date, price: q.price });

/** Percent change from `from` to `to`, or null when there is no base. */
export const changePct = (from: number, to: number): number | null => (from ? round2((to / from - 1) * 100) : null);

/** Statistics of quotes (oldest first), or null when there are none. */
export function periodStats(quotes: DatedPrice[]): PeriodStats | null {
  if (!quotes.length) return null;
  const first = quotes[0];
  const latest = quotes[quotes.length - 1];
  let high = first;
  let low = first;
  let sum = 0;
  const changes: number[] = [];
  quotes.forEach((q, i) => {
    if (q.price > high.price) high = q;
    if (q.price < low.price) low = q;
    sum += q.price;
    const prev = quotes[i - 1];
    if (prev && prev.price) changes.push((q.price / prev.price - 1) * 100);
  });
  return {
    first: pick(first),
    latest: pick(latest),
    high: pick(high),
    low: pick(low),
    average: round2(sum / quotes.length),
    change: round2(latest.price - first.price),
    changePct: changePct(first.price, latest.price),
    volatility: standardDeviation(changes),
    count: quotes.length,
  };
}

/** Sample standard deviation, or null with fewer than two values. */
export function standardDeviation(values: number[]): number | null {
  if (values.length < 2) return null;
  const mean = values.reduce((s, v) => s + v, 0) / values.length;
  const variance = values.reduce((s, v) => s + (v - mean) ** 2, 0) / (values.length - 1);
  return round2(Math.sqrt(variance));
}

// ---------------------------------------------------------------- one scale for compared materials

export type ChartScale = 'price' | 'rebased';

/** Distinct units in their first-seen order. */
export const distinctUnits = (units: string[]) => [...new Set(units)];

/**
 * The scale compared lines are drawn on. One material: its prices. Otherwise the visitor's choice,
 * by default rebased to 100 when the units differ (prices of different units share no axis); prices
 * need one y axis per unit, and a chart has two at most, so three units or more are always rebased.
 */
export function chartScale(units: string[], chosen: ChartScale | undefined): ChartScale {
  if (units.length < 2) return 'price';
  const count = distinctUnits(units).length;
  if (count > 2) return 'rebased';
  return chosen ?? (count > 1 ? 'rebased' : 'price');
}

/** Whether prices can be drawn at all (at most two units: a left and a right axis). */
export const pricesFitAxes = (units: string[]) => distinctUnits(units).length <= 2;

/** The y axis (0 left, 1 right) of each line on the price scale: one axis per unit. */
export function axisOfUnits(units: string[]): number[] {
  const axes = distinctUnits(units);
  return units.map((u) => axes.indexOf(u));
}

// ---------------------------------------------------------------- gaps

/** Days between quotes beyond which the line breaks: a missed quote (Spring Festival) is a gap. */
const GAP_DAYS: Record<Frequency, number> = { week: 10, month: 45, quarter: 100 };

const dayNumber = (iso: string) => Date.parse(`${iso.slice(0, 10)}T00:00:00Z`) / 86_400_000;

/**
 * Points with a null inserted where quotes are further apart than the frequency allows, so a
 * line chart (which joins consecutive points) leaves the gap open instead of bridging it.
 */
export function withGaps(points: DatedPrice[], frequency: Frequency): { date: string; price: number | null }[] {
  const out: { date: string; price: number | null }[] = [];
  points.forEach((p, i) => {
    const prev = points[i - 1];
    if (prev && dayNumber(p.date) - dayNumber(prev.date) > GAP_DAYS[frequency]) {
      const mid = new Date(Math.floor((dayNumber(prev.date) + dayNumber(p.date)) / 2) * 86_400_000).toISOString().slice(0, 10);
      out.push({ date: mid, price: null });
    }
    out.push(p);
  });
  return out;
}

// ---------------------------------------------------------------- cost pressure

export interface GroupChange {
  group: string;
  /** Materials of the group with a change over the range. */
  count: number;
  /** Unweighted mean of the members' % change over the range; null when none has one. */
  averagePct: number | null;
}

/** Each group's average % change over the range, groups in first-seen order. */
export function groupChanges(items: { group: string; changePct: number | null }[]): GroupChange[] {
  const byGroup = new Map<string, number[]>();
  items.forEach((it) => {
    const list = byGroup.get(it.group) ?? [];
    if (it.changePct !== null) list.push(it.changePct);
    byGroup.set(it.group, list);
  });
  return [...byGroup.entries()].map(([group, list]) => ({
    group,
    count: list.length,
    averagePct: list.length ? round2(list.reduce((s, v) => s + v, 0) / list.length) : null,
  }));
}

const isoDaysBefore = (iso: string, days: number) => new Date((dayNumber(iso) - days) * 86_400_000).toISOString().slice(0, 10);

/**
 * An index series over the dates of a quote range, as a date line: weekly period keys are week
 * starts, so the week holding `from` counts (its key may be up to six days earlier); monthly keys
 * count from `from`'s month.
 */
export function indexInWindow(points: IndexPoint[], from: string, to: string): DatedPrice[] {
  const start = (key: string) => (key.length === 7 ? from.slice(0, 7) : isoDaysBefore(from, 6));
  return points
    .filter((p) => p.period >= start(p.period) && p.period <= to)
    .map((p) => ({ date: p.period, price: p.indexValue }));
}

/** A line rebased to 100 at its first value, with its % change over the line (last / first). */
export function rebasedLine(points: DatedPrice[]): { values: (number | null)[]; dates: string[]; changePct: number | null } {
  const values = rebaseTo100(points.map((p) => p.price));
  const first = points[0]?.price;
  const last = points[points.length - 1]?.price;
  return {
    values,
    dates: points.map((p) => p.date),
    changePct: first !== undefined && last !== undefined ? changePct(first, last) : null,
  };
}

export interface CostLine {
  id: string;
  name: string;
  /** Rebased to 100 at the range start, with the dates of its values. */
  values: (number | null)[];
  dates: string[];
  changePct: number | null;
}

export interface CostGroup extends GroupChange {
  items: { material: CostLine; categories: CostLine[] }[];
}

/**
 * The cost-pressure view: materials by group with the group's average change, each material's
 * rebased line beside the rebased 定基 index of every 大类 it feeds, over the same dates.
 */
export function costPressure(
  materials: { id: string; name: string; group: string; categoryIds: string[]; quotes: DatedPrice[] }[],
  categories: { nodeId: string; name: string; points: IndexPoint[] }[],
): CostGroup[] {
  const byId = new Map(categories.map((c) => [c.nodeId, c]));
  const items = materials.map((m) => {
    const material = { id: m.id, name: m.name, ...rebasedLine(m.quotes) };
    const from = m.quotes[0]?.date;
    const to = m.quotes[m.quotes.length - 1]?.date;
    const related = m.categoryIds
      .map((id) => byId.get(id))
      .filter((c): c is NonNullable<typeof c> => !!c && !!from && !!to)
      .map((c) => ({ id: c.nodeId, name: c.name, ...rebasedLine(indexInWindow(c.points, from!, to!)) }));
    return { group: m.group, material, categories: related };
  });
  return groupChanges(items.map((it) => ({ group: it.group, changePct: it.material.changePct }))).map((g) => ({
    ...g,
    items: items.filter((it) => it.group === g.group).map(({ material, categories: c }) => ({ material, categories: c })),
  }));
}
