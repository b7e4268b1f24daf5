/**
 * Boot data (issue 23, item 1): the server puts what every route needs into index.html, and the
 * preload helper asks GET /webapi/boot for the route's own first screen beside umi.js; the home
 * pages, the index data page, the lists, the raw-material and trade pages, an article, a company and
 * a search link, desktop and phone, show their first screen without asking /webapi for any of them. A page served without them (a static
 * host) fetches them and shows the same.
 */
import type { Page } from '@playwright/test';
import { api, expect, num, openRoute, PHONE, test, withoutBoot } from './fixtures';
import type { SnapshotRow } from '../../src/types/webapi';

/** The keys (path and sorted query under /webapi) of what the page carries and of what GET /webapi/boot answers for `route`. */
async function bootKeys(page: Page, route: string): Promise<string[]> {
  const inPage = await page.evaluate(() => Object.keys((JSON.parse(document.getElementById('boot')?.textContent || '{}') as { answers?: object }).answers ?? {}));
  const { answers } = await api<{ answers: object }>(page, `/boot?route=${encodeURIComponent(route)}`);
  return [...inPage, ...Object.keys(answers)];
}

/** The helper's request for the route's answers (one, before umi.js has run). */
const isRouteBoot = (key: string) => key.startsWith('/boot?');

/** A /webapi request as a boot key: path and query with the names sorted. */
function keyOf(url: string): string {
  const u = new URL(url);
  const params = [...u.searchParams.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const query = params.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join('&');
  return `${u.pathname.replace(/^\/webapi/, '')}${query ? `?${query}` : ''}`;
}

/** Every /webapi request the page makes from now on, but the helper's one for the route's answers (`routeBoot` counts those). */
function apiRequests(page: Page, routeBoot: string[] = []): string[] {
  const seen: string[] = [];
  page.on('request', (r) => {
    if (!new URL(r.url()).pathname.startsWith('/webapi/')) return;
    const key = keyOf(r.url());
    (isRouteBoot(key) ? routeBoot : seen).push(key);
  });
  return seen;
}

const headlineValue = async (page: Page) => {
  const snapshot = await api<{ rows: SnapshotRow[] }>(page, '/index/snapshot?projId=21');
  return num(snapshot.rows.find((r) => r.parentId === null)!.indexValue);
};

for (const side of ['desktop', 'mobile'] as const) {
  const prefix = side === 'mobile' ? '/mobile' : '';
  test.describe(`boot data, ${side}`, () => {
    if (side === 'mobile') test.use(PHONE);

    test('the home page shows its first screen without a request to /webapi', async ({ page, consoleErrors }) => {
      const value = await headlineValue(page);
      const routeBoot: string[] = [];
      const requests = apiRequests(page, routeBoot);
      await openRoute(page, `${prefix}/home`);
      await expect(page.getByTestId('headline-value')).toHaveText(value);
      await expect(page.getByTestId('latest-articles-214').getByTestId('latest-article').first()).toBeVisible();
      expect(requests).toEqual([]);
      expect(routeBoot).toEqual([`/boot?route=${encodeURIComponent(`${prefix}/home`)}&siteCode=qingxi-hardware`]);
      expect(consoleErrors).toEqual([]);
    });

    test('the index data page asks /webapi nothing the page already carries', async ({ page, consoleErrors }) => {
      const requests = apiRequests(page);
      await openRoute(page, `${prefix}/data`);
      await expect(page.getByTestId('headline-value')).toHaveText(await headlineValue(page));
      const carried = await bootKeys(page, `${prefix}/data`);
      expect(carried.length).toBeGreaterThan(5);
      expect(requests.filter((r) => carried.includes(r))).toEqual([]);
      expect(consoleErrors).toEqual([]);
    });

    // The lists a shared link opens show their first page from the page too (their first item is the API's).
    for (const [route, item, first] of [
      ['/comment', 'article-item', '/articles?categoryId=214&current=1&pageSize=10'],
      ['/company', 'company-item', '/companies?current=1&pageSize=10'],
      ['/product', 'product-card', '/products?current=1&pageSize=10'],
    ] as const) {
      test(`${prefix}${route} shows its first page without a request to /webapi`, async ({ page, consoleErrors }) => {
        const { list } = await api<{ list: { name?: string; title?: string }[] }>(page, first);
        const requests = apiRequests(page);
        await openRoute(page, `${prefix}${route}`);
        await expect(page.getByTestId(item).first()).toContainText((list[0].title ?? list[0].name)!);
        // Logos and pictures are files under /webapi/media, not answers.
        expect(requests.filter((r) => !r.startsWith('/media/'))).toEqual([]);
        expect(consoleErrors).toEqual([]);
      });
    }

    // The raw-material, trade, brand and about pages draw their first view from the page too: the phone
    // asks for nothing; the desktop's wider page goes on below (the trade breakdown, the cost pressure).
    for (const [route, shown, carries] of [
      ['/priceTrend', 'material-notes', /^\/materials(\?|\/[^/]+\/prices\?)/],
      ['/exportData', 'trade-notes', /^\/trade\?/],
      ['/brandRank', 'brand-summary', /^\/brands\/ranking\?/],
      ['/about', 'intro-main', /^\/articles\/\d+\?/],
      ['/introduce', 'intro-main', /^\/articles\/\d+\?/],
    ] as const) {
      test(`${prefix}${route} shows its first view without asking /webapi what the page carries`, async ({ page, consoleErrors }) => {
        const requests = apiRequests(page);
        await openRoute(page, `${prefix}${route}`);
        await expect(page.getByTestId(shown).first()).toBeVisible();
        await page.waitForLoadState('networkidle');
        const carried = await bootKeys(page, `${prefix}${route}`);
        expect(carried.filter((k) => carries.test(k)).length).toBeGreaterThan(0);
        expect(requests.filter((r) => carried.includes(r))).toEqual([]);
        // (Logos are files under /webapi/media, not answers.)
        if (side === 'mobile') expect(requests.filter((r) => !r.startsWith('/media/'))).toEqual([]);
        expect(consoleErrors).toEqual([]);
      });
    }

    test('without boot data (a static host) the home page asks and shows the same', async ({ page }) => {
      await withoutBoot(page);
      const routeBoot: string[] = [];
      const requests = apiRequests(page, routeBoot);
      await openRoute(page, `${prefix}/home`);
      await expect(page.getByTestId('headline-value')).toHaveText(await headlineValue(page));
      expect(requests).toEqual(expect.arrayContaining(['/site?siteCode=qingxi-hardware', '/index/snapshot?projId=21&siteCode=qingxi-hardware']));
      expect(routeBoot).toHaveLength(1);
    });

    // An article's and a company's page (a shared link's most common target) show it from the boot answer.
    test('an article and a company show from the route\'s boot answer, without asking /webapi for them', async ({ page, consoleErrors }) => {
      const { list: articles } = await api<{ list: { id: number; title: string }[] }>(page, '/articles?categoryId=220&current=1&pageSize=1');
      const { list: companies } = await api<{ list: { id: number; name: string }[] }>(page, '/companies?current=1&pageSize=1');
      const routeBoot: string[] = [];
      const requests = apiRequests(page, routeBoot);
      await openRoute(page, `${prefix}/article/${articles[0].id}`);
      await expect(page.getByRole('heading', { name: articles[0].title })).toBeVisible();
      await page.goto('about:blank'); // a new visit, not a hash change
      await openRoute(page, `${prefix}/companyDetail/${companies[0].id}`);
      await expect(page.getByRole('heading', { name: companies[0].name })).toBeVisible();
      expect(routeBoot).toEqual([
        `/boot?route=${encodeURIComponent(`${prefix}/article/${articles[0].id}`)}&siteCode=qingxi-hardware`,
        `/boot?route=${encodeURIComponent(`${prefix}/companyDetail/${companies[0].id}`)}&siteCode=qingxi-hardware`,
      ]);
      expect(requests).not.toContain(`/articles/${articles[0].id}?siteCode=qingxi-hardware`);
      expect(requests).not.toContain(`/companies/${companies[0].id}?siteCode=qingxi-hardware`);
      // Nor for the snapshot its categories' 环比 are read from.
      await expect(page.getByTestId('company-category').first()).toBeVisible();
      expect(requests.filter((r) => r.startsWith('/index/snapshot'))).toEqual([]);
      expect(consoleErrors).toEqual([]);
    });

    // About opens with its article's picture: the helper starts it when the route's answers arrive, not after the render.
    test('about\'s picture is started from the route\'s boot answer', async ({ page, consoleErrors }) => {
      await openRoute(page, `${prefix}/about`);
      const picture = page.getByTestId('intro-main').locator('img').first();
      await expect(picture).toBeVisible();
      const src = await picture.getAttribute('src');
      expect(await page.evaluate(() => [...document.querySelectorAll('link[rel="preload"][as="image"]')].map((l) => l.getAttribute('href')))).toEqual([src]);
      expect(await picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
      expect(consoleErrors).toEqual([]);
    });

    // A shared search link: its hits come with the route's answers (the words read as the page reads them).
    test('a search link shows its hits from the route\'s boot answer, without asking /webapi/search', async ({ page, consoleErrors }) => {
      const { list } = await api<{ list: { id: number; name: string }[] }>(page, '/companies?current=1&pageSize=1');
      const routeBoot: string[] = [];
      const requests = apiRequests(page, routeBoot);
      await openRoute(page, `${prefix}/search?q=${encodeURIComponent(`  ${list[0].name} `)}`);
      await expect(page.getByTestId('search-hit').first()).toContainText(list[0].name);
      expect(routeBoot).toEqual([`/boot?q=${encodeURIComponent(`  ${list[0].name} `)}&route=${encodeURIComponent(`${prefix}/search`)}&siteCode=qingxi-hardware`]);
      expect(requests.filter((r) => r.startsWith('/search'))).toEqual([]);
      expect(consoleErrors).toEqual([]);
    });
  });
}

// The entry's two files run after the page is parsed, in their order, never in the helper's task (plugins/html.ts).
test('the page names the helper in its head, then React\'s renderer and umi.js, both deferred', async ({ page }) => {
  await openRoute(page, '/home');
  await expect(page.getByTestId('headline-value')).toBeVisible();
  const scripts = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLScriptElement>('script[src]:not([data-webpack])')].map((s) => ({ file: new URL(s.src).pathname.replace(/\.[0-9a-f]+\.js$/, ''), defer: s.defer, head: s.parentElement === document.head })),
  );
  expect(scripts).toEqual([
    { file: '/preload_helper', defer: false, head: true },
    { file: '/framework', defer: true, head: false },
    { file: '/umi', defer: true, head: false },
  ]);
});

test('a route without boot data gets the request layer from the helper, once, and shows its data', async ({ page, consoleErrors }) => {
  const layer: string[] = [];
  const routeBoot: string[] = [];
  page.on('request', (r) => {
    if (/\/request(-layer)?\.[0-9a-f]+\.async\.js$/.test(r.url())) layer.push(new URL(r.url()).pathname);
  });
  apiRequests(page, routeBoot);
  await openRoute(page, '/datashow');
  await expect(page.getByTestId('datashow-headline').getByTestId('headline-value')).toHaveText(await headlineValue(page));
  // Started by the helper (tagged by it) beside umi.js, and taken up by webpack, not fetched again.
  const tagged = await page.evaluate(() => [...document.querySelectorAll('script[data-webpack="request-layer"]')].map((s) => new URL((s as HTMLScriptElement).src).pathname));
  expect([...tagged].sort()).toEqual([...layer].sort());
  expect(layer).toHaveLength(2);
  expect(routeBoot).toEqual([]);
  expect(consoleErrors).toEqual([]);
});

/**
 * A lean entry (issue 23, item 2): the first use of Intl in a page starts ICU, 100–180 ms of a phone's
 * main thread, which the floor never pays. A first visit's numbers, dates and month names are written
 * without it; Intl is counted from before the first script until the page has shown its first screen
 * and the network is idle.
 */
test.describe('a first visit starts no ICU', () => {
  test.use(PHONE);
  for (const [route, shown, locale] of [
    ['/mobile/home', 'headline-value', 'zh-CN'],
    ['/mobile/comment', 'article-item', 'zh-CN'],
    ['/mobile/company', 'company-item', 'en-US'],
    ['/mobile/priceTrend', 'material-notes', 'zh-CN'],
  ] as const) {
    test(`${route} in ${locale} uses no Intl`, async ({ page }) => {
      await page.addInitScript((language) => {
        window.localStorage.setItem('umi_locale', language);
        const used: string[] = [];
        (window as unknown as { intlUsed: string[] }).intlUsed = used;
        for (const name of ['NumberFormat', 'DateTimeFormat', 'PluralRules', 'Collator', 'RelativeTimeFormat', 'ListFormat', 'DisplayNames'] as const) {
          const Original = Intl[name] as unknown as (new (...args: unknown[]) => object) & { supportedLocalesOf: (...args: unknown[]) => string[] };
          const Counted = function counted(...args: unknown[]) {
            used.push(name);
            return new Original(...args);
          };
          Counted.prototype = Original.prototype;
          Counted.supportedLocalesOf = (...args: unknown[]) => {
            used.push(`${name}.supportedLocalesOf`);
            return Original.supportedLocalesOf(...args);
          };
          Object.defineProperty(Intl, name, { value: Counted, configurable: true, writable: true });
        }
        const compare = String.prototype.localeCompare;
        String.prototype.localeCompare = function localeCompare(this: string, ...args: Parameters<typeof compare>) {
          used.push('localeCompare');
          return compare.apply(this, args);
        };
        for (const [proto, label] of [[Number.prototype, 'Number'], [Date.prototype, 'Date']] as const) {
          const toLocale = proto.toLocaleString;
          proto.toLocaleString = function toLocaleString(this: unknown, ...args: unknown[]) {
            used.push(`${label}.toLocaleString`);
            return (toLocale as (...a: unknown[]) => string).apply(this, args);
          };
        }
      }, locale);
      await openRoute(page, route);
      await expect(page.getByTestId(shown).first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(await page.evaluate(() => (window as unknown as { intlUsed: string[] }).intlUsed)).toEqual([]);
    });
  }
});
