/**
 * Validators and cache lifetimes: a GET answer (JSON, a feed, a picture, an attachment) carries an
 * `ETag` and a `Cache-Control`; asking again with `If-None-Match` and that tag gives 304 without a
 * body, another tag the whole answer again.
 */
import { BACKEND, request, startServer, type TestServer } from './support/server';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server?.stop());

async function urls(): Promise<[string, RegExp][]> {
  const companies = await request(server.baseURL, '/webapi/companies?pageSize=50');
  const logo = (companies.json as { data: { list: { logo?: string }[] } }).data.list.find((c) => c.logo)!.logo!;
  const reports = await request(server.baseURL, '/webapi/articles?categoryId=220');
  const id = (reports.json as { data: { list: { id: number; attachmentCount: number }[] } }).data.list.find((a) => a.attachmentCount > 0)!.id;
  const article = await request(server.baseURL, `/webapi/articles/${id}`);
  const file = (article.json as { data: { attachments: { url: string }[] } }).data.attachments[0].url;
  return [
    ['/webapi/site', /^public, max-age=\d+$/],
    ['/webapi/index/series?projId=21', /^public, max-age=\d+$/],
    ['/webapi/feeds/releases.ics', /^public, max-age=\d+$/],
    [logo, /^public, max-age=86400$/],
    [file, /^public, max-age=\d+$/],
  ];
}

describe(`ETag and Cache-Control (${BACKEND})`, () => {
  it('every kind of GET answer has an ETag and a Cache-Control, and If-None-Match with it gives 304', async () => {
    for (const [url, cacheControl] of await urls()) {
      const first = await request(server.baseURL, url);
      expect({ url, status: first.status, etag: first.headers.etag, cacheControl: first.headers['cache-control'] }).toEqual({
        url,
        status: 200,
        etag: expect.stringMatching(/^(W\/)?"[^"]+"$/),
        cacheControl: expect.stringMatching(cacheControl),
      });
      const again = await request(server.baseURL, url, { headers: { 'If-None-Match': first.headers.etag } });
      expect({ url, status: again.status, etag: again.headers.etag, body: again.body ?? again.json }).toEqual({ url, status: 304, etag: first.headers.etag, body: undefined });
      const other = await request(server.baseURL, url, { headers: { 'If-None-Match': 'W/"something-else"' } });
      expect({ url, status: other.status, etag: other.headers.etag }).toEqual({ url, status: 200, etag: first.headers.etag });
    }
  });

  it('the same answer has the same ETag; a different answer another', async () => {
    const a = await request(server.baseURL, '/webapi/articles?categoryId=214&current=1');
    const b = await request(server.baseURL, '/webapi/articles?categoryId=214&current=1');
    const c = await request(server.baseURL, '/webapi/articles?categoryId=214&current=2');
    expect(b.headers.etag).toBe(a.headers.etag);
    expect(c.headers.etag).not.toBe(a.headers.etag);
  });

  it('errors are not cached', async () => {
    const missing = await request(server.baseURL, '/webapi/articles/999999999');
    expect({ status: missing.status, etag: missing.headers.etag, cacheControl: missing.headers['cache-control'] }).toEqual({ status: 404, etag: undefined, cacheControl: 'no-store' });
  });
});
