/** Shared helpers of the model and demo unit tests: the demo dataset of a fixed date, fake Express req/res, shape checks. */
import { createDataset, type Dataset } from '../../../mock/lib/dataset';
import type { MockHandler } from './harness';

/** Saturday 21 Nov 2026, noon in Beijing. */
export const TODAY = new Date('2026-11-21T04:00:00Z');

let cached: Dataset | null = null;
export function dataset(): Dataset {
  if (!cached) cached = createDataset(TODAY);
  return cached;
}

export interface FakeResponse {
  statusCode: number;
  body: unknown;
  headers: Record<string, string | number>;
  ended: unknown;
}

function run(handler: MockHandler, query: Record<string, unknown>, params: Record<string, string>): { out: FakeResponse; pending: void | Promise<void> } {
  const out: FakeResponse = { statusCode: 0, body: undefined, headers: {}, ended: undefined };
  const res = {
    status(code: number) {
      out.statusCode = code;
      return res;
    },
    json(body: unknown) {
      out.body = JSON.parse(JSON.stringify(body));
      return res;
    },
    setHeader(name: string, value: string | number) {
      out.headers[name.toLowerCase()] = value;
      return res;
    },
    end(body?: unknown) {
      out.ended = body;
      return res;
    },
  };
  return { out, pending: handler({ query, params }, res) };
}

/** Calls a mock handler that answers at once with an Express-like fake request and response. */
export function call(handler: MockHandler, query: Record<string, unknown> = {}, params: Record<string, string> = {}): FakeResponse {
  const { out, pending } = run(handler, query, params);
  if (pending) throw new Error('this route answers later: use callAsync');
  return out;
}

/** Calls a mock handler whose answer may come later (an operation that reads asynchronously). */
export async function callAsync(handler: MockHandler, query: Record<string, unknown> = {}, params: Record<string, string> = {}): Promise<FakeResponse> {
  const { out, pending } = run(handler, query, params);
  await pending;
  return out;
}

type Kind = 'string' | 'number' | 'boolean' | 'array' | 'object' | 'null';
/** `'number|null'`, `'string?'` (optional), `'array'`… */
export type Shape = Record<string, string>;

function kindOf(v: unknown): Kind | 'undefined' {
  if (v === null) return 'null';
  if (Array.isArray(v)) return 'array';
  return typeof v as Kind | 'undefined';
}

/** The data of a 200 success envelope (the test fails on anything else). */
export function ok<T>(res: FakeResponse): T {
  expect(res.statusCode).toBe(200);
  const body = res.body as { success: boolean; data: T };
  expect(body.success).toBe(true);
  return body.data;
}

/** A 404 NOT_FOUND envelope whose message is Chinese (or matches `message`). */
export function expectNotFound(res: FakeResponse, message?: string | RegExp): void {
  expect(res.statusCode).toBe(404);
  expect(res.body).toMatchObject({ success: false, data: null, errorCode: 'NOT_FOUND', showType: 2 });
  expect((res.body as { errorMessage: string }).errorMessage).toMatch(message ?? /[\u4e00-\u9fa5]/);
}

/** Asserts `value` has exactly the keys of `shape` with the given kinds (and `?` keys optional). */
export function expectShape(value: unknown, shape: Shape, where = 'value'): void {
  expect(kindOf(value)).toBe('object');
  const obj = value as Record<string, unknown>;
  const allowed = new Set(Object.keys(shape));
  for (const key of Object.keys(obj)) {
    if (!allowed.has(key)) throw new Error(`${where}: unexpected key "${key}"`);
  }
  for (const [key, spec] of Object.entries(shape)) {
    const optional = spec.endsWith('?');
    const kinds = spec.replace('?', '').split('|');
    const v = obj[key];
    if (v === undefined) {
      if (!optional) throw new Error(`${where}: missing key "${key}"`);
      continue;
    }
    if (!kinds.includes(kindOf(v))) throw new Error(`${where}.${key}: expected ${spec}, got ${kindOf(v)}`);
    if (kindOf(v) === 'number' && !Number.isFinite(v as number)) throw new Error(`${where}.${key}: not finite`);
  }
}

/** expectShape on each item of `list`, which must have one: a shape check of no items checks nothing. */
export function expectShapes(list: unknown[], shape: Shape, where = 'value'): void {
  if (!list.length) throw new Error(`${where}: no items to check`);
  for (const item of list) expectShape(item, shape, where);
}

export const POINT: Shape = {
  period: 'string',
  year: 'number',
  week: 'number?',
  month: 'number?',
  indexValue: 'number',
  lastValue: 'number|null',
  sameValue: 'number|null',
  change: 'number|null',
  changePct: 'number|null',
  revised: 'object?',
  samePeriod: 'string?',
};
export const ROW: Shape = {
  nodeId: 'string',
  name: 'string',
  level: 'number',
  parentId: 'string|null',
  indexValue: 'number',
  lastValue: 'number|null',
  sameValue: 'number|null',
  change: 'number|null',
  changePct: 'number|null',
};
export const ARTICLE_SUMMARY: Shape = {
  id: 'number',
  categoryId: 'number',
  type: 'string?',
  title: 'string',
  summary: 'string',
  author: 'string',
  source: 'string',
  publishedAt: 'string',
  cover: 'string?',
  attachmentCount: 'number',
  views: 'number',
};
export const ARTICLE_DETAIL: Shape = {
  ...ARTICLE_SUMMARY,
  content: 'string',
  attachments: 'array',
  prev: 'object|null',
  next: 'object|null',
  tags: 'array',
  related: 'array',
  indexPeriod: 'object|null',
};
export const RELATED_ARTICLE: Shape = { id: 'number', title: 'string', categoryId: 'number', publishedAt: 'string' };
export const ATTACHMENT: Shape = { name: 'string', url: 'string', size: 'number', pages: 'number', mime: 'string' };
export const MATERIAL_INFO: Shape = {
  id: 'string',
  name: 'string',
  spec: 'string',
  unit: 'string',
  group: 'string',
  market: 'string',
  source: 'string',
  currency: 'string',
  frequency: 'string',
  nextUpdate: 'string',
  categoryProjId: 'number',
  categoryIds: 'array',
};
export const RAW_MATERIAL: Shape = { ...MATERIAL_INFO, latest: 'object', change: 'number', changePct: 'number' };
export const PRICE: Shape = { date: 'string', price: 'number' };
export const TRADE_MONTH: Shape = { month: 'string', exportValue: 'number', importValue: 'number', exportYoY: 'number|null', importYoY: 'number|null' };
export const BRAND_ITEM: Shape = {
  rank: 'number',
  brandId: 'string',
  name: 'string',
  companyId: 'number',
  companyName: 'string',
  value: 'number',
  rankChange: 'number|null',
  region: 'string',
  category: 'string',
};
export const BRAND_DROPOUT: Shape = {
  brandId: 'string',
  name: 'string',
  companyId: 'number',
  companyName: 'string',
  previousRank: 'number',
  region: 'string',
  category: 'string',
};
export const BRAND_HISTORY: Shape = {
  brandId: 'string',
  name: 'string',
  companyId: 'number',
  companyName: 'string',
  region: 'string',
  category: 'string',
  editions: 'array',
};
export const BRAND_EDITION: Shape = { year: 'number', rank: 'number|null', value: 'number|null', rankChange: 'number|null' };
export const COMPANY_SUMMARY: Shape = {
  id: 'number',
  name: 'string',
  shortName: 'string',
  logo: 'string?',
  industry: 'string',
  region: 'string',
  founded: 'number',
  capital: 'number',
  employees: 'number',
  tags: 'array',
  brief: 'string',
};
export const COMPANY_DETAIL: Shape = {
  ...COMPANY_SUMMARY,
  introduction: 'string',
  address: 'string',
  website: 'string?',
  phone: 'string',
  legalPerson: 'string',
  brands: 'array',
  products: 'array',
  honours: 'array',
  categoryProjId: 'number',
  categoryIds: 'array',
};
export const PRODUCT: Shape = {
  id: 'number',
  name: 'string',
  companyId: 'number',
  companyName: 'string',
  category: 'string',
  image: 'string',
  images: 'array',
  spec: 'string',
  price: 'number',
  priceUnit: 'string',
};
export const FAMILY: Shape = {
  projId: 'number',
  name: 'string',
  shortName: 'string',
  kind: 'string',
  frequency: 'string',
  baseValue: 'number',
  basePeriod: 'string',
  basePeriodDate: 'string',
  unit: 'string',
  depth: 'number',
  valueKinds: 'array',
  source: 'string',
  description: 'string',
  latestPeriod: 'string',
  nextRelease: 'string',
  threshold: 'number?',
  revisions: 'array?',
};
export const NODE: Shape = { id: 'string', name: 'string', level: 'number', parentId: 'string|null', weight: 'number', children: 'array?' };
