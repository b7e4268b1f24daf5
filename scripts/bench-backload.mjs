#!/usr/bin/env node
/**
 * The back-load benchmark (issue 45, deliver 4; `npm run bench:backload`, not part of `npm test`): on an
 * empty PGlite site, a weekly family with a 500-node 4-level tree gets 20 years of values (~500,000) in
 * one wide XLSX and one long CSV. The family and its tree are made through their set-up operations
 * (createIndexFamily; the classification imported, submitted and approved by another account).
 * Prints the time to upload and check each, the time to approve and publish, then of the first public
 * answer (the reload), and the server's resident memory: each phase's own peak (VmHWM, reset before the
 * phase) and the whole back-load's against its RSS at the start. Goal: under 2 minutes in all, memory
 * not doubled. Run it under the shared lock (flock /tmp/heavy.lock); figures in docs/benchmarks.md.
 */
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import ExcelJS from 'exceljs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PORT = Number(process.env.BENCH_PORT ?? 18_760);
const BASE = `http://127.0.0.1:${PORT}`;
const PASSWORD = 'Bench-backload-2026';
const PROJ = 31;
const YEARS = Number(process.env.BENCH_YEARS ?? 20);

// The calendar's own rules (the Spring-Festival weeks are skipped), from the server's model.
const modelFile = path.join(os.tmpdir(), `bench-model-${process.pid}.mjs`);
await build({
  stdin: { contents: "export { dueAfter } from './server/model/releases.ts'; export { weekPeriod } from './server/model/periods.ts'; export { dayOf, beijingDay, mondayOf } from './server/model/calendar.ts';", resolveDir: ROOT, loader: 'ts' },
  bundle: true,
  format: 'esm',
  platform: 'node',
  outfile: modelFile,
  logLevel: 'error',
});
const { dueAfter, weekPeriod, dayOf, beijingDay, mondayOf } = await import(modelFile);
fs.rmSync(modelFile);

// ---------------------------------------------------------------- the tree: 1 + 7 + 56 + 436 = 500 nodes
const nodes = [{ id: 'B', parent: null, level: 1 }];
for (let a = 1; a <= 7; a += 1) {
  nodes.push({ id: `B${a}`, parent: 'B', level: 2 });
  for (let b = 1; b <= 8; b += 1) {
    const l3 = `B${a}.${b}`;
    nodes.push({ id: l3, parent: `B${a}`, level: 3 });
    const leaves = (a - 1) * 8 + b <= 44 ? 8 : 7;
    for (let c = 1; c <= leaves; c += 1) nodes.push({ id: `${l3}.${c}`, parent: l3, level: 4 });
  }
}
const kids = new Map();
for (const n of nodes) if (n.parent) kids.set(n.parent, [...(kids.get(n.parent) ?? []), n]);
for (const n of nodes) n.weight = 1;
// Pre-order, as the tree is stored.
const preorder = [];
const walk = (n) => {
  preorder.push(n);
  for (const k of kids.get(n.id) ?? []) walk(k);
};
walk(nodes[0]);

// ---------------------------------------------------------------- the periods and values
const today = beijingDay(new Date());
const first = weekPeriod(mondayOf(dayOf(new Date().getUTCFullYear() - YEARS - 1, 1, 8)));
const periods = [first];
for (const { period } of dueAfter('week', first)) {
  if (period.startDay > today - 14 || periods.length >= YEARS * 52) break;
  periods.push(period);
}
const round2 = (v) => Math.round(v * 100) / 100;
const leaves = preorder.filter((n) => !kids.has(n.id));
/** values[p][node index in preorder] */
const values = periods.map((_, p) => {
  const v = new Map();
  leaves.forEach((n, i) => v.set(n.id, round2(100 + 20 * Math.sin(p / 40 + i) + p * 0.01)));
  for (const n of [...preorder].reverse()) {
    if (!kids.has(n.id)) continue;
    const ks = kids.get(n.id);
    v.set(n.id, round2(ks.reduce((s, k) => s + v.get(k.id), 0) / ks.length));
  }
  return preorder.map((n) => v.get(n.id));
});
const count = periods.length * preorder.length;
console.log(`tree ${preorder.length} nodes, ${periods.length} weeks (${periods[0].key} … ${periods.at(-1).key}): ${count} values`);

async function wideXlsx() {
  const file = path.join(os.tmpdir(), `bench-wide-${process.pid}.xlsx`);
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: file });
  const ws = book.addWorksheet('历史数据');
  ws.addRow(['代码', ...periods.map((p) => p.key)]).commit();
  preorder.forEach((n, i) => ws.addRow([n.id, ...values.map((v) => v[i])]).commit());
  await book.commit();
  const bytes = fs.readFileSync(file);
  fs.rmSync(file);
  return bytes;
}
function longCsv() {
  const lines = ['代码,期间,定基'];
  periods.forEach((p, pi) => preorder.forEach((n, i) => lines.push(`${n.id},${p.key},${values[pi][i]}`)));
  return Buffer.from(`${lines.join('\n')}\n`, 'utf8');
}

/** The family's classification template filled with the tree: each parent's children share it equally (in %). */
async function treeXlsx(template) {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(template);
  const sheet = book.getWorksheet('分类体系');
  for (const n of preorder) {
    const siblings = n.parent ? kids.get(n.parent).length : 1;
    sheet.addRow([n.id, `品类${n.id}`, `Item ${n.id}`, n.parent ?? '', n.level, n.parent ? Math.round((100 / siblings) * 1e4) / 1e4 : null]);
  }
  return Buffer.from(await book.xlsx.writeBuffer());
}

// ---------------------------------------------------------------- the server
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-backload-'));
const env = { ...process.env, DATA_DIR: dataDir, PORT: String(PORT), HOST: '127.0.0.1', DIST_DIR: 'off', SEED: 'off', LOG_LEVEL: 'warn', DEMO_PUBLISH: '0' };
delete env.DATABASE_URL;
let server = null;

async function start() {
  const child = spawn(process.execPath, [path.join(ROOT, 'server', 'dist', 'main.mjs')], { cwd: ROOT, env, stdio: ['ignore', 'inherit', 'inherit'] });
  for (let i = 0; i < 600; i += 1) {
    try {
      await fetch(`${BASE}/webapi/admin/session`);
      server = child;
      return;
    } catch {
      await new Promise((r) => {
        setTimeout(r, 200);
      });
    }
  }
  throw new Error('the server did not start');
}
async function stop() {
  const exited = new Promise((r) => {
    server.once("exit", r);
  });
  server.kill('SIGTERM');
  await exited;
  server = null;
}
const memory = () => {
  const status = fs.readFileSync(`/proc/${server.pid}/status`, 'utf8');
  const kb = (k) => Number(new RegExp(`${k}:\\s+(\\d+)`).exec(status)[1]);
  return { rss: Math.round(kb('VmRSS') / 1024), peak: Math.round(kb('VmHWM') / 1024) };
};
/** Restarts the server's peak (VmHWM) at its present RSS, so the next phase's peak is its own. */
const resetPeak = () => fs.writeFileSync(`/proc/${server.pid}/clear_refs`, '5');
const users = (...args) => execFileSync(process.execPath, [path.join(ROOT, 'server', 'dist', 'users.mjs'), ...args], { cwd: ROOT, env, encoding: 'utf8' });

class Client {
  cookies = new Map();
  xsrf = null;
  async send(method, url, body) {
    const headers = {};
    if (this.cookies.size) headers.Cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    if (this.xsrf && method !== 'GET') headers['X-XSRF-TOKEN'] = this.xsrf;
    const raw = Buffer.isBuffer(body);
    if (body !== undefined) headers['Content-Type'] = raw ? 'application/octet-stream' : 'application/json';
    const res = await fetch(BASE + url, { method, headers, body: body === undefined ? undefined : raw ? new Uint8Array(body) : JSON.stringify(body), signal: AbortSignal.timeout(600_000) });
    for (const c of res.headers.getSetCookie()) {
      const pair = c.split(';')[0];
      this.cookies.set(pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1));
    }
    const json = await res.json();
    if (res.status !== 200) throw new Error(`${method} ${url}: ${res.status} ${JSON.stringify(json).slice(0, 500)}`);
    return json.data;
  }
  /** A file the server makes (a template). */
  async bytes(url) {
    const headers = { Cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ') };
    const res = await fetch(BASE + url, { headers });
    if (res.status !== 200) throw new Error(`GET ${url}: ${res.status}`);
    return Buffer.from(await res.arrayBuffer());
  }
  async signIn(name, password) {
    this.xsrf = (await this.send('POST', '/webapi/admin/session', { name, password })).xsrfToken;
  }
}
async function account(name, role) {
  const oneTime = /one-time password(?: for \S+)?: (\S+)/.exec(users('add', name, '--role', role))[1];
  const c = new Client();
  await c.signIn(name, oneTime);
  await c.send('POST', '/webapi/admin/password', { currentPassword: oneTime, newPassword: PASSWORD });
  return c;
}

try {
  execFileSync('npm', ['run', 'build:server'], { cwd: ROOT, stdio: 'ignore' });
  await start();
  const boss = await account('boss', 'admin');
  await account('ed', 'editor');
  await account('rv', 'reviewer');
  await boss.send('POST', '/webapi/admin/site', {
    code: 'bench-office',
    settings: { name: '基准测试指数', shortName: '基准', publisher: '基准办公室', compiler: '基准编制组', description: '', contact: { phone: '', email: '', address: '' }, icp: '', police: '', sections: ['home', 'data'] },
  });
  // The family and its tree through their set-up operations, as an office makes them.
  const ed0 = new Client();
  await ed0.signIn('ed', PASSWORD);
  const rv0 = new Client();
  await rv0.signIn('rv', PASSWORD);
  await boss.send('POST', '/webapi/admin/families', { projId: PROJ, name: '基准周价格指数', shortName: '基准周指', kind: 'price', frequency: 'week', baseValue: 100, basePeriod: periods[0].key });
  const change = await ed0.send('POST', `/webapi/admin/families/${PROJ}/classification/import?validFrom=${periods[0].key}&filename=tree.xlsx`, await treeXlsx(await ed0.bytes(`/webapi/admin/families/${PROJ}/classification/template`)));
  if (change.errors) throw new Error(`the tree was refused: ${change.issues[0]?.message}`);
  await ed0.send('POST', `/webapi/admin/families/${PROJ}/classification/changes/${change.id}/submit`);
  await rv0.send('POST', `/webapi/admin/families/${PROJ}/classification/changes/${change.id}/review`, { decision: 'approve', comment: null });
  await stop();

  const xlsx = await wideXlsx();
  const csv = longCsv();
  console.log(`files: wide XLSX ${(xlsx.length / 1024 / 1024).toFixed(1)} MB, long CSV ${(csv.length / 1024 / 1024).toFixed(1)} MB`);

  await start();
  const ed = new Client();
  await ed.signIn('ed', PASSWORD);
  const rv = new Client();
  await rv.signIn('rv', PASSWORD);
  const before = memory();
  console.log(`server memory before: RSS ${before.rss} MB (peak so far ${before.peak} MB)`);

  /** The highest peak of any phase: the whole back-load's peak (VmHWM is reset before each phase). */
  let overall = before.peak;
  const phases = [];
  const timed = async (what, fn) => {
    resetPeak();
    const start = memory().rss;
    const t0 = performance.now();
    const out = await fn();
    const s = (performance.now() - t0) / 1000;
    const m = memory();
    overall = Math.max(overall, m.peak);
    phases.push(`${what} ${m.peak}`);
    console.log(`${what}: ${s.toFixed(1)} s; server RSS ${start} → ${m.rss} MB, this phase's peak ${m.peak} MB (${(m.peak / before.rss).toFixed(2)}× the start)`);
    return [out, s];
  };
  const [wide, tWide] = await timed('upload + check, wide XLSX', () => ed.send('POST', `/webapi/admin/families/${PROJ}/history?filename=wide.xlsx`, xlsx));
  console.log(`  report: ${JSON.stringify(wide.history)}, ${wide.errors} errors, ${wide.warnings} warnings${wide.issues.length ? `; first: ${wide.issues[0].message}` : ''}`);
  const [long, tLong] = await timed('upload + check, long CSV', () => ed.send('POST', `/webapi/admin/families/${PROJ}/history?filename=long.csv`, csv));
  console.log(`  report: ${JSON.stringify(long.history)}, ${long.errors} errors, ${long.warnings} warnings${long.issues.length ? `; first: ${long.issues[0].message}` : ''}`);
  const [pub] = await timed('submit', () => ed.send('POST', '/webapi/admin/index/publications', { importId: long.id }));
  const [, tApprove] = await timed('approve + publish', () => rv.send('POST', `/webapi/admin/index/publications/${pub.id}/review`, { decision: 'approve', acknowledgeWarnings: true }));
  const [series] = await timed('public series after', async () => (await fetch(`${BASE}/webapi/index/series?projId=${PROJ}&nodeIds=B`)).json());
  const after = memory();
  console.log(`public series of the root: ${series.data?.[0]?.points?.length ?? JSON.stringify(series).slice(0, 200)} points`);
  console.log(`\nSUMMARY: ${count} values; check wide XLSX ${tWide.toFixed(1)} s, long CSV ${tLong.toFixed(1)} s; approve ${tApprove.toFixed(1)} s; CSV path total ${(tLong + tApprove).toFixed(1)} s; RSS ${before.rss} → ${after.rss} MB; peak of the whole back-load ${overall} MB = ${(overall / before.rss).toFixed(2)}× the start (goal < 2×); per phase: ${phases.join(', ')} MB`);
} finally {
  if (server) await stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
