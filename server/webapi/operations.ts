/**
 * Every /webapi operation of docs/openapi.yaml by operationId: what it answers, as a function of
 * the site's dataset (read from the database, server/db/read.ts) and the request. The answer
 * functions themselves are the domain rules in server/model (answers.ts, feeds.ts, search.ts); SQL
 * stays in server/db.
 */
import { createHash } from 'node:crypto';
import * as api from '../model/answers';
import { badRequest, found, notFound } from '../model/errors';
import * as feeds from '../model/feeds';
import { seriesValues, snapshotValues, type ValuesNeeded } from '../model/family';
import { dateParam, queryList, queryString, type Query } from '../model/params';
import { search } from '../model/search';
import type { Dataset } from '../model/types';
import type { SiteRow } from '../db/read';
import type { Store } from '../store';

export type Params = Record<string, string | undefined>;

export interface Call {
  ds: Dataset;
  site: SiteRow;
  store: Store;
  query: Query;
  params: Params;
  origin: string;
}

export type JsonOperation = (c: Call) => unknown | Promise<unknown>;

/**
 * `asOf`: the dataset with its families as published by the end of that day — with `needed`, of the
 * asked family only the values that answer reads (`key`: what it was asked, the cache's key of them).
 */
async function asOfDataset(c: Call, needed?: { key: string; values: ValuesNeeded }): Promise<Dataset> {
  const asOf = dateParam(c.query, 'asOf');
  if (asOf === undefined) return c.ds;
  if (asOf > c.ds.todayIso) throw badRequest(`参数 asOf 不能晚于今天（${c.ds.todayIso}）/ asOf cannot be after today`);
  const projId = Number(c.query.projId);
  const known = Number.isInteger(projId) && c.ds.familyById.has(projId);
  // Only the asked family is read (an unknown one: all, and the answer says it is not there).
  const families = await c.store.familiesAsOf(c.site, asOf, known ? projId : undefined, needed);
  if (known && !families.some((f) => f.family.projId === projId)) {
    throw notFound(`${asOf} 时该指数尚未发布任何一期 / nothing of this index was published by ${asOf}`);
  }
  return { ...c.ds, families, familyById: new Map(families.map((f) => [f.family.projId, f])) };
}

export const JSON_OPERATIONS: Record<string, JsonOperation> = {
  getSite: (c) => api.getSite(c.ds),
  getConstants: (c) => api.getConstants(c.ds),
  listIndexFamilies: (c) => api.listFamilies(c.ds),
  getIndexTree: (c) => api.getTree(c.ds, c.params),
  getIndexSeries: async (c) => {
    const nodeIds = queryList(c.query, 'nodeIds');
    return api.getSeriesAnswer(await asOfDataset(c, { key: `series:${nodeIds.join(',')}`, values: seriesValues(nodeIds) }), c.query);
  },
  getIndexSnapshot: async (c) => {
    // As given (trimmed): a malformed period matches none, and getSnapshot answers BAD_REQUEST as before.
    const period = queryString(c.query, 'period');
    return api.getSnapshot(await asOfDataset(c, { key: `snapshot:${period ?? ''}`, values: snapshotValues(period) }), c.query);
  },
  listArticles: (c) => api.listArticles(c.ds, c.query),
  getArticle: (c) => api.getArticle(c.ds, c.params),
  listMaterials: (c) => api.listMaterials(c.ds),
  getMaterialPrices: (c) => api.getMaterialPrices(c.ds, c.params, c.query),
  getTrade: (c) => api.getTrade(c.ds, c.query),
  getTradeBreakdown: (c) => api.getTradeBreakdown(c.ds, c.query),
  getBrandRanking: (c) => api.getBrandRanking(c.ds, c.query),
  getBrandHistory: (c) => api.getBrandHistory(c.ds, c.params),
  listCompanies: (c) => api.listCompanies(c.ds, c.query),
  getCompany: (c) => api.getCompany(c.ds, c.params),
  listProducts: (c) => api.listProducts(c.ds, c.query),
  getDataShow: (c) => api.getDataShow(c.ds),
  searchSite: (c) => search(c.ds, c.query),
};

/** Per commentary map (one per content part): its signature, computed once. */
const signatures = new WeakMap<Map<string, number>, string>();

/** Which article comments on which period, as a short text: it moves only when those links do. */
export function commentarySignature(ds: Dataset): string {
  let sig = signatures.get(ds.commentByPeriod);
  if (sig === undefined) {
    const entries = [...ds.commentByPeriod].map(([period, id]) => `${period}=${id}`).sort();
    sig = createHash('sha1').update(entries.join(',')).digest('base64url').slice(0, 16);
    signatures.set(ds.commentByPeriod, sig);
  }
  return sig;
}

/**
 * The operations whose answers read only the index part of the dataset (its families), with whatever
 * else they read: their answers are keyed by the index version, so an article edit does not recompute
 * them (issue 46). Every other operation's answer is keyed by everything.
 */
export const INDEX_OPERATIONS: Record<string, (c: Call) => string> = {
  listIndexFamilies: () => '',
  getIndexTree: () => '',
  getIndexSeries: () => '',
  // A snapshot names the commentary on its period: an article edit that moves no such link keeps it.
  getIndexSnapshot: (c) => commentarySignature(c.ds),
};

export interface TextOperation {
  contentType: string;
  filename?: string;
  /** Seconds a cache may keep it. */
  maxAge: number;
  answer: (c: Call) => string;
}

export const TEXT_OPERATIONS: Record<string, TextOperation> = {
  getArticleFeed: { contentType: feeds.RSS_CONTENT_TYPE, maxAge: 600, answer: (c) => feeds.getArticleFeed(c.ds, c.params, c.origin) },
  getReleaseCalendar: {
    contentType: feeds.CALENDAR_CONTENT_TYPE,
    filename: 'index-releases.ics',
    maxAge: 600,
    answer: (c) => feeds.releaseCalendar(c.ds, c.origin),
  },
};

/** Files (attachments, pictures): the stored name of what a request asks for, or NOT_FOUND. */
export interface FileOperation {
  /** Seconds a cache may keep it. */
  maxAge: number;
  disposition: 'attachment' | 'inline';
  storedName: (params: Params) => string;
  missing: string;
}

export const FILE_OPERATIONS: Record<string, FileOperation> = {
  getFile: {
    maxAge: 3600,
    disposition: 'attachment',
    storedName: (p) => found(/^[\w.-]{1,200}$/.test(p.name ?? '') && !(p.name ?? '').includes('/') ? p.name : undefined, '附件不存在或已删除'),
    missing: '附件不存在或已删除',
  },
  getCompanyLogo: {
    maxAge: 86_400,
    disposition: 'inline',
    // The demo's `{id}.svg`, or an upload's `{hash}.webp` (server/content/images.ts).
    storedName: (p) => `logos/${found(/^(\d{1,9}\.svg|[0-9a-f]{16}\.webp)$/.exec(p.file ?? '')?.[1], '企业标志不存在')}`,
    missing: '企业标志不存在',
  },
  getProductImage: {
    maxAge: 86_400,
    disposition: 'inline',
    storedName: (p) => {
      const ok = /^\d{1,9}$/.test(p.id ?? '') && /^([1-9]\.svg|[0-9a-f]{16}\.webp)$/.test(p.file ?? '');
      return `products/${found(ok ? Number(p.id) : undefined, '产品图片不存在')}/${p.file}`;
    },
    missing: '产品图片不存在',
  },
};
