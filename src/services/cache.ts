/**
 * The one request cache of the site. Every data hook reads /webapi through `useApi`, which keeps
 * its answers here under a key naming what they answer for (ahooks' cacheKey with this store);
 * `remember` caches the parts of a combined answer (one series per index node) in the same store,
 * so adding a node to a comparison fetches only that node. Answers stay fresh for
 * REQUEST_CACHE_TIME (seed §9); failures are never kept, so a retry asks again.
 *
 * A request nobody waits for any more is aborted: useApi `hold`s its key while its component is
 * there, and a load started inside another's (a series inside a comparison) waits with that one's
 * signal. When the last of them leaves (a page left, a key superseded by new filters), the request
 * is aborted and forgotten; one nobody ever held (a prefetch alone) runs to the end.
 */
import { REQUEST_CACHE_TIME } from '@/config/constants';

export interface CacheEntry<T = unknown> {
  data: T;
  params: any[];
  time: number;
}

const entries = new Map<string, CacheEntry>();

interface Pending {
  promise: Promise<unknown>;
  controller: AbortController;
  /** Loads of other requests waiting for this one (their signals not aborted yet). */
  waiters: number;
  /** Stop listening to the waiters' signals (once settled: a long-lived page keeps no dead entries). */
  detach: (() => void)[];
}
const pending = new Map<string, Pending>();
/** How many mounted components show each key (useApi). */
const holders = new Map<string, number>();
let generation = 0;

/** The signal of the request whose load() is running right now (synchronously): client.ts sends it. */
let current: AbortSignal | undefined;
export const currentSignal = () => current;

/** Abort the pending request of `key` if nobody waits for it any more. */
function abandon(key: string, entry: Pending): void {
  if (pending.get(key) !== entry || entry.waiters > 0 || (holders.get(key) ?? 0) > 0) return;
  pending.delete(key);
  entry.controller.abort();
}

/** The request of `key` is no longer wanted by whoever gave `signal`, once it aborts. */
function wait(key: string, entry: Pending, signal: AbortSignal): void {
  if (signal.aborted) return;
  entry.waiters += 1;
  const leave = () => {
    entry.waiters -= 1;
    abandon(key, entry);
  };
  signal.addEventListener('abort', leave, { once: true });
  entry.detach.push(() => signal.removeEventListener('abort', leave));
}

/**
 * A component shows `key` (useApi, while mounted and while the key is its own): its request is not
 * aborted. The returned release lets it go; if that was the last holder, the pending request is
 * aborted (after the current React commit: a component mounting in its place may hold it again).
 */
export function hold(key: string): () => void {
  holders.set(key, (holders.get(key) ?? 0) + 1);
  return () => {
    const left = (holders.get(key) ?? 1) - 1;
    if (left > 0) holders.set(key, left);
    else holders.delete(key);
    // (A promise, not queueMicrotask: fake timers in tests count that as a timer left running.)
    Promise.resolve().then(() => {
      const entry = pending.get(key);
      if (entry) abandon(key, entry);
    });
  };
}

export function readCache<T>(key: string): CacheEntry<T> | undefined {
  const hit = entries.get(key);
  if (hit && Date.now() - hit.time > REQUEST_CACHE_TIME) {
    entries.delete(key);
    return undefined;
  }
  return hit as CacheEntry<T> | undefined;
}

export function writeCache(key: string, entry: CacheEntry): void {
  entries.set(key, entry);
}

/**
 * `load()` for `key`, unless the same request is already on its way (a prefetch started with the
 * site info, or another region asking for the same thing): then its promise. A success is cached.
 * `signal`: the caller's, when its going away should abort the request (a load inside another's
 * passes that one's by default).
 */
export function shared<T>(key: string, load: () => Promise<T>, signal: AbortSignal | undefined = current): Promise<T> {
  let entry = pending.get(key);
  if (!entry) {
    // A request started before a clearCache() must neither fill the cache nor end a newer request.
    const started = generation;
    const controller = new AbortController();
    const outer = current;
    current = controller.signal;
    let loading: Promise<T>;
    try {
      loading = load();
    } finally {
      current = outer;
    }
    const own: Promise<T> = loading.then((data) => {
      if (started === generation) writeCache(key, { data, params: [], time: Date.now() });
      return data;
    });
    const mine: Pending = { promise: own, controller, waiters: 0, detach: [] };
    const settled = () => {
      if (pending.get(key) === mine) pending.delete(key);
      mine.detach.splice(0).forEach((stop) => stop());
    };
    own.then(settled, settled);
    pending.set(key, mine);
    entry = mine;
  }
  if (signal) wait(key, entry, signal);
  return entry.promise as Promise<T>;
}

/** The cached answer for `key`, or `load()` once (concurrent callers share the pending request). */
export function remember<T>(key: string, load: () => Promise<T>, signal: AbortSignal | undefined = current): Promise<T> {
  const hit = readCache<T>(key);
  return hit ? Promise.resolve(hit.data) : shared(key, load, signal);
}

/** Forget the answers whose key starts with `prefix` (a pulled-to-refresh list's pages). */
export function forget(prefix: string): void {
  for (const key of [...entries.keys(), ...pending.keys()]) {
    if (key.startsWith(prefix)) {
      entries.delete(key);
      pending.delete(key);
    }
  }
}

/** Forget every answer (tests; a language switch does not need it: answers are language-free). */
export function clearCache(): void {
  entries.clear();
  pending.clear();
  generation += 1;
}
