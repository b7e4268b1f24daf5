/**
 * /priceTrend and /mobile/priceTrend, issue 9: comparing materials on one scale (rebased to 100 at
 * the range start, by default when units differ), up to MAX_COMPARE of them, the statistics of the
 * range in the table and its download, the cost-pressure view beside the index 大类, the notes,
 * the URL as a permalink, and the phone's one chart at a time. Expected figures come from /webapi.
 */
import { readFileSync } from 'node:fs';
import type { Download, Locator, Page } from '@playwright/test';
import dayjs from 'dayjs';
import type { IndexNode, MaterialPriceSeries, RawMaterial } from '../../src/types/webapi';
import { api, expect, num, openRoute, PHONE, test, withoutBoot } from './fixtures';

/** The compare limit of src/config/constants.ts (MAX_COMPARE). */
const MAX_COMPARE = 6;
const MONTHS = { '3m': 3, '1y': 12, '3y': 36 } as const;

/** Quotes of each series inside the range window: compared series share the window's end (the newest quote). */
function windowOf(series: MaterialPriceSeries[], range: keyof typeof MONTHS) {
  const end = series.map((s) => s.points[s.points.length - 1].date).sort().pop()!;
  const start = dayjs(end).subtract(MONTHS[range], 'month').add(1, 'day').format('YYYY-MM-DD');
  return series.map((s) => s.points.filter((p) => p.date >= start));
}

/** The value the page prints for a line rebased to 100 at its first quote (src/domain/compare.ts). */
const rebasedEnd = (quotes: { price: number }[]) => Math.round((quotes[quotes.length - 1].price / quotes[0].price) * 10000) / 100;

const zhDate = (iso: string) => {
  const [y, m, d] = iso.split('-').map(Number);
  return `${y}年${m}月${d}日`;
};

async function csvOf(page: Page, scope: Locator): Promise<string[][]> {
  const [download]: [Download, void] = await Promise.all([
    page.waitForEvent('download'),
    scope.getByRole('button', { name: '下载 CSV' }).click(),
  ]);
  const text = readFileSync((await download.path())!, 'utf8').replace(/^\uFEFF/, '');
  // No field of these sheets holds a comma or a quote (names, dates, plain numbers).
  return text
    .trim()
    .split(/\r?\n/)
    .map((line) => line.split(','));
}

const selectedScale = (page: Page) => page.getByTestId('price-scale').locator('.ant-segmented-item-selected');
const statsRegion = (page: Page) => page.getByRole('region', { name: '区间统计' });

test.describe('desktop /priceTrend: one scale, statistics, cost pressure', () => {
  test('the rebase switch puts every compared line at 100 at the range start', async ({ page, consoleErrors }) => {
    const [a, b] = await api<RawMaterial[]>(page, '/materials');
    const series = await Promise.all([a, b].map((m) => api<MaterialPriceSeries>(page, `/materials/${m.id}/prices`)));
    const [qa, qb] = windowOf(series, '3m');
    await openRoute(page, `/priceTrend?ids=${a.id},${b.id}&range=3m`);

    // Same unit: prices by default, nothing rebased yet.
    await expect(selectedScale(page)).toHaveText('价格');
    await expect(page.getByTestId('rebased-span')).toHaveCount(0);

    await page.getByTestId('price-scale').getByText('起点=100').click();
    await expect(page).toHaveURL(/scale=rebased/);
    const spans = page.getByTestId('rebased-span');
    await expect(spans).toHaveCount(2);
    await expect(spans.nth(0)).toHaveText(`起点 100 → 最新 ${num(rebasedEnd(qa))}`);
    await expect(spans.nth(1)).toHaveText(`起点 100 → 最新 ${num(rebasedEnd(qb))}`);
    await expect(page.getByText('以所选时段第一期报价为 100 折算')).toBeVisible();

    // Another range: another start, so other rebased values.
    await page.getByTestId('range-presets').getByText('近1年').click();
    const [ya] = windowOf(series, '1y');
    await expect(spans.nth(0)).toHaveText(`起点 100 → 最新 ${num(rebasedEnd(ya))}`);

    await page.getByTestId('price-scale').getByText('价格').click();
    await expect(spans).toHaveCount(0);
    expect(consoleErrors).toEqual([]);
  });

  test('materials quoted in different units are rebased by default', async ({ page, consoleErrors }) => {
    // Give the second material another unit in the answers the page reads (the demo quotes all in 元/吨):
    // fetched ones, so not those the server put into the page.
    await withoutBoot(page);
    await page.route(/\/webapi\/materials(\?.*)?$/, async (route) => {
      const response = await route.fetch();
      const body = await response.json();
      body.data[1].unit = '美元/吨';
      await route.fulfill({ response, json: body });
    });
    const [a, b] = await api<RawMaterial[]>(page, '/materials');
    await page.route(new RegExp(`/webapi/materials/${b.id}/prices(\\?.*)?$`), async (route) => {
      const response = await route.fetch();
      const body = await response.json();
      body.data.material.unit = '美元/吨';
      await route.fulfill({ response, json: body });
    });
    await openRoute(page, `/priceTrend?ids=${a.id},${b.id}`);

    await expect(selectedScale(page)).toHaveText('起点=100');
    await expect(page).not.toHaveURL(/scale=/);
    await expect(page.getByTestId('rebased-span')).toHaveCount(2);
    await expect(page.getByText('所选原材料计价单位不同')).toBeVisible();
    await expect(statsRegion(page).locator(`tr[data-row-key="${b.id}"]`)).toContainText('美元/吨');

    // Prices are still there on demand, on a second axis.
    await page.getByTestId('price-scale').getByText('价格').click();
    await expect(page).toHaveURL(/scale=price/);
    await expect(page.getByTestId('rebased-span')).toHaveCount(0);
    expect(consoleErrors).toEqual([]);
  });

  test(`compares ${MAX_COMPARE} materials, then one is removed`, async ({ page, consoleErrors }) => {
    const materials = await api<RawMaterial[]>(page, '/materials');
    const six = materials.slice(0, MAX_COMPARE);
    const seventh = materials[MAX_COMPARE];
    await openRoute(page, `/priceTrend?ids=${six.map((m) => m.id).join(',')}`);

    const cards = page.getByTestId('selected-materials').locator('li');
    await expect(cards).toHaveCount(MAX_COMPARE);
    await expect(statsRegion(page).locator('tbody tr[data-row-key]')).toHaveCount(MAX_COMPARE);
    await expect(page.getByTestId('quote-table').locator('thead')).toContainText(`${six[5].name}（${six[5].unit}）`);
    // Full: a seventh cannot be added.
    await expect(page.getByRole('checkbox', { name: `对比${seventh.name}` })).toBeDisabled();

    await page.getByRole('button', { name: `取消对比${six[5].name}` }).click();
    await expect(cards).toHaveCount(MAX_COMPARE - 1);
    await expect(page).not.toHaveURL(new RegExp(six[5].id));
    await expect(statsRegion(page).locator('tbody tr[data-row-key]')).toHaveCount(MAX_COMPARE - 1);
    await expect(page.getByTestId('quote-table').locator('thead')).not.toContainText(six[5].name);
    await expect(page.getByRole('checkbox', { name: `对比${seventh.name}` })).toBeEnabled();
    expect(consoleErrors).toEqual([]);
  });

  test('the statistics of the range are in the table and its CSV, row for row', async ({ page, consoleErrors }) => {
    const [a, b] = await api<RawMaterial[]>(page, '/materials');
    const series = await Promise.all([a, b].map((m) => api<MaterialPriceSeries>(page, `/materials/${m.id}/prices`)));
    const [qa] = windowOf(series, '1y');
    const high = qa.reduce((h, q) => (q.price > h.price ? q : h));
    const low = qa.reduce((l, q) => (q.price < l.price ? q : l));
    await openRoute(page, `/priceTrend?ids=${a.id},${b.id}&range=1y`);

    const rows = statsRegion(page).locator('tbody tr[data-row-key]');
    await expect(rows).toHaveCount(2);
    const first = statsRegion(page).locator(`tr[data-row-key="${a.id}"]`);
    await expect(first).toContainText(a.name);
    await expect(first).toContainText(num(qa[qa.length - 1].price, 0));
    await expect(first).toContainText(`${num(high.price, 0)}${zhDate(high.date)}`);
    await expect(first).toContainText(`${num(low.price, 0)}${zhDate(low.date)}`);

    const csv = await csvOf(page, statsRegion(page));
    expect(csv[0]).toEqual(['品名', '规格', '单位', '最新价', '最新报价日期', '最高价', '最高价日期', '最低价', '最低价日期', '均价', '区间涨跌', '区间涨跌幅（%）', '波动率（%）', '报价期数']);
    expect(csv).toHaveLength(1 + 2);
    expect(csv[1].slice(0, 9)).toEqual([a.name, a.spec, a.unit, String(qa[qa.length - 1].price), qa[qa.length - 1].date, String(high.price), high.date, String(low.price), low.date]);
    expect(csv[1][13]).toBe(String(qa.length));
    // Every CSV row is a table row, in the table's order, with the figures the table prints.
    for (const [i, line] of csv.slice(1).entries()) {
      const row = rows.nth(i);
      await expect(row).toContainText(line[0]);
      await expect(row).toContainText(num(Number(line[9]), 2)); // average
      if (line[12]) await expect(row).toContainText(num(Number(line[12]), 2)); // volatility
      await expect(row).toContainText(line[13]); // quote count
    }

    // The quotes' CSV holds as many rows as the (paged) quotes table counts.
    const quotes = page.getByRole('region', { name: '报价明细' });
    const total = Number((await quotes.getByText(/^共 \d+ 条$/).textContent())!.match(/\d+/)![0]);
    expect(await csvOf(page, quotes)).toHaveLength(1 + total);
    expect(consoleErrors).toEqual([]);
  });

  test('a reload restores materials, range and scale', async ({ page, consoleErrors }) => {
    const [a, , c] = await api<RawMaterial[]>(page, '/materials');
    await openRoute(page, '/priceTrend');
    await page.getByRole('checkbox', { name: `对比${c.name}` }).check();
    await page.getByTestId('range-presets').getByText('近3年').click();
    await page.getByTestId('price-scale').getByText('起点=100').click();
    await expect(page).toHaveURL(new RegExp(`ids=${a.id}(%2C|,)${c.id}.*range=3y.*scale=rebased`));

    await page.reload();
    await expect(page.getByTestId('selected-materials').locator('li')).toHaveCount(2);
    await expect(page.getByTestId('selected-materials')).toContainText(c.name);
    await expect(page.getByTestId('range-presets').locator('.ant-segmented-item-selected')).toHaveText('近3年');
    await expect(selectedScale(page)).toHaveText('起点=100');
    await expect(page.getByTestId('rebased-span')).toHaveCount(2);
    await expect(statsRegion(page).locator('tbody tr[data-row-key]')).toHaveCount(2);
    expect(consoleErrors).toEqual([]);
  });

  test('the cost-pressure view groups every material and sets it beside the 大类 it feeds', async ({ page, consoleErrors }) => {
    const materials = await api<RawMaterial[]>(page, '/materials');
    const withCategories = materials.find((m) => m.categoryIds.length)!;
    const tree = await api<IndexNode[]>(page, `/index/families/${withCategories.categoryProjId}/tree`);
    const nodes = (list: IndexNode[]): IndexNode[] => list.flatMap((n) => [n, ...nodes(n.children ?? [])]);
    const names = withCategories.categoryIds.map((id) => nodes(tree).find((n) => n.id === id)!.name);
    await openRoute(page, '/priceTrend');

    const cost = page.getByTestId('cost-pressure');
    await expect(cost.getByTestId('cost-item')).toHaveCount(materials.length);
    await expect(cost.getByTestId('group-change')).toHaveCount(new Set(materials.map((m) => m.group)).size);
    const card = cost.getByTestId('cost-item').filter({ hasText: withCategories.name });
    for (const name of names) await expect(card).toContainText(name);
    await expect(card.getByTestId('sparkline')).toHaveCount(names.length);
    expect(consoleErrors).toEqual([]);
  });

  test('the notes give unit, currency, frequency, source and the next update', async ({ page, consoleErrors }) => {
    const [a] = await api<RawMaterial[]>(page, '/materials');
    await openRoute(page, '/priceTrend');
    const notes = page.getByTestId('material-notes');
    await expect(notes).toContainText(`单位 ${a.unit}（人民币）`);
    await expect(notes).toContainText('每周报价');
    await expect(notes).toContainText(a.source);
    await expect(notes).toContainText(`最近更新 ${zhDate(a.latest.date)}`);
    await expect(notes).toContainText(`预计下次更新 ${zhDate(a.nextUpdate)}`);
    await expect(notes).toContainText('大类价格指数');
    expect(consoleErrors).toEqual([]);
  });

  test('en-US: the new sections are in English', async ({ page, consoleErrors }) => {
    await page.addInitScript(() => window.localStorage.setItem('umi_locale', 'en-US'));
    const [a, b] = await api<RawMaterial[]>(page, '/materials');
    await openRoute(page, `/priceTrend?ids=${a.id},${b.id}&scale=rebased`);
    await expect(page.getByRole('heading', { name: 'Statistics of the range' })).toBeVisible();
    await expect(page.getByRole('heading', { name: /^Cost pressure/ })).toBeVisible();
    await expect(page.getByTestId('rebased-span').first()).toContainText('Start 100 → latest');
    await expect(page.getByTestId('material-notes')).toContainText('quoted weekly');
    expect(consoleErrors).toEqual([]);
  });
});

test.describe('mobile /mobile/priceTrend: one chart at a time', () => {
  test.use({ ...PHONE, viewport: { width: 360, height: 780 } });

  const noSideScroll = (page: Page) =>
    page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

  test('a switch shows the trend or the cost pressure, never both, without scrolling sideways', async ({ page, consoleErrors }) => {
    const materials = await api<RawMaterial[]>(page, '/materials');
    await openRoute(page, '/mobile/priceTrend');

    const panels = page.getByTestId('panel-switch');
    // The first view is SVG (no chart engine); a tap brings ECharts' zoom and tooltip in its place.
    const chart = page.getByTestId('price-chart-card').locator('[data-chart]');
    await expect(chart.getByTestId('trend-path')).toHaveCount(1);
    await expect(page.locator('canvas')).toHaveCount(0);
    await chart.getByTestId('trend-line').click();
    await expect(chart.locator('canvas').first()).toBeVisible();
    await expect(chart).toHaveAttribute('data-chart', 'echarts');
    await expect(page.getByTestId('stats-card')).toHaveCount(1);
    await expect(page.getByTestId('cost-pressure')).toHaveCount(0);
    expect(await noSideScroll(page)).toBe(true);

    await panels.getByText('成本压力').click();
    await expect(page).toHaveURL(/panel=cost/);
    await expect(page.getByTestId('cost-item')).toHaveCount(materials.length);
    await expect(page.getByTestId('group-change')).toHaveCount(new Set(materials.map((m) => m.group)).size);
    await expect(page.locator('canvas')).toHaveCount(0);
    await expect(page.getByTestId('price-chart-card')).toHaveCount(0);
    expect(await noSideScroll(page)).toBe(true);

    // The switch is part of the view: a reload keeps it.
    await page.reload();
    await expect(page.getByTestId('cost-item')).toHaveCount(materials.length);
    await panels.getByText('价格走势').click();
    await expect(page.getByTestId('price-chart-card').getByTestId('trend-path')).toHaveCount(1);
    await expect(page).not.toHaveURL(/panel=/);
    expect(consoleErrors).toEqual([]);
  });

  test(`${MAX_COMPARE} materials from a shared link fit the phone, rebased on demand`, async ({ page, consoleErrors }) => {
    const materials = await api<RawMaterial[]>(page, '/materials');
    const six = materials.slice(0, MAX_COMPARE);
    await openRoute(page, `/mobile/priceTrend?ids=${six.map((m) => m.id).join(',')}`);

    await expect(page.getByTestId('stats-card')).toHaveCount(MAX_COMPARE);
    await expect(page.getByTestId('recent-quotes').locator('thead th')).toHaveCount(1 + MAX_COMPARE);
    await page.getByTestId('price-scale').getByText('起点=100').click();
    await expect(page).toHaveURL(/scale=rebased/);
    await expect(page.getByTestId('rebased-span')).toHaveCount(MAX_COMPARE);
    expect(await noSideScroll(page)).toBe(true);
    expect(consoleErrors).toEqual([]);
  });
});
