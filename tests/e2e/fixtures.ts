/**
 * Shared end-to-end helpers: every test gets the console errors and uncaught exceptions the page
 * produced (`consoleErrors`), and helpers to open a route, fail /webapi calls and read the API.
 */
import { test as base, expect, type Browser, type BrowserContext, type Page, type Route } from '@playwright/test';
import type { ArticleDetail, ArticlePage } from '../../src/types/webapi';
import { clockOffset } from '../../server/clock';

/** The phone of every mobile test (an iPhone, 390×844), shared with the performance scripts. */
export { PHONE } from '../../scripts/routes.mjs';

/**
 * The pages of `context` read the run's clock (server/clock.ts: CLOCK_AT / CLOCK_OFFSET_MS, which the
 * server under test reads too), so "today" is the same day for the page and its server. Only `Date`
 * moves: timers and performance.now() keep real time, as the server's durations do.
 */
export async function shiftClock(context: BrowserContext): Promise<void> {
  const offset = clockOffset();
  if (!offset) return;
  await context.addInitScript((ms: number) => {
    const Real = Date;
    class Shifted extends Real {
      constructor(...args: ConstructorParameters<DateConstructor> | []) {
        if (args.length === 0) super(Real.now() + ms);
        else super(...(args as [string]));
      }

      static now() {
        return Real.now() + ms;
      }
    }
    globalThis.Date = Shifted as DateConstructor;
  }, offset);
}

/** `browser.newContext(options)` on the run's clock (shiftClock): every context a test makes itself. */
export async function newContext(browser: Browser, options?: Parameters<Browser['newContext']>[0]): Promise<BrowserContext> {
  const context = await browser.newContext(options);
  await shiftClock(context);
  return context;
}

export const test = base.extend<{ consoleErrors: string[] }>({
  context: async ({ context }, use) => {
    await shiftClock(context);
    await use(context);
  },
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (m) => {
        if (m.type() === 'error') errors.push(m.text());
      });
      page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
      await use(errors);
    },
    { auto: true },
  ],
});

export { expect };

// ---------------------------------------------------------------- a URL in a fresh browser context

/** What one view looks like to a visitor, checked on any page (the test's own or a fresh one). */
export type Sees = (p: Page) => Promise<void>;

async function inFreshContext(browser: Browser, device: Parameters<Browser['newContext']>[0], url: string, sees: Sees) {
  const ctx = await newContext(browser, device);
  try {
    const fresh = await ctx.newPage();
    const errors: string[] = [];
    fresh.on('console', (m) => {
      if (m.type() === 'error') errors.push(m.text());
    });
    fresh.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
    await fresh.goto(url);
    await expect(fresh.locator('#root')).not.toBeEmpty();
    await sees(fresh);
    expect(errors, 'console errors in the fresh context').toEqual([]);
  } finally {
    await ctx.close();
  }
}

/**
 * `test` with `openFresh(url, sees)`: the URL in a new browser context with the describe's device
 * (viewport, user agent, touch, locale), nothing shared with the test's page; no console errors there either.
 */
export const freshTest = test.extend<{ openFresh: (url: string, sees: Sees) => Promise<void> }>({
  openFresh: async ({ browser, viewport, userAgent, isMobile, hasTouch, locale }, use) => {
    await use((url, sees) => inFreshContext(browser, { viewport, userAgent, isMobile, hasTouch, locale }, url, sees));
  },
});

// ---------------------------------------------------------------- what the pages print, in zh-CN

/** A number with grouping and fixed decimals. */
export const num = (v: number, digits = 2) => v.toLocaleString('zh-CN', { minimumFractionDigits: digits, maximumFractionDigits: digits });
/** 2026-11-20 → 2026年11月20日 */
export const zhDate = (iso: string) => {
  const [y, m, d] = iso.slice(0, 10).split('-').map(Number);
  return `${y}年${m}月${d}日`;
};
/** 2026-10 → 2026年10月 */
export const zhMonth = (key: string) => {
  const [y, m] = key.split('-').map(Number);
  return `${y}年${m}月`;
};
/** The label of an index period: 2026年第47周 (weekly) or 2026年10月 (monthly). */
export const periodLabel = (p: { year: number; week?: number | null; month?: number | null }) =>
  p.week ? `${p.year}年第${p.week}周` : `${p.year}年${p.month}月`;

/** Open a hash route (`/home`, `/mobile/data`…) and wait for the app to settle. */
export async function openRoute(page: Page, route: string) {
  await page.goto(`/#${route}`);
  await expect(page.locator('#root')).not.toBeEmpty();
}

/** Read a /webapi resource the way the page does, to compare what the visitor sees. */
export async function api<T>(page: Page, path: string): Promise<T> {
  const res = await page.request.get(`/webapi${path}`);
  expect(res.ok()).toBeTruthy();
  const body = await res.json();
  expect(body.success).toBe(true);
  return body.data as T;
}

const unbooted = new WeakSet<Page | BrowserContext>();

/**
 * Serve index.html without the answers the server put into it and without the route's (boot data,
 * server/boot.ts: GET /webapi/boot answers none), as a static host serves it: a test that fakes
 * /webapi answers then sees its fakes, not the server's.
 */
export async function withoutBoot(target: Page | BrowserContext) {
  if (unbooted.has(target)) return;
  unbooted.add(target);
  await target.route(
    (url) => url.pathname === '/' || url.pathname === '/index.html',
    async (route) => {
      const res = await route.fetch();
      const body = (await res.text()).replace(/<script type="application\/json" id="boot">[\s\S]*?<\/script>\n?/, '');
      const headers = { ...res.headers() };
      delete headers['content-encoding'];
      delete headers['content-length'];
      await route.fulfill({ response: res, body, headers });
    },
  );
  await target.route(
    (url) => url.pathname === '/webapi/boot',
    // No answers (not a 404, which the browser would log as a console error): the page asks for each.
    (route) => route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ success: true, data: { answers: {} } }) }),
  );
}

export type Failure = 'http500' | 'business' | 'network' | 'malformed';

/** Make matching /webapi calls fail the given way (glob relative to /webapi, e.g. `articles*`), boot data aside. */
export async function failApi(page: Page, glob: string, how: Failure) {
  await withoutBoot(page);
  await page.route(`**/webapi/${glob}`, (route: Route) => {
    switch (how) {
      case 'http500':
        return route.fulfill({ status: 500, contentType: 'application/json', body: '{"success":false}' });
      case 'business':
        return route.fulfill({
          status: 200,
          contentType: 'application/json',
          body: JSON.stringify({ success: false, data: null, errorCode: 'INTERNAL', errorMessage: '后台维护中，请稍后再试' }),
        });
      case 'network':
        return route.abort('failed');
      default:
        return route.fulfill({ status: 200, contentType: 'application/json', body: '{"success":true,"data":{"unexpected":1}}' });
    }
  });
}

/** Console noise expected when a test makes the API fail on purpose. */
export const withoutResourceErrors = (errors: string[]) =>
  errors.filter((e) => !/Failed to load resource|net::ERR_FAILED/.test(e));

// ---------------------------------------------------------------- articles, as the API gives them

/** One page of a category's articles (`query`: extra parameters, `&current=2`…). */
export const listOf = (page: Page, categoryId: number, query = '') =>
  api<ArticlePage>(page, `/articles?categoryId=${categoryId}${query}`);
export const detailOf = (page: Page, id: number) => api<ArticleDetail>(page, `/articles/${id}`);

/** The first report (newest first, a few pages deep at most) that has attachments. */
export async function reportWithAttachments(page: Page): Promise<ArticleDetail> {
  for (let current = 1; current <= 5; current += 1) {
    const { list } = await listOf(page, 220, `&current=${current}`);
    const hit = list.find((a) => a.attachmentCount > 0);
    if (hit) return detailOf(page, hit.id);
  }
  throw new Error('the demo data has no report with attachments');
}

// ---------------------------------------------------------------- what every page shows

export const retryButton = (page: Page) => page.getByRole('button', { name: '重试' });
export const notFoundState = (page: Page) => page.locator('[data-state="not-found"]');
export const errorState = (page: Page) => page.locator('[data-state="error"]');
export const emptyState = (page: Page) => page.locator('[data-state="empty"]');
/** Body rows of a DataTable (tree rows included). */
export const tableRows = (page: Page, testId: string) => page.getByTestId(testId).locator('tbody tr[data-row-key]');
/** Pick an option in the open antd Select dropdown (its role=option nodes are an off-screen a11y copy). */
export const selectOption = (page: Page, label: string) => page.locator('.ant-select-dropdown:visible').getByTitle(label, { exact: true }).click();

/** Scroll a phone page to its end until at least `count` items of `testId` are there. */
export async function scrollUntil(page: Page, testId: string, count: number) {
  await expect(async () => {
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    expect(await page.getByTestId(testId).count()).toBeGreaterThanOrEqual(count);
  }).toPass({ timeout: 15_000 });
}
