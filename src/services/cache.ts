/**
 * The one request cache of the site. Every data hook reads /webapi through `useApi`, which keeps
 * its answers here under a key naming what they answer for (ahooks' cacheKey with this store);
 * `remember` caches the parts of a combined answer (one series per index node) in the same store,
 * so adding a node to a comparison fetches only that node. Answers stay fresh for
 * REQUEST_CACHE_TIME (seed §9); failures are never kept, so a retry asks again.
 */
import { REQUEST_CACHE_TIME } from '@/config/constants';

export interface CacheEntry<T = unknown> {
  data: T;
  params: any[];
  time: number;
}

const entries = new Map<string, CacheEntry>();
const pending = new Map<string, Promise<unknown>>();
let generation = 0;

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
 */
export function shared<T>(key: string, load: () => Promise<T>): Promise<T> {
  let promise = pending.get(key) as Promise<T> | undefined;
  if (!promise) {
    // A request started before a clearCache() must neither fill the cache nor end a newer request.
    const started = generation;
    const own: Promise<T> = load().then((data) => {
      if (started === generation) writeCache(key, { data, params: [], time: Date.now() });
      return data;
    });
    const settled = () => {
      if (pending.get(key) === own) pending.delete(key);
    };
    own.then(settled, settled);
    pending.set(key, own);
    promise = own;
  }
  return promise;
}

/** The cached answer for `key`, or `load()` once (concurrent callers share the pending request). */
export function remember<T>(key: string, load: () => Promise<T>): Promise<T> {
  const hit = readCache<T>(key);
  return hit ? Promise.resolve(hit.data) : shared(key, load);
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
