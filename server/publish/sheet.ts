/**
 * An uploaded figures file as rows of cells, whatever the office's tools wrote: an Excel workbook
 * (XLSX, known by its ZIP signature, not its name) or a CSV in UTF-8 (with or without BOM) or GBK,
 * which Chinese Excel writes by default. Rows keep the numbers a person sees in Excel (1-based), so a
 * report can point at them.
 */
import { Readable } from 'node:stream';
import type ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { badRequest } from '../model/errors';

export type Cell = string | number | null;

let excel: typeof ExcelJS | undefined;
/**
 * exceljs with the first workbook read or written, not at every server start: loading it takes about a
 * second, and a start (a restart, each of the server tests' ninety) reads no workbook. Required, not
 * imported: the bundle, tsx and jest all give a `require`, and jest's sandbox runs no `import()`.
 */
export const loadExcel = async (): Promise<typeof ExcelJS> =>
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  (excel ??= require('exceljs') as typeof ExcelJS);

export interface SheetRow {
  /** As Excel numbers it (1 = the first line). */
  row: number;
  cells: Cell[];
}

export interface Sheet {
  name: string;
  rows: SheetRow[];
}

export interface Workbook {
  format: 'xlsx' | 'csv';
  /** CSV only: how its bytes were read. */
  encoding?: 'utf-8' | 'gbk';
  sheets: Sheet[];
  /** The template's hidden `_meta` sheet (key → value), when the file was made from one. */
  meta: Record<string, string>;
}

export const META_SHEET = '_meta';

/** How many first rows a header is looked for in. */
export const HEAD_ROWS = 20;

/**
 * A template's last two sheets and its bytes: 填写说明 (the instructions, the first line a title) and
 * the hidden sheet naming what the workbook is for (read back by the import).
 */
export async function finishTemplate(book: ExcelJS.Workbook, instructions: string[], meta: [string, string][]): Promise<Buffer> {
  const help = book.addWorksheet('填写说明');
  help.getColumn(1).width = 100;
  instructions.forEach((text, i) => {
    const row = help.addRow([text]);
    row.alignment = { wrapText: true };
    if (i === 0) row.font = { bold: true, size: 14 };
  });
  book.addWorksheet(META_SHEET, { state: 'veryHidden' }).addRows(meta);
  return Buffer.from(await book.xlsx.writeBuffer());
}

/**
 * The first row (of the first 20 of any sheet) whose headers name a code and a value column, with
 * where each of `columns` is (its `test` matches the header): the index template's and the datasets'.
 */
export function findHeader<C extends string>(
  book: Workbook,
  columns: Record<C | 'code' | 'value', { test: RegExp }>,
): { sheet: Sheet; headerRow: number; columns: Partial<Record<C | 'code' | 'value', number>>; headers: string[] } | null {
  for (const sheet of book.sheets) {
    for (const r of sheet.rows.slice(0, HEAD_ROWS)) {
      const headers = r.cells.map((c) => (c === null ? '' : String(c).trim()));
      const found: Partial<Record<C | 'code' | 'value', number>> = {};
      for (const [key, def] of Object.entries(columns) as [C | 'code' | 'value', { test: RegExp }][]) {
        const i = headers.findIndex((h) => def.test.test(h));
        if (i >= 0) found[key] = i;
      }
      if (found.code !== undefined && found.value !== undefined) return { sheet, headerRow: r.row, columns: found, headers };
    }
  }
  return null;
}

const isZip = (bytes: Buffer) => bytes.length >= 4 && bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;

/** CSV text: UTF-8 when the bytes are valid UTF-8 (a BOM is dropped), else GBK. */
export function decodeText(bytes: Buffer): { text: string; encoding: 'utf-8' | 'gbk' } {
  if (bytes.length >= 3 && bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return { text: bytes.subarray(3).toString('utf8'), encoding: 'utf-8' };
  try {
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(bytes), encoding: 'utf-8' };
  } catch {
    // Not UTF-8: what a Chinese Excel's 「CSV（逗号分隔）」 writes. GB18030 decodes GBK and more.
    return { text: new TextDecoder('gb18030').decode(bytes), encoding: 'gbk' };
  }
}

/** A cell as its shown value: numbers stay numbers, formulas give their result, blanks are null. */
function cellValue(v: ExcelJS.CellValue): Cell {
  if (v === null || v === undefined) return null;
  if (typeof v === 'number') return v;
  if (typeof v === 'string') return v.trim() === '' ? null : v.trim();
  if (typeof v === 'boolean') return String(v);
  if (v instanceof Date) return v.toISOString().slice(0, 10);
  if (typeof v === 'object') {
    if ('result' in v) return cellValue((v as ExcelJS.CellFormulaValue).result as ExcelJS.CellValue);
    if ('richText' in v) return cellValue((v as ExcelJS.CellRichTextValue).richText.map((r) => r.text).join(''));
    if ('text' in v) return cellValue((v as ExcelJS.CellHyperlinkValue).text);
    if ('error' in v) return String((v as ExcelJS.CellErrorValue).error);
  }
  return String(v);
}

const unreadable = () => badRequest('无法读取这个 Excel 文件，请另存为 .xlsx 后重试（The Excel file cannot be read: save it as .xlsx and try again.）');

/** The cells of a row as shown (`value` of each), 1-based columns to 0-based. */
const rowCells = (r: ExcelJS.Row, value: (v: ExcelJS.CellValue) => Cell = cellValue): Cell[] => {
  const cells: Cell[] = [];
  for (let c = 1; c <= r.cellCount; c += 1) cells.push(value(r.getCell(c).value));
  return cells;
};

/**
 * A streamed cell as shown. The streaming reader drops a formula's error result (#DIV/0!): such a
 * formula is shown as itself (=1/0), still not a number, rather than as an object.
 */
const streamedValue = (v: ExcelJS.CellValue): Cell =>
  v !== null && typeof v === 'object' && 'formula' in v && (v.result === undefined || (typeof v.result === 'number' && Number.isNaN(v.result))) ? `=${v.formula}` : cellValue(v);

/** The hidden sheet's pairs as the workbook's meta. */
const metaOf = (rows: SheetRow[], meta: Record<string, string>) => {
  for (const r of rows) if (r.cells[0] !== null) meta[String(r.cells[0])] = String(r.cells[1] ?? '');
};

async function readXlsx(bytes: Buffer): Promise<Workbook> {
  const book = new (await loadExcel()).Workbook();
  try {
    await book.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    throw unreadable();
  }
  const sheets: Sheet[] = [];
  const meta: Record<string, string> = {};
  book.eachSheet((ws) => {
    const rows: SheetRow[] = [];
    ws.eachRow({ includeEmpty: false }, (r, rowNumber) => void rows.push({ row: rowNumber, cells: rowCells(r) }));
    if (ws.name === META_SHEET) metaOf(rows, meta);
    else sheets.push({ name: ws.name, rows });
  });
  return { format: 'xlsx', sheets, meta };
}

/**
 * A workbook read as a stream, each row kept as its shown cells only: exceljs's whole-workbook model
 * (an object per cell, with its style) of a back-load's 520,000 values took some 250 MB, this about
 * 70 MB. Sheets in the workbook's order; dates, formulas' results and shared strings as readXlsx
 * gives them (styles are read for the date formats). Unlike it, a merged range's value is in its first
 * cell only (the stream does not say which cells are merged): a back-load's values are one a cell.
 */
async function readXlsxStreaming(bytes: Buffer): Promise<Workbook> {
  const reader = new (await loadExcel()).stream.xlsx.WorkbookReader(Readable.from([bytes]), { worksheets: 'emit', sharedStrings: 'cache', styles: 'cache', hyperlinks: 'ignore', entries: 'ignore' });
  const read: { id: number; name: string; rows: SheetRow[] }[] = [];
  try {
    for await (const ws of reader) {
      const rows: SheetRow[] = [];
      for await (const r of ws) if (r.hasValues) rows.push({ row: r.number, cells: rowCells(r, streamedValue) });
      const { id, name } = ws as unknown as { id: number | string; name: string };
      read.push({ id: Number(id), name, rows });
    }
  } catch {
    throw unreadable();
  }
  // A ZIP with no worksheet is not a workbook (the whole-workbook reader refuses it too).
  if (!read.length) throw unreadable();
  const meta: Record<string, string> = {};
  const sheets: Sheet[] = [];
  for (const ws of read.sort((a, b) => a.id - b.id)) {
    if (ws.name === META_SHEET) metaOf(ws.rows, meta);
    else sheets.push({ name: ws.name, rows: ws.rows });
  }
  return { format: 'xlsx', sheets, meta };
}

/** A CSV line's cells trimmed, blanks as null (in place); false when the line is blank. */
function csvCells(cells: string[]): boolean {
  let any = false;
  const values = cells as Cell[];
  for (let j = 0; j < cells.length; j += 1) {
    const t = cells[j].trim();
    values[j] = t === '' ? null : t;
    if (t !== '') any = true;
  }
  return any;
}

/**
 * Papa splits what it is given into all its lines at once: half a million strings for a back-load's
 * CSV, for a pass that may stop after 20 lines. Given 1 MB at a time it splits that much (a line cut
 * at a chunk's end is carried over whole, quotes and all).
 */
const CSV_CHUNK = 1024 * 1024;

/** Every non-blank line of CSV `text`, in order, each handed over as it is parsed (none kept). */
function eachCsvRow(text: string, visit: (r: SheetRow) => void | false): void {
  let line = 0;
  Papa.parse<string[]>(text, {
    chunkSize: CSV_CHUNK,
    skipEmptyLines: false,
    step: (result, parser) => {
      line += 1;
      const cells = result.data;
      if (csvCells(cells) && visit({ row: line, cells: cells as Cell[] }) === false) parser.abort();
    },
  });
}

const csvName = (filename: string) => filename.replace(/\.[^.]*$/, '') || 'CSV';

function readCsv(bytes: Buffer, filename: string): Workbook {
  const { text, encoding } = decodeText(bytes);
  const rows: SheetRow[] = [];
  eachCsvRow(text, (r) => void rows.push(r));
  return { format: 'csv', encoding, sheets: [{ name: csvName(filename), rows }], meta: {} };
}

/**
 * A sheet read pass by pass: its first rows kept (where the header is), the rest handed over by
 * `eachRow` — a back-load's CSV of half a million lines is parsed again for each pass rather than
 * kept as half a million arrays of strings (which tripled the server's memory).
 */
export interface RowSheet {
  name: string;
  head: SheetRow[];
  eachRow(visit: (r: SheetRow) => void): void;
}

export interface RowBook extends Omit<Workbook, 'sheets'> {
  sheets: RowSheet[];
}

const rowSheet = (sheet: Sheet): RowSheet => ({ name: sheet.name, head: sheet.rows.slice(0, HEAD_ROWS), eachRow: (visit) => sheet.rows.forEach((r) => visit(r)) });

/** The file's sheets to be read pass by pass (a workbook's rows are kept as cells, a CSV is read line by line). */
export async function readRowBook(bytes: Buffer, filename: string): Promise<RowBook> {
  checkUpload(bytes);
  if (isZip(bytes)) {
    const book = await readXlsxStreaming(bytes);
    return { ...book, sheets: book.sheets.map(rowSheet) };
  }
  const { text, encoding } = decodeText(bytes);
  const head: SheetRow[] = [];
  eachCsvRow(text, (r) => {
    head.push(r);
    return head.length < HEAD_ROWS ? undefined : false;
  });
  return { format: 'csv', encoding, meta: {}, sheets: [{ name: csvName(filename), head, eachRow: (visit) => eachCsvRow(text, (r) => void visit(r)) }] };
}

/** Throws 400 for an empty file, or one that is neither a workbook nor text. */
function checkUpload(bytes: Buffer): void {
  if (bytes.length === 0) throw badRequest('文件是空的（The file is empty.）');
  // Text has no NUL byte; a binary file (an old .xls, a PDF, a picture) has many.
  if (!isZip(bytes) && bytes.subarray(0, 4096).includes(0)) throw badRequest('只接受 .xlsx 或 .csv 文件（Only .xlsx or .csv files are accepted.）');
}

/** The file's sheets; throws 400 for what is neither a workbook nor text. */
export async function readWorkbook(bytes: Buffer, filename: string): Promise<Workbook> {
  checkUpload(bytes);
  return isZip(bytes) ? readXlsx(bytes) : readCsv(bytes, filename);
}
