/**
 * The combo chart's first view (the phone's monthly trade chart before ECharts): bars stand on
 * zero, side by side inside their month's slot, a missing month has no bar (never a zero), rates
 * get their own axis, and its series and legend state are those of the ECharts option.
 */
import { comboGeometry, slotCentre } from '@/components/charts/comboGeometry';
import { tradeMonthsFirstView, tradeMonthsOption } from '@/components/industry/chartOptions';

const HEIGHT = 200;

describe('comboGeometry', () => {
  it('puts bars on zero, grouped in the middle 70 % of each slot, and skips a missing value', () => {
    const geo = comboGeometry(
      [
        [10, null, 30],
        [5, 15, -10],
      ],
      [],
      { height: HEIGHT, kind: 'bar' },
    )!;
    expect(geo.left.domain.min).toBeLessThanOrEqual(-10);
    expect(geo.left.domain.max).toBeGreaterThanOrEqual(30);
    // Three months × two series, less the missing one.
    expect(geo.bars).toHaveLength(5);
    expect(geo.bars.find((b) => b.series === 0 && b.index === 1)).toBeUndefined();
    const zeroY = geo.left.ticks.find((t) => t.value === 0)!.y;
    for (const b of geo.bars) {
      // Every bar touches the zero line: its top (a positive value) or its bottom (a negative one).
      expect([b.y, Math.round((b.y + b.height) * 100) / 100]).toContainEqual(zeroY);
      const slot = 100 / 3;
      expect(b.x).toBeGreaterThanOrEqual(b.index * slot + slot * 0.15 - 0.01);
      expect(b.x + b.width).toBeLessThanOrEqual(b.index * slot + slot * 0.85 + 0.01);
    }
    const [a, b] = [geo.bars.find((x) => x.series === 0 && x.index === 2)!, geo.bars.find((x) => x.series === 1 && x.index === 2)!];
    expect(a.height).toBeGreaterThan(0);
    // 30 up is three times as tall as 10 down.
    expect(a.height / b.height).toBeCloseTo(3, 1);
    expect(b.y).toBe(zeroY);
  });

  it('draws rates on a right axis of their own, through the middle of each slot, broken where missing', () => {
    const geo = comboGeometry([[100, 200, 300, 400]], [[-5, 12.5, null, 3]], { height: HEIGHT, kind: 'bar' })!;
    expect(geo.right!.domain.min).toBeLessThanOrEqual(-5);
    expect(geo.right!.domain.max).toBeGreaterThanOrEqual(12.5);
    expect(geo.right!.domain.max).toBeLessThan(100);
    const d = geo.rightLines[0];
    // Two runs: months 1–2, then month 4 alone (a dot).
    expect(d.match(/M/g)).toHaveLength(2);
    expect(d.startsWith(`M${slotCentre(0, 4)} `)).toBe(true);
    expect(d).toMatch(new RegExp(`M${slotCentre(3, 4)} [\\d.]+h0$`));
  });

  it('as lines: no bars, the axis fits the values without stretching to zero', () => {
    const geo = comboGeometry([[100, 120]], [], { height: HEIGHT, kind: 'line' })!;
    expect(geo.bars).toEqual([]);
    expect(geo.leftLines).toHaveLength(1);
    expect(geo.left.domain.min).toBeGreaterThan(0);
    expect(geo.right).toBeUndefined();
  });

  it('nothing to draw without a value', () => {
    expect(comboGeometry([[null, null]], [[1]], { height: HEIGHT, kind: 'bar' })).toBeUndefined();
  });
});

describe('tradeMonthsFirstView', () => {
  const months = [
    { month: '2026-01', exportValue: 10, importValue: 4, exportYoY: 2.5, importYoY: -1 },
    { month: '2026-02', exportValue: null, importValue: null, exportYoY: null, importYoY: null },
  ];
  const labels = { export: '出口额', import: '进口额', exportYoY: '出口同比', importYoY: '进口同比' };
  const o = { kind: 'bar' as const, unit: '亿美元', labels, monthLabel: (m: string) => m, format: String, formatTick: (v: number) => String(v) };

  it('shows the series of the ECharts option, with the same ones switched off on a phone', () => {
    for (const compact of [true, false]) {
      const first = tradeMonthsFirstView(months, { ...o, compact });
      const option = tradeMonthsOption(months, { ...o, compact }) as { series: { name: string; data: unknown[] }[]; legend: { selected: Record<string, boolean> } };
      const all = [...first.left, ...first.right];
      expect(all.map((s) => s.name)).toEqual(option.series.map((s) => s.name));
      expect(all.map((s) => s.values)).toEqual(option.series.map((s) => s.data));
      for (const s of first.right) expect(!s.hidden).toBe(option.legend.selected[s.name]);
    }
    expect(tradeMonthsFirstView(months, { ...o, compact: true }).right.map((s) => s.hidden)).toEqual([false, true]);
    expect(tradeMonthsFirstView(months, o).formatRight(5, 0)).toBe('5%');
  });
});
