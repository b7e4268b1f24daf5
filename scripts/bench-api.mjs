#!/usr/bin/env node
/**
 * `npm run bench:api` — how fast the real server (server/dist/main.mjs) answers the hot /webapi GETs,
 * against the ceiling of the same process serving the same bytes as a static file. Not part of
 * `npm test`: load numbers mean something only on a quiet machine.
 *
 * For each backend — PGlite (a fresh data folder, seeded by the server on its first start) and
 * PostgreSQL (BENCH_DATABASE_URL when set, else a private cluster: initdb into a temp folder, as the
 * user `postgres` when run as root, on a free port; skipped with a note when the binaries are
 * missing) — it starts the server on 127.0.0.1 with DIST_DIR pointing at a copy of dist/, fetches
 * each answer once and writes its exact bytes into that copy (`__bench/<backend>/<answer>.json`),
 * so the one Fastify process serves both the answer and the same bytes through @fastify/static.
 *
 * Answers: site, snapshot of family 21, a 10-year series of 5 lines (the root and the first four
 * level-2 nodes of /webapi/index/families/21/tree, from the Monday ten years back), the article list
 * of category 214, and the first article of that list.
 *
 * What it measures is the hot path: after its first request an answer is kept in the process's
 * memory (server/store.ts, keyed by the data version), so a request costs routing, the contract's
 * parameter checks, the data-version check (one small query per VERSION_TTL_MS) and the send. The
 * static twin costs a stat, an open and a read of the file per request (@fastify/static), so the
 * "ceiling" can be lower than the answer: a ratio above 100 % is normal.
 *
 * Each (answer, connections) pair runs autocannon on the answer, then on its static twin, each
 * after a warm-up. Latencies are taken from every response (exact, sub-millisecond), req/s is
 * responses / measured seconds. autocannon runs inside this process, on the same machine as the
 * server: on a 2-core box the load generator takes one core, so read the absolute numbers as a
 * floor and the ratio as the point.
 *
 * Search (`/webapi/search`) is measured apart, as a visitor meets it: every request a different word
 * (so none is answered from the answer cache) — company and product names, 2-character pieces of
 * names and titles, category names, words found nowhere — each word once, at 1 and at 10 connections
 * (a few words first as a warm-up), against the same number of requests for the static twin of one
 * search answer.
 *
 * Goals (one verdict per row; exit 1 when any row misses one):
 *   - every hot GET serves ≥ 50 % of its static ceiling's req/s;
 *   - search: p99 < 100 ms (issue 24), at each connection count;
 *   - p99 < 50 ms at 50 connections on PostgreSQL;
 *   - no errors, timeouts or non-2xx answers.
 * Exit 2 when it cannot measure (a server did not start, an answer failed).
 *
 * Release day (issue 46, `--scenario=release-day`; run after the table by default): the moment a week
 * is released, many visitors at once on a cold cache. The demo site is seeded as of eight days ago and
 * the demo's own publishing job (tests/server/support/demo-job.ts, the import → review → release an
 * office goes through) releases what came due since — a week at least — then the server starts with
 * nothing cached. First a probe: a cold server asked each page once, one after another, counts the
 * distinct answers (the boot answer asks others) and dataset loads from /metrics. Then a fresh cold
 * server takes RELEASE_CONNECTIONS connections (autocannon, `--release-seconds`, 10 by default) going
 * round the landing page (index.html with its boot answer), the boot answer of /data, the snapshot,
 * a 10-year series and the share page of the family. Goals: no 5xx, no errors, p99 < 1 s, and every
 * cache loaded exactly as often as under the probe (single-flight: 500 visitors asking one answer
 * compute it once), each part of the dataset once.
 *
 *   node scripts/bench-api.mjs [--duration=5] [--warmup=1] [--backends=pglite,postgres] [--connections=1,50]
 *                              [--answers=site,snapshot,series,article-list,article,search]
 *                              [--scenario=table,release-day] [--release-seconds=10] [--release-connections=500]
 *
 * Env: BENCH_DATABASE_URL (use that PostgreSQL database instead of a private cluster; the server
 * migrates it and seeds the demo site when missing — it is written to), PG_BIN (folder of initdb /
 * pg_ctl), BENCH_LOG_LEVEL (the server's LOG_LEVEL, default warn: per-request info logs would be
 * part of both sides), BENCH_SERVER (another server bundle than server/dist/main.mjs).
 */
import autocannon from 'autocannon';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createCleanups } from './cleanup.mjs';
import { freePort } from './serve-dist.mjs';
import {
  BROWSER_HEADERS,
  ROOT,
  argValue,
  fmt,
  getJson,
  load,
  loadLine,
  percentile,
  run,
  startServer as startBenchServer,
  storeLoads as metricsLoads,
  tenYearSeriesPath,
  wireBytes,
  writeTwin,
} from './bench-lib.mjs';

const SERVER = process.env.BENCH_SERVER ? path.resolve(process.env.BENCH_SERVER) : path.join(ROOT, 'server', 'dist', 'main.mjs');
const RATIO_MIN = 0.5;
const PG_P99_MAX_MS = 50;
const PG_P99_CONNECTIONS = 50;
const SEARCH_P99_MAX_MS = 100;
const SEARCH_CONNECTIONS = [1, 10];
const SEARCH_WARMUP = 20;
const RELEASE_P99_MAX_MS = 1000;
const METRICS_TOKEN = 'bench-api-metrics-token-0123456789';

// ------------------------------------------------------------------ arguments

const DURATION = Number(argValue('duration', '5'));
const WARMUP = Number(argValue('warmup', '1'));
const BACKENDS = argValue('backends', 'pglite,postgres')
  .split(',')
  .map((s) => s.trim())
  .filter(Boolean);
/** Answers to measure (site, snapshot, series, article-list, article); all by default. */
const ANSWERS = argValue('answers', '')
  .split(',')
  .map((s) => s.trim().toLowerCase())
  .filter(Boolean);
const CONNECTIONS = argValue('connections', '1,50')
  .split(',')
  .map((s) => Number(s.trim()))
  .filter((n) => n > 0);
/** What to run: the table of hot answers against their static twins, and/or the release-day load. */
const SCENARIOS = argValue('scenario', 'table,release-day')
  .split(',')
  .map((s) => s.trim())
  .filter(Boolean);
const RELEASE_SECONDS = Number(argValue('release-seconds', '10'));
const RELEASE_CONNECTIONS = Number(argValue('release-connections', '500'));
for (const s of SCENARIOS) if (!['table', 'release-day'].includes(s)) usage(`unknown scenario "${s}"`);
if (!(RELEASE_SECONDS > 0) || !(RELEASE_CONNECTIONS > 0)) usage('bad --release-seconds or --release-connections');
for (const b of BACKENDS) if (!['pglite', 'postgres'].includes(b)) usage(`unknown backend "${b}"`);
for (const a of ANSWERS) if (!['site', 'snapshot', 'series', 'article-list', 'article', 'search'].includes(a)) usage(`unknown answer "${a}"`);
if (!(DURATION > 0) || !(WARMUP >= 0) || CONNECTIONS.some((n) => !Number.isInteger(n))) usage('bad --duration, --warmup or --connections');

function usage(msg) {
  console.error(
    `bench-api: ${msg}\nusage: node scripts/bench-api.mjs [--duration=5] [--warmup=1] [--backends=pglite,postgres] [--connections=1,50] [--answers=site,snapshot,series,article-list,article,search] [--scenario=table,release-day] [--release-seconds=10] [--release-connections=500]`,
  );
  process.exit(2);
}

// ------------------------------------------------------------------ cleanup of everything started

const { cleanups, cleanupAll } = createCleanups('what the bench started');

// ------------------------------------------------------------------ helpers


const shq = (s) => `'${String(s).replace(/'/g, `'\\''`)}'`;

// ------------------------------------------------------------------ the server

/** The server, polled at `ready` (bench-lib.mjs startServer). */
const startServer = (label, env, ready = '/webapi/site') => startBenchServer(label, env, { cleanups, server: SERVER, ready });

// ------------------------------------------------------------------ a private PostgreSQL cluster

function findPgBin() {
  const candidates = [];
  if (process.env.PG_BIN) candidates.push(process.env.PG_BIN);
  const base = '/usr/lib/postgresql';
  if (fs.existsSync(base)) {
    for (const v of fs.readdirSync(base).sort((a, b) => Number(b) - Number(a))) candidates.push(path.join(base, v, 'bin'));
  }
  for (const dir of (process.env.PATH ?? '').split(path.delimiter)) candidates.push(dir);
  return candidates.find((d) => d && fs.existsSync(path.join(d, 'initdb')) && fs.existsSync(path.join(d, 'pg_ctl')) && fs.existsSync(path.join(d, 'postgres'))) ?? null;
}

/**
 * initdb + pg_ctl start in `dir` (run as `postgres` when this process is root: PostgreSQL refuses root).
 * @returns {Promise<{ url: string } | { skip: string }>}
 */
async function startPostgres(dir) {
  const bin = findPgBin();
  if (!bin) return { skip: 'PostgreSQL binaries (initdb, pg_ctl) not found; set PG_BIN, or BENCH_DATABASE_URL to an existing database' };
  const root = process.getuid?.() === 0;
  if (root && spawnSync('id', ['-u', 'postgres']).status !== 0) return { skip: 'running as root and there is no user `postgres` to run initdb as; set BENCH_DATABASE_URL' };

  fs.mkdirSync(dir, { recursive: true });
  if (root) run('chown', ['-R', 'postgres:', dir]);
  const asOwner = (cmd) => (root ? run('su', ['postgres', '-s', '/bin/sh', '-c', cmd]) : run('/bin/sh', ['-c', cmd]));
  const data = path.join(dir, 'data');
  const port = await freePort();
  const started = Date.now();
  asOwner(`${shq(path.join(bin, 'initdb'))} -D ${shq(data)} -U postgres --auth=trust -E UTF8 --locale=C >/dev/null`);
  const pgCtl = (action, extra = '') => asOwner(`${shq(path.join(bin, 'pg_ctl'))} -D ${shq(data)} ${extra} ${action}`);
  cleanups.push(() => {
    try {
      pgCtl('stop', '-m immediate -w -t 20 >/dev/null 2>&1');
    } catch {
      // not running
    }
  });
  pgCtl('start', `-w -t 60 -l ${shq(path.join(dir, 'postgres.log'))} -o ${shq(`-p ${port} -k ${dir} -c listen_addresses=127.0.0.1`)} >/dev/null`);
  const version = run(path.join(bin, 'postgres'), ['--version']).trim();
  console.log(`postgres: private cluster (${version}) on 127.0.0.1:${port}, ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return { url: `postgres://postgres@127.0.0.1:${port}/postgres`, stop: () => pgCtl('stop', '-m fast -w -t 30 >/dev/null') };
}

// ------------------------------------------------------------------ the answers

/** The five answers: name, URL, exact bytes. */
async function collectAnswers(baseURL) {
  const answers = [];
  const add = async (name, url) => {
    const r = await getJson(baseURL, url);
    answers.push({ name, key: name.split(' ')[0] === 'series' ? 'series' : name.replace(/ /g, '-'), url, bytes: r.bytes });
    return r.body;
  };
  await add('site', '/webapi/site');
  await add('snapshot', '/webapi/index/snapshot?projId=21');
  const tree = (await getJson(baseURL, '/webapi/index/families/21/tree')).body.data;
  const rootNode = tree[0];
  const nodes = [rootNode.id, ...(rootNode.children ?? []).slice(0, 4).map((n) => n.id)];
  await add(`series ${nodes.length}×10y`, tenYearSeriesPath(21, nodes));
  const list = await add('article list', '/webapi/articles?categoryId=214');
  const first = list.data.list[0];
  if (!first) throw new Error('category 214 has no article');
  await add('article', `/webapi/articles/${first.id}`);
  await add('search', `/webapi/search?q=${encodeURIComponent(first.title.slice(0, 2))}`);
  return answers;
}

/** Distinct search words from the site's own data (names, 2-character pieces, categories, misses). */
async function searchWords(baseURL) {
  const data = async (url) => (await getJson(baseURL, url)).body.data;
  const companies = (await data('/webapi/companies?pageSize=100')).list;
  const products = (await data('/webapi/products?pageSize=100')).list;
  const articles = (await data('/webapi/articles?categoryId=213&pageSize=100')).list;
  const tree = await data('/webapi/index/families/21/tree');
  const nodeNames = [];
  const walk = (n) => {
    nodeNames.push(n.name);
    (n.children ?? []).forEach(walk);
  };
  tree.forEach(walk);
  const pieces = (text) => [...text].slice(0, -1).map((ch, i) => ch + [...text][i + 1]);
  const words = [
    ...companies.flatMap((c) => [c.name, c.shortName]),
    ...products.map((p) => p.name),
    ...nodeNames,
    ...products.flatMap((p) => pieces(p.name).slice(0, 2)),
    ...articles.flatMap((a) => pieces(a.title).slice(0, 3)),
    ...Array.from({ length: 40 }, (_, i) => `无此词${i}`),
  ].filter((w) => w && !/\s/.test(w) && [...w].length <= 50);
  return [...new Set(words)];
}

/** Each URL once, by `connections` workers: latency of each, errors counted. */
async function fetchEach(baseURL, urls, connections) {
  const latencies = [];
  let problems = 0;
  let next = 0;
  const t0 = process.hrtime.bigint();
  const worker = async () => {
    while (next < urls.length) {
      const url = urls[next++];
      const started = process.hrtime.bigint();
      try {
        const res = await fetch(baseURL + url);
        await res.arrayBuffer();
        if (res.status === 200) latencies.push(Number(process.hrtime.bigint() - started) / 1e6);
        else problems += 1;
      } catch {
        problems += 1;
      }
    }
  };
  await Promise.all(Array.from({ length: connections }, worker));
  const secs = Number(process.hrtime.bigint() - t0) / 1e9;
  latencies.sort((a, b) => a - b);
  return { rps: latencies.length / secs, p50: percentile(latencies, 50), p99: percentile(latencies, 99), problems, detail: `${problems} failed of ${urls.length}` };
}

// ------------------------------------------------------------------ measuring

async function measure(url, connections) {
  if (WARMUP > 0) await load(url, connections, WARMUP, false);
  return load(url, connections, DURATION, true);
}

// ------------------------------------------------------------------ the table

function printTable(rows) {
  const head = ['backend', 'answer', 'bytes', 'conns', 'req/s', 'p50 ms', 'p99 ms', 'static req/s', 'static p99', 'ratio', 'verdict'];
  const cells = rows.map((r) => [
    r.backend,
    r.answer,
    `${fmt.bytes(r.bytes)}${r.wire !== undefined && r.wire !== r.bytes ? ` (${fmt.bytes(r.wire)} sent)` : ''}`,
    String(r.connections),
    fmt.rps(r.api.rps),
    fmt.ms(r.api.p50),
    fmt.ms(r.api.p99),
    fmt.rps(r.stat.rps),
    fmt.ms(r.stat.p99),
    `${(r.ratio * 100).toFixed(0)} %`,
    r.misses.length ? `MISS: ${r.misses.join('; ')}` : 'ok',
  ]);
  const right = new Set([2, 3, 4, 5, 6, 7, 8, 9]);
  const widths = head.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i].length)));
  const line = (c) => c.map((v, i) => (right.has(i) ? v.padStart(widths[i]) : v.padEnd(widths[i]))).join('  ').trimEnd();
  console.log(line(head));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const c of cells) console.log(line(c));
}

// ------------------------------------------------------------------ main

async function benchBackend(backend, tmp, distCopy) {
  let databaseUrl = null;
  let pg = null;
  if (backend === 'postgres') {
    if (process.env.BENCH_DATABASE_URL) {
      databaseUrl = process.env.BENCH_DATABASE_URL;
      console.log(`postgres: BENCH_DATABASE_URL (${databaseUrl.replace(/\/\/([^:/@]+):[^@]*@/, '//$1:***@')})`);
    } else {
      pg = await startPostgres(path.join(tmp, 'pg'));
      if ('skip' in pg) return { skipped: pg.skip };
      databaseUrl = pg.url;
    }
  }
  const env = { DIST_DIR: distCopy, ...(databaseUrl ? { DATABASE_URL: databaseUrl } : { DATA_DIR: path.join(tmp, `pglite`) }) };
  let server = await startServer(backend, env);
  const rows = [];
  try {
    const answers = await collectAnswers(server.baseURL);
    const folder = path.join(distCopy, '__bench', backend);
    fs.mkdirSync(folder, { recursive: true });
    for (const a of answers) {
      const file = `${a.key}.json`;
      await writeTwin(server.baseURL, a.url, path.join(folder, file));
      a.staticUrl = `/__bench/${backend}/${file}`;
      a.wire = await wireBytes(server.baseURL, a.url);
    }
    // The server routes dist/'s files as they are at its start (server/app.ts): start it again to serve the twins.
    await server.stop();
    server = await startServer(backend, env);
    for (const a of answers) {
      const res = await fetch(server.baseURL + a.staticUrl);
      const got = Buffer.from(await res.arrayBuffer());
      if (res.status !== 200 || !got.equals(a.bytes)) throw new Error(`static twin ${a.staticUrl} → ${res.status}, ${got.length} bytes (want ${a.bytes.length})`);
    }
    for (const a of answers.filter((x) => x.key !== 'search' && (!ANSWERS.length || ANSWERS.includes(x.key)))) {
      for (const connections of CONNECTIONS) {
        const api = await measure(server.baseURL + a.url, connections);
        const stat = await measure(server.baseURL + a.staticUrl, connections);
        const ratio = api.rps / stat.rps;
        const misses = [];
        if (api.problems) misses.push(`answer: ${api.detail}`);
        if (stat.problems) misses.push(`static: ${stat.detail}`);
        if (!(ratio >= RATIO_MIN)) misses.push(`req/s ${(ratio * 100).toFixed(0)} % of static < ${RATIO_MIN * 100} %`);
        if (backend === 'postgres' && connections === PG_P99_CONNECTIONS && !(api.p99 < PG_P99_MAX_MS)) {
          misses.push(`p99 ${fmt.ms(api.p99)} ms ≥ ${PG_P99_MAX_MS} ms${stat.p99 >= PG_P99_MAX_MS ? ` (static ceiling too: ${fmt.ms(stat.p99)} ms)` : ''}`);
        }
        const row = { backend, answer: a.name, url: a.url, bytes: a.bytes.length, wire: a.wire, connections, api, stat, ratio, misses };
        rows.push(row);
        console.log(
          `  ${backend} ${a.name} c=${connections}: ${fmt.rps(api.rps)} req/s p50 ${fmt.ms(api.p50)} p99 ${fmt.ms(api.p99)} ms | static ${fmt.rps(stat.rps)} req/s p99 ${fmt.ms(stat.p99)} ms | ${(ratio * 100).toFixed(0)} %`,
        );
      }
    }
    const twin = answers.find((a) => a.key === 'search');
    if (twin && (!ANSWERS.length || ANSWERS.includes('search'))) {
      const words = await searchWords(server.baseURL);
      const urls = words.map((w) => `/webapi/search?q=${encodeURIComponent(w)}`);
      const share = Math.floor((urls.length - SEARCH_WARMUP) / SEARCH_CONNECTIONS.length);
      await fetchEach(server.baseURL, urls.slice(0, SEARCH_WARMUP), 1);
      for (const [k, connections] of SEARCH_CONNECTIONS.entries()) {
        const mine = urls.slice(SEARCH_WARMUP + k * share, SEARCH_WARMUP + (k + 1) * share);
        const api = await fetchEach(server.baseURL, mine, connections);
        const stat = await fetchEach(server.baseURL, mine.map(() => twin.staticUrl), connections);
        const misses = [];
        if (api.problems) misses.push(`search: ${api.detail}`);
        if (stat.problems) misses.push(`static: ${stat.detail}`);
        if (!(api.p99 < SEARCH_P99_MAX_MS)) misses.push(`p99 ${fmt.ms(api.p99)} ms ≥ ${SEARCH_P99_MAX_MS} ms`);
        const answer = `search, ${mine.length} words`;
        rows.push({ backend, answer, url: '/webapi/search?q=…', bytes: twin.bytes.length, connections, api, stat, ratio: api.rps / stat.rps, misses });
        console.log(`  ${backend} ${answer} c=${connections}: ${fmt.rps(api.rps)} req/s p50 ${fmt.ms(api.p50)} p99 ${fmt.ms(api.p99)} ms | static ${fmt.rps(stat.rps)} req/s p99 ${fmt.ms(stat.p99)} ms`);
      }
    }
  } finally {
    await server.stop();
    if (pg && 'stop' in pg) {
      try {
        pg.stop();
      } catch (e) {
        console.error(`postgres: stop failed: ${e.message}`);
      }
    }
  }
  return { rows };
}

// ------------------------------------------------------------------ release day

const storeLoads = (baseURL) => metricsLoads(baseURL, METRICS_TOKEN);

const DEMO_SITE = 'qingxi-hardware';
const DAY_MS = 86_400_000;

/** The pages of the release-day load: the landing page (its boot answer inlined), /data's boot answer, snapshot, series, share page. */
const releasePaths = () => [
  '/',
  `/webapi/boot?route=${encodeURIComponent('/data')}`,
  '/webapi/index/snapshot?projId=21',
  tenYearSeriesPath(21),
  '/s/data/21',
];

/** The demo's publishing job (seed | run) on `env`'s database, its clock at `at`: its outcome. */
function demoJob(command, at, env) {
  const out = run(process.execPath, ['--import', 'tsx', path.join(ROOT, 'tests', 'server', 'support', 'demo-job.ts'), command, DEMO_SITE, at.toISOString()], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    maxBuffer: 16 << 20,
  });
  return JSON.parse(out.trim().split('\n').pop());
}

/**
 * Release day on `backend`: seed as of eight days ago, release what came due since, then a cold server
 * probed once per page (the distinct answers) and a fresh cold one under RELEASE_CONNECTIONS connections.
 */
async function releaseDay(backend, tmp, distCopy) {
  let databaseUrl = null;
  let pg = null;
  if (backend === 'postgres') {
    if (process.env.BENCH_DATABASE_URL) {
      databaseUrl = process.env.BENCH_DATABASE_URL;
    } else {
      pg = await startPostgres(path.join(tmp, 'pg-release'));
      if ('skip' in pg) return { skipped: pg.skip };
      databaseUrl = pg.url;
    }
  }
  const dbEnv = databaseUrl ? { DATABASE_URL: databaseUrl } : { DATA_DIR: path.join(tmp, 'pglite-release') };
  const env = { ...dbEnv, DIST_DIR: distCopy, METRICS_TOKEN, DEMO_PUBLISH: '0' };
  const label = `${backend} release day`;
  try {
    const started = Date.now();
    demoJob('seed', new Date(Date.now() - 8 * DAY_MS), dbEnv);
    const released = demoJob('run', new Date(), dbEnv).released.filter((r) => r.dataset === 'index');
    const week = released.filter((r) => r.projId === 21).pop();
    if (!week) throw new Error(`${label}: the demo job released no week of family 21`);
    console.log(`${label}: seeded as of 8 days ago and released ${released.map((r) => `${r.projId}:${r.period}`).join(', ')} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    const paths = releasePaths();

    // The probe: each page once, one after another, on a cold cache.
    let server = await startServer(label, env, '/readyz');
    let probe;
    try {
      for (const p of paths) {
        const res = await fetch(server.baseURL + p);
        const body = await res.text();
        if (res.status !== 200) throw new Error(`${label}: GET ${p} → ${res.status}: ${body.slice(0, 300)}`);
        if (p.startsWith('/webapi/index/series') && JSON.parse(body).data[0].columns.period.pop() !== week.period) throw new Error(`${label}: the series does not end with the week released (${week.period})`);
      }
      probe = await storeLoads(server.baseURL);
    } finally {
      await server.stop();
    }

    // The release: every visitor at once on a cold cache, each page taken by a share of the connections.
    server = await startServer(label, env, '/readyz');
    try {
      const latencies = [];
      const share = Math.max(1, Math.floor(RELEASE_CONNECTIONS / paths.length));
      const t0 = process.hrtime.bigint();
      const results = await Promise.all(
        paths.map((p, i) => {
          const connections = i === 0 ? RELEASE_CONNECTIONS - share * (paths.length - 1) : share;
          const instance = autocannon({ url: server.baseURL + p, connections, duration: RELEASE_SECONDS, pipelining: 1, timeout: 10, headers: BROWSER_HEADERS });
          instance.on('response', (_client, _status, _bytes, ms) => latencies.push(ms));
          return instance;
        }),
      );
      const secs = Number(process.hrtime.bigint() - t0) / 1e9;
      latencies.sort((a, b) => a - b);
      const sum = (k) => results.reduce((n, r) => n + (r[k] ?? 0), 0);
      const loads = await storeLoads(server.baseURL);
      const caches = [...new Set([...Object.keys(probe), ...Object.keys(loads)])].sort();
      const misses = [];
      if (sum('5xx')) misses.push(`${sum('5xx')} answers 5xx`);
      if (sum('errors') || sum('timeouts')) misses.push(`errors ${sum('errors')}, timeouts ${sum('timeouts')}`);
      if (sum('non2xx')) misses.push(`${sum('non2xx')} answers not 2xx`);
      if (!(percentile(latencies, 99) < RELEASE_P99_MAX_MS)) misses.push(`p99 ${fmt.ms(percentile(latencies, 99))} ms ≥ ${RELEASE_P99_MAX_MS} ms`);
      for (const c of caches) if ((loads[c] ?? 0) !== (probe[c] ?? 0)) misses.push(`${c}: ${loads[c] ?? 0} loads under load, ${probe[c] ?? 0} distinct`);
      for (const part of ['dataset index', 'dataset content']) if (loads[part] !== 1) misses.push(`${part} loaded ${loads[part] ?? 0} times, not once`);
      return {
        row: {
          backend,
          week: week.period,
          connections: RELEASE_CONNECTIONS,
          seconds: secs,
          requests: latencies.length,
          rps: latencies.length / secs,
          p50: percentile(latencies, 50),
          p99: percentile(latencies, 99),
          max: latencies[latencies.length - 1],
          fivexx: sum('5xx'),
          non2xx: sum('non2xx'),
          errors: sum('errors') + sum('timeouts'),
          loads: caches.map((c) => `${c} ${loads[c] ?? 0}/${probe[c] ?? 0}`).join(', '),
          misses,
        },
      };
    } finally {
      await server.stop();
    }
  } finally {
    if (pg && 'stop' in pg) {
      try {
        pg.stop();
      } catch (e) {
        console.error(`postgres: stop failed: ${e.message}`);
      }
    }
  }
}

function printRelease(rows) {
  console.log(`\nrelease day: ${RELEASE_CONNECTIONS} connections for ${RELEASE_SECONDS} s on a cold cache right after a release, over ${releasePaths().join(' ')}`);
  for (const r of rows) {
    console.log(
      `  ${r.backend} (week ${r.week}): ${fmt.rps(r.rps)} req/s, ${r.requests} answers, p50 ${fmt.ms(r.p50)} ms, p99 ${fmt.ms(r.p99)} ms, max ${fmt.ms(r.max)} ms; 5xx ${r.fivexx}, non-2xx ${r.non2xx}, errors/timeouts ${r.errors} — ${r.misses.length ? `MISS: ${r.misses.join('; ')}` : 'ok'}`,
    );
    console.log(`    loads per cache under load / distinct (one request per page, cold): ${r.loads}`);
  }
  console.log(`goals: no 5xx or errors, p99 < ${RELEASE_P99_MAX_MS} ms, each cache loaded as often as there are distinct answers (single-flight), each dataset part once`);
}

async function main() {
  const startedAt = Date.now();
  console.log(`bench-api: ${os.cpus().length} CPUs, load average ${loadLine()} (1/5/15 min), node ${process.version}`);
  console.log(`           ${DURATION} s per run after a ${WARMUP} s warm-up; connections ${CONNECTIONS.join(', ')}; backends ${BACKENDS.join(', ')}`);
  if (os.loadavg()[0] > os.cpus().length * 0.5) console.log('           (the machine is busy: absolute numbers are low; the ratios still compare like with like)');

  if (!fs.existsSync(SERVER) && !process.env.BENCH_SERVER) {
    console.log('no server bundle: npm run build:server');
    run('npm', ['run', 'build:server'], { cwd: ROOT, stdio: 'inherit' });
  }

  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-api-'));
  fs.chmodSync(tmp, 0o755); // the private cluster's owner (postgres) must reach its folder
  cleanups.push(() => fs.rmSync(tmp, { recursive: true, force: true }));

  // The static ceiling is served from a copy of dist/ (the server only serves a folder with an index.html).
  const distCopy = path.join(tmp, 'dist');
  const dist = path.join(ROOT, 'dist');
  if (fs.existsSync(path.join(dist, 'index.html'))) {
    fs.cpSync(dist, distCopy, { recursive: true });
  } else {
    console.log('dist/ is not built: the static twins are served from a folder holding only a stub index.html (same server code path)');
    fs.mkdirSync(distCopy, { recursive: true });
    fs.writeFileSync(path.join(distCopy, 'index.html'), '<!doctype html><title>bench</title>\n');
  }

  const rows = [];
  const notes = [];
  for (const backend of SCENARIOS.includes('table') ? BACKENDS : []) {
    const r = await benchBackend(backend, tmp, distCopy);
    if (r.skipped) {
      notes.push(`${backend}: skipped — ${r.skipped}`);
      console.log(`${backend}: skipped — ${r.skipped}`);
    } else rows.push(...r.rows);
  }
  const releaseRows = [];
  for (const backend of SCENARIOS.includes('release-day') ? BACKENDS : []) {
    const r = await releaseDay(backend, tmp, distCopy);
    if (r.skipped) {
      notes.push(`${backend} release day: skipped — ${r.skipped}`);
      console.log(`${backend} release day: skipped — ${r.skipped}`);
    } else releaseRows.push(r.row);
  }

  console.log(`\nload average at the end ${loadLine()}; ${((Date.now() - startedAt) / 1000).toFixed(0)} s in all\n`);
  if (releaseRows.length) printRelease(releaseRows);
  const releaseMissed = releaseRows.filter((r) => r.misses.length);
  if (releaseMissed.length) process.exitCode = 1;
  if (!SCENARIOS.includes('table')) {
    for (const n of notes) console.log(`note: ${n}`);
    return;
  }
  console.log('');
  printTable(rows);
  console.log(
    `\ngoals: answer req/s ≥ ${RATIO_MIN * 100} % of the same bytes served statically by the same process; p99 < ${PG_P99_MAX_MS} ms at ${PG_P99_CONNECTIONS} connections on PostgreSQL; search p99 < ${SEARCH_P99_MAX_MS} ms, each word once (no cache; the ratio is for information); no errors`,
  );
  for (const n of notes) console.log(`note: ${n}`);
  const missed = rows.filter((r) => r.misses.length);
  if (BACKENDS.includes('postgres') && !rows.some((r) => r.backend === 'postgres')) console.log(`note: the PostgreSQL p99 goal was not measured`);
  if (missed.length) {
    console.log(`\n${missed.length} of ${rows.length} rows miss a goal:`);
    for (const r of missed) console.log(`  ${r.backend} ${r.answer} (${r.url}) at ${r.connections} connections: ${r.misses.join('; ')}`);
    process.exitCode = 1;
  } else {
    console.log(`\nall ${rows.length} rows meet the goals`);
  }
}

main()
  .catch((e) => {
    console.error(`bench-api: cannot measure: ${e.stack || e.message}`);
    process.exitCode = 2;
  })
  .finally(() => {
    cleanupAll();
  });
