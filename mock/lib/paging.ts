/** Query parsing, paging (as the original: page size 10 from page 1, page clamped) and keyword search. */
import { clampPage, PAGE_SIZE } from '../../src/config/constants';
import type { PageResult } from '../../src/types/webapi';
import { badRequest } from './errors';

/** The original's paging rule lives once, in src/config/constants.ts; the backend applies it. */
export const DEFAULT_PAGE_SIZE = PAGE_SIZE;
export const MAX_PAGE_SIZE = 100;

export type Query = Record<string, unknown>;

/** A query parameter as a trimmed string (first value when repeated); undefined when absent or blank. */
export function queryString(query: Query | undefined, name: string): string | undefined {
  let value = query?.[name];
  if (Array.isArray(value)) value = value[0];
  if (value === undefined || value === null) return undefined;
  const text = String(value).trim();
  return text === '' ? undefined : text;
}

/** Every value of a list parameter: `a,b`, repeated `x=a&x=b`, or `x[]=a`. */
export function queryList(query: Query | undefined, name: string): string[] {
  const raw = query?.[name] ?? query?.[`${name}[]`];
  const values = Array.isArray(raw) ? raw : raw === undefined || raw === null ? [] : [raw];
  return values
    .flatMap((v) => String(v).split(','))
    .map((v) => v.trim())
    .filter(Boolean);
}

/** Parses a non-negative integer id; BAD_REQUEST when it is not one. */
export function parseId(value: unknown, name: string): number {
  const text = Array.isArray(value) ? value[0] : value;
  if (text === undefined || text === null || String(text).trim() === '') throw badRequest(`缺少参数 ${name}`);
  if (!/^\d{1,15}$/.test(String(text).trim())) throw badRequest(`参数 ${name} 必须是整数`);
  return Number(String(text).trim());
}

/** Optional integer parameter: undefined when absent, BAD_REQUEST when malformed. */
export function optionalId(query: Query | undefined, name: string): number | undefined {
  const text = queryString(query, name);
  return text === undefined ? undefined : parseId(text, name);
}

/** Lenient paging numbers: non-numeric or out-of-range values fall back to the defaults. */
export function parsePaging(query: Query | undefined): { current: number; pageSize: number } {
  const num = (name: string): number | undefined => {
    const text = queryString(query, name);
    if (text === undefined || !/^-?\d+$/.test(text)) return undefined;
    return Number(text);
  };
  const size = num('pageSize');
  const pageSize = size === undefined || size < 1 ? DEFAULT_PAGE_SIZE : Math.min(size, MAX_PAGE_SIZE);
  const current = num('current') ?? 1;
  return { current, pageSize };
}

/** One page of `items`; `current` is clamped to [1, total pages] (1 when there is nothing). */
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
