import { MAX_COMPARE } from '@/config/constants';
import {
  alignSeries,
  changeOf,
  DEFAULT_KIND,
  DEFAULT_RANGE,
  extremes,
  flattenTree,
  isRangeKey,
  isValueKind,
  keyPeriodsBefore,
  RANGE_KEYS,
  rangeStartAfter,
  resolveNodeIds,
  sliceRange,
  valueOf,
  VALUE_KINDS,
} from '@/domain/indexSeries';
import type { IndexNode, IndexPoint } from '@/types/webapi';
import { headlineOf } from '@/domain/headline';

/** A monthly point; every number is given explicitly by the test that needs it. */
function pt(period: string, indexValue: number, rest: Partial<IndexPoint> = {}): IndexPoint {
  const [year, month] = period.split('-').map(Number);
  return {
    period,
    year,
    month,
    indexValue,
    lastValue: null,
    sameValue: null,
    change: null,
    changePct: null,
    ...rest,
  };
}

const periodsOf = (points: IndexPoint[]) => points.map((p) => p.period);

describe('value kinds and range keys', () => {
  it('lists 定基, 环比, 同比 in that order and defaults to 定基', () => {
    expect(VALUE_KINDS).toEqual(['indexValue', 'lastValue', 'sameValue']);
    expect(DEFAULT_KIND).toBe('indexValue');
  });

  it('recognises only the three value kinds', () => {
    expect(isValueKind('indexValue')).toBe(true);
    expect(isValueKind('lastValue')).toBe(true);
    expect(isValueKind('sameValue')).toBe(true);
    expect(isValueKind('change')).toBe(false);
    expect(isValueKind('')).toBe(false);
    expect(isValueKind(undefined)).toBe(false);
    expect(isValueKind(null)).toBe(false);
  });

  it('recognises only the four range presets and defaults to 3y', () => {
    expect(RANGE_KEYS).toEqual(['1y', '3y', '5y', 'all']);
    expect(DEFAULT_RANGE).toBe('3y');
    for (const k of ['1y', '3y', '5y', 'all']) expect(isRangeKey(k)).toBe(true);
    expect(isRangeKey('3m')).toBe(false);
    expect(isRangeKey('10y')).toBe(false);
    expect(isRangeKey(3)).toBe(false);
    expect(isRangeKey(undefined)).toBe(false);
  });

  it('reads the number of the chosen kind, null included', () => {
    const p = pt('2026-10', 123.4, { lastValue: 101.2, sameValue: null });
    expect(valueOf(p, 'indexValue')).toBe(123.4);
    expect(valueOf(p, 'lastValue')).toBe(101.2);
    expect(valueOf(p, 'sameValue')).toBeNull();
  });
});

describe('rangeStartAfter', () => {
  it('starts a monthly range the same month N years earlier (exclusive), i.e. 12·N months shown', () => {
    expect(rangeStartAfter('2026-10', 'month', '1y')).toBe('2025-10');
    expect(rangeStartAfter('2026-10', 'month', '3y')).toBe('2023-10');
    expect(rangeStartAfter('2026-10', 'month', '5y')).toBe('2021-10');
    expect(rangeStartAfter('2026-01', 'month', '1y')).toBe('2025-01');
  });

  it('starts a weekly range on the same calendar day N years earlier, as a day key', () => {
    expect(rangeStartAfter('2026-03-02', 'week', '1y')).toBe('2025-03-02');
    expect(rangeStartAfter('2026-03-02', 'week', '3y')).toBe('2023-03-02');
    expect(rangeStartAfter('2026-03-02', 'week', '5y')).toBe('2021-03-02');
    // 29 February has no twin a year earlier: the day clamps to the end of February.
    expect(rangeStartAfter('2024-02-29', 'week', '1y')).toBe('2023-02-28');
  });

  it('has no start for 全部 and for an unreadable key', () => {
    expect(rangeStartAfter('2026-10', 'month', 'all')).toBeUndefined();
    expect(rangeStartAfter('2026-03-02', 'week', 'all')).toBeUndefined();
    expect(rangeStartAfter('not a date', 'month', '1y')).toBeUndefined();
    expect(rangeStartAfter('', 'week', '3y')).toBeUndefined();
  });

  it('keeps exactly twelve months of a monthly series for 1y', () => {
    const points = ['2025-09', '2025-10', '2025-11', '2025-12', '2026-01', '2026-02', '2026-03', '2026-04', '2026-05', '2026-06', '2026-07', '2026-08', '2026-09', '2026-10'].map((k) => pt(k, 100));
    const shown = sliceRange(points, rangeStartAfter('2026-10', 'month', '1y'));
    expect(shown).toHaveLength(12);
    expect(shown[0].period).toBe('2025-11');
    expect(shown[11].period).toBe('2026-10');
  });
});

describe('keyPeriodsBefore', () => {
  it('goes back exactly `periods` months for a monthly series', () => {
    expect(keyPeriodsBefore('2026-10', 'month', 12)).toBe('2025-10');
    expect(keyPeriodsBefore('2026-03', 'month', 3)).toBe('2025-12');
    expect(keyPeriodsBefore('2026-03', 'month', 0)).toBe('2026-03');
  });

  it('reaches six extra weeks back for a weekly series (Spring-Festival weeks are skipped)', () => {
    // 0 periods → 6 weeks = 42 days before Monday 2 March 2026.
    expect(keyPeriodsBefore('2026-03-02', 'week', 0)).toBe('2026-01-19');
    // 10 periods → 16 weeks = 112 days: 2 Mar → 28 Feb (2) → 31 Jan (30) → 31 Dec (61) → 30 Nov (92) → 10 Nov (112).
    expect(keyPeriodsBefore('2026-03-02', 'week', 10)).toBe('2025-11-10');
    // 52 periods → 58 weeks = 406 days: one year (365) back is 2 Mar 2025, 41 more days is 20 Jan 2025.
    expect(keyPeriodsBefore('2026-03-02', 'week', 52)).toBe('2025-01-20');
  });

  it('answers a week key for weeks and a month key for months', () => {
    expect(keyPeriodsBefore('2026-03-02', 'week', 4)).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(keyPeriodsBefore('2026-03', 'month', 4)).toMatch(/^\d{4}-\d{2}$/);
  });

  it('has no key for an unreadable latest key', () => {
    expect(keyPeriodsBefore('garbage', 'week', 10)).toBeUndefined();
    expect(keyPeriodsBefore('', 'month', 10)).toBeUndefined();
  });
});

describe('changeOf', () => {
  const p = pt('2026-10', 120, { lastValue: 102.5, sameValue: 96, change: 2.93, changePct: 2.5 });

  it('gives the change on the previous period for 定基 and 环比', () => {
    expect(changeOf(p, 'indexValue')).toEqual({ points: 2.93, percent: 2.5 });
    expect(changeOf(p, 'lastValue')).toEqual({ points: 2.93, percent: 2.5 });
  });

  it('passes a missing previous-period change through as null', () => {
    const first = pt('2018-01', 100, { lastValue: null, change: null, changePct: null });
    expect(changeOf(first, 'indexValue')).toEqual({ points: null, percent: null });
    expect(changeOf(first, 'lastValue')).toEqual({ points: null, percent: null });
  });

  it('gives 同比 against the level a year earlier, in points and percent', () => {
    // sameValue 96 → a year ago the level was 120 × 100 / 96 = 125: −5 points, −4 %.
    expect(changeOf(p, 'sameValue')).toEqual({ points: -5, percent: -4 });
    // 110 with 同比 110 → a year ago 100: +10 points, +10 %.
    expect(changeOf(pt('2026-10', 110, { sameValue: 110 }), 'sameValue')).toEqual({ points: 10, percent: 10 });
  });

  it('rounds 同比 to two decimals', () => {
    // 101 / 1.03 = 98.058252… → 101 − 98.058252 = 2.941748 → 2.94; 103 − 100 = 3.
    expect(changeOf(pt('2026-10', 101, { sameValue: 103 }), 'sameValue')).toEqual({ points: 2.94, percent: 3 });
    // 200 / 0.99876 = 200.248308… → −0.248308 → −0.25; 99.876 − 100 = −0.124 → −0.12.
    expect(changeOf(pt('2026-10', 200, { sameValue: 99.876 }), 'sameValue')).toEqual({ points: -0.25, percent: -0.12 });
  });

  it('has no 同比 change in the first year (null) or against a zero index', () => {
    expect(changeOf(pt('2018-05', 104, { sameValue: null, change: 1, changePct: 1 }), 'sameValue')).toEqual({ points: null, percent: null });
    expect(changeOf(pt('2018-05', 104, { sameValue: 0 }), 'sameValue')).toEqual({ points: null, percent: null });
  });
});

describe('sliceRange', () => {
  const points = ['2026-01', '2026-02', '2026-03', '2026-04'].map((k) => pt(k, 100));

  it('keeps the points strictly after the start key', () => {
    expect(periodsOf(sliceRange(points, '2026-02'))).toEqual(['2026-03', '2026-04']);
    expect(periodsOf(sliceRange(points, '2025-12'))).toEqual(['2026-01', '2026-02', '2026-03', '2026-04']);
  });

  it('keeps a start between two keys', () => {
    expect(periodsOf(sliceRange(points, '2026-02-15'))).toEqual(['2026-03', '2026-04']);
  });

  it('is empty when every point is at or before the start', () => {
    expect(sliceRange(points, '2026-04')).toEqual([]);
    expect(sliceRange(points, '2027-01')).toEqual([]);
    expect(sliceRange([], '2026-01')).toEqual([]);
  });

  it('keeps the whole series without a start', () => {
    expect(sliceRange(points, undefined)).toBe(points);
    expect(sliceRange(points, '')).toBe(points);
  });
});

describe('alignSeries', () => {
  const a1 = pt('2026-01', 100);
  const a2 = pt('2026-02', 101);
  const a4 = pt('2026-04', 103);
  const b2 = pt('2026-02', 200);
  const b3 = pt('2026-03', 201);
  const b4 = pt('2026-04', 202);

  it('puts series on one ascending axis and leaves a hole where a series has no point', () => {
    const rows = alignSeries([{ points: [a1, a2, a4] }, { points: [b2, b3, b4] }]);
    expect(rows.map((r) => r.period)).toEqual(['2026-01', '2026-02', '2026-03', '2026-04']);
    expect(rows[0].points).toEqual([a1, undefined]);
    expect(rows[1].points).toEqual([a2, b2]);
    expect(rows[2].points).toEqual([undefined, b3]);
    expect(rows[3].points).toEqual([a4, b4]);
    // Holes are real holes, not a zero or a carried value.
    expect(rows[2].points[0]).toBeUndefined();
    expect(rows[0].points[1]).toBeUndefined();
  });

  it('gives every row one slot per series and a label point of that period', () => {
    const rows = alignSeries([{ points: [a1] }, { points: [] }, { points: [b3] }]);
    expect(rows).toHaveLength(2);
    for (const r of rows) {
      expect(r.points).toHaveLength(3);
      expect(r.label.period).toBe(r.period);
    }
    expect(rows[0].label).toBe(a1);
    expect(rows[1].label).toBe(b3);
    expect(rows[1].points).toEqual([undefined, undefined, b3]);
  });

  it('sorts the axis even when a later series brings earlier periods', () => {
    const rows = alignSeries([{ points: [a4] }, { points: [pt('2025-12', 50), b2] }]);
    expect(rows.map((r) => r.period)).toEqual(['2025-12', '2026-02', '2026-04']);
    expect(rows[0].points).toEqual([undefined, expect.objectContaining({ period: '2025-12', indexValue: 50 })]);
  });

  it('limits every series to the range', () => {
    const rows = alignSeries([{ points: [a1, a2, a4] }, { points: [b2, b3, b4] }], '2026-02');
    expect(rows.map((r) => r.period)).toEqual(['2026-03', '2026-04']);
    expect(rows[0].points).toEqual([undefined, b3]);
    expect(rows[1].points).toEqual([a4, b4]);
  });

  it('is empty without series or without points in range', () => {
    expect(alignSeries([])).toEqual([]);
    expect(alignSeries([{ points: [a1] }], '2026-12')).toEqual([]);
  });
});

describe('extremes', () => {
  const rows = alignSeries([
    {
      points: [
        pt('2026-01', 105, { lastValue: null }),
        pt('2026-02', 98, { lastValue: 93.33 }),
        pt('2026-03', 110, { lastValue: 112.24 }),
        pt('2026-04', 98, { lastValue: 89.09 }),
      ],
    },
    { points: [pt('2026-02', 300), pt('2026-04', 10)] },
  ]);

  it('finds the lowest and highest value of one series with its row', () => {
    const { min, max } = extremes(rows, 0, 'indexValue');
    expect(min?.value).toBe(98);
    expect(min?.row.period).toBe('2026-02'); // first of two equal lows
    expect(max?.value).toBe(110);
    expect(max?.row.period).toBe('2026-03');
  });

  it('reads the chosen kind and skips null values', () => {
    const { min, max } = extremes(rows, 0, 'lastValue');
    expect(min).toEqual({ value: 89.09, row: rows[3] });
    expect(max).toEqual({ value: 112.24, row: rows[2] });
  });

  it('skips the holes of a series and never mixes series', () => {
    const { min, max } = extremes(rows, 1, 'indexValue');
    expect(min?.value).toBe(10);
    expect(min?.row.period).toBe('2026-04');
    expect(max?.value).toBe(300);
    expect(max?.row.period).toBe('2026-02');
  });

  it('has no extremes when there is no value', () => {
    expect(extremes(rows, 1, 'sameValue')).toEqual({ min: undefined, max: undefined });
    expect(extremes([], 0, 'indexValue')).toEqual({ min: undefined, max: undefined });
  });

  it('handles negative and zero values', () => {
    const r = alignSeries([{ points: [pt('2026-01', 0), pt('2026-02', -3), pt('2026-03', 2)] }]);
    expect(extremes(r, 0, 'indexValue').min?.value).toBe(-3);
    expect(extremes(r, 0, 'indexValue').max?.value).toBe(2);
  });
});

// ------------------------------------------------------------------ tree

const node = (id: string, level: number, parentId: string | null, children?: IndexNode[]): IndexNode => ({
  id,
  name: `n${id}`,
  level,
  parentId,
  weight: 1,
  ...(children ? { children } : {}),
});

const tree: IndexNode[] = [
  node('root', 1, null, [
    node('a', 2, 'root', [node('a1', 3, 'a'), node('a2', 3, 'a', [node('a2x', 4, 'a2')])]),
    node('b', 2, 'root', []),
    node('c', 2, 'root', [node('c1', 3, 'c')]),
    node('d', 2, 'root'),
  ]),
];

describe('flattenTree', () => {
  it('lists every node depth-first, parents before children', () => {
    expect(flattenTree(tree).map((n) => n.id)).toEqual(['root', 'a', 'a1', 'a2', 'a2x', 'b', 'c', 'c1', 'd']);
  });

  it('walks several roots in order and keeps the node objects', () => {
    const x = node('x', 1, null);
    const y = node('y', 1, null, [node('y1', 2, 'y')]);
    const flat = flattenTree([x, y]);
    expect(flat.map((n) => n.id)).toEqual(['x', 'y', 'y1']);
    expect(flat[0]).toBe(x);
    expect(flat[1]).toBe(y);
  });

  it('is empty for an empty tree', () => {
    expect(flattenTree([])).toEqual([]);
  });
});

describe('resolveNodeIds', () => {
  it('keeps known ids in the requested order, at any depth', () => {
    expect(resolveNodeIds(['c1', 'a2x', 'root'], tree)).toEqual(['c1', 'a2x', 'root']);
  });

  it('drops unknown ids', () => {
    expect(resolveNodeIds(['zz', 'a', 'nope', 'b'], tree)).toEqual(['a', 'b']);
  });

  it('drops duplicates, keeping the first occurrence', () => {
    expect(resolveNodeIds(['b', 'a', 'b', 'a'], tree)).toEqual(['b', 'a']);
  });

  it('keeps at most MAX_COMPARE ids, counted after unknown and duplicate ids are dropped', () => {
    expect(MAX_COMPARE).toBe(6);
    expect(resolveNodeIds(['a', 'x', 'a', 'b', 'c', 'd', 'a1', 'root', 'a2', 'c1'], tree)).toEqual(['a', 'b', 'c', 'd', 'a1', 'root']);
    expect(resolveNodeIds(['a', 'b', 'c', 'd', 'a1', 'a2', 'a2x', 'c1'], tree)).toHaveLength(MAX_COMPARE);
  });

  it('falls back to the root when nothing requested is known', () => {
    expect(resolveNodeIds([], tree)).toEqual(['root']);
    expect(resolveNodeIds(['zz', 'yy'], tree)).toEqual(['root']);
  });

  it('falls back to the first root of a forest, and to nothing for an empty tree', () => {
    expect(resolveNodeIds(['q'], [node('p', 1, null), node('q2', 1, null)])).toEqual(['p']);
    expect(resolveNodeIds(['a'], [])).toEqual([]);
  });
});

describe('headlineOf', () => {
  const family = (projId: number, depth: number) => ({ projId, depth });

  it('is the first family, in the office’s order, with a classification to show', () => {
    expect(headlineOf([family(31, 1), family(7, 3), family(8, 2)])).toEqual(family(7, 3));
  });

  it('is the first family when none has more than one level, and none without families', () => {
    expect(headlineOf([family(40, 1), family(41, 1)])).toEqual(family(40, 1));
    expect(headlineOf([])).toBeUndefined();
  });
});
