#!/usr/bin/env node
/**
 * `npm run bench:scale` (issue 46, deliver 4) — how the real server (server/dist/main.mjs) holds up as the
 * office's index data grow: the demo built at 1×, 4× and 16× (DEMO_SCALE, mock/lib/scale.ts: families ×
 * nodes × years), on PGlite (a fresh data folder) and on PostgreSQL (`--database-url` or BENCH_DATABASE_URL:
 * a fresh database per run, created beside that one and dropped after). Not part of `npm test`: load
 * numbers mean something only on a quiet machine.
 *
 * Each run (one backend, one scale):
 *   1. the first start seeds the demo at that scale (timed, for information); the 10-year 5-line series
 *      (the root and the first four 大类 of family 21, from the Monday ten years back) is fetched and its
 *      exact bytes written into a copy of dist/ as its static twin; an editor and a reviewer are made
 *      with `npm run users` (server/dist/users.mjs);
 *   2. start time: a second start on the seeded data, spawn → /readyz 200;
 *   3. warm-up: every route's boot answer (scripts/routes.mjs) and the measured GETs once;
 *      resident memory then (VmRSS of /proc/<pid>/status);
 *   4. article edit → next index answer: the editor saves a revision of the newest commentary, submits
 *      it, the reviewer approves it (four eyes); from the approval's answer to the 5-line series' answer
 *      (the /metrics count of index-part loads says whether the index values were reloaded: they must
 *      not be);
 *   5. hot GETs at 50 connections for `--duration` s (after a 1 s warm-up), autocannon going round the
 *      boot answer of /data, the snapshot of family 21 and the 5-line series: exact p99;
 *   6. the 10-year 5-line series alone at 50 connections, and its static twin served by the same
 *      process (@fastify/static: the ceiling; the same bytes, brotli as the server sent them);
 * Every load asks as Chromium does (`Accept-Encoding: gzip, deflate, br, zstd`) and the series as the portal
 * does (`layout=columns`): what a visitor downloads. `series bytes`: that answer on the wire.
 *   7. cold `asOf`: the 5-line series as published on days not asked before (2, 4 and 6 years back, each
 *      in a different week, so none is answered from the `asOf` cache): the slowest of the three.
 *
 * Goals (issue 46), judged at 16× (at the largest scale run, said so, when 16× was not):
 *   - resident memory at most 2× the 1× figure (same backend);
 *   - hot GET p99 < 50 ms on PostgreSQL;
 *   - cold `asOf` < 300 ms;
 *   - the 10-year 5-line series p99 < 100 ms at 50 connections.
 * Exit 1 when a goal is missed, 2 when it cannot measure.
 *
 *   node scripts/bench-scale.mjs [--scales=1,4,16] [--backends=pglite,postgres] [--duration=10]
 *                                [--connections=50] [--database-url=postgres://…]
 *
 * Env: BENCH_DATABASE_URL (as --database-url; without either, PostgreSQL is skipped with a note),
 * BENCH_LOG_LEVEL (the server's LOG_LEVEL, default warn), BENCH_SERVER (another bundle than server/dist/main.mjs).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { createCleanups } from './cleanup.mjs';
import { resolveRoutes } from './routes.mjs';
import { ROOT, argValue, fmt, getJson, load, loadLine, run, startServer, storeLoads, tenYearSeriesPath, wireBytes, writeTwin } from './bench-lib.mjs';

const SERVER = process.env.BENCH_SERVER ? path.resolve(process.env.BENCH_SERVER) : path.join(ROOT, 'server', 'dist', 'main.mjs');
const USERS = path.join(ROOT, 'server', 'dist', 'users.mjs');
const METRICS_TOKEN = 'bench-scale-metrics-token-0123456789';
const PASSWORD = 'Bench-scale-2026-pass';
const COMMENT_CATEGORY = 214;

const GOAL = { memoryRatio: 2, hotP99Pg: 50, asOfMs: 300, seriesP99: 100, at: 16 };

function usage(msg) {
  console.error(`bench-scale: ${msg}\nusage: node scripts/bench-scale.mjs [--scales=1,4,16] [--backends=pglite,postgres] [--duration=10] [--connections=50] [--database-url=postgres://…]`);
  process.exit(2);
}

const list = (text) =>
  text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
const SCALES = list(argValue('scales', '1,4,16')).map(Number);
const BACKENDS = list(argValue('backends', 'pglite,postgres'));
const DURATION = Number(argValue('duration', '10'));
const CONNECTIONS = Number(argValue('connections', '50'));
const DATABASE_URL = argValue('database-url', '') || process.env.BENCH_DATABASE_URL || '';
for (const k of SCALES) if (![1, 2, 4, 8, 16].includes(k)) usage(`scale ${k}: DEMO_SCALE takes 1, 2, 4, 8 or 16`);
for (const b of BACKENDS) if (!['pglite', 'postgres'].includes(b)) usage(`unknown backend "${b}"`);
if (!(DURATION > 0) || !Number.isInteger(CONNECTIONS) || CONNECTIONS < 1) usage('bad --duration or --connections');

const { cleanups, cleanupAll } = createCleanups('what the bench started');

// ------------------------------------------------------------------ databases

/** A fresh PostgreSQL database beside `baseUrl`'s, dropped by `drop()` (and on an abrupt end). */
async function freshDatabase(baseUrl, name) {
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS ${name}`);
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  const drop = async () => {
    const c = new pg.Client({ connectionString: baseUrl });
    await c.connect();
    try {
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    } finally {
      await c.end();
    }
  };
  // Synchronous for the exit handlers: psql, when present, else left for the next run's DROP … IF EXISTS.
  const undo = () => {
    try {
      run('psql', [baseUrl, '-qc', `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`]);
    } catch {
      // best effort
    }
  };
  cleanups.push(undo);
  return {
    url: url.toString(),
    drop: async () => {
      await drop();
      const i = cleanups.indexOf(undo);
      if (i >= 0) cleanups.splice(i, 1);
    },
  };
}

// ------------------------------------------------------------------ the back office

/** `npm run users -- add <name> --role <role>` on `env`'s database: the one-time password. */
function addUser(env, name, role) {
  const out = run(process.execPath, [USERS, 'add', name, '--role', role], { cwd: ROOT, env: { ...process.env, ...env } });
  const m = /one-time password(?: for \S+)?: (\S+)/.exec(out);
  if (!m) throw new Error(`users add ${name}: no one-time password in\n${out}`);
  return m[1];
}

/** A signed-in back-office session (cookies and XSRF echo), its one-time password changed. */
async function signIn(baseURL, name, oneTime) {
  const cookies = new Map();
  let xsrf = null;
  const send = async (method, url, body) => {
    const headers = {};
    if (cookies.size) headers.Cookie = [...cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    if (xsrf && method !== 'GET') headers['X-XSRF-TOKEN'] = xsrf;
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    const res = await fetch(baseURL + url, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
    for (const cookie of res.headers.getSetCookie()) {
      const pair = cookie.split(';')[0];
      const eq = pair.indexOf('=');
      if (pair.slice(eq + 1)) cookies.set(pair.slice(0, eq), pair.slice(eq + 1));
    }
    const text = await res.text();
    if (res.status !== 200) throw new Error(`${name}: ${method} ${url} → ${res.status}: ${text.slice(0, 300)}`);
    return JSON.parse(text).data;
  };
  xsrf = (await send('POST', '/webapi/admin/session', { name, password: oneTime })).xsrfToken;
  await send('POST', '/webapi/admin/password', { currentPassword: oneTime, newPassword: PASSWORD });
  return send;
}

// ------------------------------------------------------------------ one run

/** The boot answer of a route (`/search?q=…`: the route's query goes beside `route`). */
const bootOf = (route) => {
  const [p, query] = route.split('?');
  return `/webapi/boot?route=${encodeURIComponent(p)}${query ? `&${query}` : ''}`;
};

const vmRssMb = (pid) => {
  const m = /^VmRSS:\s+(\d+) kB/m.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
  return m ? Number(m[1]) / 1024 : NaN;
};

/** A day `years` back from today, moved by `shift` days (a Wednesday-ish day in its own week). */
function daysBack(years, shift) {
  const d = new Date();
  d.setUTCFullYear(d.getUTCFullYear() - years);
  d.setUTCDate(d.getUTCDate() - shift);
  return d.toISOString().slice(0, 10);
}

async function benchRun(backend, k, tmp, distCopy) {
  const label = `${backend} ${k}×`;
  let db = null;
  let dbEnv;
  if (backend === 'postgres') {
    db = await freshDatabase(DATABASE_URL, `bench_scale_${k}x_${process.pid}`);
    dbEnv = { DATABASE_URL: db.url };
  } else {
    const dir = path.join(tmp, `pglite-${k}`);
    cleanups.push(() => fs.rmSync(dir, { recursive: true, force: true }));
    dbEnv = { DATA_DIR: dir };
  }
  const env = { ...dbEnv, DEMO_SCALE: String(k), DEMO_PUBLISH: '0', METRICS_TOKEN, DIST_DIR: distCopy };
  const opts = { cleanups, server: SERVER, ready: '/readyz', timeoutMs: 3_600_000 };
  try {
    // 1. Seed, find the 5-line series, write its static twin; staff.
    let server = await startServer(`${label} (seeding)`, env, { ...opts, pollMs: 250, note: '' });
    const seedSeconds = server.seconds;
    let seriesUrl;
    let seriesBytes;
    let twin;
    let families;
    try {
      const tree = (await getJson(server.baseURL, '/webapi/index/families/21/tree')).body.data;
      const lines = [tree[0].id, ...(tree[0].children ?? []).slice(0, 4).map((n) => n.id)];
      seriesUrl = tenYearSeriesPath(21, lines);
      twin = `/__bench/scale-${backend}-${k}/series.json`;
      await writeTwin(server.baseURL, seriesUrl, path.join(distCopy, twin));
      seriesBytes = await wireBytes(server.baseURL, seriesUrl);
      families = (await getJson(server.baseURL, '/webapi/index/families')).body.data.length;
    } finally {
      await server.stop();
    }
    const editorOneTime = addUser(dbEnv, 'benchEditor', 'editor');
    const reviewerOneTime = addUser(dbEnv, 'benchReviewer', 'reviewer');

    // 2. Start time on the seeded data.
    server = await startServer(label, env, { ...opts, pollMs: 20, note: '' });
    const row = { backend, k, families, seedSeconds, startSeconds: server.seconds, seriesBytes };
    try {
      const base = server.baseURL;
      const bootUrl = bootOf('/data');
      const hot = [bootUrl, '/webapi/index/snapshot?projId=21', seriesUrl];

      // 3. Warm-up: every route's boot answer and the measured GETs, once each; then the memory.
      // /datashow has no boot answer (the contract's route pattern leaves it out).
      const routes = (await resolveRoutes(base)).filter((r) => r.pattern !== '/datashow');
      for (const r of routes) await getJson(base, bootOf(r.path));
      for (const url of hot) await getJson(base, url);
      const staticRes = await fetch(base + twin);
      if (staticRes.status !== 200) throw new Error(`${label}: static twin ${twin} → ${staticRes.status}`);
      await staticRes.arrayBuffer();
      row.rssMb = vmRssMb(server.pid);
      row.warmRoutes = routes.length;

      // 4. Article edit → the next index answer.
      const editor = await signIn(base, 'benchEditor', editorOneTime);
      const reviewer = await signIn(base, 'benchReviewer', reviewerOneTime);
      const [summary] = (await editor('GET', `/webapi/admin/articles?categoryId=${COMMENT_CATEGORY}&pageSize=1`)).list;
      if (!summary) throw new Error(`${label}: no article in category ${COMMENT_CATEGORY}`);
      const article = await editor('GET', `/webapi/admin/articles/${summary.id}`);
      const f = article.published.fields;
      const draft = {
        categoryId: f.categoryId,
        title: `${f.title.slice(0, 190)}（修订）`,
        summary: f.summary,
        author: f.author,
        source: f.source,
        content: `${f.content}<p>（本文已修订。）</p>`,
        tags: f.tags,
        attachments: f.attachments.map((a) => ({ file: a.file, name: a.name })),
      };
      const saved = await editor('POST', `/webapi/admin/articles/${summary.id}/revisions`, draft);
      const rev = saved.revisions[0].rev;
      await editor('POST', `/webapi/admin/articles/${summary.id}/revisions/${rev}/submit`);
      const before = await storeLoads(base, METRICS_TOKEN);
      await reviewer('POST', `/webapi/admin/articles/${summary.id}/revisions/${rev}/review`, { decision: 'approve' });
      const t0 = process.hrtime.bigint();
      await getJson(base, seriesUrl);
      row.editMs = Number(process.hrtime.bigint() - t0) / 1e6;
      const shown = (await getJson(base, `/webapi/articles/${summary.id}`)).body.data.title;
      if (shown !== draft.title) throw new Error(`${label}: the approved edit is not shown (title ${shown})`);
      const after = await storeLoads(base, METRICS_TOKEN);
      row.indexReloads = (after['dataset index'] ?? 0) - (before['dataset index'] ?? 0);

      // 5. Hot GETs, going round boot, snapshot and series.
      const requests = hot.map((p) => ({ method: 'GET', path: p }));
      await load(base, CONNECTIONS, 1, false, requests);
      row.hot = await load(base, CONNECTIONS, DURATION, true, requests);

      // 6. The 5-line series alone, then its static twin.
      await load(base + seriesUrl, CONNECTIONS, 1, false);
      row.series = await load(base + seriesUrl, CONNECTIONS, DURATION, true);
      await load(base + twin, CONNECTIONS, 1, false);
      row.static = await load(base + twin, CONNECTIONS, DURATION, true);

      // 7. Cold asOf: days in weeks nobody asked for.
      row.asOf = [];
      for (const [years, shift] of [
        [2, 0],
        [4, 10],
        [6, 20],
      ]) {
        const day = daysBack(years, shift);
        const t = process.hrtime.bigint();
        await getJson(base, `${seriesUrl}&asOf=${day}`);
        row.asOf.push({ day, ms: Number(process.hrtime.bigint() - t) / 1e6 });
      }
      row.asOfMs = Math.max(...row.asOf.map((a) => a.ms));
      row.rssAfterMb = vmRssMb(server.pid);
    } finally {
      await server.stop();
    }
    console.log(
      `  ${label}: ${families} families; seed ${row.seedSeconds.toFixed(1)} s, start ${row.startSeconds.toFixed(2)} s, RSS ${row.rssMb.toFixed(0)} MB (${row.rssAfterMb.toFixed(0)} MB after the loads), edit→index ${fmt.ms(row.editMs)} ms (index reloads ${row.indexReloads}), hot p99 ${fmt.ms(row.hot.p99)} ms, series p99 ${fmt.ms(row.series.p99)} ms, static p99 ${fmt.ms(row.static.p99)} ms, cold asOf ${row.asOf.map((a) => `${a.day} ${fmt.ms(a.ms)}`).join(', ')} ms`,
    );
    for (const [name, r] of [
      ['hot', row.hot],
      ['series', row.series],
      ['static', row.static],
    ]) {
      if (r.problems) throw new Error(`${label}: ${name}: ${r.detail}`);
    }
    return row;
  } finally {
    if (db) await db.drop();
  }
}

// ------------------------------------------------------------------ the tables

function markdown(head, rows) {
  const out = [`| ${head.join(' | ')} |`, `|${head.map((h, i) => (i < 2 ? ' --- ' : ' ---: ')).join('|')}|`];
  for (const r of rows) out.push(`| ${r.join(' | ')} |`);
  return out.join('\n');
}

function printTables(rows) {
  const one = (r) => rows.find((x) => x.backend === r.backend && x.k === 1);
  const mb = (n) => (Number.isFinite(n) ? n.toFixed(0) : '–');
  console.log(
    markdown(
      ['backend', 'scale', 'families', 'seed s', 'start s', 'RSS MB', 'RSS ÷ 1×', 'edit→index ms', 'hot p99 ms (req/s)', 'series p99 ms (req/s)', 'series bytes', 'static p99 ms (req/s)', 'cold asOf ms'],
      rows.map((r) => [
        r.backend,
        `${r.k}×`,
        String(r.families),
        r.seedSeconds.toFixed(1),
        r.startSeconds.toFixed(2),
        mb(r.rssMb),
        one(r) ? (r.rssMb / one(r).rssMb).toFixed(2) : '–',
        `${fmt.ms(r.editMs)}${r.indexReloads ? ` (index reloaded ${r.indexReloads}×)` : ''}`,
        `${fmt.ms(r.hot.p99)} (${fmt.rps(r.hot.rps)})`,
        `${fmt.ms(r.series.p99)} (${fmt.rps(r.series.rps)})`,
        fmt.bytes(r.seriesBytes),
        `${fmt.ms(r.static.p99)} (${fmt.rps(r.static.rps)})`,
        fmt.ms(r.asOfMs),
      ]),
    ),
  );

  // The goals, judged at 16× (or at the largest scale run, said so).
  const goals = [];
  for (const backend of BACKENDS) {
    const mine = rows.filter((r) => r.backend === backend);
    if (!mine.length) continue;
    const top = mine.reduce((a, b) => (b.k > a.k ? b : a));
    const at = top.k === GOAL.at ? `${top.k}×` : `${top.k}× (16× not run)`;
    const verdict = (ok) => (ok ? 'PASS' : 'MISS');
    const base = one(top);
    goals.push([backend, `memory ≤ ${GOAL.memoryRatio}× the 1× figure`, at, base ? `${mb(top.rssMb)} MB = ${(top.rssMb / base.rssMb).toFixed(2)}× ${mb(base.rssMb)} MB` : '1× not run', base ? verdict(top.rssMb <= GOAL.memoryRatio * base.rssMb) : '–']);
    if (backend === 'postgres') goals.push([backend, `hot GET p99 < ${GOAL.hotP99Pg} ms at ${CONNECTIONS} connections`, at, `${fmt.ms(top.hot.p99)} ms`, verdict(top.hot.p99 < GOAL.hotP99Pg)]);
    goals.push([backend, `cold asOf < ${GOAL.asOfMs} ms`, at, `${fmt.ms(top.asOfMs)} ms (slowest of ${top.asOf.length})`, verdict(top.asOfMs < GOAL.asOfMs)]);
    goals.push([backend, `10-year 5-line series p99 < ${GOAL.seriesP99} ms at ${CONNECTIONS} connections`, at, `${fmt.ms(top.series.p99)} ms`, verdict(top.series.p99 < GOAL.seriesP99)]);
    goals.push([backend, 'an article edit reloads no index values', at, `${top.indexReloads} index-part loads`, verdict(top.indexReloads === 0)]);
  }
  console.log('');
  console.log(markdown(['backend', 'goal', 'at', 'measured', 'verdict'], goals));
  return goals.filter((g) => g[4] === 'MISS').length;
}

// ------------------------------------------------------------------ main

async function main() {
  const startedAt = Date.now();
  console.log(`bench-scale: ${os.cpus().length} CPUs, load average ${loadLine()} (1/5/15 min), node ${process.version}`);
  console.log(`             scales ${SCALES.join(', ')}; backends ${BACKENDS.join(', ')}; ${DURATION} s per load at ${CONNECTIONS} connections`);
  if (!fs.existsSync(SERVER) || !fs.existsSync(USERS)) {
    console.log('no server bundle: npm run build:server');
    run('npm', ['run', 'build:server'], { cwd: ROOT, stdio: 'inherit' });
  }
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-scale-'));
  cleanups.push(() => fs.rmSync(tmp, { recursive: true, force: true }));
  // The static twin is served from a copy of dist/ (the server only serves a folder with an index.html).
  const distCopy = path.join(tmp, 'dist');
  const dist = path.join(ROOT, 'dist');
  if (fs.existsSync(path.join(dist, 'index.html'))) fs.cpSync(dist, distCopy, { recursive: true });
  else {
    console.log('dist/ is not built: the static twin is served from a folder holding only a stub index.html (same server code path)');
    fs.mkdirSync(distCopy, { recursive: true });
    fs.writeFileSync(path.join(distCopy, 'index.html'), '<!doctype html><title>bench</title>\n');
  }

  const rows = [];
  const notes = [];
  let failed = false;
  for (const backend of BACKENDS) {
    if (backend === 'postgres' && !DATABASE_URL) {
      notes.push('postgres: skipped — give --database-url or BENCH_DATABASE_URL (a fresh database is created beside it per run and dropped after)');
      continue;
    }
    for (const k of SCALES) {
      // A run that cannot measure is said so and the others go on (exit 2 at the end).
      try {
        rows.push(await benchRun(backend, k, tmp, distCopy));
      } catch (e) {
        notes.push(`${backend} ${k}×: cannot measure: ${e.message}`);
        console.error(`${backend} ${k}×: cannot measure: ${e.stack || e.message}`);
        failed = true;
      }
    }
  }
  console.log(`\nload average at the end ${loadLine()}; ${((Date.now() - startedAt) / 1000).toFixed(0)} s in all\n`);
  const misses = printTables(rows);
  console.log(
    `\nstart: spawn → /readyz 200 on the seeded data (seed: the first start, which seeds); RSS after the warm-up (every route's boot answer once); edit→index: from the approval of an article revision to the 5-line series' answer; hot: boot /data + snapshot 21 + 5-line series round robin; static: the series' bytes as a file from the same process; cold asOf: the 5-line series as of a day in a week not asked before, the slowest of three`,
  );
  for (const n of notes) console.log(`note: ${n}`);
  if (misses) process.exitCode = 1;
  if (failed) process.exitCode = 2;
}

main()
  .catch((e) => {
    console.error(`bench-scale: cannot measure: ${e.stack || e.message}`);
    process.exitCode = 2;
  })
  .finally(() => {
    cleanupAll();
  });
