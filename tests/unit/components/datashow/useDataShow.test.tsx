/**
 * The showcase's polling (useDataShow): one request per interval while the tab is visible, none
 * while it is hidden (and one at once when it shows again), the last answer kept and marked stale
 * when a refresh fails, and no timer left behind when the page goes.
 */
import { act, renderHook } from '@testing-library/react';
import { getDataShow } from '@/services/datashow';
import { clearCache } from '@/services/cache';
import { useDataShow } from '@/pages/datashow/useDataShow';

jest.mock('@/services/datashow', () => ({ getDataShow: jest.fn() }));

const service = getDataShow as jest.Mock;
const show = (n: number) => ({ generatedAt: `2026-11-24T10:0${n}:00+08:00`, headline: {}, families: [] });
const answer = (n: number) => ({ show: show(n) });

let visibility: DocumentVisibilityState = 'visible';
function setVisibility(state: DocumentVisibilityState) {
  visibility = state;
  act(() => {
    document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
  });
}

/** Lets `ms` pass, settling the answers that arrive meanwhile. */
const wait = (ms: number) =>
  act(async () => {
    await jest.advanceTimersByTimeAsync(ms);
  });

beforeAll(() => {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility });
});
beforeEach(() => {
  jest.useFakeTimers();
  clearCache();
  visibility = 'visible';
  let n = 0;
  service.mockReset().mockImplementation(() => Promise.resolve(answer((n += 1))));
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('useDataShow', () => {
  it('asks once per refresh interval', async () => {
    const { result, unmount } = renderHook(() => useDataShow(1));
    await wait(0);
    expect(service).toHaveBeenCalledTimes(1);
    expect(result.current.data?.generatedAt).toContain('10:01');
    expect(result.current.refreshedAt).toBe(Date.now());

    await wait(1000);
    expect(service).toHaveBeenCalledTimes(2);
    await wait(3000);
    expect(service).toHaveBeenCalledTimes(5);
    unmount();
  });

  it('stops asking while the tab is hidden and asks at once when it shows again', async () => {
    const { unmount } = renderHook(() => useDataShow(1));
    await wait(0);
    setVisibility('hidden');
    await wait(1000); // the timer already armed finds the tab hidden: no request
    const whileHidden = service.mock.calls.length;
    await wait(60_000);
    expect(service).toHaveBeenCalledTimes(whileHidden);
    expect(whileHidden).toBe(1);

    setVisibility('visible');
    await wait(0);
    expect(service).toHaveBeenCalledTimes(whileHidden + 1);
    await wait(1000);
    expect(service).toHaveBeenCalledTimes(whileHidden + 2);
    unmount();
  });

  it('keeps the last answer marked stale while refreshes fail, and clears the mark on the next success', async () => {
    const { result, unmount } = renderHook(() => useDataShow(1));
    await wait(0);
    const good = result.current.data;
    const refreshedAt = result.current.refreshedAt;
    expect(result.current.stale).toBe(false);

    service.mockImplementation(() => Promise.reject(new Error('offline')));
    await wait(1000);
    expect(result.current.data).toBe(good);
    expect(result.current.stale).toBe(true);
    expect(result.current.refreshedAt).toBe(refreshedAt);

    // Polling keeps trying.
    service.mockImplementation(() => Promise.resolve(answer(9)));
    await wait(1000);
    expect(result.current.stale).toBe(false);
    expect(result.current.data?.generatedAt).toContain('10:09');
    expect(result.current.refreshedAt).toBeGreaterThan(refreshedAt!);
    unmount();
  });

  it("marks the service worker's cached copy stale, dated from when it was stored, until the network answers", async () => {
    service.mockImplementation(() => Promise.resolve({ show: show(3), cachedAt: '2026-11-24T01:58:00.000Z' }));
    const { result, unmount } = renderHook(() => useDataShow(1));
    await wait(0);
    expect(result.current.data?.generatedAt).toContain('10:03');
    expect(result.current.stale).toBe(true);
    expect(result.current.refreshedAt).toBe(Date.parse('2026-11-24T01:58:00.000Z'));

    service.mockImplementation(() => Promise.resolve(answer(4)));
    await wait(1000);
    expect(result.current.stale).toBe(false);
    expect(result.current.refreshedAt).toBeGreaterThan(Date.parse('2026-11-24T01:58:00.000Z'));
    unmount();
  });

  it('marks the data stale while offline and asks again as soon as the network is back', async () => {
    const { result, unmount } = renderHook(() => useDataShow(300));
    await wait(10);
    act(() => {
      window.dispatchEvent(new Event('offline'));
    });
    expect(result.current.stale).toBe(true);
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    await wait(0);
    expect(result.current.stale).toBe(false);
    expect(service).toHaveBeenCalledTimes(2);
    unmount();
  });

  it('leaves no timer running when the page goes', async () => {
    const { unmount } = renderHook(() => useDataShow(1));
    await wait(2500);
    expect(jest.getTimerCount()).toBeGreaterThan(0);
    unmount();
    expect(jest.getTimerCount()).toBe(0);
  });
});
