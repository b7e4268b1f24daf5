/**
 * When a page has finished loading, for the measuring scripts and tests/e2e/cls.spec.ts. No imports,
 * so that Node scripts and Playwright specs can both load it.
 */

export const QUIET_MS = 1000;

/**
 * Follow a page's requests from now on; `settled()` resolves once no request is in flight, none
 * has started or ended for `quietMs`, and the page's main thread is idle (a `requestIdleCallback`
 * round trip: a page still parsing or running script may be about to ask for more), at most `maxMs`.
 * Install it before `page.goto`.
 * @param {import('@playwright/test').Page} page
 */
export function trackNetwork(page, quietMs = QUIET_MS, maxMs = 20_000) {
  let last = Date.now();
  const inflight = new Set();
  page.on('request', (req) => {
    inflight.add(req);
    last = Date.now();
  });
  const ended = (/** @type {import('@playwright/test').Request} */ req) => {
    inflight.delete(req);
    last = Date.now();
  };
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  const mainThreadIdle = () =>
    page
      .evaluate(
        () =>
          new Promise((resolve) => {
            if (window.requestIdleCallback) window.requestIdleCallback(() => resolve(null), { timeout: 2000 });
            else setTimeout(() => resolve(null), 50);
          }),
      )
      .catch(() => null);
  return {
    async settled() {
      const until = Date.now() + maxMs;
      while (Date.now() < until) {
        await mainThreadIdle();
        if (inflight.size === 0 && Date.now() - last >= quietMs) return;
        await page.waitForTimeout(100);
      }
    },
  };
}
