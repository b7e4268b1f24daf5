#!/usr/bin/env node
/**
 * JavaScript a first visit downloads, the visitor's definition (issue 7): every route of
 * scripts/routes.mjs is opened in a fresh browser context (empty cache; desktop routes in a
 * 1280×900 window, /mobile routes with the iPhone of tests/e2e/fixtures.ts), and every script
 * response (resourceType 'script', or any response served as JavaScript) is recorded until the
 * network is idle: `waitUntil: 'networkidle'`, then until no request has been in flight, started or
 * ended for QUIET_MS (1 s) and the page's main thread is idle (a requestIdleCallback round trip), so
 * the chunks a page loads right after its first paint (ECharts…) count, even on a busy machine
 * where parsing the entry script alone outlasts networkidle's 500 ms.
 * Each file is sized from its bytes (the decoded response body) compressed with gzip -9 and
 * brotli q11 (node:zlib), as a CDN would serve it; a route's total is the sum over its files.
 *
 * `npm run size` runs this file: it serves dist/ itself with `max preview` on a free port unless
 * E2E_BASE_URL (or BASE_URL) names a running server, prints one row per route (files, gzip KB,
 * brotli KB, budget, ok; KB = 1024 bytes) and exits 1 when a route is over its brotli budget
 * (/home and /mobile/home 250 KB, every other route 450 KB), 2 when it cannot measure.
 *
 *   node scripts/measure-js.mjs [--routes=/home,/mobile/home] [--concurrency=3] [--verbose]
 *
 * `--verbose` lists every file of every route. Also used by scripts/bench.mjs.
 */
import { chromium } from '@playwright/test';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import { trackNetwork } from './network-quiet.mjs';
import { DESKTOP, PHONE, filterRoutes, resolveRoutes } from './routes.mjs';
import { serveDist } from './serve-dist.mjs';
import { testChromium } from './chromium.mjs';

export { trackNetwork };
const NAV_TIMEOUT = 60_000;

/** Chromium of the e2e tests (Debian's, no download: scripts/chromium.mjs). */
export function launchChromium() {
  return chromium.launch({
    executablePath: testChromium(),
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update'],
  });
}

/** Context options of a route's side: the desktop window or the phone. */
export function contextOptions(/** @type {'desktop' | 'mobile'} */ side) {
  return { locale: 'zh-CN', ...(side === 'mobile' ? PHONE : DESKTOP) };
}

/** @type {Map<string, { raw: number, gzip: number, brotli: number }>} */
const sizeCache = new Map();

/** Compressed sizes of a file's bytes, cached by URL (built file names carry a content hash). */
export function compressedSizes(/** @type {string} */ url, /** @type {Buffer} */ buf) {
  const hit = sizeCache.get(url);
  if (hit && hit.raw === buf.length) return hit;
  const s = {
    raw: buf.length,
    gzip: zlib.gzipSync(buf, { level: 9 }).length,
    brotli: zlib.brotliCompressSync(buf, {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: buf.length },
    }).length,
  };
  sizeCache.set(url, s);
  return s;
}

const isScript = (/** @type {import('@playwright/test').Response} */ res) =>
  res.request().resourceType() === 'script' || /javascript|ecmascript/i.test(res.headers()['content-type'] || '');

/**
 * @typedef {{ url: string, raw: number, gzip: number, brotli: number }} ScriptSize
 * @typedef {{ files: number, raw: number, gzip: number, brotli: number, scripts: ScriptSize[], finalUrl: string }} JsMeasure
 */

/**
 * Open `route.path` in a fresh context and size every script it downloads until the network is idle.
 * @param {import('@playwright/test').Browser} browser
 * @param {string} baseURL
 * @param {{ path: string, side: 'desktop' | 'mobile' }} route
 * @returns {Promise<JsMeasure>}
 */
export async function measureRouteJs(browser, baseURL, route) {
  const context = await browser.newContext(contextOptions(route.side));
  try {
    const page = await context.newPage();
    /** @type {Promise<ScriptSize | null>[]} */
    const pending = [];
    page.on('response', (res) => {
      if (!isScript(res) || res.status() >= 300) return;
      pending.push(
        res
          .body()
          .then((buf) => ({ url: res.url(), ...compressedSizes(res.url(), buf) }))
          .catch((e) => (console.error(`body of ${res.url()}: ${e.message}`), null)),
      );
    });
    const network = trackNetwork(page);
    await page.goto(`${baseURL}/#${route.path}`, { waitUntil: 'networkidle', timeout: NAV_TIMEOUT });
    await network.settled();
    const finalUrl = page.url();
    const byUrl = new Map();
    for (const s of await Promise.all(pending)) if (s) byUrl.set(s.url, s);
    const scripts = [...byUrl.values()].sort((a, b) => b.brotli - a.brotli);
    const sum = (/** @type {'raw' | 'gzip' | 'brotli'} */ k) => scripts.reduce((t, s) => t + s[k], 0);
    return { files: scripts.length, raw: sum('raw'), gzip: sum('gzip'), brotli: sum('brotli'), scripts, finalUrl };
  } finally {
    await context.close();
  }
}

/**
 * Measure many routes, `concurrency` contexts at a time, in the order given.
 * @template {{ path: string, side: 'desktop' | 'mobile' }} R
 * @param {import('@playwright/test').Browser} browser
 * @param {string} baseURL
 * @param {R[]} routes
 * @param {number} [concurrency]
 * @returns {Promise<Map<R, JsMeasure>>}
 */
export async function measureRoutesJs(browser, baseURL, routes, concurrency = 3) {
  const out = new Map();
  let next = 0;
  const worker = async () => {
    while (next < routes.length) {
      const r = routes[next++];
      out.set(r, await measureRouteJs(browser, baseURL, r));
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(concurrency, routes.length)) }, worker));
  return out;
}

export const kb = (/** @type {number} */ n) => (n / 1024).toFixed(1);

/** `--name=value` arguments. */
export function argValue(/** @type {string} */ name) {
  const hit = process.argv.find((a) => a === `--${name}` || a.startsWith(`--${name}=`));
  if (!hit) return undefined;
  return hit.includes('=') ? hit.slice(hit.indexOf('=') + 1) : 'true';
}

async function main() {
  const server = await serveDist();
  const browser = await launchChromium();
  let failed = 0;
  let missed = 0;
  try {
    const routes = filterRoutes(await resolveRoutes(server.baseURL), argValue('routes'));
    const results = await measureRoutesJs(browser, server.baseURL, routes, Number(argValue('concurrency') || 3));
    console.log(`\nJS downloaded by a first visit until the network is idle (every script, gzip -9 / brotli q11, KB = 1024 B)\n`);
    console.log(`${'route'.padEnd(30)} ${'files'.padStart(5)} ${'gzip KB'.padStart(9)} ${'brotli KB'.padStart(10)} ${'budget'.padStart(7)}  ok`);
    for (const r of routes) {
      const m = /** @type {JsMeasure} */ (results.get(r));
      const size = m.brotli / 1024;
      const ok = size <= r.jsBudgetKB;
      const held = !ok && size <= r.jsCeilingKB;
      if (!ok && !held) failed += 1;
      if (held) missed += 1;
      const moved = new URL(m.finalUrl).hash !== `#${r.path}` ? `   (ended on ${new URL(m.finalUrl).hash})` : '';
      console.log(
        `${r.path.padEnd(30)} ${String(m.files).padStart(5)} ${kb(m.gzip).padStart(9)} ${kb(m.brotli).padStart(10)} ${String(r.jsBudgetKB).padStart(7)}  ${ok ? 'yes' : held ? `no, goal missed (ceiling ${r.jsCeilingKB})` : 'NO'}${moved}`,
      );
      if (argValue('verbose')) {
        for (const s of m.scripts) console.log(`    ${kb(s.brotli).padStart(8)} KB br  ${kb(s.gzip).padStart(8)} KB gz  ${new URL(s.url).pathname}`);
      }
    }
    if (missed) console.log(`\n${missed} route(s) over the goal but within their ceiling (scripts/routes.mjs JS_CEILINGS_KB).`);
    console.log(failed ? `\n${failed} route(s) over budget.` : '\nNo route over its budget or ceiling.');
  } finally {
    await browser.close();
    await server.close();
  }
  return failed ? 1 : 0;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  main().then(
    (code) => process.exit(code),
    (e) => {
      console.error(e instanceof Error ? e.message : e);
      process.exit(2);
    },
  );
}
