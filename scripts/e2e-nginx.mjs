#!/usr/bin/env node
/**
 * `npm run test:nginx` — one pass through the documented deployment: real nginx with docs/nginx.conf
 * in front of the real server.
 *
 * 1. Starts server/dist/main.mjs (a fresh embedded database in a temp folder, seeded with the demo
 *    site; it reads dist/ only for the entry page it makes, with boot data) on a free port.
 * 2. Derives an nginx configuration from docs/nginx.conf by text substitution only — `listen` → a free
 *    port on the loopback, `root` → this repo's dist/, the backend address → the server — and wraps it
 *    in a main file whose pid, logs and temp folders live in a temp folder. Everything else (headers,
 *    caching, gzip, the proxy locations) is the documented file as it stands.
 * 3. Starts `nginx -p <tmp> -c <tmp>/nginx.conf -g 'daemon off;'` and checks the headers itself:
 *    index.html no-cache, hashed assets immutable, the Content-Security-Policy of docs/nginx.conf on
 *    pages, assets and API answers, /webapi proxied (ETag, 304, JSON error envelopes), a POST to
 *    /webapi denied, and every other location docs/nginx.conf proxies answered by the server.
 * 4. Runs a few Playwright specs with E2E_BASE_URL=http://localhost:<nginx port> (every desktop
 *    route with its data, the /mobile layout, a report's PDF download). Extra arguments go to Playwright, e.g.
 *    `npm run test:nginx -- --workers=2` or other spec files; `--checks-only` skips Playwright.
 * 5. With TEST_DATABASE_URL (PostgreSQL): two instances on one new database behind nginx's upstream —
 *    started at once, a change seen across them, one killed with SIGKILL under load
 *    (scripts/e2e-instances.mjs).
 * 6. Stops nginx and the servers and removes the temp folder (also on Ctrl-C).
 *
 * Needs nginx (`apt-get install -y nginx`) and a build (`npm run build`; it warns when server/dist is
 * older than the server's sources). E2E_SERVER: another server bundle; NGINX: the nginx binary.
 * Exit 0 when everything passed, 1 when a check or a test failed, 2 when it could not run.
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createCleanups } from './cleanup.mjs';
import { freePort, sleep } from './serve-dist.mjs';
import { instancesPhase } from './e2e-instances.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DIST = path.join(ROOT, 'dist');
const SERVER = process.env.E2E_SERVER ? path.resolve(process.env.E2E_SERVER) : path.join(ROOT, 'server', 'dist', 'main.mjs');
const DOC_CONF = path.join(ROOT, 'docs', 'nginx.conf');
// Every route once (foundation: each desktop route with its data, the mobile layout) and a download: what
// the deployment can break; the pages' own behaviour is the main suite's, run once, not again here.
const SPECS = ['tests/e2e/foundation.spec.ts', 'tests/e2e/articles-pdf.spec.ts'];

const started = Date.now();
const elapsed = () => `${((Date.now() - started) / 1000).toFixed(0)} s`;
const log = (msg) => console.log(`[e2e-nginx ${elapsed()}] ${msg}`);

// ------------------------------------------------------------------ cleanup

const { cleanups, cleanupAll } = createCleanups('nginx and the server');

function fail(msg, code = 2) {
  console.error(`e2e-nginx: ${msg}`);
  process.exit(code);
}


/** A child in its own process group, stopped (with everything it started) by `stop`. */
function startChild(label, cmd, args, opts) {
  const child = spawn(cmd, args, { detached: true, stdio: ['ignore', 'pipe', 'pipe'], ...opts });
  let out = '';
  const keep = (d) => {
    out = (out + d).slice(-20_000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  let exited = null;
  const gone = new Promise((resolve) => {
    child.on('exit', (code, signal) => {
      exited = `${signal || code}`;
      resolve();
    });
    child.on('error', (e) => {
      exited = e.message;
      resolve();
    });
  });
  const kill = (sig) => {
    if (exited !== null || child.pid === undefined) return;
    try {
      process.kill(-child.pid, sig);
    } catch {
      // already gone
    }
  };
  const undo = () => kill('SIGKILL');
  cleanups.push(undo);
  return {
    label,
    output: () => out,
    exited: () => exited,
    /** `graceful` first (SIGTERM for the server, SIGQUIT for nginx), SIGKILL after `waitMs`. */
    stop: async (graceful = 'SIGTERM', waitMs = 10_000) => {
      kill(graceful);
      await Promise.race([gone, sleep(waitMs)]);
      kill('SIGKILL');
      await Promise.race([gone, sleep(2000)]);
      const i = cleanups.indexOf(undo);
      if (i >= 0) cleanups.splice(i, 1);
    },
  };
}

async function waitFor(url, child, timeoutMs) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (child.exited() !== null) throw new Error(`${child.label} exited (${child.exited()}) before ${url} answered:\n${child.output()}`);
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not up yet
    }
    await sleep(300);
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s:\n${child.output()}`);
}

// ------------------------------------------------------------------ the nginx configuration

function findNginx() {
  for (const p of [process.env.NGINX, '/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/local/nginx/sbin/nginx']) if (p && fs.existsSync(p)) return p;
  const r = spawnSync('sh', ['-c', 'command -v nginx'], { encoding: 'utf8' });
  return r.status === 0 ? r.stdout.trim() : null;
}

function hasIpv6Loopback() {
  try {
    return fs.readFileSync('/proc/net/if_inet6', 'utf8').includes('00000000000000000000000000000001');
  } catch {
    return false;
  }
}

/** nginx quoting for a path (spaces, semicolons…). */
const ngxPath = (p) => (/^[\w./-]+$/.test(p) ? p : `"${p.replace(/(["\\])/g, '\\$1')}"`);

/**
 * docs/nginx.conf with only the machine-specific values replaced. Each substitution must hit, so a
 * change of the documented file's shape stops the test instead of silently testing something else.
 */
function deriveServerBlock(doc, { port, root, backend, ipv6 }) {
  const steps = [
    ['listen (IPv4)', /^(\s*)listen\s+80\s*;/m, (_m, indent) => `${indent}listen 127.0.0.1:${port};`],
    ['listen (IPv6)', /^(\s*)listen\s+\[::\]:80\s*;/m, (_m, indent) => (ipv6 ? `${indent}listen [::1]:${port};` : `${indent}# (no IPv6 loopback here)`)],
    ['root', /^(\s*)root\s+[^;]+;/m, (_m, indent) => `${indent}root ${ngxPath(root)};`],
    ['backend address', /backend\.internal:8080/g, () => backend],
  ];
  let text = doc;
  for (const [what, re, to] of steps) {
    if (!re.test(text)) throw new Error(`docs/nginx.conf: cannot find the ${what} to substitute (${re}); update scripts/e2e-nginx.mjs`);
    re.lastIndex = 0;
    text = text.replace(re, to);
  }
  return text;
}

function mainConfig(tmp, serverBlock) {
  const mime = ['/etc/nginx/mime.types', '/usr/local/nginx/conf/mime.types', '/usr/share/nginx/mime.types'].find((p) => fs.existsSync(p));
  if (!mime) throw new Error('no mime.types of nginx found');
  const t = (name) => ngxPath(path.join(tmp, name));
  // As root the workers run as nobody (nginx's default); they read dist/ and write only the temp folders.
  const user = process.getuid?.() === 0 ? `user nobody ${spawnSync('getent', ['group', 'nogroup']).status === 0 ? 'nogroup' : 'nobody'};\n` : '';
  return `# Written by scripts/e2e-nginx.mjs: docs/nginx.conf with the test's port, root and backend.
${user}worker_processes 1;
pid ${t('nginx.pid')};
error_log ${t('error.log')} warn;
events { worker_connections 512; }
http {
    include ${ngxPath(mime)};
    default_type application/octet-stream;
    access_log ${t('access.log')};
    sendfile on;
    keepalive_timeout 65;
    # Not nginx's 1,000 requests a connection: closing one after its last answer races a load generator
    # that has already sent the next request on it (ECONNRESET; a browser retries such a GET itself).
    keepalive_requests 1000000;
    client_body_temp_path ${t('client_body')};
    proxy_temp_path ${t('proxy')};
    fastcgi_temp_path ${t('fastcgi')};
    uwsgi_temp_path ${t('uwsgi')};
    scgi_temp_path ${t('scgi')};

# ---------------------------------------------------------------- docs/nginx.conf (derived)
${serverBlock}
}
`;
}

/** The locations of docs/nginx.conf that proxy to the backend: [modifier, path]. */
function proxiedLocations(doc) {
  const text = doc.replace(/#[^\n]*/g, '');
  const out = [];
  const re = /location\s+(=|\^~|~\*?)?\s*("?)([^\s"{]+)\2\s*\{((?:[^{}]|\{[^{}]*\})*)\}/g;
  for (let m; (m = re.exec(text)); ) if (/\bproxy_pass\b/.test(m[4])) out.push([m[1] ?? '', m[3]]);
  return out;
}

// ------------------------------------------------------------------ the header checks

async function headerChecks(base, doc) {
  const results = [];
  const check = (name, ok, detail = '') => {
    results.push({ name, ok: !!ok, detail });
  };
  const cspMatch = doc.match(/add_header\s+Content-Security-Policy\s+"([^"]+)"/);
  if (!cspMatch) throw new Error('docs/nginx.conf has no Content-Security-Policy header');
  const CSP = cspMatch[1];
  const get = async (p, init) => {
    const res = await fetch(base + p, { redirect: 'manual', ...init });
    const body = Buffer.from(await res.arrayBuffer());
    return { res, body, h: (k) => res.headers.get(k) ?? '' };
  };
  const security = (name, r) => {
    check(`${name}: Content-Security-Policy is the documented one`, r.h('content-security-policy') === CSP, r.h('content-security-policy') || '(missing)');
    check(`${name}: X-Content-Type-Options nosniff`, r.h('x-content-type-options') === 'nosniff', r.h('x-content-type-options') || '(missing)');
    check(`${name}: Referrer-Policy`, r.h('referrer-policy') === 'strict-origin-when-cross-origin', r.h('referrer-policy') || '(missing)');
  };

  // Pages.
  for (const p of ['/', '/index.html']) {
    const r = await get(p);
    check(`GET ${p}: 200 text/html`, r.res.status === 200 && r.h('content-type').startsWith('text/html'), `${r.res.status} ${r.h('content-type')}`);
    check(`GET ${p}: Cache-Control no-cache`, r.h('cache-control') === 'no-cache', r.h('cache-control') || '(missing)');
    check(`GET ${p}: the server's page, with boot data`, /<script type="application\/json" id="boot">/.test(r.body.toString('utf8')), r.body.toString('utf8').slice(0, 120));
    security(`GET ${p}`, r);
  }
  if (fs.existsSync(path.join(DIST, 'datashow', 'index.html'))) {
    const r = await get('/datashow/');
    check('GET /datashow/: 200, no-cache', r.res.status === 200 && r.h('cache-control') === 'no-cache', `${r.res.status} ${r.h('cache-control')}`);
    security('GET /datashow/', r);
  }

  // Hashed assets: the shell script and CSS from index.html, one lazy chunk, one static/ file.
  const html = fs.readFileSync(path.join(DIST, 'index.html'), 'utf8');
  const assets = [...html.matchAll(/(?:src|href)="\/([^"]+\.[0-9a-f]{8}\.(?:js|css))"/g)].map((m) => `/${m[1]}`);
  const chunk = fs.readdirSync(DIST).find((f) => /\.[0-9a-f]{8}\.async\.js$/.test(f));
  if (chunk) assets.push(`/${chunk}`);
  const staticDir = path.join(DIST, 'static');
  const staticFile = fs.existsSync(staticDir) ? fs.readdirSync(staticDir).find((f) => /\.[0-9a-f]{8}\.[a-z0-9]+$/i.test(f)) : undefined;
  if (staticFile) assets.push(`/static/${staticFile}`);
  check('dist/index.html names hashed assets', assets.length >= 2, assets.join(', '));
  for (const a of assets) {
    const r = await get(a, { headers: { 'Accept-Encoding': 'gzip' } });
    check(`GET ${a}: 200, immutable`, r.res.status === 200 && r.h('cache-control') === 'public, max-age=31536000, immutable', `${r.res.status} ${r.h('cache-control')}`);
    if (/\.(js|css)$/.test(a)) check(`GET ${a}: gzip`, r.h('content-encoding') === 'gzip', r.h('content-encoding') || '(none)');
    security(`GET ${a}`, r);
  }
  const unhashed = fs.readdirSync(DIST).find((f) => /^favicon\.|\.svg$|\.png$|\.ico$/.test(f) && !/\.[0-9a-f]{8}\./.test(f));
  if (unhashed) {
    const r = await get(`/${unhashed}`);
    check(`GET /${unhashed}: 200, max-age=3600`, r.res.status === 200 && /max-age=3600/.test(r.h('cache-control')), `${r.res.status} ${r.h('cache-control')}`);
    security(`GET /${unhashed}`, r);
  }
  {
    const r = await get('/no-such-file.js');
    check('GET /no-such-file.js: 404 from nginx', r.res.status === 404, String(r.res.status));
  }

  // The API through the proxy.
  const site = await get('/webapi/site');
  let envelope = null;
  try {
    envelope = JSON.parse(site.body.toString('utf8'));
  } catch {
    // checked below
  }
  check('GET /webapi/site: 200 JSON success envelope', site.res.status === 200 && envelope?.success === true && site.h('content-type').includes('application/json'), `${site.res.status} ${site.h('content-type')}`);
  check('GET /webapi/site: ETag', !!site.h('etag'), site.h('etag') || '(missing)');
  check('GET /webapi/site: Cache-Control public, max-age=60', site.h('cache-control') === 'public, max-age=60', site.h('cache-control') || '(missing)');
  security('GET /webapi/site', site);
  if (site.h('etag')) {
    const r = await get('/webapi/site', { headers: { 'If-None-Match': site.h('etag') } });
    check('GET /webapi/site with If-None-Match: 304', r.res.status === 304, String(r.res.status));
  }
  {
    const r = await get('/webapi/site', { method: 'HEAD' });
    check('HEAD /webapi/site: 200', r.res.status === 200, String(r.res.status));
  }
  for (const method of ['POST', 'PUT', 'DELETE']) {
    const r = await get('/webapi/site', { method, body: method === 'DELETE' ? undefined : '{}', headers: { 'Content-Type': 'application/json' } });
    check(`${method} /webapi/site: 403 from nginx (limit_except GET)`, r.res.status === 403, String(r.res.status));
  }
  {
    const r = await get('/webapi/articles/999999999');
    let body = null;
    try {
      body = JSON.parse(r.body.toString('utf8'));
    } catch {
      // checked below
    }
    check('GET /webapi/articles/999999999: 404 JSON NOT_FOUND (not an nginx page)', r.res.status === 404 && body?.errorCode === 'NOT_FOUND', `${r.res.status} ${r.body.toString('utf8').slice(0, 120)}`);
  }
  {
    const r = await get('/webapi/nope');
    check('GET /webapi/nope: JSON 404 from the server', r.res.status === 404 && r.h('content-type').includes('application/json'), `${r.res.status} ${r.h('content-type')}`);
  }

  // Every other location that docs/nginx.conf proxies must reach the server, not nginx's own pages:
  // the share pages (a real article's), the sitemap, robots.txt… with the security headers once.
  const list = await get('/webapi/articles?categoryId=214');
  const articleId = JSON.parse(list.body.toString('utf8')).data?.list?.[0]?.id;
  for (const [mod, loc] of proxiedLocations(doc)) {
    if (loc === '/webapi/') continue;
    if (mod.startsWith('~')) {
      check(`location ${mod} ${loc}: proxied`, true, 'regex location, not probed');
      continue;
    }
    const exact = mod === '=' || !loc.endsWith('/');
    const probe = exact ? loc : loc === '/s/' && articleId ? `/s/article/${articleId}` : `${loc}e2e-nginx-probe`;
    const known = exact || probe !== `${loc}e2e-nginx-probe`;
    const r = await get(probe);
    const text = r.body.toString('utf8');
    const fromNginx = /<center>nginx[^<]*<\/center>/.test(text);
    const ok = known ? r.res.status === 200 && !fromNginx : r.res.status < 500 && !fromNginx;
    check(`GET ${probe}: answered by the server through location ${mod ? `${mod} ` : ''}${loc}`, ok, `${r.res.status} ${r.h('content-type')}`);
    if (probe.startsWith('/s/article/')) check(`GET ${probe}: a page with preview tags`, /<meta property="og:title"/.test(text), text.slice(0, 120));
    if (known) security(`GET ${probe}`, r);
    if (loc === '/sitemap.xml' && r.res.status === 200) {
      const first = text.match(/<loc>([^<]+)<\/loc>/)?.[1] ?? '(none)';
      check('GET /sitemap.xml: a urlset of absolute addresses', /<urlset/.test(text) && /^https?:\/\//.test(first), first);
      if (!first.startsWith(base)) console.log(`  note: the sitemap's addresses start ${first.replace(/(https?:\/\/[^/]+).*/, '$1')}, not ${base} (nginx passes $host, which has no port)`);
    }
    if (exact && mod === '=') {
      const post = await get(probe, { method: 'POST', body: '{}' });
      check(`POST ${probe}: 403 from nginx`, post.res.status === 403, String(post.res.status));
    }
  }
  return results;
}

// ------------------------------------------------------------------ main

/** The server's TypeScript sources (not its bundle). */
function sourcesOf(dir) {
  const out = [];
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) {
      if (e.name !== 'dist' && e.name !== 'node_modules') out.push(...sourcesOf(p));
    } else if (/\.(ts|sql)$/.test(e.name)) out.push(p);
  }
  return out;
}

async function main() {
  const nginx = findNginx();
  if (!nginx) fail('nginx is not installed (Debian/Ubuntu: apt-get install -y nginx)');
  if (!fs.existsSync(path.join(DIST, 'index.html'))) fail('no build in dist/: run `npm run build` first');
  if (!fs.existsSync(SERVER)) {
    log('no server bundle: npm run build:server');
    const r = spawnSync('npm', ['run', 'build:server'], { cwd: ROOT, stdio: 'inherit' });
    if (r.status !== 0) fail('npm run build:server failed');
  } else if (!process.env.E2E_SERVER) {
    const built = fs.statSync(SERVER).mtimeMs;
    const newer = [path.join(ROOT, 'docs', 'openapi.yaml'), ...sourcesOf(path.join(ROOT, 'server'))].filter((f) => fs.statSync(f).mtimeMs > built);
    if (newer.length) log(`WARNING: server/dist/main.mjs is older than ${path.relative(ROOT, newer[0])}${newer.length > 1 ? ` and ${newer.length - 1} more` : ''}: run \`npm run build:server\``);
  }
  const doc = fs.readFileSync(DOC_CONF, 'utf8');

  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-nginx-'));
  fs.chmodSync(tmp, 0o755); // nginx's workers (nobody, when run as root) create their temp folders here
  cleanups.push(() => fs.rmSync(tmp, { recursive: true, force: true }));

  // The server, on a fresh embedded database: /webapi, the share pages and the entry page (from dist/);
  // every other file of dist/ comes from nginx.
  const serverPort = await freePort();
  const server = startChild('the server', process.execPath, [SERVER], {
    cwd: ROOT,
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(serverPort), DATA_DIR: path.join(tmp, 'data'), DIST_DIR: DIST, LOG_LEVEL: 'warn' },
  });
  log(`starting the server on 127.0.0.1:${serverPort} (fresh database: seeding takes a while)`);

  // nginx, from the documented file.
  const port = await freePort();
  const conf = path.join(tmp, 'nginx.conf');
  fs.writeFileSync(conf, mainConfig(tmp, deriveServerBlock(doc, { port, root: DIST, backend: `127.0.0.1:${serverPort}`, ipv6: hasIpv6Loopback() })));
  const test = spawnSync(nginx, ['-t', '-p', tmp, '-c', conf], { encoding: 'utf8' });
  if (test.status !== 0) fail(`nginx -t rejects the configuration derived from docs/nginx.conf (${conf}):\n${test.stderr}`);

  await waitFor(`http://127.0.0.1:${serverPort}/webapi/site`, server, 300_000);
  log('server up');
  const ngx = startChild('nginx', nginx, ['-p', tmp, '-c', conf, '-g', 'daemon off;'], { cwd: tmp });
  const base = `http://localhost:${port}`;
  await waitFor(`${base}/webapi/site`, ngx, 30_000);
  log(`nginx ${spawnSync(nginx, ['-v'], { encoding: 'utf8' }).stderr.trim().replace(/^nginx version: /, '')} on ${base} (root ${DIST}, /webapi → 127.0.0.1:${serverPort})`);

  let failed = false;
  const results = await headerChecks(base, doc);
  for (const r of results) console.log(`  ${r.ok ? 'ok  ' : 'FAIL'} ${r.name}${r.ok ? '' : ` — got ${r.detail}`}`);
  const bad = results.filter((r) => !r.ok);
  log(`header checks: ${results.length - bad.length} of ${results.length} passed`);
  if (bad.length) failed = true;

  let pwCode = null;
  const checksOnly = process.argv.includes('--checks-only');
  if (!failed && !checksOnly) {
    const extra = process.argv.slice(2);
    const specs = extra.some((a) => /\.spec\.ts$/.test(a)) ? [] : SPECS;
    log(`playwright test ${[...specs, ...extra].join(' ')} (E2E_BASE_URL=${base})`);
    const pwStarted = Date.now();
    pwCode = await new Promise((resolve) => {
      // Its own process group: stopping it stops its workers and browsers too.
      const pw = spawn(path.join(ROOT, 'node_modules', '.bin', 'playwright'), ['test', ...specs, ...extra], {
        cwd: ROOT,
        stdio: 'inherit',
        detached: true,
        env: { ...process.env, E2E_BASE_URL: base },
      });
      const undo = () => {
        try {
          process.kill(-pw.pid, 'SIGTERM');
        } catch {
          // gone
        }
      };
      cleanups.push(undo);
      pw.on('exit', (code, signal) => {
        const i = cleanups.indexOf(undo);
        if (i >= 0) cleanups.splice(i, 1);
        resolve(code ?? (signal ? 1 : 0));
      });
    });
    log(`playwright: ${pwCode === 0 ? 'passed' : `failed (exit ${pwCode})`} in ${((Date.now() - pwStarted) / 1000).toFixed(0)} s`);
    if (pwCode !== 0) failed = true;
  } else {
    log(checksOnly ? 'playwright skipped (--checks-only)' : 'playwright skipped: fix the header checks first');
  }

  // nginx's own errors (a proxied request that failed shows here first).
  const errors = fs.existsSync(path.join(tmp, 'error.log')) ? fs.readFileSync(path.join(tmp, 'error.log'), 'utf8').trim() : '';
  const serious = errors.split('\n').filter((l) => /\[(error|crit|alert|emerg)\]/.test(l) && !/open\(\) ".*" failed \(2: No such file or directory\)|access forbidden by rule/.test(l));
  if (serious.length) {
    console.log(`nginx error.log (${serious.length} lines at error or worse):\n  ${serious.slice(0, 20).join('\n  ')}`);
  }

  // The server gone, nginx still sends its own copy of the entry page (the app then fetches).
  await server.stop('SIGTERM', 12_000);
  {
    const res = await fetch(`${base}/`);
    const text = await res.text();
    const ok = res.status === 200 && text.includes('<div id="root">') && !text.includes('id="boot"') && res.headers.get('cache-control') === 'no-cache';
    console.log(`  ${ok ? 'ok  ' : 'FAIL'} GET / with the server down: nginx's copy of dist/index.html, no-cache${ok ? '' : ` — got ${res.status} ${res.headers.get('cache-control')}`}`);
    if (!ok) failed = true;
  }
  await ngx.stop('SIGQUIT', 10_000);

  // Two instances on one PostgreSQL behind an upstream (scripts/e2e-instances.mjs).
  const scaled = await instancesPhase({ nginx, doc, tmp, root: DIST, repo: ROOT, server: SERVER, startChild, waitFor, mainConfig, deriveServerBlock, log });
  if (scaled.some((r) => !r.ok)) failed = true;
  log(failed ? 'FAILED' : 'passed: docs/nginx.conf in front of the server');
  process.exitCode = failed ? 1 : 0;
}

main()
  .catch((e) => {
    console.error(`e2e-nginx: ${e.stack || e.message}`);
    process.exitCode = 2;
  })
  .finally(() => {
    cleanupAll();
  });
