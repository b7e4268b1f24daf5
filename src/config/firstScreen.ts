/**
 * The requests of the first screen of the pages a visit most often opens on (the home pages and the
 * index data page, desktop and phone) and of those a shared link opens (the lists' first page, the
 * raw-material and trade pages, an article, a company). The server answers them before the app asks ("boot data",
 * server/boot.ts): what every route needs inside index.html, the route's own in one request the
 * preload helper starts beside umi.js (src/config/bootRoutes.ts), and the app takes an answer from
 * there instead of the network (src/services/boot.ts), under the key its request has.
 *
 * Pure (no Umi, no browser): the server imports it. Its parameters are those the services send
 * (src/services/*.ts); a request that drifts from them only misses its boot answer and goes to the
 * network (tests/e2e/boot.spec.ts sees it).
 */
import { BRAND_NEWS_COUNT, FIRST_PAGE, PAGE_SIZE, SEARCH_PAGE_LIMIT } from '@/config/constants';
import { headlineOf } from '@/domain/headline';
import { keyPeriodsBefore } from '@/domain/indexSeries';
import { SERIES_LAYOUT } from '@/domain/seriesColumns';

export { headlineOf };
import type { CategoryIds, Frequency } from '@/types/webapi';
import type { BootPage } from './bootRoutes';

/** How many newest articles a home list shows. */
export const LATEST_COUNT = 5;
/** How many periods the home pages' trend line shows. */
export const RECENT_PERIODS = 52;
/** The product cards of a list's first row, whose pictures are on the first screen (asked at once; the boot answer names them). */
export const FIRST_ROW_PRODUCTS = { mobile: 2, desktop: 4 } as const;

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

/** What every route's first render needs, carried by index.html: the site info (the initial state), the constants and the index families. */
export function pageRequests(siteCode: string): FirstRequest[] {
  return ['/site', '/constants', '/index/families'].map((path) => ({ path, params: { siteCode } }));
}

/** What the server learns from its own answers before it can name a route's requests. */
export interface BootFacts {
  families: { projId: number; latestPeriod: string; frequency: Frequency; depth: number }[];
  /** The root of the first family's tree (/data's default series). */
  dataRoot?: string;
  /** The first raw material (the one the raw-material page opens on). */
  firstMaterial?: string;
  /** The first article of about's or introduce's list (the one the page shows). */
  mainArticle?: number;
  /** The id a detail page's path names (src/config/bootRoutes.ts). */
  id?: string;
  /** A company's page: the index project its categories' 环比 are read from, when it lists any (useCompanyCategories). */
  companyCategoryProjId?: number;
  /** A search's words (constants.searchWords of its `?q=`); none or empty: nothing is searched. */
  q?: string;
}

/** The category whose first article about and introduce show. */
export const MAIN_ARTICLE_CATEGORY = { '/about': 'about', '/introduce': 'introduce' } as const;

/**
 * What the first screen of `page` asks (GET /webapi/boot answers them), given what the server learnt
 * (`facts`) and the article categories:
 * - home: every family's snapshot (the cards), the headline's trend line, the newest comment, news and reports;
 * - data: the headline's snapshot, tree and whole root series (the default chart);
 * - the article lists, companies and products: their first page, unfiltered;
 * - priceTrend: the materials and the first one's prices; exportData: the trade figures;
 * - brandRank: the latest ranking and the newest brand articles;
 * - about, introduce: their list's first page and its first article;
 * - an article's or a company's page: that article or company, and a company's categories' snapshot
 *   (what the page shows under it asks itself);
 * - search: the hits of its words, if any.
 */
export function routeRequests(page: BootPage, siteCode: string, facts: BootFacts, categories: CategoryIds): FirstRequest[] {
  const { families, dataRoot, firstMaterial, mainArticle } = facts;
  const at = (path: string, params: RequestParams = {}): FirstRequest => ({ path, params: { siteCode, ...params } });
  const firstPage = { current: FIRST_PAGE, pageSize: PAGE_SIZE };
  const headline = headlineOf(families);
  // /data opens on the office's first family (src/hooks/indices.ts useFamilyView).
  const shown = families[0];
  const articles = (categoryId: number, pageSize: number) => at('/articles', { categoryId, current: FIRST_PAGE, pageSize });
  switch (page) {
    case '/home': {
      const from = headline && recentFrom(headline);
      return [
        ...families.map((f) => at('/index/snapshot', { projId: f.projId })),
        ...(headline && from ? [at('/index/series', { projId: headline.projId, from, ...SERIES_LAYOUT })] : []),
        ...[categories.comment, categories.info, categories.report].map((id) => articles(id, LATEST_COUNT)),
      ];
    }
    case '/data':
      if (!shown) return [];
      return [
        at('/index/snapshot', { projId: shown.projId }),
        at(`/index/families/${shown.projId}/tree`),
        ...(dataRoot ? [at('/index/series', { projId: shown.projId, nodeIds: dataRoot, ...SERIES_LAYOUT })] : []),
      ];
    case '/comment':
    case '/info':
    case '/report':
      return [articles(categories[page.slice(1) as 'comment' | 'info' | 'report'], PAGE_SIZE)];
    case '/company':
      return [at('/companies', firstPage)];
    case '/product':
      return [at('/products', firstPage)];
    // The raw-material page opens on the first material (useMaterialView); the trade page on all months.
    case '/priceTrend':
      return [at('/materials'), ...(firstMaterial ? [at(`/materials/${encodeURIComponent(firstMaterial)}/prices`)] : [])];
    case '/exportData':
      return [at('/trade')];
    case '/brandRank':
      return [at('/brands/ranking'), articles(categories.brand, BRAND_NEWS_COUNT)];
    case '/about':
    case '/introduce':
      return [articles(categories[MAIN_ARTICLE_CATEGORY[page]], PAGE_SIZE), ...(mainArticle !== undefined ? [at(`/articles/${mainArticle}`)] : [])];
    case '/article':
      return facts.id ? [at(`/articles/${facts.id}`)] : [];
    case '/companyDetail':
      if (!facts.id) return [];
      return [
        at(`/companies/${facts.id}`),
        ...(facts.companyCategoryProjId !== undefined ? [at('/index/snapshot', { projId: facts.companyCategoryProjId })] : []),
      ];
    case '/search':
      return facts.q ? [at('/search', { q: facts.q, limit: SEARCH_PAGE_LIMIT })] : [];
    default:
      return [];
  }
}
