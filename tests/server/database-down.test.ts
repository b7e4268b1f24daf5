/**
 * PostgreSQL going away and coming back while the server runs (a private cluster of this test:
 * initdb and pg_ctl, as the user postgres when the test runs as root): while it is down every /webapi
 * request that needs it answers 503 UNAVAILABLE with Retry-After — never a 500, never a hang — and
 * once it is back the server answers 200 again by itself within a few seconds. Answers are kept in
 * memory per data version, so the requests vary a parameter: each needs the database.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { BACKEND, envelopeProblems, request, sleep, startServer, type TestDatabase, type TestServer } from './support/server';

/** The newest PostgreSQL's programs (PG_BIN overrides). */
function pgBin(): string | null {
  if (process.env.PG_BIN) return fs.existsSync(path.join(process.env.PG_BIN, 'initdb')) ? process.env.PG_BIN : null;
  const root = '/usr/lib/postgresql';
  const versions = fs.existsSync(root) ? fs.readdirSync(root).filter((v) => /^\d+$/.test(v)).sort((a, b) => Number(b) - Number(a)) : [];
  const found = versions.map((v) => path.join(root, v, 'bin')).find((bin) => fs.existsSync(path.join(bin, 'initdb')));
  return found ?? null;
}

const BIN = pgBin();
const asRoot = process.getuid?.() === 0;
/** In the PGlite pass this runs only when there is no PostgreSQL pass (it does not depend on the pass's backend). */
const otherPass = BACKEND === 'pglite' && !!process.env.TEST_DATABASE_URL;
const skip = !BIN ? 'no PostgreSQL programs in /usr/lib/postgresql/*/bin (apt-get install postgresql, or set PG_BIN)' : otherPass ? 'runs in the PostgreSQL pass' : null;

const shellQuote = (s: string) => `'${s.replace(/'/g, `'\\''`)}'`;

/** A PostgreSQL program, as postgres when we are root (initdb refuses root). */
function pg(program: string, args: string[]): string {
  const argv = [path.join(BIN!, program), ...args];
  if (asRoot) return execFileSync('su', ['postgres', '-s', '/bin/sh', '-c', `cd / && ${argv.map(shellQuote).join(' ')}`], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  return execFileSync(argv[0], argv.slice(1), { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}


let dir = '';
let port = 0;
let server: TestServer | undefined;
const dataDir = () => path.join(dir, 'data');
const pgStart = () => pg('pg_ctl', ['-D', dataDir(), '-l', path.join(dir, 'postgres.log'), '-w', '-t', '120', '-o', `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`, 'start']);
const pgStop = (mode: 'fast' | 'immediate') => pg('pg_ctl', ['-D', dataDir(), '-w', '-t', '120', '-m', mode, 'stop']);

beforeAll(async () => {
  if (skip) return;
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'iip-pg-'));
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
    fs.chownSync(dir, uid, gid);
  }
  port = await freePort();
  pg('initdb', ['-D', dataDir(), '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
  pgStart();
});

afterAll(async () => {
  if (skip) return;
  await server?.stop().catch(() => undefined);
  try {
    pgStop('immediate');
  } catch {
    // not running
  }
  fs.rmSync(dir, { recursive: true, force: true });
});

/** Paged lists of a category: every page number a different answer, none kept in memory yet. */
let page = 0;
const uncached = () => `/webapi/articles?categoryId=213&pageSize=1&current=${(page += 1)}`;

async function downAndBack(): Promise<void> {
  const database: TestDatabase = { env: { DATABASE_URL: `postgres://postgres@127.0.0.1:${port}/postgres` }, where: `the cluster in ${dir}`, drop: async () => {} };
  // An empty database: the server seeds it.
  server = await startServer({ database, env: { VERSION_TTL_MS: '200' } });
  expect((await request(server.baseURL, uncached())).status).toBe(200);

  pgStop('fast');
  const seen: { status: number; ms: number; errorCode?: string }[] = [];
  let unavailable: Awaited<ReturnType<typeof request>> | undefined;
  const downSince = Date.now();
  while (Date.now() - downSince < 20_000) {
    const started = Date.now();
    const answer = await request(server.baseURL, uncached(), { timeoutMs: 10_000 });
    seen.push({ status: answer.status, ms: Date.now() - started, errorCode: (answer.json as { errorCode?: string })?.errorCode });
    if (answer.status === 503) {
      unavailable = answer;
      // A few more, to see it stays so.
      if (seen.filter((s) => s.status === 503).length >= 5) break;
    }
    await sleep(100);
  }
  expect(seen.filter((s) => s.status !== 200 && s.status !== 503)).toEqual([]);
  expect(seen.filter((s) => s.ms >= 10_000)).toEqual([]);
  expect(unavailable).toBeDefined();
  expect({ errorCode: (unavailable!.json as { errorCode?: string }).errorCode, problems: envelopeProblems(unavailable!.json), retryAfter: unavailable!.headers['retry-after'] }).toEqual({
    errorCode: 'UNAVAILABLE',
    problems: [],
    retryAfter: expect.stringMatching(/^\d+$/),
  });
  // The cached answer of the start needs the database too (the site's data version), so: 503 as well.
  expect((await request(server.baseURL, '/webapi/site', { timeoutMs: 10_000 })).status).toBe(503);
  // A load balancer takes the instance out (not ready) but nothing restarts it (alive).
  const ready = await request(server.baseURL, '/readyz', { timeoutMs: 10_000 });
  expect({ status: ready.status, body: ready.json }).toMatchObject({ status: 503, body: { status: 'unavailable', database: 'unreachable' } });
  expect((await request(server.baseURL, '/healthz')).status).toBe(200);

  pgStart();
  const upSince = Date.now();
  let back = 0;
  while (Date.now() - upSince < 30_000) {
    const answer = await request(server.baseURL, uncached(), { timeoutMs: 10_000 });
    expect([200, 503]).toContain(answer.status);
    if (answer.status === 200) {
      back = Date.now() - upSince;
      break;
    }
    await sleep(100);
  }
  expect(back).toBeGreaterThan(0);
  expect(back).toBeLessThan(10_000);
  for (let i = 0; i < 5; i += 1) expect((await request(server.baseURL, uncached())).status).toBe(200);
  expect((await request(server.baseURL, '/readyz')).json).toMatchObject({ status: 'ready', database: 'ok' });
  expect(server.log()).not.toMatch(/"level":50/);
  expect(await server.stop()).toEqual({ code: 0, signal: null });
  // eslint-disable-next-line no-console
  console.log(`database down: ${seen.length} requests (${seen.filter((s) => s.status === 503).length} × 503, slowest ${Math.max(...seen.map((s) => s.ms))} ms); back after ${back} ms`);
}

(skip ? it.skip : it)(`answers 503 UNAVAILABLE while PostgreSQL is down and 200 again once it is back${skip ? ` — skipped: ${skip}` : ''}`, downAndBack);
