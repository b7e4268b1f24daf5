/**
 * Why the index moved, on the desktop data page (/data, issue 12): the chosen period's headline
 * with its summary, the 大类 contributions adding up to the headline's 环比, the heat-map selecting
 * a category and period (URL, headline and snapshot table follow), the movers linking to their
 * node, comparing six lines and removing one, the rebased-to-100 switch, the chart's PNG at the
 * chart's size × pixel ratio, a share link that restores the view in a fresh browser, and English.
 * Every figure is compared with the /webapi answer.
 */
import type { Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import type { IndexNode, IndexSeries, IndexSnapshot, SnapshotRow } from '../../src/types/webapi';
import { api, expect, num, openRoute, periodLabel, test, newContext } from './fixtures';

/** The demo's weekly price index: a four-level tree. */
const PROJ = 21;

const snapshotOf = (page: Page, period = '') =>
  api<IndexSnapshot>(page, `/index/snapshot?projId=${PROJ}${period ? `&period=${period}` : ''}`);
const treeOf = (page: Page) => api<IndexNode[]>(page, `/index/families/${PROJ}/tree`);
const seriesOf = async (page: Page, nodeId: string) => (await api<IndexSeries[]>(page, `/index/series?projId=${PROJ}&nodeIds=${nodeId}`))[0];
const rootOf = (s: IndexSnapshot) => s.rows.find((r) => r.parentId === null)!;

/** A figure as the page prints it (`▲ +1.23点`, `−0.05 点`, `1,234.56`) as a number. */
const figure = (text: string | null) => Number((text ?? '').replace(/−/g, '-').replace(/[^\d.+-]/g, ''));
/** The page's view in its (hash) URL. */
const viewOf = (url: string) => new URLSearchParams(new URL(url).hash.split('?')[1] ?? '');

/** The largest riser among the 规格品 (环比 %, then points, then id), as the movers rank them. */
const topRiser = (rows: SnapshotRow[]) =>
  rows
    .filter((r) => r.level === 4 && (r.changePct ?? 0) > 0)
    .sort((a, b) => b.changePct! - a.changePct! || (b.change ?? 0) - (a.change ?? 0) || a.nodeId.localeCompare(b.nodeId))[0];

/** Width and height of a PNG, from its IHDR chunk. */
const pngSize = (bytes: Buffer) => {
  expect(bytes.subarray(1, 4).toString('ascii')).toBe('PNG');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
};

const chips = (page: Page) => page.getByTestId('series-picker').getByTestId('series-chip');

test.describe('desktop /data: why it moved', () => {
  test('the headline states the period with its summary, and the contributions add up to its 环比', async ({ page, consoleErrors }) => {
    const [snapshot, tree] = await Promise.all([snapshotOf(page), treeOf(page)]);
    const root = rootOf(snapshot);
    await openRoute(page, `/data?proj=${PROJ}`);

    const headline = page.getByTestId('index-headline');
    await expect(headline.getByTestId('headline-period')).toHaveText(periodLabel(snapshot));
    await expect(headline.getByTestId('headline-value')).toHaveText(num(root.indexValue));
    const summary = headline.getByTestId('headline-summary');
    await expect(summary).toContainText(`本期（${periodLabel(snapshot)}）`);
    await expect(summary).toContainText(`收于 ${num(root.indexValue)} 点`);
    await expect(summary).toContainText(/环比(上涨|下跌) [\d.]+ 点（[\d.]+%）|环比持平/);
    await expect(summary).not.toContainText('百分点');
    // On /data the headline does not link to /data.
    await expect(headline.getByRole('link', { name: '查看指数数据' })).toHaveCount(0);

    const headlinePoints = figure(await headline.locator('[data-trend]').first().textContent());
    expect(headlinePoints).toBeCloseTo(root.change!, 2);

    const region = page.getByTestId('moves-region');
    const values = region.getByTestId('contribution-value');
    await expect(values).toHaveCount(tree[0].children!.length);
    const parts = (await values.allTextContents()).map(figure);
    // Largest first, each signed and in 点.
    expect([...parts].sort((a, b) => b - a)).toEqual(parts);
    for (const text of await values.allTextContents()) expect(text).toMatch(/^([+−]?[\d.]+|0\.00) 点$/);
    const sum = parts.reduce((a, b) => a + b, 0);
    // Each part is rounded to 0.01 点: the sum is the 环比 but for half a hundredth per part.
    expect(Math.abs(sum - headlinePoints)).toBeLessThanOrEqual(0.005 * parts.length + 1e-9);
    const total = region.getByTestId('contribution-total');
    await expect(total).toContainText(`合计 ${sum > 0 ? '+' : sum < 0 ? '−' : ''}${num(Math.abs(sum))} 点`);
    await expect(total).toContainText('四舍五入');
    // The weights are listed in the notes.
    await expect(page.getByTestId('index-weights').getByRole('listitem')).toHaveCount(tree[0].children!.length);
    expect(consoleErrors).toEqual([]);
  });

  test('a heat-map cell selects its category and period: URL, headline and snapshot table follow', async ({ page, consoleErrors }) => {
    const [latest, tree] = await Promise.all([snapshotOf(page), treeOf(page)]);
    const category = tree[0].children![1];
    const period = latest.periods[2];
    const older = await snapshotOf(page, period);
    await openRoute(page, `/data?proj=${PROJ}`);

    const heat = page.getByTestId('heatmap');
    await expect(heat.getByRole('rowheader')).toHaveCount(tree[0].children!.length);
    const cell = heat.locator(`[data-testid="heat-cell"][data-period="${period}"][data-node="${category.id}"]`);
    const change = older.rows.find((r) => r.nodeId === category.id)!.changePct!;
    await expect(cell).toHaveAttribute('title', new RegExp(`${category.name}，${periodLabel(older)}：环比 [+−]?${num(Math.abs(change))}%`));
    await cell.click();

    await expect(page).toHaveURL(new RegExp(`period=${period}`));
    expect(viewOf(page.url()).get('nodes')).toBe(`${tree[0].id},${category.id}`);
    await expect(page.getByTestId('snapshot-summary')).toContainText(periodLabel(older));
    await expect(page.getByRole('combobox', { name: '选择期别' })).toHaveValue(period);
    await expect(page.getByTestId('index-headline').getByTestId('headline-period')).toHaveText(periodLabel(older));
    await expect(page.getByTestId('index-snapshot-table')).toContainText(num(older.rows.find((r) => r.level === 2)!.indexValue));
    await expect(cell).toHaveAttribute('aria-pressed', 'true');
    // The grid stays put under the pointer, and the chart now compares the composite with that category.
    await expect(chips(page)).toHaveText([new RegExp(`^${tree[0].name}`), new RegExp(`^${category.name}`)]);

    // Keyboard: arrows move between cells, Enter selects.
    await cell.focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`period=${latest.periods[1]}`));
    expect(consoleErrors).toEqual([]);
  });

  test('the movers link to their node on /data', async ({ page, consoleErrors }) => {
    const [latest, tree] = await Promise.all([snapshotOf(page), treeOf(page)]);
    const riser = topRiser(latest.rows);
    await openRoute(page, `/data?proj=${PROJ}`);
    const movers = page.getByTestId('movers-4');
    await expect(movers.getByTestId('movers-risers').getByRole('link')).toHaveCount(Math.min(5, latest.rows.filter((r) => r.level === 4 && (r.changePct ?? 0) > 0).length));
    await expect(movers.getByTestId('movers-risers').getByRole('link').first()).toHaveText(riser.name);
    await expect(page.getByTestId('movers-3')).toBeVisible();
    await movers.getByRole('link', { name: riser.name }).first().click();
    await expect.poll(() => viewOf(page.url()).get('nodes')).toBe(`${tree[0].id},${riser.nodeId}`);
    await expect(chips(page)).toHaveCount(2);
    expect(consoleErrors).toEqual([]);
  });

  test('compares six lines, the most, and removes one', async ({ page, consoleErrors }) => {
    const [root] = await treeOf(page);
    const categories = root.children!.slice(0, 5);
    await openRoute(page, `/data?proj=${PROJ}`);
    const picker = page.getByTestId('series-picker');
    await expect(chips(page)).toHaveCount(1);
    await picker.getByRole('button', { name: '添加对比' }).click();
    for (const c of categories) await picker.getByRole('checkbox', { name: c.name, exact: true }).check();
    await expect(chips(page)).toHaveCount(6);
    await expect(picker).toContainText('已选满 6 项');
    await expect(picker.getByRole('checkbox', { name: root.children![5].name, exact: true })).toBeDisabled();
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('series-summary-item')).toHaveCount(6);

    await picker.getByRole('button', { name: `移除「${categories[2].name}」` }).click();
    await expect(chips(page)).toHaveCount(5);
    await expect(page.getByTestId('series-summary-item')).toHaveCount(5);
    expect(viewOf(page.url()).get('nodes')!.split(',')).toEqual([root.id, ...categories.filter((_, i) => i !== 2).map((c) => c.id)]);
    expect(consoleErrors).toEqual([]);
  });

  test('the rebase switch puts 定基 lines of different levels on 100 at the start of the range', async ({ page, consoleErrors }) => {
    const [root] = await treeOf(page);
    const category = root.children![3];
    const [a, b] = await Promise.all([seriesOf(page, root.id), seriesOf(page, category.id)]);
    // From the first period both have to the last: what the page shows with range=all.
    const rebasedLast = (s: IndexSeries) => Math.round((s.points[s.points.length - 1].indexValue / s.points[0].indexValue) * 10000) / 100;

    // One line: nothing to rebase.
    await openRoute(page, `/data?proj=${PROJ}&range=all`);
    await expect(page.getByTestId('series-summary-item')).toHaveCount(1);
    await expect(page.getByRole('switch')).toHaveCount(0);

    await openRoute(page, `/data?proj=${PROJ}&range=all&nodes=${root.id},${category.id}`);
    const values = page.getByTestId('series-summary-value');
    await expect(values.nth(1)).toHaveText(num(b.points[b.points.length - 1].indexValue));
    const toggle = page.getByRole('switch', { name: '以区间起点 = 100 对比各线' });
    await expect(toggle).not.toBeChecked();
    await toggle.check();
    await expect(page).toHaveURL(/scale=rebased/);
    await expect(values.nth(0)).toHaveText(num(rebasedLast(a)));
    await expect(values.nth(1)).toHaveText(num(rebasedLast(b)));
    await expect(page.getByTestId('index-chart').getByRole('img')).toHaveAttribute('aria-label', /起点 = 100/);
    // The table lists newest first: its last page ends with the range's first period, both lines at 100.
    const table = page.getByTestId('index-data-table');
    const next = table.getByRole('button', { name: '下一页' });
    while (await next.isEnabled()) await next.click();
    const first = table.locator('tbody tr').last();
    await expect(first).toContainText(periodLabel(a.points[0]));
    const cells = (await first.locator('td').allTextContents()).map((c) => c.trim());
    expect(cells.filter((c) => c === num(100))).toHaveLength(2);

    // 环比 is a ratio already: the switch goes.
    await page.getByTestId('kind-switch').getByRole('radio', { name: '环比', exact: true }).click();
    await expect(page).toHaveURL(/kind=lastValue/);
    await expect(page.getByRole('switch')).toHaveCount(0);
    expect(consoleErrors).toEqual([]);
  });

  for (const deviceScaleFactor of [1, 2]) {
    test.describe(`pixel ratio ${deviceScaleFactor}`, () => {
      test.use({ deviceScaleFactor });
      test('「下载图片」 saves the chart as a PNG of its size × the pixel ratio', async ({ page, consoleErrors }) => {
        const latest = await snapshotOf(page);
        await openRoute(page, `/data?proj=${PROJ}`);
        const host = page.locator('[data-testid="index-chart"] [_echarts_instance_]');
        // The first view is SVG: the export itself brings the chart it saves.
        await expect(page.getByTestId('index-chart').getByTestId('trend-line')).toBeVisible();
        const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('chart-png').click()]);
        expect(download.suggestedFilename()).toMatch(new RegExp(`^.+-${latest.period}\\.png$`));
        const size = pngSize(await readFile((await download.path())!));
        await expect(host.locator('canvas')).toHaveCount(1);
        // The live chart's canvas is its size × the pixel ratio; the image is exactly that.
        const live = await host.locator('canvas').evaluate((c: HTMLCanvasElement) => ({ width: c.width, height: c.height }));
        const box = await host.evaluate((el) => ({ width: el.clientWidth, height: el.clientHeight, ratio: window.devicePixelRatio }));
        expect(box.ratio).toBe(deviceScaleFactor);
        expect(size).toEqual(live);
        expect(Math.abs(size.width - box.width * box.ratio)).toBeLessThanOrEqual(box.ratio);
        expect(Math.abs(size.height - box.height * box.ratio)).toBeLessThanOrEqual(box.ratio);
        expect(consoleErrors).toEqual([]);
      });
    });
  }

  test('「分享」 copies a link that restores the same view in a fresh browser', async ({ page, browser, consoleErrors }) => {
    const [latest, tree] = await Promise.all([snapshotOf(page), treeOf(page)]);
    const category = tree[0].children![2];
    const period = latest.periods[1];
    // No share sheet on this desktop: the button copies. Record what it copies.
    await page.addInitScript(() => {
      delete (Navigator.prototype as { share?: unknown }).share;
      const copied: string[] = [];
      (window as unknown as { copied: string[] }).copied = copied;
      Object.defineProperty(navigator, 'clipboard', { value: { writeText: async (text: string) => void copied.push(text) }, configurable: true });
    });
    await openRoute(page, `/data?proj=${PROJ}&nodes=${tree[0].id},${category.id}&range=3y&period=${period}&scale=rebased`);
    await expect(page.getByTestId('index-headline').getByTestId('headline-period')).toHaveText(periodLabel(await snapshotOf(page, period)));
    const region = page.getByTestId('chart-region');
    await region.getByRole('button', { name: '分享' }).click();
    await expect(region.getByRole('status')).toHaveText('链接已复制');
    const [url] = await page.evaluate(() => (window as unknown as { copied: string[] }).copied);
    // The share address (server/share.ts) carries the view; opening it restores the view below.
    expect(url).toMatch(new RegExp(`^${new URL(page.url()).origin}/s/data/${PROJ}\\?`));

    const fresh = await newContext(browser, { locale: 'zh-CN', viewport: { width: 1280, height: 900 } });
    try {
      const other = await fresh.newPage();
      await other.goto(url);
      await expect(other.getByTestId('series-chip')).toHaveText([new RegExp(`^${tree[0].name}`), new RegExp(`^${category.name}`)]);
      await expect(other.getByRole('combobox', { name: '选择期别' })).toHaveValue(period);
      await expect(other.getByRole('radio', { name: '近3年' })).toBeChecked();
      await expect(other.getByRole('switch', { name: '以区间起点 = 100 对比各线' })).toBeChecked();
      await expect(other.getByTestId('snapshot-summary')).toContainText(periodLabel(await snapshotOf(page, period)));
    } finally {
      await fresh.close();
    }
    expect(consoleErrors).toEqual([]);
  });
});

test.describe('desktop /data in English', () => {
  test.use({ locale: 'en-US' });
  test('explains the move in English, in pts and %', async ({ page, consoleErrors }) => {
    await openRoute(page, `/data?proj=${PROJ}`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
    await expect(page.getByRole('heading', { level: 2, name: 'What moved the index' })).toBeVisible();
    await expect(page.getByTestId('headline-summary')).toContainText(/^In Week \d+, \d{4}, .+ closed at [\d,.]+ /);
    await expect(page.getByTestId('contribution-total')).toContainText('The categories add up to');
    await expect(page.getByTestId('contribution-value').first()).toContainText(/ pts$/);
    await expect(page.getByRole('button', { name: 'Download image' })).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });
});
