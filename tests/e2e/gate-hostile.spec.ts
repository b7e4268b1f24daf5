/**
 * Hostile content, in every field (issue 13, item 3). Every /webapi answer (the pictures of
 * /webapi/media and the feeds apart) is laced by request interception before the page reads it:
 *
 * - free text becomes `${value}${PAYLOAD}`: a visible marker (☠XSS), then a script element, an
 *   `onerror` and an `onload` handler, a `javascript:` and a `data:` link, a link to another site
 *   (target=_blank, no rel), an iframe and a form of a foreign site and a `<meta http-equiv=refresh>`
 *   to it; CMS HTML (article content, company introduction) gets the same tail;
 * - URL fields (a key matching URL_KEY: url, website, logo, image(s), cover…) become, in turn per key
 *   in the order met, `javascript:…`, `data:text/html;base64,…` and `https://elsewhere.example/` (so
 *   a list of attachments or products has them all; a company's one website is the other site's);
 * - what the page parses is kept, or it would only show an error state and the field would not be
 *   shown at all: the keys of FORMAT_KEYS (periods, dates, ids, enum codes, MIME types, from
 *   src/types/webapi.ts), and any value that is an ISO date or time (ISO) or a short ASCII token
 *   (TOKEN: ids such as `21-1-2`, `B1005-1`, `cold-rolled`, codes such as `CNY`, `week`).
 *   Numbers and booleans are never touched. The same text is laced the same way everywhere, so a
 *   filter option still matches the rows that carry it.
 *
 * Then every route of the gates (GATE_ROUTES: each desktop section, an article, a company,
 * /datashow and each /mobile twin) is opened once, plus the data shown in a portal (the product
 * preview and the brand history) and a report with attachments (download links), both sides. On each: the page settles with no error state, is
 * scrolled to its end (lazy parts) and hovered on its first chart (tooltips are HTML), the network
 * goes quiet, and then
 * - nothing ran: no `window.__pwned` call, no dialog, no request to the foreign site, the route is
 *   still the one opened 1.5 s later (no refresh), no uncaught exception;
 * - nothing survived in the DOM: no `on*` attribute, no script but the app's own, no element with a
 *   `javascript:` URL or a `data:` document, no foreign iframe, form, object, embed or base, no meta
 *   outside <head> nor any `http-equiv` but the page's own X-UA-Compatible;
 * - the laced fields are shown, as text: <main> shows the marker;
 * - every external link (`target=_blank`, or http(s) to another origin) has rel noopener noreferrer;
 *   an article and a company show some (the CMS link, the website), so the rule is exercised.
 *
 * 29 routes + 6 portal/attachment cases = 35 pages, one payload set each; ≈ 3 min on one worker.
 */
import type { Page, Route } from '@playwright/test';
import { trackNetwork } from '../../scripts/network-quiet.mjs';
import { expect, test, withoutBoot } from './fixtures';
import { deviceOf, expectSettled, GATE_ROUTES, pathOf, type GateRoute } from './gates';

const MARK = '☠XSS';
const EVIL = 'evil.example';
/** A harmless other site: its links must open with rel="noopener noreferrer". */
const ELSEWHERE = 'elsewhere.example';
const PAYLOAD = [
  MARK,
  `<script>window.__pwned('script')</script>`,
  `<img src=x onerror="window.__pwned('onerror')">`,
  `<svg onload="window.__pwned('onload')"></svg>`,
  `<a href="javascript:window.__pwned('a')">x</a>`,
  `<a href="data:text/html,<script>alert(1)</script>">y</a>`,
  `<a href="https://${ELSEWHERE}/" target="_blank">z</a>`,
  `<iframe src="https://${EVIL}/"></iframe>`,
  `<form action="https://${EVIL}/"><input name=q><button>go</button></form>`,
  `<meta http-equiv="refresh" content="0;url=https://${EVIL}/">`,
].join('');
const JS_URL = "javascript:window.__pwned('href')";
const DATA_URL = `data:text/html;base64,${Buffer.from("<script>window.__pwned('data')</script>").toString('base64')}`;
const HOSTILE_URLS = [JS_URL, DATA_URL, `https://${ELSEWHERE}/`];
/** Where each key starts in HOSTILE_URLS: a company has one website, make it the other site's (rel). */
const URL_START: Record<string, number> = { website: 2 };

/** Fields holding a URL: replaced by a hostile URL rather than extended. */
const URL_KEY = /url|href|link|website|logo|image|src|cover/i;
/** Strings the page parses or matches on (src/types/webapi.ts): periods, dates, ids, codes. */
const FORMAT_KEYS = new Set([
  'period',
  'periods',
  'latestPeriod',
  'month',
  'missingMonths',
  'date',
  'publishedAt',
  'generatedAt',
  'updatedAt',
  'nextRelease',
  'nextUpdate',
  'basePeriodDate',
  'siteCode',
  'sections',
  'key',
  'type',
  'kind',
  'frequency',
  'list',
  'valueKinds',
  'currency',
  'by',
  'id',
  'nodeId',
  'parentId',
  'brandId',
  'categoryIds',
  'mime',
]);
const ISO = /^\d{4}-\d{2}(-\d{2})?([T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?$/;
const TOKEN = /^[A-Za-z0-9][\w.-]{0,23}$/;

/** Lace one /webapi answer's data in place (see the header); `seen` counts URL fields per key. */
function lace(value: unknown, key = '', seen = new Map<string, number>()): unknown {
  if (typeof value === 'string') {
    if (URL_KEY.test(key)) {
      const n = seen.get(key) ?? URL_START[key] ?? 0;
      seen.set(key, n + 1);
      return HOSTILE_URLS[n % HOSTILE_URLS.length];
    }
    if (FORMAT_KEYS.has(key) || ISO.test(value) || TOKEN.test(value)) return value;
    return `${value}${PAYLOAD}`;
  }
  if (Array.isArray(value)) return value.map((v) => lace(v, key, seen));
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    Object.entries(value).forEach(([k, v]) => {
      out[k] = lace(v, k, seen);
    });
    return out;
  }
  return value;
}

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

/** What survived in the document, described (empty when nothing did); runs in the page. */
function survivors(evil: string): string[] {
  const bad: string[] = [];
  // Attributes that load or navigate (text attributes such as title may hold the payload: it is inert there).
  const URL_ATTRS = /^(href|src|srcset|action|formaction|data|poster|background|xlink:href|ping)$/i;
  const own = window.location.origin;
  const describe = (el: Element | null) =>
    el ? `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${el.getAttribute('data-testid') ? `[data-testid=${el.getAttribute('data-testid')}]` : ''}` : '?';
  const hostOf = (v: string) => {
    try {
      return new URL(v, window.location.href).hostname;
    } catch {
      return '';
    }
  };
  const foreign = (v: string) => {
    try {
      const u = new URL(v, window.location.href);
      return u.origin !== own && !/^(blob|data|about):$/.test(u.protocol);
    } catch {
      return true;
    }
  };
  document.querySelectorAll('*').forEach((el) => {
    Array.from(el.attributes).forEach(({ name, value }) => {
      const v = value.trim();
      const what = `${describe(el)} ${name}=${v.slice(0, 50)}`;
      if (/^on/i.test(name)) bad.push(`${describe(el)} [${name}]`);
      else if (/^(javascript|vbscript):/i.test(v)) bad.push(what);
      else if (/^data:text\/html/i.test(v) || (/^data:/i.test(v) && /^(href|action|formaction|data|xlink:href)$/i.test(name))) bad.push(what);
      else if (URL_ATTRS.test(name) && v.split(/[\s,]+/).some((u) => hostOf(u) === evil)) bad.push(what);
    });
    const tag = el.tagName.toLowerCase();
    const src = el.getAttribute('src');
    if (tag === 'script') {
      if (el.parentElement !== document.head && el.parentElement !== document.body) bad.push(`script inside ${describe(el.parentElement)}`);
      if (/pwned/.test(el.textContent ?? '') || (src && foreign(src))) bad.push(`script ${src ?? (el.textContent ?? '').slice(0, 50)}`);
    }
    if (tag === 'iframe' && (el.hasAttribute('srcdoc') || foreign(src ?? 'about:blank'))) bad.push(`iframe ${src}`);
    if (tag === 'form' && foreign(el.getAttribute('action') ?? '')) bad.push(`form ${el.getAttribute('action')}`);
    if (tag === 'object' || tag === 'embed' || tag === 'base') bad.push(tag);
    if (tag === 'meta' && !document.head.contains(el)) bad.push('meta outside <head>');
    const equiv = el.getAttribute('http-equiv');
    if (tag === 'meta' && equiv !== null && !/^x-ua-compatible$/i.test(equiv)) bad.push(`meta http-equiv=${equiv}`);
  });
  document.querySelectorAll('a[href]').forEach((a) => {
    const href = a.getAttribute('href') ?? '';
    let external = a.getAttribute('target') === '_blank';
    try {
      const u = new URL(href, window.location.href);
      external ||= /^https?:$/.test(u.protocol) && u.origin !== own;
    } catch {
      // not a URL: not external
    }
    const rel = (a.getAttribute('rel') ?? '').toLowerCase().split(/\s+/);
    if (external && !(rel.includes('noopener') && rel.includes('noreferrer'))) bad.push(`external link ${href} rel=${a.getAttribute('rel')}`);
  });
  return [...new Set(bad)];
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

const sides: GateRoute['side'][] = ['desktop', 'mobile'];
for (const side of sides) {
  test.describe(`hostile content (${side})`, () => {
    test.use(deviceOf(side));

    for (const { pattern } of GATE_ROUTES.filter((r) => r.side === side)) {
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

    const prefix = side === 'mobile' ? '/mobile' : '';
    test(`${prefix}/product?preview: the preview's caption is text`, async ({ page, request }) => {
      test.setTimeout(120_000);
      const products = (await (await request.get('/webapi/products?pageSize=1')).json()).data.list;
      const watch = await arm(page);
      await expectHarmless(page, `${prefix}/product?preview=${products[0].id}`, watch, async (p) => {
        await expect(p.getByTestId('product-preview')).toContainText(MARK, { timeout: 20_000 });
      });
    });

    test(`${prefix}/article/:id with attachments: names are text, no unsafe download link`, async ({ page, request }) => {
      test.setTimeout(120_000);
      const { list } = (await (await request.get('/webapi/articles?categoryId=220&pageSize=50')).json()).data;
      const report = list.find((x: { attachmentCount: number }) => x.attachmentCount > 1) ?? list[0];
      const watch = await arm(page);
      await expectHarmless(page, `${prefix}/article/${report.id}`, watch, async (p) => {
        await expect(p.getByTestId('attachment-list')).toContainText(MARK, { timeout: 20_000 });
      });
    });

    test(`${prefix}/brandRank?brand: the brand history is text`, async ({ page, request }) => {
      test.setTimeout(120_000);
      const items = (await (await request.get('/webapi/brands/ranking')).json()).data.items;
      const watch = await arm(page);
      await expectHarmless(page, `${prefix}/brandRank?brand=${items[0].brandId}`, watch, async (p) => {
        await expect(p.getByTestId('brand-history')).toContainText(MARK, { timeout: 20_000 });
      });
    });
  });
}
