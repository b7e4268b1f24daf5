/**
 * The index arithmetic names the row that caused a disagreement (server/publish/validate.ts, issue 43
 * item 3): a typo in a leaf makes only its parent disagree, yet the leaf is the error and the parent
 * a warning beside it; a typo in a middle level (its children agree, its parent does not) names the
 * middle level; a wrong top row names itself; two wrong rows name no one. On a made-up tree (not
 * the demo's names, codes or shape): leaves at the second, third and fourth level.
 */
import type { Workbook } from '../../../server/publish/sheet';
import { checkIndexSheet, slipsOf, type IndexCheckContext, type TreeNode } from '../../../server/publish/validate';

const round2 = (v: number) => Math.round(v * 100) / 100;

/** id, parent, name, weight, previous value of a leaf, this period's move of a leaf (per cent). */
const TREE: [string, string | null, string, number, number, number][] = [
  ['T0', null, '全部商品', 1, 0, 0],
  ['T1', 'T0', '器具类', 0.5, 0, 0],
  ['T11', 'T1', '切削器具', 0.6, 0, 0],
  ['T111', 'T11', '丝锥', 0.3, 118.4, 0.4],
  ['T112', 'T11', '板牙', 0.45, 96.71, 0.9],
  ['T113', 'T11', '铰刀', 0.25, 131.02, -0.2],
  ['T12', 'T1', '量具', 0.4, 0, 0],
  ['T121', 'T12', '卡尺', 0.55, 104.36, 0.6],
  ['T122', 'T12', '千分尺', 0.45, 112.9, 0.1],
  ['T2', 'T0', '耗材类', 0.35, 0, 0],
  ['T21', 'T2', '砂轮', 0.5, 99.15, -0.5],
  ['T22', 'T2', '焊条', 0.3, 123.48, 0.3],
  ['T23', 'T2', '胶带', 0.2, 108.62, 0.2],
  ['T3', 'T0', '其他', 0.15, 102.33, 0.7],
];
const nodes: TreeNode[] = TREE.map(([id, parentId, name, weight]) => ({
  id,
  parentId,
  name,
  weight,
  level: id.length,
}));

/** Leaves as given, each parent the rounded weighted average of its rounded children (bottom up). */
function levels(leaf: (row: (typeof TREE)[number]) => number): Map<string, number> {
  const out = new Map<string, number>();
  for (const row of [...TREE].reverse()) {
    const kids = TREE.filter((k) => k[1] === row[0]);
    if (!kids.length) out.set(row[0], round2(leaf(row)));
    else out.set(row[0], round2(kids.reduce((s, k) => s + k[3] * out.get(k[0])!, 0) / kids.reduce((s, k) => s + k[3], 0)));
  }
  return out;
}
const previous = levels((r) => r[4]);
const truth = levels((r) => r[4] * (1 + r[5] / 100));

const context = (extra: Partial<IndexCheckContext> = {}): IndexCheckContext => ({
  projId: 7,
  period: '2031-03',
  nodes,
  previous,
  yearAgo: null,
  published: null,
  movePct: 5,
  tolerance: 0.02,
  ...extra,
});

/** The sheet of `values` (header on row 1, so a node's row is its place in the tree + 2), with `typed` over them. */
const sheetOf = (values: Map<string, number>, typed: Record<string, number> = {}): Workbook => ({
  format: 'csv',
  meta: {},
  sheets: [
    {
      name: '指数',
      rows: [
        { row: 1, cells: ['代码', '名称', '本期定基'] },
        ...nodes.map((n, i) => ({
          row: i + 2,
          cells: [n.id, n.name, typed[n.id] ?? values.get(n.id)!],
        })),
      ],
    },
  ],
});
const rowOf = (id: string) => nodes.findIndex((n) => n.id === id) + 2;
const check = (typed: Record<string, number>, ctx = context()) => checkIndexSheet(sheetOf(truth, typed), ctx);
const arithmetic = (c: ReturnType<typeof check>) => c.issues.filter((i) => i.rule === 'mismatch-cause' || i.rule === 'parent-mismatch').map((i) => `${i.level}:${i.rule}:${i.row}`);

describe('a disagreement under the weights names the row that caused it', () => {
  it('the right figures pass clean, with or without the previous period', () => {
    for (const ctx of [context(), context({ previous: null })]) {
      const c = check({}, ctx);
      expect(c.issues).toEqual([]);
      expect(c.values).toEqual(truth);
    }
  });

  it('a leaf at the fourth level with its decimal point moved: the leaf is the error, its parent a warning, the grandparent quiet', () => {
    const right = truth.get('T112')!;
    const c = check({ T112: round2(right * 10) });
    expect(arithmetic(c)).toEqual([`error:mismatch-cause:${rowOf('T112')}`, `warning:parent-mismatch:${rowOf('T11')}`]);
    expect(c.errors).toBe(1);
    const cause = c.issues.find((i) => i.rule === 'mismatch-cause')!;
    expect(cause).toMatchObject({
      sheet: '指数',
      column: '本期定基',
      value: String(round2(right * 10)),
    });
    expect(cause.message).toContain(`若为 ${right.toFixed(2)} 则相符（疑似小数点错位）`);
    expect(cause.message).toContain(`${right.toFixed(2)} would make them agree (a misplaced decimal point?)`);
    expect(cause.message).toContain('T11（切削器具）');
    // The parent's row points at the leaf's.
    expect(c.issues.find((i) => i.rule === 'parent-mismatch')!.message).toContain(`多半是第 ${rowOf('T112')} 行 T112（板牙）填错了`);
    // A move beyond the family's alert stands beside it, a warning of its own.
    expect(c.issues.find((i) => i.rule === 'large-move')).toMatchObject({
      level: 'warning',
      row: rowOf('T112'),
    });
    expect(c.values).toBeNull();
  });

  it('a leaf with two digits swapped (a move within the alert): the leaf is the error', () => {
    const right = truth.get('T122')!;
    const slip = slipsOf(right).find((s) => s.slip === 'swap' && Math.abs(s.value / right - 1) < 0.04 && Math.abs(s.value - right) > 0.5)!;
    expect(slip).toBeDefined();
    const c = check({ T122: slip.value });
    expect(arithmetic(c)).toEqual([`error:mismatch-cause:${rowOf('T122')}`, `warning:parent-mismatch:${rowOf('T12')}`]);
    expect(c.issues.find((i) => i.rule === 'mismatch-cause')!.message).toContain(`若为 ${right.toFixed(2)} 则相符（疑似两位数字颠倒）`);
    expect(c.issues.some((i) => i.rule === 'large-move')).toBe(false);
  });

  it('a leaf at the third level, and one right under the top: the leaf each time', () => {
    for (const [leaf, parent] of [
      ['T22', 'T2'],
      ['T3', 'T0'],
    ]) {
      const right = truth.get(leaf)!;
      const c = check({ [leaf]: round2(right * (leaf === 'T3' ? 100 : 10)) });
      expect(arithmetic(c)).toEqual([`error:mismatch-cause:${rowOf(leaf)}`, `warning:parent-mismatch:${rowOf(parent)}`]);
      expect(c.issues.find((i) => i.rule === 'mismatch-cause')!.message).toContain(`若为 ${right.toFixed(2)} 则相符`);
    }
  });

  it('a typo not of a known kind (a digit wrong): the leaf whose move is out of line, its value solved from the parent', () => {
    const right = truth.get('T21')!;
    const c = check({ T21: round2(right + 3) });
    expect(arithmetic(c)).toEqual([`error:mismatch-cause:${rowOf('T21')}`, `warning:parent-mismatch:${rowOf('T2')}`]);
    const suggested = Number(/若为 ([\d.]+) 则相符/.exec(c.issues.find((i) => i.rule === 'mismatch-cause')!.message)![1]);
    expect(Math.abs(suggested - right)).toBeLessThan(0.1);
  });

  it('a middle level typed wrong (its children agree, its parent does not): the middle level, not its parent', () => {
    const typos: Record<string, number>[] = [{ T12: round2(truth.get('T12')! * 10) }, { T12: round2(truth.get('T12')! + 4) }, { T1: round2(truth.get('T1')! * 1.03) }];
    for (const typed of typos) {
      const [id] = Object.keys(typed);
      const parent = nodes.find((n) => n.id === id)!.parentId!;
      const c = check(typed);
      expect(arithmetic(c)).toEqual([`error:mismatch-cause:${rowOf(id)}`, `warning:parent-mismatch:${rowOf(parent)}`]);
      expect(c.issues.find((i) => i.rule === 'mismatch-cause')!.message).toContain(`若为 ${truth.get(id)!.toFixed(2)} 则两处都相符`);
    }
  });

  it('the top row typed wrong: the top row is the error, as before', () => {
    const c = check({ T0: round2(truth.get('T0')! + 0.5) });
    expect(arithmetic(c)).toEqual([`error:parent-mismatch:${rowOf('T0')}`]);
    expect(c.issues[0].message).toContain(`多半是本行有误：若为 ${truth.get('T0')!.toFixed(2)} 则相符`);
  });

  it('without the previous period a slip still names its leaf', () => {
    const right = truth.get('T113')!;
    const c = check({ T113: round2(right * 100) }, context({ previous: null }));
    expect(arithmetic(c)).toEqual([`error:mismatch-cause:${rowOf('T113')}`, `warning:parent-mismatch:${rowOf('T11')}`]);
  });

  it('two leaves of one parent wrong: no single row explains it, so the parent stays the error and says so', () => {
    const c = check({
      T111: round2(truth.get('T111')! + 1.3),
      T113: round2(truth.get('T113')! - 0.6),
    });
    expect(arithmetic(c)).toEqual([`error:parent-mismatch:${rowOf('T11')}`]);
    expect(c.issues.find((i) => i.rule === 'parent-mismatch')!.message).toContain('无法断定是哪一行');
  });

  it('two typos in different branches: each named', () => {
    const c = check({
      T112: round2(truth.get('T112')! * 10),
      T23: round2(truth.get('T23')! / 10),
    });
    expect(arithmetic(c).filter((r) => r.startsWith('error'))).toEqual([`error:mismatch-cause:${rowOf('T112')}`, `error:mismatch-cause:${rowOf('T23')}`]);
  });
});
