import {
  axisOfUnits,
  chartScale,
  costPressure,
  groupChanges,
  indexInWindow,
  periodStats,
  pricesFitAxes,
  rebasedLine,
  standardDeviation,
  withGaps,
} from '@/domain/materialStats';
import type { IndexPoint } from '@/types/webapi';

const p = (date: string, price: number) => ({ date, price });
const point = (period: string, indexValue: number): IndexPoint => ({
  period,
  year: Number(period.slice(0, 4)),
  indexValue,
  lastValue: null,
  sameValue: null,
  change: null,
  changePct: null,
});

describe('periodStats', () => {
  // Changes by hand: 110/100 = +10 %, 99/110 = −10 %, 99/99 = 0 %, 120/99 = +21.2121… %.
  const quotes = [p('2026-01-02', 100), p('2026-01-09', 110), p('2026-01-16', 99), p('2026-01-23', 99), p('2026-01-30', 120)];

  it('gives latest, high and low with their dates, average and the change over the range', () => {
    const s = periodStats(quotes)!;
    expect(s.first).toEqual(p('2026-01-02', 100));
    expect(s.latest).toEqual(p('2026-01-30', 120));
    expect(s.high).toEqual(p('2026-01-30', 120));
    expect(s.low).toEqual(p('2026-01-16', 99));
    expect(s.average).toBe(105.6); // 528 / 5
    expect(s.change).toBe(20);
    expect(s.changePct).toBe(20);
    expect(s.count).toBe(5);
  });

  it('defines volatility as the sample standard deviation of the period-on-period % changes', () => {
    const changes = [10, -10, 0, (120 / 99 - 1) * 100];
    const mean = changes.reduce((a, b) => a + b, 0) / 4;
    const sd = Math.sqrt(changes.reduce((a, c) => a + (c - mean) ** 2, 0) / 3);
    expect(periodStats(quotes)!.volatility).toBe(Math.round(sd * 100) / 100);
  });

  it('keeps the first date a high or low was reached', () => {
    const s = periodStats([p('2026-01-02', 5), p('2026-01-09', 7), p('2026-01-16', 7), p('2026-01-23', 5)])!;
    expect(s.high.date).toBe('2026-01-09');
    expect(s.low.date).toBe('2026-01-02');
  });

  it('has no volatility under two changes, and nothing without quotes', () => {
    expect(periodStats([p('2026-01-02', 5), p('2026-01-09', 6)])!.volatility).toBeNull();
    expect(periodStats([p('2026-01-02', 5)])!.changePct).toBe(0);
    expect(periodStats([])).toBeNull();
    expect(standardDeviation([1])).toBeNull();
    expect(standardDeviation([1, 3])).toBe(1.41);
  });

  it('has no percent change from a zero start', () => {
    expect(periodStats([p('2026-01-02', 0), p('2026-01-09', 6)])!.changePct).toBeNull();
  });
});

describe('one scale for compared materials', () => {
  it('draws one material as prices and rebases by default when units differ', () => {
    expect(chartScale(['元/吨'], 'rebased')).toBe('price');
    expect(chartScale(['元/吨', '元/吨'], undefined)).toBe('price');
    expect(chartScale(['元/吨', '美元/吨'], undefined)).toBe('rebased');
  });

  it('keeps the visitor’s choice while two axes can hold the units', () => {
    expect(chartScale(['元/吨', '美元/吨'], 'price')).toBe('price');
    expect(chartScale(['元/吨', '元/吨'], 'rebased')).toBe('rebased');
    expect(chartScale(['元/吨', '美元/吨', '元/千克'], 'price')).toBe('rebased');
    expect(pricesFitAxes(['元/吨', '美元/吨', '元/千克'])).toBe(false);
  });

  it('puts each unit on its own axis, in first-seen order', () => {
    expect(axisOfUnits(['元/吨', '美元/吨', '元/吨'])).toEqual([0, 1, 0]);
  });
});

describe('withGaps', () => {
  it('breaks a weekly line where quotes are more than ten days apart', () => {
    const out = withGaps([p('2026-02-06', 1), p('2026-02-13', 2), p('2026-03-06', 3)], 'week');
    expect(out).toEqual([p('2026-02-06', 1), p('2026-02-13', 2), { date: '2026-02-23', price: null }, p('2026-03-06', 3)]);
  });

  it('leaves regular quotes alone', () => {
    expect(withGaps([p('2026-01-01', 1), p('2026-02-01', 2)], 'month')).toHaveLength(2);
  });
});

describe('cost pressure', () => {
  it('averages the % change of each group over the materials that have one', () => {
    expect(
      groupChanges([
        { group: '钢材', changePct: 10 },
        { group: '塑料', changePct: -3 },
        { group: '钢材', changePct: -5 },
        { group: '塑料', changePct: null },
      ]),
    ).toEqual([
      { group: '钢材', count: 2, averagePct: 2.5 },
      { group: '塑料', count: 1, averagePct: -3 },
    ]);
    expect(groupChanges([{ group: 'x', changePct: null }])).toEqual([{ group: 'x', count: 0, averagePct: null }]);
  });

  it('takes the weekly index periods whose week holds the range, then rebases them', () => {
    const points = [point('2025-12-22', 90), point('2025-12-29', 100), point('2026-01-05', 105), point('2026-01-12', 110), point('2026-01-19', 120)];
    // Quotes on Fridays 2026-01-02 … 2026-01-16: the week of 2025-12-29 holds the first one.
    const window = indexInWindow(points, '2026-01-02', '2026-01-16');
    expect(window.map((x) => x.date)).toEqual(['2025-12-29', '2026-01-05', '2026-01-12']);
    expect(rebasedLine(window)).toEqual({ values: [100, 105, 110], dates: ['2025-12-29', '2026-01-05', '2026-01-12'], changePct: 10 });
  });

  it('takes monthly periods from the month of the range start', () => {
    expect(indexInWindow([point('2025-12', 1), point('2026-01', 2), point('2026-02', 3)], '2026-01-20', '2026-02-27').map((x) => x.date)).toEqual([
      '2026-01',
      '2026-02',
    ]);
  });

  it('sets each material beside the categories it feeds, grouped with the group average', () => {
    const groups = costPressure(
      [
        { id: 'a', name: 'A', group: '钢材', categoryIds: ['21-1', '21-9'], quotes: [p('2026-01-02', 50), p('2026-01-09', 55)] },
        { id: 'b', name: 'B', group: '钢材', categoryIds: [], quotes: [p('2026-01-02', 10), p('2026-01-09', 9)] },
      ],
      [{ nodeId: '21-1', name: '工具类', points: [point('2025-12-29', 200), point('2026-01-05', 202)] }],
    );
    expect(groups).toHaveLength(1);
    expect(groups[0]).toMatchObject({ group: '钢材', count: 2, averagePct: 0 }); // (+10 − 10) / 2
    expect(groups[0].items[0].material).toMatchObject({ id: 'a', values: [100, 110], changePct: 10 });
    // An unknown category id is left out rather than shown empty.
    expect(groups[0].items[0].categories).toEqual([
      { id: '21-1', name: '工具类', values: [100, 101], dates: ['2025-12-29', '2026-01-05'], changePct: 1 },
    ]);
    expect(groups[0].items[1].categories).toEqual([]);
  });
});
