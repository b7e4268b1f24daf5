/** Internal shapes of a site's dataset, the generator's or the database's (the public shapes come from src/types/webapi.ts). */
import type {
  ArticleDetail,
  BrandRankItem,
  CompanyDetail,
  IndexFamily,
  IndexNode,
  IndexPoint,
  IndexPointRevision,
  MaterialPrice,
  ProductSummary,
  RawMaterial,
  SiteConstants,
  SiteInfo,
} from '../../src/types/webapi';
import type { DayNum } from './calendar';

export interface NodeInfo {
  id: string;
  name: string;
  /** ASCII name for PDFs. */
  enName: string;
  level: number;
  parentId: string | null;
  /** Weight in the parent's weighted average (leaves: own weight; inner nodes: sum of children). */
  weight: number;
  childIds: string[];
}

export interface PeriodInfo {
  /** `YYYY-MM-DD` (week start), `YYYY-MM` or `YYYY-Qn` (see calendar.quarterKey). */
  key: string;
  year: number;
  week?: number;
  month?: number;
  quarter?: number;
  startDay: DayNum;
  endDay: DayNum;
  releaseDay: DayNum;
  publishedAt: string;
  /** 「2026年第46周」, 「2026年10月」 or 「2026年第3季度」. */
  label: string;
}

/** A classification in force from one period on (until the next era's). */
export interface TreeEra {
  /** Index of its first period in `FamilyData.periods`. */
  from: number;
  /** Its nodes in tree (pre-)order. */
  nodes: NodeInfo[];
}

export interface FamilyData {
  family: IndexFamily;
  /** The latest classification's nodes in tree (pre-)order. */
  nodes: NodeInfo[];
  /** Every node any era has (a node of an older classification too), its latest version. */
  nodeById: Map<string, NodeInfo>;
  /** The classifications over time, oldest first; the first starts at period 0, the last is `nodes`. */
  eras: TreeEra[];
  tree: IndexNode[];
  /** Published periods, oldest first. */
  periods: PeriodInfo[];
  periodIndex: Map<string, number>;
  /** Rounded indexValue of each node for each published period. */
  values: Map<string, number[]>;
  /** For each period: index of the period one year earlier, or null. */
  sameIndex: (number | null)[];
  /** Lazily built full series per node. */
  pointCache: Map<string, IndexPoint[]>;
  /** The office's notes on its classification eras, by the period key each starts at (index_era). */
  eraNotes?: Map<string, string>;
  /** Values revised after their first release, by node id and period index (the database's vintages). */
  revised?: Map<string, Map<number, IndexPointRevision>>;
  /**
   * The coming releases and planned gaps, as the server's calendar (server/model/releases.ts) makes
   * them from the scheduled publications; absent in the front end's mock mode, whose feeds use the
   * periods' own rules.
   */
  calendar?: CalendarEntry[];
}

/**
 * One entry of a family's release calendar: a new period (`publishedAt` its instant), a scheduled
 * revision of a released one, or a week not published (the Spring-Festival closure; `releaseDay` the
 * Monday it would have come out).
 */
export interface CalendarEntry {
  kind: 'release' | 'revision' | 'gap';
  period: PeriodInfo;
}

export interface MaterialData {
  info: Omit<RawMaterial, 'latest' | 'change' | 'changePct'>;
  /** Weight in the raw-material price index (project 24). */
  weight: number;
  /** Every weekly quote since 2018, oldest first. */
  quotes: MaterialPrice[];
  quoteDays: DayNum[];
}

export interface TradeMonthData {
  index: number;
  key: string;
  exportValue: number;
  importValue: number;
  exportYoY: number | null;
  importYoY: number | null;
  /** Seasonally adjusted total (export + import), drives the trade index. */
  adjustedTotal: number;
  /** Export and import per partner (in the order of `partnerNames`) and export per product group (`productNames`). */
  partnerExport: number[];
  partnerImport: number[];
  productExport: number[];
  /** Import per product group, where the office splits imports by group (the demo's figures do; the import does not ask for it). */
  productImport?: number[];
}

export interface TradeDataset {
  unit: string;
  /** ISO 4217 code of the values' currency. */
  currency: string;
  /** Who publishes the figures (customs). */
  source: string;
  months: TradeMonthData[];
  partnerNames: string[];
  productNames: string[];
  /** Months customs did not publish. */
  unpublished?: Set<number>;
  /** Day of the next month on which customs publish a month's figures (stored with the trade meta); absent: not announced. */
  releaseDay?: number;
}

export interface BrandInfo {
  brandId: string;
  name: string;
  companyId: number;
  /** Set in the back office; none in the demo data. */
  logo?: string;
}

export interface BrandYear {
  year: number;
  items: BrandRankItem[];
}

export interface CompanyRecord extends Omit<CompanyDetail, 'products' | 'brands'> {
  productIds: number[];
  brandIds: string[];
}

/** A rendered PDF: its bytes and its page count. */
export interface RenderedPdf {
  bytes: Buffer;
  pages: number;
}

export interface PdfFile {
  /** The name in the file's URL (ASCII). */
  name: string;
  /** The name the visitor sees and saves it under (`Attachment.name`, Chinese). */
  title: string;
  /** The file's bytes and page count, rendered on first use and then kept (mock/lib/reports.ts). */
  rendered(): RenderedPdf;
}

export interface ArticleRecord extends ArticleDetail {
  /** Day number of publishedAt, for sorting. */
  day: DayNum;
  /** For commentaries: the family and period they comment on. */
  about?: { projId: number; period: string };
}

export interface Dataset {
  /** Beijing calendar day the dataset was generated for. */
  today: DayNum;
  todayIso: string;
  site: SiteInfo;
  constants: SiteConstants;
  families: FamilyData[];
  familyById: Map<number, FamilyData>;
  materials: MaterialData[];
  materialById: Map<string, MaterialData>;
  /** First quote date served by /materials/{id}/prices (about five years back). */
  materialsFrom: DayNum;
  trade: TradeDataset;
  brands: BrandInfo[];
  brandById: Map<string, BrandInfo>;
  brandYears: BrandYear[];
  companies: CompanyRecord[];
  companyById: Map<number, CompanyRecord>;
  products: ProductSummary[];
  productById: Map<number, ProductSummary>;
  /** Newest first. */
  articles: ArticleRecord[];
  articleById: Map<number, ArticleRecord>;
  /** Commentary id per `${projId}:${period}`. */
  commentByPeriod: Map<string, number>;
  files: Map<string, PdfFile>;
}

/** What the article generators may read. */
export type ArticleContext = Pick<
  Dataset,
  'today' | 'families' | 'familyById' | 'materials' | 'materialById' | 'trade' | 'companies' | 'products' | 'brands' | 'brandYears' | 'files'
>;

/** An article before assembly (type, views, neighbours and attachment count are added later). */
export interface ArticleDraft {
  id: number;
  categoryId: number;
  title: string;
  summary: string;
  author: string;
  source: string;
  day: DayNum;
  /** Beijing time of day, e.g. [15, 30]. */
  time: [number, number];
  cover?: string;
  content: string;
  tags: string[];
  attachments?: ArticleDetail['attachments'];
  about?: { projId: number; period: string };
}
