/**
 * A family's classification (issue 45) against the real server, on a family that has nothing yet (a
 * new family row beside the demo's, its own codes and names): the template of no tree is the header
 * alone; a broken workbook answers its errors and changes nothing; the first tree is imported,
 * submitted, refused to its own author whatever their role becomes, approved by another account, and
 * the public tree answers it once its first period is out; a second tree from a later period is a
 * break of the history answer with the office's note, imported and approved through the command line
 * (`npm run tree`) as a scripted office would. Every admin answer is checked against
 * docs/openapi.yaml.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { request } from './support/server';
import { cli, data, publishingSuite, tokenOf } from './support/publishing';
import { queryRows } from './support/sql';
import { consistent, filled, templateRows } from '../support/indexTemplate';
import type { ClassificationChange, PublishingFamily } from '../../src/types/admin';
import type { IndexNode, IndexSeries } from '../../src/types/webapi';

const TEA = 31;
const A = `/webapi/admin/families/${TEA}/classification`;

const suite = publishingSuite(undefined, {
  // A monthly family with no tree and no release, as a new office's would be (the site is the demo's).
  beforeStart: async (database) => {
    await queryRows(
      database,
      `INSERT INTO index_family (site_id, proj_id, name, frequency, base_value, meta, ord)
       SELECT site_id, ${TEA}, '南湖茶叶价格指数', 'month', 100, meta || jsonb_build_object('projId', ${TEA}, 'name', '南湖茶叶价格指数', 'frequency', 'month'), 99
       FROM index_family WHERE proj_id = 22`,
    );
  },
});
const { as, problems } = suite;

type Cell = string | number | null;
const HEADER = ['代码 Code', '名称 Name', '英文名称 English name', '上级代码 Parent', '层级 Level', '权重(%) Weight'];
const FIRST: Cell[][] = [
  ['TEA', '茶叶总指数', 'Tea', null, 1, null],
  ['TEA-G', '绿茶', 'Green tea', 'TEA', 2, 60],
  ['TEA-G1', '龙井', 'Longjing', 'TEA-G', 3, 70],
  ['TEA-G2', '碧螺春', 'Biluochun', 'TEA-G', 3, 30],
  ['TEA-B', '红茶', 'Black tea', 'TEA', 2, 40],
];

async function workbook(rows: Cell[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('分类体系');
  sheet.addRow(HEADER);
  for (const r of rows) sheet.addRow(r);
  return Buffer.from(await book.xlsx.writeBuffer());
}

const importTree = async (rows: Cell[][], validFrom: string, note: string) =>
  as.editor.send('POST', `${A}/import?validFrom=${validFrom}&note=${encodeURIComponent(note)}&filename=tree.xlsx`, await workbook(rows));

const publicJson = async <T>(url: string) => (await request(suite.server.baseURL, url)).json as { data: T; success: boolean; errorCode?: string };

const due = async () => data<PublishingFamily[]>(await as.editor.send('GET', '/webapi/admin/index/families')).find((f) => f.projId === TEA)!.next;

/** Imports the period's figures from its template, submits and releases them at once (the reviewer). */
async function release(period: string, move: number) {
  const t = await as.editor.send('GET', `/webapi/admin/index/template?projId=${TEA}&period=${period}`);
  const { book, rows } = await templateRows(t.bytes);
  const values = consistent(rows, (r) => (r.previous || 100) * (1 + move / 100));
  const report = data<{ id: number; errors: number }>(await as.editor.send('POST', `/webapi/admin/index/imports?projId=${TEA}&period=${period}&filename=m.xlsx`, await filled(book, values)));
  expect(report.errors).toBe(0);
  const pub = data<{ id: number }>(await as.editor.send('POST', '/webapi/admin/index/publications', { importId: report.id }));
  const r = await as.reviewer.send('POST', `/webapi/admin/index/publications/${pub.id}/review`, { decision: 'approve', acknowledgeWarnings: true, publishNow: true });
  expect(r.status).toBe(200);
}

describe("a family's classification", () => {
  let first: string;

  it('has a template with the header and an example while there is no tree', async () => {
    const t = await as.reviewer.send('GET', `${A}/template`);
    expect(t.status).toBe(200);
    expect(decodeURIComponent(/filename\*=UTF-8''(.+)$/.exec(t.headers.get('content-disposition')!)![1])).toBe('南湖茶叶价格指数-分类体系.xlsx');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(t.bytes as unknown as ArrayBuffer);
    expect(book.getWorksheet('分类体系')!.rowCount).toBe(1);
    expect(book.getWorksheet('分类体系')!.getRow(1).values).toEqual([undefined, ...HEADER]);
    expect(String(book.getWorksheet('填写说明')!.getCell('A7').value)).toContain('示例');
  });

  it('answers a broken workbook with its errors by row and column, and keeps nothing', async () => {
    first = (await due()).period;
    const broken = FIRST.map((r) => (r[0] === 'TEA-G2' ? [...r.slice(0, 5), 20] : r[0] === 'TEA-B' ? [r[0], r[1], r[2], 'TEA-X', 2, 40] : r));
    const r = await importTree(broken, first, '首版');
    expect(r.status).toBe(200);
    const report = data<ClassificationChange>(r);
    expect(report).toMatchObject({ id: null, state: null, nodes: [] });
    expect(report.issues).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ level: 'error', rule: 'weight-sum', sheet: '分类体系', row: 3, column: '权重(%) Weight', value: '90' }),
        expect.objectContaining({ level: 'error', rule: 'unknown-parent', row: 6, column: '上级代码 Parent', value: 'TEA-X' }),
      ]),
    );
    expect(report.issues.find((i) => i.rule === 'weight-sum' && i.row === 3)!.message).toBe('TEA-G（绿茶）的下级权重合计 90%，应为 100%（The weights under TEA-G (绿茶) add up to 90%, not 100%）');
    expect(data<ClassificationChange[]>(await as.reviewer.send('GET', `${A}/changes`))).toEqual([]);
    expect(await treeSize()).toBe(0);
  });

  it('refuses a period that is not a month, with a bilingual 400', async () => {
    const r = await importTree(FIRST, '2026-11-23', '首版');
    expect({ status: r.status, code: r.json.errorCode }).toEqual({ status: 400, code: 'BAD_REQUEST' });
    expect(r.json.errorMessage).toMatch(/年月.*（A monthly period is a month/);
  });

  it('imports the first tree, submits it, refuses its author as reviewer, and puts it in force when another approves', async () => {
    const checked = data<ClassificationChange>(await importTree(FIRST, first, '首版分类：绿茶、红茶两大类'));
    expect(checked).toMatchObject({ state: 'checked', validFrom: first, errors: 0, counts: { nodes: 5, added: 5, removed: 0, renamed: 0, moved: 0, reweighted: 0 } });
    expect(checked.nodes.map((n) => [n.id, n.weight, n.share])).toEqual([
      ['TEA', 100, 100],
      ['TEA-G', 60, 60],
      ['TEA-G1', 42, 70],
      ['TEA-G2', 18, 30],
      ['TEA-B', 40, 40],
    ]);
    const submitted = data<ClassificationChange>(await as.editor.send('POST', `${A}/changes/${checked.id}/submit`));
    expect(submitted).toMatchObject({ state: 'submitted', submittedBy: 'editor1' });

    // Four eyes: its author, made a reviewer since, still may not review it.
    const author = await suite.account('treewriter', 'editor');
    const own = data<ClassificationChange>(await author.send('POST', `${A}/import?validFrom=${first}&note=x&filename=t.xlsx`, await workbook(FIRST)));
    await author.send('POST', `${A}/changes/${own.id}/submit`);
    const accounts = data<{ id: number; name: string }[]>(await as.admin.send('GET', '/webapi/admin/accounts'));
    await as.admin.send('PATCH', `/webapi/admin/accounts/${accounts.find((a) => a.name === 'treewriter')!.id}`, { role: 'reviewer' });
    const same = await suite.signIn('treewriter');
    const refused = await same.send('POST', `${A}/changes/${own.id}/review`, { decision: 'approve' });
    expect({ status: refused.status, code: refused.json.errorCode, message: refused.json.errorMessage }).toEqual({
      status: 403,
      code: 'FORBIDDEN',
      message: '不能审核自己导入或提交的分类体系（You may not review a classification you imported or submitted.）',
    });
    expect((await as.reviewer.send('POST', `${A}/changes/${own.id}/review`, { decision: 'return' })).status).toBe(400);
    expect(data<ClassificationChange>(await as.reviewer.send('POST', `${A}/changes/${own.id}/review`, { decision: 'return', comment: '重复提交' }))).toMatchObject({ state: 'returned', comment: '重复提交' });

    const approved = data<ClassificationChange>(await as.reviewer.send('POST', `${A}/changes/${checked.id}/review`, { decision: 'approve' }));
    expect(approved).toMatchObject({ state: 'approved', reviewedBy: 'reviewer1' });
    expect((await as.reviewer.send('POST', `${A}/changes/${checked.id}/review`, { decision: 'approve' })).status).toBe(409);

    // The template is the tree in force now, weights as shares of the parent.
    const t = await as.editor.send('GET', `${A}/template`);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(t.bytes as unknown as ArrayBuffer);
    const rows: Cell[][] = [];
    book.getWorksheet('分类体系')!.eachRow((r, n) => {
      if (n > 1) rows.push([1, 2, 3, 4, 5, 6].map((i) => (r.getCell(i).value ?? '') as Cell).map((v) => (v === '' ? null : v)));
    });
    expect(rows).toEqual(FIRST);
  });

  it('is the public tree once the first period under it is out', async () => {
    await release(first, 0);
    const tree = await publicJson<IndexNode[]>(`/webapi/index/families/${TEA}/tree`);
    expect(tree.data[0]).toMatchObject({ id: 'TEA', name: '茶叶总指数', level: 1, weight: 100 });
    expect(tree.data[0].children!.map((n) => [n.id, n.name, n.weight])).toEqual([
      ['TEA-G', '绿茶', 60],
      ['TEA-B', '红茶', 40],
    ]);
    expect(tree.data[0].children![0].children!.map((n) => [n.id, n.weight])).toEqual([
      ['TEA-G1', 42],
      ['TEA-G2', 18],
    ]);
  });

  it('a tree may not start at or before a published period', async () => {
    const r = await importTree(FIRST, first, '迟了');
    expect({ status: r.status, code: r.json.errorCode }).toEqual({ status: 400, code: 'BAD_REQUEST' });
    expect(r.json.errorMessage).toContain('之后的一期开始生效');
  });

  it('a second tree from a later period is a break with the office’s note in the history answer', async () => {
    const second = (await due()).period;
    const basket: Cell[][] = [
      ['TEA', '茶叶总指数', 'Tea', null, 1, null],
      ['TEA-G', '绿茶类', 'Green tea', 'TEA', 2, 50],
      ['TEA-G1', '龙井', 'Longjing', 'TEA-G', 3, 100],
      ['TEA-B', '红茶', 'Black tea', 'TEA', 2, 50],
      ['TEA-B1', '祁门红茶', 'Keemun', 'TEA-B', 3, 60],
      ['TEA-G2', '碧螺春', 'Biluochun', 'TEA-B', 3, 40],
    ];
    const note = '2026 年起调整篮子：碧螺春并入红茶类口径，新增祁门红茶';
    // Through `npm run tree`, with the editor's and the reviewer's API tokens.
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'tree-')), 'basket.xlsx');
    fs.writeFileSync(file, await workbook(basket));
    const family = ['--family', String(TEA)];
    const imported = await cli(suite.server, await tokenOf(suite.server, 'editor1'), 'tree', 'import', file, ...family, '--from', second, '--note', note);
    expect(imported).toMatchObject({ code: 0, err: '' });
    expect(imported.out).toContain('改名  TEA-G 绿茶类（原名 绿茶）');
    expect(imported.out).toContain('调权  TEA-B 红茶（40% → 50%）');
    expect(imported.out).toMatch(/#\d+ {2}\d{4}年\d+月 起 {2}待审核 {2}6 个节点（新增 1，删除 0，改名 1，移动 1，调权 2）/);
    const checked = data<ClassificationChange[]>(await as.reviewer.send('GET', `${A}/changes`))[0];
    expect(checked).toMatchObject({ state: 'submitted', validFrom: second, note });
    expect(checked.changes).toEqual([
      { nodeId: 'TEA-G', name: '绿茶类', level: 2, change: 'renamed', previousName: '绿茶' },
      { nodeId: 'TEA-B', name: '红茶', level: 2, change: 'reweighted', weightBefore: 40, weightAfter: 50 },
      { nodeId: 'TEA-G1', name: '龙井', level: 3, change: 'reweighted', weightBefore: 42, weightAfter: 50 },
      { nodeId: 'TEA-B1', name: '祁门红茶', level: 3, change: 'added' },
      { nodeId: 'TEA-G2', name: '碧螺春', level: 3, change: 'moved' },
    ]);
    const reviewer = await tokenOf(suite.server, 'reviewer1');
    const approved = await cli(suite.server, reviewer, 'tree', 'approve', String(checked.id), ...family);
    expect(approved).toMatchObject({ code: 0 });
    expect(approved.out).toContain(`#${checked.id}`);
    expect(approved.out).toContain('已批准');
    fs.rmSync(path.dirname(file), { recursive: true, force: true });
    await release(second, 1);
    const series = await publicJson<IndexSeries[]>(`/webapi/index/series?projId=${TEA}`);
    expect(series.data[0].points.map((p) => p.period)).toEqual([first, second]);
    expect(series.data[0].breaks).toEqual([expect.objectContaining({ from: expect.objectContaining({ period: second }), note })]);
    expect(series.data[0].breaks[0].changes.map((c) => [c.nodeId, c.change])).toEqual([
      ['TEA-G', 'renamed'],
      ['TEA-B', 'reweighted'],
    ]);
    const trail = data<{ list: { action: string }[] }>(await as.admin.send('GET', '/webapi/admin/audit?entity=classification_change'));
    expect(trail.list.map((e) => e.action)).toEqual(expect.arrayContaining(['classification.import', 'classification.submit', 'classification.approve', 'classification.return']));
  });

  it('answered every admin request as docs/openapi.yaml says', () => {
    expect(problems).toEqual([]);
  });
});

/** How many nodes the family's latest tree has, as its template shows them (a bad file must not have added any). */
async function treeSize(): Promise<number> {
  const t = await as.editor.send('GET', `${A}/template`);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(t.bytes as unknown as ArrayBuffer);
  return book.getWorksheet('分类体系')!.rowCount - 1;
}
