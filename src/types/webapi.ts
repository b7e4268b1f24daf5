/**
 * The /webapi contract: every type the portal exchanges with its backend.
 *
 * `src/services/*` and the embedded demo backend in `mock/` both import these, and
 * `docs/openapi.yaml` describes the same shapes for operators writing a real backend.
 * Change all three together.
 */
import type { SectionKey } from '../config/sections';

/** Envelope of every /webapi answer. `success: false` is an error even with HTTP 200. */
export interface ApiResponse<T> {
  success: boolean;
  data: T;
  errorCode?: string;
  errorMessage?: string;
  /** 0 silent, 1 warn, 2 error, 4 notification, 9 page (Umi Max convention). */
  showType?: number;
}

/** Paged list; `current` starts at 1 (a page beyond the last is answered as the last); `pageSize` is 1–100. */
export interface PageResult<T> {
  list: T[];
  total: number;
  current: number;
  pageSize: number;
}

export interface PageQuery {
  current?: number;
  pageSize?: number;
  keyword?: string;
}

/** Error codes the backend may answer with (`errorCode`). */
export type ApiErrorCode =
  | 'NOT_FOUND'
  | 'BAD_REQUEST'
  | 'UNKNOWN_SITE'
  | 'METHOD_NOT_ALLOWED'
  | 'UNAVAILABLE'
  | 'INTERNAL'
  // The back office (/webapi/admin):
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'XSRF'
  | 'PASSWORD_CHANGE_REQUIRED'
  | 'TOO_MANY_ATTEMPTS'
  | 'CONFLICT'
  | 'TOO_LARGE';

// ---------------------------------------------------------------- site & constants

/** Sections an operator can switch off per site; the access map turns them into route access. Listed once, in src/config/sections.ts. */
export type { SectionKey };

/** GET /webapi/site */
export interface SiteInfo {
  siteCode: string;
  /** Full site name shown in the header, e.g. 「青溪五金产业指数」. */
  name: string;
  shortName: string;
  /** Who publishes the indices (发布单位) and who compiles them (编制单位). */
  publisher: string;
  compiler: string;
  description: string;
  contact: { phone: string; email: string; address: string };
  /** ICP filing number shown in the footer when present. */
  icp?: string;
  /** True when the data is generated demo data: the footer says so. */
  demo: boolean;
  /** Sections this site shows; a section missing here is forbidden (403) and hidden from menus. */
  sections: SectionKey[];
  /** ISO timestamp of the last data update. */
  updatedAt: string;
}

export type ArticleType = 'info' | 'report' | 'comment';

/** Category ids fixed by the original product. */
export interface CategoryIds {
  report: 220;
  comment: 214;
  info: 213;
  brand: 221;
  about: 216;
  introduce: 212;
}
export type CategoryKey = keyof CategoryIds;

export interface Category {
  id: number;
  key: CategoryKey;
  name: string;
  /** Article type of the category's articles, when it has one. */
  type?: ArticleType;
}

export type ValueKind = 'indexValue' | 'lastValue' | 'sameValue';

/** The original product's project list: 21 has depth 4 and three value kinds; 22–25 depth 1. */
export interface ProjectDef {
  projId: number;
  depth: number;
  list: ValueKind[];
}

/** GET /webapi/constants */
export interface SiteConstants {
  categories: Category[];
  projects: ProjectDef[];
}

// ---------------------------------------------------------------- indices

export type Frequency = 'week' | 'month';

/** One index family (project). GET /webapi/index/families */
export interface IndexFamily {
  projId: number;
  name: string;
  shortName: string;
  /** What the number measures, e.g. 「价格指数」 or 「景气指数」. */
  kind: 'price' | 'climate' | 'trade' | 'material' | 'development';
  frequency: Frequency;
  /** Value of the base period: 100 or 1000. */
  baseValue: number;
  /** Base period label, e.g. 「2016年第1周」 or 「2018年1月」; ISO start date in basePeriodDate. */
  basePeriod: string;
  basePeriodDate: string;
  unit: string;
  depth: number;
  valueKinds: ValueKind[];
  source: string;
  description: string;
  /** Period key of the newest published period. */
  latestPeriod: string;
  /** ISO date of the next scheduled release. */
  nextRelease: string;
  /** Climate indices: the neutral line (e.g. 100 = 荣枯线). */
  threshold?: number;
  /** Released revisions of its periods, newest first (a few); empty or absent when there are none. */
  revisions?: IndexRevision[];
}

/** A released period corrected after its release, and why (the notes panel says so). */
export interface IndexRevision {
  /** Period key, as `IndexPoint.period`. */
  period: string;
  year: number;
  week?: number;
  month?: number;
  /** When the corrected values became public (Beijing time, `2026-11-25T10:00:00+08:00`). */
  revisedAt: string;
  /** The office's reason, as it wrote it. */
  reason: string;
  /** A revision withdrawn since: when (Beijing time) its values went back to those before it, and why. */
  withdrawnAt?: string;
  withdrawReason?: string;
}

/** Category tree node (总指数 → 大类 → 中类 → 规格品). GET /webapi/index/families/{projId}/tree */
export interface IndexNode {
  id: string;
  name: string;
  /** 1 = composite (总指数), deeper levels follow. */
  level: number;
  parentId: string | null;
  /**
   * Weight in the composite, per cent: the root is 100 and siblings add up to their parent's
   * weight. A 大类's points of change times weight / 100 is what it added to the composite's change.
   */
  weight: number;
  children?: IndexNode[];
}

/**
 * One period of one series.
 * - indexValue: 定基 (base period = baseValue)
 * - lastValue: 环比 index (previous period = 100)
 * - sameValue: 同比 index (same period last year = 100); null in the first year
 * - change / changePct: change on the previous period in points and percent
 */
export interface IndexPoint {
  /** Period key: week start date `YYYY-MM-DD` for weekly, `YYYY-MM` for monthly. */
  period: string;
  /** Localisable label parts: year plus week number or month. */
  year: number;
  week?: number;
  month?: number;
  indexValue: number;
  lastValue: number | null;
  sameValue: number | null;
  change: number | null;
  changePct: number | null;
  /** Present where the value in force is a revision of the first published one. */
  revised?: IndexPointRevision;
  /** The period 同比 compares with, when not the same week a year earlier (that week had no release). */
  samePeriod?: string;
}

export interface IndexPointRevision {
  /** 定基 as first published. */
  firstValue: number;
  /** When the value in force became public (Beijing time). */
  revisedAt: string;
  reason: string;
}

/** A period as IndexPoint names it. */
export interface IndexPeriodName {
  period: string;
  year: number;
  week?: number;
  month?: number;
}

export type IndexTreeChangeKind = 'added' | 'removed' | 'renamed' | 'moved' | 'reweighted';

export interface IndexTreeChange {
  nodeId: string;
  name: string;
  level: number;
  change: IndexTreeChangeKind;
  previousName?: string;
  /** Per cent of the composite. */
  weightBefore?: number;
  weightAfter?: number;
}

/** A classification or basket change: the tree in force from `from` on differs from the one before. */
export interface IndexBreak {
  from: IndexPeriodName;
  changes: IndexTreeChange[];
}

/** Periods between two releases with none (`planned`: the Spring-Festival closure). */
export interface IndexGap {
  after: string;
  before: string;
  from: IndexPeriodName;
  to: IndexPeriodName;
  periods: number;
  planned: boolean;
}

export interface IndexSeries {
  projId: number;
  nodeId: string;
  name: string;
  points: IndexPoint[];
  breaks: IndexBreak[];
  gaps: IndexGap[];
}

/** GET /webapi/index/series?projId&nodeIds=a,b&from&to (from/to are period keys, inclusive). */
export interface IndexSeriesQuery {
  projId: number;
  nodeIds?: string[];
  from?: string;
  to?: string;
  /** As published by the end of that Beijing day (`YYYY-MM-DD`); the latest vintage when absent. */
  asOf?: string;
}

export interface SnapshotRow extends Omit<IndexPoint, 'period' | 'year' | 'week' | 'month' | 'samePeriod'> {
  nodeId: string;
  name: string;
  level: number;
  parentId: string | null;
}

/** GET /webapi/index/snapshot?projId&period — one period of every node of a family. */
export interface IndexSnapshot {
  projId: number;
  period: string;
  year: number;
  week?: number;
  month?: number;
  publishedAt: string;
  rows: SnapshotRow[];
  /** Among level-2 categories: how many rose, fell, stayed flat on the previous period. */
  summary: { up: number; down: number; flat: number };
  /** Period keys available for this family, newest first (for a period picker). */
  periods: string[];
  /** Id of the commentary article on this period, when one is published. */
  commentId?: number;
}

// ---------------------------------------------------------------- articles

export interface Attachment {
  name: string;
  url: string;
  /** Bytes. */
  size: number;
  /** Page count of the document (PDF). */
  pages: number;
  mime: string;
}

export interface ArticleSummary {
  id: number;
  categoryId: number;
  type?: ArticleType;
  title: string;
  summary: string;
  author: string;
  source: string;
  /** ISO date-time. */
  publishedAt: string;
  cover?: string;
  attachmentCount: number;
  views: number;
}

export interface ArticleLink {
  id: number;
  title: string;
}

/** One entry of an article's related reading (相关阅读): enough to show its section and date. */
export interface RelatedArticle extends ArticleLink {
  categoryId: number;
  /** ISO date-time. */
  publishedAt: string;
}

/** The index period a commentary is about: `/data?proj={projId}&period={period}` shows it. */
export interface IndexPeriodRef {
  projId: number;
  /** Period key, as in IndexSnapshot.period. */
  period: string;
}

/** GET /webapi/articles/{id} */
export interface ArticleDetail extends ArticleSummary {
  /** CMS HTML: untrusted, always sanitised before rendering. */
  content: string;
  attachments: Attachment[];
  prev: ArticleLink | null;
  next: ArticleLink | null;
  tags: string[];
  /** 相关阅读: 0–5 other articles sharing tags, index family or category, best first; never this one. */
  related: RelatedArticle[];
  /**
   * Commentaries (category 214) on an index period: that period (whose snapshot's `commentId` is
   * this article); null for every other article.
   */
  indexPeriod: IndexPeriodRef | null;
}

/** GET /webapi/articles?categoryId&current&pageSize&keyword&year&month */
export interface ArticleQuery extends PageQuery {
  categoryId: number;
  /** Published in this year (Beijing time). */
  year?: number;
  /** With `year`: published in this month, 1–12. */
  month?: number;
}

/** How many articles of a list category match a search. */
export interface CategoryMatches {
  categoryId: number;
  total: number;
}

/** The answer of GET /webapi/articles: one page, and what the list's filters need. */
export interface ArticlePage extends PageResult<ArticleSummary> {
  /** Years in which the category published, newest first (whatever the keyword or date filter). */
  years: number[];
  /**
   * With a keyword: the other article lists (指数评论 / 研究报告 / 行业资讯) that have matches under
   * the same keyword and date filter, in the site's category order; [] without a keyword.
   */
  elsewhere: CategoryMatches[];
}

// ---------------------------------------------------------------- industry data

/** GET /webapi/materials — raw materials with their latest price. */
export interface RawMaterial {
  id: string;
  name: string;
  spec: string;
  unit: string;
  group: string;
  market: string;
  /** Who publishes the quote (the notes under the chart). */
  source: string;
  /** ISO 4217 currency of the price, e.g. `CNY`, `USD`; the unit already names it for readers. */
  currency: string;
  frequency: Frequency;
  /** ISO date of the next expected quote. */
  nextUpdate: string;
  /**
   * The 大类 this material is an input of: node ids in the tree of index project `categoryProjId`
   * (the weekly price index), so input prices can be set against the cluster's selling prices.
   */
  categoryProjId: number;
  categoryIds: string[];
  latest: MaterialPrice;
  /** Change on the previous quote, in unit and percent. */
  change: number;
  changePct: number;
}

export interface MaterialPrice {
  /** ISO date of the quote. */
  date: string;
  price: number;
}

/** GET /webapi/materials/{id}/prices?from&to */
export interface MaterialPriceSeries {
  material: Omit<RawMaterial, 'latest' | 'change' | 'changePct'>;
  points: MaterialPrice[];
}

export interface TradeMonth {
  /** `YYYY-MM` */
  month: string;
  exportValue: number;
  importValue: number;
  /** Year-on-year change in percent; null without a year earlier. */
  exportYoY: number | null;
  importYoY: number | null;
}

export interface TradePartner {
  name: string;
  exportValue: number;
  importValue: number;
}

/** GET /webapi/trade?from&to */
export interface TradeData {
  /** e.g. 「万美元」 */
  unit: string;
  /** ISO 4217 code of the unit's currency, e.g. `USD`. */
  currency: string;
  /** Who publishes the figures, e.g. 「青溪海关」 (shown in the page's notes). */
  source: string;
  /** Date of the latest release, `YYYY-MM-DD`. */
  updatedAt: string;
  /** Date the next month is expected, `YYYY-MM-DD`; null when not announced. */
  nextUpdate: string | null;
  /**
   * Months of the range whose figures are not published (yet): absent from `months`, never sent as
   * zeros; a YoY against such a month is null.
   */
  missingMonths: string[];
  months: TradeMonth[];
  /** Partner countries and regions over the last twelve months, largest export first. */
  partners: TradePartner[];
  /** Export by product group over the last twelve months. */
  products: { name: string; exportValue: number }[];
}

export type TradeBreakdownBy = 'partner' | 'category';

/** One month of a breakdown: values aligned with `TradeBreakdown.items`; null where an item has no figure. */
export interface TradeBreakdownMonth {
  month: string;
  exports: (number | null)[];
  imports: (number | null)[];
}

/** GET /webapi/trade/breakdown?by&from&to — monthly export and import per partner or product category. */
export interface TradeBreakdown {
  by: TradeBreakdownBy;
  unit: string;
  /** Partners or product categories, largest export over the last twelve published months first. */
  items: string[];
  /** Ascending; published months only (the rest are in `missingMonths`). */
  months: TradeBreakdownMonth[];
  missingMonths: string[];
}

// ---------------------------------------------------------------- brands, companies, products

export interface BrandRankItem {
  rank: number;
  brandId: string;
  name: string;
  companyId: number;
  companyName: string;
  /** 品牌价值, in 亿元. */
  value: number;
  /** Rank change on the previous year; null for new entries. */
  rankChange: number | null;
  region: string;
  category: string;
  /** The brand's logo (same-origin, square); absent when it has none. */
  logo?: string;
}

/** GET /webapi/brands/ranking?year — the whole edition (at most 30 brands); the site filters and sorts it. */
export interface BrandRanking {
  year: number;
  years: number[];
  items: BrandRankItem[];
  /** Brands of the previous edition that this one no longer ranks (empty for the oldest edition shown). */
  dropouts: BrandDropout[];
}

export interface BrandDropout {
  brandId: string;
  name: string;
  companyId: number;
  companyName: string;
  /** Its rank in the previous edition. */
  previousRank: number;
  region: string;
  category: string;
}

/** GET /webapi/brands/{brandId}/history — the brand in every edition of `BrandRanking.years`, oldest first. */
export interface BrandHistory {
  brandId: string;
  name: string;
  companyId: number;
  companyName: string;
  region: string;
  category: string;
  editions: BrandEdition[];
}

export interface BrandEdition {
  year: number;
  /** Null when the edition does not rank the brand (its value is then unpublished too). */
  rank: number | null;
  value: number | null;
  /** As in `BrandRankItem`: null for a new entry (and when not ranked). */
  rankChange: number | null;
}

export interface CompanySummary {
  id: number;
  name: string;
  shortName: string;
  /** Logo image URL (same-origin; square, SVG or raster of at least 112 px); absent when there is none. */
  logo?: string;
  industry: string;
  region: string;
  founded: number;
  /** Registered capital in 万元. */
  capital: number;
  employees: number;
  tags: string[];
  brief: string;
}

/** GET /webapi/companies?current&pageSize&keyword&industry&region&tag */
export interface CompanyQuery extends PageQuery {
  /** 行业 (segment): one of `CompanyPage.industries`. */
  industry?: string;
  region?: string;
  tag?: string;
}

export interface ProductSummary {
  id: number;
  name: string;
  companyId: number;
  companyName: string;
  category: string;
  /** The card's picture (4:3): the first of `images`. */
  image: string;
  /** Every picture of the product for the preview (4:3, at least 960 px wide when raster), at least one. */
  images: string[];
  spec: string;
  /** Reference price in 元, with its unit. */
  price: number;
  priceUnit: string;
}

/** GET /webapi/companies/{id} */
export interface CompanyDetail extends CompanySummary {
  /** CMS HTML: untrusted, always sanitised before rendering. */
  introduction: string;
  address: string;
  website?: string;
  phone: string;
  legalPerson: string;
  brands: { brandId: string; name: string; rank: number | null }[];
  products: ProductSummary[];
  honours: string[];
  /**
   * The index categories the company trades in: node ids in the tree of index project
   * `categoryProjId` (the weekly price index), as `RawMaterial.categoryIds`.
   */
  categoryProjId: number;
  categoryIds: string[];
}

/** GET /webapi/products?current&pageSize&keyword&category&companyId */
export interface ProductQuery extends PageQuery {
  category?: string;
  companyId?: number;
}

export interface ProductPage extends PageResult<ProductSummary> {
  categories: string[];
  /** Companies with products (for the company filter), by name. */
  companies: { id: number; name: string }[];
}

export interface CompanyPage extends PageResult<CompanySummary> {
  /** Every option of each filter, whatever the current filters. */
  industries: string[];
  regions: string[];
  tags: string[];
}

// ---------------------------------------------------------------- big-data showcase

/** GET /webapi/datashow — everything the full-screen showcase needs in one answer. */
export interface DataShow {
  generatedAt: string;
  headline: {
    projId: number;
    name: string;
    point: IndexPoint;
    /** Last 52 periods of the composite index. */
    recent: IndexPoint[];
  };
  families: {
    projId: number;
    name: string;
    unit: string;
    /** As `IndexFamily.frequency`: how the period of `point` is labelled (2026年第47周 / 2026年10月). */
    frequency: Frequency;
    /** As `IndexFamily.nextRelease`: ISO date of the next scheduled release. */
    nextRelease: string;
    point: IndexPoint;
  }[];
  /** Level-2 categories of the headline family in the latest period. */
  categories: SnapshotRow[];
  trade: { unit: string; months: TradeMonth[] };
  materials: RawMaterial[];
  brands: BrandRankItem[];
  companiesByRegion: { region: string; count: number }[];
  totals: { companies: number; products: number; brands: number; articles: number };
  latestArticles: ArticleSummary[];
}

// ------------------------------------------------------------------ site-wide search

/** GET /webapi/search?q&limit — one word (or a few, all of which must be found) across the site. */
export interface SearchQuery {
  q: string;
  /** Hits listed per group, 1–20 (default 5); each group's `total` counts them all. */
  limit?: number;
}

/**
 * A text with the places where the searched words are: `hits` are [start, end) offsets in UTF-16
 * code units of `text`, ascending and not overlapping. Plain text: the client marks the hits itself.
 */
export interface SearchText {
  text: string;
  hits: [number, number][];
}

export interface SearchGroup<T> {
  total: number;
  items: T[];
}

/** An index category (or a whole index, its root) whose name matches: opens /data on that node. */
export interface SearchCategoryHit {
  projId: number;
  /** The index's short name (价格指数, 景气指数…). */
  family: string;
  nodeId: string;
  name: SearchText;
  /** Names of the node's ancestors below the root, top first (empty for a 大类 or the root). */
  path: string[];
}

export interface SearchArticleHit {
  id: number;
  categoryId: number;
  title: SearchText;
  /** Where the words are in the summary or the text (about 80 characters), else the summary's start. */
  snippet: SearchText;
  /** ISO date-time. */
  publishedAt: string;
}

export interface SearchCompanyHit {
  id: number;
  name: SearchText;
  industry: string;
  region: string;
}

export interface SearchBrandHit {
  brandId: string;
  name: SearchText;
  companyId: number;
  companyName: string;
  /** Rank in the latest edition of the ranking; null when the brand is not in it. */
  rank: number | null;
}

export interface SearchProductHit {
  id: number;
  name: SearchText;
  companyId: number;
  companyName: string;
  category: string;
}

export interface SearchResult {
  /** The words searched for, as the server read them (trimmed, spaces collapsed). */
  q: string;
  /** Hits in all groups. */
  total: number;
  categories: SearchGroup<SearchCategoryHit>;
  /** `byCategory`: the hits per article column (栏目), for the link to each filtered list. */
  articles: SearchGroup<SearchArticleHit> & { byCategory: { categoryId: number; total: number }[] };
  companies: SearchGroup<SearchCompanyHit>;
  brands: SearchGroup<SearchBrandHit>;
  products: SearchGroup<SearchProductHit>;
  /** With no hit at all: words that find something on this site (the main index's 大类); else empty. */
  suggestions: string[];
}
