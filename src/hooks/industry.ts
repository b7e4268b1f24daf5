/**
 * Data and view state of the industry pages (raw-material prices, trade, brand ranking, companies,
 * products), shared by each desktop page and its /mobile twin. View state lives in the URL query so
 * a copied link reproduces what the visitor saw.
 */
import '@/locales/areas/industry';
import { useMemo, useRef } from 'react';
import { MAX_COMPARE } from '@/config/constants';
import { toggleCompared } from '@/domain/compare';
import { filterRanking, rankingSummary, sortRanking, type BrandFilter, type BrandSort } from '@/domain/brands';
import { chartScale } from '@/domain/materialStats';
import type { RangePreset } from '@/domain/range';
import { getBrandHistory, getBrandRanking } from '@/services/brands';
import { getCompanies, getCompany } from '@/services/companies';
import { ApiError, isNotFound } from '@/services/errors';
import { getIndexSeries } from '@/services/indices';
import { getMaterialPrices, getMaterials } from '@/services/materials';
import { getProducts } from '@/services/products';
import { getTrade } from '@/services/trade';
import { getTradeBreakdown } from '@/services/tradeBreakdown';
import { remember } from '@/services/cache';
import type { BrandRanking, RawMaterial, TradeBreakdownBy } from '@/types/webapi';
import { formatNumber } from '@/utils/format';
import { useT } from './useT';
import { routeId, type Side, type ViewCodec } from '@/views/codec';
import {
  brandRankView,
  companyListView,
  exportDataView,
  priceTrendView,
  productListView,
  type PricePanel,
  type PriceScale,
  type TradeChartKind,
  type TradePanel,
} from '@/views/industry';
import { useView } from '@/views/useView';
import { useApi } from './useApi';

// ---------------------------------------------------------------- shared

/** Filter options (industries, categories) kept from the last answer, so a select never empties while loading. */
export function useStickyOptions(options: string[] | undefined): string[] {
  const kept = useRef<string[]>([]);
  if (options?.length) kept.current = options;
  return kept.current;
}

// ---------------------------------------------------------------- raw-material prices

export const useMaterials = () => useApi('materials', () => getMaterials());

/**
 * The page's view (src/views/industry.ts) resolved against the material list: without `ids` the
 * first material is shown; ids missing from the list are reported as `unknown` (the page's 404).
 */
export function useMaterialView(materials: RawMaterial[] | undefined) {
  const [view, setView] = useView(priceTrendView);
  const ids = view.ids.length ? view.ids : materials?.length ? [materials[0].id] : [];
  const unknown = materials ? ids.filter((id) => !materials.some((m) => m.id === id)) : [];
  const selected = ids.map((id) => materials?.find((m) => m.id === id)).filter((m): m is RawMaterial => !!m);

  return {
    ids,
    selected,
    unknown,
    range: view.range,
    /** The scale drawn: prices for one material, else the visitor's choice (default: rebased when units differ). */
    scale: chartScale(selected.map((m) => m.unit), view.scale) as PriceScale,
    /** The phone's one chart at a time: the compared trend or the cost-pressure overview. */
    panel: view.panel,
    setRange: (range: RangePreset) => setView({ range }),
    setScale: (scale: PriceScale) => setView({ scale }),
    setPanel: (panel: PricePanel) => setView({ panel }),
    /** Show this material alone. */
    select: (id: string) => setView({ ids: [id] }),
    /** Add to or remove from the comparison (never fewer than one, never more than MAX_COMPARE). */
    toggle: (id: string) => setView({ ids: toggleCompared(ids, id, MAX_COMPARE) }),
    /** A link to this page showing `id` alone, in the current range and scale. */
    hrefOf: (id: string, side: Side) => priceTrendView.href({ ...view, ids: [id] }, side),
  };
}

/** Full price history of each shown material (ranges are cut client-side so presets switch instantly). */
export function useMaterialSeries(ids: string[]) {
  return useApi(
    `materials:prices|${ids.join(',')}`,
    () => Promise.all(ids.map((id) => remember(`materials:price|${id}`, () => getMaterialPrices(id, {}, { silent: true })))),
    { ready: ids.length > 0 },
  );
}

/** Full history of the index 大类 the materials feed (the cost-pressure view), one request. */
export function useCategorySeries(projId: number | undefined, nodeIds: string[]) {
  return useApi(
    `materials:categories|${projId}|${nodeIds.join(',')}`,
    () => getIndexSeries({ projId: projId!, nodeIds }, { silent: true }),
    { ready: projId !== undefined && nodeIds.length > 0 },
  );
}

// ---------------------------------------------------------------- trade

export const useTrade = () => useApi('trade', () => getTrade());

/** Monthly trade per partner or per category (the whole history; years and months are cut client-side). */
export const useTradeBreakdown = (by: TradeBreakdownBy, ready = true) =>
  useApi(`trade:breakdown|${by}`, () => getTradeBreakdown(by), { ready });

export function useTradeView() {
  const [view, setView] = useView(exportDataView);
  const filter: { by: TradeBreakdownBy; name: string } | undefined = view.partner
    ? { by: 'partner', name: view.partner }
    : view.category
      ? { by: 'category', name: view.category }
      : undefined;
  return {
    ...view,
    /** The partner or category the monthly chart is filtered to. */
    filter,
    setRange: (range: RangePreset) => setView({ range }),
    setChart: (chart: TradeChartKind) => setView({ chart }),
    setBy: (by: TradeBreakdownBy) => setView({ by }),
    /** Year and month of the breakdown (the month is kept when the year changes, and clamped on display). */
    setPeriod: (year: number, month?: number) => setView({ year, month }),
    /**
     * Filter the monthly chart to `name` of the split `by`, or clear the filter when it is already the
     * one; `panel` also switches the phone's chart (one change, one history step).
     */
    toggleFilter: (by: TradeBreakdownBy, name: string, panel?: TradePanel) =>
      setView({
        ...(filter?.by === by && filter.name === name ? { partner: '', category: '' } : { [by]: name }),
        ...(panel ? { panel } : {}),
      }),
    clearFilter: () => setView({ partner: '', category: '' }),
    setSort: (sort: string) => setView({ sort }),
    setPanel: (panel: TradePanel) => setView({ panel }),
  };
}

export type TradeView = ReturnType<typeof useTradeView>;

// ---------------------------------------------------------------- brand ranking

const distinct = (values: string[]) => [...new Set(values)];

/**
 * The edition of `?year=` (default the latest; a year without ranking answers 404), filtered and
 * sorted as the URL says, and the brand whose history is open.
 */
export function useBrandRanking() {
  const [view, setView] = useView(brandRankView);
  const req = useApi(`brands:ranking|${view.year ?? 'latest'}`, () => getBrandRanking(view.year, { silent: true }));
  // Kept from the last answer so the year switch never empties while another year loads.
  const years = useStickyOptions(req.data?.years.map(String));
  const items = req.data?.items;
  const filter = { region: view.region, category: view.category, keyword: view.keyword };
  const shown = useMemo(
    () => (items ? sortRanking(filterRanking(items, filter), view.sort) : []),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [items, view.region, view.category, view.keyword, view.sort],
  );
  return {
    ...req,
    year: view.year ?? req.data?.year,
    /** No ranking published at all (the latest asked, none there): the page's empty state, not a 404. */
    unpublished: view.year === undefined && !!req.error && isNotFound(req.error),
    /** Years with a ranking, newest first. */
    years: [...years].sort().reverse(),
    /** Options of the region and category filters: those of the edition shown (none while loading). */
    regions: useStickyOptions(items && distinct(items.map((it) => it.region))),
    categories: useStickyOptions(items && distinct(items.map((it) => it.category))),
    filter,
    filtered: Object.values(filter).some(Boolean),
    sort: view.sort,
    /** The edition's brands that pass the filters, in the chosen order. */
    shown,
    brand: view.brand,
    setYear: (year: number) => setView({ year }),
    /** Filters, and the order with them when given (the phone's sheet applies both in one URL change). */
    setFilter: (patch: Partial<BrandFilter> & { sort?: BrandSort }) => setView(patch),
    clearFilters: () => setView({ region: '', category: '', keyword: '' }),
    setSort: (sort: string) => setView({ sort: sort as BrandSort }),
    /** Open a brand's history (or close it with undefined). */
    setBrand: (brand: string | undefined) => setView({ brand }),
  };
}

export type BrandRankingState = ReturnType<typeof useBrandRanking>;

/** One brand in every edition (the open history of /brandRank). */
export const useBrandHistory = (brandId: string | undefined) =>
  useApi(`brands:history|${brandId}`, () => getBrandHistory(brandId!, { silent: true }), { ready: !!brandId });

/** The one-sentence summary above a ranking (count, total value, the leader), or undefined when empty. */
export function useBrandSummary(ranking: BrandRanking): string | undefined {
  const { t, intl } = useT();
  const summary = rankingSummary(ranking.items);
  if (!summary) return undefined;
  const num = (v: number) => formatNumber(v, intl.locale);
  return t('industry.brand.summary', {
    year: ranking.year,
    count: ranking.items.length,
    total: num(summary.total),
    top: summary.top.name,
    company: summary.top.companyName,
    value: num(summary.top.value),
  });
}

// ---------------------------------------------------------------- companies & products

/** A filtered list of companies or products: keyword, facets and page, in the URL. */
function useListView<V extends { keyword: string; page: number }>(codec: ViewCodec<V>, filterKeys: (keyof V & string)[]) {
  const [view, setView] = useView(codec);
  return {
    view,
    keyword: view.keyword,
    page: view.page,
    /** Whether any filter or the keyword narrows the list. */
    filtered: !!view.keyword || filterKeys.some((k) => view[k] !== undefined && view[k] !== ''),
    /** The list's identity in the cache: everything but the page (and what only opens a preview). */
    key: [codec.path, view.keyword, ...filterKeys.map((k) => String(view[k] ?? ''))].join('|'),
    setKeyword: (keyword: string) => setView({ keyword: keyword.trim() } as Partial<V>),
    setFilters: (patch: Partial<V>) => setView(patch),
    clearFilters: () => setView({ keyword: '', ...Object.fromEntries(filterKeys.map((k) => [k, codec.defaults[k]])) } as Partial<V>),
    setPage: (page: number) => setView({ page } as Partial<V>),
    /** The backend clamped the page: show its page in the URL without a new history entry. */
    replacePage: (page: number) => setView({ page } as Partial<V>, { replace: true }),
    setView,
  };
}

export type ListView = ReturnType<typeof useListView>;

/** Keyword, industry (segment), region, tag and page of the company list, and how to fetch a page of it. */
export function useCompanyListView() {
  const list = useListView(companyListView, ['industry', 'region', 'tag']);
  const { keyword, industry, region, tag } = list.view;
  const fetchPage = (current: number, pageSize: number) => getCompanies({ current, pageSize, keyword, industry, region, tag });
  return { ...list, fetchPage };
}

/** Keyword, category, company and page of the product list, the open preview, and how to fetch a page. */
export function useProductListView() {
  const list = useListView(productListView, ['category', 'company']);
  const { keyword, category, company } = list.view;
  const fetchPage = (current: number, pageSize: number) => getProducts({ current, pageSize, keyword, category, companyId: company });
  return {
    ...list,
    fetchPage,
    preview: list.view.preview,
    setPreview: (preview: number | undefined) => list.setView({ preview }),
  };
}

/** What a malformed company id amounts to: no such company (the backend would answer 400). */
const NO_SUCH_COMPANY = new ApiError('http', '', { status: 404, code: 'NOT_FOUND' });

/** One company; silent because an unknown id is shown as the page's own 404 state. */
export function useCompanyDetail(rawId: string | undefined) {
  const id = routeId(rawId);
  const req = useApi(`companies:detail|${id}`, () => getCompany(String(id), { silent: true }), { ready: id !== undefined });
  return id !== undefined ? req : { ...req, loading: false, data: undefined, error: NO_SUCH_COMPANY };
}
