/**
 * Layout shift while a page loads over a slow mobile network (issue 7, PRODUCT.md §5): every route
 * of scripts/routes.mjs — every desktop route, /datashow and every /mobile twin — is opened in a
 * fresh page whose network is throttled through CDP (`Network.emulateNetworkConditions`: 150 ms
 * latency, 1.6 Mbit/s down and up) before it navigates. A `PerformanceObserver` for `layout-shift`,
 * injected before the app's first script, sums the `value` of every entry without `hadRecentInput`
 * until the page's data shows (no `[data-state="loading"]` left) and the network and main thread
 * are quiet (so the chart chunk and late images count too). The sum must stay ≤ 0.05.
 *
 * Each test notes its CLS as an annotation and on stdout, with the elements that moved (the
 * entries' `sources`, each with the sum of the shifts it took part in, largest first), and a failure
 * message names the route, the amount and those elements.
 */
import { test as base, type Page } from '@playwright/test';
import { trackNetwork } from '../../scripts/network-quiet.mjs';
import { CLS_MAX, DETAIL_PATTERNS, SEARCH_PATTERN, SECTION_PATHS, resolveIds, routeGoals } from '../../scripts/routes.mjs';
import { DETAIL_ROUTES, SECTIONS } from '../../src/config/sections';
import { expect, PHONE, test } from './fixtures';

/** The slow mobile network of the goal: 150 ms, 1.6 Mbit/s (200,000 bytes/s) each way. */
const SLOW_NETWORK = { offline: false, latency: 150, downloadThroughput: 200_000, uploadThroughput: 200_000 };

/** Sum of layout shifts not caused by input, and which elements moved, kept on window.__cls. */
function layoutShiftProbe() {
  const w = window as unknown as { __cls: { sum: number; count: number; sources: Record<string, number> } };
  const store = { sum: 0, count: 0, sources: {} as Record<string, number> };
  w.__cls = store;
  const describe = (node: Node | null | undefined) => {
    if (!node || !(node instanceof Element)) return node ? node.nodeName.toLowerCase() : '(removed node)';
    const testId = node.getAttribute('data-testid');
    const cls = typeof node.className === 'string' ? node.className.trim().split(/\s+/)[0] : '';
    return `${node.tagName.toLowerCase()}${testId ? `[data-testid=${testId}]` : ''}${node.id ? `#${node.id}` : ''}${cls ? `.${cls}` : ''}`;
  };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: { node?: Node | null }[] })[]) {
      if (entry.hadRecentInput) continue;
      store.sum += entry.value;
      store.count += 1;
      for (const s of entry.sources ?? []) {
        const key = describe(s.node);
        store.sources[key] = (store.sources[key] ?? 0) + entry.value;
      }
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

/**
 * Open `url` on the throttled page. Twice in CI (2 of ~30 runs, each time beside the kiosk spec's heap
 * snapshots) the document itself never reached `domcontentloaded` in 150 s, then passed on retry in
 * 8 s: a stalled connection of the emulated network, not the page. So a navigation that has not got
 * its document in 60 s starts again from a blank page (the probe is injected anew), noted as an
 * annotation; the third stall fails the test.
 */
async function gotoThrottled(page: Page, url: string) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await page.goto(url, { waitUntil: 'domcontentloaded', timeout: 60_000 });
      return;
    } catch (error) {
      if (attempt === 3) throw error;
      test.info().annotations.push({ type: 'stalled', description: `${url}: no document after 60 s (attempt ${attempt}), opened again` });
      await page.goto('about:blank');
    }
  }
}

const routes = routeGoals();
let ids: ReturnType<typeof resolveIds> | undefined;
/** Ids of an article and a company that exist on the server under test (asked once per worker). */
const detailIds = (baseURL: string) => (ids ??= resolveIds(baseURL.replace(/\/+$/, '')));

for (const side of ['desktop', 'mobile'] as const) {
  test.describe(`layout shift on a slow network, ${side}`, () => {
    if (side === 'mobile') test.use(PHONE);

    for (const route of routes.filter((r) => r.side === side)) {
      test(`CLS ≤ ${route.clsMax}: ${route.pattern}`, async ({ page, baseURL }) => {
        test.setTimeout(300_000);
        const path = routeGoals(await detailIds(baseURL!)).find((r) => r.pattern === route.pattern)!.path;

        const cdp = await page.context().newCDPSession(page);
        await cdp.send('Network.enable');
        await cdp.send('Network.emulateNetworkConditions', SLOW_NETWORK);
        await page.addInitScript(layoutShiftProbe);

        const network = trackNetwork(page, 1000, 60_000);
        // The document, then what the page shows and our own quiet-network wait (bounded, never
        // failing). Neither `networkidle` nor `load` is waited for: on a busy machine each once waited
        // out its whole timeout on one stalled request of the throttled connection (a CI run saw
        // /report never reach `load` in 150 s) while the page had long settled.
        await gotoThrottled(page, `/#${path}`);
        await expect(page.locator('#root')).not.toBeEmpty();
        await expect(page.locator('[data-state="loading"]')).toHaveCount(0, { timeout: 120_000 });
        await network.settled();

        const cls = await page.evaluate(() => (window as unknown as { __cls: { sum: number; count: number; sources: Record<string, number> } }).__cls);
        const top = Object.entries(cls.sources)
          .sort((a, b) => b[1] - a[1])
          .slice(0, 4)
          .map(([el, v]) => `${el} ${v.toFixed(3)}`)
          .join(', ');
        const line = `${path}: CLS ${cls.sum.toFixed(3)} (${cls.count} shifts${top ? `; moved most: ${top}` : ''})`;
        test.info().annotations.push({ type: 'CLS', description: line });
        console.log(line);
        expect(cls.sum, `layout shift of ${path}: ${cls.sum.toFixed(3)} > ${CLS_MAX} (${top || 'no sources'})`).toBeLessThanOrEqual(route.clsMax);
      });
    }
  });
}

base.describe('the measured route list', () => {
  base('covers every section and detail route, desktop and mobile', () => {
    const desktop = [...SECTIONS.filter((s) => s.key !== 'datashow').map((s) => s.path), ...DETAIL_ROUTES.map((d) => d.path)];
    expect([...SECTION_PATHS, ...DETAIL_PATTERNS].sort()).toEqual([...desktop].sort());
    const patterns = routes.map((r) => r.pattern);
    for (const p of desktop) expect(patterns).toContain(p);
    for (const s of SECTIONS.filter((x) => x.mobile)) expect(patterns).toContain(`/mobile${s.path}`);
    for (const d of DETAIL_ROUTES) expect(patterns).toContain(`/mobile${d.path}`);
    expect(patterns).toContain('/datashow');
    expect(patterns).toEqual(expect.arrayContaining([SEARCH_PATTERN, `/mobile${SEARCH_PATTERN}`]));
  });

});
