/**
 * The /webapi resources as plain functions of the dataset and the request's query/params. They
 * answer the contract's `data` value or throw ApiError (NOT_FOUND / BAD_REQUEST); the server
 * (server/webapi/operations.ts) wires them to the contract's operations.
 */
import type {
  ArticleDetail,
  ArticlePage,
  BrandDropout,
  BrandHistory,
  BrandRanking,
  CompanyDetail,
  CompanyPage,
  DataShow,
  IndexFamily,
  IndexNode,
  IndexSeries,
  IndexSeriesColumns,
  IndexSnapshot,
  MaterialPriceSeries,
  ProductPage,
  RawMaterial,
  SiteConstants,
  SiteInfo,
  TradeBreakdown,
  TradeData,
} from '../../src/types/webapi';
import { toColumns } from '../../src/domain/seriesColumns';
import { articleSummary } from './articles';
import { isoDate, lastCompleteMonth, parseMonthKey } from './calendar';
import { companyDetail, companySummary } from './companies';
import { badRequest, found, notFound } from './errors';
import { headlineFamily, mainCategories, pointAt, seriesPoints, snapshotOf, snapshotRow } from './family';
import { historyWithin } from './history';
import { rawMaterial } from './materials';
import { keywordFilter, paginate } from './paging';
import { dateParam, monthParam, optionalId, optionalIntIn, orderedRange, parseId, periodParam, queryList, queryString, type Query } from './params';
import { publishedTradeMonths, tradeBreakdown, tradeData, tradeMonth } from './trade';
import type { ArticleRecord, Dataset, FamilyData } from './types';

export type Params = Record<string, string | undefined>;

// ------------------------------------------------------------------ site

/** The site the request names (the server has chosen its dataset by `siteCode`). */
export function getSite(ds: Dataset): SiteInfo {
  return ds.site;
}

export function getConstants(ds: Dataset): SiteConstants {
  return ds.constants;
}

// ------------------------------------------------------------------ indices

function familyOf(ds: Dataset, raw: unknown): FamilyData {
  const projId = parseId(raw, 'projId');
  return found(ds.familyById.get(projId), `指数项目 ${projId} 不存在`);
}

export function listFamilies(ds: Dataset): IndexFamily[] {
  return ds.families.map((f) => f.family);
}

export function getTree(ds: Dataset, params: Params): IndexNode[] {
  return familyOf(ds, params.projId).tree;
}

/** The operation's answer: with `layout=columns`, the series as columns of numbers (src/domain/seriesColumns.ts). */
export function getSeriesAnswer(ds: Dataset, query: Query): IndexSeries[] | IndexSeriesColumns[] {
  const series = getSeries(ds, query);
  return queryString(query, 'layout') === 'columns' ? series.map(toColumns) : series;
}

export function getSeries(ds: Dataset, query: Query): IndexSeries[] {
  const fam = familyOf(ds, query.projId);
  const ids = queryList(query, 'nodeIds');
  const nodeIds = ids.length ? ids : [fam.nodes[0].id];
  const { frequency } = fam.family;
  const { from, to } = orderedRange(periodParam(query, 'from', frequency), periodParam(query, 'to', frequency));
  return nodeIds.map((id) => {
    const node = found(fam.nodeById.get(id), `指数节点 ${id} 不存在`);
    const points = seriesPoints(fam, id).filter((pt) => (from === undefined || pt.period >= from) && (to === undefined || pt.period <= to));
    return { projId: fam.family.projId, nodeId: node.id, name: node.name, points, ...historyWithin(fam, points[0]?.period, points[points.length - 1]?.period) };
  });
}

/** A malformed period is BAD_REQUEST; a well-formed one the family has not published is NOT_FOUND. */
export function getSnapshot(ds: Dataset, query: Query): IndexSnapshot {
  const fam = familyOf(ds, query.projId);
  const asked = periodParam(query, 'period', fam.family.frequency);
  const i = asked === undefined ? fam.periods.length - 1 : fam.periodIndex.get(asked);
  if (i === undefined) throw notFound(`${fam.family.name}没有 ${asked} 这一期数据（可能尚未发布或处于春节休市期间）`);
  return snapshotOf(fam, i, ds.commentByPeriod.get(`${fam.family.projId}:${fam.periods[i].key}`));
}

// ------------------------------------------------------------------ articles

/** `year` (1900–2100) and, with it, `month` (1–12): the Beijing-time publication date's prefix. */
function publishedFilter(query: Query): (a: ArticleRecord) => boolean {
  const year = optionalIntIn(query, 'year', 1900, 2100);
  const month = optionalIntIn(query, 'month', 1, 12);
  if (month !== undefined && year === undefined) throw badRequest('按月份筛选时须同时给出 year');
  if (year === undefined) return () => true;
  // publishedAt is Beijing time (`2026-11-20T10:00:00+08:00`), so its text is the calendar date.
  const prefix = month === undefined ? `${year}-` : `${year}-${String(month).padStart(2, '0')}-`;
  return (a) => a.publishedAt.startsWith(prefix);
}

export function listArticles(ds: Dataset, query: Query): ArticlePage {
  const categoryId = parseId(query.categoryId, 'categoryId');
  if (!ds.constants.categories.some((c) => c.id === categoryId)) throw notFound(`栏目 ${categoryId} 不存在`);
  const keyword = keywordFilter<ArticleRecord>(query, (a) => [a.title, a.summary]);
  const published = publishedFilter(query);
  const match = (a: ArticleRecord) => keyword(a) && published(a);
  const inCategory = ds.articles.filter((a) => a.categoryId === categoryId);
  const years = [...new Set(inCategory.map((a) => Number(a.publishedAt.slice(0, 4))))].sort((a, b) => b - a);
  const elsewhere = queryString(query, 'keyword')
    ? ds.constants.categories
        .filter((c) => c.type !== undefined && c.id !== categoryId)
        .map((c) => ({ categoryId: c.id, total: ds.articles.filter((a) => a.categoryId === c.id && match(a)).length }))
        .filter((m) => m.total > 0)
    : [];
  return { ...paginate(inCategory.filter(match), query, articleSummary), years, elsewhere };
}

export function articleDetail(a: ArticleRecord): ArticleDetail {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  const { day: _day, about: _about, ...detail } = a;
  return detail;
}

export function getArticle(ds: Dataset, params: Params): ArticleDetail {
  const id = parseId(params.id, 'id');
  return articleDetail(found(ds.articleById.get(id), '文章不存在或已下线'));
}

// ------------------------------------------------------------------ materials & trade

export function listMaterials(ds: Dataset): RawMaterial[] {
  return ds.materials.map(rawMaterial);
}

export function getMaterialPrices(ds: Dataset, params: Params, query: Query): MaterialPriceSeries {
  const m = found(ds.materialById.get(params.id ?? ''), `原材料品种 ${params.id ?? ''} 不存在`);
  const asked = orderedRange(dateParam(query, 'from'), dateParam(query, 'to'));
  // The quotes go further back than the API serves (about five years).
  const first = isoDate(ds.materialsFrom);
  const from = asked.from === undefined || asked.from < first ? first : asked.from;
  const to = asked.to ?? isoDate(ds.today);
  return { material: m.info, points: m.quotes.filter((q) => q.date >= from && q.date <= to) };
}

/** `from`–`to` (months, inclusive) as month indices: default the whole history up to the last complete month. */
function monthRange(ds: Dataset, query: Query): { from: number; to: number } {
  const { from, to } = orderedRange(monthParam(query, 'from'), monthParam(query, 'to'));
  return {
    from: from === undefined ? -Infinity : parseMonthKey(from)!,
    to: to === undefined ? lastCompleteMonth(ds.today) : parseMonthKey(to)!,
  };
}

export function getTrade(ds: Dataset, query: Query): TradeData {
  const { from, to } = monthRange(ds, query);
  return tradeData(ds.trade, from, to, ds.today);
}

export function getTradeBreakdown(ds: Dataset, query: Query): TradeBreakdown {
  const by = queryString(query, 'by') ?? 'partner';
  if (by !== 'partner' && by !== 'category') throw badRequest('参数 by 应为 partner 或 category');
  const { from, to } = monthRange(ds, query);
  return tradeBreakdown(ds.trade, by, from, to);
}

// ------------------------------------------------------------------ brands, companies, products

export function getBrandRanking(ds: Dataset, query: Query): BrandRanking {
  const years = ds.brandYears.map((b) => b.year);
  const year = optionalId(query, 'year') ?? years.at(-1);
  if (year === undefined) throw notFound('品牌榜单尚未发布（No brand ranking has been published yet.）');
  const entry = found(
    ds.brandYears.find((b) => b.year === year),
    `${year} 年度品牌榜单尚未发布`,
  );
  const k = ds.brandYears.indexOf(entry);
  const ranked = new Set(entry.items.map((it) => it.brandId));
  const dropouts: BrandDropout[] =
    k > 0
      ? ds.brandYears[k - 1].items
          .filter((it) => !ranked.has(it.brandId))
          .map(({ brandId, name, companyId, companyName, rank, region, category }) => ({ brandId, name, companyId, companyName, previousRank: rank, region, category }))
      : [];
  return { year, years, items: entry.items, dropouts };
}

export function getBrandHistory(ds: Dataset, params: Params): BrandHistory {
  const brandId = params.brandId ?? '';
  const brand = found(ds.brandById.get(brandId), '品牌不存在');
  const company = found(ds.companyById.get(brand.companyId), '品牌不存在');
  const editions = ds.brandYears.map(({ year, items }) => {
    const it = items.find((item) => item.brandId === brandId);
    return it ? { year, rank: it.rank, value: it.value, rankChange: it.rankChange } : { year, rank: null, value: null, rankChange: null };
  });
  return {
    brandId,
    name: brand.name,
    companyId: company.id,
    companyName: company.name,
    region: company.region,
    category: company.industry,
    editions,
  };
}

function latestRanks(ds: Dataset): Map<string, number> {
  // An office with no ranking edition yet: every brand is unranked.
  const latest = ds.brandYears[ds.brandYears.length - 1];
  return new Map((latest?.items ?? []).map((it) => [it.brandId, it.rank]));
}

/**
 * Industries and product categories as the office's index classifies them (the headline family's
 * 大类, in order); a name the index does not have follows, in the records' order.
 */
function classified(ds: Dataset, values: string[]): string[] {
  const rank = new Map(mainCategories(headlineFamily(ds.families)).map((n, i) => [n.name, i]));
  const first = new Map([...new Set(values)].map((v, i) => [v, i]));
  const at = (v: string) => rank.get(v) ?? rank.size + first.get(v)!;
  return [...first.keys()].sort((a, b) => at(a) - at(b));
}

/** A filter's options: each value once, the most frequent first, ties in Chinese order. */
function mostFirst(values: string[]): string[] {
  const counts = new Map<string, number>();
  values.forEach((v) => counts.set(v, (counts.get(v) ?? 0) + 1));
  return [...counts.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0], 'zh-CN')).map(([v]) => v);
}

export function listCompanies(ds: Dataset, query: Query): CompanyPage {
  const industry = queryString(query, 'industry');
  const region = queryString(query, 'region');
  const tag = queryString(query, 'tag');
  const match = keywordFilter<Dataset['companies'][number]>(query, (c) => [c.name, c.shortName, c.brief, c.industry, c.region, ...c.tags]);
  const items = ds.companies.filter(
    (c) =>
      (industry === undefined || c.industry === industry) &&
      (region === undefined || c.region === region) &&
      (tag === undefined || c.tags.includes(tag)) &&
      match(c),
  );
  // The options never depend on the filters: the visitor can always switch to another one.
  const industries = classified(ds, ds.companies.map((c) => c.industry));
  const regions = mostFirst(ds.companies.map((c) => c.region));
  const tags = mostFirst(ds.companies.flatMap((c) => [...new Set(c.tags)]));
  return { ...paginate(items, query, companySummary), industries, regions, tags };
}

export function getCompany(ds: Dataset, params: Params): CompanyDetail {
  const id = parseId(params.id, 'id');
  const c = found(ds.companyById.get(id), '企业不存在或已下线');
  return companyDetail(c, ds.productById, (brandId) => ds.brandById.get(brandId)?.name ?? brandId, latestRanks(ds));
}

export function listProducts(ds: Dataset, query: Query): ProductPage {
  const category = queryString(query, 'category');
  const companyId = optionalId(query, 'companyId');
  const match = keywordFilter<Dataset['products'][number]>(query, (p) => [p.name, p.companyName, p.spec, p.category]);
  const items = ds.products.filter(
    (p) => (category === undefined || p.category === category) && (companyId === undefined || p.companyId === companyId) && match(p),
  );
  const categories = classified(ds, ds.products.map((p) => p.category));
  const companies = ds.companies
    .filter((c) => c.productIds.length > 0)
    .map((c) => ({ id: c.id, name: c.name }))
    .sort((a, b) => a.name.localeCompare(b.name, 'zh-CN'));
  return { ...paginate(items, query), categories, companies };
}

// ------------------------------------------------------------------ datashow

export function getDataShow(ds: Dataset): DataShow {
  const price = headlineFamily(ds.families);
  const regions = new Map<string, number>();
  ds.companies.forEach((c) => regions.set(c.region, (regions.get(c.region) ?? 0) + 1));
  const latestBrands = ds.brandYears.at(-1);
  return {
    generatedAt: ds.site.updatedAt,
    // A site that has no family yet shows what exists.
    headline: price ? { projId: price.family.projId, name: price.family.name, point: pointAt(price, price.nodes[0].id, price.periods.length - 1), recent: seriesPoints(price, price.nodes[0].id).slice(-52) } : null,
    families: ds.families.map((f) => ({
      projId: f.family.projId,
      name: f.family.name,
      unit: f.family.unit,
      frequency: f.family.frequency,
      nextRelease: f.family.nextRelease,
      point: pointAt(f, f.nodes[0].id, f.periods.length - 1),
    })),
    categories: price ? price.nodes.filter((n) => n.level === 2).map((n) => snapshotRow(price, n, price.periods.length - 1)) : [],
    trade: { unit: ds.trade.unit, months: publishedTradeMonths(ds.trade).slice(-24).map(tradeMonth) },
    materials: listMaterials(ds),
    brands: latestBrands?.items.slice(0, 10) ?? [],
    companiesByRegion: [...regions.entries()].map(([region, count]) => ({ region, count })).sort((a, b) => b.count - a.count || a.region.localeCompare(b.region)),
    totals: { companies: ds.companies.length, products: ds.products.length, brands: latestBrands?.items.length ?? 0, articles: ds.articles.length },
    latestArticles: ds.articles.filter((a) => a.type !== undefined).slice(0, 8).map(articleSummary),
  };
}
