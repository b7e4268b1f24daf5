import { sortBy } from '@/domain/sortBy';
import {
  balanceOf,
  breakdownAt,
  breakdownPeriod,
  breakdownYearRows,
  changePct,
  itemRows,
  latestMonth,
  shiftMonth,
  tradeRows,
  yearToDate,
} from '@/domain/trade';
import type { TradeBreakdown, TradeMonth } from '@/types/webapi';

const month = (key: string, exportValue: number, importValue: number, exportYoY: number | null = null): TradeMonth => ({
  month: key,
  exportValue,
  importValue,
  exportYoY,
  importYoY: null,
});
/** Jan–Apr of 2025 and 2026, every month 100 export / 40 import in 2025, 110 / 50 in 2026. */
const twoYears = (missing: string[] = []) => {
  const keys = ['2025-01', '2025-02', '2025-03', '2025-04', '2026-01', '2026-02', '2026-03', '2026-04'];
  return tradeRows({
    months: keys.filter((k) => !missing.includes(k)).map((k) => (k < '2026' ? month(k, 100, 40) : month(k, 110, 50))),
    missingMonths: missing,
  });
};

describe('changePct and shiftMonth', () => {
  it('is null without a base, never a made-up number', () => {
    expect(changePct(110, 100)).toBe(10);
    expect(changePct(110, null)).toBeNull();
    expect(changePct(null, 100)).toBeNull();
    expect(changePct(5, 0)).toBeNull();
    // A deficit that shrinks is a rise.
    expect(changePct(-50, -100)).toBe(50);
  });
  it('moves across years', () => {
    expect(shiftMonth('2026-01', -12)).toBe('2025-01');
    expect(shiftMonth('2026-01', -1)).toBe('2025-12');
    expect(shiftMonth('2025-12', 1)).toBe('2026-01');
  });
});

describe('tradeRows', () => {
  it('puts missing months in their place with null values', () => {
    const rows = twoYears(['2026-02']);
    expect(rows.map((r) => r.month)).toEqual(['2025-01', '2025-02', '2025-03', '2025-04', '2026-01', '2026-02', '2026-03', '2026-04']);
    const gap = rows.find((r) => r.month === '2026-02')!;
    expect(gap).toMatchObject({ missing: true, exportValue: null, importValue: null, exportYoY: null });
    expect(balanceOf(gap)).toBeNull();
  });
});

describe('yearToDate', () => {
  it('sums January through the month and compares with the same months a year earlier', () => {
    const ytd = yearToDate(twoYears(), '2026-03');
    expect(ytd).toMatchObject({ year: 2026, throughMonth: 3, missing: [], exportTotal: 330, importTotal: 150, balance: 180 });
    expect(ytd.exportYoY).toBe(10);
    expect(ytd.importYoY).toBe(25);
    expect(ytd.balanceYoY).toBe(0);
  });

  it('does not count a missing month as zero and gives no 同比 for it', () => {
    const ytd = yearToDate(twoYears(['2026-02']), '2026-03');
    expect(ytd.missing).toEqual(['2026-02']);
    expect(ytd.exportTotal).toBe(220);
    expect(ytd.exportYoY).toBeNull();
    expect(ytd.importYoY).toBeNull();
    expect(ytd.balanceYoY).toBeNull();
  });

  it('gives no 同比 when the year before misses a month of the window', () => {
    const ytd = yearToDate(twoYears(['2025-03']), '2026-04');
    expect(ytd.missing).toEqual([]);
    expect(ytd.exportTotal).toBe(440);
    expect(ytd.exportYoY).toBeNull();
  });

  it('treats a month absent from the data like a missing one', () => {
    const rows = tradeRows({ months: [month('2026-01', 10, 5), month('2026-03', 10, 5)], missingMonths: [] });
    expect(yearToDate(rows, '2026-03')).toMatchObject({ missing: ['2026-02'], exportTotal: 20, exportYoY: null });
  });
});

describe('latestMonth', () => {
  it('is the newest month with figures, with the balance and its 同比', () => {
    const rows = twoYears(['2026-04']);
    const latest = latestMonth(rows)!;
    expect(latest.row.month).toBe('2026-03');
    expect(latest.balance).toBe(60);
    expect(latest.balanceYoY).toBe(0);
  });
  it('has no balance 同比 when the month a year earlier is missing', () => {
    expect(latestMonth(twoYears(['2025-04']))!.balanceYoY).toBeNull();
  });
  it('is undefined without any figure', () => {
    expect(latestMonth([])).toBeUndefined();
  });
});

const breakdown: TradeBreakdown = {
  by: 'partner',
  unit: '万美元',
  items: ['美国', '欧盟', '东盟'],
  months: [
    { month: '2025-01', exports: [50, 30, 20], imports: [5, 10, 5] },
    { month: '2025-02', exports: [40, 40, 20], imports: [5, 10, 5] },
    { month: '2026-01', exports: [60, 30, 10], imports: [6, 12, 6] },
    { month: '2026-03', exports: [70, 20, null], imports: [6, 12, null] },
  ],
  missingMonths: ['2026-02'],
};

describe('breakdowns', () => {
  it('ranks a month with shares and 同比', () => {
    expect(breakdownAt(breakdown, '2026-01')).toEqual([
      { name: '美国', value: 60, share: 60, yoy: 20 },
      { name: '欧盟', value: 30, share: 30, yoy: 0 },
      { name: '东盟', value: 10, share: 10, yoy: -50 },
    ]);
  });
  it('leaves out an item without a figure and has nothing for a missing month', () => {
    expect(breakdownAt(breakdown, '2026-03')!.map((it) => it.name)).toEqual(['美国', '欧盟']);
    expect(breakdownAt(breakdown, '2026-03')![0].yoy).toBeNull();
    expect(breakdownAt(breakdown, '2026-02')).toBeUndefined();
  });
  it('gives one item its monthly rows with the gap and its own 同比', () => {
    const rows = itemRows(breakdown, '美国');
    expect(rows.map((r) => [r.month, r.exportValue, r.missing])).toEqual([
      ['2025-01', 50, false],
      ['2025-02', 40, false],
      ['2026-01', 60, false],
      ['2026-02', null, true],
      ['2026-03', 70, false],
    ]);
    expect(rows[2].exportYoY).toBe(20);
    expect(itemRows(breakdown, '火星')).toEqual([]);
  });
  it('tabulates a year by month with totals; a missing month is a row of nulls', () => {
    const rows = breakdownYearRows(breakdown, 2026);
    expect(rows.map((r) => r.month)).toEqual(['2026-01', '2026-02', '2026-03']);
    expect(rows[0]).toEqual({ month: '2026-01', missing: false, values: [60, 30, 10], total: 100 });
    expect(rows[1]).toEqual({ month: '2026-02', missing: true, values: [null, null, null], total: null });
  });
  it('sorts by a column, nulls last either way', () => {
    const rows = breakdownYearRows(breakdown, 2026);
    const value = (r: (typeof rows)[number], key: string) => (key === 'total' ? r.total : r.month);
    expect(sortBy(rows, '-total', value).map((r) => r.month)).toEqual(['2026-01', '2026-03', '2026-02']);
    expect(sortBy(rows, 'total', value).map((r) => r.month)).toEqual(['2026-03', '2026-01', '2026-02']);
    expect(sortBy(rows, '', value)).toBe(rows);
  });
  it('resolves the year and month of the view', () => {
    expect(breakdownPeriod(breakdown)).toMatchObject({ years: [2026, 2025], year: 2026, month: 3, lastMonth: 3, key: '2026-03' });
    expect(breakdownPeriod(breakdown, 2025)).toMatchObject({ year: 2025, month: 2, key: '2025-02' });
    expect(breakdownPeriod(breakdown, 2025, 12)).toMatchObject({ month: 2 });
    expect(breakdownPeriod(breakdown, 1999, 2)).toMatchObject({ year: 2026, key: '2026-02' });
    expect(breakdownPeriod({ months: [], missingMonths: [] })).toBeUndefined();
  });
});
