import type { SearchQuery, SearchResult } from '@/types/webapi';
import { get, isObject, type GetOptions } from './client';

/** Site-wide search: the hits of every group (GET /webapi/search). */
export const searchSite = (query: SearchQuery, opts?: GetOptions) =>
  get<SearchResult>('/search', (v) => isObject(v) && typeof v.total === 'number' && isObject(v.articles), query, opts);
