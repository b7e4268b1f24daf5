/**
 * Paging (as the original: page size 10 from page 1, a page beyond the last answers the last) and
 * keyword search. The paging numbers are checked like every typed parameter: `current` an integer
 * ≥ 1, `pageSize` an integer in 1–100, anything else BAD_REQUEST.
 */
import { clampPage, PAGE_SIZE } from '../../src/config/constants';
import type { PageResult } from '../../src/types/webapi';
import { optionalIntIn, queryString, type Query } from './params';

/** The original's paging rule lives once, in src/config/constants.ts; the backend applies it. */
export const DEFAULT_PAGE_SIZE = PAGE_SIZE;
export const MAX_PAGE_SIZE = 100;

/** `current` and `pageSize` of a paged list's query (defaults 1 and 10); BAD_REQUEST when malformed. */
export function parsePaging(query: Query | undefined): { current: number; pageSize: number } {
  return {
    current: optionalIntIn(query, 'current', 1) ?? 1,
    pageSize: optionalIntIn(query, 'pageSize', 1, MAX_PAGE_SIZE) ?? DEFAULT_PAGE_SIZE,
  };
}

/** One page of `items`; `current` is clamped to the last page (1 when there is nothing). */
export function paginate<T, U = T>(items: readonly T[], query: Query | undefined, map?: (item: T) => U): PageResult<U> {
  const { current: asked, pageSize } = parsePaging(query);
  const total = items.length;
  const current = clampPage(asked, total, pageSize);
  const slice = items.slice((current - 1) * pageSize, current * pageSize);
  return {
    list: map ? slice.map(map) : (slice as unknown as U[]),
    total,
    current,
    pageSize,
  };
}

/** Case-insensitive substring match of the `keyword` parameter on any of `fields`; no keyword matches all. */
export function keywordFilter<T>(query: Query | undefined, fields: (item: T) => (string | undefined)[]): (item: T) => boolean {
  const keyword = queryString(query, 'keyword')?.toLowerCase();
  if (!keyword) return () => true;
  return (item) => fields(item).some((f) => f !== undefined && f.toLowerCase().includes(keyword));
}
