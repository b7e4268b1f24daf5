/**
 * Boot data (issue 23): the server's index.html carries what every route's first render needs as
 * non-executable JSON, and GET /webapi/boot a route's own first screen, each answer equal to what
 * /webapi answers to that request; the page is revalidated on every visit (no-cache, ETag → 304) and
 * a release is in the next answers. (A text inside the page cannot end its element early:
 * tests/unit/foundation/bootPage.test.ts.)
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { AdminClient, oneTimePasswordIn, users } from './support/admin';
import { BACKEND, request, startServer, type Answer, type TestServer } from './support/server';

/** index.html as the build writes it (plugins/html.ts: React's renderer, then the entry, both deferred). */
const INDEX_HTML = `<!DOCTYPE html>
<html lang="zh-CN">
<head>
<meta charset="utf-8">
<title>产业指数信息门户</title>
<script src="/preload_helper.9a02ac0c.js"></script>
</head>
<body>
<div id="root"></div>
<script src="/framework.5b2e0c1d.js" defer></script>
<script src="/umi.acea42cd.js" defer></script>
</body>
</html>
`;
const PASSWORD = 'Boot-pass-2026';
const HOSTILE = `指数点评</script><script>alert(1)</script><!-- 「引号」`;

let server: TestServer;
let dist: string;
beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'boot-dist-'));
  fs.writeFileSync(path.join(dist, 'index.html'), INDEX_HTML);
  fs.writeFileSync(path.join(dist, 'umi.acea42cd.js'), 'console.log(1)');
  server = await startServer({ env: { DIST_DIR: dist } });
});
afterAll(async () => {
  await server?.stop();
  fs.rmSync(dist, { recursive: true, force: true });
});

/** The boot element's JSON of a page. */
function bootOf(html: string): { answers: Record<string, unknown> } {
  const m = /<script type="application\/json" id="boot">([\s\S]*?)<\/script>/.exec(html);
  if (!m) throw new Error('no boot data in the page');
  return JSON.parse(m[1]) as { answers: Record<string, unknown> };
}

/** Each answer equals what /webapi answers to its key's request now. */
async function expectServerAnswers(answers: Record<string, unknown>): Promise<void> {
  for (const [key, body] of Object.entries(answers)) {
    const answer = await request(server.baseURL, `/webapi${key}`);
    expect({ key, body }).toEqual({ key, body: answer.json });
  }
}

describe(`index.html with boot data (${BACKEND})`, () => {
  let first: Answer;

  it("carries what every route needs, each what /webapi answers to that request, before the entry script", async () => {
    first = await request(server.baseURL, '/');
    expect(first.status).toBe(200);
    expect(first.headers['content-type']).toMatch(/^text\/html/);
    expect(first.headers['cache-control']).toBe('no-cache');
    expect(first.headers['content-security-policy']).toContain("script-src 'self'");
    const html = String(first.body);
    expect(html.indexOf('id="boot"')).toBeLessThan(html.indexOf('<script src="/umi.acea42cd.js" defer>'));
    expect(html).toContain('<link rel="preload" as="script" href="/framework.5b2e0c1d.js">\n<link rel="preload" as="script" href="/umi.acea42cd.js">\n</head>');
    const { answers } = bootOf(html);
    expect(Object.keys(answers).sort()).toEqual(['/constants?siteCode=qingxi-hardware', '/index/families?siteCode=qingxi-hardware', '/site?siteCode=qingxi-hardware']);
    await expectServerAnswers(answers);
    expect(String((await request(server.baseURL, '/index.html')).body)).toBe(html);
  });

  it("answers a route's first screen in one request: each answer the server's own", async () => {
    const families = ((await request(server.baseURL, '/webapi/index/families')).json as { data: { projId: number }[] }).data;
    const materials = ((await request(server.baseURL, '/webapi/materials')).json as { data: { id: string }[] }).data;
    // About and introduce show their list's first article.
    const lists = await Promise.all([216, 212].map((id) => request(server.baseURL, `/webapi/articles?categoryId=${id}&current=1&pageSize=10`)));
    const firstOf = (categoryId: number) => (lists[categoryId === 216 ? 0 : 1].json as { data: { list: { id: number }[] } }).data.list[0].id;
    const company = ((await request(server.baseURL, '/webapi/companies?current=1&pageSize=1')).json as { data: { list: { id: number }[] } }).data.list[0].id;
    // Its categories' 环比 come from an index snapshot (the company names the project): in its boot answer too.
    const detail = ((await request(server.baseURL, `/webapi/companies/${company}`)).json as { data: { categoryProjId: number; categoryIds: string[] } }).data;
    expect(detail.categoryIds.length).toBeGreaterThan(0);
    const companyKeys = [`/companies/${company}?siteCode=qingxi-hardware`, `/index/snapshot?projId=${detail.categoryProjId}&siteCode=qingxi-hardware`];
    const boot = async (route: string) => {
      const res = await request(server.baseURL, `/webapi/boot?route=${encodeURIComponent(route)}`);
      expect(res.status).toBe(200);
      return (res.json as { data: { answers: Record<string, unknown> } }).data.answers;
    };
    // The home pages: every family's snapshot, the headline's trend line, the newest of three categories.
    const home = await boot('/mobile/home');
    expect(Object.keys(home).filter((k) => k.startsWith('/index/snapshot?'))).toHaveLength(families.length);
    expect(Object.keys(home)).toEqual(expect.arrayContaining(['/articles?categoryId=214&current=1&pageSize=5&siteCode=qingxi-hardware']));
    expect(Object.keys(home).some((k) => /^\/index\/series\?from=/.test(k))).toBe(true);
    expect(Object.keys(home)).toHaveLength(families.length + 1 + 3);
    expect(await boot('/home')).toEqual(home);
    await expectServerAnswers(home);
    // Each other page: its own first screen, nothing of another's.
    const expected: [string, string[]][] = [
      ['/data', ['/index/snapshot?projId=21&siteCode=qingxi-hardware', '/index/families/21/tree?siteCode=qingxi-hardware', '/index/series?layout=columns&nodeIds=21-0&projId=21&siteCode=qingxi-hardware']],
      ['/mobile/comment', ['/articles?categoryId=214&current=1&pageSize=10&siteCode=qingxi-hardware']],
      ['/report', ['/articles?categoryId=220&current=1&pageSize=10&siteCode=qingxi-hardware']],
      ['/mobile/info', ['/articles?categoryId=213&current=1&pageSize=10&siteCode=qingxi-hardware']],
      ['/company', ['/companies?current=1&pageSize=10&siteCode=qingxi-hardware']],
      ['/mobile/product', ['/products?current=1&pageSize=10&siteCode=qingxi-hardware']],
      ['/mobile/priceTrend', ['/materials?siteCode=qingxi-hardware', `/materials/${materials[0].id}/prices?siteCode=qingxi-hardware`]],
      ['/exportData', ['/trade?siteCode=qingxi-hardware']],
      ['/mobile/brandRank', ['/brands/ranking?siteCode=qingxi-hardware', '/articles?categoryId=221&current=1&pageSize=6&siteCode=qingxi-hardware']],
      ['/about', ['/articles?categoryId=216&current=1&pageSize=10&siteCode=qingxi-hardware', `/articles/${firstOf(216)}?siteCode=qingxi-hardware`]],
      ['/mobile/introduce', ['/articles?categoryId=212&current=1&pageSize=10&siteCode=qingxi-hardware', `/articles/${firstOf(212)}?siteCode=qingxi-hardware`]],
      // A detail page: the thing its path names; one that does not exist, nothing (the page asks, and shows its 404).
      [`/mobile/article/${firstOf(216)}`, [`/articles/${firstOf(216)}?siteCode=qingxi-hardware`]],
      [`/article/${firstOf(212)}`, [`/articles/${firstOf(212)}?siteCode=qingxi-hardware`]],
      [`/companyDetail/${company}`, companyKeys],
      [`/mobile/companyDetail/${company}`, companyKeys],
      ['/mobile/article/999999999', []],
    ];
    for (const [route, keys] of expected) {
      const answers = await boot(route);
      expect({ route, keys: Object.keys(answers).sort() }).toEqual({ route, keys: [...keys].sort() });
      await expectServerAnswers(answers);
    }
    // About's first screen opens with its article's picture: named for the helper to start at once; a list names none.
    const aboutBoot = (await request(server.baseURL, '/webapi/boot?route=%2Fmobile%2Fabout')).json as { data: { images: string[] } };
    const aboutContent = ((await request(server.baseURL, `/webapi/articles/${firstOf(216)}`)).json as { data: { content: string } }).data.content;
    expect(aboutBoot.data.images).toHaveLength(1);
    expect(aboutBoot.data.images[0]).toMatch(/^\/[^/]/);
    expect(aboutContent.indexOf(`src="${aboutBoot.data.images[0]}"`)).toBe(aboutContent.indexOf('<img ') + '<img '.length);
    expect(((await request(server.baseURL, '/webapi/boot?route=%2Fcomment')).json as { data: { images: string[] } }).data.images).toEqual([]);
    // The product list's first row: two pictures on a phone, four on a desktop.
    const products = ((await request(server.baseURL, '/webapi/products?current=1&pageSize=10')).json as { data: { list: { image?: string }[] } }).data.list;
    const imagesOf = async (route: string) => ((await request(server.baseURL, `/webapi/boot?route=${encodeURIComponent(route)}`)).json as { data: { images: string[] } }).data.images;
    expect(await imagesOf('/mobile/product')).toEqual(products.slice(0, 2).map((p) => p.image));
    expect(await imagesOf('/product')).toEqual(products.slice(0, 4).map((p) => p.image));
    // A search: the hits of its words, read as the page reads them; without words, nothing.
    const search = async (q: string) => {
      const res = await request(server.baseURL, `/webapi/boot?route=%2Fmobile%2Fsearch&q=${encodeURIComponent(q)}`);
      expect(res.status).toBe(200);
      return (res.json as { data: { answers: Record<string, unknown> } }).data.answers;
    };
    const hits = await search('  青溪   五金 ');
    expect(Object.keys(hits)).toEqual([`/search?limit=8&q=${encodeURIComponent('青溪 五金')}&siteCode=qingxi-hardware`]);
    await expectServerAnswers(hits);
    expect(await search('   ')).toEqual({});
    expect(await boot('/search')).toEqual({});
    expect((await request(server.baseURL, `/webapi/boot?route=%2Fsearch&q=${'x'.repeat(201)}`)).status).toBe(400);
    // A route the document does not list is refused, in both languages.
    for (const route of ['/admin/home', '/article/0', '/companyDetail/x', '/mobile/article/1/2']) {
      const refused = await request(server.baseURL, `/webapi/boot?route=${encodeURIComponent(route)}`);
      expect({ route, status: refused.status }).toEqual({ route, status: 400 });
    }
  });

  it('is revalidated: the same tag gives 304 while the data are the same', async () => {
    const again = await request(server.baseURL, '/', { headers: { 'If-None-Match': first.headers.etag } });
    expect(again.status).toBe(304);
    expect((await request(server.baseURL, '/umi.acea42cd.js')).status).toBe(200);
  });

  it('after a release the route\'s answers carry the new article; the page, which carries none, stays the same', async () => {
    const editor = new AdminClient(server.baseURL);
    const reviewer = new AdminClient(server.baseURL);
    await editor.firstSignIn('bootEditor', oneTimePasswordIn(await users(server.database, 'add', 'bootEditor', '--role', 'editor')), PASSWORD);
    await reviewer.firstSignIn('bootReviewer', oneTimePasswordIn(await users(server.database, 'add', 'bootReviewer', '--role', 'reviewer')), PASSWORD);
    const created = await editor.send('POST', '/webapi/admin/articles', {
      categoryId: 214,
      title: HOSTILE,
      summary: '摘要',
      author: '指数办',
      source: '青溪五金指数办公室',
      content: '<p>正文</p>',
      tags: [],
    });
    expect(created.status).toBe(200);
    const id = (created.json.data as { id: number }).id;
    expect((await editor.send('POST', `/webapi/admin/articles/${id}/revisions/1/submit`)).status).toBe(200);
    expect((await reviewer.send('POST', `/webapi/admin/articles/${id}/revisions/1/review`, { decision: 'approve' })).status).toBe(200);

    // The page carries nothing an article changes: still the same. The home's answers have the article.
    const next = await request(server.baseURL, '/', { headers: { 'If-None-Match': first.headers.etag } });
    expect(next.status).toBe(304);
    const home = (await request(server.baseURL, '/webapi/boot?route=/home')).json as { data: { answers: Record<string, { data: { list: { title: string }[] } }> } };
    expect(home.data.answers['/articles?categoryId=214&current=1&pageSize=5&siteCode=qingxi-hardware'].data.list[0].title).toBe(HOSTILE);
  });
});
