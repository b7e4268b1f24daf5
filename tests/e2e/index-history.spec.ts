/**
 * The index's history on its charts and tables (/data, /mobile/data): the Spring-Festival gaps shaded
 * with their note, the demo's basket change ruled with what changed, and the demo revision (project 22,
 * see server/demo/seed.ts DEMO_REVISION) ringed on the chart, marked 「修」 in the table, its first value,
 * date and reason in the tooltip and the notes. What is expected is read from /webapi, as the page reads it.
 */
import type { IndexSeries } from '../../src/types/webapi';
import { api, expect, openRoute, periodLabel, PHONE, test, zhDate } from './fixtures';

const REVISED_PROJ = 22;

async function shown(page: Parameters<typeof api>[0], projId: number, from: string) {
  const [series] = await api<IndexSeries[]>(page, `/index/series?projId=${projId}&from=${from}`);
  return series;
}

/** The first period of a three-year range on /data (the page's default), as the page's range picks it. */
const threeYearsBack = (latest: string) => `${Number(latest.slice(0, 4)) - 3}${latest.slice(4)}`;

test.describe('history marks on /data (desktop, zh-CN)', () => {
  test('the weekly chart shades each Spring-Festival gap and rules the basket change, each with its note', async ({ page }) => {
    await openRoute(page, '/data?proj=21');
    const all = await shown(page, 21, '2000-01-03');
    const latest = all.points[all.points.length - 1].period;
    const inRange = all.gaps.filter((g) => g.after > threeYearsBack(latest));
    expect(inRange.length).toBeGreaterThan(0);
    const chart = page.locator('[data-chart="svg"]');
    await expect(chart.getByTestId('chart-band')).toHaveCount(inRange.length);
    await expect(chart.getByTestId('chart-rule')).toHaveCount(1);
    const notes = page.getByTestId('chart-notes');
    const gap = inRange[inRange.length - 1];
    await expect(notes).toContainText(`${periodLabel(gap.from)}至${periodLabel(gap.to)}：春节休市，未发布`);
    const change = all.breaks[0];
    await expect(notes).toContainText(`${periodLabel(change.from)}起分类调整：新增「变频发电机」；不再包括「柴油发电机组」`);
  });

  test('a revised value is ringed, marked in the table, and its tooltip gives the first value, date and reason', async ({ page }) => {
    await openRoute(page, `/data?proj=${REVISED_PROJ}&range=1y`);
    const series = await shown(page, REVISED_PROJ, '2000-01');
    const revised = series.points.find((p) => p.revised)!;
    expect(revised).toBeTruthy();
    const label = periodLabel(revised);
    const note = `${label}：初值 ${revised.revised!.firstValue.toFixed(2)}`;
    await expect(page.locator('[data-chart="svg"]').getByTestId('chart-flag')).toHaveCount(1);
    await expect(page.getByTestId('chart-notes')).toContainText(note);
    await expect(page.getByTestId('chart-notes')).toContainText(revised.revised!.reason);

    const mark = page.getByTestId('index-data-table').getByTestId('revised-mark');
    await expect(mark).toHaveCount(1);
    await expect(mark).toHaveAttribute('title', new RegExp(`^${note}，${zhDate(revised.revised!.revisedAt)}修订为`));

    // The full chart (ECharts, on hover): along the line until the tooltip is on the revised period.
    await page.locator('[data-chart="svg"]').hover();
    await expect(page.locator('[data-chart="echarts"]')).toBeVisible();
    const box = (await page.locator('[data-chart]').boundingBox())!;
    const tip = page.locator('[data-chart="echarts"] div').filter({ hasText: revised.revised!.reason }).last();
    for (let x = box.x + 40; x < box.x + box.width - 10; x += 12) {
      await page.mouse.move(x, box.y + box.height / 2);
      if (await tip.isVisible()) break;
    }
    await expect(tip).toBeVisible();
    await expect(tip).toContainText(note);
  });
});

test.describe('history marks on /mobile/data (phone, en-US)', () => {
  test.use({ ...PHONE, locale: 'en-US' });

  test('the gap bands and the revised value read in English, the table row says what was first published', async ({ page }) => {
    await openRoute(page, '/mobile/data?proj=21');
    await expect(page.locator('[data-chart="svg"]').getByTestId('chart-band').first()).toBeVisible();
    await expect(page.getByTestId('chart-notes')).toContainText('no release (Spring Festival closure)');
    await expect(page.getByTestId('chart-notes')).toContainText('Classification changed from');

    await openRoute(page, `/mobile/data?proj=${REVISED_PROJ}&range=1y`);
    const series = await shown(page, REVISED_PROJ, '2000-01');
    const revised = series.points.find((p) => p.revised)!;
    await expect(page.getByTestId('chart-notes')).toContainText(`first published ${revised.revised!.firstValue.toFixed(2)}`);
    await expect(page.getByTestId('index-data-table')).toContainText(`Revised: first published ${revised.revised!.firstValue.toFixed(2)}`);
  });
});
