/** The home trend line's geometry: nice ticks, scales, paths with gaps, markers, pointer. */
import {
  areaPath,
  extremeIndexes,
  labelAlign,
  linePath,
  nearestIndex,
  niceDomain,
  niceStep,
  scaleLinear,
  segments,
  stepDecimals,
  trendGeometry,
  trendLines,
  xAt,
  type TrendPoint,
} from '@/components/charts/trendGeometry';

const pt = (index: number, x: number, y: number, value = 0): TrendPoint => ({ index, value, x, y });

describe('nice y axis', () => {
  it('picks steps of 1, 2, 2.5, 5 × 10ⁿ', () => {
    expect(niceStep(6.4, 4)).toBe(2); // 1.6 → 2
    expect(niceStep(10, 4)).toBe(2.5); // 2.5 → 2.5
    expect(niceStep(0.9, 4)).toBe(0.25); // 0.225 → 0.25
    expect(niceStep(30, 4)).toBe(10); // 7.5 → 10
    expect(niceStep(4, 4)).toBe(1); // 1 → 1
    expect(niceStep(0, 4)).toBe(1);
    expect(niceStep(Number.NaN, 4)).toBe(1);
  });

  it('knows the digits a step needs', () => {
    expect([5, 10, 1, 0.5, 2.5, 0.25, 0.05].map(stepDecimals)).toEqual([0, 0, 0, 1, 1, 2, 2]);
  });

  it('rounds the domain outwards to whole steps', () => {
    expect(niceDomain(98.3, 104.7, 4)).toEqual({ min: 98, max: 106, step: 2, decimals: 0, ticks: [98, 100, 102, 104, 106] });
    expect(niceDomain(0.12, 0.98, 4)).toEqual({ min: 0, max: 1, step: 0.25, decimals: 2, ticks: [0, 0.25, 0.5, 0.75, 1] });
    expect(niceDomain(-3, 7, 4).ticks).toEqual([-5, -2.5, 0, 2.5, 5, 7.5]);
  });

  it('puts a flat series in the middle of a band around its value', () => {
    // 100 ± 5% → 95..105, span 10 → step 2.5.
    expect(niceDomain(100, 100, 4)).toEqual({ min: 95, max: 105, step: 2.5, decimals: 1, ticks: [95, 97.5, 100, 102.5, 105] });
    expect(niceDomain(0, 0, 4).ticks).toEqual([-1, -0.5, 0, 0.5, 1]);
  });
});

describe('scales', () => {
  it('maps linearly, also inverted', () => {
    expect(scaleLinear([0, 10], [100, 0])(2.5)).toBe(75);
    expect(scaleLinear([100, 104], [90, 10])(101)).toBe(70);
    expect(scaleLinear([5, 5], [90, 10])(5)).toBe(50);
  });

  it('spreads periods from 0% to 100%, a lone one in the middle', () => {
    expect([0, 1, 2, 3, 4].map((i) => xAt(i, 5))).toEqual([0, 25, 50, 75, 100]);
    expect(xAt(0, 1)).toBe(50);
  });
});

describe('paths', () => {
  it('breaks the line at gaps and draws a lone value as a dot', () => {
    const points = [null, pt(1, 25, 90), null, pt(3, 75, 50), pt(4, 100, 10)];
    expect(segments(points).map((run) => run.map((p) => p.index))).toEqual([[1], [3, 4]]);
    expect(linePath(points)).toBe('M25 90h0M75 50L100 10');
    // The lone value has no area.
    expect(areaPath(points, 90)).toBe('M75 90L75 50L100 10L100 90Z');
  });

  it('keeps two decimals', () => {
    expect(linePath([pt(0, 0, 10), pt(1, 100 / 3, 20 / 3)])).toBe('M0 10L33.33 6.67');
    expect(linePath([])).toBe('');
  });
});

describe('markers and pointer', () => {
  it('finds the lowest and highest (first on a tie) and the latest value', () => {
    expect(extremeIndexes([null, 3, 1, 3, 1, null])).toEqual({ min: 2, max: 1, last: 4 });
    expect(extremeIndexes([null, undefined])).toEqual({ min: -1, max: -1, last: -1 });
  });

  it('takes the nearest period under the pointer', () => {
    expect(nearestIndex(0.5, 5)).toBe(2);
    expect(nearestIndex(0.6, 5)).toBe(2); // 2.4
    expect(nearestIndex(0.63, 5)).toBe(3); // 2.52
    expect(nearestIndex(-0.2, 5)).toBe(0);
    expect(nearestIndex(1.3, 5)).toBe(4);
    expect(nearestIndex(0.7, 1)).toBe(0);
  });

  it('keeps labels near an edge inside the plot', () => {
    expect([5, 15, 50, 85, 95].map((x) => labelAlign(x))).toEqual(['start', 'middle', 'middle', 'middle', 'end']);
  });
});

describe('trendGeometry', () => {
  it('lays out a series with a gap whose latest value is its highest', () => {
    // Domain 100..104 in steps of 1; y = 90 − (v − 100) × 20; x = 0, 25, 50, 75, 100.
    const g = trendGeometry([100, 102, null, 101, 104], { height: 100, padTop: 10, padBottom: 10, tickCount: 4 })!;
    expect(g.domain.ticks).toEqual([100, 101, 102, 103, 104]);
    expect(g.ticks).toEqual([
      { value: 100, y: 90 },
      { value: 101, y: 70 },
      { value: 102, y: 50 },
      { value: 103, y: 30 },
      { value: 104, y: 10 },
    ]);
    expect(g.grid).toBe('M0 90H100M0 70H100M0 50H100M0 30H100M0 10H100');
    expect(g.points[2]).toBeNull();
    expect(g.points[3]).toEqual({ index: 3, value: 101, x: 75, y: 70 });
    expect(g.line).toBe('M0 90L25 50M75 70L100 10');
    expect(g.area).toBe('M0 90L0 90L25 50L25 90ZM75 90L75 70L100 10L100 90Z');
    expect(g.baseY).toBe(90);
    expect(g.markers.map(({ index, kinds, label, align }) => ({ index, kinds, label, align }))).toEqual([
      { index: 4, kinds: ['latest', 'max'], label: 'above', align: 'end' },
      { index: 0, kinds: ['min'], label: 'below', align: 'start' },
    ]);
  });

  it('puts the latest label away from the line: above when the value is low, below when high', () => {
    // y(101) = 70, below the middle (50) of the plot → label above.
    const low = trendGeometry([100, 104, 101], { height: 100, padTop: 10, padBottom: 10 })!;
    expect(low.markers.map(({ index, kinds, label, align }) => ({ index, kinds, label, align }))).toEqual([
      { index: 2, kinds: ['latest'], label: 'above', align: 'end' },
      { index: 1, kinds: ['max'], label: 'above', align: 'middle' },
      { index: 0, kinds: ['min'], label: 'below', align: 'start' },
    ]);
    // y(103) = 30, above the middle → label below.
    const high = trendGeometry([100, 104, 103], { height: 100, padTop: 10, padBottom: 10 })!;
    expect(high.markers[0]).toMatchObject({ index: 2, kinds: ['latest'], label: 'below', y: 30 });
  });

  it('draws a flat series across the middle', () => {
    // Ticks 95..105 in 2.5; default pads 18 → y maps [95, 105] to [82, 18], so y(100) = 50.
    const g = trendGeometry([100, 100, 100], { height: 100 })!;
    expect(g.domain.ticks).toEqual([95, 97.5, 100, 102.5, 105]);
    expect(g.line).toBe('M0 50L50 50L100 50');
    expect(g.markers.map(({ index, kinds }) => ({ index, kinds }))).toEqual([
      { index: 2, kinds: ['latest'] },
      { index: 0, kinds: ['max', 'min'] },
    ]);
  });

  it('has nothing to draw without a value', () => {
    expect(trendGeometry([], { height: 100 })).toBeUndefined();
    expect(trendGeometry([null, null], { height: 100 })).toBeUndefined();
  });
});

describe('trendLines (several series on one axis)', () => {
  it('puts every series on one axis covering all their values, each line with its own gaps', () => {
    const a = [100, 102, null, 104];
    const b = [90, null, 95, 110];
    const geo = trendLines([a, b], { height: 120, padTop: 10, padBottom: 10 })!;
    // The axis spans both series: the lowest (90) and highest (110) values are inside it.
    expect(geo.domain.min).toBeLessThanOrEqual(90);
    expect(geo.domain.max).toBeGreaterThanOrEqual(110);
    expect(geo.lines).toHaveLength(2);
    expect(geo.lines[0].points.map((p) => p?.value ?? null)).toEqual(a);
    expect(geo.lines[1].points.map((p) => p?.value ?? null)).toEqual(b);
    // Same value, same height, whichever line it is on; higher values sit higher.
    expect(geo.y(100)).toBe(geo.lines[0].points[0]!.y);
    expect(geo.lines[1].points[3]!.y).toBeLessThan(geo.lines[0].points[3]!.y);
    // The gap breaks each line: two runs in the first, two in the second.
    expect(geo.lines[0].line.match(/M/g)).toHaveLength(2);
    expect(geo.lines[1].line.match(/M/g)).toHaveLength(2);
    expect(geo.ticks[0].y).toBe(geo.baseY);
    expect(geo.baseY).toBe(110);
  });

  it('is what the single trend line is drawn on', () => {
    const values = [3, 5, 4];
    const one = trendLines([values], { height: 80 })!;
    const geo = trendGeometry(values, { height: 80 })!;
    expect(geo.line).toBe(one.lines[0].line);
    expect(geo.domain).toEqual(one.domain);
    expect(geo.grid).toBe(one.grid);
  });

  it('has nothing to draw when no series has a value', () => {
    expect(trendLines([[null], [null, null]], { height: 80 })).toBeUndefined();
    expect(trendLines([], { height: 80 })).toBeUndefined();
  });
});
