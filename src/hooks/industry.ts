/**
 * Data and view state of the industry pages (raw-material prices, trade, brand ranking, companies,
 * products), shared by each desktop page and its /mobile twin. View state lives in the URL query so
 * a copied link reproduces what the visitor saw.
 */
import { useIntl, useSearchParams } from '@umijs/max';
import { useCallback, useMemo, useRef } from 'react';
import { rankingSummary } from '@/components/industry/data';
import { MATERIAL_RANGES, parsePreset, TRADE_RANGES, type RangePreset } from '@/components/industry/range';
import { getBrandRanking } from '@/services/brands';
import { getCompanies, getCompany } from '@/services/companies';
import { ApiError } from '@/services/errors';
import { getMaterialPrices, getMaterials } from '@/services/materials';
import { getProducts } from '@/services/products';
import { getTrade } from '@/services/trade';
import type { BrandRanking, PageQuery, RawMaterial } from '@/types/webapi';
import { formatNumber } from '@/utils/format';
import { useApi } from './useApi';

// ---------------------------------------------------------------- URL query state

type Patch<K extends string> = Partial<Record<K, string | number | undefined>>;

/** Named query parameters as strings ('' when absent) and a setter that merges a patch. */
export function useQueryState<K extends string>(keys: readonly K[]): [Record<K, string>, (patch: Patch<K>) => void] {
  const [params, setParams] = useSearchParams();
  const search = params.toString();
  const values = useMemo(
    () => Object.fromEntries(keys.map((k) => [k, params.get(k) ?? ''])) as Record<K, string>,
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [search, keys.join()],
  );
  const latest = useRef(params);
  latest.current = params;
  const update = useCallback(
    (patch: Patch<K>) => {
      const next = new URLSearchParams(latest.current);
      Object.entries(patch).forEach(([k, v]) => {
        if (v === undefined || v === '') next.delete(k);
        else next.set(k, String(v));
      });
      // Replace: a filter change is a new view of the same page, not a step to go back through.
      setParams(next, { replace: true });
    },
    [setParams],
  );
  return [values, update];
}

/** Filter options (industries, categories) kept from the last answer, so a select never empties while loading. */
export function useStickyOptions(options: string[] | undefined): string[] {
  const kept = useRef<string[]>([]);
  if (options?.length) kept.current = options;
  return kept.current;
}

// ---------------------------------------------------------------- raw-material prices

/** At most this many materials are compared in one chart. */
export const MAX_COMPARE = 3;
const MATERIAL_KEYS = ['ids', 'range', 'scale'] as const;

/** How compared materials are drawn: their prices, or each rebased to 100 at the window's start. */
export type PriceScale = 'price' | 'rebased';

export const useMaterials = () => useApi(() => getMaterials(), { cacheKey: 'industry:materials' });

/**
 * Which materials are shown (`?ids=a,b`), the range (`?range=1y`) and, when comparing, the scale
 * (`?scale=rebased`). Without `ids` the first material is shown. Ids missing from the list are
 * reported as `unknown` so the page can show its 404 state.
 */
export function useMaterialView(materials: RawMaterial[] | undefined) {
  const [query, setQuery] = useQueryState(MATERIAL_KEYS);
  const requested = useMemo(
    () => [...new Set(query.ids.split(',').map((s) => s.trim()).filter(Boolean))].slice(0, MAX_COMPARE),
    [query.ids],
  );
  const ids = requested.length ? requested : materials?.length ? [materials[0].id] : [];
  const unknown = materials ? ids.filter((id) => !materials.some((m) => m.id === id)) : [];
  const selected = ids.map((id) => materials?.find((m) => m.id === id)).filter((m): m is RawMaterial => !!m);

  return {
    ids,
    selected,
    unknown,
    range: parsePreset(query.range, MATERIAL_RANGES, '1y'),
    /** Rebasing only means something with more than one material. */
    scale: (ids.length > 1 && query.scale === 'rebased' ? 'rebased' : 'price') as PriceScale,
    setRange: (range: RangePreset) => setQuery({ range }),
    setScale: (scale: PriceScale) => setQuery({ scale: scale === 'price' ? undefined : scale }),
    /** Show this material alone. */
    select: (id: string) => setQuery({ ids: id }),
    /** Add to or remove from the comparison (never fewer than one, never more than MAX_COMPARE). */
    toggle: (id: string) => {
      if (ids.includes(id)) {
        if (ids.length > 1) setQuery({ ids: ids.filter((x) => x !== id).join(',') });
      } else if (ids.length < MAX_COMPARE) {
        setQuery({ ids: [...ids, id].join(',') });
      }
    },
  };
}

/** Full price history of each shown material (ranges are cut client-side so presets switch instantly). */
export function useMaterialSeries(ids: string[]) {
  const key = ids.join(',');
  return useApi(() => Promise.all(ids.map((id) => getMaterialPrices(id, {}, { silent: true }))), {
    ready: ids.length > 0,
    refreshDeps: [key],
    cacheKey: `industry:material-prices:${key}`,
  });
}

// ---------------------------------------------------------------- trade

export type TradeChartKind = 'bar' | 'line';
const TRADE_KEYS = ['range', 'chart'] as const;

export const useTrade = () => useApi(() => getTrade(), { cacheKey: 'industry:trade' });

export function useTradeView() {
  const [query, setQuery] = useQueryState(TRADE_KEYS);
  return {
    range: parsePreset(query.range, TRADE_RANGES, '3y'),
    chart: (query.chart === 'line' ? 'line' : 'bar') as TradeChartKind,
    setRange: (range: RangePreset) => setQuery({ range }),
    setChart: (chart: TradeChartKind) => setQuery({ chart }),
  };
}

// ---------------------------------------------------------------- brand ranking

const BRAND_KEYS = ['year'] as const;

/** The ranking of `?year=` (default the latest); a year without ranking answers 404. */
export function useBrandRanking() {
  const [query, setQuery] = useQueryState(BRAND_KEYS);
  const year = /^\d{4}$/.test(query.year) ? Number(query.year) : undefined;
  const req = useApi(() => getBrandRanking(year, { silent: true }), {
    refreshDeps: [year],
    cacheKey: `industry:brands:${year ?? 'latest'}`,
  });
  // Kept from the last answer so the year switch never empties while another year loads.
  const years = useStickyOptions(req.data?.years.map(String));
  return {
    ...req,
    year: year ?? req.data?.year,
    /** Years with a ranking, newest first. */
    years: [...years].sort().reverse(),
    setYear: (y: number) => setQuery({ year: y }),
  };
}

/** The one-sentence summary above a ranking (count, total value, the leader), or undefined when empty. */
export function useBrandSummary(ranking: BrandRanking): string | undefined {
  const intl = useIntl();
  const summary = rankingSummary(ranking.items);
  if (!summary) return undefined;
  const num = (v: number) => formatNumber(v, intl.locale);
  return intl.formatMessage(
    { id: 'industry.brand.summary' },
    {
      year: ranking.year,
      count: ranking.items.length,
      total: num(summary.total),
      top: summary.top.name,
      company: summary.top.companyName,
      value: num(summary.top.value),
    },
  );
}

// ---------------------------------------------------------------- companies & products

/**
 * Keyword plus one facet (companies: industry, products: category) of a paged list, in the URL.
 * `fetchPage` asks for one page of what they select; `deps` send the list back to page 1.
 */
function useKeywordFacetFilters<F extends string, R>(
  facetKey: F,
  fetchList: (query: PageQuery & Partial<Record<F, string>>) => Promise<R>,
) {
  const [query, setQuery] = useQueryState<'keyword' | F>(['keyword', facetKey]);
  const { keyword } = query;
  const facet = query[facetKey];
  const fetchPage = (current: number, pageSize: number) =>
    fetchList({ current, pageSize, keyword, [facetKey]: facet } as PageQuery & Partial<Record<F, string>>);
  return {
    keyword,
    facet,
    deps: [keyword, facet],
    fetchPage,
    setKeyword: (next: string) => setQuery({ keyword: next.trim() } as Patch<'keyword' | F>),
    setFacet: (value: string) => setQuery({ [facetKey]: value } as Patch<'keyword' | F>),
  };
}

export type KeywordFacetFilters = ReturnType<typeof useKeywordFacetFilters>;

/** Keyword and industry (`facet`) of the company list, in the URL. */
export const useCompanyFilters = () => useKeywordFacetFilters('industry', getCompanies);

/** Keyword and category (`facet`) of the product list, in the URL. */
export const useProductFilters = () => useKeywordFacetFilters('category', getProducts);

/** What a malformed company id amounts to: no such company (the backend would answer 400). */
const NO_SUCH_COMPANY = new ApiError('http', '', { status: 404, code: 'NOT_FOUND' });

/** One company; silent because an unknown id is shown as the page's own 404 state. */
export function useCompanyDetail(id: string | undefined) {
  const valid = !!id && /^[1-9]\d*$/.test(id);
  const req = useApi(() => getCompany(id ?? '', { silent: true }), {
    ready: valid,
    refreshDeps: [id],
    cacheKey: `industry:company:${id}`,
  });
  return valid ? req : { ...req, loading: false, data: undefined, error: NO_SUCH_COMPANY };
}
