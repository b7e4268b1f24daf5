/**
 * The scaled deployment's pass of `npm run test:nginx` (issue 46), when TEST_DATABASE_URL names a
 * PostgreSQL server: two server instances on ONE new, empty database behind nginx's `upstream` (the
 * proxy locations of docs/nginx.conf, pointed at the upstream instead of one backend).
 *
 * 1. Both instances start at the same moment on the empty database: both come up (/readyz 200), the
 *    demo site seeded once, no "already exists" or duplicate key in their logs.
 * 2. A change through one instance (an admin's site settings, over its API) is answered by the other
 *    within VERSION_TTL_MS (+ one request's time).
 * 3. Under load through nginx (autocannon on public GETs) one instance is killed with SIGKILL: visitors'
 *    GETs get no error (nginx retries the other), and of the article drafts an editor creates meanwhile,
 *    alternately on each instance (docs/nginx.conf passes only GETs on; staff reach the back office
 *    another way), each one answered 200 is stored exactly once and none is stored twice.
 *
 * Called by scripts/e2e-nginx.mjs with its harness (children, nginx configuration).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { freePort, sleep } from './serve-dist.mjs';

const TTL_MS = 1000;
const PUBLIC_GETS = ['/webapi/site', '/webapi/index/families', '/webapi/articles?categoryId=213&pageSize=10', '/webapi/datashow', '/webapi/companies'];

/** A back-office client over fetch: its cookies, the XSRF echo on writes. */
function client(base) {
  const cookies = new Map();
  let xsrf = null;
  const send = async (method, url, body, token) => {
    const headers = {};
    if (token) headers.Authorization = `Bearer ${token}`;
    else if (cookies.size) headers.Cookie = [...cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    if (xsrf && !token && method !== 'GET') headers['X-XSRF-TOKEN'] = xsrf;
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    const res = await fetch(base + url, { method, headers, body: body === undefined ? undefined : JSON.stringify(body), signal: AbortSignal.timeout(30_000) });
    for (const c of res.headers.getSetCookie()) {
      const pair = c.split(';')[0];
      cookies.set(pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1));
    }
    const json = await res.json().catch(() => null);
    if (url === '/webapi/admin/session' && res.status === 200) xsrf = json.data.xsrfToken;
    return { status: res.status, json };
  };
  return { send };
}

/** `npm run users` against the database (as an operator runs it), its output. */
const users = (repo, env, ...args) => execFileSync(process.execPath, [path.join(repo, 'server', 'dist', 'users.mjs'), ...args], { cwd: repo, env, encoding: 'utf8' });

/** An account ready for the API: made with `npm run users`, its one-time password changed, a token. */
async function staffToken(repo, env, base, name, role) {
  const oneTime = /(?:one-time password(?: for \S+)?): (\S+)/.exec(users(repo, env, 'add', name, '--role', role))[1];
  const c = client(base);
  if ((await c.send('POST', '/webapi/admin/session', { name, password: oneTime })).status !== 200) throw new Error(`sign-in of ${name} failed`);
  const changed = await c.send('POST', '/webapi/admin/password', { currentPassword: oneTime, newPassword: 'Scaled-instances-2026' });
  if (changed.status !== 200) throw new Error(`password change of ${name} failed: ${changed.status}`);
  return users(repo, env, 'token', name).split('\n')[0].trim();
}

export async function instancesPhase({ nginx, doc, tmp, root, repo, server, startChild, waitFor, mainConfig, deriveServerBlock, log }) {
  const adminUrl = process.env.TEST_DATABASE_URL?.trim();
  if (!adminUrl) {
    log('two instances behind nginx: skipped (set TEST_DATABASE_URL=postgres://user@host:port/postgres)');
    return [];
  }
  const results = [];
  const check = (name, ok, detail = '') => {
    results.push({ name, ok: !!ok, detail });
    console.log(`  ${ok ? 'ok  ' : 'FAIL'} ${name}${ok ? '' : ` — ${detail}`}`);
  };
  const name = `iip_nginx_${process.pid}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();
  const drop = async () => {
    const c = new pg.Client({ connectionString: adminUrl });
    await c.connect();
    await c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`).finally(() => c.end());
  };
  await admin.end();

  const env = { ...process.env, DATABASE_URL: databaseUrl, HOST: '127.0.0.1', DIST_DIR: root, LOG_LEVEL: 'warn', VERSION_TTL_MS: String(TTL_MS), DEMO_PUBLISH: '0' };
  delete env.DATA_DIR;
  const ports = [await freePort(), await freePort()];
  // 1. Both at once, on the empty database.
  const instances = ports.map((port, i) => startChild(`instance ${i + 1}`, process.execPath, [server], { cwd: repo, env: { ...env, PORT: String(port), LOG_LEVEL: 'info' } }));
  log(`two instances on 127.0.0.1:${ports.join(' and :')}, started at once on the empty database ${name}`);
  try {
    await Promise.all(instances.map((inst, i) => waitFor(`http://127.0.0.1:${ports[i]}/readyz`, inst, 300_000)));
    check('both instances started at once on an empty database are ready (/readyz 200)', true);
    const seeded = instances.filter((inst) => /seeded qingxi-hardware/.test(inst.output())).length;
    check('the demo site was seeded by exactly one of them', seeded === 1, `${seeded} seeded`);
    const clash = instances.map((inst) => inst.output()).find((o) => /already exists|duplicate key/.test(o));
    check('no instance met a table or a site another was creating', !clash, clash?.slice(0, 300));

    // nginx in front of both: docs/nginx.conf with its backend replaced by the upstream.
    const port = await freePort();
    const upstream = `upstream portal_instances {\n    server 127.0.0.1:${ports[0]} max_fails=1 fail_timeout=10s;\n    server 127.0.0.1:${ports[1]} max_fails=1 fail_timeout=10s;\n    keepalive 16;\n}\n`;
    const dir = path.join(tmp, 'instances');
    fs.mkdirSync(dir);
    fs.chmodSync(dir, 0o755);
    const conf = path.join(dir, 'nginx.conf');
    fs.writeFileSync(conf, mainConfig(dir, upstream + deriveServerBlock(doc, { port, root, backend: 'portal_instances', ipv6: false })));
    const ngx = startChild('nginx (upstream)', nginx, ['-p', dir, '-c', conf, '-g', 'daemon off;'], { cwd: dir });
    const base = `http://127.0.0.1:${port}`;
    await waitFor(`${base}/webapi/site`, ngx, 30_000);

    // 2. A change through one, answered by the other.
    const direct = ports.map((p) => `http://127.0.0.1:${p}`);
    const [adminToken, editorToken] = [await staffToken(repo, env, direct[0], 'scaled-admin', 'admin'), await staffToken(repo, env, direct[1], 'scaled-editor', 'editor')];
    const one = client(`http://127.0.0.1:${ports[0]}`);
    const settings = (await one.send('GET', '/webapi/admin/settings', undefined, adminToken)).json.data;
    const newName = `${settings.name}（多实例）`;
    const put = await one.send('PUT', '/webapi/admin/settings', { ...settings, name: newName }, adminToken);
    const changedAt = Date.now();
    let seenAfter = null;
    while (Date.now() - changedAt < 10_000) {
      const r = await fetch(`http://127.0.0.1:${ports[1]}/webapi/site`).then((res) => res.json());
      if (r.data?.name === newName) {
        seenAfter = Date.now() - changedAt;
        break;
      }
      await sleep(50);
    }
    check(`a change through instance 1 is answered by instance 2 within VERSION_TTL_MS (${TTL_MS} ms) + 300 ms`, put.status === 200 && seenAfter !== null && seenAfter <= TTL_MS + 300, `PUT ${put.status}, seen after ${seenAfter} ms`);
    log(`change seen on the other instance after ${seenAfter} ms`);

    // 3. kill -9 under load.
    const loads = PUBLIC_GETS.map((p) => ({ method: 'GET', path: p }));
    const load = autocannon({ url: base, connections: 20, duration: 8, requests: loads, timeout: 10 });
    // Each request error with its instant against the kill's, printed when there is one: what went wrong, and when.
    const errors = [];
    load.on('reqError', (error) => errors.push({ at: Date.now(), message: `${error.code ?? ''} ${error.message}`.trim() }));
    const writers = direct.map((d) => client(d));
    const answered = [];
    const writing = (async () => {
      for (let i = 0; i < 40; i += 1) {
        const title = `scaled-probe-${process.pid}-${i}`;
        const r = await writers[i % 2].send('POST', '/webapi/admin/articles', { categoryId: 213, title, content: '<p>probe</p>' }, editorToken).catch(() => ({ status: 0 }));
        answered.push({ title, status: r.status });
        await sleep(100);
      }
    })();
    await sleep(3000);
    const killedAt = Date.now();
    await instances[1].stop('SIGKILL', 2000);
    log('instance 2 killed with SIGKILL under load');
    const [result] = await Promise.all([load, writing]);
    if (errors.length) log(`request errors: ${errors.map((e) => `${e.message} at kill ${e.at >= killedAt ? '+' : ''}${e.at - killedAt} ms`).join('; ')}`);
    check(`visitors' GETs through nginx while an instance was killed: no error (${result.requests.total} requests)`, result.non2xx === 0 && result.errors === 0 && result.timeouts === 0, `${result.non2xx} non-2xx, ${result.errors} errors, ${result.timeouts} timeouts`);
    const c = new pg.Client({ connectionString: databaseUrl });
    await c.connect();
    const stored = new Map((await c.query(`select fields->>'title' as title, count(*)::int as n from content_revision where entity = 'article' and fields->>'title' like 'scaled-probe-%' group by 1`)).rows.map((r) => [r.title, r.n]));
    await c.end();
    const lost = answered.filter((a) => a.status === 200 && stored.get(a.title) !== 1);
    const doubled = [...stored].filter(([, n]) => n > 1);
    const ok200 = answered.filter((a) => a.status === 200).length;
    check(`writes to both instances meanwhile: every draft answered 200 stored once, none twice (${ok200} of ${answered.length} answered 200)`, lost.length === 0 && doubled.length === 0 && ok200 > 0, `lost ${lost.map((l) => l.title).join(', ')}; doubled ${doubled.map(([t]) => t).join(', ')}`);
    await ngx.stop('SIGQUIT', 10_000);
  } finally {
    for (const inst of instances) await inst.stop('SIGTERM', 10_000);
    await drop().catch((e) => log(`could not drop ${name}: ${e.message}`));
  }
  return results;
}
