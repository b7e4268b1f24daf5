/**
 * /exportData and /mobile/exportData (issue 9): the headline with the year to date and a month that
 * is not published, the breakdown by partner or category whose bars filter the monthly chart, the
 * month × item table and its CSV, the view in the URL, the phone's one-chart-at-a-time switch.
 * Every expectation is computed from the /webapi answers the page reads.
 */
import { readFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import type { TradeBreakdown, TradeData } from '../../src/types/webapi';
import { api, expect, num, openRoute, PHONE, tableRows, test } from './fixtures';

/** 2026-10 → 2026年10月 */
const zhMonth = (key: string) => `${Number(key.slice(0, 4))}年${Number(key.slice(5, 7))}月`;
const round2 = (v: number) => Math.round(v * 100) / 100;
const bar = (page: Page, name: string) => page.getByTestId('breakdown-bars').locator(`button[data-item="${name}"]`);

/** Download through the CSV button of the section holding `testId`'s table. */
async function csvOf(page: Page, testId: string): Promise<string[]> {
  const section: Locator = page.locator('section', { has: page.getByTestId(testId) });
  const [download] = await Promise.all([page.waitForEvent('download'), section.getByRole('button', { name: '下载 CSV' }).click()]);
  return readFileSync((await download.path())!, 'utf8').replace(/^\uFEFF/, '').trim().split(/\r?\n/);
}

/** The page's default breakdown month: the newest published month. */
const newestPublished = (b: TradeBreakdown) => b.months[b.months.length - 1];

/** Exports per item of one breakdown month, largest first. */
function ranked(b: TradeBreakdown, month: string) {
  const m = b.months.find((x) => x.month === month)!;
  return b.items.map((name, i) => ({ name, value: m.exports[i]! })).sort((x, y) => y.value - x.value);
}

test.describe('desktop /exportData', () => {
  test('the headline shows the latest month and the year to date; a missing month is marked, not zero', async ({ page, consoleErrors }) => {
    const trade = await api<TradeData>(page, '/trade');
    const latest = trade.months[trade.months.length - 1];
    const year = latest.month.slice(0, 4);
    const ytdMonths = trade.months.filter((m) => m.month.startsWith(year));
    const ytdMissing = trade.missingMonths.filter((k) => k.startsWith(year) && k < latest.month);
    await openRoute(page, '/exportData');

    const latestTiles = page.getByTestId('trade-latest');
    await expect(latestTiles).toContainText(num(latest.exportValue));
    await expect(latestTiles).toContainText(num(latest.importValue));
    await expect(latestTiles).toContainText(num(round2(latest.exportValue - latest.importValue)));
    await expect(page.getByTestId('trade-summary')).toContainText(`${year}年1月至${zhMonth(latest.month)}累计`);
    const ytd = page.getByTestId('trade-ytd');
    await expect(ytd).toContainText(num(round2(ytdMonths.reduce((s, m) => s + m.exportValue, 0))));
    if (ytdMissing.length) {
      await expect(page.getByTestId('trade-ytd-missing')).toContainText(`不含${zhMonth(ytdMissing[0])}（海关未公布）`);
      // No year-to-date 同比 without every month: the three badges show a dash, not a number.
      await expect(ytd.locator('[data-trend]')).toHaveCount(3);
      await expect(ytd.locator('[data-trend]').first()).not.toContainText('%');
    }

    // The demo holds one recent month back: the monthly table lists it as 未公布, never 0.
    expect(trade.missingMonths.length).toBeGreaterThan(0);
    const missing = trade.missingMonths[trade.missingMonths.length - 1];
    const gapRow = page.getByTestId('trade-table').locator(`tr[data-row-key="${missing}"]`);
    await expect(gapRow).toContainText(zhMonth(missing));
    await expect(gapRow).toContainText('未公布');
    await expect(page.getByTestId('trade-missing')).toContainText(`${zhMonth(missing)}数据海关未公布`);

    const notes = page.getByTestId('trade-notes');
    await expect(notes).toContainText(trade.source);
    await expect(notes).toContainText(`${trade.unit}（币种：${trade.currency}）`);
    await expect(notes).toContainText('月度');
    const [y, mo, d] = trade.updatedAt.split('-').map(Number);
    await expect(notes).toContainText(`${y}年${mo}月${d}日`);
    expect(consoleErrors).toEqual([]);
  });

  test('clicking a partner filters the monthly chart and the URL; a reload restores it', async ({ page, consoleErrors }) => {
    const b = await api<TradeBreakdown>(page, '/trade/breakdown?by=partner');
    const month = newestPublished(b);
    const partners = ranked(b, month.month);
    const partner = partners[1];
    await openRoute(page, '/exportData');

    await expect(page.getByRole('heading', { level: 2, name: `${zhMonth(month.month)}出口额排行` })).toBeVisible();
    const bars = page.getByTestId('breakdown-bars').getByRole('button');
    await expect(bars).toHaveCount(partners.length);
    await expect(bars.first()).toContainText(partners[0].name);
    await expect(bar(page, partner.name)).toContainText(num(partner.value));
    await expect(bar(page, partner.name)).toContainText('占比');

    await bar(page, partner.name).click();
    await expect(page).toHaveURL(new RegExp(`partner=${encodeURIComponent(partner.name)}`));
    await expect(bar(page, partner.name)).toHaveAttribute('aria-pressed', 'true');
    const sees = async () => {
      await expect(page.getByRole('heading', { level: 2, name: `${partner.name}月度进出口` })).toBeVisible();
      await expect(page.getByTestId('trade-filter')).toContainText(`仅显示：${partner.name}`);
      await expect(page.getByRole('img', { name: new RegExp(`^${partner.name}：`) })).toBeVisible();
      const newest = tableRows(page, 'trade-table').first();
      await expect(newest).toContainText(zhMonth(month.month));
      await expect(newest).toContainText(num(partner.value));
    };
    await sees();
    await page.reload();
    await sees();

    // The same bar again, or the chip's button, shows the whole cluster again.
    await page.getByTestId('trade-filter').getByRole('button', { name: '取消筛选' }).click();
    await expect(page).not.toHaveURL(/partner=/);
    await expect(page.getByRole('heading', { level: 2, name: '月度进出口', exact: true })).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });

  test('a category click filters by category; the year and month are in the view', async ({ page, consoleErrors }) => {
    const b = await api<TradeBreakdown>(page, '/trade/breakdown?by=category');
    const years = [...new Set(b.months.map((m) => m.month.slice(0, 4)))].sort();
    const older = years[years.length - 2];
    const january = `${older}-01`;
    const [top] = ranked(b, january);
    await openRoute(page, '/exportData');

    await page.getByTestId('breakdown-by').getByText('按产品类别').click();
    await expect(page).toHaveURL(/by=category/);
    await page.getByTestId('breakdown-year').selectOption(older);
    await expect(page).toHaveURL(new RegExp(`year=${older}`));
    await page.getByTestId('breakdown-month').fill('1');
    await expect(page).toHaveURL(/month=1(&|$)/);
    await expect(page.getByRole('heading', { level: 2, name: `${zhMonth(january)}出口额排行` })).toBeVisible();
    await expect(page.getByTestId('breakdown-bars').getByRole('button').first()).toContainText(num(top.value));

    await bar(page, top.name).click();
    await expect(page).toHaveURL(new RegExp(`category=${encodeURIComponent(top.name)}`));
    await expect(page.getByRole('heading', { level: 2, name: `${top.name}月度进出口` })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { level: 2, name: `${zhMonth(january)}出口额排行` })).toBeVisible();
    await expect(page.getByTestId('breakdown-year')).toHaveValue(older);
    await expect(bar(page, top.name)).toHaveAttribute('aria-pressed', 'true');
    expect(consoleErrors).toEqual([]);
  });

  test('the month × partner table sorts, keeps its order in the URL, and its CSV rows are the table rows', async ({ page, consoleErrors }) => {
    const b = await api<TradeBreakdown>(page, '/trade/breakdown?by=partner');
    const year = newestPublished(b).month.slice(0, 4);
    await openRoute(page, '/exportData');

    const table = page.getByTestId('breakdown-table');
    await expect(table.locator('thead')).toContainText(b.items[0]);
    await table.getByRole('button', { name: '合计', exact: true }).click();
    await expect(page).toHaveURL(/sort=total/);
    await table.getByRole('button', { name: '合计', exact: true }).click();
    await expect(page).toHaveURL(/sort=-total/);

    const rows = tableRows(page, 'breakdown-table');
    const keys = await rows.evaluateAll((trs) => trs.map((tr) => tr.getAttribute('data-row-key')!));
    expect(keys.length).toBeGreaterThan(0);
    expect(keys.every((k) => k.startsWith(`${year}-`))).toBe(true);

    const lines = await csvOf(page, 'breakdown-table');
    expect(lines[0]).toBe(['月份', ...b.items.map((it) => `${it}（${b.unit}）`), `合计（${b.unit}）`].join(','));
    expect(lines.slice(1).map((l) => l.split(',')[0])).toEqual(keys);
    // Same cells: the first partner of each row, as the table prints it (an unpublished month is empty / 未公布).
    for (const [i, line] of lines.slice(1).entries()) {
      const cell = line.split(',')[1];
      await expect(rows.nth(i).locator('td').first()).toHaveText(cell === '' ? '未公布' : num(Number(cell)));
    }
    // Largest total first, the unpublished month (no total) last.
    const totals = lines.slice(1).map((l) => l.split(',').pop()!);
    const published = totals.filter((v) => v !== '').map(Number);
    expect(published).toEqual([...published].sort((x, y) => y - x));

    await page.reload();
    await expect(rows.first()).toHaveAttribute('data-row-key', keys[0]);
    expect(consoleErrors).toEqual([]);
  });

  test('an unpublished month in the breakdown says so instead of showing bars', async ({ page, consoleErrors }) => {
    const b = await api<TradeBreakdown>(page, '/trade/breakdown?by=partner');
    const missing = b.missingMonths[b.missingMonths.length - 1];
    await openRoute(page, `/exportData?year=${Number(missing.slice(0, 4))}&month=${Number(missing.slice(5, 7))}`);
    await expect(page.getByTestId('breakdown-missing')).toHaveText(`${zhMonth(missing)}数据海关未公布。`);
    await expect(page.getByTestId('breakdown-bars')).toHaveCount(0);
    await expect(page.getByTestId('breakdown-table').locator(`tr[data-row-key="${missing}"]`)).toContainText('未公布');
    expect(consoleErrors).toEqual([]);
  });
});

test.describe('desktop /exportData in English', () => {
  test.use({ locale: 'en-US' });

  test('labels the headline, the breakdown and the notes in English', async ({ page, consoleErrors }) => {
    await openRoute(page, '/exportData');
    await expect(page.getByTestId('trade-summary')).toContainText('Year to date');
    await expect(page.getByTestId('breakdown-by')).toContainText('By product category');
    await expect(page.getByRole('heading', { level: 2, name: /^Exports ranked, / })).toBeVisible();
    await expect(page.getByTestId('trade-notes')).toContainText('Next update');
    await expect(page.getByTestId('trade-table')).toContainText('Not published');
    expect(consoleErrors).toEqual([]);
  });
});

test.describe('mobile /mobile/exportData at 360 px', () => {
  test.use({ ...PHONE, viewport: { width: 360, height: 740 } });

  const noSideScroll = async (page: Page) =>
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  test('shows one chart at a time with a switch, a tap on a partner filters the chart, nothing scrolls sideways', async ({ page, consoleErrors }) => {
    const b = await api<TradeBreakdown>(page, '/trade/breakdown?by=partner');
    const partner = ranked(b, newestPublished(b).month)[0];
    await openRoute(page, '/mobile/exportData');

    const chart = page.getByRole('img', { name: /月度出口额、进口额/ });
    const switchTo = (name: string) => page.getByTestId('trade-panel').getByRole('radio', { name, exact: true });
    await expect(chart).toBeVisible();
    await expect(page.getByTestId('trade-ytd')).toBeVisible();
    await expect(page.getByTestId('breakdown-bars')).toHaveCount(0);
    await noSideScroll(page);

    await switchTo('构成排行').click();
    await expect(page).toHaveURL(/panel=breakdown/);
    await expect(page.getByTestId('breakdown-bars').getByRole('button').first()).toContainText(partner.name);
    await expect(chart).toHaveCount(0);
    await noSideScroll(page);

    await bar(page, partner.name).click();
    await expect(page).toHaveURL(new RegExp(`partner=${encodeURIComponent(partner.name)}`));
    await expect(page).not.toHaveURL(/panel=breakdown/);
    await expect(page.getByRole('heading', { level: 2, name: new RegExp(`^${partner.name}月度进出口`) })).toBeVisible();
    await expect(page.getByRole('img', { name: new RegExp(`^${partner.name}：`) })).toBeVisible();
    await expect(page.getByTestId('breakdown-bars')).toHaveCount(0);
    await expect(page.getByTestId('trade-table').locator('tbody tr').first()).toContainText(num(partner.value));
    await noSideScroll(page);

    await page.reload();
    await expect(page.getByRole('img', { name: new RegExp(`^${partner.name}：`) })).toBeVisible();
    await expect(page.getByTestId('trade-notes')).toBeVisible();
    await noSideScroll(page);
    expect(consoleErrors).toEqual([]);
  });
});
