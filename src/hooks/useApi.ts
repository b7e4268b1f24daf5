/**
 * Every page reads /webapi through this: ahooks' useRequest with the original's defaults
 * (5-minute cache, focus refresh throttled to 5 s). Pass a `cacheKey` to share a result.
 */
import { useRequest } from 'ahooks';
import type { Options, Service } from 'ahooks/lib/useRequest/src/types';
import { FOCUS_REFRESH_THROTTLE, REQUEST_CACHE_TIME } from '@/config/constants';

export function useApi<T, P extends any[] = []>(service: Service<T, P>, options: Options<T, P> = {}) {
  return useRequest<T, P>(service, {
    cacheTime: REQUEST_CACHE_TIME,
    refreshOnWindowFocus: true,
    focusTimespan: FOCUS_REFRESH_THROTTLE,
    // The page shows the failure (error state, and the global message unless silent); keep a
    // trace for operators without ahooks' default console.error.
    onError: (error) => console.warn('[webapi]', error.message || error.name),
    ...options,
  });
}
