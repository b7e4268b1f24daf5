import { REQUEST_CACHE_TIME } from '@/config/constants';
import { clearCache, readCache, remember, shared, writeCache } from '@/services/cache';

/** A promise settled by the test, to hold a request pending. */
function deferred<T>() {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  // The test's own handle: a rejection nobody else listens to must fail an assertion, not crash jest.
  promise.catch(() => undefined);
  return { promise, resolve, reject };
}

/** Let every settled promise's reactions run. */
const realSetImmediate = jest.requireActual<typeof import('timers')>('timers').setImmediate;
const flush = () =>
  new Promise<void>((r) => {
    realSetImmediate(r);
  });

const T0 = new Date('2026-03-01T08:00:00Z').getTime();

beforeEach(() => {
  jest.useFakeTimers({ now: T0 });
  clearCache();
});

afterEach(() => {
  clearCache();
  jest.useRealTimers();
});

describe('remember', () => {
  it('asks once and answers later callers from the cache', async () => {
    const load = jest.fn().mockResolvedValue({ n: 1 });
    await expect(remember('k', load)).resolves.toEqual({ n: 1 });
    await expect(remember('k', load)).resolves.toEqual({ n: 1 });
    await expect(remember('k', load)).resolves.toEqual({ n: 1 });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('shares one pending request between concurrent callers', async () => {
    const d = deferred<string>();
    const load = jest.fn(() => d.promise);
    const first = remember('k', load);
    const second = remember('k', load);
    const third = remember('k', () => Promise.resolve('other loader is not used'));
    expect(load).toHaveBeenCalledTimes(1);
    expect(second).toBe(first);
    expect(third).toBe(first);
    d.resolve('answer');
    await expect(Promise.all([first, second, third])).resolves.toEqual(['answer', 'answer', 'answer']);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('keeps different keys apart', async () => {
    const loadA = jest.fn().mockResolvedValue('a');
    const loadB = jest.fn().mockResolvedValue('b');
    const [a, b] = await Promise.all([remember('index:series|21|A', loadA), remember('index:series|21|B', loadB)]);
    expect([a, b]).toEqual(['a', 'b']);
    expect(loadA).toHaveBeenCalledTimes(1);
    expect(loadB).toHaveBeenCalledTimes(1);
    await expect(remember('index:series|21|A', loadB)).resolves.toBe('a');
    expect(loadB).toHaveBeenCalledTimes(1);
  });

  it('stores the answer in the shared cache with the time it arrived', async () => {
    const d = deferred<number[]>();
    const p = remember('k', () => d.promise);
    expect(readCache('k')).toBeUndefined();
    jest.setSystemTime(T0 + 1500);
    d.resolve([1, 2]);
    await p;
    expect(readCache('k')).toEqual({ data: [1, 2], params: [], time: T0 + 1500 });
  });

  it('keeps a success for REQUEST_CACHE_TIME, then asks again', async () => {
    expect(REQUEST_CACHE_TIME).toBe(5 * 60 * 1000);
    const load = jest.fn().mockResolvedValueOnce('old').mockResolvedValueOnce('new');
    await expect(remember('k', load)).resolves.toBe('old');

    jest.setSystemTime(T0 + REQUEST_CACHE_TIME - 1);
    await expect(remember('k', load)).resolves.toBe('old');
    jest.setSystemTime(T0 + REQUEST_CACHE_TIME);
    await expect(remember('k', load)).resolves.toBe('old');
    expect(load).toHaveBeenCalledTimes(1);

    jest.setSystemTime(T0 + REQUEST_CACHE_TIME + 1);
    await expect(remember('k', load)).resolves.toBe('new');
    expect(load).toHaveBeenCalledTimes(2);
    // The fresh answer is cached from its own arrival.
    expect(readCache('k')?.time).toBe(T0 + REQUEST_CACHE_TIME + 1);
    await expect(remember('k', load)).resolves.toBe('new');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('expires with advancing fake timers too', async () => {
    const load = jest.fn().mockResolvedValue('x');
    await remember('k', load);
    jest.advanceTimersByTime(REQUEST_CACHE_TIME);
    await remember('k', load);
    expect(load).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(1);
    await remember('k', load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('never keeps a failure: every concurrent caller sees it and the next call asks again', async () => {
    const d = deferred<string>();
    const load = jest.fn(() => d.promise);
    const first = remember('k', load);
    const second = remember('k', load);
    const error = new Error('network down');
    d.reject(error);
    await expect(first).rejects.toBe(error);
    await expect(second).rejects.toBe(error);
    expect(load).toHaveBeenCalledTimes(1);
    expect(readCache('k')).toBeUndefined();

    const retry = jest.fn().mockResolvedValue('back');
    await expect(remember('k', retry)).resolves.toBe('back');
    expect(retry).toHaveBeenCalledTimes(1);
    await expect(remember('k', retry)).resolves.toBe('back');
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it('asks again right after a failure, without waiting for any time to pass', async () => {
    const load = jest.fn().mockRejectedValueOnce(new Error('500')).mockResolvedValueOnce('ok');
    await expect(remember('k', load)).rejects.toThrow('500');
    await expect(remember('k', load)).resolves.toBe('ok');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('does not leave an unhandled rejection behind once the caller handled it', async () => {
    const unhandled = jest.fn();
    process.on('unhandledRejection', unhandled);
    try {
      await expect(remember('k', () => Promise.reject(new Error('x')))).rejects.toThrow('x');
      await flush();
      expect(unhandled).not.toHaveBeenCalled();
    } finally {
      process.off('unhandledRejection', unhandled);
    }
  });

  it('answers from an entry written by useApi under the same key', async () => {
    writeCache('index:families', { data: ['f'], params: [], time: T0 });
    const load = jest.fn().mockResolvedValue(['other']);
    await expect(remember('index:families', load)).resolves.toEqual(['f']);
    expect(load).not.toHaveBeenCalled();
  });
});

describe('shared (the loader useApi goes through)', () => {
  it('shares one pending request, even with a remember() caller of the same key', async () => {
    const d = deferred<string>();
    const load = jest.fn(() => d.promise);
    const first = shared('k', load);
    expect(shared('k', load)).toBe(first);
    expect(remember('k', load)).toBe(first);
    expect(load).toHaveBeenCalledTimes(1);
    d.resolve('v');
    await expect(first).resolves.toBe('v');
    expect(readCache('k')?.data).toBe('v');
  });

  it('asks again once nothing is pending, cached answer or not (useApi reads the cache itself)', async () => {
    const load = jest.fn().mockResolvedValueOnce('one').mockResolvedValueOnce('two');
    await expect(shared('k', load)).resolves.toBe('one');
    await expect(shared('k', load)).resolves.toBe('two');
    expect(load).toHaveBeenCalledTimes(2);
    expect(readCache('k')?.data).toBe('two');
  });

  it('keeps no failure and releases the pending request', async () => {
    const load = jest.fn().mockRejectedValueOnce(new Error('down')).mockResolvedValueOnce('up');
    await expect(shared('k', load)).rejects.toThrow('down');
    expect(readCache('k')).toBeUndefined();
    await expect(shared('k', load)).resolves.toBe('up');
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('readCache / writeCache', () => {
  it('reads back the entry written under a key, nothing under another', () => {
    const entry = { data: { a: 1 }, params: [2], time: T0 };
    writeCache('k', entry);
    expect(readCache('k')).toBe(entry);
    expect(readCache('other')).toBeUndefined();
  });

  it('replaces an entry written again', () => {
    writeCache('k', { data: 1, params: [], time: T0 });
    writeCache('k', { data: 2, params: [], time: T0 });
    expect(readCache<number>('k')?.data).toBe(2);
  });

  it('keeps an entry exactly REQUEST_CACHE_TIME old and drops an older one for good', () => {
    writeCache('fresh', { data: 'f', params: [], time: T0 - REQUEST_CACHE_TIME });
    writeCache('stale', { data: 's', params: [], time: T0 - REQUEST_CACHE_TIME - 1 });
    expect(readCache('fresh')?.data).toBe('f');
    expect(readCache('stale')).toBeUndefined();
    // Dropped, not hidden: even going back in time does not bring it back.
    jest.setSystemTime(T0 - REQUEST_CACHE_TIME);
    expect(readCache('stale')).toBeUndefined();
  });

  it('lets an entry expire as time passes', () => {
    writeCache('k', { data: 'v', params: [], time: T0 });
    jest.setSystemTime(T0 + REQUEST_CACHE_TIME);
    expect(readCache('k')?.data).toBe('v');
    jest.setSystemTime(T0 + REQUEST_CACHE_TIME + 1);
    expect(readCache('k')).toBeUndefined();
  });
});

describe('clearCache', () => {
  it('forgets every answer', async () => {
    writeCache('a', { data: 1, params: [], time: T0 });
    await remember('b', () => Promise.resolve(2));
    clearCache();
    expect(readCache('a')).toBeUndefined();
    expect(readCache('b')).toBeUndefined();
    const load = jest.fn().mockResolvedValue(3);
    await expect(remember('b', load)).resolves.toBe(3);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('forgets pending requests: a later caller asks again', async () => {
    const d1 = deferred<string>();
    const first = remember('k', () => d1.promise);
    clearCache();
    const load2 = jest.fn().mockResolvedValue('second');
    const second = remember('k', load2);
    expect(second).not.toBe(first);
    expect(load2).toHaveBeenCalledTimes(1);
    await expect(second).resolves.toBe('second');
    d1.resolve('first');
    await expect(first).resolves.toBe('first');
  });
});
