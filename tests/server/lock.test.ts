/**
 * One server process per PGlite data folder: a second process on the same DATA_DIR refuses to start
 * (exit code ≠ 0, a message naming the folder and the process that has it) and the first keeps
 * answering. On PostgreSQL, where several instances share one database by design, two servers on one
 * database both answer, the same.
 */
import fs from 'node:fs';
import path from 'node:path';
import { BACKEND, request, startServer } from './support/server';

const URLS = ['/webapi/site', '/webapi/index/snapshot?projId=21', '/webapi/companies?pageSize=3'];

if (BACKEND === 'pglite') {
  it('refuses a second process on the same data folder; the first keeps answering', async () => {
    const first = await startServer();
    const dataDir = first.database.env.DATA_DIR;
    expect(fs.readFileSync(path.join(dataDir, 'server.lock'), 'utf8').trim()).toBe(String(first.pid));

    const second = await startServer({ database: first.database, until: 'spawned' });
    const timeout = setTimeout(() => void second.kill(), 60_000);
    const exit = await second.exited;
    clearTimeout(timeout);
    expect(exit.signal).toBeNull();
    expect(exit.code).not.toBe(0);
    expect(second.log()).toContain(dataDir);
    expect(second.log()).toContain(String(first.pid));
    expect(second.log()).not.toMatch(/Server listening/);

    // The first still has the folder and answers, also what it has not answered before.
    expect(fs.readFileSync(path.join(dataDir, 'server.lock'), 'utf8').trim()).toBe(String(first.pid));
    const answers = await Promise.all(URLS.map((url) => request(first.baseURL, url)));
    expect(answers.map((a) => a.status)).toEqual(URLS.map(() => 200));
    expect(await first.stop()).toEqual({ code: 0, signal: null });
    expect(fs.existsSync(path.join(dataDir, 'server.lock'))).toBe(false);
  });
} else {
  it('serves one PostgreSQL database from two processes alike', async () => {
    const first = await startServer();
    const second = await startServer({ database: first.database });
    for (const url of URLS) {
      const [a, b] = await Promise.all([request(first.baseURL, url), request(second.baseURL, url)]);
      expect({ status: b.status, etag: b.headers.etag, json: b.json }).toEqual({ status: 200, etag: a.headers.etag, json: a.json });
    }
    expect(await second.stop()).toEqual({ code: 0, signal: null });
    // The first is not disturbed by the second leaving.
    expect((await request(first.baseURL, '/webapi/index/families')).status).toBe(200);
    expect(await first.stop()).toEqual({ code: 0, signal: null });
  });
}
