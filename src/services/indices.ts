import type { IndexFamily, IndexNode, IndexSeries, IndexSeriesQuery, IndexSnapshot } from '@/types/webapi';
import { get, isArray, isObject, type GetOptions } from './client';

export const getFamilies = (opts?: GetOptions) => get<IndexFamily[]>('/index/families', isArray, undefined, opts);

export const getIndexTree = (projId: number, opts?: GetOptions) =>
  get<IndexNode[]>(`/index/families/${encodeURIComponent(projId)}/tree`, isArray, undefined, opts);

export const getIndexSeries = (query: IndexSeriesQuery, opts?: GetOptions) =>
  get<IndexSeries[]>(
    '/index/series',
    (v) => isArray(v) && v.every((s) => isObject(s) && isArray(s.points)),
    query,
    opts,
  );

export const getIndexSnapshot = (projId: number, period?: string, opts?: GetOptions) =>
  get<IndexSnapshot>('/index/snapshot', (v) => isObject(v) && isArray(v.rows), { projId, period }, opts);
