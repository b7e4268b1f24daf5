/**
 * What the contract test asks the server: per operation of the document, good inputs (real ids of
 * today's dataset, which the server's demo seed writes too, answered 200) and the bad inputs the
 * document promises an answer for. Shared parameters (siteCode, paging, dates) get their bad inputs
 * from the document itself, so an operation that gains one is tested with it.
 */
import { getDataset } from '../../../mock/lib/dataset';
import { PRICE_PROJ } from '../../../mock/lib/indices';
import type { Document, OperationRef } from './document';
import { operationKey, operationsOf } from './document';
import { seededAt } from '../support/server';

export interface Input {
  params?: Record<string, string>;
  query?: Record<string, string | string[]>;
}

export interface Case extends Input {
  method: string;
  /** The operation's path as the document writes it (`/webapi/articles/{id}`). */
  path: string;
  /** What the case shows (the test's name). */
  what: string;
  expect: number;
}

interface Variant extends Input {
  what: string;
}
interface BadVariant extends Variant {
  expect: number;
}

/** The cases of one operation: `good` ones answer 200. */
function operation(key: string, { good, bad = [] }: { good: Variant[]; bad?: BadVariant[] }): Case[] {
  const [method, path] = key.split(' ');
  return [...good.map((v) => ({ ...v, method, path, expect: 200 })), ...bad.map((v) => ({ ...v, method, path }))];
}

/** `/webapi/articles/{id}` with its parameters filled in (encoded as a browser sends them). */
export function concretePath(c: { path: string; params?: Record<string, string> }): string {
  return c.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(c.params?.[name] ?? `{${name}}`));
}

// ------------------------------------------------------------------ real ids of today's dataset

const ds = getDataset(seededAt());
const report = ds.articles.find((a) => a.categoryId === 220 && a.attachments.length > 0)!;
const fileName = report.attachments[0].url.split('/').pop()!;
const weekly = ds.familyById.get(PRICE_PROJ)!;
const [rootNode, firstCategory] = weekly.nodes;
const weeks = weekly.periods.map((p) => p.key);
const monthly = ds.families.find((f) => f.family.frequency === 'month')!;
const months = monthly.periods.map((p) => p.key);
const withLogo = ds.companies.find((c) => c.logo)!;
const withoutLogo = ds.companies.find((c) => !c.logo);
const brandId = ds.brandYears[ds.brandYears.length - 1].items[0].brandId;
const material = ds.materials[0].info.id;
const quotes = ds.materials[0].quotes;
const product = ds.products[0];
const companyWithProducts = ds.companies.find((c) => c.productIds.length > 0)!;
const rankingYears = ds.brandYears.map((b) => b.year);
const tradeMonths = ds.trade.months.map((m) => m.key);

export const SITE_CODE = ds.site.siteCode;

export const OPERATION_CASES: Case[] = [
  ...operation('GET /webapi/site', {
    good: [{ what: 'no siteCode: the default site' }, { what: 'its own siteCode', query: { siteCode: SITE_CODE } }],
  }),
  ...operation('GET /webapi/boot', {
    good: [
      { what: "the phone home's first screen", query: { route: '/mobile/home' } },
      { what: "the index data page's", query: { route: '/data', siteCode: SITE_CODE } },
      { what: "the raw-material page's", query: { route: '/priceTrend' } },
    ],
    bad: [
      { what: 'no route', expect: 400 },
      { what: 'a route without boot answers', query: { route: '/admin/home' }, expect: 400 },
    ],
  }),
  ...operation('GET /webapi/constants', { good: [{ what: 'the constants' }] }),
  ...operation('GET /webapi/index/families', { good: [{ what: 'every family' }] }),
  ...operation('GET /webapi/index/families/{projId}/tree', {
    good: [
      { what: 'the weekly family', params: { projId: String(PRICE_PROJ) } },
      { what: 'a monthly family', params: { projId: String(monthly.family.projId) } },
    ],
    bad: [
      { what: 'unknown projId', params: { projId: '99' }, expect: 404 },
      { what: 'non-numeric projId', params: { projId: 'x' }, expect: 400 },
    ],
  }),
  ...operation('GET /webapi/index/series', {
    good: [
      { what: 'the root series', query: { projId: String(PRICE_PROJ) } },
      { what: 'two nodes in a range', query: { projId: String(PRICE_PROJ), nodeIds: `${rootNode.id},${firstCategory.id}`, from: weeks[10], to: weeks[60] } },
      { what: 'a monthly family in a range', query: { projId: String(monthly.family.projId), from: months[0], to: months[11] } },
      { what: 'from = to', query: { projId: String(PRICE_PROJ), from: weeks[5], to: weeks[5] } },
      { what: 'two nodes as columns', query: { projId: String(PRICE_PROJ), nodeIds: `${rootNode.id},${firstCategory.id}`, layout: 'columns' } },
      { what: 'a monthly family as columns', query: { projId: String(monthly.family.projId), from: months[0], to: months[11], layout: 'columns' } },
    ],
    bad: [
      { what: 'no projId', expect: 400 },
      { what: 'non-numeric projId', query: { projId: 'abc' }, expect: 400 },
      { what: 'unknown projId', query: { projId: '99' }, expect: 404 },
      { what: 'unknown node', query: { projId: String(PRICE_PROJ), nodeIds: `${rootNode.id},nope` }, expect: 404 },
      { what: 'from after to', query: { projId: String(PRICE_PROJ), from: weeks[60], to: weeks[10] }, expect: 400 },
      { what: 'a date that does not exist', query: { projId: String(PRICE_PROJ), from: '2025-02-30' }, expect: 400 },
      { what: 'a month key for a weekly family', query: { projId: String(PRICE_PROJ), from: '2025-03' }, expect: 400 },
      { what: 'a date for a monthly family', query: { projId: String(monthly.family.projId), to: '2025-03-01' }, expect: 400 },
      { what: 'words', query: { projId: String(PRICE_PROJ), to: 'last year' }, expect: 400 },
      { what: 'an unknown layout', query: { projId: String(PRICE_PROJ), layout: 'rows' }, expect: 400 },
    ],
  }),
  ...operation('GET /webapi/index/snapshot', {
    good: [
      { what: 'the latest period', query: { projId: String(PRICE_PROJ) } },
      { what: 'an earlier week', query: { projId: String(PRICE_PROJ), period: weeks[weeks.length - 2] } },
      { what: 'a monthly family', query: { projId: String(monthly.family.projId), period: months[months.length - 1] } },
    ],
    bad: [
      { what: 'unknown projId', query: { projId: '26' }, expect: 404 },
      { what: 'a well-formed week that is not published', query: { projId: String(PRICE_PROJ), period: '2099-01-05' }, expect: 404 },
      { what: 'a malformed period (month 13, day 99)', query: { projId: String(PRICE_PROJ), period: '2026-13-99' }, expect: 400 },
      { what: 'a malformed period (words)', query: { projId: String(PRICE_PROJ), period: 'abc' }, expect: 400 },
      { what: 'a month key for a weekly family', query: { projId: String(PRICE_PROJ), period: months[0] }, expect: 400 },
    ],
  }),
  ...operation('GET /webapi/articles', {
    good: [
      { what: 'a category', query: { categoryId: '214' } },
      { what: 'a keyword search', query: { categoryId: '214', keyword: '指数' } },
      { what: 'a year and month', query: { categoryId: '213', year: report.publishedAt.slice(0, 4), month: String(Number(report.publishedAt.slice(5, 7))) } },
      { what: 'a page beyond the last (clamped)', query: { categoryId: '220', current: '999' } },
    ],
    bad: [
      { what: 'no categoryId', expect: 400 },
      { what: 'non-numeric categoryId', query: { categoryId: 'news' }, expect: 400 },
      { what: 'unknown category', query: { categoryId: '999' }, expect: 404 },
      { what: 'month without year', query: { categoryId: '213', month: '3' }, expect: 400 },
      { what: 'month 13', query: { categoryId: '213', year: '2026', month: '13' }, expect: 400 },
      { what: 'year 1800', query: { categoryId: '213', year: '1800' }, expect: 400 },
    ],
  }),
  ...operation('GET /webapi/articles/{id}', {
    good: [{ what: 'a report with attachments', params: { id: String(report.id) } }],
    bad: [
      { what: 'unknown id', params: { id: '999999999' }, expect: 404 },
      { what: 'non-numeric id', params: { id: 'abc' }, expect: 400 },
    ],
  }),
  ...operation('GET /webapi/files/{name}', {
    good: [{ what: 'an attachment', params: { name: fileName } }],
    bad: [{ what: 'unknown file', params: { name: 'nope.pdf' }, expect: 404 }],
  }),
  ...operation('GET /webapi/feeds/articles/{categoryId}', {
    good: [{ what: 'the commentary feed', params: { categoryId: '214' } }],
    bad: [
      { what: 'unknown category', params: { categoryId: '999' }, expect: 404 },
      { what: 'non-numeric category', params: { categoryId: 'abc' }, expect: 400 },
    ],
  }),
  ...operation('GET /webapi/feeds/releases.ics', { good: [{ what: 'the release calendar' }] }),
  ...operation('GET /webapi/materials', { good: [{ what: 'every material' }] }),
  ...operation('GET /webapi/materials/{id}/prices', {
    good: [
      { what: 'the whole history', params: { id: material } },
      { what: 'a range', params: { id: material }, query: { from: quotes[10].date, to: quotes[40].date } },
    ],
    bad: [
      { what: 'unknown material', params: { id: 'gold' }, expect: 404 },
      { what: 'from after to', params: { id: material }, query: { from: quotes[40].date, to: quotes[10].date }, expect: 400 },
      { what: 'a date that does not exist', params: { id: material }, query: { to: '2025-02-30' }, expect: 400 },
      { what: 'month 13', params: { id: material }, query: { from: '2025-13-01' }, expect: 400 },
    ],
  }),
  ...operation('GET /webapi/trade', {
    good: [
      { what: 'the whole history' },
      { what: 'a range', query: { from: tradeMonths[0], to: tradeMonths[11] } },
    ],
    bad: [
      { what: 'from after to', query: { from: tradeMonths[11], to: tradeMonths[0] }, expect: 400 },
      { what: 'month 13', query: { from: '2020-13' }, expect: 400 },
      { what: 'trailing junk', query: { to: '2024-01junk' }, expect: 400 },
      { what: 'a date instead of a month', query: { from: '2024-01-01' }, expect: 400 },
    ],
  }),
  ...operation('GET /webapi/trade/breakdown', {
    good: [
      { what: 'by partner (default)' },
      { what: 'by category in a range', query: { by: 'category', from: tradeMonths[0], to: tradeMonths[11] } },
    ],
    bad: [
      { what: 'another split', query: { by: 'country' }, expect: 400 },
      { what: 'from after to', query: { from: tradeMonths[11], to: tradeMonths[0] }, expect: 400 },
      { what: 'trailing junk', query: { from: '2024-01junk' }, expect: 400 },
    ],
  }),
  ...operation('GET /webapi/brands/ranking', {
    good: [{ what: 'the latest year' }, { what: 'an earlier year', query: { year: String(rankingYears[0]) } }],
    bad: [
      { what: 'a year without a ranking', query: { year: '1999' }, expect: 404 },
      { what: 'a non-numeric year', query: { year: 'abc' }, expect: 400 },
    ],
  }),
  ...operation('GET /webapi/brands/{brandId}/history', {
    good: [{ what: 'a ranked brand', params: { brandId } }],
    bad: [{ what: 'unknown brand', params: { brandId: 'nope' }, expect: 404 }],
  }),
  ...operation('GET /webapi/companies', {
    good: [
      { what: 'the first page' },
      { what: 'filters', query: { industry: withLogo.industry, region: withLogo.region, keyword: withLogo.shortName } },
      { what: 'a filter matching nothing', query: { tag: 'no-such-tag' } },
    ],
  }),
  ...operation('GET /webapi/companies/{id}', {
    good: [{ what: 'a company', params: { id: String(withLogo.id) } }],
    bad: [
      { what: 'unknown id', params: { id: '1' }, expect: 404 },
      { what: 'non-numeric id', params: { id: '10x' }, expect: 400 },
    ],
  }),
  ...operation('GET /webapi/products', {
    good: [{ what: 'the first page' }, { what: 'one company', query: { companyId: String(companyWithProducts.id) } }],
    bad: [{ what: 'non-numeric companyId', query: { companyId: 'abc' }, expect: 400 }],
  }),
  ...operation('GET /webapi/media/logos/{file}', {
    good: [{ what: 'a logo', params: { file: `${withLogo.id}.svg` } }],
    bad: [
      ...(withoutLogo ? [{ what: 'a company without logo', params: { file: `${withoutLogo.id}.svg` }, expect: 404 }] : []),
      { what: 'not {id}.svg', params: { file: 'logo.png' }, expect: 404 },
    ],
  }),
  ...operation('GET /webapi/media/products/{id}/{file}', {
    good: ['1.svg', '2.svg', '3.svg'].map((file) => ({ what: `view ${file}`, params: { id: String(product.id), file } })),
    bad: [
      { what: 'a fourth view', params: { id: String(product.id), file: '4.svg' }, expect: 404 },
      { what: 'unknown product', params: { id: '1', file: '1.svg' }, expect: 404 },
    ],
  }),
  ...operation('GET /webapi/datashow', { good: [{ what: 'the showcase' }] }),
  ...operation('GET /webapi/search', {
    good: [
      { what: 'a company name', query: { q: withLogo.name } },
      { what: 'a category, ten hits a group', query: { q: firstCategory.name, limit: '10' } },
      { what: 'a word found nowhere (suggestions)', query: { q: '没有这个词' } },
    ],
    bad: [
      { what: 'no q', expect: 400 },
      { what: 'a blank q', query: { q: '   ' }, expect: 400 },
      { what: 'a q of 51 characters', query: { q: '字'.repeat(51) }, expect: 400 },
      { what: 'six words', query: { q: 'a b c d e f' }, expect: 400 },
      { what: 'limit 0', query: { q: '钢', limit: '0' }, expect: 400 },
      { what: 'limit 21', query: { q: '钢', limit: '21' }, expect: 400 },
    ],
  }),
];

// ------------------------------------------------------------------ shared parameters, from the document

/** Bad values of the shared parameters (`components.parameters`), each answered 400 unless said. */
const SHARED_BAD_VALUES: Record<string, { value: string; expect: number }[]> = {
  SiteCode: [{ value: 'no-such-site', expect: 404 }],
  Current: [
    { value: 'abc', expect: 400 },
    { value: '0', expect: 400 },
    { value: '-1', expect: 400 },
    { value: '1.5', expect: 400 },
  ],
  PageSize: [
    { value: '0', expect: 400 },
    { value: 'abc', expect: 400 },
    { value: '101', expect: 400 },
  ],
  PeriodFrom: [{ value: '2025-01-01junk', expect: 400 }],
  PeriodTo: [{ value: '2026-13-99', expect: 400 }],
  DateFrom: [{ value: '2025-01-01junk', expect: 400 }],
  DateTo: [{ value: '20250101', expect: 400 }],
};

/** Names of the shared parameters an operation uses (`$ref: '#/components/parameters/Current'` → `Current`). */
function sharedParameters(op: OperationRef): string[] {
  return (op.operation.parameters ?? []).flatMap((p) => ('$ref' in p ? [p.$ref.split('/').pop()!] : []));
}

/**
 * For every operation of the (un-dereferenced) document: each bad value of each shared parameter it
 * takes, added to its first good case.
 */
export function sharedParameterCases(doc: Document, cases: Case[]): Case[] {
  return operationsOf(doc).flatMap((op) => {
    const base = cases.find((c) => c.expect === 200 && operationKey(c) === operationKey(op));
    if (!base) return [];
    return sharedParameters(op).flatMap((name) => {
      const param = doc.components!.parameters![name] as { name: string };
      return (SHARED_BAD_VALUES[name] ?? []).map(({ value, expect }) => ({
        ...base,
        what: `${param.name}=${value}`,
        query: { ...base.query, [param.name]: value },
        expect,
      }));
    });
  });
}

// ------------------------------------------------------------------ what no operation answers

export interface FallbackCase {
  method: string;
  path: string;
  what: string;
  expect: number;
  /** The shared response (components.responses) the answer must be. */
  response: string;
}

export const FALLBACK_CASES: FallbackCase[] = [
  { method: 'GET', path: '/webapi/no-such-resource', what: 'an unknown path', expect: 404, response: 'NotFound' },
  { method: 'GET', path: '/webapi/articles/1/comments', what: 'below a real resource', expect: 404, response: 'NotFound' },
  { method: 'GET', path: '/webapi', what: 'the API root', expect: 404, response: 'NotFound' },
  { method: 'HEAD', path: '/webapi/no-such-resource', what: 'HEAD of an unknown path', expect: 404, response: 'NotFound' },
  ...['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'].map((method) => ({
    method,
    path: '/webapi/site',
    what: `${method} on a resource`,
    expect: 405,
    response: 'MethodNotAllowed',
  })),
  { method: 'POST', path: '/webapi/no-such-resource', what: 'POST on an unknown path', expect: 405, response: 'MethodNotAllowed' },
];
