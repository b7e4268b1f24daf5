/**
 * @jest-environment node
 */
/**
 * Why the index moved: contributions that add up to the composite's change, movers in a stable
 * order, the heat-map grid by period key, and rebasing. The contribution arithmetic is checked on
 * every period of the demo price index, with the weights the backend publishes.
 */
import { contributionsOf, heatGridOf, HEAT_PERIODS, moversOf } from '@/domain/indexMoves';
import type { IndexSeries, SnapshotRow } from '@/types/webapi';
import * as api from '../../../server/model/answers';
import { dataset } from '../model/support';

const row = (nodeId: string, level: number, parentId: string | null, change: number | null, changePct: number | null): SnapshotRow => ({
  nodeId,
  name: `n${nodeId}`,
  level,
  parentId,
  indexValue: 100,
  lastValue: null,
  sameValue: null,
  change,
  changePct,
});

describe('contributionsOf', () => {
  const tree = [
    {
      id: 'r',
      name: 'root',
      level: 1,
      parentId: null,
      weight: 100,
      children: [
        { id: 'a', name: 'a', level: 2, parentId: 'r', weight: 60 },
        { id: 'b', name: 'b', level: 2, parentId: 'r', weight: 30 },
        { id: 'c', name: 'c', level: 2, parentId: 'r', weight: 10 },
      ],
    },
  ];

  it('weighs each category change and sorts the largest contribution first', () => {
    const out = contributionsOf([row('r', 1, null, 0.5, 0.5), row('a', 2, 'r', 1, 1), row('b', 2, 'r', -0.4, -0.4), row('c', 2, 'r', 0.8, 0.8)], tree);
    expect(out.parts.map((p) => [p.nodeId, p.points])).toEqual([
      ['a', 0.6],
      ['c', 0.08],
      ['b', -0.12],
    ]);
    expect(out.sum).toBe(0.56);
    expect(out.composite).toBe(0.5);
    expect(out.residual).toBe(-0.06);
  });

  it('puts a category without a change this period last, counted as nothing', () => {
    const out = contributionsOf([row('r', 1, null, 0.6, 0.6), row('a', 2, 'r', null, null), row('b', 2, 'r', 2, 2), row('c', 2, 'r', 0, 0)], tree);
    expect(out.parts.map((p) => p.nodeId)).toEqual(['b', 'c', 'a']);
    expect(out.parts[2].points).toBeNull();
    expect(out.sum).toBe(0.6);
    expect(out.residual).toBe(0);
  });

  it('on every period of the demo price index, the parts add up to the composite within rounding', () => {
    const ds = dataset();
    const tree = api.getTree(ds, { projId: '21' });
    const { periods } = api.getSnapshot(ds, { projId: '21' });
    let worst = 0;
    expect(periods.length).toBeGreaterThanOrEqual(120);
    for (const period of periods.slice(0, 120)) {
      const snap = api.getSnapshot(ds, { projId: '21', period });
      const out = contributionsOf(snap.rows, tree);
      expect(out.parts).toHaveLength(15);
      if (out.residual !== null) worst = Math.max(worst, Math.abs(out.residual));
    }
    // 15 parts rounded to 0.01 and the published values rounded to 0.01: a few hundredths at most.
    expect(worst).toBeLessThanOrEqual(0.05);
    const weights = tree[0].children!.reduce((acc, n) => acc + n.weight, 0);
    expect(weights).toBeCloseTo(100, 2);
  });
});

describe('moversOf', () => {
  const rows = [
    row('x1', 4, 'm', 0.3, 0.3),
    row('x2', 4, 'm', 1.2, 1.1),
    row('x3', 4, 'm', 0.9, 1.1),
    row('x4', 4, 'm', -2, -1.9),
    row('x5', 4, 'm', 0, 0),
    row('x6', 4, 'm', null, null),
    row('x7', 4, 'm', -0.5, -0.4),
    row('x8', 4, 'm', -0.5, -0.4),
    row('m', 3, 'r', 5, 5),
  ];

  it('ranks by per cent, ties by points then id; flat and missing are neither', () => {
    const out = moversOf(rows, 4);
    expect(out.risers.map((r) => r.nodeId)).toEqual(['x2', 'x3', 'x1']);
    expect(out.fallers.map((r) => r.nodeId)).toEqual(['x4', 'x7', 'x8']);
    expect(moversOf([...rows].reverse(), 4)).toEqual(out);
  });

  it('keeps at most `count` of each and only the level asked for', () => {
    const out = moversOf(rows, 4, 2);
    expect(out.risers).toHaveLength(2);
    expect(out.fallers).toHaveLength(2);
    expect(moversOf(rows, 3).risers.map((r) => r.nodeId)).toEqual(['m']);
  });
});

describe('heatGridOf', () => {
  const pt = (period: string, changePct: number | null) => ({
    period,
    year: 2026,
    month: Number(period.slice(5, 7)),
    indexValue: 100,
    lastValue: null,
    sameValue: null,
    change: changePct,
    changePct,
  });
  const series = (nodeId: string, points: ReturnType<typeof pt>[]): IndexSeries => ({ projId: 21, nodeId, name: nodeId, points, breaks: [], gaps: [] });

  it('takes the last periods up to the selected one and keeps a missing period empty', () => {
    const a = series('a', [pt('2026-01', 1), pt('2026-02', -2), pt('2026-03', 0.5), pt('2026-04', 3)]);
    const b = series('b', [pt('2026-01', 0.1), pt('2026-03', -0.2), pt('2026-04', 0)]);
    const grid = heatGridOf([a, b], '2026-03', 3);
    expect(grid.periods.map((p) => p.period)).toEqual(['2026-01', '2026-02', '2026-03']);
    expect(grid.rows).toEqual([
      { nodeId: 'a', name: 'a', cells: [1, -2, 0.5] },
      { nodeId: 'b', name: 'b', cells: [0.1, null, -0.2] },
    ]);
    expect(grid.extent).toBe(2);
    expect(heatGridOf([a, b]).periods.map((p) => p.period)).toEqual(['2026-01', '2026-02', '2026-03', '2026-04']);
    expect(HEAT_PERIODS).toBe(13);
  });
});
