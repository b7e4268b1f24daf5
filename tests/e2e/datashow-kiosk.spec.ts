/**
 * The showcase as a market-hall screen left running for weeks (issue 11): it boots offline from its
 * service worker at the kiosk address, fits any screen from 1280×720 to 3840×2160, ticks, animates
 * changed numbers, stops asking while hidden, does not grow its heap over hundreds of refreshes,
 * and leaves nothing running when the visitor leaves.
 */
import type { CDPSession, Page, Route } from '@playwright/test';
import type { ApiResponse, DataShow } from '../../src/types/webapi';
import { api, expect, num, test } from './fixtures';

/** The demo's showcase: its headline family exists (null only on a site without families). */
type Shown = DataShow & { headline: NonNullable<DataShow['headline']> };

test.use({ viewport: { width: 1920, height: 1080 } });

const headlineValue = (page: Page) => page.getByTestId('headline-value');
const kiosk = (query = '') => `/datashow/#/datashow${query}`;

/**
 * Answer /webapi/datashow from `data` with the headline moved by `step(n)` on the n-th request, and
 * count the requests.
 */
async function serveShow(page: Page, data: Shown, step: (n: number) => number = () => 0) {
  const seen = { count: 0 };
  await page.route('**/webapi/datashow*', (route: Route) => {
    seen.count += 1;
    const value = Math.round((data.headline.point.indexValue + step(seen.count)) * 100) / 100;
    const body: ApiResponse<DataShow> = {
      success: true,
      data: { ...data, headline: { ...data.headline, point: { ...data.headline.point, indexValue: value } } },
    };
    return route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(body) });
  });
  return seen;
}

/** Refresh cycles with the page's own clock: jump past the interval and wait for the answer. */
async function refreshCycles(page: Page, seen: { count: number }, cycles: number, intervalMs: number) {
  for (let i = 0; i < cycles; i += 1) {
    const before = seen.count;
    await expect(async () => {
      await page.clock.runFor(intervalMs);
      expect(seen.count).toBeGreaterThan(before);
    }).toPass({ timeout: 10_000 });
  }
  // Let the last answer render.
  await page.clock.runFor(50);
}

/**
 * The page's heap after a full collection, from a heap snapshot: `used` is V8's whole used size;
 * `objects` leaves out compiled code (V8 keeps optimising hot functions for minutes: code grows
 * with time, not with data) and the records the browser keeps for the test harness's network
 * interception and for resource timing (capped at 250 entries by the spec). What remains is what
 * the page holds: JS objects and DOM.
 */
const HARNESS_RECORDS = /^native:(blink::NetworkResourcesData|blink::XHRReplayData|PerformanceResourceTiming|system \/ WeakArrayList)/;

async function heapOf(cdp: CDPSession): Promise<{ used: number; objects: number }> {
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  const chunks: string[] = [];
  const collect = (e: { chunk: string }) => chunks.push(e.chunk);
  cdp.on('HeapProfiler.addHeapSnapshotChunk', collect);
  await cdp.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false });
  cdp.off('HeapProfiler.addHeapSnapshotChunk', collect);
  const snap = JSON.parse(chunks.join(''));
  const fields: string[] = snap.snapshot.meta.node_fields;
  const types: string[] = snap.snapshot.meta.node_types[0];
  const [type, name, size] = ['type', 'name', 'self_size'].map((f) => fields.indexOf(f));
  let objects = 0;
  for (let i = 0; i < snap.nodes.length; i += fields.length) {
    const kind = types[snap.nodes[i + type]];
    if (kind === 'code' || HARNESS_RECORDS.test(`${kind}:${snap.strings[snap.nodes[i + name]]}`)) continue;
    objects += snap.nodes[i + size];
  }
  return { used: usedSize, objects };
}

test.describe('kiosk: offline start', () => {
  test('restarted without the network it shows the last data marked 已过期, and clears the mark when the API answers', async ({
    page,
    context,
  }) => {
    const data = await api<Shown>(page, '/datashow');
    // Refreshing every 5 s: the page recovers at its next refresh at the latest.
    await page.goto(kiosk('?refresh=5'));
    await expect(headlineValue(page)).toHaveText(num(data.headline.point.indexValue));
    // The worker is active and has kept what this first visit loaded before it took over: every
    // chunk (umi.js and the route helper are precached at install) and every /webapi answer.
    await expect
      .poll(
        () =>
          page.evaluate(async () => {
            if (!(await navigator.serviceWorker.getRegistration('/datashow/'))?.active) return ['no worker yet'];
            const urls = (name: string) => caches.open(name).then((c) => c.keys()).then((keys) => keys.map((r) => r.url));
            const kept = new Set([...(await urls('datashow-assets')), ...(await urls('datashow-data'))]);
            return performance
              .getEntriesByType('resource')
              .map((e) => e.name)
              .filter((url) => /\.[0-9a-f]{8}\.(async|chunk)\.(js|css)$|\/webapi\//.test(url) && !kept.has(url));
          }),
        { timeout: 30_000 },
      )
      .toEqual([]);

    await context.setOffline(true);
    await page.reload();
    await expect(headlineValue(page)).toHaveText(num(data.headline.point.indexValue));
    const stale = page.getByTestId('datashow-stale');
    await expect(stale).toContainText(/数据截至 \d\d-\d\d \d\d:\d\d（已过期）/);

    // The network is back: the page asks again (at once on the browser's `online`, else at its next
    // refresh) and the mark goes.
    await context.setOffline(false);
    await expect(stale).toHaveCount(0, { timeout: 30_000 });
    await expect(headlineValue(page)).toHaveText(num(data.headline.point.indexValue));
  });

  test('the rest of the site is not under the worker', async ({ page }) => {
    await page.goto(kiosk());
    await expect(headlineValue(page)).toBeVisible();
    await expect.poll(() => page.evaluate(async () => !!(await navigator.serviceWorker.getRegistration('/datashow/'))?.active)).toBe(true);
    await page.goto('/#/home');
    await expect(page.locator('#root')).not.toBeEmpty();
    expect(await page.evaluate(() => navigator.serviceWorker.controller)).toBeNull();
    expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration('/'))?.scope ?? null)).toBeNull();
  });
});

test.describe('kiosk: any screen', () => {
  for (const [width, height] of [
    [1280, 720],
    [1920, 1080],
    [3840, 2160],
    [2560, 1080],
  ]) {
    test(`fits a ${width}×${height} window at 16:9, letterboxed`, async ({ page }) => {
      await page.setViewportSize({ width, height });
      await page.goto('/#/datashow');
      await expect(headlineValue(page)).toBeVisible();
      const box = (await page.getByTestId('datashow-stage').boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.y).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(width + 0.5);
      expect(box.y + box.height).toBeLessThanOrEqual(height + 0.5);
      expect(Math.abs(box.width / box.height - 16 / 9)).toBeLessThan(0.01);
      // Fitted: one side fills the window; the other is centred.
      expect(Math.max(box.width / width, box.height / height)).toBeGreaterThan(0.99);
      expect(Math.abs(box.x - (width - box.x - box.width))).toBeLessThanOrEqual(1);
      // No text under 14 px at 1080p (scaled with the stage).
      const smallest = await page.getByTestId('datashow-stage').evaluate((stage) => {
        let min = Infinity;
        stage.querySelectorAll<HTMLElement>('*').forEach((el) => {
          if (!el.childNodes.length || ![...el.childNodes].some((n) => n.nodeType === 3 && n.textContent!.trim())) return;
          if (el.closest('[aria-hidden="true"]') || !el.getClientRects().length) return;
          min = Math.min(min, parseFloat(getComputedStyle(el).fontSize));
        });
        return min;
      });
      expect(smallest * (1080 / box.height)).toBeGreaterThanOrEqual(13.9);
      // The charts are drawn for the device pixel ratio at the stage's size.
      const canvas = page.locator('[data-testid="datashow-headline"] canvas').first();
      await expect(canvas).toBeVisible();
      const ratio = await canvas.evaluate((c: HTMLCanvasElement) => c.width / c.getBoundingClientRect().width);
      expect(ratio).toBeCloseTo(await page.evaluate(() => window.devicePixelRatio), 1);
    });
  }
});

test.describe('kiosk: moving parts', () => {
  test('the clock ticks with its weekday', async ({ page }) => {
    await page.goto('/#/datashow');
    const clock = page.getByTestId('datashow-clock');
    await expect(clock).toContainText(/周[一二三四五六日]/);
    const first = await clock.innerText();
    await expect(clock).not.toHaveText(first, { timeout: 5000 });
  });

  test('a changed value counts up to the new number at the next refresh', async ({ page }) => {
    const data = await api<Shown>(page, '/datashow');
    const seen = await serveShow(page, data, (n) => (n > 1 ? 12.34 : 0));
    // The page's own clock (timers and animation frames): a busy machine cannot skip the count's
    // frames, each step below is a few frames and the page draws between steps.
    await page.clock.install();
    await page.goto('/#/datashow?refresh=3');
    const value = headlineValue(page).getByTestId('animated-number');
    await expect(value).toHaveText(num(data.headline.point.indexValue));
    // Every text and state the number takes on its way, as the page draws them.
    await value.evaluate((el) => {
      const seen: string[] = [];
      (window as unknown as { __frames: string[] }).__frames = seen;
      new MutationObserver(() => seen.push(`${el.getAttribute('data-animating')}|${el.textContent}`)).observe(el, {
        attributes: true,
        childList: true,
        characterData: true,
        subtree: true,
      });
    });

    const target = Math.round((data.headline.point.indexValue + 12.34) * 100) / 100;
    await refreshCycles(page, seen, 1, 3000);
    await expect(value).toHaveAttribute('data-value', String(target));
    for (let i = 0; i < 25; i += 1) {
      await page.clock.runFor(50);
      // Let React draw this step before the next one (its scheduler posts on a MessageChannel,
      // which the fake clock leaves alone; a message posted after it arrives after it).
      await page.evaluate(
        () =>
          new Promise<void>((resolve) => {
            const channel = new MessageChannel();
            channel.port1.onmessage = () => resolve();
            channel.port2.postMessage(0);
          }),
      );
    }
    await expect(value).toHaveAttribute('data-animating', 'false');
    await expect(value).toHaveText(num(target));
    const frames = await page.evaluate(() => (window as unknown as { __frames: string[] }).__frames);
    const between = frames
      .filter((f) => f.startsWith('true|'))
      .map((f) => Number(f.slice(5).replace(/,/g, '')))
      .filter((v) => v > data.headline.point.indexValue && v < target);
    expect(between.length, `frames: ${frames.join(' ')}`).toBeGreaterThan(2);
  });

  test('no request while the tab is hidden; asks again when it is shown', async ({ page }) => {
    const data = await api<Shown>(page, '/datashow');
    const seen = await serveShow(page, data);
    await page.clock.install();
    await page.goto('/#/datashow?refresh=5');
    await expect(headlineValue(page)).toBeVisible();
    await expect(page.locator('canvas').first()).toBeVisible();
    await refreshCycles(page, seen, 2, 5000);

    const setVisibility = (state: 'hidden' | 'visible') =>
      page.evaluate((s) => {
        Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => s });
        Object.defineProperty(document, 'hidden', { configurable: true, get: () => s === 'hidden' });
        document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
      }, state);
    await setVisibility('hidden');
    await page.clock.runFor(100);
    const whenHidden = seen.count;
    await page.clock.runFor(60_000);
    expect(seen.count).toBe(whenHidden);

    await setVisibility('visible');
    await expect.poll(() => seen.count).toBeGreaterThan(whenHidden);
  });

  test('the heap after 200 refreshes is within 10 % of the heap after 10', async ({ page }) => {
    // 200 refresh cycles on the page's clock take 1.5–3.5 min of real time on a busy 2-core machine
    // (each cycle waits for the answer to be asked for); the budget is for the harness, the heap is the test.
    test.setTimeout(300_000);
    const data = await api<Shown>(page, '/datashow');
    // Every answer moves the headline, so the numbers animate and every panel redraws.
    const seen = await serveShow(page, data, (n) => (n % 7) - 3);
    await page.clock.install();
    await page.goto('/#/datashow?refresh=1');
    await expect(headlineValue(page)).toBeVisible();
    await expect(page.locator('canvas').first()).toBeVisible();
    const cdp = await page.context().newCDPSession(page);

    await refreshCycles(page, seen, 10, 1000);
    const after10 = await heapOf(cdp);
    await refreshCycles(page, seen, 190, 1000);
    const after200 = await heapOf(cdp);
    const mb = (v: number) => (v / 1e6).toFixed(2);
    const pct = (a: number, b: number) => (((b - a) / a) * 100).toFixed(1);
    console.log(
      `[datashow heap] objects ${mb(after10.objects)} → ${mb(after200.objects)} MB (${pct(after10.objects, after200.objects)} %); ` +
        `V8 used ${mb(after10.used)} → ${mb(after200.used)} MB (${pct(after10.used, after200.used)} %, compiled code included)`,
    );
    expect(after200.objects).toBeLessThanOrEqual(after10.objects * 1.1);
  });

  test('leaving the page stops its requests and leaves no interval running', async ({ page }) => {
    // Every interval the page starts, and which are cleared.
    await page.addInitScript(() => {
      const live = new Set<number>();
      (window as unknown as { __intervals: Set<number> }).__intervals = live;
      const set = window.setInterval.bind(window);
      const clear = window.clearInterval.bind(window);
      window.setInterval = ((handler: TimerHandler, timeout?: number, ...args: unknown[]) => {
        const id = set(handler, timeout, ...args);
        live.add(id);
        return id;
      }) as typeof window.setInterval;
      window.clearInterval = ((id?: number) => {
        if (id !== undefined) live.delete(id);
        clear(id);
      }) as typeof window.clearInterval;
    });
    const data = await api<Shown>(page, '/datashow');
    const seen = await serveShow(page, data);
    await page.goto('/#/datashow?refresh=1&carousel=5');
    await expect(headlineValue(page)).toBeVisible();
    await expect(page.getByTestId('datashow-clock')).toBeVisible();
    const running = await page.evaluate(() => [...(window as unknown as { __intervals: Set<number> }).__intervals]);
    expect(running.length).toBeGreaterThan(0); // the clock at least

    // Leave within the app (no reload): the showcase unmounts.
    await page.evaluate(() => {
      window.location.hash = '#/about';
    });
    await expect(page.getByTestId('datashow')).toHaveCount(0);
    // React runs an unmounted page's effect clean-ups just after the commit: wait for them, not for a time.
    await expect
      .poll(() => page.evaluate((ids) => ids.filter((id) => (window as unknown as { __intervals: Set<number> }).__intervals.has(id)), running))
      .toEqual([]);
    const after = seen.count;
    // An absence is proven over time: three refresh periods (refresh=1: every second) with no request.
    await page.waitForTimeout(3000);
    expect(seen.count).toBe(after);
  });
});
