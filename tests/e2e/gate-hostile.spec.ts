/**
 * Hostile content in the browser (issue 13, item 3; issue 54): the browser's own share. The rules
 * per route live in tests/unit/gates/hostile.test.tsx, which renders every visitor route in jsdom
 * with every /webapi answer laced (tests/support/hostile.ts: `lace`, PAYLOAD, the URL rules and the
 * `survivors` check, one copy for both) and checks the marker is text, nothing survives in the DOM,
 * every external link has rel noopener noreferrer — plus the product preview, a report with
 * attachments and a brand's history, both sides.
 *
 * What only a real browser proves stays here, on one route per kind of page (BROWSER_ROUTES: a home
 * page, an article's CMS HTML, a company's introduction and website, the full-screen /datashow, and
 * the phone's article and company) and a report with attachments (download links): with every
 * answer laced by request interception, the page settles, is scrolled to its end (lazy parts) and
 * hovered on its first chart (ECharts' HTML tooltip, which jsdom cannot draw), the network goes quiet, and then
 * - nothing ran: no `window.__pwned` call (scripts and handlers really run here), no dialog, no
 *   request to the foreign site, the route is still the one opened 1.5 s later (no meta refresh,
 *   no navigation), no uncaught exception;
 * - nothing survived in the live DOM (`survivors`, run in the page), the marker is shown in <main>;
 *   an article and a company show the other site's link, with its rel.
 *
 * 6 routes + 1 attachment case = 7 pages, one payload set each.
 */
import type { Page, Route } from '@playwright/test';
import { trackNetwork } from '../../scripts/network-quiet.mjs';
import { expect, test, withoutBoot } from './fixtures';
import { ELSEWHERE, EVIL, lace, MARK, survivors } from '../support/hostile';
import { deviceOf, expectSettled, GATE_ROUTES, pathOf } from './gates';

interface Watch {
  /** Requests to the foreign site (aborted). */
  evil: string[];
  dialogs: string[];
  pageErrors: string[];
}

/** Lace /webapi, block and record the foreign site, record what ran. Before `goto`. */
async function arm(page: Page): Promise<Watch> {
  const watch: Watch = { evil: [], dialogs: [], pageErrors: [] };
  await page.addInitScript(() => {
    const w = window as unknown as { __pwned: (k: string) => void; __pwnedHits: string[] };
    w.__pwnedHits = [];
    w.__pwned = (k) => w.__pwnedHits.push(k);
  });
  page.on('dialog', (d) => {
    watch.dialogs.push(`${d.type()}: ${d.message()}`);
    d.dismiss().catch(() => undefined);
  });
  page.on('pageerror', (e) => watch.pageErrors.push(e.message));
  await page.route(`**://${EVIL}/**`, (route: Route) => {
    watch.evil.push(route.request().url());
    return route.abort('blockedbyclient');
  });
  // The other site's pictures are not needed.
  await page.route(`**://${ELSEWHERE}/**`, (route: Route) => route.abort('blockedbyclient'));
  await withoutBoot(page);
  await page.route('**/webapi/**', async (route: Route) => {
    const url = new URL(route.request().url());
    if (/^\/webapi\/(media|feeds)\//.test(url.pathname)) return route.continue();
    // The route's first screen is not asked for (withoutBoot): every answer comes laced through its own request.
    if (url.pathname === '/webapi/boot') return route.fallback();
    const res = await route.fetch();
    if (!(res.headers()['content-type'] ?? '').includes('json')) return route.fulfill({ response: res });
    const body = await res.json();
    if (body && typeof body === 'object' && 'data' in body) body.data = lace(body.data);
    return route.fulfill({ response: res, json: body });
  });
  return watch;
}

const pwnedHits = (page: Page) => page.evaluate(() => (window as unknown as { __pwnedHits?: string[] }).__pwnedHits ?? []);

/** Open `path` laced, let it settle, scroll, hover a chart, and check that nothing ran or survived. */
async function expectHarmless(page: Page, path: string, watch: Watch, shown?: (page: Page) => Promise<void>) {
  const network = trackNetwork(page, 800, 15_000);
  await page.goto(`/#${path}`);
  await expectSettled(page);
  if (shown) await shown(page);
  // Lazy parts come in at the end of the page; a chart's tooltip is HTML built from its data.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await network.settled();
  // A chart drawn as SVG first brings ECharts (and its HTML tooltip) when the visitor reaches for it.
  const first = page.locator('#main [data-chart="svg"]:visible').first();
  if (await first.count()) {
    await first.scrollIntoViewIfNeeded();
    await first.click();
    await expect(page.locator('#main [data-chart="echarts"]:visible').first()).toBeVisible();
  }
  const chart = page.locator('#main canvas:visible').first();
  if (await chart.count()) {
    await chart.scrollIntoViewIfNeeded();
    const box = await chart.boundingBox();
    if (box) await page.mouse.move(box.x + box.width * 0.6, box.y + box.height * 0.5);
  }
  // A meta refresh or a script would have acted by now.
  await page.waitForTimeout(1_500);
  expect(new URL(page.url()).hash, 'the page did not navigate away').toBe(`#${path}`);
  expect(await pwnedHits(page), 'injected code ran').toEqual([]);
  expect(watch.dialogs, 'a dialog opened').toEqual([]);
  expect(watch.evil, `a request went to ${EVIL}`).toEqual([]);
  expect(await page.evaluate(survivors, EVIL), 'hostile markup in the DOM').toEqual([]);
  expect(watch.pageErrors, 'uncaught exceptions').toEqual([]);
  // The laced fields are on the page, as text.
  expect(await page.locator('#main').innerText(), 'the laced fields are shown as text').toContain(MARK);
}

// The showcase's service worker answers /webapi itself, out of the page's interception: keep it off.
test.use({ serviceWorkers: 'block' });

/** One route per kind of page: what the browser alone proves does not differ between a page's siblings. */
const BROWSER_ROUTES = ['/home', '/article/:id', '/companyDetail/:id', '/datashow', '/mobile/article/:id', '/mobile/companyDetail/:id'];
const unknownRoutes = BROWSER_ROUTES.filter((p) => !GATE_ROUTES.some((r) => r.pattern === p));
if (unknownRoutes.length) throw new Error(`gate-hostile: not a gate route: ${unknownRoutes.join(', ')}`);

for (const side of ['desktop', 'mobile'] as const) {
  test.describe(`hostile content in the browser (${side})`, () => {
    test.use(deviceOf(side));

    for (const { pattern } of GATE_ROUTES.filter((r) => r.side === side && BROWSER_ROUTES.includes(r.pattern))) {
      test(`${pattern}: laced fields are shown as text, nothing runs or survives`, async ({ page, baseURL }) => {
        test.setTimeout(120_000);
        const watch = await arm(page);
        await expectHarmless(page, await pathOf(pattern, baseURL!), watch);
        if (/\/(article|companyDetail)\//.test(pattern)) {
          // The CMS link (and the company's website) to the other site are there, with their rel.
          await expect(page.locator(`#main a[href^="https://${ELSEWHERE}/"]`).first()).toBeAttached();
        }
      });
    }
  });
}

test('/article/:id with attachments: names are text, no unsafe download link', async ({ page, request }) => {
  test.setTimeout(120_000);
  const { list } = (await (await request.get('/webapi/articles?categoryId=220&pageSize=50')).json()).data;
  const report = list.find((x: { attachmentCount: number }) => x.attachmentCount > 1) ?? list[0];
  const watch = await arm(page);
  await expectHarmless(page, `/article/${report.id}`, watch, async (p) => {
    await expect(p.getByTestId('attachment-list')).toContainText(MARK, { timeout: 20_000 });
  });
});
