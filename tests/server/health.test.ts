/**
 * What load balancers and monitoring ask an instance (issue 46): /healthz (alive), /readyz (database
 * reachable, every migration of this build applied: else 503 — the PostgreSQL outage is in
 * database-down.test.ts), and Prometheus metrics at /metrics behind METRICS_TOKEN: requests and their
 * latency per operation, the caches' hits and loads, dataset loads, jobs.
 */
import fs from 'node:fs';
import path from 'node:path';
import { ROOT, request, startServer, type TestServer } from './support/server';

const TOKEN = 'scrape-token-for-the-test-0123456789';
const MIGRATIONS = (JSON.parse(fs.readFileSync(path.join(ROOT, 'server', 'db', 'migrations', 'meta', '_journal.json'), 'utf8')) as { entries: unknown[] }).entries.length;

let server: TestServer;

beforeAll(async () => {
  server = await startServer({ env: { METRICS_TOKEN: TOKEN, DEMO_PUBLISH: '0' } });
});

afterAll(async () => {
  await server?.stop();
});

const metrics = async (auth?: string) => request(server.baseURL, '/metrics', auth === undefined ? {} : { headers: { Authorization: auth } });

/** The value of one sample line of the exposition text (0 when absent). */
function sample(text: string, name: string, labels: Record<string, string>): number {
  const want = Object.entries(labels).map(([k, v]) => `${k}="${v}"`);
  const line = text.split('\n').find((l) => (l.startsWith(`${name}{`) || l.startsWith(`${name} `)) && want.every((w) => l.includes(w)));
  return line ? Number(line.slice(line.lastIndexOf(' ') + 1)) : 0;
}

describe('health', () => {
  it('/healthz says the process is alive, never cached', async () => {
    const r = await request(server.baseURL, '/healthz');
    expect({ status: r.status, json: r.json, cache: r.headers['cache-control'] }).toEqual({ status: 200, json: { status: 'ok' }, cache: 'no-store' });
  });

  it('/readyz says the database answers and has every migration of this build', async () => {
    const r = await request(server.baseURL, '/readyz');
    expect({ status: r.status, json: r.json }).toEqual({ status: 200, json: { status: 'ready', database: 'ok', migrations: { applied: MIGRATIONS, expected: MIGRATIONS } } });
  });
});

describe('metrics', () => {
  it('are served only with the token', async () => {
    expect((await metrics()).status).toBe(401);
    expect((await metrics('Bearer wrong-token')).status).toBe(401);
    expect((await metrics(`Bearer ${TOKEN}x`)).status).toBe(401);
    const r = await metrics(`Bearer ${TOKEN}`);
    expect({ status: r.status, type: r.headers['content-type'] }).toEqual({ status: 200, type: expect.stringMatching(/^text\/plain; version=0\.0\.4/) });
  });

  it('count the requests per operation and the caches: a repeated answer is a hit, its first asking a load', async () => {
    const before = (await metrics(`Bearer ${TOKEN}`)).body as string;
    const url = `/webapi/articles?categoryId=213&pageSize=3&current=${Date.now() % 5 + 1}`;
    for (let i = 0; i < 3; i += 1) expect((await request(server.baseURL, url)).status).toBe(200);
    expect((await request(server.baseURL, '/webapi/no-such-operation')).status).toBe(404);
    const after = (await metrics(`Bearer ${TOKEN}`)).body as string;
    const delta = (name: string, labels: Record<string, string>) => sample(after, name, labels) - sample(before, name, labels);
    expect(delta('portal_http_request_duration_seconds_count', { operation: 'listArticles', method: 'GET', status: '2xx' })).toBe(3);
    expect(delta('portal_http_request_duration_seconds_count', { operation: 'webapi-other', method: 'GET', status: '4xx' })).toBe(1);
    expect(delta('portal_cache_lookups_total', { cache: 'answers', outcome: 'hit' })).toBeGreaterThanOrEqual(2);
    // The dataset behind the answers was loaded once at least (at start or now), and timed.
    expect(sample(after, 'portal_dataset_load_duration_seconds_count', {})).toBeGreaterThanOrEqual(1);
    expect(after).toMatch(/^portal_process_resident_memory_bytes \d+/m);
    expect(after).toMatch(/^# TYPE portal_database_errors_total counter/m);
  });
});

describe('without METRICS_TOKEN', () => {
  it('offers no metrics', async () => {
    const plain = await startServer({ env: { DEMO_PUBLISH: '0' } });
    try {
      expect((await request(plain.baseURL, '/metrics', { headers: { Authorization: `Bearer ${TOKEN}` } })).status).toBe(404);
      expect((await request(plain.baseURL, '/healthz')).status).toBe(200);
    } finally {
      await plain.stop();
    }
  });
});
