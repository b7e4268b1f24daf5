import { asPoints, isSeriesAnswer, SERIES_LAYOUT } from '@/domain/seriesColumns';
import type { IndexFamily, IndexNode, IndexSeries, IndexSeriesColumns, IndexSeriesQuery, IndexSnapshot } from '@/types/webapi';
import { get, isArray, isObject, type GetOptions } from './client';

export const getFamilies = (opts?: GetOptions) => get<IndexFamily[]>('/index/families', isArray, undefined, opts);

export const getIndexTree = (projId: number, opts?: GetOptions) =>
  get<IndexNode[]>(`/index/families/${encodeURIComponent(projId)}/tree`, isArray, undefined, opts);

/**
 * `asOf` (docs/openapi.yaml `AsOf`, series and snapshot only): the index as published by the end of
 * that Beijing day (`YYYY-MM-DD`); the latest vintage when absent.
 */
export interface AsOfQuery {
  asOf?: string;
}

/**
 * Asked as columns of numbers (a third of the bytes), handed on as points (src/domain/seriesColumns.ts); a
 * backend that answers points is read as it is.
 */
export const getIndexSeries = async (query: IndexSeriesQuery, opts?: GetOptions): Promise<IndexSeries[]> =>
  (await get<(IndexSeries | IndexSeriesColumns)[]>('/index/series', (v) => isArray(v) && v.every(isSeriesAnswer), { ...query, ...SERIES_LAYOUT }, opts)).map(asPoints);

/** `opts.asOf`: the snapshot as published on that day (left out of the request when absent). */
export const getIndexSnapshot = (projId: number, period?: string, opts?: GetOptions & AsOfQuery) => {
  const { asOf, ...rest } = opts ?? {};
  return get<IndexSnapshot>('/index/snapshot', (v) => isObject(v) && isArray(v.rows), { projId, period, asOf }, opts && rest);
};
