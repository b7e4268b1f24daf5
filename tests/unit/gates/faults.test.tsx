/**
 * Gate: faults, on every visitor route, in jsdom (issue 54; the browser's share is
 * tests/e2e/gate-faults.spec.ts). For each route of scripts/routes.mjs `routeGoals()` (every desktop
 * section, an article, a company, /search, /datashow and each /mobile twin), the route's own /webapi
 * calls (all but the site info and the media) go wrong, through the request layer the app gets
 * (./network: axios, src/app.tsx's interceptors and error handler), every one of 7 ways: HTTP 500,
 * `success: false` with a message, malformed JSON, an HTML 502 page, a refused connection,
 * `data: null`, wrongly shaped data. One render per kind:
 * - the page is not blank, no page-level error, at least one failed region; every failed region says
 *   the kind's message and offers 重试; the same number of regions fail whatever the kind (none takes
 *   bad data for good); nothing is left loading;
 * - then the API is back: retrying every failed region shows the data (nothing failed or loading);
 * - nothing reaches console.error (React warnings, uncaught errors) and no call goes to a path the
 *   contract does not have.
 * And a 10-second delay (fake clock): still loading, no error, not blank after 10 s; the data once answered.
 */
import { act, waitFor } from '@testing-library/react';
import { FAILED_REGION, GATE_PATTERNS, LOADING, network, PAGE_FAILED, renderRoute, settle, textOf } from './harness';
import { DELAY, expectNotBlank, failedRegions, FAULTS, ownCall, pathOf, retryAll } from './faultKinds';
import { watchConsole } from './console';

jest.mock('@umijs/max', () => jest.requireActual('./umiMax').umiMax);
jest.mock('../../../mock/lib/dataset', () => jest.requireActual('./dataset').fixedDay);

const console$ = watchConsole();

beforeEach(() => network.reset());

describe.each(GATE_PATTERNS.map((g) => g.pattern))('%s', (pattern) => {
  it('fails 7 ways: every failed region says why and retries into the data', async () => {
    const path = await pathOf(pattern);
    /** How many regions failed, per kind: as many as on a 500 every time. */
    const counts: number[] = [];
    for (const fault of FAULTS) {
      network.reset();
      const fail = (url: URL) => (ownCall(url) ? fault.answer : undefined);
      network.interceptors.push(fail);
      // eslint-disable-next-line no-await-in-loop -- one kind after the other, one render each
      const r = await renderRoute(pattern, path);
      // eslint-disable-next-line no-await-in-loop
      await waitFor(() => expect(failedRegions(r).length).toBeGreaterThan(0));
      // eslint-disable-next-line no-await-in-loop
      await settle(r);
      const where = `${pattern}, ${fault.name}`;
      expect({ where, pageFailed: r.count(PAGE_FAILED), loading: r.count(LOADING) }).toEqual({ where, pageFailed: 0, loading: 0 });
      expectNotBlank(r);
      const regions = failedRegions(r);
      counts.push(regions.length);
      expect({ where, failed: regions.length }).toEqual({ where, failed: counts[0] });
      regions.forEach((region) => {
        expect({ where, text: textOf(region) }).toEqual({ where, text: expect.stringContaining(fault.message) });
        expect({ where, retry: Array.from(region.querySelectorAll('button')).some((b) => textOf(b) === '重试') }).toEqual({ where, retry: true });
      });
      // The API back: every failed region retried shows the data.
      network.interceptors = network.interceptors.filter((i) => i !== fail);
      // eslint-disable-next-line no-await-in-loop
      await retryAll(r);
      expect({ where, failed: r.count(FAILED_REGION), pageFailed: r.count(PAGE_FAILED), loading: r.count(LOADING) }).toEqual({ where, failed: 0, pageFailed: 0, loading: 0 });
      expectNotBlank(r);
      r.unmount();
    }
    expect(network.unknown).toEqual([]);
    expect(console$.errors()).toEqual([]);
  });

  it('a 10-second delay: still loading, no error, then the data', async () => {
    const path = await pathOf(pattern);
    jest.useFakeTimers();
    try {
      let release: () => void = () => undefined;
      const released = new Promise<void>((resolve) => {
        release = resolve;
      });
      let held = 0;
      network.interceptors.push(async (url, real) => {
        if (!ownCall(url)) return undefined;
        held += 1;
        await released;
        return real();
      });
      const r = await renderRoute(pattern, path);
      await act(async () => {
        await jest.advanceTimersByTimeAsync(DELAY);
      });
      expect(held).toBeGreaterThan(0);
      expect(r.count(LOADING)).toBeGreaterThan(0);
      expect(r.count(FAILED_REGION) + r.count(PAGE_FAILED)).toBe(0);
      expect(textOf(r.main()).length).toBeGreaterThan(0);
      release();
      await settle(r);
      expect(r.count(FAILED_REGION) + r.count(PAGE_FAILED)).toBe(0);
      expectNotBlank(r);
      r.unmount();
    } finally {
      jest.useRealTimers();
    }
    expect(console$.errors()).toEqual([]);
  });
});
