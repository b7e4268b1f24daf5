#!/usr/bin/env node
/**
 * `npm run bench` — the performance bench (issues 7 and 23; not part of `npm test`: Lighthouse
 * numbers mean something only on a quiet machine, and the full run takes a while). It serves dist/
 * with the real server (server/dist/main.mjs, a fresh embedded database: the page carries its boot
 * data) on a free port, or measures E2E_BASE_URL / BASE_URL when given, and prints:
 *
 * 1. One row per route of scripts/routes.mjs:
 *    - JS: every script a first visit downloads until the network is idle, gzip -9 and brotli q11
 *      (scripts/measure-js.mjs, the same numbers as `npm run size`), against the brotli budget;
 *    - Lighthouse 12 performance score, LCP, TBT and CLS, each the median of RUNS runs, each run in
 *      a fresh headless Chromium (/usr/bin/chromium or CHROMIUM_PATH, `--headless=new --no-sandbox
 *      --accept-lang=zh-CN`: a Chinese browser, as the portal's visitors, via chrome-launcher), with the range
 *      of the scores. /mobile/* use Lighthouse's default config (formFactor mobile, simulated slow 4G
 *      and 4× CPU slowdown), every other route the desktop preset
 *      (lighthouse/core/config/desktop-config.js); performance category only;
 *    - beside the floor (issue 23; on unless --no-floor or there is no ../shared/perf-floor):
 *      scripts/floor.mjs builds a copy of the floor once and serves it; it is measured with both
 *      presets, interleaved with the routes (run 1 of everything, then run 2…: a busy minute weighs
 *      on all alike), 5 runs by default, and each route's row gives its points, LCP ratio and TBT
 *      difference against the floor of its preset. Without --routes it measures the /mobile
 *      routes, /data and /home. Goal on /mobile/* and /data: at most 5 points under the floor, LCP
 *      ≤ 1.15× the floor's, TBT ≤ the floor's + 100 ms; other rows keep their score goal;
 *    - a verdict: JS ≤ budget, those goals, CLS (median) ≤ 0.05.
 *
 * 2. Chart render times on /data, desktop window, in the bench's Playwright Chromium (no throttling):
 *    the page is first opened on its default view and the mouse moved over its chart (its first view
 *    is SVG; ECharts comes when the visitor reaches for it), so the app and ECharts are loaded, then
 *    - initial chart: the hash changes to `/data?proj=21&nodes=<5 nodes>&range=all` (the root and the
 *      first four categories of /webapi/index/families/21/tree: ten years of weekly points; the page
 *      shows at most MAX_COMPARE of them, the row says how many lines it drew). Measured from the end
 *      of the last /webapi/index/series response (resource timing: the data is in the page) to the
 *      first frame whose chart canvas pixels differ from before and are not blank;
 *    - range switch: a click on a `range-switch` option (全部 → 近1年 → 近5年 → 全部), measured from
 *      the click event's timeStamp to the first frame whose chart canvas pixels differ;
 *    - node switch: a click on the × of the last compared node's tag (twice), measured the same way.
 *    "First frame" = the first animation frame after which the pixels of the canvases inside
 *    [data-testid="index-chart"] hash differently (checked in a task posted from each
 *    requestAnimationFrame callback, i.e. after that frame's rAF work — zrender draws there); its
 *    time is taken when the check starts (pixels are read only in frames in which a 2D canvas draw
 *    call happened, so the check costs nothing while the page waits). If the page sets `performance.mark('chart:option')` when it
 *    hands ECharts an option, the time from the latest such mark to that frame is printed as well.
 *    Long tasks (PerformanceObserver 'longtask') inside the measured span are summed for information.
 *    Every /webapi request from the trigger until 1 s after the frame is counted: a switch between
 *    views whose data is already in the cache should make none.
 *    Goals: initial < 300 ms; each switch < 100 ms (median of its samples) with no request.
 *
 * Exits 1 when any row fails its goals, 2 when it cannot measure.
 *
 *   node scripts/bench.mjs [--routes=/home,/mobile/home] [--runs=5] [--no-floor] [--no-lighthouse] [--no-chart] [--no-js]
 *
 * During development use one route and one run (`--routes=/mobile/home --runs=1`); the numbers of a
 * full bench belong to a quiet machine.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { fileURLToPath } from 'node:url';
import { argValue, contextOptions, kb, launchChromium, measureRoutesJs, trackNetwork } from './measure-js.mjs';
import { CLS_MAX, filterRoutes, resolveRoutes } from './routes.mjs';
import fs from 'node:fs';
import { FLOOR_DIR, FLOOR_ROUTE, serveFloor } from './floor.mjs';
import { serveDist } from './serve-dist.mjs';

const CHROME_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const CHART_INITIAL_MAX = 300;
const CHART_SWITCH_MAX = 100;
const CHART_NODES = 5;

// ------------------------------------------------------------------ Lighthouse

/**
 * One Lighthouse run of `url` in a fresh Chromium.
 * @param {string} url
 * @param {'desktop' | 'mobile'} side
 */
async function lighthouseRun(url, side) {
  // A Chinese browser, as the portal's visitors (and the floor, which is Chinese only): an English one
  // would also load the English messages before the first render.
  const chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: ['--headless=new', '--no-sandbox', '--accept-lang=zh-CN'] });
  try {
    const flags = { port: chrome.port, output: /** @type {'json'} */ ('json'), logLevel: /** @type {'error'} */ ('error'), onlyCategories: ['performance'] };
    const config =
      side === 'desktop'
        ? desktopConfig
        : { extends: /** @type {'lighthouse:default'} */ ('lighthouse:default'), settings: { formFactor: /** @type {'mobile'} */ ('mobile') } };
    const result = await lighthouse(url, flags, config);
    const lhr = result?.lhr;
    if (!lhr) throw new Error(`Lighthouse returned nothing for ${url}`);
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const score = lhr.categories.performance?.score;
    const num = (/** @type {string} */ id) => lhr.audits[id]?.numericValue ?? NaN;
    return {
      score: score === null || score === undefined ? NaN : Math.round(score * 100),
      lcp: num('largest-contentful-paint'),
      tbt: num('total-blocking-time'),
      cls: num('cumulative-layout-shift'),
      warnings: lhr.runWarnings ?? [],
    };
  } finally {
    await chrome.kill();
  }
}

/** @param {number[]} xs lower middle for an even count */
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)];

/**
 * The median of each measure over a page's runs (score, LCP, TBT and CLS each on their own: one slow
 * run moves none of them), with the range of the scores.
 * @param {Awaited<ReturnType<typeof lighthouseRun>>[]} all
 */
function summarize(all) {
  const scores = all.map((r) => r.score);
  return {
    score: median(scores),
    lcp: median(all.map((r) => r.lcp)),
    tbt: median(all.map((r) => r.tbt)),
    cls: median(all.map((r) => r.cls)),
    min: Math.min(...scores),
    max: Math.max(...scores),
    runs: all,
  };
}

/**
 * Lighthouse runs of every target, interleaved (run 1 of each, then run 2 of each…) so that a busy
 * minute of a shared machine weighs on all of them alike; the summary of each target's runs.
 * @template T
 * @param {{ key: T, url: string, side: 'desktop' | 'mobile' }[]} targets
 * @param {number} runs
 * @returns {Promise<Map<T, ReturnType<typeof summarize> | { error: string }>>}
 */
async function lighthouseInterleaved(targets, runs) {
  /** @type {Map<T, Awaited<ReturnType<typeof lighthouseRun>>[]>} */
  const done = new Map(targets.map((t) => [t.key, []]));
  /** @type {Map<T, string>} */
  const errors = new Map();
  for (let i = 0; i < runs; i += 1) {
    for (const t of targets) {
      if (errors.has(t.key)) continue;
      process.stderr.write(`lighthouse ${t.url} (${t.side}, run ${i + 1} of ${runs})…\n`);
      try {
        done.get(t.key)?.push(await lighthouseRun(t.url, t.side));
      } catch (e) {
        errors.set(t.key, e instanceof Error ? e.message : String(e));
      }
    }
  }
  return new Map(targets.map((t) => [t.key, errors.has(t.key) ? { error: /** @type {string} */ (errors.get(t.key)) } : summarize(done.get(t.key) ?? [])]));
}

// ------------------------------------------------------------------ chart render times

/** Installed in the page before it loads: input times, long tasks, canvas pixel hashes. */
function chartProbe() {
  const w = /** @type {any} */ (window);
  const probe = { lastClick: NaN, lastDraw: -1, longTasks: /** @type {{ start: number, end: number }[]} */ ([]) };
  w.__bench = probe;
  // Note the time of every 2D canvas draw call, so that pixels are hashed only in frames that drew.
  const proto = /** @type {any} */ (CanvasRenderingContext2D.prototype);
  for (const name of ['clearRect', 'fillRect', 'strokeRect', 'fill', 'stroke', 'fillText', 'strokeText', 'drawImage', 'putImageData']) {
    const original = proto[name];
    proto[name] = function patched(/** @type {unknown[]} */ ...args) {
      probe.lastDraw = performance.now();
      return original.apply(this, args);
    };
  }
  window.addEventListener('click', (e) => (probe.lastClick = e.timeStamp), true);
  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) probe.longTasks.push({ start: e.startTime, end: e.startTime + e.duration });
    }).observe({ type: 'longtask', buffered: true });
  } catch {
    // no long task timing: the sum stays 0
  }
}

/**
 * In the page: wait for the first frame whose chart canvases hash differently from `before` and are
 * not blank (or `timeoutMs`). Resolves { t1, frames, hash } (t1 null on timeout).
 * @param {{ before: string | null, timeoutMs: number }} arg
 */
function waitForChartFrame({ before, timeoutMs }) {
  const hashCanvases = () => {
    const canvases = [...document.querySelectorAll('[data-testid="index-chart"] canvas')];
    let h = 2166136261 >>> 0;
    let inked = false;
    for (const c of canvases) {
      const canvas = /** @type {HTMLCanvasElement} */ (c);
      if (!canvas.width || !canvas.height) continue;
      const ctx = canvas.getContext('2d');
      if (!ctx) continue;
      const px = new Uint32Array(ctx.getImageData(0, 0, canvas.width, canvas.height).data.buffer);
      for (let i = 0; i < px.length; i += 1) {
        const v = px[i];
        if (v !== 0) inked = true;
        h = Math.imul(h ^ v, 16777619) >>> 0;
      }
      h = Math.imul(h ^ canvas.width ^ (canvas.height << 16), 16777619) >>> 0;
    }
    return { value: `${canvases.length}:${h}`, inked };
  };
  return new Promise((resolve) => {
    const start = performance.now();
    const channel = new MessageChannel();
    let frames = 0;
    const tick = () => {
      frames += 1;
      channel.port2.postMessage(0);
    };
    const probe = /** @type {any} */ (window).__bench;
    let hashedAt = -Infinity;
    channel.port1.onmessage = () => {
      const now = performance.now();
      // Nothing drawn since the last look: the pixels are as they were.
      if (probe && probe.lastDraw < hashedAt && now - start <= timeoutMs) {
        requestAnimationFrame(tick);
        return;
      }
      hashedAt = now;
      const h = hashCanvases();
      if (h.inked && h.value !== before) {
        channel.port1.close();
        resolve({ t1: now, frames, hash: h.value });
      } else if (now - start > timeoutMs) {
        channel.port1.close();
        resolve({ t1: null, frames, hash: h.value });
      } else requestAnimationFrame(tick);
    };
    if (before === '__now__') resolve({ t1: performance.now(), frames, hash: hashCanvases().value });
    else requestAnimationFrame(tick);
  });
}

/**
 * The chart's pixels once they stop changing (animations over): the hash that stayed the same
 * for `stableMs`.
 * @param {import('@playwright/test').Page} page
 */
async function stableChartHash(page, stableMs = 600, maxMs = 15_000) {
  const until = Date.now() + maxMs;
  let last = '';
  let since = Date.now();
  while (Date.now() < until) {
    const { hash } = /** @type {{ hash: string }} */ (await page.evaluate(waitForChartFrame, { before: '__now__', timeoutMs: 0 }));
    if (hash !== last) {
      last = hash;
      since = Date.now();
    } else if (Date.now() - since >= stableMs && !hash.startsWith('0:')) return hash;
    await page.waitForTimeout(100);
  }
  throw new Error(`the /data chart did not settle within ${maxMs / 1000} s (last canvas state ${last})`);
}

/**
 * @param {import('@playwright/test').Page} page
 * @param {number} from
 * @param {number} to
 */
const pageSpans = (page, from, to) =>
  page.evaluate(
    ({ from, to }) => {
      const w = /** @type {any} */ (window);
      const long = w.__bench.longTasks
        .filter((/** @type {{ start: number, end: number }} */ t) => t.end > from && t.start < to)
        .reduce((/** @type {number} */ s, /** @type {{ start: number, end: number }} */ t) => s + Math.min(t.end, to) - Math.max(t.start, from), 0);
      const marks = performance.getEntriesByName('chart:option').filter((m) => m.startTime >= from && m.startTime <= to);
      return { longTaskMs: long, lastMark: marks.length ? marks[marks.length - 1].startTime : null };
    },
    { from, to },
  );

/**
 * Count /webapi requests from now until `stop()` has been called and `afterMs` more passed.
 * @param {import('@playwright/test').Page} page
 */
function countApi(page, afterMs = 1000) {
  /** @type {string[]} */
  const urls = [];
  const on = (/** @type {import('@playwright/test').Request} */ req) => {
    if (new URL(req.url()).pathname.startsWith('/webapi/')) urls.push(new URL(req.url()).pathname + new URL(req.url()).search);
  };
  page.on('request', on);
  return {
    async stop() {
      await page.waitForTimeout(afterMs);
      page.off('request', on);
      return urls;
    },
  };
}

/**
 * Run one switch: start the frame watch, trigger it with a click, time click → first changed frame.
 * @param {import('@playwright/test').Page} page
 * @param {string} label
 * @param {() => Promise<void>} click
 */
async function timeSwitch(page, label, click) {
  const before = await stableChartHash(page);
  const api = countApi(page);
  const watch = page.evaluate(waitForChartFrame, { before, timeoutMs: 10_000 });
  await click();
  const frame = /** @type {{ t1: number | null, frames: number }} */ (await watch);
  const t0 = /** @type {number} */ (await page.evaluate(() => /** @type {any} */ (window).__bench.lastClick));
  const requests = await api.stop();
  if (frame.t1 === null || Number.isNaN(t0)) return { label, ms: NaN, optionMs: null, longTaskMs: 0, requests, frames: frame.frames };
  const spans = await pageSpans(page, t0, frame.t1);
  return {
    label,
    ms: frame.t1 - t0,
    optionMs: spans.lastMark === null ? null : frame.t1 - spans.lastMark,
    longTaskMs: spans.longTaskMs,
    requests,
    frames: frame.frames,
  };
}

/**
 * @param {import('@playwright/test').Browser} browser
 * @param {string} baseURL
 */
async function chartTimes(browser, baseURL) {
  const treeRes = await fetch(`${baseURL}/webapi/index/families/21/tree`);
  const tree = (await treeRes.json()).data;
  const root = tree[0];
  const nodes = [root.id, ...(root.children ?? []).slice(0, CHART_NODES - 1).map((/** @type {{ id: string }} */ n) => n.id)];
  const target = `/data?proj=21&nodes=${nodes.join(',')}&range=all`;

  const context = await browser.newContext(contextOptions('desktop'));
  await context.addInitScript(chartProbe);
  const page = await context.newPage();
  try {
    const network = trackNetwork(page);
    await page.goto(`${baseURL}/#/data`, { waitUntil: 'networkidle', timeout: 60_000 });
    await network.settled();
    // The chart is SVG until the visitor reaches for it (src/components/index/ExplorerChart.tsx): the
    // mouse over it, as a visitor's, brings ECharts, whose draws are what is timed below.
    await page.locator('[data-testid="index-chart"]').first().hover();
    await page.locator('[data-chart="echarts"]').first().waitFor({ timeout: 30_000 });
    await network.settled();
    const before = await stableChartHash(page);

    // Initial chart: new data in the page → first frame showing it.
    const api = countApi(page);
    const watch = page.evaluate(waitForChartFrame, { before, timeoutMs: 30_000 });
    const navAt = /** @type {number} */ (
      await page.evaluate((hash) => {
        const t = performance.now();
        window.location.hash = hash;
        return t;
      }, `#${target}`)
    );
    // A new view may start again from its SVG first view (the chart remounted while its data came):
    // then the mouse brings ECharts back, as a visitor's would, and the time counts from there.
    await network.settled();
    let hoverAt = -Infinity;
    if (await page.locator('[data-chart="svg"]').count()) {
      hoverAt = /** @type {number} */ (await page.evaluate(() => performance.now()));
      await page.mouse.move(0, 0);
      await page.locator('[data-testid="index-chart"]').first().hover();
    }
    const frame = /** @type {{ t1: number | null }} */ (await watch);
    const requests = await api.stop();
    /** @type {ChartRow[]} */
    const rows = [];
    const lines = await page.locator('[data-testid="series-summary-item"]').count();
    if (frame.t1 === null) {
      rows.push({ label: `initial chart (${lines} of ${nodes.length} lines, all weeks)`, ms: NaN, goal: CHART_INITIAL_MAX, requests, optionMs: null, longTaskMs: 0, note: 'no frame within 30 s' });
    } else {
      const t1 = frame.t1;
      const dataIn = /** @type {number} */ (
        await page.evaluate(
          ({ navAt, t1 }) =>
            Math.max(
              navAt,
              ...performance
                .getEntriesByType('resource')
                .filter((e) => e.name.includes('/webapi/index/series') && e.startTime >= navAt && /** @type {PerformanceResourceTiming} */ (e).responseEnd <= t1)
                .map((e) => /** @type {PerformanceResourceTiming} */ (e).responseEnd),
            ),
          { navAt, t1 },
        )
      );
      const from = Math.max(dataIn, hoverAt);
      const spans = await pageSpans(page, from, t1);
      rows.push({
        label: `initial chart (${lines} of ${nodes.length} lines, all weeks${hoverAt > dataIn ? ', from the mouse' : ''})`,
        ms: t1 - from,
        goal: CHART_INITIAL_MAX,
        requests: [],
        optionMs: spans.lastMark === null ? null : t1 - spans.lastMark,
        longTaskMs: spans.longTaskMs,
        note: `data in ${(dataIn - navAt).toFixed(0)} ms after the URL changed (${requests.length} requests)`,
      });
    }

    // Range switches: every answer is in the cache.
    const range = page.getByTestId('range-switch');
    const rangeSamples = [];
    for (const [key, name] of [['1y', '近1年'], ['5y', '近5年'], ['all', '全部']]) {
      rangeSamples.push(await timeSwitch(page, `→ ${key}`, () => range.getByText(name, { exact: true }).click()));
    }
    rows.push(switchRow('range switch (all → 1y → 5y → all)', rangeSamples));

    // Node switches: drop the last compared node, twice; the others' series are cached.
    const nodeSamples = [];
    for (let i = 0; i < 2; i += 1) {
      const remove = page.locator('[data-testid="chart-region"] [data-testid="series-chip"] button');
      if ((await remove.count()) < 2) break;
      nodeSamples.push(await timeSwitch(page, `remove node ${i + 1}`, () => remove.last().click()));
    }
    rows.push(
      nodeSamples.length
        ? switchRow(`node switch (remove a compared node ×${nodeSamples.length})`, nodeSamples)
        : { label: 'node switch', ms: NaN, goal: CHART_SWITCH_MAX, requests: [], optionMs: null, longTaskMs: 0, note: 'no removable node tag found' },
    );
    return rows;
  } finally {
    await context.close();
  }
}

/**
 * @typedef {{ label: string, ms: number, goal: number, requests: string[], optionMs: number | null, longTaskMs: number, note?: string }} ChartRow
 * @param {string} label
 * @param {Awaited<ReturnType<typeof timeSwitch>>[]} samples
 * @returns {ChartRow}
 */
function switchRow(label, samples) {
  const sorted = [...samples].sort((a, b) => a.ms - b.ms);
  const median = sorted[Math.floor((sorted.length - 1) / 2)];
  return {
    label,
    ms: median.ms,
    goal: CHART_SWITCH_MAX,
    requests: samples.flatMap((s) => s.requests),
    optionMs: median.optionMs,
    longTaskMs: median.longTaskMs,
    note: `samples ${samples.map((s) => `${s.label} ${Number.isNaN(s.ms) ? 'n/a' : s.ms.toFixed(0)}`).join(', ')} ms`,
  };
}

// ------------------------------------------------------------------ main

/** @param {string[]} cells @param {number[]} widths */
const row = (cells, widths) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');

/** Issue 23's goal against the floor, on every /mobile route and /data. */
const FLOOR_GOAL = { points: 5, lcpRatio: 1.15, tbtMs: 100 };
const measuredAgainstFloor = (/** @type {{ path: string }} */ r) => r.path.startsWith('/mobile') || r.path === '/data';
/** The routes of a bench beside the floor when none are named: those with the floor goal and the home pages. */
const floorRoutes = (/** @type {{ path: string }} */ r) => measuredAgainstFloor(r) || r.path === '/home';

async function main() {
  const withFloor = !argValue('no-floor') && !argValue('no-lighthouse') && fs.existsSync(FLOOR_DIR);
  const runs = Math.max(1, Number(argValue('runs') || (withFloor ? 5 : 3)));
  const withLighthouse = !argValue('no-lighthouse');
  const withChart = !argValue('no-chart');
  const withJs = !argValue('no-js');
  const server = await serveDist();
  const floor = withFloor ? await serveFloor() : null;
  const browser = await launchChromium();
  let failures = 0;
  try {
    let routes = filterRoutes(await resolveRoutes(server.baseURL), argValue('routes'));
    if (withFloor && !argValue('routes')) routes = routes.filter(floorRoutes);
    const js = withJs ? await measureRoutesJs(browser, server.baseURL, routes, 2) : new Map();

    /** @typedef {typeof routes[number] | 'floor:mobile' | 'floor:desktop'} Target */
    /** @type {{ key: Target, url: string, side: 'desktop' | 'mobile' }[]} */
    const targets = routes.map((r) => ({ key: r, url: `${server.baseURL}/#${r.path}`, side: r.side }));
    if (floor) {
      const url = `${floor.baseURL}/#${FLOOR_ROUTE}`;
      targets.unshift({ key: 'floor:mobile', url, side: 'mobile' }, { key: 'floor:desktop', url, side: 'desktop' });
    }
    const lh = withLighthouse ? await lighthouseInterleaved(targets, runs) : new Map();
    const floorOf = (/** @type {'desktop' | 'mobile'} */ side) => {
      const f = lh.get(`floor:${side}`);
      return f && !('error' in f) ? f : null;
    };

    const widths = [28, 7, 7, 7, 6, 11, 5, 6, 7, 6, 18];
    const source = server.external ? server.baseURL : 'dist/ served by server/dist/main.mjs';
    console.log(
      `\nPerformance bench (${source}); JS until network idle (KB = 1024 B); Lighthouse ${withLighthouse ? `median of ${runs}${floor ? ', interleaved with the floor' : ''}` : 'skipped'}\n`,
    );
    const header = ['route', 'preset', 'JS gz', 'JS br', 'budget', 'LH (range)', 'goal', 'LCP s', 'TBT ms', 'CLS', floor ? 'vs floor' : ''];
    console.log(row(header, widths) + '  verdict');
    if (floor) {
      for (const side of /** @type {const} */ (['mobile', 'desktop'])) {
        const f = lh.get(`floor:${side}`);
        const cells = !f ? ['—', '', '—', '—', '—'] : 'error' in f ? ['error', '', '—', '—', '—'] : [`${f.score} (${f.min}–${f.max})`, '', (f.lcp / 1000).toFixed(2), f.tbt.toFixed(0), f.cls.toFixed(3)];
        if (f && 'error' in f) failures += 1;
        console.log(row([`floor ${FLOOR_ROUTE}`, side, '', '', '', ...cells, '—'], widths) + (f && 'error' in f ? `  FAIL: ${f.error}` : ''));
      }
    }
    for (const r of routes) {
      const m = js.get(r);
      const l = lh.get(r);
      const misses = [];
      if (m && m.brotli / 1024 > r.jsBudgetKB) misses.push(`JS +${kb(m.brotli - r.jsBudgetKB * 1024)} KB`);
      let lhCells = ['—', String(r.lighthouseMin), '—', '—', '—', ''];
      if (l && 'error' in l) {
        misses.push(`Lighthouse failed: ${l.error}`);
        lhCells = ['error', String(r.lighthouseMin), '—', '—', '—', ''];
      } else if (l) {
        const f = floorOf(r.side);
        let versus = '';
        if (f) {
          const points = l.score - f.score;
          const ratio = l.lcp / f.lcp;
          const tbt = l.tbt - f.tbt;
          versus = `${points >= 0 ? '+' : ''}${points} ×${ratio.toFixed(2)} ${tbt >= 0 ? '+' : ''}${tbt.toFixed(0)}`;
          if (measuredAgainstFloor(r)) {
            if (points < -FLOOR_GOAL.points) misses.push(`${-points} points under the floor`);
            if (ratio > FLOOR_GOAL.lcpRatio) misses.push(`LCP ×${ratio.toFixed(2)} the floor's`);
            if (tbt > FLOOR_GOAL.tbtMs) misses.push(`TBT floor +${tbt.toFixed(0)} ms`);
          }
        } else if (!(l.score >= r.lighthouseMin)) misses.push(`score ${l.score} < ${r.lighthouseMin}`);
        if (!(l.cls <= CLS_MAX)) misses.push(`CLS ${l.cls.toFixed(3)} > ${CLS_MAX}`);
        lhCells = [
          runs > 1 ? `${l.score} (${l.min}–${l.max})` : String(l.score),
          f && measuredAgainstFloor(r) ? 'floor' : String(r.lighthouseMin),
          (l.lcp / 1000).toFixed(2),
          l.tbt.toFixed(0),
          l.cls.toFixed(3),
          versus,
        ];
      }
      if (misses.length) failures += 1;
      console.log(
        row([r.path, r.side, m ? kb(m.gzip) : '—', m ? kb(m.brotli) : '—', String(r.jsBudgetKB), ...lhCells], widths) +
          `  ${misses.length ? `FAIL: ${misses.join('; ')}` : 'ok'}`,
      );
    }
    if (floor) {
      console.log(
        `\nvs floor: points, LCP ratio, TBT ms over the floor of the same preset. Goal on /mobile/* and /data: ≥ −${FLOOR_GOAL.points} points, ×≤ ${FLOOR_GOAL.lcpRatio}, ≤ +${FLOOR_GOAL.tbtMs} ms.`,
      );
    }

    if (withChart) {
      let chartRows;
      try {
        chartRows = await chartTimes(browser, server.baseURL);
      } catch (e) {
        chartRows = [{ label: 'chart render times', ms: NaN, goal: 0, requests: [], optionMs: null, longTaskMs: 0, note: `could not measure: ${e instanceof Error ? e.message : e}` }];
      }
      const cw = [52, 8, 7, 9, 10, 8];
      console.log(`\nChart render times, /data (desktop, unthrottled; first changed canvas frame)\n`);
      console.log(row(['measure', 'ms', 'goal', 'option→', 'long tasks', '/webapi'], cw) + '  verdict');
      for (const c of chartRows) {
        const misses = [];
        if (!(c.ms < c.goal)) misses.push(Number.isNaN(c.ms) ? 'not measured' : `${c.ms.toFixed(0)} ms ≥ ${c.goal} ms`);
        if (c.requests.length) misses.push(`refetched ${c.requests.length}: ${c.requests.join(' ')}`);
        if (misses.length) failures += 1;
        console.log(
          row(
            [
              c.label,
              Number.isNaN(c.ms) ? '—' : c.ms.toFixed(0),
              `< ${c.goal}`,
              c.optionMs === null ? '—' : c.optionMs.toFixed(0),
              c.longTaskMs.toFixed(0),
              String(c.requests.length),
            ],
            cw,
          ) + `  ${misses.length ? `FAIL: ${misses.join('; ')}` : 'ok'}`,
        );
        if (c.note) console.log(`${' '.repeat(4)}${c.note}`);
      }
    }
    console.log(failures ? `\n${failures} row(s) miss their goals.` : '\nEvery row meets its goals.');
  } finally {
    await browser.close();
    await server.close();
    await floor?.close();
  }
  return failures ? 1 : 0;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  main().then(
    (code) => process.exit(code),
    (e) => {
      console.error(e instanceof Error ? e.stack || e.message : e);
      process.exit(2);
    },
  );
}
