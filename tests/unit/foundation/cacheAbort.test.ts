import { clearCache, currentSignal, hold, remember, shared } from '@/services/cache';

/** A load that never answers by itself, and the signal it was started with (what client.ts sends). */
function pendingLoad() {
  const seen: { signal?: AbortSignal } = {};
  const load = jest.fn(() => {
    seen.signal = currentSignal();
    return new Promise<string>((resolve, reject) => {
      seen.signal?.addEventListener('abort', () => reject(new Error('aborted')));
      Object.assign(seen, { resolve });
    });
  });
  return { load, seen: seen as { signal?: AbortSignal; resolve?: (v: string) => void } };
}

/** Let queued microtasks (the release's check) run. */
const flush = () =>
  new Promise<void>((r) => {
    setTimeout(r, 0);
  });

beforeEach(() => clearCache());

describe('leaving aborts what nobody waits for', () => {
  it('gives the load a signal, aborted once the last component showing its key has gone', async () => {
    const { load, seen } = pendingLoad();
    const release = hold('articles|214');
    const answer = shared('articles|214', load);
    answer.catch(() => undefined);
    expect(seen.signal).toBeInstanceOf(AbortSignal);
    expect(currentSignal()).toBeUndefined();
    release();
    expect(seen.signal!.aborted).toBe(false);
    await flush();
    expect(seen.signal!.aborted).toBe(true);
    await expect(answer).rejects.toThrow('aborted');
  });

  it('forgets the aborted request: the next caller asks again', async () => {
    const first = pendingLoad();
    const release = hold('k');
    shared('k', first.load).catch(() => undefined);
    release();
    await flush();
    const second = pendingLoad();
    const again = shared('k', second.load);
    expect(second.load).toHaveBeenCalledTimes(1);
    second.seen.resolve!('fresh');
    await expect(again).resolves.toBe('fresh');
  });

  it('keeps it while another component shows the same key', async () => {
    const { load, seen } = pendingLoad();
    const a = hold('k');
    const b = hold('k');
    shared('k', load).catch(() => undefined);
    a();
    await flush();
    expect(seen.signal!.aborted).toBe(false);
    b();
    await flush();
    expect(seen.signal!.aborted).toBe(true);
  });

  it('keeps it when the page that replaces the left one shows the same key (same commit)', async () => {
    const { load, seen } = pendingLoad();
    const left = hold('k');
    shared('k', load).catch(() => undefined);
    left();
    const next = hold('k');
    await flush();
    expect(seen.signal!.aborted).toBe(false);
    next();
    await flush();
    expect(seen.signal!.aborted).toBe(true);
  });

  it('lets a request nobody held (a prefetch) run to the end', async () => {
    const { load, seen } = pendingLoad();
    const answer = remember('index:snapshot|21|', load);
    await flush();
    expect(seen.signal!.aborted).toBe(false);
    seen.resolve!('snapshot');
    await expect(answer).resolves.toBe('snapshot');
  });

  it('aborts the loads started inside an abandoned one (a comparison\'s series), unless another still waits', async () => {
    const a = pendingLoad();
    const b = pendingLoad();
    const release = hold('index:series|21|A,B');
    const releaseOther = hold('index:series|21|B');
    shared('index:series|21|A,B', () => Promise.all([remember('node|A', a.load), remember('node|B', b.load)])).catch(() => undefined);
    shared('index:series|21|B', () => remember('node|B', b.load)).catch(() => undefined);
    expect(b.load).toHaveBeenCalledTimes(1);
    release();
    await flush();
    expect(a.seen.signal!.aborted).toBe(true);
    expect(b.seen.signal!.aborted).toBe(false);
    releaseOther();
    await flush();
    expect(b.seen.signal!.aborted).toBe(true);
  });

  it('aborts with the signal of a caller that waits on its own (a phone list\'s pages)', async () => {
    const { load, seen } = pendingLoad();
    const list = new AbortController();
    remember('articles|213||page=2', load, list.signal).catch(() => undefined);
    list.abort();
    expect(seen.signal!.aborted).toBe(true);
  });

  it('stops listening to the callers\' signals once answered: a long-lived page keeps nothing', async () => {
    const { load, seen } = pendingLoad();
    const page = new AbortController();
    const removed = jest.spyOn(page.signal, 'removeEventListener');
    const answer = shared('datashow', load, page.signal);
    seen.resolve!('show');
    await answer;
    await flush();
    expect(removed).toHaveBeenCalledWith('abort', expect.any(Function));
    page.abort();
    expect(seen.signal!.aborted).toBe(false);
  });
});
