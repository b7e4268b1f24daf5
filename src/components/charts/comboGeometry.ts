/**
 * Pure geometry of the SVG first view of a category chart (ComboChart.tsx): values on the left axis
 * as grouped bars from zero (or as lines), rates on a right axis as lines, one slot per category as
 * ECharts' category axis with boundaryGap lays them out. No React, no DOM. x is in percent of the
 * plot width, y in pixels from the top of the plot, as in ./trendGeometry.
 */
import { linePath, niceDomain, scaleLinear, type NiceDomain, type TrendPoint } from './trendGeometry';

export interface ComboAxis {
  domain: NiceDomain;
  ticks: { value: number; y: number }[];
}

export interface ComboBar {
  /** Series and category it shows. */
  series: number;
  index: number;
  x: number;
  width: number;
  y: number;
  height: number;
}

export interface ComboGeometry {
  left: ComboAxis;
  /** Undefined when no right-axis series has a value. */
  right?: ComboAxis;
  /** The horizontal grid lines at the left axis' ticks. */
  grid: string;
  /** Bars of the left series (kind 'bar'), none where a value is missing. */
  bars: ComboBar[];
  /** Lines' `d`, per series: the left ones when kind is 'line', then always the right ones. */
  leftLines: string[];
  rightLines: string[];
}

type Values = (number | null | undefined)[];
const finite = (v: number | null | undefined): v is number => v !== null && v !== undefined && Number.isFinite(v);
const num = (v: number) => Math.round(v * 100) / 100;

/** The middle of category `i` of `n`, in percent. */
export const slotCentre = (i: number, n: number) => ((i + 0.5) / Math.max(1, n)) * 100;

function axisOf(series: Values[], height: number, pad: number, withZero: boolean, count: number) {
  let lo = withZero ? 0 : Infinity;
  let hi = withZero ? 0 : -Infinity;
  let any = false;
  for (const values of series)
    for (const v of values)
      if (finite(v)) {
        any = true;
        lo = Math.min(lo, v);
        hi = Math.max(hi, v);
      }
  if (!any) return undefined;
  const domain = niceDomain(lo, hi, count);
  const y = scaleLinear([domain.min, domain.max], [height - pad, pad]);
  return { domain, y, ticks: domain.ticks.map((value) => ({ value, y: num(y(value)) })) };
}

function lineOf(values: Values, y: (v: number) => number): string {
  const n = values.length;
  return linePath(values.map((v, index): TrendPoint | null => (finite(v) ? { index, value: v, x: slotCentre(index, n), y: y(v) } : null)));
}

/**
 * The layout of `left` (bars from zero, or lines) and `right` series over the same categories in a
 * plot `height` pixels tall; undefined when no left value exists. Bars of one category sit side by
 * side in the middle 70 % of its slot.
 */
export function comboGeometry(left: Values[], right: Values[], { height, kind, pad = 6, tickCount = 4 }: { height: number; kind: 'bar' | 'line'; pad?: number; tickCount?: number }): ComboGeometry | undefined {
  const l = axisOf(left, height, pad, kind === 'bar', tickCount);
  if (!l) return undefined;
  const r = axisOf(right, height, pad, false, tickCount);
  const n = Math.max(0, ...left.map((s) => s.length));
  const slot = 100 / Math.max(1, n);
  const width = (slot * 0.7) / Math.max(1, left.length);
  const zero = l.y(Math.min(Math.max(0, l.domain.min), l.domain.max));
  const bars: ComboBar[] = [];
  if (kind === 'bar')
    left.forEach((values, s) =>
      values.forEach((v, index) => {
        if (!finite(v)) return;
        const top = l.y(v);
        bars.push({ series: s, index, x: num(index * slot + slot * 0.15 + s * width), width: num(width), y: num(Math.min(top, zero)), height: num(Math.abs(zero - top)) });
      }),
    );
  return {
    left: { domain: l.domain, ticks: l.ticks },
    right: r && { domain: r.domain, ticks: r.ticks },
    grid: l.ticks.map((t) => `M0 ${t.y}H100`).join(''),
    bars,
    leftLines: kind === 'line' ? left.map((values) => lineOf(values, l.y)) : [],
    rightLines: r ? right.map((values) => lineOf(values, r.y)) : right.map(() => ''),
  };
}
