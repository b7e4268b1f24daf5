import {
  latestDate,
  materialQuotes,
  monthLabel,
  quoteRows,
  quotesInRange,
  rebased,
  shownSpan,
  tradeBalance,
  type MaterialQuotes,
  type Quote,
} from '@/domain/industry';
import type { MaterialPriceSeries } from '@/types/webapi';

function material(id: string, points: [string, number][]): MaterialPriceSeries {
  return {
    material: {
      id,
      name: `材料${id}`,
      spec: 'spec',
      unit: '元/吨',
      group: 'g',
      market: 'm',
      source: 's',
      currency: 'CNY',
      frequency: 'week',
      nextUpdate: '2026-03-20',
      categoryProjId: 21,
      categoryIds: [],
    },
    points: points.map(([date, price]) => ({ date, price })),
  };
}

const q = (date: string, price: number, changePct: number | null = null): Quote => ({ date, price, changePct });

// Changes by hand: 210/200 = +5 %, 189/210 = −10 %, 189/189 = 0 %, 207.9/189 = +10 %.
const A = material('A', [
  ['2025-11-30', 200],
  ['2025-12-15', 210],
  ['2025-12-16', 189],
  ['2026-01-20', 189],
  ['2026-03-15', 207.9],
]);
// 55/50 = +10 %, 44/55 = −20 %; its newest quote is older than A's.
const B = material('B', [
  ['2025-10-10', 50],
  ['2025-11-20', 55],
  ['2026-01-10', 44],
]);

describe('quotesInRange', () => {
  it('gives each quote its percent change on the previous quote, null for the first', () => {
    expect(quotesInRange(A, 'all')).toEqual([
      q('2025-11-30', 200, null),
      q('2025-12-15', 210, 5),
      q('2025-12-16', 189, -10),
      q('2026-01-20', 189, 0),
      q('2026-03-15', 207.9, 10),
    ]);
  });

  it('rounds the change to two decimals', () => {
    // 103.456 / 100 − 1 = 3.456 % → 3.46; 100 / 103.456 − 1 = −3.3405… % → −3.34.
    const s = material('R', [
      ['2026-01-01', 100],
      ['2026-01-08', 103.456],
      ['2026-01-15', 100],
    ]);
    expect(quotesInRange(s, 'all').map((x) => x.changePct)).toEqual([null, 3.46, -3.34]);
  });

  it('has no change after a zero price', () => {
    const s = material('Z', [
      ['2026-01-01', 0],
      ['2026-01-08', 10],
      ['2026-01-15', 12],
    ]);
    expect(quotesInRange(s, 'all').map((x) => x.changePct)).toEqual([null, null, 20]);
  });

  it('keeps the window of the preset ending at the newest quote; the first shown keeps its change', () => {
    // 3m ending 2026-03-15 starts 2025-12-16 (inclusive).
    expect(quotesInRange(A, '3m')).toEqual([q('2025-12-16', 189, -10), q('2026-01-20', 189, 0), q('2026-03-15', 207.9, 10)]);
    // 1y ending 2026-03-15 starts 2025-03-16: everything.
    expect(quotesInRange(A, '1y')).toHaveLength(5);
  });

  it('ends the window at a given date instead of its own newest quote', () => {
    // Ending 2026-03-15, B's 3m window starts 2025-12-16: only 2026-01-10.
    expect(quotesInRange(B, '3m', '2026-03-15')).toEqual([q('2026-01-10', 44, -20)]);
    // Ending at its own last quote (2026-01-10) it starts 2025-10-11.
    expect(quotesInRange(B, '3m')).toEqual([q('2025-11-20', 55, 10), q('2026-01-10', 44, -20)]);
  });

  it('is empty for a material without quotes', () => {
    expect(quotesInRange(material('E', []), '1y')).toEqual([]);
  });
});

describe('latestDate', () => {
  it('is the newest last quote across materials, in any order', () => {
    expect(latestDate([B, A])).toBe('2026-03-15');
    expect(latestDate([A, B])).toBe('2026-03-15');
    expect(latestDate([B])).toBe('2026-01-10');
  });

  it('skips materials without quotes and is undefined when none has one', () => {
    expect(latestDate([material('E', []), B])).toBe('2026-01-10');
    expect(latestDate([material('E', [])])).toBeUndefined();
    expect(latestDate([])).toBeUndefined();
  });
});

describe('materialQuotes', () => {
  it('gives every compared material the same window, ending at the newest quote of all', () => {
    const shown = materialQuotes([B, A], '3m');
    expect(shown.map((s) => s.material.id)).toEqual(['B', 'A']);
    expect(shown[0].material).toBe(B.material);
    expect(shown[0].quotes).toEqual([q('2026-01-10', 44, -20)]);
    expect(shown[1].quotes.map((x) => x.date)).toEqual(['2025-12-16', '2026-01-20', '2026-03-15']);
  });

  it('uses a material’s own end when it is compared with nothing', () => {
    expect(materialQuotes([B], '3m')[0].quotes.map((x) => x.date)).toEqual(['2025-11-20', '2026-01-10']);
  });

  it('keeps everything for 全部', () => {
    const shown = materialQuotes([A, B], 'all');
    expect(shown[0].quotes).toHaveLength(5);
    expect(shown[1].quotes).toHaveLength(3);
  });

  it('is empty without materials', () => {
    expect(materialQuotes([], '1y')).toEqual([]);
  });
});

describe('shownSpan', () => {
  it('spans the first to the last date shown across materials', () => {
    const shown: MaterialQuotes[] = [
      { material: A.material, quotes: [q('2026-01-20', 1), q('2026-03-15', 1)] },
      { material: B.material, quotes: [q('2025-12-20', 1), q('2026-01-10', 1)] },
    ];
    expect(shownSpan(shown)).toEqual({ from: '2025-12-20', to: '2026-03-15' });
  });

  it('has no span when nothing is shown', () => {
    const none = shownSpan(undefined);
    expect(none.from).toBeUndefined();
    expect(none.to).toBeUndefined();
    const empty = shownSpan([{ material: A.material, quotes: [] }]);
    expect(empty.from).toBeUndefined();
    expect(empty.to).toBeUndefined();
  });

  it('spans a single quote from and to its date', () => {
    expect(shownSpan([{ material: A.material, quotes: [q('2026-02-02', 5)] }])).toEqual({ from: '2026-02-02', to: '2026-02-02' });
  });
});

describe('rebased', () => {
  it('indexes quotes on the first of the window (= 100), rounded to two decimals', () => {
    expect(rebased([q('2026-01-01', 200, 3), q('2026-01-08', 250), q('2026-01-15', 199)])).toEqual([
      { date: '2026-01-01', price: 100 },
      { date: '2026-01-08', price: 125 },
      { date: '2026-01-15', price: 99.5 },
    ]);
    // 100 / 300 = 33.333… → 33.33; 500 / 300 = 166.666… → 166.67.
    expect(rebased([q('d1', 300), q('d2', 100), q('d3', 500)]).map((x) => x.price)).toEqual([100, 33.33, 166.67]);
  });

  it('is empty without quotes or with a zero base', () => {
    expect(rebased([])).toEqual([]);
    expect(rebased([q('d1', 0), q('d2', 10)])).toEqual([]);
  });
});

describe('quoteRows', () => {
  it('puts materials side by side, newest date first, null where a material has no quote', () => {
    const a1 = q('2026-01-01', 1);
    const a2 = q('2026-01-08', 2);
    const b2 = q('2026-01-08', 20);
    const b3 = q('2026-01-15', 30);
    expect(quoteRows([[a1, a2], [b2, b3]])).toEqual([
      { date: '2026-01-15', cells: [null, b3] },
      { date: '2026-01-08', cells: [a2, b2] },
      { date: '2026-01-01', cells: [a1, null] },
    ]);
  });

  it('keeps one cell per material, an empty material included', () => {
    const rows = quoteRows([[], [q('2026-01-01', 1)], []]);
    expect(rows).toEqual([{ date: '2026-01-01', cells: [null, q('2026-01-01', 1), null] }]);
  });

  it('sorts dates that arrive out of order', () => {
    const rows = quoteRows([[q('2026-02-01', 1)], [q('2025-12-01', 2), q('2026-03-01', 3)]]);
    expect(rows.map((r) => r.date)).toEqual(['2026-03-01', '2026-02-01', '2025-12-01']);
  });

  it('is empty without quotes', () => {
    expect(quoteRows([])).toEqual([]);
    expect(quoteRows([[], []])).toEqual([]);
  });
});

describe('tradeBalance', () => {
  it('is export minus import, rounded to cents', () => {
    expect(tradeBalance({ exportValue: 1000.25, importValue: 400.1 })).toBe(600.15);
    // 0.3 − 0.1 is 0.19999999999999998 in floating point.
    expect(tradeBalance({ exportValue: 0.3, importValue: 0.1 })).toBe(0.2);
  });

  it('is negative for a deficit and zero when balanced', () => {
    expect(tradeBalance({ exportValue: 100, importValue: 250.55 })).toBe(-150.55);
    expect(tradeBalance({ exportValue: 42, importValue: 42 })).toBe(0);
  });
});

describe('monthLabel', () => {
  it('formats a month key through formatPeriod with numeric year and month', () => {
    const calls: unknown[] = [];
    const intl = {
      formatMessage: (d: { id: string }, v?: Record<string, string | number>) => {
        calls.push([d.id, v]);
        return `${v?.year}年${v?.month}月`;
      },
    };
    expect(monthLabel('2026-03', intl)).toBe('2026年3月');
    expect(calls).toEqual([['common.month', { year: 2026, month: 3 }]]);
  });
});
