/**
 * Query and path parameters, each kind parsed in one place. A parameter the contract types (an
 * integer, a date, a month, a period key) is either absent or well-formed: anything else is
 * BAD_REQUEST, never a silent default, so a caller's mistake cannot pass for an empty answer.
 */
import { parseIsoDate, parseMonthKey, parseQuarterKey } from './calendar';
import type { Frequency } from './periods';
import { badRequest } from './errors';

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

/** Optional integer in [min, max]: undefined when absent, BAD_REQUEST when malformed or out of range. */
export function optionalIntIn(query: Query | undefined, name: string, min: number, max = Infinity): number | undefined {
  const value = optionalId(query, name);
  if (value !== undefined && (value < min || value > max)) {
    throw badRequest(`参数 ${name} 应为${max === Infinity ? `不小于 ${min} ` : ` ${min}–${max} `}的整数`);
  }
  return value;
}

/** `YYYY-MM-DD`, a real calendar date, nothing before or after it. */
const isIsoDate = (text: string): boolean => /^\d{4}-\d{2}-\d{2}$/.test(text) && parseIsoDate(text) !== null;
/** `YYYY-MM` with a month 01–12. */
const isMonthKey = (text: string): boolean => parseMonthKey(text) !== null;

/** Optional ISO date (`YYYY-MM-DD`); BAD_REQUEST when it is anything else. */
export function dateParam(query: Query | undefined, name: string): string | undefined {
  const text = queryString(query, name);
  if (text !== undefined && !isIsoDate(text)) throw badRequest(`参数 ${name} 应为 YYYY-MM-DD 格式的日期`);
  return text;
}

/** Optional month (`YYYY-MM`); BAD_REQUEST when it is anything else. */
export function monthParam(query: Query | undefined, name: string): string | undefined {
  const text = queryString(query, name);
  if (text !== undefined && !isMonthKey(text)) throw badRequest(`参数 ${name} 应为 YYYY-MM 格式的月份`);
  return text;
}

const PERIOD_FORM: Record<Frequency, string> = { week: 'YYYY-MM-DD 格式的周起始日期', month: 'YYYY-MM 格式的月份', quarter: 'YYYY-Qn 格式的季度（如 2026-Q3）' };

/**
 * Optional period key of a family: the week-start date (`YYYY-MM-DD`) of a weekly family, the month
 * (`YYYY-MM`) of a monthly one, the quarter (`YYYY-Qn`) of a quarterly one. Another form is malformed
 * too: as a bound it would compare wrongly.
 */
export function periodParam(query: Query | undefined, name: string, frequency: Frequency): string | undefined {
  const text = queryString(query, name);
  if (text === undefined) return undefined;
  const ok = frequency === 'week' ? isIsoDate(text) : frequency === 'month' ? isMonthKey(text) : parseQuarterKey(text) !== null;
  if (!ok) throw badRequest(`参数 ${name} 应为 ${PERIOD_FORM[frequency]}`);
  return text;
}

/** Checks an inclusive `from`–`to` range of keys of one form (ISO dates or months compare as text). */
export function orderedRange<T extends string | undefined>(from: T, to: T): { from: T; to: T } {
  if (from !== undefined && to !== undefined && from > to) throw badRequest('参数 from 不能晚于 to');
  return { from, to };
}
