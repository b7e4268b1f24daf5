/**
 * Table downloads: CSV through papaparse (with a BOM so Excel reads Chinese), XLSX through
 * exceljs, which is loaded only when the visitor clicks.
 */
export interface Sheet {
  /** File name without extension. */
  name: string;
  columns: string[];
  rows: (string | number | null)[][];
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

export async function toCsv(sheet: Sheet): Promise<string> {
  const Papa = (await import('papaparse')).default;
  return Papa.unparse({ fields: sheet.columns, data: sheet.rows.map((r) => r.map((v) => v ?? '')) });
}

export async function downloadCsv(sheet: Sheet) {
  const csv = await toCsv(sheet);
  save(new Blob(['\uFEFF', csv], { type: 'text/csv;charset=utf-8' }), `${sheet.name}.csv`);
}

export async function downloadXlsx(sheet: Sheet) {
  const ExcelJS = (await import(/* webpackChunkName: "exceljs" */ 'exceljs')).default;
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet(sheet.name.slice(0, 31));
  ws.addRow(sheet.columns).font = { bold: true };
  sheet.rows.forEach((r) => ws.addRow(r));
  ws.columns.forEach((c) => {
    c.width = 16;
  });
  const buf = await wb.xlsx.writeBuffer();
  save(new Blob([buf], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }), `${sheet.name}.xlsx`);
}
