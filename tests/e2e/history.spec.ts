/**
 * 「历史版本」 (`asOf`) on /data and /mobile/data: the visitor picks a past day and sees the index as
 * published by the end of that day — a banner says so, the URL keeps the day (reload and a fresh
 * browser context show the same version), the latest period shown is the one published by then with
 * the value in force then, Back returns to the latest, and 「返回最新」 leaves the version. A day
 * before the family's first release says there is no such version and offers the way back.
 *
 * The day: the day before the demo's revision of the monthly family 22 (DEMO_REVISION in
 * server/demo/seed.ts, read here from the families answer): then the revised period was the latest,
 * in its first estimate. What the visitor should see is read from the /webapi answers.
 */
import type { Page } from '@playwright/test';
import type { IndexFamily, IndexSnapshot } from '../../src/types/webapi';
import { api, expect, freshTest, openRoute, PHONE, periodLabel, num, withoutResourceErrors, zhDate, type Sees } from './fixtures';

/** The demo's monthly family with a revised period. */
const PROJ = 22;

const test = freshTest;

/** The page's view in its (hash) URL. */
const viewOf = (p: Page) => new URLSearchParams(new URL(p.url()).hash.split('?')[1] ?? '');
/** The Beijing calendar day of an instant, `days` later. */
const beijingDay = (iso: string, days = 0) => new Date(Date.parse(iso) + 8 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);
const rootOf = (s: IndexSnapshot) => s.rows.find((r) => r.parentId === null)!;
const enNum = (v: number) => v.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const enDay = (day: string) => new Intl.DateTimeFormat('en-GB', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));

/** The day before the revision of family 22 became public, and the snapshots then and now. */
async function versions(page: Page) {
  const families = await api<IndexFamily[]>(page, '/index/families');
  const revision = families.find((f) => f.projId === PROJ)?.revisions?.find((r) => !r.withdrawnAt);
  expect(revision, `family ${PROJ} has a revision (the demo seed's)`).toBeTruthy();
  const asOf = beijingDay(revision!.revisedAt, -1);
  const [now, then] = await Promise.all([
    api<IndexSnapshot>(page, `/index/snapshot?projId=${PROJ}`),
    api<IndexSnapshot>(page, `/index/snapshot?projId=${PROJ}&asOf=${asOf}`),
  ]);
  // Then, the revised period was the latest, in its first estimate.
  expect(then.period).toBe(revision!.period);
  expect(now.period).not.toBe(then.period);
  return { asOf, now, then };
}

test.describe('desktop /data: 历史版本', () => {
  test('a past day shows the version published then, survives reload and a fresh context; Back and 返回最新 return to the latest', async ({
    page,
    consoleErrors,
    openFresh,
  }) => {
    const { asOf, now, then } = await versions(page);
    await openRoute(page, '/home');
    await openRoute(page, `/data?proj=${PROJ}`);
    const headline = page.getByTestId('index-headline');
    await expect(headline.getByTestId('headline-period')).toHaveText(periodLabel(now));
    await expect(page.getByTestId('asof-banner')).toHaveCount(0);

    // A real label; the day typed and confirmed with Enter.
    const picker = page.getByLabel('历史版本', { exact: true });
    await picker.click();
    await picker.fill(asOf);
    await picker.press('Enter');

    const sees: Sees = async (p) => {
      const banner = p.getByTestId('asof-banner');
      await expect(banner).toContainText(`您正在查看 ${zhDate(asOf)} 公布的历史版本：此后发布的期数和修订不在其中。`);
      await expect(banner.getByRole('button', { name: '返回最新' })).toBeVisible();
      expect(viewOf(p).get('asOf')).toBe(asOf);
      await expect(p.getByLabel('历史版本', { exact: true })).toHaveValue(asOf);
      const h = p.getByTestId('index-headline');
      await expect(h.getByTestId('headline-period')).toHaveText(periodLabel(then));
      await expect(h.getByTestId('headline-value')).toHaveText(num(rootOf(then).indexValue));
      await expect(p.getByTestId('series-summary-value')).toHaveText(num(rootOf(then).indexValue));
    };
    await sees(page);
    await expect(page).toHaveURL(new RegExp(`/#/data\\?proj=${PROJ}&asOf=${asOf}$`));

    await page.reload();
    await sees(page);

    await openFresh(page.url(), sees);

    // The version was a step: Back returns to the latest, Forward to the version.
    await page.goBack();
    await expect(page.getByTestId('asof-banner')).toHaveCount(0);
    await expect(headline.getByTestId('headline-period')).toHaveText(periodLabel(now));
    expect(viewOf(page).get('asOf')).toBeNull();
    await page.goForward();
    await sees(page);

    await page.getByTestId('asof-banner').getByRole('button', { name: '返回最新' }).click();
    await expect(page.getByTestId('asof-banner')).toHaveCount(0);
    expect(viewOf(page).get('asOf')).toBeNull();
    await expect(headline.getByTestId('headline-period')).toHaveText(periodLabel(now));
    await expect(headline.getByTestId('headline-value')).toHaveText(num(rootOf(now).indexValue));
    await expect(page.getByLabel('历史版本', { exact: true })).toHaveValue('');
    expect(consoleErrors).toEqual([]);
  });

  test('a day before the first release says there is no such version and offers the way back', async ({ page, consoleErrors }) => {
    const now = await api<IndexSnapshot>(page, `/index/snapshot?projId=${PROJ}`);
    await openRoute(page, `/data?proj=${PROJ}&asOf=2000-01-01`);
    const banner = page.getByTestId('asof-banner');
    await expect(banner).toHaveAttribute('data-state', 'asof-missing');
    await expect(banner).toContainText('截至 2000年1月1日，该指数尚未发布任何一期，没有这一天的历史版本。');
    await expect(page.getByTestId('index-headline')).toHaveCount(0);

    await banner.getByRole('button', { name: '返回最新' }).click();
    await expect(banner).toHaveCount(0);
    await expect(page.getByTestId('index-headline').getByTestId('headline-period')).toHaveText(periodLabel(now));
    // The 404 of the refused version is the only resource error.
    expect(withoutResourceErrors(consoleErrors)).toEqual([]);
  });
});

test.describe('mobile /mobile/data in English: 历史版本', () => {
  test.use({ ...PHONE, locale: 'en-US' });

  test('a past day shows the version published then, survives reload and a fresh context; Back to latest leaves it', async ({
    page,
    consoleErrors,
    openFresh,
  }) => {
    const { asOf, now, then } = await versions(page);
    const month = (s: IndexSnapshot) => `${s.month}/${s.year}`;
    await openRoute(page, `/mobile/data?proj=${PROJ}`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
    const headline = page.getByTestId('index-headline');
    await expect(headline.getByTestId('headline-period')).toHaveText(month(now));

    const input = page.getByLabel('Past version', { exact: true });
    await input.fill(asOf);
    await page.getByRole('button', { name: 'Show', exact: true }).click();

    const sees: Sees = async (p) => {
      const banner = p.getByTestId('asof-banner');
      await expect(banner).toContainText(`You are viewing the index as published on ${enDay(asOf)}: periods and revisions published since are not included.`);
      await expect(banner.getByRole('button', { name: 'Back to latest' })).toBeVisible();
      expect(viewOf(p).get('asOf')).toBe(asOf);
      await expect(p.getByLabel('Past version', { exact: true })).toHaveValue(asOf);
      const h = p.getByTestId('index-headline');
      await expect(h.getByTestId('headline-period')).toHaveText(month(then));
      await expect(h.getByTestId('headline-value')).toHaveText(enNum(rootOf(then).indexValue));
    };
    await sees(page);
    await expect(page).toHaveURL(new RegExp(`/#/mobile/data\\?proj=${PROJ}&asOf=${asOf}$`));

    await page.reload();
    await sees(page);

    await openFresh(page.url(), sees);

    await page.getByTestId('asof-banner').getByRole('button', { name: 'Back to latest' }).click();
    await expect(page.getByTestId('asof-banner')).toHaveCount(0);
    expect(viewOf(page).get('asOf')).toBeNull();
    await expect(headline.getByTestId('headline-period')).toHaveText(month(now));
    await expect(headline.getByTestId('headline-value')).toHaveText(enNum(rootOf(now).indexValue));
    await expect(page.getByLabel('Past version', { exact: true })).toHaveValue('');
    expect(consoleErrors).toEqual([]);
  });
});
