/**
 * The phone's article lists (issue 8): pull to refresh asks the backend again, the end of the list
 * is marked, pages that arrive slowly or late neither repeat nor skip an article, and coming Back
 * from an article puts the reader where they were.
 */
import type { Page } from '@playwright/test';
import type { ArticleSummary } from '../../src/types/webapi';
import { expect, listOf, openRoute, PHONE, test } from './fixtures';

test.use({ ...PHONE });

const items = (page: Page) => page.getByTestId('article-item');
const titles = (page: Page) => items(page).allTextContents();

/** Scroll to the end until `count` items are there (the list asks for pages on its own). */
async function scrollUntil(page: Page, count: number) {
  await expect(async () => {
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    expect(await items(page).count()).toBeGreaterThanOrEqual(count);
  }).toPass({ timeout: 30_000 });
}

/** The category's first `pages` pages as the API gives them, in order. */
async function firstPages(page: Page, categoryId: number, pages: number, query = '') {
  const all: ArticleSummary[] = [];
  for (let current = 1; current <= pages; current += 1) all.push(...(await listOf(page, categoryId, `${query}&current=${current}`)).list);
  return all;
}

/** A finger pulling the page down from near the top (Chromium touch events through CDP). */
async function pullDown(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  const at = (y: number) => [{ x: 195, y }];
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: at(200) });
  for (let y = 210; y <= 560; y += 25) {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: at(y) });
    await page.waitForTimeout(16);
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}

test('pulling the list down reloads its first page from the backend', async ({ page, consoleErrors }) => {
  await openRoute(page, '/mobile/comment');
  const { list } = await listOf(page, 214);
  await expect(items(page).first()).toContainText(list[0].title);
  // From now on the backend has a newer first article: only a real request can show it.
  const FRESH = '刚刚发布：本周五金指数快评';
  let asked = 0;
  await page.route('**/webapi/articles?*', async (route) => {
    const url = new URL(route.request().url());
    if (url.searchParams.get('categoryId') !== '214' || (url.searchParams.get('current') ?? '1') !== '1') return route.fallback();
    asked += 1;
    const res = await route.fetch();
    const body = await res.json();
    body.data.list[0].title = FRESH;
    return route.fulfill({ response: res, json: body });
  });
  await page.evaluate(() => window.scrollTo(0, 0));
  // The pull arrives once the list has been painted and the page is idle (it is not part of the first view).
  await expect(page.locator('.adm-pull-to-refresh')).toBeAttached();
  await pullDown(page);
  await expect(items(page).first()).toContainText(FRESH);
  expect(asked).toBe(1);
  await expect(items(page)).toHaveCount(10);
  expect(consoleErrors).toEqual([]);
});

test('the end of a list is marked once every article is shown', async ({ page }) => {
  await openRoute(page, '/mobile/report');
  const { years } = await listOf(page, 220);
  // The oldest year with more than one page: short enough to reach the end.
  let year = years[years.length - 1];
  let total = 0;
  for (const y of [...years].reverse()) {
    total = (await listOf(page, 220, `&year=${y}`)).total;
    year = y;
    if (total > 10) break;
  }
  await openRoute(page, `/mobile/report?year=${year}`);
  await scrollUntil(page, total);
  await expect(page.getByTestId('list-end')).toHaveText('没有更多了');
  await expect(items(page)).toHaveCount(total);
});

test('pages that arrive slowly and out of order neither repeat nor skip an article', async ({ page }) => {
  await openRoute(page, '/mobile/comment');
  const expected = (await firstPages(page, 214, 4)).map((a) => a.title);
  // Page 2 takes long and page 3 is quick: a list that asked for both at once would show 3 before 2.
  await page.route('**/webapi/articles?*', async (route) => {
    const current = new URL(route.request().url()).searchParams.get('current');
    if (current === '2') await new Promise((r) => { setTimeout(r, 1500); });
    return route.fallback();
  });
  await openRoute(page, '/mobile/comment');
  await expect(items(page)).toHaveCount(10);
  for (let i = 0; i < 10; i += 1) {
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.mouse.wheel(0, 400);
  }
  await scrollUntil(page, 40);
  const shown = (await titles(page)).slice(0, 40);
  expect(new Set(shown).size).toBe(40);
  expect(shown.map((t, i) => t.includes(expected[i]))).toEqual(expected.map(() => true));
});

test('coming back from an article restores the list and the scroll position', async ({ page }) => {
  await openRoute(page, '/mobile/comment');
  await scrollUntil(page, 25);
  const target = items(page).nth(22);
  // In the middle of the screen, clear of the fixed bars, so the tap scrolls nothing.
  await target.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  const before = await page.evaluate(() => window.scrollY);
  expect(before).toBeGreaterThan(1000);
  const title = (await target.textContent()) ?? '';
  // A tap where the reader left it (Playwright's click would first scroll the link into its view).
  await target.evaluate((el) => (el as HTMLElement).click());
  await expect(page).toHaveURL(/#\/mobile\/article\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/#\/mobile\/comment$/);
  await expect(items(page).nth(22)).toHaveText(title);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(before - 40);
  expect(Math.abs((await page.evaluate(() => window.scrollY)) - before)).toBeLessThan(40);
  await expect(items(page).nth(22)).toBeInViewport();
});
