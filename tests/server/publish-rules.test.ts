/**
 * The checks of an index import (server/publish/validate.ts), with no server: every rule with a
 * sheet that breaks it and one that passes, the index arithmetic on the demo's own tree and figures,
 * and files as offices write them (the template filled in Excel, CSV in UTF-8 with a BOM or in GBK).
 */
import ExcelJS from 'exceljs';
import fc from 'fast-check';
import iconv from 'iconv-lite';
import { buildPriceFamily } from '../../mock/lib/indices';
import { nodesAt } from '../../server/model/family';
import { beijingDay } from '../../server/model/calendar';
import { readWorkbook } from '../../server/publish/sheet';
import { indexTemplate, templateWeight, WEIGHT_FORMAT } from '../../server/publish/template';
import { checkIndexSheet, type IndexCheckContext, type TreeNode } from '../../server/publish/validate';
import { consistent, templateRows } from '../support/indexTemplate';
import { nowMs } from '../../server/clock';

const fam = buildPriceFamily(beijingDay(new Date(nowMs())));
const last = fam.periods.length - 1;
const valuesAt = (i: number) => new Map(nodesAt(fam, i).map((n) => [n.id, fam.values.get(n.id)![i]]));
const same = fam.sameIndex[last];

/** The context of the demo's latest week, as if it were not published yet. */
const context = (extra: Partial<IndexCheckContext> = {}): IndexCheckContext => ({
  projId: fam.family.projId,
  period: fam.periods[last].key,
  nodes: nodesAt(fam, last).map(({ id, parentId, name, level, weight }) => ({ id, parentId, name, level, weight })),
  previous: valuesAt(last - 1),
  yearAgo: same === null ? null : valuesAt(same),
  published: null,
  movePct: 5,
  tolerance: 0.02,
  ...extra,
});

/** The template of the latest week, filled with `fill(id)` (null leaves a cell empty). */
async function filled(fill: (id: string, row: number) => ExcelJS.CellValue, edit?: (ws: ExcelJS.Worksheet) => void): Promise<Buffer> {
  const ctx = context();
  const bytes = await indexTemplate({ projId: ctx.projId, familyName: '价格指数', period: ctx.period, label: ctx.period, unitNote: '', nodes: ctx.nodes, previous: { label: 'prev', values: ctx.previous! }, movePct: 5, tolerance: 0.02 });
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(bytes as unknown as ArrayBuffer);
  const ws = book.getWorksheet('指数')!;
  ws.eachRow((row, n) => {
    if (n > 1) row.getCell(7).value = fill(String(row.getCell(1).value), n);
  });
  edit?.(ws);
  return Buffer.from(await book.xlsx.writeBuffer());
}

const truth = valuesAt(last);
const rulesOf = (check: ReturnType<typeof checkIndexSheet>) => check.issues.map((i) => `${i.level}:${i.rule}`);

describe('an index import is checked before anyone submits it', () => {
  it('the demo week, filled into its template, passes: the arithmetic holds on the demo tree under its weights', async () => {
    const check = checkIndexSheet(await readWorkbook(await filled((id) => truth.get(id)!), 'w.xlsx'), context());
    expect(check.issues.filter((i) => i.level === 'error')).toEqual([]);
    expect(check.values).toEqual(truth);
  });

  it('the template writes the weights tidily (six significant digits, shown to four decimals), and a sheet averaged from them passes', async () => {
    const ctx = context();
    const bytes = await indexTemplate({ projId: ctx.projId, familyName: 'x', period: ctx.period, label: ctx.period, unitNote: '', nodes: ctx.nodes, previous: { label: 'prev', values: ctx.previous! }, movePct: 5, tolerance: 0.02 });
    const { book, rows } = await templateRows(bytes);
    const stored = new Map(ctx.nodes.map((n) => [n.id, n.weight]));
    // The demo's tree has weights of many digits (shares of shares): the test means something.
    expect(ctx.nodes.some((n) => String(n.weight).replace(/^0\.0*|\./g, '').length > 6)).toBe(true);
    const sheet = book.getWorksheet('指数')!;
    sheet.eachRow((r, n) => {
      if (n === 1) return;
      const w = r.getCell(5).value as number;
      const exact = stored.get(String(r.getCell(1).value))!;
      expect(w).toBe(Number(exact.toPrecision(6)));
      expect(Math.abs(w - exact)).toBeLessThanOrEqual(exact * 5e-6);
      expect(r.getCell(5).numFmt).toBe(WEIGHT_FORMAT);
    });
    // A compiler averages the parents from the sheet's weights; the import checks them against the stored ones.
    for (const move of [0.9, 1.004, 1.3]) {
      const values = consistent(rows, (row) => truth.get(row.code)! * move * (row.code.length % 2 ? 1.05 : 0.95));
      const sheetRows = [['代码', '本期定基'], ...[...values].map(([id, v]) => [id, v])].map((cells, k) => ({ row: k + 1, cells }));
      const check = checkIndexSheet({ format: 'csv', sheets: [{ name: 'x', rows: sheetRows }], meta: {} }, { ...ctx, movePct: 100 });
      expect(check.issues.filter((i) => i.rule === 'parent-mismatch')).toEqual([]);
    }
  });

  it('weights of any scale, rounded as the template writes them, keep a parent averaged from them inside the tolerance', () => {
    const child = fc.record({ weight: fc.double({ min: 1e-4, max: 1000, noNaN: true }), value: fc.double({ min: 20, max: 500, noNaN: true }) });
    fc.assert(
      fc.property(fc.array(child, { minLength: 1, maxLength: 40 }), (kids) => {
        const round2 = (v: number) => Math.round(v * 100) / 100;
        const nodes: TreeNode[] = [{ id: 'R', parentId: null, name: 'R', level: 1, weight: 1 }, ...kids.map((k, i) => ({ id: `C${i}`, parentId: 'R', name: `C${i}`, level: 2, weight: k.weight }))];
        const values = kids.map((k) => round2(k.value));
        const sheetWeights = kids.map((k) => templateWeight(k.weight));
        const parent = round2(values.reduce((s, v, i) => s + sheetWeights[i] * v, 0) / sheetWeights.reduce((s, w) => s + w, 0));
        const rows = [['代码', '本期定基'], ['R', parent], ...values.map((v, i) => [`C${i}`, v])].map((cells, k) => ({ row: k + 1, cells }));
        const check = checkIndexSheet({ format: 'csv', sheets: [{ name: 'x', rows }], meta: {} }, { ...context(), nodes, previous: null, yearAgo: null });
        expect(check.issues.filter((i) => i.rule === 'parent-mismatch')).toEqual([]);
      }),
    );
  });

  it('every period of the demo passes the parent check with its own tree (classification changes included)', () => {
    for (let i = 1; i <= last; i += 1) {
      const nodes = nodesAt(fam, i).map(({ id, parentId, name, level, weight }) => ({ id, parentId, name, level, weight }));
      const rows = [['代码', '本期定基'], ...nodes.map((n) => [n.id, fam.values.get(n.id)![i]])].map((cells, k) => ({ row: k + 1, cells }));
      const check = checkIndexSheet({ format: 'csv', sheets: [{ name: 'x', rows }], meta: {} }, { ...context(), period: fam.periods[i].key, nodes, previous: null, yearAgo: null });
      expect(check.issues.filter((x) => x.rule === 'parent-mismatch').map((x) => `${fam.periods[i].key} ${x.message}`)).toEqual([]);
    }
  });

  it('cells: an unknown code, a repeated one, a missing one, an empty value, text, zero — each an error with its row and column', async () => {
    const ids = [...truth.keys()];
    const bytes = await filled(
      (id) => (id === ids[3] ? null : id === ids[4] ? '约101' : id === ids[5] ? 0 : truth.get(id)!),
      (ws) => {
        ws.getCell('A3').value = 'X-999';
        ws.addRow([ids[2], '', '', '', '', '', truth.get(ids[2])]);
      },
    );
    const check = checkIndexSheet(await readWorkbook(bytes, 'w.xlsx'), context());
    expect(check.values).toBeNull();
    const byRule = Object.fromEntries(check.issues.map((i) => [i.rule, i]));
    expect(byRule['unknown-code']).toMatchObject({ level: 'error', sheet: '指数', row: 3, column: '代码 Code', value: 'X-999' });
    expect(byRule['missing-code'].message).toContain(ids[1]);
    expect(byRule['empty-value']).toMatchObject({ row: ids.indexOf(ids[3]) + 2, column: '本期定基 Value' });
    expect(byRule['not-a-number']).toMatchObject({ value: '约101' });
    expect(byRule['out-of-range']).toMatchObject({ value: '0' });
    expect(byRule['duplicate-code']).toMatchObject({ row: ids.length + 2, value: ids[2] });
    // Messages are Chinese, then English in brackets.
    for (const i of check.issues) expect(i.message).toMatch(/[\u4e00-\u9fff].*（[A-Za-z].*）$/);
  });

  it('a parent that disagrees with its children under the weights is an error; within the tolerance it is not', async () => {
    const root = context().nodes[0].id;
    const off = checkIndexSheet(await readWorkbook(await filled((id) => (id === root ? truth.get(id)! + 0.5 : truth.get(id)!)), 'w.xlsx'), context());
    expect(rulesOf(off)).toContain('error:parent-mismatch');
    expect(off.issues.find((i) => i.rule === 'parent-mismatch')?.row).toBe(2);
    const near = checkIndexSheet(await readWorkbook(await filled((id) => (id === root ? truth.get(id)! + 0.01 : truth.get(id)!)), 'w.xlsx'), context());
    expect(rulesOf(near)).not.toContain('error:parent-mismatch');
  });

  it('环比 and 同比 given in the file are checked against the stored levels', async () => {
    const leaf = context().nodes.find((n) => n.level === 4)!.id;
    const prev = context().previous!.get(leaf)!;
    const right = Math.round((truth.get(leaf)! / prev) * 10000) / 100;
    const bytes = (mom: number) => filled((id) => truth.get(id)!, (ws) => ws.eachRow((row) => String(row.getCell(1).value) === leaf && (row.getCell(8).value = mom)));
    expect(rulesOf(checkIndexSheet(await readWorkbook(await bytes(right), 'w.xlsx'), context()))).not.toContain('error:mom-mismatch');
    const wrong = checkIndexSheet(await readWorkbook(await bytes(right + 1), 'w.xlsx'), context());
    expect(wrong.issues.find((i) => i.rule === 'mom-mismatch')).toMatchObject({ level: 'error', column: '环比指数(上期=100，选填) MoM', value: String(right + 1) });
  });

  it('a move beyond the family threshold is a warning for the reviewer, not an error', async () => {
    const leaf = context().nodes.find((n) => n.level === 4)!;
    const check = checkIndexSheet(await readWorkbook(await filled((id) => (id === leaf.id ? Math.round(context().previous!.get(id)! * 108) / 100 : truth.get(id)!)), 'w.xlsx'), context({ tolerance: 1000 }));
    expect(check.issues.find((i) => i.rule === 'large-move')).toMatchObject({ level: 'warning' });
    expect(check.errors).toBe(0);
    expect(check.values).not.toBeNull();
  });

  it('a period already published makes the import a revision, counted', async () => {
    const published = new Map(truth);
    const first = [...truth.keys()].pop()!;
    published.set(first, truth.get(first)! - 0.3);
    const check = checkIndexSheet(await readWorkbook(await filled((id) => truth.get(id)!), 'w.xlsx'), context({ published, tolerance: 1 }));
    expect(check.revision).toEqual({ changed: 1 });
    expect(check.issues.find((i) => i.rule === 'revision')?.level).toBe('warning');
  });

  it('a template of another period or family is refused', async () => {
    const check = checkIndexSheet(await readWorkbook(await filled((id) => truth.get(id)!), 'w.xlsx'), context({ period: '2020-01-06' }));
    expect(rulesOf(check)).toEqual(['error:wrong-template']);
  });

  it('CSV as offices save it: UTF-8 with a BOM, and GBK from a Chinese Excel, read the same', async () => {
    const lines = ['代码,名称,本期定基', ...[...truth].map(([id, v]) => `${id},${context().nodes.find((n) => n.id === id)!.name},${v}`)].join('\r\n');
    for (const bytes of [Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(lines)]), iconv.encode(lines, 'gbk')]) {
      const book = await readWorkbook(bytes, '本周.csv');
      expect(book.sheets[0].rows[1].cells[1]).toBe(context().nodes[0].name);
      expect(checkIndexSheet(book, context()).values).toEqual(truth);
    }
    expect((await readWorkbook(iconv.encode(lines, 'gbk'), 'x.csv')).encoding).toBe('gbk');
  });

  it('no header, a binary file or a broken workbook: a clear answer, never a crash', async () => {
    expect(rulesOf(checkIndexSheet(await readWorkbook(Buffer.from('a,b\n1,2'), 'x.csv'), context()))).toEqual(['error:no-header']);
    await expect(readWorkbook(Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0, 0, 0, 0]), 'old.xls')).rejects.toMatchObject({ status: 400 });
    await expect(readWorkbook(Buffer.from([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]), 'x.xlsx')).rejects.toMatchObject({ status: 400 });
  });

  it('whatever the sheet holds, the check answers a report (never throws) and values only without errors', () => {
    const cell = fc.oneof(fc.constant(null), fc.string({ maxLength: 8 }), fc.double({ noNaN: false }), fc.constantFrom(...truth.keys()));
    fc.assert(
      fc.property(fc.array(fc.array(cell, { maxLength: 6 }), { maxLength: 30 }), (rows) => {
        const sheet = [['代码', '本期定基', '环比'], ...rows].map((cells, k) => ({ row: k + 1, cells: cells as (string | number | null)[] }));
        const check = checkIndexSheet({ format: 'csv', sheets: [{ name: 's', rows: sheet }], meta: {} }, context());
        expect(check.errors + check.warnings).toBe(check.issues.length);
        expect(check.values === null).toBe(check.errors > 0);
      }),
      { numRuns: 200 },
    );
  });
});
