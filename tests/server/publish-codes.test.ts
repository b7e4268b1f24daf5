/**
 * The check of a dataset published as one value per code (server/publish/codes.ts), with no server:
 * its template filled as a compiler would passes; each rule fails on a sheet that breaks it (codes,
 * blanks, numbers, the plausible band, totals against their parts, at most N values, another
 * template); a move beyond the alert and a revision are warnings; an optional row may stay blank.
 */
import ExcelJS from 'exceljs';
import { checkCodeSheet, codeTemplate, type CodeTable } from '../../server/publish/codes';
import { readWorkbook } from '../../server/publish/sheet';
import { checkIndexSheet } from '../../server/publish/validate';

const table = (extra: Partial<CodeTable> = {}): CodeTable => ({
  dataset: 'trade',
  title: '进出口',
  period: '2026-10',
  label: '2026年10月进出口',
  kind: 'new',
  rows: [
    { code: 'EXP', name: '出口总额', note: '万美元' },
    { code: 'EXP-P1', name: '对甲出口', note: '万美元' },
    { code: 'EXP-P2', name: '对乙出口', note: '万美元' },
    { code: 'X', name: '选填', note: '', optional: true },
  ],
  value: { zh: '金额', en: 'amount', decimals: 2, min: 0, max: 1000 },
  previous: { label: '2026年9月', values: new Map([['EXP', 100], ['EXP-P1', 60], ['EXP-P2', 40]]) },
  movePct: 50,
  sums: [{ code: 'EXP', parts: ['EXP-P1', 'EXP-P2'] }],
  maxValues: null,
  published: null,
  headline: 'EXP',
  notices: [],
  help: [],
  ...extra,
});

/** The table's template with `values` filled in (absent: blank), and `extra` rows appended. */
async function filled(ctx: CodeTable, values: Record<string, ExcelJS.CellValue>, extra: ExcelJS.CellValue[][] = []) {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load((await codeTemplate(ctx)) as unknown as ArrayBuffer);
  const ws = book.worksheets[0];
  ws.eachRow((r, n) => {
    if (n > 1) r.getCell(5).value = values[String(r.getCell(1).value)] ?? null;
  });
  for (const cells of extra) ws.addRow(cells);
  return readWorkbook(Buffer.from(await book.xlsx.writeBuffer()), 'f.xlsx');
}
const rules = (c: ReturnType<typeof checkCodeSheet>) => c.issues.map((i) => `${i.level}:${i.rule}:${i.row ?? '-'}`);

describe('one value per code', () => {
  it('passes the template filled consistently, an optional row left blank, with the preview values', async () => {
    const c = checkCodeSheet(await filled(table(), { EXP: 110, 'EXP-P1': 66, 'EXP-P2': 44 }), table());
    expect(c.issues).toEqual([]);
    expect(Object.fromEntries(c.values!)).toEqual({ EXP: 110, 'EXP-P1': 66, 'EXP-P2': 44 });
  });

  it('reports each broken cell by row, in Chinese and English, and keeps no values', async () => {
    const c = checkCodeSheet(await filled(table(), { EXP: 110, 'EXP-P1': '六十', X: 2000 }, [['EXP', null, null, null, 1], ['NOPE', null, null, null, 1], [null, 'x']]), table());
    expect(rules(c)).toEqual(
      expect.arrayContaining(['error:not-a-number:3', 'error:empty-value:4', 'error:out-of-range:5', 'error:duplicate-code:6', 'error:unknown-code:7', 'error:empty-code:8']),
    );
    for (const i of c.issues) expect(i.message).toMatch(/[\u4e00-\u9fff].*（.*[A-Za-z].*）$/);
    expect(c.values).toBeNull();
  });

  it('a total off its parts by more than the rounding is an error; within it, not', async () => {
    expect(rules(checkCodeSheet(await filled(table(), { EXP: 100.02, 'EXP-P1': 60, 'EXP-P2': 40 }), table()))).toEqual(['error:sum-mismatch:2']);
    expect(rules(checkCodeSheet(await filled(table(), { EXP: 100.01, 'EXP-P1': 60, 'EXP-P2': 40 }), table()))).toEqual([]);
  });

  it('a move beyond the alert and a revision are warnings; too many values and another template are errors', async () => {
    const moved = checkCodeSheet(await filled(table(), { EXP: 160, 'EXP-P1': 120, 'EXP-P2': 40 }), table({ published: new Map([['EXP', 150]]) }));
    expect(rules(moved)).toEqual(['warning:large-move:2', 'warning:large-move:3', 'warning:revision:-']);
    expect(moved.revision).toEqual({ changed: 3 });
    expect(moved.values).not.toBeNull();
    expect(rules(checkCodeSheet(await filled(table(), { EXP: 100, 'EXP-P1': 60, 'EXP-P2': 40, X: 1 }), table({ maxValues: 3 })))).toEqual(['error:too-many:-']);
    expect(rules(checkCodeSheet(await filled(table(), { EXP: 100 }), table({ period: '2026-11' })))).toEqual(['error:wrong-template:-']);
    expect(rules(checkCodeSheet(await filled(table(), { EXP: 100 }), table({ dataset: 'materials' })))).toEqual(['error:wrong-template:-']);
  });

  it('an index import refuses the template of another dataset', async () => {
    const book = await filled(table({ dataset: 'materials' }), { EXP: 100 });
    const ctx = { projId: 21, period: '2026-11-23', nodes: [], previous: null, yearAgo: null, published: null, movePct: 5, tolerance: 0.02 };
    expect(checkIndexSheet(book, ctx).issues.map((i) => i.rule)).toEqual(['wrong-template']);
  });
});
