/**
 * Index pages, desktop and mobile: the home pages (headline number, family cards, latest articles)
 * and the data pages (family, nodes, range and kind in the URL; chart, table, notes, snapshot).
 * Every test compares what the visitor sees with the /webapi answer the page reads.
 */
import type { Page } from '@playwright/test';
import type { ArticleSummary, IndexFamily, IndexNode, IndexSeries, IndexSnapshot, PageResult } from '../../src/types/webapi';
import { api, expect, failApi, openRoute, PHONE, test, withoutResourceErrors, num, periodLabel, withoutBoot } from './fixtures';

const HEADLINE = 21;


const families = (page: Page) => api<IndexFamily[]>(page, '/index/families');
const snapshotOf = (page: Page, projId: number, period = '') =>
  api<IndexSnapshot>(page, `/index/snapshot?projId=${projId}${period ? `&period=${period}` : ''}`);
const treeOf = (page: Page, projId: number) => api<IndexNode[]>(page, `/index/families/${projId}/tree`);
const seriesOf = async (page: Page, projId: number, nodeId: string) =>
  (await api<IndexSeries[]>(page, `/index/series?projId=${projId}&nodeIds=${nodeId}`))[0];
const latestArticles = (page: Page, categoryId: number) =>
  api<PageResult<ArticleSummary>>(page, `/articles?categoryId=${categoryId}&current=1&pageSize=5`);
const rootOf = (s: IndexSnapshot) => s.rows.find((r) => r.parentId === null)!;

const retryIn = (page: Page, testId: string) => page.getByTestId(testId).getByRole('button', { name: '重试' });
/** A segment of a segmented switch (/data's Choices, or antd's Segmented): the label around its radio. */
const segment = (page: Page, name: string) => page.locator('label', { has: page.getByRole('radio', { name, exact: true }) });

/** Answer a /webapi list with no articles at all. */
async function emptyArticles(page: Page) {
  await withoutBoot(page);
  await page.route('**/webapi/articles*', (route) =>
    route.fulfill({
      status: 200,
      contentType: 'application/json',
      body: JSON.stringify({ success: true, data: { list: [], total: 0, current: 1, pageSize: 5 } }),
    }),
  );
}

// ------------------------------------------------------------------ desktop home

test.describe('desktop /home', () => {
  test('the headline shows this period of the price index as the API publishes it', async ({ page, consoleErrors }) => {
    const [snapshot, list] = await Promise.all([snapshotOf(page, HEADLINE), families(page)]);
    const family = list.find((f) => f.projId === HEADLINE)!;
    const root = rootOf(snapshot);
    await openRoute(page, '/home');

    const headline = page.getByTestId('index-headline');
    await expect(headline.getByRole('heading', { name: family.name })).toBeVisible();
    await expect(page.getByTestId('headline-value')).toHaveText(num(root.indexValue));
    await expect(page.getByTestId('headline-period')).toHaveText(periodLabel(snapshot));
    const { up, down, flat } = snapshot.summary;
    await expect(page.getByTestId('headline-counts')).toHaveText(`${up + down + flat} 个大类 ${up} 涨 ${down} 跌 ${flat} 平`);
    // Both changes, with their sign and unit.
    const sign = (v: number) => (v > 0 ? '+' : v < 0 ? '−' : '');
    await expect(headline).toContainText(`${sign(root.change!)}${num(Math.abs(root.change!))}点`);
    await expect(headline).toContainText(`${sign(root.changePct!)}${num(Math.abs(root.changePct!))}%`);
    // The recent trend is light SVG (no chart engine on the home page), with its latest value written out.
    await expect(page.getByTestId('recent-chart').getByTestId('trend-line')).toBeVisible();
    await expect(page.getByTestId('recent-chart')).toContainText(num(root.indexValue));
    expect(consoleErrors).toEqual([]);
  });

  test("the headline links to this period's commentary and to the data page", async ({ page }) => {
    const snapshot = await snapshotOf(page, HEADLINE);
    expect(snapshot.commentId, 'the demo publishes a commentary for the latest period').toBeDefined();
    await openRoute(page, '/home');
    await page.getByTestId('headline-comment').click();
    await expect(page).toHaveURL(new RegExp(`#/article/${snapshot.commentId}$`));

    await openRoute(page, '/home');
    await page.getByRole('link', { name: '查看指数数据' }).click();
    await expect(page).toHaveURL(/#\/data\?proj=21/);
    await expect(page.getByTestId('chart-region')).toBeVisible();
  });

  test('cards show the other families with their latest value, and the climate index against its 荣枯线', async ({ page, consoleErrors }) => {
    const others = (await families(page)).filter((f) => f.projId !== HEADLINE);
    expect(others.length).toBeGreaterThan(0);
    await openRoute(page, '/home');
    const cards = page.getByTestId('family-card');
    await expect(cards).toHaveCount(others.length);
    for (const [i, family] of others.entries()) {
      const root = rootOf(await snapshotOf(page, family.projId));
      await expect(cards.nth(i)).toContainText(family.name);
      await expect(cards.nth(i).getByTestId('family-card-value')).toHaveText(num(root.indexValue));
      if (family.threshold !== undefined) {
        const side = root.indexValue > family.threshold ? '高于' : root.indexValue < family.threshold ? '低于' : '位于';
        await expect(cards.nth(i).getByTestId('family-card-threshold')).toContainText(`${side}荣枯线`);
      }
    }
    await cards.nth(0).getByRole('link').click();
    await expect(page).toHaveURL(new RegExp(`#/data\\?proj=${others[0].projId}`));
    expect(consoleErrors).toEqual([]);
  });

  test('the newest commentary, reports and news link to their articles', async ({ page, consoleErrors }) => {
    const lists = await Promise.all([214, 220, 213].map((id) => latestArticles(page, id)));
    await openRoute(page, '/home');
    for (const [i, id] of [214, 220, 213].entries()) {
      const items = page.getByTestId(`latest-articles-${id}`).getByTestId('latest-article');
      await expect(items).toHaveCount(Math.min(5, lists[i].list.length));
      await expect(items.first()).toContainText(lists[i].list[0].title);
    }
    await page.getByTestId('latest-articles-220').getByRole('link', { name: lists[1].list[0].title }).click();
    await expect(page).toHaveURL(new RegExp(`#/article/${lists[1].list[0].id}$`));
    expect(consoleErrors).toEqual([]);
  });

  test('a failing index API shows an error with retry that recovers', async ({ page, consoleErrors }) => {
    const root = rootOf(await snapshotOf(page, HEADLINE));
    await failApi(page, 'index/snapshot*', 'http500');
    await openRoute(page, '/home');
    await expect(retryIn(page, 'headline-region')).toBeVisible();
    // No empty chart box beside the error; the chart comes back with the headline.
    await expect(page.getByTestId('headline-chart')).toHaveCount(0);
    // The articles do not depend on the index: they still show.
    await expect(page.getByTestId('latest-article').first()).toBeVisible();
    await page.unroute('**/webapi/index/snapshot*');
    await retryIn(page, 'headline-region').click();
    await expect(page.getByTestId('headline-value')).toHaveText(num(root.indexValue));
    await expect(page.getByTestId('headline-chart')).toBeVisible();
    expect(withoutResourceErrors(consoleErrors)).toEqual([]);
  });

  test('failing article lists show errors with retry; empty lists say so', async ({ page }) => {
    const first = (await latestArticles(page, 214)).list[0];
    await failApi(page, 'articles*', 'network');
    await openRoute(page, '/home');
    await expect(retryIn(page, 'latest-articles-214')).toBeVisible();
    await expect(page.getByTestId('headline-value')).toBeVisible();
    await page.unroute('**/webapi/articles*');
    await retryIn(page, 'latest-articles-214').click();
    await expect(page.getByTestId('latest-articles-214').getByTestId('latest-article').first()).toContainText(first.title);

    await emptyArticles(page);
    await page.reload();
    await expect(page.getByTestId('latest-articles-213')).toContainText('暂无数据');
  });
});

// ------------------------------------------------------------------ desktop /data

test.describe('desktop /data', () => {
  test('opens on the first family: composite, latest value, a table newest first, notes', async ({ page, consoleErrors }) => {
    const [list, tree] = await Promise.all([families(page), treeOf(page, HEADLINE)]);
    const family = list[0];
    const series = await seriesOf(page, family.projId, tree[0].id);
    const last = series.points[series.points.length - 1];
    await openRoute(page, '/data');

    await expect(page.getByRole('heading', { level: 1, name: '指数数据' })).toBeVisible();
    await expect(page.getByRole('tab', { name: family.shortName, selected: true })).toBeVisible();
    await expect(page.getByTestId('series-summary-item')).toHaveCount(1);
    await expect(page.getByTestId('series-summary-value')).toHaveText(num(last.indexValue));
    // The chart's first view is SVG (the composite's line); the mouse over it brings ECharts.
    const chart = page.getByTestId('index-chart');
    await expect(chart.getByTestId('trend-path')).toHaveCount(1);
    await chart.getByTestId('trend-line').hover();
    await expect(chart.locator('canvas')).toBeVisible();

    const firstRow = page.getByTestId('index-data-table').locator('tbody tr[data-row-key]').first();
    await expect(firstRow).toContainText(periodLabel(last));
    await expect(firstRow).toContainText(num(last.indexValue));

    const notes = page.getByTestId('index-notes');
    await expect(notes).toContainText(family.source);
    await expect(notes).toContainText(family.basePeriod);
    await expect(notes).toContainText(family.unit);
    expect(consoleErrors).toEqual([]);
  });

  test('the series picker adds categories up to the limit and removes them as chips', async ({ page, consoleErrors }) => {
    const [root] = await treeOf(page, HEADLINE);
    const categories = root.children ?? [];
    expect(categories.length).toBeGreaterThan(6);
    await openRoute(page, `/data?proj=${HEADLINE}`);
    const picker = page.getByTestId('series-picker');
    // A chip reads its name, then its remove button's ×.
    const chips = (nodes: { name: string }[]) => nodes.map((n) => new RegExp(`^${n.name}×?$`));
    await expect(picker.getByTestId('series-chip')).toHaveText(chips([root]));

    const add = picker.getByRole('button', { name: '添加对比' });
    await add.click();
    await expect(add).toHaveAttribute('aria-expanded', 'true');
    for (const c of categories.slice(0, 5)) await picker.getByRole('checkbox', { name: c.name, exact: true }).check();
    await expect(picker.getByTestId('series-chip')).toHaveText(chips([root, ...categories.slice(0, 5)]));
    await expect(page).toHaveURL(new RegExp(`nodes=${[root, ...categories.slice(0, 5)].map((n) => n.id).join(',')}`));
    await expect(page.getByTestId('series-summary-item')).toHaveCount(6);
    // Six is the most (MAX_COMPARE): the other boxes are disabled and the panel says why.
    await expect(picker.getByRole('checkbox', { name: categories[5].name, exact: true })).toBeDisabled();
    await expect(picker).toContainText('已选满 6 项');
    await page.keyboard.press('Escape');
    await expect(add).toHaveAttribute('aria-expanded', 'false');
    await expect(add).toBeFocused();

    await picker.getByRole('button', { name: `移除「${categories[0].name}」` }).click();
    await expect(picker.getByTestId('series-chip')).toHaveText(chips([root, ...categories.slice(1, 5)]));
    await expect(page.getByTestId('series-summary-item')).toHaveCount(5);
    expect(consoleErrors).toEqual([]);
  });

  test('a permalink reproduces nodes, range and kind', async ({ page, consoleErrors }) => {
    const tree = await treeOf(page, HEADLINE);
    const category = tree[0].children![2];
    const [root, cat] = await Promise.all([seriesOf(page, HEADLINE, tree[0].id), seriesOf(page, HEADLINE, category.id)]);
    await openRoute(page, `/data?proj=${HEADLINE}&nodes=${tree[0].id},${category.id}&range=1y&kind=lastValue`);

    const items = page.getByTestId('series-summary-item');
    await expect(items).toHaveCount(2);
    await expect(items.nth(0)).toContainText(tree[0].name);
    await expect(items.nth(1)).toContainText(category.name);
    await expect(items.nth(1).getByTestId('series-summary-value')).toHaveText(num(cat.points[cat.points.length - 1].lastValue!));
    await expect(page.getByRole('radio', { name: '环比' })).toBeChecked();
    await expect(page.getByRole('radio', { name: '近1年' })).toBeChecked();

    // One year of weekly periods, counted as the page counts them.
    const latest = new Date(root.points[root.points.length - 1].period);
    latest.setFullYear(latest.getFullYear() - 1);
    const cut = latest.toISOString().slice(0, 10);
    const inRange = root.points.filter((p) => p.period > cut).length;
    await expect(page.getByTestId('index-data-table')).toContainText(`共 ${inRange} 期`);
    await expect(page.getByTestId('index-data-table').locator('thead')).toContainText('环比指数');
    expect(consoleErrors).toEqual([]);
  });

  test('switching family, range and kind keeps the view in the URL', async ({ page, consoleErrors }) => {
    const list = await families(page);
    const climate = list.find((f) => f.threshold !== undefined) ?? list[1];
    const root = rootOf(await snapshotOf(page, climate.projId));
    await openRoute(page, '/data');

    await page.getByRole('tab', { name: climate.shortName }).click();
    await expect(page).toHaveURL(new RegExp(`proj=${climate.projId}`));
    await expect(page.getByRole('heading', { level: 2, name: climate.name })).toBeVisible();
    await expect(page.getByTestId('series-summary-value')).toHaveText(num(root.indexValue));
    // A single-series family has no category picker and no category snapshot.
    await expect(page.getByTestId('snapshot-region')).toHaveCount(0);

    await segment(page, '全部').click();
    await expect(page).toHaveURL(/range=all/);
    await segment(page, '同比').click();
    await expect(page).toHaveURL(/kind=sameValue/);
    await expect(page.getByTestId('series-summary-value')).toHaveText(num(root.sameValue!));

    await page.reload();
    await expect(page.getByRole('radio', { name: '同比' })).toBeChecked();
    await expect(page.getByTestId('series-summary-value')).toHaveText(num(root.sameValue!));
    expect(consoleErrors).toEqual([]);
  });

  test('the snapshot table lists every category of a period and adds one to the chart', async ({ page, consoleErrors }) => {
    const latest = await snapshotOf(page, HEADLINE);
    const level2 = latest.rows.filter((r) => r.level === 2);
    await openRoute(page, `/data?proj=${HEADLINE}`);

    const table = page.getByTestId('index-snapshot-table');
    await expect(table.locator('tbody tr[data-level="0"]')).toHaveCount(level2.length + 1);
    await expect(table).toContainText(level2[0].name);
    await expect(page.getByTestId('snapshot-summary')).toContainText(
      `${level2.length} 个大类 ${latest.summary.up} 涨 ${latest.summary.down} 跌 ${latest.summary.flat} 平`,
    );

    await table.getByRole('button', { name: `加入对比：${level2[0].name}` }).click();
    await expect(page).toHaveURL(new RegExp(`nodes=[^&]*${level2[0].nodeId}`));
    await expect(page.getByTestId('series-summary-item')).toHaveCount(2);

    // An older period through the picker.
    const older = await snapshotOf(page, HEADLINE, latest.periods[1]);
    const picker = page.getByRole('combobox', { name: '选择期别' });
    await expect(picker.locator('option', { hasText: periodLabel(older) })).toHaveCount(1);
    await picker.selectOption({ label: periodLabel(older) });
    await expect(page.getByTestId('snapshot-summary')).toContainText(periodLabel(older));
    await expect(table.locator('tbody tr[data-level="0"]').nth(1)).toContainText(num(older.rows.find((r) => r.level === 2)!.indexValue));
    expect(consoleErrors).toEqual([]);
  });

  test('the shown data downloads as CSV', async ({ page }) => {
    const tree = await treeOf(page, HEADLINE);
    const series = await seriesOf(page, HEADLINE, tree[0].id);
    const last = series.points[series.points.length - 1];
    await openRoute(page, `/data?proj=${HEADLINE}&range=1y`);
    await expect(page.getByTestId('index-data-table')).toBeVisible();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: '下载 CSV' }).first().click()]);
    expect(download.suggestedFilename()).toMatch(/\.csv$/);
    const text = await (await download.createReadStream()).toArray().then((chunks) => Buffer.concat(chunks).toString('utf8'));
    expect(text).toContain(`${tree[0].name} 定基指数`);
    expect(text.split('\n')[1]).toContain(`${periodLabel(last)},${last.period},${last.indexValue}`);
  });

  test('an unknown family is a 404', async ({ page }) => {
    await openRoute(page, '/data?proj=99');
    await expect(page.getByText('抱歉，您访问的页面不存在。')).toBeVisible();
    await expect(page.getByRole('link', { name: '返回首页' })).toBeVisible();
  });

  test("the first screen draws no antd; the day picker that comes after it wears the site's antd theme and language", async ({ page, consoleErrors }) => {
    // What of antd (a component, or its CSS-in-JS styles) the document had when the headline first showed.
    await page.addInitScript(() => {
      const seen = window as unknown as { antdAtHeadline?: string[] };
      new MutationObserver((_, observer) => {
        if (!document.querySelector('[data-testid="headline-summary"]')) return;
        observer.disconnect();
        const drawn = [...document.querySelectorAll('body *')].filter((e) => [...e.classList].some((c) => c.startsWith('ant-')));
        const styles = [...document.querySelectorAll('style[data-css-hash], style[data-token-hash], style[data-rc-order]')];
        seen.antdAtHeadline = [...drawn, ...styles].map((e) => `${e.tagName.toLowerCase()}.${[...e.classList].join('.')}`);
      }).observe(document, { childList: true, subtree: true });
    });
    await openRoute(page, '/data');
    await expect(page.getByTestId('headline-summary')).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { antdAtHeadline?: string[] }).antdAtHeadline)).toEqual([]);

    // The 历史版本 picker, an antd chunk after the first paint, in the site's brand colour and in Chinese.
    const picker = page.getByLabel('历史版本', { exact: true });
    await picker.click();
    await page.mouse.move(0, 0);
    await expect(page.locator('.ant-picker-focused')).toHaveCSS('border-color', 'rgb(179, 38, 30)');
    await expect(page.locator('.ant-picker-dropdown').getByText('今天', { exact: true })).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });

  test('a failing series API shows an error with retry that recovers', async ({ page, consoleErrors }) => {
    const tree = await treeOf(page, HEADLINE);
    const series = await seriesOf(page, HEADLINE, tree[0].id);
    await failApi(page, 'index/series*', 'malformed');
    await openRoute(page, `/data?proj=${HEADLINE}`);
    await expect(retryIn(page, 'chart-region')).toBeVisible();
    await page.unroute('**/webapi/index/series*');
    await retryIn(page, 'chart-region').click();
    await expect(page.getByTestId('series-summary-value')).toHaveText(num(series.points[series.points.length - 1].indexValue));
    expect(withoutResourceErrors(consoleErrors)).toEqual([]);
  });

  test('a failing families API leaves an error with retry, not a blank page', async ({ page }) => {
    await failApi(page, 'index/families?*', 'http500');
    await openRoute(page, '/data');
    const retry = page.getByRole('button', { name: '重试' });
    await expect(retry).toBeVisible();
    await page.unroute('**/webapi/index/families?*');
    await retry.click();
    await expect(page.getByTestId('series-summary-value')).toBeVisible();
  });
});

// ------------------------------------------------------------------ mobile

test.describe('mobile /mobile/home', () => {
  test.use(PHONE);

  test('shows the headline number and links commentary to the mobile article page', async ({ page, consoleErrors }) => {
    const [snapshot, comments] = await Promise.all([snapshotOf(page, HEADLINE), latestArticles(page, 214)]);
    await openRoute(page, '/mobile/home');
    await expect(page.getByTestId('headline-value')).toHaveText(num(rootOf(snapshot).indexValue));
    await expect(page.getByTestId('headline-period')).toHaveText(periodLabel(snapshot));
    await expect(page.getByTestId('family-card')).toHaveCount((await families(page)).length - 1);
    const items = page.getByTestId('latest-articles-214').getByTestId('latest-article');
    await expect(items.first()).toContainText(comments.list[0].title);
    await items.first().getByRole('link').click();
    await expect(page).toHaveURL(new RegExp(`#/mobile/article/${comments.list[0].id}$`));
    expect(consoleErrors).toEqual([]);
  });

  test("the headline's commentary link stays on mobile", async ({ page }) => {
    const snapshot = await snapshotOf(page, HEADLINE);
    await openRoute(page, '/mobile/home');
    await page.getByTestId('headline-comment').click();
    await expect(page).toHaveURL(new RegExp(`#/mobile/article/${snapshot.commentId}$`));
  });

  test('a failing index API shows an error with retry that recovers', async ({ page, consoleErrors }) => {
    const root = rootOf(await snapshotOf(page, HEADLINE));
    await failApi(page, 'index/snapshot*', 'business');
    await openRoute(page, '/mobile/home');
    await expect(retryIn(page, 'headline-region')).toBeVisible();
    // No empty chart box under the error; the chart comes back with the headline.
    await expect(page.getByTestId('headline-chart')).toHaveCount(0);
    await page.unroute('**/webapi/index/snapshot*');
    await retryIn(page, 'headline-region').click();
    await expect(page.getByTestId('headline-value')).toHaveText(num(root.indexValue));
    await expect(page.getByTestId('headline-chart')).toBeVisible();
    expect(withoutResourceErrors(consoleErrors)).toEqual([]);
  });

  test('empty article lists say so', async ({ page }) => {
    await emptyArticles(page);
    await openRoute(page, '/mobile/home');
    await expect(page.getByTestId('latest-articles-214')).toContainText('暂无数据');
    await expect(page.getByTestId('headline-value')).toBeVisible();
  });
});

test.describe('mobile /mobile/data', () => {
  test.use(PHONE);

  test('shows the latest value, a paged table and the notes', async ({ page, consoleErrors }) => {
    const [list, tree] = await Promise.all([families(page), treeOf(page, HEADLINE)]);
    const series = await seriesOf(page, HEADLINE, tree[0].id);
    const newest = [...series.points].reverse();
    await openRoute(page, `/mobile/data?proj=${HEADLINE}`);

    await expect(page.getByTestId('series-summary-value')).toHaveText(num(newest[0].indexValue));
    const rows = page.getByTestId('index-data-table').locator('tbody tr');
    await expect(rows).toHaveCount(20);
    await expect(rows.first()).toContainText(periodLabel(newest[0]));
    await page.getByRole('button', { name: '较早' }).click();
    await expect(rows.first()).toContainText(periodLabel(newest[20]));
    await expect(page.getByTestId('index-notes')).toContainText(list[0].source);
    expect(consoleErrors).toEqual([]);
  });

  test('family, categories and kind change the view and the URL', async ({ page, consoleErrors }) => {
    const [list, tree] = await Promise.all([families(page), treeOf(page, HEADLINE)]);
    const category = tree[0].children![0];
    await openRoute(page, `/mobile/data?proj=${HEADLINE}`);

    await page.getByTestId('category-picker').click();
    await page.getByRole('dialog').getByText(category.name, { exact: true }).click();
    await page.getByRole('button', { name: '完成' }).click();
    await expect(page).toHaveURL(new RegExp(`nodes=${tree[0].id},${category.id}`));
    await expect(page.getByTestId('series-summary-item')).toHaveCount(2);

    const other = list[1];
    const root = rootOf(await snapshotOf(page, other.projId));
    await page.getByText(other.shortName, { exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`proj=${other.projId}`));
    await expect(page.getByTestId('series-summary-value')).toHaveText(num(root.indexValue));
    // Within the kind switch: the headline above the chart says 环比 too.
    await page.getByRole('group', { name: '指数类型' }).getByText('环比', { exact: true }).click();
    await expect(page).toHaveURL(/kind=lastValue/);
    await expect(page.getByTestId('series-summary-value')).toHaveText(num(root.lastValue!));
    expect(consoleErrors).toEqual([]);
  });

  test('an unknown family is a 404 with a link to the mobile home', async ({ page }) => {
    await openRoute(page, '/mobile/data?proj=99');
    await expect(page.getByText('抱歉，您访问的页面不存在。')).toBeVisible();
    await page.getByRole('link', { name: '返回首页' }).click();
    await expect(page).toHaveURL(/#\/mobile\/home$/);
  });

  test('a failing tree API shows an error with retry that recovers', async ({ page, consoleErrors }) => {
    await failApi(page, 'index/families/*/tree?*', 'http500');
    await openRoute(page, `/mobile/data?proj=${HEADLINE}`);
    await expect(retryIn(page, 'chart-region')).toBeVisible();
    await page.unroute('**/webapi/index/families/*/tree?*');
    await retryIn(page, 'chart-region').click();
    await expect(page.getByTestId('series-summary-value')).toBeVisible();
    expect(withoutResourceErrors(consoleErrors)).toEqual([]);
  });
});
