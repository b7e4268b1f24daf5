/**
 * An index period's template (server/publish/template.ts) filled the way a compiler would, for the
 * tests of publishing (tests/server/publish.test.ts over HTTP, tests/e2e/admin-publish.spec.ts in the
 * browser): its rows read with exceljs, values consistent with the weights, written back.
 */
import ExcelJS from 'exceljs';

export interface TemplateRow {
  code: string;
  parent: string;
  weight: number;
  previous: number;
  level: number;
}

/** The template's rows (code, parent, weight, last period's value). */
export async function templateRows(bytes: Uint8Array): Promise<{ book: ExcelJS.Workbook; rows: TemplateRow[] }> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(bytes as unknown as ArrayBuffer);
  const rows: TemplateRow[] = [];
  book.getWorksheet('指数')!.eachRow((r, n) => {
    if (n > 1) rows.push({ code: String(r.getCell(1).value), level: Number(r.getCell(3).value), parent: String(r.getCell(4).value ?? ''), weight: Number(r.getCell(5).value), previous: Number(r.getCell(6).value) });
  });
  return { book, rows };
}

/** Leaves moved by `move(code)`, every parent the weighted average of its children, rounded as published. */
export function consistent(rows: TemplateRow[], leaf: (r: TemplateRow) => number): Map<string, number> {
  const values = new Map<string, number>();
  const kids = (code: string) => rows.filter((r) => r.parent === code);
  const valueOf = (r: TemplateRow): number => {
    const children = kids(r.code);
    const v = children.length ? children.reduce((s, c) => s + c.weight * valueOf(c), 0) / children.reduce((s, c) => s + c.weight, 0) : leaf(r);
    const rounded = Math.round(v * 100) / 100;
    values.set(r.code, rounded);
    return rounded;
  };
  valueOf(rows[0]);
  return values;
}

/** The workbook with `values` in the column to fill (本期定基), a code without one left empty. */
export async function filled(book: ExcelJS.Workbook, values: Map<string, ExcelJS.CellValue>): Promise<Buffer> {
  book.getWorksheet('指数')!.eachRow((r, n) => {
    if (n > 1) r.getCell(7).value = values.get(String(r.getCell(1).value)) ?? null;
  });
  return Buffer.from(await book.xlsx.writeBuffer());
}
