/**
 * A restart keeps the data: the first start on an empty database seeds it, a SIGTERM stops the server
 * cleanly (exit 0), and the next start on the same database answers the same, without seeding again.
 */
import { BACKEND, freshDatabase, request, seedingLines, startServer } from './support/server';

const URLS = ['/webapi/site', '/webapi/index/series?projId=22', '/webapi/articles?categoryId=214&pageSize=5'];

it(`keeps its data over a restart, without seeding again (${BACKEND})`, async () => {
  const database = await freshDatabase({ seeded: false });
  const first = await startServer({ database });
  expect(seedingLines(first.log()).join('\n')).toMatch(/seeded qingxi-hardware/);
  const before = await Promise.all(URLS.map((url) => request(first.baseURL, url)));
  expect(before.map((a) => a.status)).toEqual(URLS.map(() => 200));
  expect(await first.stop()).toEqual({ code: 0, signal: null });
  expect(first.log()).toMatch(/SIGTERM: finishing running requests[\s\S]*stopped/);

  const second = await startServer({ database });
  const after = await Promise.all(URLS.map((url) => request(second.baseURL, url)));
  expect(after.map((a) => ({ status: a.status, etag: a.headers.etag, json: a.json }))).toEqual(
    before.map((a) => ({ status: a.status, etag: a.headers.etag, json: a.json })),
  );
  expect(seedingLines(second.log())).toEqual([]);
  expect(await second.stop()).toEqual({ code: 0, signal: null });
  await database.drop();
});
