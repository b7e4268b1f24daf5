/**
 * Boot data (issue 23): the server's index.html carries the first screens' answers as
 * non-executable JSON, each equal to what /webapi answers to that request; it is made again when the
 * data change (a published article is in the next page) and revalidated on every visit (no-cache,
 * ETag → 304). Nothing in a published text can end the JSON's element early.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { AdminClient, oneTimePasswordIn, users } from './support/admin';
import { BACKEND, request, startServer, type Answer, type TestServer } from './support/server';

/** index.html as Umi writes it (the server only needs its entry script). */
const INDEX_HTML = `<!DOCTYPE html>
<html lang="zh-CN">
<head>
<meta charset="utf-8">
<title>产业指数信息门户</title>
<script src="/preload_helper.9a02ac0c.js"></script>
</head>
<body>
<div id="root"></div>
<script src="/umi.acea42cd.js"></script>
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

/** The boot element's JSON of a page, and how many script elements the page has. */
function bootOf(html: string): { answers: Record<string, unknown>; scripts: number } {
  const m = /<script type="application\/json" id="boot">([\s\S]*?)<\/script>/.exec(html);
  if (!m) throw new Error('no boot data in the page');
  return { ...(JSON.parse(m[1]) as { answers: Record<string, unknown> }), scripts: html.match(/<script\b/g)?.length ?? 0 };
}

describe(`index.html with boot data (${BACKEND})`, () => {
  let first: Answer;

  it('carries the first screens\' answers, each what /webapi answers to that request, before the entry script', async () => {
    first = await request(server.baseURL, '/');
    expect(first.status).toBe(200);
    expect(first.headers['content-type']).toMatch(/^text\/html/);
    expect(first.headers['cache-control']).toBe('no-cache');
    expect(first.headers['content-security-policy']).toContain("script-src 'self'");
    const html = String(first.body);
    expect(html.indexOf('id="boot"')).toBeLessThan(html.indexOf('<script src="/umi.acea42cd.js">'));
    expect(html).toContain('<link rel="preload" as="script" href="/umi.acea42cd.js">');
    const { answers } = bootOf(html);
    const keys = Object.keys(answers);
    // Site info, constants, families, every family's snapshot, the headline's trend, tree and
    // series, three article lists (the home's newest and their lists' first page), the first page
    // of the companies and of the products, the materials with the first one's prices, the trade.
    const families = ((await request(server.baseURL, '/webapi/index/families')).json as { data: unknown[] }).data;
    expect(keys).toEqual(
      expect.arrayContaining([
        '/site?siteCode=qingxi-hardware',
        '/constants?siteCode=qingxi-hardware',
        '/index/families?siteCode=qingxi-hardware',
        '/index/families/21/tree?siteCode=qingxi-hardware',
        '/index/series?nodeIds=21-0&projId=21&siteCode=qingxi-hardware',
        '/articles?categoryId=214&current=1&pageSize=5&siteCode=qingxi-hardware',
        '/articles?categoryId=214&current=1&pageSize=10&siteCode=qingxi-hardware',
        '/companies?current=1&pageSize=10&siteCode=qingxi-hardware',
        '/products?current=1&pageSize=10&siteCode=qingxi-hardware',
        '/materials?siteCode=qingxi-hardware',
        '/trade?siteCode=qingxi-hardware',
      ]),
    );
    const materials = ((await request(server.baseURL, '/webapi/materials')).json as { data: { id: string }[] }).data;
    expect(keys).toContain(`/materials/${materials[0].id}/prices?siteCode=qingxi-hardware`);
    expect(keys.filter((k) => k.startsWith('/index/snapshot?'))).toHaveLength(families.length);
    expect(keys.length).toBe(3 + families.length + 3 + 3 * 2 + 2 + 3);
    for (const key of keys) {
      const answer = await request(server.baseURL, `/webapi${key}`);
      expect({ key, body: answers[key] }).toEqual({ key, body: answer.json });
    }
    expect(String((await request(server.baseURL, '/index.html')).body)).toBe(html);
  });

  it('is revalidated: the same tag gives 304 while the data are the same', async () => {
    const again = await request(server.baseURL, '/', { headers: { 'If-None-Match': first.headers.etag } });
    expect(again.status).toBe(304);
    expect((await request(server.baseURL, '/umi.acea42cd.js')).status).toBe(200);
  });

  it('is made again when the data change, and a published title cannot end its element early', async () => {
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

    const next = await request(server.baseURL, '/', { headers: { 'If-None-Match': first.headers.etag } });
    expect(next.status).toBe(200);
    expect(next.headers.etag).not.toBe(first.headers.etag);
    const { answers, scripts } = bootOf(String(next.body));
    // preload helper, boot data, entry: the title's </script><script> made no element.
    expect(scripts).toBe(3);
    const latest = answers['/articles?categoryId=214&current=1&pageSize=5&siteCode=qingxi-hardware'] as { data: { list: { title: string }[] } };
    expect(latest.data.list[0].title).toBe(HOSTILE);
  });
});
