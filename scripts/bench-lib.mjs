/**
 * Pieces shared by the load benches (scripts/bench-api.mjs, scripts/bench-scale.mjs): the real server
 * started in its own process group, autocannon runs with exact per-response latencies, the JSON
 * answers, /metrics' cache and dataset loads, and the table's number formats.
 */
import autocannon from 'autocannon';
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, sleep } from './serve-dist.mjs';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** `--name=value` of the command line, else `fallback`. */
export function argValue(name, fallback) {
  const hit = process.argv.find((a) => a === `--${name}` || a.startsWith(`--${name}=`));
  if (!hit) return fallback;
  const eq = hit.indexOf('=');
  return eq < 0 ? fallback : hit.slice(eq + 1);
}

export function loadLine() {
  return os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(' / ');
}

/** Run a command, throw with its output when it fails. */
export function run(cmd, args, opts = {}) {
  const r = spawnSync(cmd, args, { encoding: 'utf8', ...opts });
  if (r.status !== 0) throw new Error(`${cmd} ${args.join(' ')} failed (${r.error?.message ?? r.status}):\n${r.stdout ?? ''}${r.stderr ?? ''}`);
  return r.stdout;
}

// ------------------------------------------------------------------ the server

/**
 * `server` (server/dist/main.mjs) in its own process group on a free port, up when `ready` answers 2xx
 * (asked every `pollMs`); `seconds` is the time from the spawn to that answer. `cleanups` gets a
 * SIGKILL for an abrupt end of the bench.
 * @returns {Promise<{ baseURL: string, pid: number, seconds: number, stop: () => Promise<void> }>}
 */
export async function startServer(label, env, { cleanups, server, ready = '/webapi/site', pollMs = 300, timeoutMs = 300_000, note = ' (first start seeds the demo site)' }) {
  const port = await freePort();
  const started = Date.now();
  const child = spawn(process.execPath, [server], {
    cwd: ROOT,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), LOG_LEVEL: process.env.BENCH_LOG_LEVEL || 'warn', DRAIN_MS: '5000', ...env },
  });
  let log = '';
  const keep = (d) => {
    log = (log + d).slice(-20_000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  let exited = null;
  const gone = new Promise((resolve) => {
    child.on('exit', (code, signal) => {
      exited = signal || code;
      resolve();
    });
  });
  const kill = (sig) => {
    if (exited !== null) return;
    try {
      process.kill(-child.pid, sig);
    } catch {
      // already gone
    }
  };
  // On an abrupt exit of the bench: SIGKILL (its data folder is deleted right after anyway).
  const undo = () => kill('SIGKILL');
  cleanups.push(undo);

  const baseURL = `http://127.0.0.1:${port}`;
  for (;;) {
    if (exited !== null) throw new Error(`${label}: the server exited (${exited}) before it answered:\n${log}`);
    if (Date.now() - started > timeoutMs) {
      kill('SIGKILL');
      throw new Error(`${label}: no answer from ${baseURL}${ready} within ${timeoutMs / 1000} s:\n${log}`);
    }
    try {
      const res = await fetch(`${baseURL}${ready}`);
      if (res.ok) break;
    } catch {
      // not up yet
    }
    await sleep(pollMs);
  }
  const seconds = (Date.now() - started) / 1000;
  console.log(`${label}: server up on ${baseURL} in ${seconds.toFixed(1)} s${note}`);
  return {
    baseURL,
    pid: child.pid,
    seconds,
    stop: async () => {
      kill('SIGTERM');
      await Promise.race([gone, sleep(8000)]);
      kill('SIGKILL');
      await Promise.race([gone, sleep(2000)]);
      const i = cleanups.indexOf(undo);
      if (i >= 0) cleanups.splice(i, 1);
    },
  };
}

// ------------------------------------------------------------------ the answers

/** The Monday of the week ten years before `now` (the `from` of the 10-year series). */
function tenYearsBackMonday(now = new Date()) {
  const d = new Date(Date.UTC(now.getUTCFullYear() - 10, now.getUTCMonth(), now.getUTCDate()));
  d.setUTCDate(d.getUTCDate() - ((d.getUTCDay() + 6) % 7));
  return d.toISOString().slice(0, 10);
}

/**
 * The 10-year series of `nodeIds` of `projId` as the portal's pages ask for it (src/services/indices.ts:
 * columns of numbers, `layout=columns`).
 */
export const tenYearSeriesPath = (projId, nodeIds) =>
  `/webapi/index/series?projId=${projId}${nodeIds ? `&nodeIds=${nodeIds.map(encodeURIComponent).join(',')}` : ''}&from=${tenYearsBackMonday()}&layout=columns`;

/** What Chromium sends: answers and their static twins travel compressed, as a visitor gets them. */
export const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br, zstd' };

/** One GET's body as it came over the wire (not decompressed) and its Content-Encoding. */
function rawGet(url, headers) {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => (res.statusCode === 200 ? resolve({ bytes: Buffer.concat(chunks), encoding: res.headers['content-encoding'] ?? null }) : reject(new Error(`GET ${url} → ${res.statusCode}`))));
        res.on('error', reject);
      })
      .on('error', reject);
  });
}

/**
 * The static twin of an answer: its bytes as `file`, and as the server compressed them for brotli and gzip
 * clients as `file.br` / `file.gz` (when it did), which @fastify/static (`preCompressed`) sends as they are:
 * the ceiling of the very bytes a browser downloads.
 */
export async function writeTwin(baseURL, url, file) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, (await rawGet(baseURL + url, { 'accept-encoding': 'identity' })).bytes);
  for (const [encoding, suffix] of [
    ['br', '.br'],
    ['gzip', '.gz'],
  ]) {
    const got = await rawGet(baseURL + url, { 'accept-encoding': encoding });
    if (got.encoding === encoding) fs.writeFileSync(file + suffix, got.bytes);
  }
}

/** Bytes of `url` on the wire for a browser (compressed as it would get it). */
export async function wireBytes(baseURL, url) {
  return (await rawGet(baseURL + url, BROWSER_HEADERS)).bytes.length;
}

/** A 200 `{ success: true }` answer: its exact bytes and parsed body (throws otherwise). */
export async function getJson(baseURL, url, init) {
  const res = await fetch(baseURL + url, init);
  const bytes = Buffer.from(await res.arrayBuffer());
  let body;
  try {
    body = JSON.parse(bytes.toString('utf8'));
  } catch {
    body = null;
  }
  if (res.status !== 200 || !body?.success) throw new Error(`GET ${url} → ${res.status}: ${bytes.toString('utf8').slice(0, 300)}`);
  return { bytes, body };
}

/** Loads per cache of server/store.ts (`answers`, `datasets`, …) and dataset loads per part (`dataset index`, …), from /metrics. */
export async function storeLoads(baseURL, token) {
  const res = await fetch(`${baseURL}/metrics`, { headers: { Authorization: `Bearer ${token}` } });
  const text = await res.text();
  if (res.status !== 200) throw new Error(`/metrics → ${res.status}`);
  const out = {};
  for (const line of text.split('\n')) {
    const value = Number(line.slice(line.lastIndexOf(' ') + 1));
    const cache = /^portal_cache_lookups_total\{(?=.*outcome="load")(?=.*cache="(\w+)")/.exec(line);
    if (cache) out[cache[1]] = value;
    const part = /^portal_dataset_load_duration_seconds_count\{(?=.*part="(\w+)")/.exec(line);
    if (part) out[`dataset ${part[1]}`] = value;
  }
  return out;
}

// ------------------------------------------------------------------ measuring

export function percentile(sorted, p) {
  if (!sorted.length) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

/**
 * autocannon on `url` (or round the `requests` of each connection, autocannon's `requests`, paths
 * relative to `url`), asking for compressed answers as a browser does: req/s and exact p50/p99 of the
 * 2xx answers when `record`.
 */
export async function load(url, connections, seconds, record, requests) {
  const latencies = [];
  const instance = autocannon({ url, connections, duration: seconds, pipelining: 1, timeout: 10, headers: BROWSER_HEADERS, ...(requests ? { requests } : {}) });
  if (record) {
    instance.on('response', (_client, statusCode, _bytes, ms) => {
      if (statusCode >= 200 && statusCode < 300) latencies.push(ms);
    });
  }
  const t0 = process.hrtime.bigint();
  const result = await instance;
  const secs = Number(process.hrtime.bigint() - t0) / 1e9;
  latencies.sort((a, b) => a - b);
  return {
    rps: latencies.length / secs,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    problems: result.errors + result.timeouts + result.non2xx,
    detail: `errors ${result.errors}, timeouts ${result.timeouts}, non-2xx ${result.non2xx}`,
  };
}

// ------------------------------------------------------------------ the table

export const fmt = {
  rps: (n) => (Number.isFinite(n) ? Math.round(n).toLocaleString('en-US') : '–'),
  ms: (n) => (Number.isFinite(n) ? (n < 10 ? n.toFixed(2) : n.toFixed(1)) : '–'),
  bytes: (n) => (n >= 1024 ? `${(n / 1024).toFixed(1)} KB` : `${n} B`),
};
