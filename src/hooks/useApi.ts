/**
 * Every page reads /webapi through this: ahooks' useRequest with the original's defaults (answers
 * cached for 5 minutes in the one store of src/services/cache.ts, focus refresh throttled to 5 s).
 * `key` names what the answer is for (`articles|214|2|季度`): the same key anywhere shares the
 * answer, and a new key asks again (so it carries every input of `service`). While the component
 * is there it holds its key: once nothing holds it, a request still on its way is aborted (a page
 * left, filters changed).
 */
import { useRequest } from 'ahooks';
import { useEffect, useRef } from 'react';
import type { CachedData } from 'ahooks/lib/useRequest/src/utils/cache';
import type { Options, Service } from 'ahooks/lib/useRequest/src/types';
import { FOCUS_REFRESH_THROTTLE, REQUEST_CACHE_TIME } from '@/config/constants';
import { hold, readCache, shared, writeCache } from '@/services/cache';

export function useApi<T>(key: string, service: Service<T, []>, options: Options<T, []> = {}) {
  useEffect(() => hold(key), [key]);
  // An answer already here and fresh (boot data, a prefetch, another page) is shown by the first
  // render: ahooks would still run on mount only to set the same state again, a second render of
  // every region before the first paint (issue 23). Only the mount's run is skipped (ahooks reads
  // `manual` from the first render for it); a new key or a refocus asks as before.
  const mounting = useRef(true);
  useEffect(() => {
    mounting.current = false;
  }, []);
  // readCache answers only what is within the cache time (the staleTime below).
  const freshAtMount = mounting.current && readCache(key) !== undefined;
  // A request already on its way for the same key (a prefetch, another region) is joined, not repeated.
  return useRequest<T, []>(() => shared(key, service), {
    cacheKey: key,
    cacheTime: REQUEST_CACHE_TIME,
    // Within the cache time an answer is fresh: remounting a page or refocusing shows it without asking again.
    staleTime: REQUEST_CACHE_TIME,
    getCache: () => readCache<T>(key) as CachedData<T, []> | undefined,
    setCache: (entry) => writeCache(key, entry),
    refreshDeps: [key],
    refreshOnWindowFocus: true,
    focusTimespan: FOCUS_REFRESH_THROTTLE,
    // The page shows the failure (error state, and the global message unless silent); keep a
    // trace for operators without ahooks' default console.error.
    onError: (error) => console.warn('[webapi]', error.message || error.name),
    ...options,
    manual: options.manual ?? freshAtMount,
  });
}
