/**
 * The requests of the first screen of the pages a visit most often opens on (the home pages and the
 * index data page, desktop and phone) and of the lists a shared link opens (articles, companies,
 * products: their first page, a few KB each). Under hash routing the server never sees the route, so it
 * answers all of them inside index.html (server/boot.ts: "boot data"), and the app takes an answer
 * from there instead of the network (src/services/boot.ts), under the key its request has.
 *
 * Pure (no Umi, no browser): the server imports it. Its parameters are those the services send
 * (src/services/*.ts); a request that drifts from them only misses its boot answer and goes to the
 * network (tests/e2e/boot.spec.ts sees it).
 */
import { FIRST_PAGE, PAGE_SIZE } from '@/config/constants';
import { keyPeriodsBefore } from '@/domain/indexSeries';
import type { CategoryIds, Frequency } from '@/types/webapi';

/** The headline family of the home pages: the original's project 21 (the weekly price index). */
export const HEADLINE_PROJ_ID = 21;
/** How many newest articles a home list shows. */
export const LATEST_COUNT = 5;
/** How many periods the home pages' trend line shows. */
export const RECENT_PERIODS = 52;

export type RequestParams = Record<string, string | number>;

/** One GET under /webapi: its path (without /webapi) and query. */
export interface FirstRequest {
  path: string;
  params: RequestParams;
}

/** The key of a GET: path and query with the names sorted, so both sides spell it alike. */
export function requestKey(path: string, params: RequestParams = {}): string {
  const query = Object.keys(params)
    .sort()
    .map((k) => `${encodeURIComponent(k)}=${encodeURIComponent(String(params[k]))}`)
    .join('&');
  return query ? `${path}?${query}` : path;
}

/** The first index period the home trend line asks for. */
export const recentFrom = (family: { latestPeriod: string; frequency: Frequency }, count = RECENT_PERIODS) =>
  keyPeriodsBefore(family.latestPeriod, family.frequency, count);

/**
 * What the first screens ask, given the families and the headline family's tree root (their
 * answers) and the article categories: site info and constants; the headline family's snapshot,
 * trend line, tree and whole root series (/data's default chart); the other families' snapshots (the
 * home cards); the newest comment, news and reports; the first page of those three lists, of the
 * companies and of the products, unfiltered.
 */
export function firstScreenRequests(
  siteCode: string,
  families: { projId: number; latestPeriod: string; frequency: Frequency }[],
  headlineRoot: string | undefined,
  categories: Pick<CategoryIds, 'comment' | 'info' | 'report'>,
  firstMaterial?: string,
): FirstRequest[] {
  const at = (path: string, params: RequestParams = {}): FirstRequest => ({ path, params: { siteCode, ...params } });
  const requests = [at('/site'), at('/constants'), at('/index/families')];
  for (const family of families) {
    requests.push(at('/index/snapshot', { projId: family.projId }));
    if (family.projId !== HEADLINE_PROJ_ID) continue;
    const from = recentFrom(family);
    if (from) requests.push(at('/index/series', { projId: family.projId, from }));
    requests.push(at(`/index/families/${family.projId}/tree`));
    if (headlineRoot) requests.push(at('/index/series', { projId: family.projId, nodeIds: headlineRoot }));
  }
  const firstPage = { current: FIRST_PAGE, pageSize: PAGE_SIZE };
  for (const categoryId of [categories.comment, categories.info, categories.report]) {
    requests.push(at('/articles', { categoryId, current: FIRST_PAGE, pageSize: LATEST_COUNT }));
    requests.push(at('/articles', { categoryId, ...firstPage }));
  }
  requests.push(at('/companies', firstPage), at('/products', firstPage));
  // The raw-material page opens on the first material (useMaterialView); the trade page on all months.
  requests.push(at('/materials'), at('/trade'));
  if (firstMaterial) requests.push(at(`/materials/${encodeURIComponent(firstMaterial)}/prices`));
  return requests;
}
