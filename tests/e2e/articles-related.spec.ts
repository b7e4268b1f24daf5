/**
 * Related reading (issue 8): under every article the /webapi `related` list in its order, each
 * link opening that article on the same side (desktop or /mobile), and for a commentary the link
 * to its index period on /data (or /mobile/data). Every test compares with the /webapi answer.
 */
import type { Page } from '@playwright/test';
import type { ArticleDetail, IndexSeries, IndexSnapshot } from '../../src/types/webapi';
import { api, listOf, detailOf, expect, num, openRoute, periodLabel, PHONE, test, withoutBoot } from './fixtures';

/** Section names as the zh-CN pages print them (the menu labels). */
const CATEGORY_NAMES: Record<number, string> = {
  214: '指数评论',
  220: '研究报告',
  213: '行业资讯',
  221: '品牌区域排行',
  216: '市场介绍',
  212: '指数介绍',
};

/** 2026年11月20日: how zh-CN prints an article date. */
const ZH_DATE = /^\d{4}年\d{1,2}月\d{1,2}日$/;

const snapshotOf = (page: Page, projId: number, period: string) =>
  api<IndexSnapshot>(page, `/index/snapshot?projId=${projId}&period=${period}`);

const relatedLinks = (page: Page) =>
  page.getByTestId('related-articles').getByTestId('related-article').getByRole('link');
const periodLink = (page: Page) => page.getByRole('link', { name: '查看本期指数数据' });

/** The newest news article, which has related reading. */
async function newsWithRelated(page: Page): Promise<ArticleDetail> {
  const { list } = await listOf(page, 213);
  const article = await detailOf(page, list[0].id);
  expect(article.related.length, 'the demo news article has related reading').toBeGreaterThan(0);
  expect(article.related.length).toBeLessThanOrEqual(5);
  return article;
}

/**
 * A weekly price-index commentary (project 21, whose /data page shows a period's snapshot), not the
 * newest when there are two, so that its period differs from the page's default (the latest).
 */
async function weeklyCommentary(page: Page): Promise<{ article: ArticleDetail; snapshot: IndexSnapshot }> {
  const { list } = await listOf(page, 214);
  const details = await Promise.all(list.map((a) => detailOf(page, a.id)));
  const weekly = details.filter((a) => a.indexPeriod?.projId === 21);
  expect(weekly.length, 'a weekly commentary on the first page').toBeGreaterThan(0);
  const article = weekly[Math.min(1, weekly.length - 1)];
  const snapshot = await snapshotOf(page, 21, article.indexPeriod!.period);
  // The contract's two directions agree: the period's snapshot names this commentary.
  expect(snapshot.period).toBe(article.indexPeriod!.period);
  expect(snapshot.commentId).toBe(article.id);
  return { article, snapshot };
}

/** The path and query of the current hash route (`#/data?proj=21&period=…`). */
function hashRoute(page: Page): { path: string; params: URLSearchParams } {
  const [path, query = ''] = new URL(page.url()).hash.replace(/^#/, '').split('?');
  return { path, params: new URLSearchParams(query) };
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

test.describe('desktop related reading', () => {
  test('lists the related articles in the API order and opens one', async ({ page, consoleErrors }) => {
    const article = await newsWithRelated(page);
    await openRoute(page, `/article/${article.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(article.title);

    const section = page.getByTestId('related-articles');
    await expect(section.getByRole('heading', { level: 2, name: '相关阅读' })).toBeVisible();
    await expect(relatedLinks(page)).toHaveText(article.related.map((r) => r.title));
    // Each entry names its section and date (shown in the browser's time zone: checked by format).
    const items = section.getByTestId('related-article');
    for (const [i, r] of article.related.entries()) {
      await expect(items.nth(i)).toContainText(CATEGORY_NAMES[r.categoryId]);
      await expect(items.nth(i).locator('time')).toHaveAttribute('datetime', r.publishedAt);
      await expect(items.nth(i).locator('time')).toHaveText(ZH_DATE);
    }
    // A news article is about no index period.
    expect(article.indexPeriod).toBeNull();
    await expect(periodLink(page)).toHaveCount(0);

    const target = article.related[0];
    await expect(relatedLinks(page).first()).toHaveAttribute('href', `#/article/${target.id}`);
    await relatedLinks(page).first().click();
    await expect(page).toHaveURL(new RegExp(`#/article/${target.id}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(target.title);
    // The new article's own related reading replaces the old one.
    const next = await detailOf(page, target.id);
    await expect(relatedLinks(page)).toHaveText(next.related.map((r) => r.title));
    expect(consoleErrors).toEqual([]);
  });

  test('an article without related reading shows no section', async ({ page, consoleErrors }) => {
    const article = await newsWithRelated(page);
    // The same answer with an empty list (page.request above is not routed, the page's fetch is; the
    // route's boot answer, which would carry the real one, is left out).
    await withoutBoot(page);
    await page.route(`**/webapi/articles/${article.id}*`, async (route) => {
      const response = await route.fetch();
      const body = await response.json();
      body.data.related = [];
      await route.fulfill({ response, json: body });
    });
    await openRoute(page, `/article/${article.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(article.title);
    await expect(page.getByTestId('article-neighbours')).toBeVisible();
    await expect(page.getByTestId('related-articles')).toHaveCount(0);
    await expect(page.getByText('相关阅读')).toHaveCount(0);
    await expect(periodLink(page)).toHaveCount(0);
    expect(consoleErrors).toEqual([]);
  });

  test('a commentary links to its period on /data', async ({ page, consoleErrors }) => {
    const { article, snapshot } = await weeklyCommentary(page);
    const { projId, period } = article.indexPeriod!;
    await openRoute(page, `/article/${article.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(article.title);
    await expect(relatedLinks(page)).toHaveText(article.related.map((r) => r.title));

    await expect(periodLink(page)).toHaveAttribute('href', `#/data?proj=${projId}&period=${period}`);
    await periodLink(page).click();
    await expect(page).toHaveURL(/#\/data\?/);
    const { path, params } = hashRoute(page);
    expect(path).toBe('/data');
    expect(params.get('proj')).toBe(String(projId));
    expect(params.get('period')).toBe(period);

    // The snapshot section shows that period: picker, summary line and counts.
    await expect(page.getByTestId('snapshot-period')).toHaveValue(period);
    const { up, down, flat } = snapshot.summary;
    await expect(page.getByTestId('snapshot-summary')).toContainText(
      `${periodLabel(snapshot)}：${up + down + flat} 个大类 ${up} 涨 ${down} 跌 ${flat} 平`,
    );
    expect(consoleErrors).toEqual([]);
  });
});

test.describe('desktop related reading in English', () => {
  test.use({ locale: 'en-US' });

  test('the section and the period link are translated', async ({ page, consoleErrors }) => {
    const { article } = await weeklyCommentary(page);
    await openRoute(page, `/article/${article.id}`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
    await expect(page.getByTestId('related-articles').getByRole('heading', { name: 'Related reading' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'View the index data of this period' })).toBeVisible();
    await expect(page.getByTestId('related-article').first().locator('time')).toHaveText(/^\d{4}-\d{2}-\d{2}$/);
    expect(consoleErrors).toEqual([]);
  });
});

test.describe('mobile related reading', () => {
  test.use(PHONE);

  test('lists the related articles in the API order and opens one on /mobile', async ({ page, consoleErrors }) => {
    const article = await newsWithRelated(page);
    await openRoute(page, `/mobile/article/${article.id}`);
    await expect(page.getByRole('heading', { level: 2, name: article.title })).toBeVisible();

    await expect(page.getByTestId('related-articles').getByRole('heading', { name: '相关阅读' })).toBeVisible();
    await expect(relatedLinks(page)).toHaveText(article.related.map((r) => r.title));
    await expect(page.getByTestId('related-article').first().locator('time')).toHaveText(ZH_DATE);
    // Nothing widens the phone page.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    const target = article.related[article.related.length - 1];
    await relatedLinks(page).last().click();
    await expect(page).toHaveURL(new RegExp(`#/mobile/article/${target.id}$`));
    await expect(page.getByRole('heading', { level: 2, name: target.title, exact: true })).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });

  test('a commentary links to its period on /mobile/data', async ({ page, consoleErrors }) => {
    const { article } = await weeklyCommentary(page);
    const { projId, period } = article.indexPeriod!;
    // The phone's table lists the composite index newest first, 20 periods a page.
    const [series] = await api<IndexSeries[]>(page, `/index/series?projId=${projId}`);
    const newest = [...series.points].reverse();
    const row = newest.findIndex((p) => p.period === period);
    expect(row, 'the period is on the first page of the phone table').toBeGreaterThanOrEqual(0);
    expect(row).toBeLessThan(20);

    await openRoute(page, `/mobile/article/${article.id}`);
    await expect(page.getByRole('heading', { level: 2, name: article.title })).toBeVisible();
    await expect(relatedLinks(page)).toHaveText(article.related.map((r) => r.title));
    await expect(periodLink(page)).toHaveAttribute('href', `#/mobile/data?proj=${projId}&period=${period}`);
    await periodLink(page).click();
    await expect(page).toHaveURL(new RegExp(`#/mobile/data\\?.*period=${escape(period)}`));
    const { path, params } = hashRoute(page);
    expect(path).toBe('/mobile/data');
    expect(params.get('proj')).toBe(String(projId));
    expect(params.get('period')).toBe(period);

    // The page shows that period's composite value in its table.
    const rows = page.getByTestId('index-data-table').locator('tbody tr');
    await expect(rows.nth(row)).toContainText(periodLabel(newest[row]));
    await expect(rows.nth(row)).toContainText(num(newest[row].indexValue));
    expect(consoleErrors).toEqual([]);
  });
});
