#!/usr/bin/env node
/**
 * The back-load benchmark (issue 45, deliver 4; `npm run bench:backload`, not part of `npm test`): on an
 * empty PGlite site, a weekly family with a 500-node 4-level tree gets 20 years of values (~500,000) in
 * one wide XLSX and one long CSV. Prints the time to upload and check each, the time to approve and
 * publish, and the server's resident memory (VmRSS, and its peak VmHWM) before and after. Goal: under
 * 2 minutes in all, memory not doubled. Run it under the shared lock (flock /tmp/heavy.lock).
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
  await stop();

  // The family and its tree, written while the server is stopped (their set-up operations are another piece).
  const { PGlite } = await import('@electric-sql/pglite');
  const db = await PGlite.create(dataDir);
  const siteId = (await db.query('select id from site limit 1')).rows[0].id;
  const meta = { projId: PROJ, name: '基准周价格指数', shortName: '基准周指', kind: 'price', frequency: 'week', baseValue: 100, basePeriod: periods[0].label, basePeriodDate: periods[0].key, unit: '点', depth: 4, valueKinds: ['indexValue', 'lastValue', 'sameValue'], source: '基准', description: '' };
  await db.query(`insert into index_family (site_id, proj_id, name, frequency, base_value, meta, ord) values ($1, $2, $3, 'week', 100, $4, 0)`, [siteId, PROJ, meta.name, JSON.stringify(meta)]);
  for (let i = 0; i < preorder.length; i += 100) {
    const chunk = preorder.slice(i, i + 100);
    const params = [];
    const rows = chunk.map((n, k) => {
      params.push(n.id, n.parent, `品类${n.id}`, n.level, n.weight, i + k);
      const b = k * 6;
      return `(${siteId}, ${PROJ}, $${b + 1}, $${b + 2}, $${b + 3}, $${b + 3}, $${b + 4}, $${b + 5}, $${b + 6}, '2000-01-03', null)`;
    });
    await db.query(`insert into index_node (site_id, proj_id, node_id, parent_id, name, en_name, level, weight, ord, valid_from, valid_to) values ${rows.join(',')}`, params);
  }
  await db.close();

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

  const timed = async (what, fn) => {
    const t0 = performance.now();
    const out = await fn();
    const s = (performance.now() - t0) / 1000;
    const m = memory();
    console.log(`${what}: ${s.toFixed(1)} s; server RSS ${m.rss} MB, peak ${m.peak} MB`);
    return [out, s];
  };
  const [wide, tWide] = await timed('upload + check, wide XLSX', () => ed.send('POST', `/webapi/admin/families/${PROJ}/history?filename=wide.xlsx`, xlsx));
  console.log(`  report: ${JSON.stringify(wide.history)}, ${wide.errors} errors, ${wide.warnings} warnings${wide.issues.length ? `; first: ${wide.issues[0].message}` : ''}`);
  const [long, tLong] = await timed('upload + check, long CSV', () => ed.send('POST', `/webapi/admin/families/${PROJ}/history?filename=long.csv`, csv));
  console.log(`  report: ${JSON.stringify(long.history)}, ${long.errors} errors, ${long.warnings} warnings${long.issues.length ? `; first: ${long.issues[0].message}` : ''}`);
  const pub = await ed.send('POST', '/webapi/admin/index/publications', { importId: long.id });
  const [, tApprove] = await timed('approve + publish', () => rv.send('POST', `/webapi/admin/index/publications/${pub.id}/review`, { decision: 'approve', acknowledgeWarnings: true }));
  const after = memory();
  const series = await (await fetch(`${BASE}/webapi/index/series?projId=${PROJ}&nodeIds=B`)).json();
  console.log(`public series of the root: ${series.data?.[0]?.points?.length ?? JSON.stringify(series).slice(0, 200)} points`);
  console.log(`\nSUMMARY: ${count} values; check wide XLSX ${tWide.toFixed(1)} s, long CSV ${tLong.toFixed(1)} s; approve ${tApprove.toFixed(1)} s; CSV path total ${(tLong + tApprove).toFixed(1)} s; RSS ${before.rss} → ${after.rss} MB (peak ${after.peak} MB)`);
} finally {
  if (server) await stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
