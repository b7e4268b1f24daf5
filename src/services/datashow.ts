import type { DataShow } from '@/types/webapi';
import { getWithHeaders, isObject, type GetOptions } from './client';

/**
 * The header the showcase's service worker (plugins/datashowWorker/worker.ts) puts on an answer it
 * served from its cache because the network failed; its value is when that answer was stored.
 */
export const CACHED_ANSWER_HEADER = 'x-datashow-cached';

export interface DataShowAnswer {
  show: DataShow;
  /** Set when the answer is the service worker's last good copy: when it was stored (ISO), or ''. */
  cachedAt?: string;
}

export async function getDataShow(opts?: GetOptions): Promise<DataShowAnswer> {
  const { data, headers } = await getWithHeaders<DataShow>(
    '/datashow',
    (v) => isObject(v) && isObject(v.headline) && Array.isArray(v.families),
    undefined,
    opts,
  );
  const cached = headers[CACHED_ANSWER_HEADER];
  return cached === undefined ? { show: data } : { show: data, cachedAt: cached === 'unknown' ? '' : cached };
}
