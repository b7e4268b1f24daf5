/**
 * A family's classification workbook (server/publish/classification.ts, issue 45): a good tree is read
 * in pre-order with its weights as shares of the composite; each rule has a deliberately broken
 * workbook that it names with its sheet, row, column and value in Chinese and English; the template of
 * a tree reads back as the same tree; and the diff against the tree in force says added, removed,
 * renamed, moved and reweighted. A made-up tree (not the demo's).
 */
import { checkClassification, classificationTemplate, diffTrees, type ClassNode } from '../../../server/publish/classification';
import { readWorkbook, type Cell, type Workbook } from '../../../server/publish/sheet';

const HEADER = ['代码 Code', '名称 Name', '英文名称 English name', '上级代码 Parent', '层级 Level', '权重(%) Weight'];
const GOOD: Cell[][] = [
  ['T', '茶叶总指数', 'Tea', null, 1, null],
  ['T1', '绿茶', 'Green tea', 'T', 2, 60],
  ['T11', '龙井', 'Longjing', 'T1', 3, 70],
  ['T12', '碧螺春', 'Biluochun', 'T1', 3, 30],
  ['T2', '红茶', 'Black tea', 'T', 2, 40],
];

/** A one-sheet workbook: the header on row 1, `rows` from row 2 (Excel's numbering). */
function book(rows: Cell[][], header: Cell[] = HEADER, meta: Record<string, string> = {}): Workbook {
  return { format: 'xlsx', meta, sheets: [{ name: '分类体系', rows: [header, ...rows].map((cells, i) => ({ row: i + 1, cells })) }] };
}
/** GOOD with row `code`'s cells changed. */
const edit = (code: string, change: Partial<Record<0 | 1 | 2 | 3 | 4 | 5, Cell>>): Cell[][] => GOOD.map((r) => (r[0] === code ? r.map((c, i) => (i in change ? change[i as 0]! : c)) : r));
const errorsOf = (b: Workbook) => checkClassification(b, 31).issues.filter((i) => i.level === 'error');

describe('a good classification', () => {
  it('is read in pre-order with weights as shares of the composite, and no issue', () => {
    const check = checkClassification(book(GOOD), 31);
    expect(check.issues).toEqual([]);
    expect(check.nodes!.map((n) => [n.id, n.parentId, n.level, Math.round(n.weight * 1e6) / 1e6, n.enName])).toEqual([
      ['T', null, 1, 100, 'Tea'],
      ['T1', 'T', 2, 60, 'Green tea'],
      ['T11', 'T1', 3, 42, 'Longjing'],
      ['T12', 'T1', 3, 18, 'Biluochun'],
      ['T2', 'T', 2, 40, 'Black tea'],
    ]);
  });

  it('accepts children listed before their parent, and weights that miss 100 by at most 0.01', () => {
    const rows = [GOOD[2], GOOD[3], GOOD[1], GOOD[0], ['T2', '红茶', 'Black tea', 'T', 2, 40.005]];
    const check = checkClassification(book(rows), 31);
    expect(check.errors).toBe(0);
    expect(check.nodes!.map((n) => n.id)).toEqual(['T', 'T1', 'T11', 'T12', 'T2']);
  });

  it('reads back from its own template as the same tree', async () => {
    const nodes = checkClassification(book(GOOD), 31).nodes!;
    const bytes = await classificationTemplate({ familyName: '茶叶', projId: 31, nodes });
    const again = checkClassification(await readWorkbook(bytes, 'tree.xlsx'), 31);
    expect(again.errors).toBe(0);
    expect(diffTrees(nodes, again.nodes!)).toEqual([]);
  });

  it('has an empty template with the header and an example when there is no tree yet', async () => {
    const read = await readWorkbook(await classificationTemplate({ familyName: '茶叶', projId: 31, nodes: [] }), 't.xlsx');
    expect(read.sheets[0].rows.map((r) => r.cells)).toEqual([HEADER]);
    expect(read.sheets[1].rows.map((r) => String(r.cells[0])).join('\n')).toContain('示例');
    expect(read.meta).toMatchObject({ projId: '31', template: 'classification-v1' });
  });
});

describe('every rule, each with a broken workbook', () => {
  const cases: [rule: string, b: Workbook, at: { row: number | null; column: string | null; value: string | null }, zh: string, en: string][] = [
    ['no-header', book(GOOD, ['编号', '说明']), { row: null, column: null, value: null }, '找不到表头', 'No header row'],
    ['missing-column', book(GOOD.map((r) => r.slice(0, 5)), HEADER.slice(0, 5)), { row: null, column: null, value: null }, '缺少「权重」一列', 'Weight'],
    ['wrong-template', book(GOOD, HEADER, { template: 'index-v1' }), { row: null, column: null, value: null }, '不是分类体系的模板', 'not the template of a classification'],
    ['wrong-template', book(GOOD, HEADER, { template: 'classification-v1', projId: '32' }), { row: null, column: null, value: null }, '32 号指数', 'index 32'],
    ['empty-code', book([...GOOD, [null, '白茶', null, 'T', 2, 0]]), { row: 7, column: '代码 Code', value: null }, '没有代码', 'no code'],
    ['duplicate-code', book([...GOOD, ['T12', '黄茶', null, 'T1', 3, 10]]), { row: 7, column: '代码 Code', value: 'T12' }, '代码 T12 重复，第 5 行已有', 'row 5'],
    ['empty-name', book(edit('T11', { 1: null })), { row: 4, column: '名称 Name', value: null }, 'T11 没有名称', 'T11 has no name'],
    ['unknown-parent', book(edit('T12', { 3: 'T9' })), { row: 5, column: '上级代码 Parent', value: 'T9' }, '上级代码 T9 不在表中', 'The parent T9 of T12'],
    ['level-mismatch', book(edit('T11', { 4: 2 })), { row: 4, column: '层级 Level', value: '2' }, 'T11 的层级应为 3', 'must be 3'],
    ['level-mismatch', book(edit('T', { 4: 2 }).map((r) => (r[0] === 'T' ? r : [...r.slice(0, 4), Number(r[4]) + 1, r[5]]))), { row: 2, column: '层级 Level', value: '2' }, '总指数 T 的层级须是 1', 'level 1'],
    ['too-deep', book([...GOOD, ['T111', '明前龙井', null, 'T11', 4, 100], ['T1111', '特级', null, 'T111', 5, 100]]), { row: 8, column: '层级 Level', value: '5' }, '超过了 4 层', 'deeper than 4'],
    ['not-a-number', book(edit('T11', { 4: '三' })), { row: 4, column: '层级 Level', value: '三' }, '整数', 'whole number'],
    ['empty-level', book(edit('T2', { 4: null })), { row: 6, column: '层级 Level', value: null }, 'T2 的层级是空的', 'level of T2 is empty'],
    ['cycle', book([...GOOD, ['X1', '甲', null, 'X2', 2, 100], ['X2', '乙', null, 'X1', 3, 100]]), { row: 7, column: '上级代码 Parent', value: 'X2' }, '循环', 'cycle'],
    ['root', book([...GOOD, ['U', '另一总指数', null, null, 1, null]]), { row: 7, column: '上级代码 Parent', value: null }, '只能有一个总指数', 'one composite only'],
    ['root', book(edit('T', { 3: 'T2' }).map((r) => r)), { row: null, column: null, value: null }, '没有总指数', 'No composite'],
    ['weight-sum', book(edit('T12', { 5: 20 })), { row: 3, column: '权重(%) Weight', value: '90' }, 'T1（绿茶）的下级权重合计 90%，应为 100%', 'add up to 90%'],
    ['empty-weight', book(edit('T2', { 5: null })), { row: 6, column: '权重(%) Weight', value: null }, 'T2 的权重是空的', 'weight of T2 is empty'],
    ['not-a-number', book(edit('T2', { 5: '四十' })), { row: 6, column: '权重(%) Weight', value: '四十' }, 'T2 的权重不是数字', 'not a number'],
    ['out-of-range', book(edit('T2', { 5: -40 })), { row: 6, column: '权重(%) Weight', value: '-40' }, '须大于 0', 'must be above 0'],
    ['empty-tree', book([]), { row: null, column: null, value: null }, '没有任何节点', 'no node'],
  ];

  it.each(cases)('%s: names sheet, row, column and value in both languages, and gives no tree', (rule, b, at, zh, en) => {
    const check = checkClassification(b, 31);
    expect(check.nodes).toBeNull();
    const issue = check.issues.find((i) => i.rule === rule && i.level === 'error');
    expect(issue).toMatchObject({ ...at, sheet: rule === 'no-header' ? null : '分类体系' });
    expect(issue!.message).toContain(zh);
    expect(issue!.message).toContain(en);
    expect(issue!.message).toMatch(/（.+）$/);
  });

  it('reports every problem of a file at once, not only the first', () => {
    const broken = book(edit('T11', { 1: null, 5: 50 }).map((r) => (r[0] === 'T2' ? [...r.slice(0, 3), 'T9', 2, 40] : r)));
    expect(errorsOf(broken).map((i) => i.rule).sort()).toEqual(['empty-name', 'unknown-parent', 'weight-sum', 'weight-sum']);
  });
});

describe('the diff against the tree in force', () => {
  const n = (id: string, parentId: string | null, name: string, level: number, weight: number): ClassNode => ({ id, parentId, name, enName: '', level, weight });
  const inForce = [n('T', null, '茶叶', 1, 100), n('T1', 'T', '绿茶', 2, 60), n('T11', 'T1', '龙井', 3, 42), n('T12', 'T1', '碧螺春', 3, 18), n('T2', 'T', '红茶', 2, 40)];

  it('is empty for the same tree', () => {
    expect(diffTrees(inForce, inForce)).toEqual([]);
  });

  it('says added, removed, renamed, moved and reweighted, shallowest first', () => {
    const proposed = [n('T', null, '茶叶', 1, 100), n('T1', 'T', '绿茶类', 2, 50), n('T11', 'T1', '龙井', 3, 50), n('T2', 'T', '红茶', 2, 50), n('T12', 'T2', '碧螺春', 3, 20), n('T21', 'T2', '祁红', 3, 30)];
    expect(diffTrees(inForce, proposed)).toEqual([
      { nodeId: 'T1', name: '绿茶类', level: 2, change: 'renamed', previousName: '绿茶' },
      { nodeId: 'T2', name: '红茶', level: 2, change: 'reweighted', weightBefore: 40, weightAfter: 50 },
      { nodeId: 'T11', name: '龙井', level: 3, change: 'reweighted', weightBefore: 42, weightAfter: 50 },
      { nodeId: 'T12', name: '碧螺春', level: 3, change: 'moved' },
      { nodeId: 'T21', name: '祁红', level: 3, change: 'added' },
    ]);
    expect(diffTrees(proposed, inForce)).toContainEqual({ nodeId: 'T21', name: '祁红', level: 3, change: 'removed' });
  });

  it('against no tree in force, everything is added', () => {
    expect(diffTrees([], inForce).map((c) => c.change)).toEqual(['added', 'added', 'added', 'added', 'added']);
  });
});
