/**
 * The /webapi contract's types by name, for src/, server/, mock/ and tests/.
 *
 * They are generated from docs/openapi.yaml into ./openapi.gen.ts (`npm run gen:types`; `npm run
 * typecheck` fails while it is stale): change the contract, regenerate, and these follow. Only what
 * the document cannot say is written here by hand, each with why.
 */
import type { components, operations } from './openapi.gen';

type S = components['schemas'];

/** Envelope of every /webapi answer (`success: false` is an error even with HTTP 200). By hand: generic over `data`, which the contract narrows per operation. */
export interface ApiResponse<T> extends Omit<S['ApiResponse'], 'data'> {
  data: T;
}

/** A page of a list. By hand: generic over `list`, which the contract narrows per list. */
export interface PageResult<T> extends Omit<S['PageResult'], 'list'> {
  list: T[];
}

export type PageQuery = S['PageQuery'];
export type ApiErrorCode = S['ApiErrorCode'];

// ---------------------------------------------------------------- site & constants
export type SectionKey = S['SectionKey'];
export type SiteInfo = S['SiteInfo'];
export type ArticleType = S['ArticleType'];
export type CategoryIds = S['CategoryIds'];
export type CategoryKey = S['CategoryKey'];
export type Category = S['Category'];
export type ValueKind = S['ValueKind'];
export type ProjectDef = S['ProjectDef'];
export type SiteConstants = S['SiteConstants'];

// ---------------------------------------------------------------- indices
export type Frequency = S['Frequency'];
export type IndexFamily = S['IndexFamily'];
export type IndexRevision = S['IndexRevision'];
export type IndexNode = S['IndexNode'];
export type IndexPoint = S['IndexPoint'];
export type IndexPointRevision = S['IndexPointRevision'];
export type IndexPeriodName = S['IndexPeriodName'];
/** One node's change at a break (the contract writes it inline in IndexBreak). */
export type IndexTreeChange = S['IndexBreak']['changes'][number];
export type IndexTreeChangeKind = IndexTreeChange['change'];
export type IndexBreak = S['IndexBreak'];
export type IndexGap = S['IndexGap'];
export type IndexSeries = S['IndexSeries'];
export type IndexSeriesColumns = S['IndexSeriesColumns'];
export type IndexSeriesQuery = S['IndexSeriesQuery'];
export type SnapshotRow = S['SnapshotRow'];
export type IndexSnapshot = S['IndexSnapshot'];

// ---------------------------------------------------------------- articles
export type Attachment = S['Attachment'];
export type ArticleSummary = S['ArticleSummary'];
export type ArticleLink = S['ArticleLink'];
export type RelatedArticle = S['RelatedArticle'];
export type IndexPeriodRef = S['IndexPeriodRef'];
export type ArticleDetail = S['ArticleDetail'];
export type ArticleQuery = S['ArticleQuery'];
export type CategoryMatches = S['CategoryMatches'];
export type ArticlePage = S['ArticlePage'];

// ---------------------------------------------------------------- industry data
export type RawMaterial = S['RawMaterial'];
export type MaterialPrice = S['MaterialPrice'];
export type MaterialPriceSeries = S['MaterialPriceSeries'];
export type TradeMonth = S['TradeMonth'];
export type TradePartner = S['TradePartner'];
export type TradeData = S['TradeData'];
export type TradeBreakdownBy = S['TradeBreakdown']['by'];
export type TradeBreakdownMonth = S['TradeBreakdownMonth'];
export type TradeBreakdown = S['TradeBreakdown'];

// ---------------------------------------------------------------- brands, companies, products
export type BrandRankItem = S['BrandRankItem'];
export type BrandRanking = S['BrandRanking'];
export type BrandDropout = S['BrandDropout'];
export type BrandHistory = S['BrandHistory'];
export type BrandEdition = S['BrandEdition'];
export type CompanySummary = S['CompanySummary'];
export type CompanyQuery = S['CompanyQuery'];
export type ProductSummary = S['ProductSummary'];
export type CompanyDetail = S['CompanyDetail'];
export type ProductQuery = S['ProductQuery'];
export type ProductPage = S['ProductPage'];
export type CompanyPage = S['CompanyPage'];

// ---------------------------------------------------------------- big-data showcase
export type DataShow = S['DataShow'];

// ---------------------------------------------------------------- site-wide search
/** GET /webapi/search's parameters; `siteCode` left out: the request layer adds it to every request. */
export type SearchQuery = Omit<NonNullable<operations['searchSite']['parameters']['query']>, 'siteCode'>;
export type SearchText = S['SearchText'];
/** One group of hits. By hand: generic over the hit, which the contract spells out per group. */
export interface SearchGroup<T> {
  total: number;
  items: T[];
}
export type SearchCategoryHit = S['SearchCategoryHit'];
export type SearchArticleHit = S['SearchArticleHit'];
export type SearchCompanyHit = S['SearchCompanyHit'];
export type SearchBrandHit = S['SearchBrandHit'];
export type SearchProductHit = S['SearchProductHit'];
export type SearchResult = S['SearchResult'];
