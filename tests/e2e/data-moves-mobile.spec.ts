/**
 * Why the index moved, on a phone (/mobile/data, issue 12): the period's headline with its summary,
 * the 大类 contributions adding up to the headline's 环比, the movers linking to their node, the
 * category list that drills down the tree with a breadcrumb back up (in the URL: reload and Back
 * restore it), a leaf shown in the chart, share, no sideways scrolling at 360 px, the loading-error-
 * retry and empty states, and English. Every figure is compared with the /webapi answer.
 */
import type { Page } from '@playwright/test';
import type { IndexNode, IndexSnapshot, SnapshotRow } from '../../src/types/webapi';
import { api, expect, failApi, num, openRoute, periodLabel, PHONE, test, withoutResourceErrors, withoutBoot } from './fixtures';

/** The demo's weekly price index: a four-level tree. */
const PROJ = 21;

const snapshotOf = (page: Page) => api<IndexSnapshot>(page, `/index/snapshot?projId=${PROJ}`);
const treeOf = (page: Page) => api<IndexNode[]>(page, `/index/families/${PROJ}/tree`);
const rootOf = (s: IndexSnapshot) => s.rows.find((r) => r.parentId === null)!;
const rowOf = (s: IndexSnapshot, nodeId: string) => s.rows.find((r) => r.nodeId === nodeId)!;

/** A figure as the page prints it (`▲ +1.23点`, `−0.05 点`, `1,234.56`) as a number. */
const figure = (text: string | null) => Number((text ?? '').replace(/−/g, '-').replace(/[^\d.+-]/g, ''));

/** The largest riser among the 规格品 (环比 %, then points, then id), as the movers rank them. */
function topRiser(s: SnapshotRow[]): SnapshotRow {
  return s
    .filter((r) => r.level === 4 && (r.changePct ?? 0) > 0)
    .sort((a, b) => b.changePct! - a.changePct! || (b.change ?? 0) - (a.change ?? 0) || a.nodeId.localeCompare(b.nodeId))[0];
}

const drillList = (page: Page) => page.getByTestId('drill-list');
const drillRows = (page: Page) => drillList(page).getByTestId('drill-row');
const drillRow = (page: Page, id: string) => drillList(page).locator(`[data-testid="drill-row"][data-node="${id}"]`);
const crumbs = (page: Page) => page.getByTestId('drill-breadcrumb').getByRole('listitem');
/** The page's view in its (hash) URL. */
const viewOf = (page: Page) => new URLSearchParams(new URL(page.url()).hash.split('?')[1] ?? '');

test.describe('mobile /mobile/data: why it moved', () => {
  test.use(PHONE);

  test('the headline states the period with its summary, and the contributions add up to its 环比', async ({ page, consoleErrors }) => {
    const [snapshot, tree] = await Promise.all([snapshotOf(page), treeOf(page)]);
    const root = rootOf(snapshot);
    await openRoute(page, `/mobile/data?proj=${PROJ}`);

    const headline = page.getByTestId('index-headline');
    await expect(headline.getByTestId('headline-period')).toHaveText(periodLabel(snapshot));
    await expect(headline.getByTestId('headline-value')).toHaveText(num(root.indexValue));
    const summary = headline.getByTestId('headline-summary');
    await expect(summary).toContainText(periodLabel(snapshot));
    await expect(summary).toContainText(num(root.indexValue));
    const { up, down, flat } = snapshot.summary;
    await expect(summary).toContainText(`${up + down + flat} 个大类 ${up} 涨 ${down} 跌 ${flat} 平`);

    // The headline's 环比 in points is its first badge.
    const headlinePoints = figure(await headline.locator('[data-trend]').first().textContent());
    expect(headlinePoints).toBeCloseTo(root.change!, 2);

    const values = page.getByTestId('contribution-value');
    await expect(values).toHaveCount(tree[0].children!.length);
    const parts = (await values.allTextContents()).map(figure);
    const sum = parts.reduce((a, b) => a + b, 0);
    // Each part is rounded to 0.01 point: together a few hundredths off at most.
    expect(Math.abs(sum - headlinePoints)).toBeLessThanOrEqual(0.05);
    expect(consoleErrors).toEqual([]);
  });

  test('a mover links to its node: the chart shows it and the category list is where it is', async ({ page, consoleErrors }) => {
    const [snapshot, tree] = await Promise.all([snapshotOf(page), treeOf(page)]);
    const riser = topRiser(snapshot.rows);
    const group = tree[0].children!.flatMap((c) => c.children ?? []).find((g) => g.id === riser.parentId)!;
    await openRoute(page, `/mobile/data?proj=${PROJ}`);

    const link = page.getByTestId('movers-4').getByTestId('movers-risers').getByRole('link').first();
    await expect(link).toHaveText(riser.name);
    await link.click();
    await expect.poll(() => viewOf(page).get('nodes')).toBe(riser.nodeId);
    expect(viewOf(page).get('drill')).toBe(group.id);
    await expect(page.getByTestId('series-summary-item')).toHaveCount(1);
    await expect(page.getByTestId('series-summary-item')).toContainText(riser.name);
    await expect(page.getByTestId('series-summary-value')).toHaveText(num(riser.indexValue));
    await expect(crumbs(page).last()).toHaveText(group.name);
    await expect(drillRow(page, riser.nodeId)).toContainText('已在图中');
    expect(consoleErrors).toEqual([]);
  });

  test('the category list drills down two levels and back up; the URL keeps the level', async ({ page, consoleErrors }) => {
    const [snapshot, tree] = await Promise.all([snapshotOf(page), treeOf(page)]);
    const root = tree[0];
    const category = root.children![0];
    const group = category.children![0];
    await openRoute(page, `/mobile/data?proj=${PROJ}`);

    await expect(crumbs(page)).toHaveText([root.name]);
    await expect(drillRows(page)).toHaveCount(root.children!.length);
    await expect(drillRow(page, category.id)).toContainText(num(rowOf(snapshot, category.id).indexValue));

    // Down: 大类, then 中类.
    await drillRow(page, category.id).getByRole('button').first().click();
    await expect(crumbs(page)).toHaveText([root.name, category.name]);
    await expect(drillRows(page)).toHaveCount(category.children!.length);
    await drillRow(page, group.id).getByRole('button').first().click();
    await expect(crumbs(page)).toHaveText([root.name, category.name, group.name]);
    await expect(page.getByTestId('drill-breadcrumb').locator('[aria-current="location"]')).toHaveText(group.name);
    await expect(drillRows(page)).toHaveCount(group.children!.length);
    const item = group.children![0];
    await expect(drillRow(page, item.id)).toContainText(item.name);
    await expect(drillRow(page, item.id)).toContainText(num(rowOf(snapshot, item.id).indexValue));
    expect(viewOf(page).get('drill')).toBe(group.id);

    // The URL carries the level: a reload shows it again.
    await page.reload();
    await expect(crumbs(page)).toHaveText([root.name, category.name, group.name]);
    await expect(drillRows(page)).toHaveCount(group.children!.length);

    // Each step was a history entry: Back goes up one level.
    await page.goBack();
    await expect(crumbs(page)).toHaveText([root.name, category.name]);
    expect(viewOf(page).get('drill')).toBe(category.id);

    // The breadcrumb goes straight back to the top.
    await page.getByTestId('drill-breadcrumb').getByRole('button', { name: root.name }).click();
    await expect(crumbs(page)).toHaveText([root.name]);
    await expect(drillRows(page)).toHaveCount(root.children!.length);
    expect(viewOf(page).has('drill')).toBe(false);
    expect(consoleErrors).toEqual([]);
  });

  test('a leaf, or 走势 on a category, shows that node in the chart', async ({ page, consoleErrors }) => {
    const [snapshot, tree] = await Promise.all([snapshotOf(page), treeOf(page)]);
    const category = tree[0].children![1];
    const group = category.children![0];
    const leaf = group.children![group.children!.length - 1];
    await openRoute(page, `/mobile/data?proj=${PROJ}&drill=${group.id}`);

    await drillRow(page, leaf.id).getByRole('button').click();
    await expect.poll(() => viewOf(page).get('nodes')).toBe(leaf.id);
    await expect(page.getByTestId('series-summary-item')).toHaveCount(1);
    await expect(page.getByTestId('series-summary-item')).toContainText(leaf.name);
    await expect(page.getByTestId('series-summary-value')).toHaveText(num(rowOf(snapshot, leaf.id).indexValue));
    await expect(drillRow(page, leaf.id)).toContainText('已在图中');
    // The list stays where it was.
    await expect(crumbs(page).last()).toHaveText(group.name);

    await page.getByTestId('drill-breadcrumb').getByRole('button', { name: category.name }).click();
    await drillRow(page, group.id).getByRole('button', { name: `走势：${group.name}` }).click();
    await expect.poll(() => viewOf(page).get('nodes')).toBe(group.id);
    await expect(page.getByTestId('series-summary-item')).toContainText(group.name);
    expect(consoleErrors).toEqual([]);
  });

  test('分享 copies the permalink of the view', async ({ page, context, consoleErrors }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    // The fallback is what this test is about, whatever this Chromium offers.
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'share', { value: undefined, configurable: true });
    });
    const tree = await treeOf(page);
    const category = tree[0].children![2];
    await openRoute(page, `/mobile/data?proj=${PROJ}&nodes=${category.id}&range=5y&drill=${category.id}`);
    await expect(crumbs(page).last()).toHaveText(category.name);
    // Loaded: the chart's loading status is gone, the share notice is the region's only status.
    await expect(page.getByTestId('series-summary-value')).toBeVisible();

    const region = page.getByTestId('chart-region');
    await region.getByRole('button', { name: '分享' }).click();
    await expect(region.getByRole('status')).toHaveText('链接已复制');
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    // The share address (server/share.ts) with the view, drill-down included.
    expect(copied).toMatch(new RegExp(`^${new URL(page.url()).origin}/s/data/\\d+\\?`));
    expect(copied).toContain(`drill=${category.id}`);
    expect(consoleErrors).toEqual([]);
  });

  test('nothing scrolls sideways at 360 px, down to the deepest level', async ({ page, consoleErrors }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    const tree = await treeOf(page);
    // The 大类 with the longest names below it, shown three at a time in the chart.
    const category = [...tree[0].children!].sort(
      (a, b) => Math.max(...b.children!.map((g) => g.name.length)) - Math.max(...a.children!.map((g) => g.name.length)),
    )[0];
    const group = category.children![0];
    const nodes = [tree[0].id, category.id, group.id].join(',');
    await openRoute(page, `/mobile/data?proj=${PROJ}&nodes=${nodes}&drill=${category.id}`);

    await expect(drillRows(page)).toHaveCount(category.children!.length);
    await expect(page.getByTestId('contribution-value')).toHaveCount(tree[0].children!.length);
    await expect(page.getByTestId('movers-3')).toBeVisible();
    await expect(page.getByTestId('series-summary-item')).toHaveCount(3);
    await expect(page.getByTestId('index-data-table').locator('tbody tr')).toHaveCount(20);
    // The first view is SVG: one line per compared series, no chart engine loaded yet.
    const chart = page.getByTestId('index-chart');
    await expect(chart.getByTestId('trend-path')).toHaveCount(3);
    expect(await chart.getByRole('img').getAttribute('aria-label')).toContain(group.name);
    await expect(chart.locator('canvas')).toHaveCount(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    // A tap on the chart brings the full chart (its zoom slider and tooltip) in place of the SVG.
    await chart.getByTestId('trend-line').click();
    await expect(chart.locator('canvas')).toBeVisible();
    await expect(chart.getByTestId('trend-line')).toHaveCount(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

    await drillRow(page, group.id).getByRole('button').first().click();
    await expect(crumbs(page)).toHaveCount(3);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    expect(consoleErrors).toEqual([]);
  });

  test('a failing snapshot shows errors with retry that recover every region', async ({ page, consoleErrors }) => {
    const [snapshot, tree] = await Promise.all([snapshotOf(page), treeOf(page)]);
    await failApi(page, 'index/snapshot*', 'business');
    await openRoute(page, `/mobile/data?proj=${PROJ}`);

    const headlineRetry = page.getByTestId('headline-region').getByRole('button', { name: '重试' });
    await expect(headlineRetry).toBeVisible();
    await expect(page.getByTestId('drill-region').getByRole('button', { name: '重试' })).toBeVisible();
    // The chart does not need the snapshot: it is there all along.
    await expect(page.getByTestId('series-summary-value')).toBeVisible();

    await page.unroute('**/webapi/index/snapshot*');
    await headlineRetry.click();
    await expect(page.getByTestId('headline-value')).toHaveText(num(rootOf(snapshot).indexValue));
    await expect(drillRows(page)).toHaveCount(tree[0].children!.length);
    await expect(page.getByTestId('contribution-value')).toHaveCount(tree[0].children!.length);
    expect(withoutResourceErrors(consoleErrors)).toEqual([]);
  });

  test('a period without rows says so instead of an empty list', async ({ page }) => {
    await withoutBoot(page);
    await page.route('**/webapi/index/snapshot*', async (route) => {
      const res = await route.fetch();
      const body = await res.json();
      body.data.rows = [];
      body.data.summary = { up: 0, down: 0, flat: 0 };
      await route.fulfill({ response: res, json: body });
    });
    await openRoute(page, `/mobile/data?proj=${PROJ}`);
    await expect(page.getByTestId('drill-region')).toContainText('暂无数据');
    await expect(page.getByTestId('headline-region')).toContainText('暂无数据');
    await expect(page.getByTestId('series-summary-value')).toBeVisible();
  });
});

test.describe('mobile /mobile/data in English', () => {
  test.use({ ...PHONE, locale: 'en-US' });

  test('the category list, its breadcrumb and the moves speak English', async ({ page, consoleErrors }) => {
    const tree = await treeOf(page);
    const category = tree[0].children![0];
    await openRoute(page, `/mobile/data?proj=${PROJ}`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');

    await expect(page.getByRole('heading', { name: 'Categories', exact: true })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Category path' })).toHaveText(tree[0].name);
    await expect(page.getByRole('heading', { name: 'Largest moves among items' })).toBeVisible();
    await expect(drillRow(page, category.id)).toContainText(`Subcategories: ${category.children!.length}`);

    await drillRow(page, category.id).getByRole('button', { name: `Chart: ${category.name}` }).click();
    await expect.poll(() => viewOf(page).get('nodes')).toBe(category.id);
    await expect(page.getByTestId('series-summary-item')).toContainText(category.name);
    await expect(page.getByTestId('headline-summary')).toContainText('closed at');
    expect(consoleErrors).toEqual([]);
  });
});
