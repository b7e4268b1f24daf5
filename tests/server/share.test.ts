/**
 * Link previews and crawlers (server/share.ts): what WeChat, Weibo and a search engine read at the
 * share addresses, the sitemap and robots.txt of the real server (tests/server/support/server.ts) on
 * a fresh copy of the seeded database, one article of which was given a hostile title and summary
 * first. What is compared with comes from the same server's /webapi.
 */
import { JSDOM } from 'jsdom';
import { createDataset } from '../../mock/lib/dataset';
import { articlePage, companyPage, DEFAULT_IMAGE, renderSharePage, sitemapEntries } from '../../server/share';
import { CSP } from '../../server/static';
import type { ArticlePage, ArticleSummary, CompanySummary, IndexSnapshot, PageResult, SiteConstants, SiteInfo } from '../../src/types/webapi';
import { freshDatabase, request, startServer, type Answer, type TestDatabase, type TestServer } from './support/server';
import { queryRows } from './support/sql';
import { nowMs } from '../../server/clock';

/** The origin the pages are asked for (a proxy's header: fetch may not set Host). */
const HOST = 'portal.example';
const ORIGIN = `http://${HOST}`;

const HOSTILE_TITLE = `</title><script>alert(1)</script>"'><img src=x onerror=alert(2)> & 标题\u0001`;
const HOSTILE_SUMMARY = `"><meta http-equiv="refresh" content="0; url=https://evil.example/"> <b>摘要</b> &amp;`;

/** Gives the fourth-newest article the hostile title and summary (before the server opens the database); answers its id. */
async function plantHostileArticle(database: TestDatabase): Promise<number> {
  const [{ id }] = await queryRows<{ id: number }>(database, 'select id from article order by published_at desc, id offset 3 limit 1');
  await queryRows(database, 'update article set title = $1, summary = $2 where id = $3', [HOSTILE_TITLE, HOSTILE_SUMMARY, id]);
  return Number(id);
}

let server: TestServer;
let hostileId: number;

beforeAll(async () => {
  const database = await freshDatabase();
  hostileId = await plantHostileArticle(database);
  server = await startServer({ database });
});

afterAll(async () => {
  await server?.stop();
  await server?.database.drop();
});

const get = (url: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Answer> =>
  request(server.baseURL, url, { method, headers: { 'x-forwarded-host': HOST, ...headers } });

async function webapi<T>(url: string): Promise<T> {
  const answer = await request(server.baseURL, url);
  expect(answer.status).toBe(200);
  return (answer.json as { data: T }).data;
}

const articlesOf = (categoryId: number, current = 1) => webapi<ArticlePage>(`/webapi/articles?categoryId=${categoryId}&pageSize=100&current=${current}`);

/** The page as a crawler reads it: the tags of its head, the text of its body. */
function readPage(html: string) {
  const doc = new JSDOM(html).window.document;
  const content = (selector: string) => doc.querySelector(selector)?.getAttribute('content') ?? null;
  return {
    doc,
    title: doc.title,
    description: content('meta[name="description"]'),
    og: (name: string) => content(`meta[property="og:${name}"]`),
    item: (name: string) => content(`meta[itemprop="${name}"]`),
    twitterCard: content('meta[name="twitter:card"]'),
    canonical: doc.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? null,
    refresh: content('meta[http-equiv="refresh"]'),
    h1: doc.querySelector('h1')?.textContent ?? null,
    links: [...doc.querySelectorAll('a')].map((a) => a.getAttribute('href')),
  };
}

const text = (a: Answer): string => String(a.body ?? '');

function expectPageHeaders(a: Answer) {
  expect(a.headers['content-type']).toBe('text/html; charset=utf-8');
  expect(a.headers['cache-control']).toBe('public, max-age=300');
  expect(a.headers.etag).toMatch(/^W\/"/);
  expect(a.headers['content-security-policy']).toBe(CSP);
  expect(a.headers['x-content-type-options']).toBe('nosniff');
  expect(a.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
}

describe('GET /s/article/:id', () => {
  let site: SiteInfo;
  let newest: ArticleSummary[];
  beforeAll(async () => {
    site = await webapi<SiteInfo>('/webapi/site');
    newest = (await articlesOf(214)).list;
  });

  it('carries the article’s title, summary, picture and time in the tags a crawler reads, and opens the hash route', async () => {
    const a = newest[0];
    const res = await get(`/s/article/${a.id}`);
    expect(res.status).toBe(200);
    expectPageHeaders(res);
    expect(text(res)).toMatch(/^<!doctype html>\n<html lang="zh-CN"/);
    // The CSP allows no inline script: the page has none.
    expect(text(res)).not.toMatch(/<script/i);

    const page = readPage(text(res));
    expect(page.title).toBe(`${a.title} - ${site.name}`);
    expect(page.og('title')).toBe(a.title);
    expect(page.og('description')).toBe(a.summary);
    expect(page.description).toBe(a.summary);
    expect(page.og('type')).toBe('article');
    expect(page.og('site_name')).toBe(site.name);
    expect(page.og('url')).toBe(`${ORIGIN}/s/article/${a.id}`);
    expect(page.canonical).toBe(`${ORIGIN}/s/article/${a.id}`);
    expect(page.og('image')).toBe(`${ORIGIN}${a.cover ?? DEFAULT_IMAGE}`);
    expect(page.twitterCard).toBe('summary');
    expect([page.item('name'), page.item('description'), page.item('image')]).toEqual([a.title, a.summary, page.og('image')]);
    expect(page.doc.querySelector('meta[property="article:published_time"]')?.getAttribute('content')).toBe(a.publishedAt);
    expect(page.h1).toBe(a.title);
    expect(page.doc.body.textContent).toContain(a.summary);
    expect(page.refresh).toBe(`0; url=/#/article/${a.id}`);
    expect(page.links).toContain(`/#/article/${a.id}`);
  });

  it('uses the article’s cover, or the site’s picture when it has none', async () => {
    const all = [...newest, ...(await articlesOf(213)).list, ...(await articlesOf(220)).list];
    const withCover = all.find((a) => a.cover)!;
    const without = all.find((a) => !a.cover)!;
    expect(readPage(text(await get(`/s/article/${withCover.id}`))).og('image')).toBe(`${ORIGIN}${withCover.cover}`);
    expect(readPage(text(await get(`/s/article/${without.id}`))).og('image')).toBe(`${ORIGIN}${DEFAULT_IMAGE}`);
  });

  it('makes its absolute links from the proxy’s X-Forwarded-Host and -Proto', async () => {
    const a = newest[1];
    const page = readPage(text(await get(`/s/article/${a.id}`, { 'x-forwarded-host': 'index.example.com', 'x-forwarded-proto': 'https' })));
    expect(page.og('url')).toBe(`https://index.example.com/s/article/${a.id}`);
    expect(page.og('image')).toMatch(/^https:\/\/index\.example\.com\//);
  });

  it('answers 304 to a crawler that has the page, and HEAD without a body', async () => {
    const url = `/s/article/${newest[2].id}`;
    const first = await get(url);
    const again = await get(url, { 'if-none-match': first.headers.etag });
    expect(again.status).toBe(304);
    expect(text(again)).toBe('');
    const head = await get(url, {}, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.headers.etag).toBe(first.headers.etag);
    expect(head.body).toBeUndefined();
  });

  it.each(['99999999', '0', 'abc', '-1', '1e3', '12.5', '%3Cscript%3E', '1234567890123'])('/s/article/%s is a 404 page', async (id) => {
    const res = await get(`/s/article/${id}`);
    expect(res.status).toBe(404);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['content-security-policy']).toBe(CSP);
    expect(res.headers['cache-control']).toBe('no-cache');
    const page = readPage(text(res));
    expect(page.h1).toBe('页面不存在');
    expect(page.doc.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
    expect(page.og('title')).toBeNull();
    expect(text(res)).not.toContain('<script');
  });

  it('a server with one site gives its page whatever the siteCode; the default site’s addresses need none', async () => {
    const a = newest[0];
    for (const code of [site.siteCode, 'nope']) {
      const res = await get(`/s/article/${a.id}?siteCode=${code}`);
      expect({ code, status: res.status, canonical: readPage(text(res)).canonical }).toEqual({ code, status: 200, canonical: `${ORIGIN}/s/article/${a.id}` });
    }
  });
});

describe('a hostile title and summary from the CMS', () => {
  it('are text in every tag and on the page, never markup', async () => {
    const res = await get(`/s/article/${hostileId}`);
    expect(res.status).toBe(200);
    const html = text(res);
    expect(html).not.toMatch(/<script/i);
    expect(html).not.toContain('<img src=x');
    expect(html).not.toContain('<b>');
    const page = readPage(html);
    // One refresh, to the hash route: the summary's did not become a tag.
    expect(page.doc.querySelectorAll('meta[http-equiv="refresh"]')).toHaveLength(1);
    expect(page.refresh).toBe(`0; url=/#/article/${hostileId}`);
    const clean = HOSTILE_TITLE.replace('\u0001', '');
    expect(page.og('title')).toBe(clean);
    expect(page.item('name')).toBe(clean);
    expect(page.h1).toBe(clean);
    expect(page.og('description')).toBe(HOSTILE_SUMMARY);
    expect(page.doc.querySelectorAll('img, b, script')).toHaveLength(0);
  });
});

describe('GET /s/data/:projId', () => {
  it('describes the family’s latest period, value and change as the /webapi snapshot has them', async () => {
    const [snapshot, families] = await Promise.all([webapi<IndexSnapshot>('/webapi/index/snapshot?projId=21'), webapi<{ projId: number; name: string }[]>('/webapi/index/families')]);
    const family = families.find((f) => f.projId === 21)!;
    const root = snapshot.rows[0];
    const label = `${snapshot.year}年第${snapshot.week}周`;
    const res = await get('/s/data/21');
    expect(res.status).toBe(200);
    expectPageHeaders(res);
    const page = readPage(text(res));
    expect(page.og('title')).toBe(`${family.name}（${label}）`);
    const fmt = (n: number) => n.toLocaleString('zh-CN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    const move =
      root.change === 0 ? '环比持平' : `环比${root.change! > 0 ? '上涨' : '下跌'} ${fmt(Math.abs(root.change!))} 点（${fmt(Math.abs(root.changePct!))}%）`;
    expect(page.og('description')).toBe(`${label} ${family.name}收于 ${fmt(root.indexValue)} 点，${move}。`);
    expect(page.og('type')).toBe('website');
    expect(page.og('image')).toBe(`${ORIGIN}${DEFAULT_IMAGE}`);
    expect(page.canonical).toBe(`${ORIGIN}/s/data/21`);
    expect(page.refresh).toBe('0; url=/#/data?proj=21');
  });

  it('a monthly family says its month', async () => {
    expect(readPage(text(await get('/s/data/22'))).og('description')).toMatch(/^\d{4}年\d{1,2}月 \S+收于 /);
  });

  it('passes the shared view on to /#/data (well-formed parameters only); the canonical address has none', async () => {
    const res = await get('/s/data/21?kind=%22%3E%3Cscript%3E&range=3y&nodes=21-0,21-3&evil=1&period=2026-11-16&scale=rebased');
    const page = readPage(text(res));
    const route = '/#/data?proj=21&nodes=21-0,21-3&range=3y&period=2026-11-16&scale=rebased';
    expect(page.refresh).toBe(`0; url=${route}`);
    expect(page.links).toContain(route);
    expect(page.canonical).toBe(`${ORIGIN}/s/data/21`);
    expect(text(res)).not.toContain('<script');
  });

  it.each(['99', 'abc', '0'])('/s/data/%s is a 404 page', async (projId) => {
    expect((await get(`/s/data/${projId}`)).status).toBe(404);
  });
});

describe('GET /s/company/:id', () => {
  it('carries the company’s name, brief and logo', async () => {
    const { list } = await webapi<PageResult<CompanySummary>>('/webapi/companies?pageSize=20');
    const co = list.find((c) => c.logo)!;
    const res = await get(`/s/company/${co.id}`);
    expect(res.status).toBe(200);
    expectPageHeaders(res);
    const page = readPage(text(res));
    expect(page.og('title')).toBe(co.name);
    expect(page.og('description')).toBe(co.brief);
    expect(page.og('image')).toBe(`${ORIGIN}${co.logo}`);
    expect(page.canonical).toBe(`${ORIGIN}/s/company/${co.id}`);
    expect(page.refresh).toBe(`0; url=/#/companyDetail/${co.id}`);
  });

  it('an unknown company is a 404 page', async () => {
    expect((await get('/s/company/99999999')).status).toBe(404);
  });
});

describe('GET /sitemap.xml', () => {
  let res: Answer;
  let doc: Document;
  let locs: string[];
  beforeAll(async () => {
    res = await get('/sitemap.xml');
    doc = new JSDOM(text(res), { contentType: 'application/xml' }).window.document;
    locs = [...doc.getElementsByTagName('loc')].map((l) => l.textContent ?? '');
  });

  it('is a sitemaps.org urlset of absolute URLs, each once', () => {
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    expect(res.headers.etag).toMatch(/^W\/"/);
    expect(res.headers['content-security-policy']).toBe(CSP);
    expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
    expect(doc.documentElement.tagName).toBe('urlset');
    expect(doc.documentElement.getAttribute('xmlns')).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
    expect(locs.length).toBeGreaterThan(0);
    for (const loc of locs) expect(loc.startsWith(`${ORIGIN}/`)).toBe(true);
    expect(new Set(locs).size).toBe(locs.length);
  });

  it('lists the home, the desktop sections (not the kiosk), and the share address of every family, article and company', async () => {
    expect(locs[0]).toBe(`${ORIGIN}/`);
    for (const p of ['/data', '/comment', '/report', '/info', '/company', '/about']) expect(locs).toContain(`${ORIGIN}/#${p}`);
    expect(locs.some((l) => l.includes('datashow') || l.includes('/mobile'))).toBe(false);
    const families = await webapi<{ projId: number }[]>('/webapi/index/families');
    expect(families.length).toBeGreaterThan(0);
    for (const f of families) expect(locs).toContain(`${ORIGIN}/s/data/${f.projId}`);

    const { categories } = await webapi<SiteConstants>('/webapi/constants');
    const totals = await Promise.all(categories.map(async (c) => (await articlesOf(c.id)).total));
    expect(locs.filter((l) => l.startsWith(`${ORIGIN}/s/article/`))).toHaveLength(totals.reduce((a, b) => a + b, 0));
    const inCategory = (await articlesOf(214)).list;
    expect(inCategory.length).toBeGreaterThan(0);
    for (const a of inCategory) expect(locs).toContain(`${ORIGIN}/s/article/${a.id}`);
    const companies = await webapi<PageResult<CompanySummary>>('/webapi/companies');
    expect(locs.filter((l) => l.startsWith(`${ORIGIN}/s/company/`))).toHaveLength(companies.total);
  });

  it('dates every article by its publication', async () => {
    const urls = [...doc.getElementsByTagName('url')];
    const firstFive = (await articlesOf(220)).list.slice(0, 5);
    expect(firstFive.length).toBeGreaterThan(0);
    for (const a of firstFive) {
      const entry = urls.find((u) => u.getElementsByTagName('loc')[0].textContent === `${ORIGIN}/s/article/${a.id}`)!;
      expect(entry.getElementsByTagName('lastmod')[0].textContent).toBe(a.publishedAt);
    }
  });
});

describe('GET /robots.txt', () => {
  it('lets crawlers read the site, not the API (its pictures aside) nor /admin, and says where the sitemap is', async () => {
    const res = await get('/robots.txt', { 'x-forwarded-host': 'index.example.com', 'x-forwarded-proto': 'https' });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    const lines = text(res).split('\n');
    expect(lines[0]).toBe('User-agent: *');
    expect(lines).toEqual(expect.arrayContaining(['Allow: /', 'Disallow: /webapi/', 'Disallow: /admin', 'Allow: /webapi/media/']));
    expect(lines).toContain('Sitemap: https://index.example.com/sitemap.xml');
  });
});

describe('another site’s pages (the page functions on the demo dataset)', () => {
  it('carry its siteCode in their addresses and in the pictures of /webapi; the hash route stays the app’s', () => {
    const ds = createDataset(new Date(nowMs()));
    const c = { ds, origin: ORIGIN, siteParam: 'other-site' };
    const a = ds.articles[0];
    const page = articlePage(c, a);
    expect(page.canonical).toBe(`${ORIGIN}/s/article/${a.id}?siteCode=other-site`);
    expect(page.route).toBe(`/#/article/${a.id}`);
    const co = ds.companies.find((x) => x.logo)!;
    expect(companyPage(c, co).image).toBe(`${ORIGIN}${co.logo}?siteCode=other-site`);
    expect(renderSharePage(page)).toContain(`<link rel="canonical" href="${ORIGIN}/s/article/${a.id}?siteCode=other-site">`);
    const shared = sitemapEntries(c).filter((e) => e.loc.includes('/s/'));
    expect(shared.length).toBeGreaterThan(ds.articles.length);
    for (const e of shared) expect(e.loc).toMatch(/\?siteCode=other-site$/);
  });
});
