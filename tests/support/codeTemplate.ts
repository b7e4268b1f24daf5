/**
 * A dataset's template (raw-material prices, trade, brand ranking: server/publish/codes.ts) read and
 * filled the way a compiler would, for tests/server/publish-datasets.test.ts: its rows (code, name,
 * last period's value) read with exceljs, values written into the column to fill (本期).
 */
import ExcelJS from 'exceljs';

export interface CodeTemplateRow {
  code: string;
  name: string;
  /** Last period's value; null when there is none (a brand not ranked last time). */
  previous: number | null;
  /** As Excel numbers it. */
  row: number;
}

export async function codeTemplateRows(bytes: Uint8Array): Promise<{ book: ExcelJS.Workbook; sheet: ExcelJS.Worksheet; rows: CodeTemplateRow[] }> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(bytes as unknown as ArrayBuffer);
  const sheet = book.worksheets[0];
  const rows: CodeTemplateRow[] = [];
  sheet.eachRow((r, n) => {
    if (n === 1) return;
    const previous = r.getCell(4).value;
    rows.push({ code: String(r.getCell(1).value), name: String(r.getCell(2).value), previous: previous === null || previous === '' ? null : Number(previous), row: n });
  });
  return { book, sheet, rows };
}

/** The workbook with `values` in the column to fill, a code without one left empty; `extra` rows appended as given. */
export async function fillCodes(book: ExcelJS.Workbook, values: Map<string, ExcelJS.CellValue>, extra: ExcelJS.CellValue[][] = []): Promise<Buffer> {
  const sheet = book.worksheets[0];
  sheet.eachRow((r, n) => {
    if (n > 1) r.getCell(5).value = values.get(String(r.getCell(1).value)) ?? null;
  });
  const copy = new ExcelJS.Workbook();
  await copy.xlsx.load((await book.xlsx.writeBuffer()) as ArrayBuffer);
  for (const cells of extra) copy.worksheets[0].addRow(cells);
  return Buffer.from(await copy.xlsx.writeBuffer());
}

export const round2 = (v: number): number => Math.round(v * 100) / 100;
