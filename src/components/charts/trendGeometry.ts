/**
 * Pure geometry of the small SVG trend line (TrendLine.tsx): nice y ticks, scales, the line and
 * area paths with gaps, the min / max / latest markers and the pointer's nearest period. No React,
 * no DOM. x is in percent of the plot width (the SVG's viewBox is `0 0 100 height` and stretches
 * horizontally); y is in pixels from the top of the plot (the plot's height is fixed).
 */

/** A value axis rounded outwards to nice steps (1, 2, 2.5, 5 × 10ⁿ). */
export interface NiceDomain {
  min: number;
  max: number;
  step: number;
  /** Digits after the decimal point that the tick labels need (0 for a step of 5, 1 for 0.5, 2 for 0.25). */
  decimals: number;
  /** Tick values from `min` to `max`, both included. */
  ticks: number[];
}

/** Rounds away binary noise (0.1 + 0.2) without changing a real value. */
const clean = (v: number) => Number(v.toPrecision(12));

/** A nice step that divides `span` in about `count` intervals. */
export function niceStep(span: number, count: number): number {
  if (!(span > 0) || !Number.isFinite(span) || !(count > 0)) return 1;
  const raw = span / count;
  const magnitude = 10 ** Math.floor(Math.log10(raw));
  const f = raw / magnitude;
  const nice = f <= 1 ? 1 : f <= 2 ? 2 : f <= 2.5 ? 2.5 : f <= 5 ? 5 : 10;
  return clean(nice * magnitude);
}

/** Digits after the decimal point of a (nice) step: 5 → 0, 0.5 → 1, 0.25 → 2. */
export function stepDecimals(step: number): number {
  if (!(step > 0) || !Number.isFinite(step)) return 0;
  let d = 0;
  while (d < 10 && Math.abs(clean(step * 10 ** d) - Math.round(step * 10 ** d)) > 1e-9) d += 1;
  return d;
}

/**
 * The axis for values between `min` and `max`, with about `count` intervals. A flat series
 * (min = max) gets a band around its value so its line sits in the middle, not on an edge.
 */
export function niceDomain(min: number, max: number, count = 4): NiceDomain {
  let lo = Math.min(min, max);
  let hi = Math.max(min, max);
  if (lo === hi) {
    const pad = Math.abs(lo) * 0.05 || 1;
    lo -= pad;
    hi += pad;
  }
  const step = niceStep(hi - lo, count);
  const first = Math.floor(clean(lo / step));
  const last = Math.ceil(clean(hi / step));
  const ticks: number[] = [];
  for (let k = first; k <= last; k += 1) ticks.push(clean(k * step));
  return { min: ticks[0], max: ticks[ticks.length - 1], step, decimals: stepDecimals(step), ticks };
}

/** A linear map from a domain to a range (a zero-width domain maps to the middle of the range). */
export function scaleLinear([d0, d1]: [number, number], [r0, r1]: [number, number]) {
  return (v: number) => (d1 === d0 ? (r0 + r1) / 2 : r0 + ((v - d0) / (d1 - d0)) * (r1 - r0));
}

/** x of period `i` of `n`, in percent: first at 0, last at 100, a lone period in the middle. */
export function xAt(i: number, n: number): number {
  return n <= 1 ? 50 : (i / (n - 1)) * 100;
}

export interface TrendPoint {
  index: number;
  value: number;
  x: number;
  y: number;
}

/** Two decimals are plenty for path data (a hundredth of a percent, a hundredth of a pixel). */
const num = (v: number) => String(Math.round(v * 100) / 100 || 0);

/** Runs of consecutive periods with a value: a null (no value that period) breaks the line. */
export function segments(points: (TrendPoint | null)[]): TrendPoint[][] {
  const out: TrendPoint[][] = [];
  let run: TrendPoint[] = [];
  for (const p of points) {
    if (p) run.push(p);
    else if (run.length) {
      out.push(run);
      run = [];
    }
  }
  if (run.length) out.push(run);
  return out;
}

/**
 * The line's `d`: one subpath per run of values. A lone value between two gaps is a zero-length
 * subpath (`M x y h0`), which a round line cap draws as a dot.
 */
export function linePath(points: (TrendPoint | null)[]): string {
  return segments(points)
    .map((run) =>
      run.length === 1
        ? `M${num(run[0].x)} ${num(run[0].y)}h0`
        : run.map((p, i) => `${i === 0 ? 'M' : 'L'}${num(p.x)} ${num(p.y)}`).join(''),
    )
    .join('');
}

/** The area under the line down to `baseY`, one closed shape per run of two values or more. */
export function areaPath(points: (TrendPoint | null)[], baseY: number): string {
  return segments(points)
    .filter((run) => run.length > 1)
    .map((run) => {
      const first = run[0];
      const last = run[run.length - 1];
      const top = run.map((p) => `L${num(p.x)} ${num(p.y)}`).join('');
      return `M${num(first.x)} ${num(baseY)}${top}L${num(last.x)} ${num(baseY)}Z`;
    })
    .join('');
}

/** Indexes of the lowest, highest (first one on a tie) and latest value, -1 when there is none. */
export function extremeIndexes(values: (number | null | undefined)[]) {
  let min = -1;
  let max = -1;
  let last = -1;
  values.forEach((v, i) => {
    if (v === null || v === undefined || !Number.isFinite(v)) return;
    if (min < 0 || v < (values[min] as number)) min = i;
    if (max < 0 || v > (values[max] as number)) max = i;
    last = i;
  });
  return { min, max, last };
}

/** The period nearest to a pointer at `fraction` (0 = left edge, 1 = right edge) of the plot. */
export function nearestIndex(fraction: number, n: number): number {
  if (n <= 1 || !Number.isFinite(fraction)) return 0;
  return Math.min(n - 1, Math.max(0, Math.round(fraction * (n - 1))));
}

/** How a label at `x` percent aligns so it stays inside the plot: from its left, centre or right. */
export type LabelAlign = 'start' | 'middle' | 'end';
export function labelAlign(x: number, edge = 15): LabelAlign {
  if (x < edge) return 'start';
  if (x > 100 - edge) return 'end';
  return 'middle';
}

export type MarkerKind = 'max' | 'min' | 'latest';
export interface TrendMarker extends TrendPoint {
  kinds: MarkerKind[];
  /** The value label goes above or below the dot. */
  label: 'above' | 'below';
  align: LabelAlign;
}

export interface TrendLayout {
  /** Height of the plot in pixels (= the SVG's viewBox height). */
  height: number;
  /** Room kept above the highest and below the lowest tick for the marker labels, in pixels. */
  padTop?: number;
  padBottom?: number;
  /** About how many intervals the y axis gets. */
  tickCount?: number;
}

export interface TrendLines {
  domain: NiceDomain;
  /** Tick values with their y. */
  ticks: { value: number; y: number }[];
  /** The horizontal grid lines at the ticks, across the whole width. */
  grid: string;
  /** Per series: one entry per period (null where the period has no value) and the line's `d`. */
  lines: { points: (TrendPoint | null)[]; line: string }[];
  /** y of the axis bottom (the lowest tick). */
  baseY: number;
  /** Maps a value to its y (for a reference line). */
  y: (value: number) => number;
}

export interface TrendGeometry extends Omit<TrendLines, 'lines'> {
  /** One entry per period; null where the period has no value. */
  points: (TrendPoint | null)[];
  line: string;
  area: string;
  /** Latest first, then highest and lowest; one marker per distinct period. */
  markers: TrendMarker[];
}

const finite = (v: number | null | undefined): v is number => v !== null && v !== undefined && Number.isFinite(v);

/** Several lines on one value axis (all series share the periods); undefined when no value exists. */
export function trendLines(
  series: (number | null | undefined)[][],
  { height, padTop = 18, padBottom = 18, tickCount = 4 }: TrendLayout,
): TrendLines | undefined {
  let lo = Infinity;
  let hi = -Infinity;
  for (const values of series)
    for (const v of values)
      if (finite(v)) {
        if (v < lo) lo = v;
        if (v > hi) hi = v;
      }
  if (lo > hi) return undefined;
  const domain = niceDomain(lo, hi, tickCount);
  const bottom = height - padBottom;
  const y = scaleLinear([domain.min, domain.max], [bottom, padTop]);
  const lines = series.map((values) => {
    const n = values.length;
    const points = values.map((v, index) => (finite(v) ? { index, value: v, x: xAt(index, n), y: y(v) } : null));
    return { points, line: linePath(points) };
  });
  const ticks = domain.ticks.map((value) => ({ value, y: y(value) }));
  return { domain, ticks, grid: ticks.map((t) => `M0 ${num(t.y)}H100`).join(''), lines, baseY: bottom, y };
}

/** Everything the single trend line draws (line, area, markers), or undefined when no period has a value. */
export function trendGeometry(values: (number | null | undefined)[], layout: TrendLayout): TrendGeometry | undefined {
  const { padTop = 18 } = layout;
  const base = trendLines([values], layout);
  if (!base) return undefined;
  const { lines, ...axis } = base;
  const { points, line } = lines[0];
  const bottom = axis.baseY;
  const ext = extremeIndexes(values);

  const markers: TrendMarker[] = [];
  const mark = (index: number, kind: MarkerKind) => {
    const existing = markers.find((m) => m.index === index);
    if (existing) {
      existing.kinds.push(kind);
      return;
    }
    const p = points[index]!;
    const label = kind === 'max' ? 'above' : kind === 'min' ? 'below' : p.y > (padTop + bottom) / 2 ? 'above' : 'below';
    markers.push({ ...p, kinds: [kind], label, align: labelAlign(p.x) });
  };
  mark(ext.last, 'latest');
  mark(ext.max, 'max');
  mark(ext.min, 'min');
  // The latest value that is also the highest or lowest puts its label where that extreme's goes.
  const latest = markers[0];
  if (latest.kinds.includes('max')) latest.label = 'above';
  else if (latest.kinds.includes('min')) latest.label = 'below';

  return { ...axis, points, line, area: areaPath(points, bottom), markers };
}
