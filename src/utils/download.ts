/**
 * Table downloads: CSV through papaparse (with a BOM so Excel reads Chinese), XLSX through
 * exceljs, which is loaded only when the visitor clicks. Text cells that a spreadsheet would read
 * as a formula are neutralised in both (see `neutraliseFormula`).
 */
export type Cell = string | number | null;

export interface Sheet {
  /** File name without extension. */
  name: string;
  columns: string[];
  rows: Cell[][];
}

export function save(blob: Blob, filename: string) {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** What Excel, LibreOffice and Google Sheets may read as the start of a formula (OWASP CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;
/** A negative number written as text (`-3.2`, `-12%`, `-1e3`): a spreadsheet reads it as a number, never a formula. */
const NEGATIVE_NUMBER = /^-(\d+(\.\d*)?|\.\d+)(e[+-]?\d+)?%?$/i;

/**
 * A text cell that starts like a formula (`=`, `+`, `-`, `@`, tab, carriage return) gets a leading
 * `'`, so a spreadsheet shows it as text instead of evaluating it (`=HYPERLINK(…)`, `-1+1`,
 * `@SUM(A1)`, `+1`). Numbers, and text that is just a negative number (`-3.2`, `-3.2%`), are left
 * alone.
 */
export function neutraliseFormula<T extends Cell | undefined>(value: T): T {
  if (typeof value !== 'string' || !FORMULA_START.test(value) || NEGATIVE_NUMBER.test(value)) return value;
  return `'${value}` as T;
}

const safeRow = (row: Cell[]) => row.map((v) => neutraliseFormula(v));

type PapaLib = typeof import('papaparse');
type ExcelLib = typeof import('exceljs');

/** The CSV text of a sheet, written by `Papa` (loaded by the caller, on click). */
export function csvOf(Papa: PapaLib, sheet: Sheet): string {
  return Papa.unparse({ fields: sheet.columns.map(neutraliseFormula), data: sheet.rows.map((r) => safeRow(r).map((v) => v ?? '')) });
}

export async function toCsv(sheet: Sheet): Promise<string> {
  return csvOf((await import('papaparse')).default, sheet);
}

export async function downloadCsv(sheet: Sheet) {
  const csv = await toCsv(sheet);
  save(new Blob(['\uFEFF', csv], { type: 'text/csv;charset=utf-8' }), `${sheet.name}.csv`);
}

/** The workbook of a sheet as bytes (bold header row, then the rows), written by `ExcelJS`. */
export async function xlsxOf(ExcelJS: ExcelLib, sheet: Sheet) {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet(sheet.name.slice(0, 31));
  ws.addRow(sheet.columns.map(neutraliseFormula)).font = { bold: true };
  sheet.rows.forEach((r) => ws.addRow(safeRow(r)));
  ws.columns.forEach((c) => {
    c.width = 16;
  });
  return wb.xlsx.writeBuffer();
}

export async function toXlsx(sheet: Sheet) {
  return xlsxOf((await import(/* webpackChunkName: "exceljs" */ 'exceljs')).default, sheet);
}

export async function downloadXlsx(sheet: Sheet) {
  const buf = await toXlsx(sheet);
  save(new Blob([buf], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }), `${sheet.name}.xlsx`);
}
