/**
 * Gate: faults, the browser's share (issue 13, item 2; issue 54). The rule per route lives in
 * tests/unit/gates/faults.test.tsx: every visitor route (scripts/routes.mjs) rendered in jsdom with
 * its own /webapi calls failing each of the 7 kinds below through the app's request layer — not
 * blank, no page-level crash, every failed region says the kind's message and offers a retry, the
 * same regions fail whatever the kind, nothing left loading, every retry recovers the data, no
 * console error — and a 10-second delay (still loading, no error, then the data).
 *
 * What a real browser proves stays here:
 * - the same faults through the real network stack (request interception: a refused connection, an
 *   HTML 502 from the proxy, a body cut short) on one route per kind of page (BROWSER_ROUTES: a
 *   home page, an index page, an article list, an article, a company, /datashow, and the phone's
 *   home and index pages): a 500 and two other kinds each, taken in turn so that every kind meets
 *   the browser at least twice; after a 500, `data: null` and the wrong shape, every failed region
 *   is retried into the data;
 * - a 10-second delay on the same routes, one tab each: the loading state, not an error and not a
 *   blank page, after 10 s of real time; then the data;
 * - the site info going wrong the same 8 ways (desktop and phone: a full-page message with a retry
 *   that recovers, or the first load's loading state);
 * - leaving a page (12 desktop, 9 phone routes) aborts its requests still on their way, and Back
 *   shows it again;
 * - a page's or a layout's chunk gone after a redeploy reloads the page once by itself, then shows
 *   a message whose reload works once the chunk is back.
 *
 * 8 route tests (24 failure cases) + 2 delay tests (8 routes) + 2 site tests (8 kinds each) +
 * 2 leaving tests (21 routes) + 3 chunk tests = 17 tests.
 */
import type { BrowserContext, Page, Route } from '@playwright/test';
import { expect, retryButton, test, withoutBoot, withoutResourceErrors } from './fixtures';
import { deviceOf, expectSettled, FAILED, GATE_ROUTES, LOADING, pathOf } from './gates';

/** A route's own /webapi calls: not the site info (every page needs it) nor the media (images). */
const OWN_CALLS = (url: URL) =>
  url.pathname.startsWith('/webapi/') && url.pathname !== '/webapi/site' && !url.pathname.startsWith('/webapi/media/');
/** The site info alone. */
const SITE_CALL = (url: URL) => url.pathname === '/webapi/site';

const json = (status: number, body: unknown) => (route: Route) =>
  route.fulfill({ status, contentType: 'application/json', body: typeof body === 'string' ? body : JSON.stringify(body) });

interface Fault {
  name: string;
  answer: (route: Route) => Promise<void>;
  /** What the visitor reads (zh-CN). */
  message: string;
  /**
   * Retry every failed region once the API is back, and expect the data. The retry is one code path
   * whatever the kind; what could differ is a bad answer kept as if it were data (null, the wrong
   * shape) or a first failure: those kinds are retried, the others reload into the next kind.
   */
  retried?: boolean;
}

/** The failing kinds; the 8th, the 10-second delay, holds the calls instead (`holdCalls`). */
const FAULTS: Fault[] = [
  { name: 'HTTP 500', answer: json(500, { success: false }), message: '服务暂时不可用（500）', retried: true },
  {
    name: 'success: false',
    answer: json(200, { success: false, data: null, errorCode: 'INTERNAL', errorMessage: '后台维护中，请稍后再试' }),
    message: '后台维护中，请稍后再试',
  },
  { name: 'malformed JSON', answer: json(200, '{"success":tr'), message: '数据格式有误' },
  {
    name: 'HTML error page',
    answer: (route) =>
      route.fulfill({ status: 502, contentType: 'text/html', body: '<html><body><h1>502 Bad Gateway</h1><hr><center>nginx</center></body></html>' }),
    message: '服务暂时不可用（502）',
  },
  { name: 'refused connection', answer: (route) => route.abort('connectionrefused'), message: '网络连接失败' },
  { name: 'data: null', answer: json(200, { success: true, data: null }), message: '数据格式有误', retried: true },
  {
    name: 'wrongly shaped data',
    answer: json(200, { success: true, data: { unexpected: [1] } }),
    message: '数据格式有误',
    retried: true,
  },
];

const DELAY = 10_000;

/** What must never reach the console, whatever the API does (uncaught errors, React warnings): all but the failed loads. */
const problems = withoutResourceErrors;

/** Uncaught errors and console errors of a page that is not the fixture's `page`. */
function watch(page: Page) {
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
  return errors;
}

/** Hold `calls` of `page` unanswered until `release()`, which lets them through (those still wanted). */
async function holdCalls(page: Page, calls: (url: URL) => boolean) {
  const held: Route[] = [];
  const hold = (route: Route) => {
    held.push(route);
  };
  await withoutBoot(page);
  await page.route(calls, hold);
  return {
    held,
    urls: () => held.map((route) => route.request().url()),
    release: async () => {
      await page.unroute(calls, hold);
      // (An aborted request, or one Playwright let through when the handler went, is handled already.)
      await Promise.all(held.map((route) => route.continue().catch(() => undefined)));
    },
  };
}

/** Some text in the page (header, footer, a message…): never a white screen. */
async function expectNotBlank(page: Page, atLeast = 20) {
  await expect.poll(async () => (await page.locator('#root').innerText()).trim().length).toBeGreaterThanOrEqual(atLeast);
}

/**
 * Click the retry of every failed region, then wait for the data. A region may wait for another's
 * data (the home headline for the families): it shows loading while that one retries and may fail
 * again on its own, to be retried in the next round, as a visitor would.
 */
async function retryAll(page: Page) {
  const buttons = page.locator('[data-state="error"]').getByRole('button', { name: '重试' });
  for (let round = 0; round < 3; round += 1) {
    // eslint-disable-next-line no-await-in-loop -- each round waits for the previous one's answers
    await expect(page.locator(LOADING)).toHaveCount(0, { timeout: 30_000 });
    // eslint-disable-next-line no-await-in-loop
    const count = await buttons.count();
    if (!count) break;
    // Last first: a clicked region turns to loading, which leaves the places of those before it alone.
    for (let i = count - 1; i >= 0; i -= 1) {
      const button = buttons.nth(i);
      // One retry may recover several regions: a button gone meanwhile is for the next round.
      // eslint-disable-next-line no-await-in-loop -- one after the other, as a visitor would
      await button.click({ timeout: 5_000 }).catch(async (error) => {
        if ((await buttons.count()) > i) throw error;
      });
    }
  }
  await expectSettled(page);
}

/**
 * Open `path` in a new tab of `context` with `calls` held; the returned check waits until they have
 * been held DELAY ms, checks the page still shows its loading state (with at least `text`
 * characters on screen) and no error, then lets them through and waits for the data.
 */
async function openHeld(context: BrowserContext, path: string, calls = OWN_CALLS, text = 20) {
  const page = await context.newPage();
  const errors = watch(page);
  const { held, release } = await holdCalls(page, calls);
  const start = Date.now();
  await page.goto(`/#${path}`);
  // (Every tab of a side loads at once: on a busy machine that takes a while.)
  await expect(page.locator(LOADING).first(), path).toBeVisible({ timeout: 60_000 });
  await expectNotBlank(page, text);
  return async () => {
    await page.bringToFront();
    const left = DELAY - (Date.now() - start);
    if (left > 0) await page.waitForTimeout(left);
    expect(held.length, `${path}: requests held`).toBeGreaterThan(0);
    await expect(page.locator(LOADING).first(), `${path}: still loading after 10 s`).toBeVisible();
    await expect(page.locator(FAILED), `${path}: no error after 10 s`).toHaveCount(0);
    await expectNotBlank(page, text);
    await release();
    await expectSettled(page);
    expect(problems(errors), path).toEqual([]);
    await page.close();
  };
}

/**
 * One route per kind of page, where the real network's faults are met (every route meets every kind
 * in jsdom): what differs between a page's siblings is its data hooks, not the browser's network.
 */
const BROWSER_ROUTES = ['/home', '/data', '/comment', '/article/:id', '/companyDetail/:id', '/datashow', '/mobile/home', '/mobile/data'];
const unknownRoutes = BROWSER_ROUTES.filter((p) => !GATE_ROUTES.some((r) => r.pattern === p));
if (unknownRoutes.length) throw new Error(`gate-faults: not a gate route: ${unknownRoutes.join(', ')}`);
/** The browser's routes of a side. */
const browserRoutes = (side: 'desktop' | 'mobile') => GATE_ROUTES.filter((r) => r.side === side && BROWSER_ROUTES.includes(r.pattern));

/** The kinds route number `n` meets: the 500 first, then the next two of the other six in turn. */
const faultsOf = (n: number): Fault[] => [FAULTS[0], FAULTS[1 + ((2 * n) % 6)], FAULTS[1 + ((2 * n + 1) % 6)]];

for (const side of ['desktop', 'mobile'] as const) {
  test.describe(`faults on one ${side} route per kind of page`, () => {
    test.use(deviceOf(side));

    for (const { pattern } of browserRoutes(side)) {
      // Numbered across both sides, so that the phone's routes go on with the kinds in turn.
      const faults = faultsOf(GATE_ROUTES.filter((r) => BROWSER_ROUTES.includes(r.pattern)).findIndex((r) => r.pattern === pattern));
      test(`${pattern}: ${faults.map((f) => f.name).join(', ')}`, async ({ page, baseURL, consoleErrors }) => {
        test.setTimeout(120_000);
        const path = await pathOf(pattern, baseURL!);
        /** How many regions failed, per kind: as many as on a 500 every time (none takes bad data for good). */
        const failedRegions: number[] = [];

        for (const [i, fault] of faults.entries()) {
          // eslint-disable-next-line no-await-in-loop -- one kind after the other, on the same page
          await test.step(fault.name, async () => {
            await withoutBoot(page);
            await page.route(OWN_CALLS, fault.answer);
            if (i === 0) await page.goto(`/#${path}`);
            else await page.reload();
            const failed = page.locator('[data-state="error"]');
            await expect(failed.first()).toBeVisible({ timeout: 30_000 });
            await expect(page.locator(LOADING)).toHaveCount(0);
            await expectNotBlank(page);
            await expect(page.locator('[data-state="page-error"], [data-state="site-error"]')).toHaveCount(0);
            // Every failed region says what went wrong and has its retry.
            const regions = await failed.count();
            failedRegions.push(regions);
            expect(regions, 'failed regions, as many as on a 500').toBe(failedRegions[0]);
            await expect(failed.filter({ hasText: fault.message })).toHaveCount(regions);
            await expect(failed.filter({ has: retryButton(page) })).toHaveCount(regions);
            await page.unroute(OWN_CALLS, fault.answer);
            if (fault.retried) await retryAll(page);
            expect(problems(consoleErrors), 'uncaught errors, React warnings').toEqual([]);
          });
        }
      });
    }
  });
}

for (const side of ['desktop', 'mobile'] as const) {
  test.describe(`a 10-second delay on one ${side} route per kind of page`, () => {
    test.use(deviceOf(side));

    test('each route shows its loading state, then its data', async ({ context, baseURL }) => {
      test.setTimeout(180_000);
      const patterns = browserRoutes(side).map((r) => r.pattern);
      const paths = await Promise.all(patterns.map((p) => pathOf(p, baseURL!)));
      // All tabs at once: the 10 seconds are waited once.
      const releases = await Promise.all(paths.map((path) => openHeld(context, path)));
      for (const release of releases) {
        // eslint-disable-next-line no-await-in-loop -- one tab after the other
        await release();
      }
    });
  });
}

for (const side of ['desktop', 'mobile'] as const) {
  test.describe(`the site info failing, ${side}`, () => {
    test.use(deviceOf(side));

    test('7 failures and a 10-second delay: a full-page message with a retry, or the loading state', async ({ page, context, consoleErrors }) => {
      test.setTimeout(120_000);
      const home = side === 'mobile' ? '/mobile/home' : '/home';
      // The delay, in a second tab meanwhile: the first load's loading state (「正在加载…」), then the page.
      const delayed = await openHeld(context, home, SITE_CALL, '正在加载'.length);
      await page.bringToFront();

      for (const [i, fault] of FAULTS.entries()) {
        // eslint-disable-next-line no-await-in-loop -- one kind after the other, on the same page
        await test.step(fault.name, async () => {
          await withoutBoot(page);
          await page.route(SITE_CALL, fault.answer);
          if (i === 0) await page.goto(`/#${home}`);
          else await page.reload();
          const failed = page.locator('[data-state="site-error"]');
          await expect(failed).toContainText('站点暂时无法打开');
          await expect(failed).toContainText(fault.message);
          await page.unroute(SITE_CALL, fault.answer);
          await failed.getByRole('button', { name: '重试' }).click();
          await expectSettled(page);
          expect(problems(consoleErrors), 'uncaught errors, React warnings').toEqual([]);
        });
      }

      await test.step('10 s delay', delayed);
    });
  });
}

/** The app's own state, asked once per visit whatever the page (constants, index families): never a page's to cancel. */
const APP_CALLS = /\/webapi\/(constants|index\/families)\?/;

/** Where leaving is checked: a route of every kind of data hook (paged, infinite, detail, polled…). */
const LEAVE_ROUTES = {
  desktop: ['/home', '/data', '/comment', '/priceTrend', '/exportData', '/brandRank', '/company', '/product', '/about', '/article/:id', '/companyDetail/:id', '/datashow'],
  mobile: ['/mobile/home', '/mobile/data', '/mobile/info', '/mobile/priceTrend', '/mobile/brandRank', '/mobile/company', '/mobile/about', '/mobile/article/:id', '/mobile/companyDetail/:id'],
};

for (const side of ['desktop', 'mobile'] as const) {
  test.describe(`leaving a ${side} page`, () => {
    test.use(deviceOf(side));

    test('aborts its requests on their way; Back shows the page again', async ({ page, baseURL, consoleErrors }) => {
      test.setTimeout(120_000);
      const aborted = new Set<string>();
      page.on('requestfailed', (r) => {
        if (/ERR_ABORTED/.test(r.failure()?.errorText ?? '')) aborted.add(r.url());
      });
      const go = (path: string) =>
        page.evaluate((to) => {
          window.location.hash = to;
        }, path);
      // A page without calls of its own, where each route is opened from and left for, client-side.
      const elsewhere = side === 'mobile' ? '/mobile/no-such-page' : '/no-such-page';
      // Without boot data: the home pages' first requests must go out to be left.
      await withoutBoot(page);
      await page.goto(`/#${elsewhere}`);
      await expect(page.locator('[data-state="not-found"]')).toBeVisible();
      for (const pattern of LEAVE_ROUTES[side]) {
        // eslint-disable-next-line no-await-in-loop -- one route after the other, on the same page
        await test.step(pattern, async () => {
          const calls = await holdCalls(page, OWN_CALLS);
          const mine = () => calls.urls().filter((url) => !APP_CALLS.test(url));
          await go(await pathOf(pattern, baseURL!));
          // The page is there and has asked for its data.
          await expect.poll(() => mine().length).toBeGreaterThan(0);
          await expect(page.locator(LOADING).first()).toBeVisible();
          await page.goBack();
          await expect(page.locator('[data-state="not-found"]')).toBeVisible();
          await expect.poll(() => mine().filter((url) => !aborted.has(url)), { message: 'requests left running' }).toEqual([]);
          await calls.release();
          // Nothing aborted was kept: the page opens again with its data.
          await page.goForward();
          await expectSettled(page);
          await page.goBack();
          expect(problems(consoleErrors)).toEqual([]);
        });
      }
    });
  });
}

/** Chunks gone under an open page (a redeploy), each opened client-side from /home. */
const GONE_CHUNKS = [
  { what: 'a page', chunk: /\/p__data__index\.[0-9a-f]+\.async\.js$/, open: (page: Page) => page.getByRole('banner').getByRole('navigation').getByRole('link', { name: '指数数据' }).click() },
  { what: 'a layout', chunk: /\/layouts__MobileLayout\.[0-9a-f]+\.async\.js$/, open: (page: Page) => page.getByTestId('switch-mobile').click() },
  // Asked for after the page's first screen has been painted: the page must still count as loading,
  // or the reloaded page, rendered, would clear the mark and reload again and again.
  { what: 'a part below the first screen', chunk: /\/data-below\.[0-9a-f]+\.async\.js$/, open: (page: Page) => page.getByRole('banner').getByRole('navigation').getByRole('link', { name: '指数数据' }).click() },
];

test.describe('a chunk gone after a redeploy', () => {
  for (const { what, chunk, open } of GONE_CHUNKS) {
    test(`${what}: one automatic reload, then a message whose reload works`, async ({ page, consoleErrors }) => {
      test.setTimeout(120_000);
      const gone = (route: Route) => route.fulfill({ status: 404, contentType: 'text/html', body: '<html><body><h1>404 Not Found</h1></body></html>' });
      await page.goto('/#/home');
      await expectSettled(page);
      let loads = 0;
      page.on('load', () => {
        loads += 1;
      });
      await page.route(chunk, gone);
      await open(page);
      // Reloaded once by itself; the chunk still missing, the message stays (no second reload).
      const failed = page.locator('[data-state="page-error"]');
      await expect(failed).toContainText('页面资源加载失败', { timeout: 30_000 });
      // The reloaded document's load event can follow its message (it waits for the page's other files).
      await expect.poll(() => loads, { message: 'automatic reloads' }).toBe(1);
      await expect(page.locator('#root')).toContainText('加载失败');
      // The new build is there: the reload button opens the page, and clears the mark for the next redeploy.
      await page.unroute(chunk, gone);
      await failed.getByRole('button', { name: '刷新页面' }).click();
      await expectSettled(page);
      expect(loads).toBe(2);
      await expect.poll(() => page.evaluate(() => sessionStorage.getItem('portal_chunk_reload'))).toBeNull();
      expect(consoleErrors.filter((e) => e.startsWith('pageerror:'))).toEqual([]);
    });
  }
});
