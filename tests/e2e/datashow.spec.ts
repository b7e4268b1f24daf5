/**
 * The full-screen big-data showcase (/datashow) on a 1920×1080 screen: what it shows is the
 * /webapi/datashow answer, it stands outside the desktop layout, fits the screen, and never goes
 * blank (error with retry on the first load, last data kept with a notice when a refresh fails).
 */
import type { Page } from '@playwright/test';
import type { DataShow, SiteInfo } from '../../src/types/webapi';
import { api, expect, failApi, openRoute, test, withoutResourceErrors, num, periodLabel } from './fixtures';

/** The demo's showcase: its headline family exists (null only on a site without families). */
type Shown = DataShow & { headline: NonNullable<DataShow['headline']> };

test.use({ viewport: { width: 1920, height: 1080 } });

const REFRESH = '05:01'; // a little more than the page's five-minute polling interval

const signed = (v: number) => (v > 0 ? `+${num(v)}` : v < 0 ? `−${num(-v)}` : num(0));

const headlineValue = (page: Page) => page.getByTestId('headline-value');
const retryButton = (page: Page) => page.getByRole('button', { name: '重试' });

test.describe('big-data showcase', () => {
  test('shows the headline, families, totals and panels of /webapi/datashow', async ({ page, consoleErrors }) => {
    const data = await api<Shown>(page, '/datashow');
    const { point } = data.headline;
    await openRoute(page, '/datashow');

    // Headline: latest value, period and change in points and percent.
    await expect(headlineValue(page)).toHaveText(num(point.indexValue));
    await expect(page.getByTestId('headline-period')).toHaveText(periodLabel(point));
    await expect(page.getByTestId('headline-change')).toContainText(`${signed(point.change!)}点`);
    await expect(page.getByTestId('headline-change')).toContainText(`${signed(point.changePct!)}%`);
    await expect(page.getByTestId('datashow-headline').getByRole('heading')).toHaveText(data.headline.name);

    // The other families, one tile each with its latest value.
    const families = data.families.filter((f) => f.projId !== data.headline.projId);
    expect(families.length).toBeGreaterThan(0);
    const tiles = page.getByTestId('family-tile');
    await expect(tiles).toHaveCount(families.length);
    for (const [i, f] of families.entries()) {
      await expect(tiles.nth(i)).toContainText(f.name);
      await expect(tiles.nth(i)).toContainText(num(f.point.indexValue));
      await expect(tiles.nth(i)).toContainText(periodLabel(f.point));
    }

    // Totals.
    for (const key of ['companies', 'products', 'brands', 'articles'] as const) {
      await expect(page.getByTestId(`total-${key}`)).toContainText(num(data.totals[key], 0));
    }

    // Tables and lists.
    await expect(page.getByTestId('datashow-materials').locator('tbody tr')).toHaveCount(data.materials.length);
    await expect(page.getByTestId('datashow-materials')).toContainText(data.materials[0].name);
    const topBrand = [...data.brands].sort((a, b) => a.rank - b.rank)[0];
    await expect(page.getByTestId('datashow-brands').locator('tbody tr').first()).toContainText(topBrand.name);
    const article = data.latestArticles[0];
    const firstArticle = page.getByTestId('datashow-article').first().getByRole('link');
    await expect(firstArticle).toHaveText(article.title);
    await expect(firstArticle).toHaveAttribute('href', `#/article/${article.id}`);
    await expect(firstArticle).toHaveAttribute('target', '_blank');

    // The 大类 board: one row a category (a second copy scrolls behind it, hidden from assistive technology).
    const rows = page.getByTestId('datashow-category');
    await expect(rows).toHaveCount(data.categories.length);
    const best = [...data.categories].sort((a, b) => (b.changePct ?? 0) - (a.changePct ?? 0))[0];
    await expect(rows.filter({ hasText: best.name })).toContainText(`${signed(best.changePct ?? 0)}%`);

    // Every chart has a text alternative carrying its numbers.
    await expect(page.getByTestId('datashow-headline').getByRole('img')).toHaveAttribute(
      'aria-label',
      new RegExp(`${data.headline.name}近${data.headline.recent.length}期走势`),
    );
    const latestMonth = data.trade.months[data.trade.months.length - 1];
    await expect(page.getByTestId('datashow-trade').getByRole('img')).toHaveAttribute(
      'aria-label',
      new RegExp(`出口 ${num(latestMonth.exportValue, 0)}`),
    );
    const region = data.companiesByRegion[0];
    await expect(page.getByTestId('datashow-regions').getByRole('img')).toHaveAttribute(
      'aria-label',
      new RegExp(`${region.region} ${region.count}`),
    );
    expect(consoleErrors).toEqual([]);
  });

  test('is a full-screen page outside the desktop layout', async ({ page, consoleErrors }) => {
    const site = await api<SiteInfo>(page, '/site');
    await openRoute(page, '/datashow');
    await expect(headlineValue(page)).toBeVisible();

    await expect(page.getByRole('heading', { level: 1 })).toContainText(site.name);
    await expect(page).toHaveTitle(`大数据展示 - ${site.name}`);
    // No site header, menu or footer of the desktop layout.
    await expect(page.getByTestId('site-name')).toHaveCount(0);
    await expect(page.locator('nav, footer')).toHaveCount(0);
    await expect(page.getByTestId('datashow-data-time')).toContainText('数据时间');

    // The whole showcase fits the screen: no page scroll, every panel in view.
    const overflow = await page.evaluate(() => ({
      x: document.documentElement.scrollWidth - window.innerWidth,
      y: document.documentElement.scrollHeight - window.innerHeight,
    }));
    expect(overflow).toEqual({ x: 0, y: 0 });
    await expect(page.getByTestId('datashow-trade')).toBeInViewport({ ratio: 1 });
    await expect(page.getByTestId('datashow-materials')).toBeInViewport({ ratio: 1 });

    // …and still does on a 1280×720 screen.
    await page.setViewportSize({ width: 1280, height: 720 });
    await expect(page.getByTestId('datashow-trade')).toBeInViewport({ ratio: 1 });
    expect(await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight)).toBe(0);
    expect(consoleErrors).toEqual([]);
  });

  test('shows an error with retry when /webapi/datashow fails, and recovers', async ({ page, consoleErrors }) => {
    const data = await api<Shown>(page, '/datashow');
    await failApi(page, 'datashow*', 'http500');
    await openRoute(page, '/datashow');

    await expect(page.getByRole('alert')).toContainText('加载失败');
    await expect(headlineValue(page)).toHaveCount(0);
    // The title bar stays: the screen is never blank.
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    await page.unroute('**/webapi/datashow*');
    await retryButton(page).click();
    await expect(headlineValue(page)).toHaveText(num(data.headline.point.indexValue));
    await expect(page.getByRole('alert')).toHaveCount(0);
    expect(withoutResourceErrors(consoleErrors).filter((e) => !/ApiError/.test(e))).toEqual([]);
  });

  test('keeps the last data on screen with a notice when a refresh fails', async ({ page }) => {
    const data = await api<Shown>(page, '/datashow');
    await page.clock.install();
    await openRoute(page, '/datashow');
    await expect(headlineValue(page)).toHaveText(num(data.headline.point.indexValue));
    // The charts' engine loads after the first paint; let it arrive before jumping the clock, or the
    // jump outlasts webpack's chunk timeout (a load failure no real visitor meets).
    await expect(page.locator('canvas').first()).toBeVisible();

    await failApi(page, 'datashow*', 'network');
    // 「数据截至 11-24 10:05（已过期）」: the time of the last good answer.
    const notice = page.getByTestId('datashow-stale');
    // On a busy machine the polling timer may be re-armed just after a jump: jump again until it fires.
    await expect(async () => {
      await page.clock.fastForward(REFRESH);
      await expect(notice).toBeVisible({ timeout: 2000 });
    }).toPass({ timeout: 20_000 });
    await expect(notice).toContainText(/数据截至 \d\d-\d\d \d\d:\d\d（已过期）/);
    await expect(headlineValue(page)).toHaveText(num(data.headline.point.indexValue));

    // Polling keeps going: the next successful refresh clears the notice.
    await page.unroute('**/webapi/datashow*');
    await expect(async () => {
      await page.clock.fastForward(REFRESH);
      await expect(notice).toHaveCount(0, { timeout: 2000 });
    }).toPass({ timeout: 20_000 });
    await expect(headlineValue(page)).toBeVisible();
  });
});
