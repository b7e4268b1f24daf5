/**
 * Table downloads: the files a visitor saves from /priceTrend (the quotes behind the chart) are
 * read back — the CSV as text, the XLSX with exceljs — and must hold the rows the page shows.
 * (exceljs is loaded on click in the browser, so a broken chunk or a missing polyfill fails here.)
 */
import ExcelJS from 'exceljs';
import fs from 'node:fs';
import { api, expect, openRoute, test, zhDate } from './fixtures';

interface Material {
  id: string;
  name: string;
}
interface Quote {
  date: string;
  price: number;
}

test.describe('desktop downloads', () => {
  test('/priceTrend: CSV and Excel hold the quotes the table shows', async ({ page, consoleErrors }) => {
    const materials = await api<Material[]>(page, '/materials');
    const first = materials[0];
    const { points } = await api<{ points: Quote[] }>(page, `/materials/${first.id}/prices`);
    const newest = [...points].sort((a, b) => b.date.localeCompare(a.date))[0];

    await openRoute(page, '/priceTrend');
    const section = page.getByRole('region', { name: '报价明细' });
    await expect(section.locator('tbody tr[data-row-key]').first()).toContainText(zhDate(newest.date));

    const [csv] = await Promise.all([page.waitForEvent('download'), section.getByRole('button', { name: '下载 CSV' }).click()]);
    expect(csv.suggestedFilename()).toMatch(/\.csv$/);
    const text = fs.readFileSync((await csv.path())!, 'utf-8');
    expect(text.charCodeAt(0)).toBe(0xfeff); // BOM: Excel reads the Chinese headers
    const lines = text.slice(1).trim().split(/\r?\n/);
    expect(lines[0]).toContain(first.name);
    expect(lines.slice(1).some((l) => l.includes(newest.date.slice(0, 10)) && l.includes(String(newest.price)))).toBe(true);

    const [xlsx] = await Promise.all([
      page.waitForEvent('download', { timeout: 60_000 }),
      section.getByRole('button', { name: '下载 Excel' }).click(),
    ]);
    expect(xlsx.suggestedFilename()).toMatch(/\.xlsx$/);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.readFile((await xlsx.path())!);
    const ws = wb.worksheets[0];
    const header = (ws.getRow(1).values as unknown[]).map(String).join(' ');
    expect(header).toContain(first.name);
    const cells: string[] = [];
    ws.eachRow((row, n) => {
      if (n > 1) cells.push((row.values as unknown[]).map(String).join(' '));
    });
    expect(cells.length).toBe(lines.length - 1);
    expect(cells.some((c) => c.includes(newest.date.slice(0, 10)) && c.includes(String(newest.price)))).toBe(true);
    expect(consoleErrors).toEqual([]);
  });
});
