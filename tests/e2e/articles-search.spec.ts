/**
 * Searching and filtering the article lists (issue 8): the keyword is marked in titles and
 * summaries and kept in the URL, the other lists' hits are offered as links ("在行业资讯中还有 3 条"),
 * and the year/month filter narrows the list, desktop and /mobile. Every figure comes from /webapi.
 */
import type { Page } from '@playwright/test';
import type { ArticlePage } from '../../src/types/webapi';
import { expect, listOf, openRoute, PHONE, test, zhDate } from './fixtures';

const NAMES: Record<number, string> = { 214: '指数评论', 220: '研究报告', 213: '行业资讯' };
const PATHS: Record<number, string> = { 214: '/comment', 220: '/report', 213: '/info' };

const items = (page: Page) => page.getByTestId('article-item');
const hits = (page: Page) => page.getByTestId('search-hit');

/** A keyword found in the commentary list and in at least one other list. */
async function sharedKeyword(page: Page): Promise<{ keyword: string; answer: ArticlePage }> {
  for (const keyword of ['指数', '价格', '五金', '出口', '原材料']) {
    const answer = await listOf(page, 214, `&keyword=${encodeURIComponent(keyword)}`);
    if (answer.total > 0 && answer.elsewhere.length > 0) return { keyword, answer };
  }
  throw new Error('no keyword of the demo data matches the commentary and another list');
}

for (const side of ['desktop', 'mobile'] as const) {
  const prefix = side === 'mobile' ? '/mobile' : '';

  test.describe(`${side} search`, () => {
    if (side === 'mobile') test.use({ ...PHONE });

    test('marks the keyword in the titles, keeps it in the URL and offers the other lists', async ({ page, consoleErrors }) => {
      await openRoute(page, `${prefix}/comment`);
      const { keyword, answer } = await sharedKeyword(page);
      // The list's own box (the desktop header has the site-wide one).
      const form = page.locator('#main').getByRole('search');
      const box = form.getByRole('searchbox').or(form.getByRole('textbox')).first();
      await box.fill(keyword);
      await box.press('Enter');
      await expect(page).toHaveURL(new RegExp(`#${prefix}/comment\\?keyword=${encodeURIComponent(keyword)}`));
      await expect(page.getByTestId('article-total')).toContainText(String(answer.total));
      await expect(items(page).first()).toContainText(answer.list[0].title);
      // Every hit is the keyword, and every shown title containing it has it marked.
      await expect(hits(page).first()).toBeVisible();
      const marked = await hits(page).allTextContents();
      expect(marked.every((m) => m.toLowerCase() === keyword.toLowerCase())).toBe(true);
      const firstTitle = answer.list[0].title;
      if (firstTitle.includes(keyword)) await expect(items(page).first().getByTestId('search-hit').first()).toHaveText(keyword);

      const links = page.getByTestId('search-elsewhere-link');
      await expect(links).toHaveCount(answer.elsewhere.length);
      for (const [i, m] of answer.elsewhere.entries()) {
        await expect(links.nth(i)).toHaveText(`在${NAMES[m.categoryId]}中还有 ${m.total} 条`);
      }
      const other = answer.elsewhere[0];
      await links.first().click();
      await expect(page).toHaveURL(new RegExp(`#${prefix}${PATHS[other.categoryId]}\\?keyword=${encodeURIComponent(keyword)}`));
      await expect(page.getByTestId('article-total')).toContainText(String(other.total));
      await expect(hits(page).first()).toBeVisible();
      expect(consoleErrors).toEqual([]);
    });

    test('the year and month filter narrows the list and lives in the URL', async ({ page, consoleErrors }) => {
      await openRoute(page, `${prefix}/info`);
      const all = await listOf(page, 213);
      const year = all.years[0];
      const inYear = await listOf(page, 213, `&year=${year}`);
      const month = Number(inYear.list[0].publishedAt.slice(5, 7));
      const inMonth = await listOf(page, 213, `&year=${year}&month=${month}`);
      expect(inYear.total).toBeLessThan(all.total);

      await expect(page.getByTestId('article-total')).toContainText(String(all.total));
      await expect(page.getByTestId('filter-month')).toBeDisabled();
      await page.getByTestId('filter-year').selectOption(String(year));
      await expect(page).toHaveURL(new RegExp(`#${prefix}/info\\?year=${year}$`));
      await expect(page.getByTestId('article-total')).toContainText(String(inYear.total));
      await page.getByTestId('filter-month').selectOption(String(month));
      await expect(page).toHaveURL(new RegExp(`#${prefix}/info\\?year=${year}&month=${month}$`));
      await expect(page.getByTestId('article-total')).toContainText(String(inMonth.total));
      await expect(items(page).first()).toContainText(inMonth.list[0].title);
      const shown = Math.min(inMonth.total, 10);
      await expect(items(page)).toHaveCount(shown);
      const dates = await items(page).locator('time').allTextContents();
      const prefixText = zhDate(`${year}-${String(month).padStart(2, '0')}-01`).replace(/1日$/, '');
      for (const d of dates) expect(d.startsWith(prefixText)).toBe(true);

      // Back to every year: the month goes with it.
      await page.getByTestId('filter-year').selectOption('');
      await expect(page).toHaveURL(new RegExp(`#${prefix}/info$`));
      await expect(page.getByTestId('article-total')).toContainText(String(all.total));
      expect(consoleErrors).toEqual([]);
    });
  });
}

test('a search with no hits says so and clears in one click', async ({ page }) => {
  await openRoute(page, '/report?keyword=不存在的关键词');
  await expect(page.getByText('没有找到与“不存在的关键词”相关的文章')).toBeVisible();
  await page.getByRole('button', { name: '清除搜索' }).click();
  await expect(page).toHaveURL(/#\/report$/);
  await expect(items(page).first()).toBeVisible();
});

test.describe('en-US', () => {
  test.use({ locale: 'en-US' });
  test('the other lists are offered in English', async ({ page }) => {
    await openRoute(page, '/comment');
    const { keyword, answer } = await sharedKeyword(page);
    await openRoute(page, `/comment?keyword=${encodeURIComponent(keyword)}`);
    await expect(page.getByTestId('search-elsewhere-link').first()).toHaveText(
      new RegExp(`^${answer.elsewhere[0].total} more in (Research Reports|Industry News)$`),
    );
    await expect(page.getByTestId('filter-year')).toContainText('All years');
  });
});
