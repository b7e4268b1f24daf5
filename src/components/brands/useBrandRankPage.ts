/**
 * Everything /brandRank and /mobile/brandRank read and do, so only their markup differs: the
 * ranking and its view (`useBrandRanking`), the facets, the chart's top ten, the count line, and
 * opening a brand's history.
 */
import '@/locales/areas/brands';
import { useMemo } from 'react';
import { useBrandRanking } from '@/hooks/industry';
import { useT } from '@/hooks/useT';
import { brandFacets, facetPatch, topTen } from './brandFilters';

export function useBrandRankPage({ withSort = false }: { withSort?: boolean } = {}) {
  const state = useBrandRanking();
  const { t } = useT();
  const items = state.data?.items;
  const { region, category, keyword } = state.filter;
  const top = useMemo(
    () => (items ? topTen(items, { region, category, keyword }) : []),
    [items, region, category, keyword],
  );
  const total = items?.length ?? 0;
  return {
    ...state,
    facets: brandFacets(state, t, withSort),
    /** The phone's filter sheet: filters and order in one URL change. */
    applyFacets: (values: Record<string, string>) => state.setFilter(facetPatch(values)),
    setKeyword: (value: string) => state.setFilter({ keyword: value.trim() }),
    /** The chart's ten: first ten passing the filters, in rank order. */
    top,
    /** 「共 30 个品牌」, or 「筛选出 4 个品牌（共 30 个）」 when filtered. */
    countText: state.filtered
      ? t('industry.brand.countFiltered', { count: state.shown.length, total })
      : t('industry.brand.count', { count: total }),
    /** Open a brand's history; `toggle` closes it when it is the one open (the table's pressed button). */
    openBrand: (brandId: string, toggle = false) => state.setBrand(toggle && brandId === state.brand ? undefined : brandId),
    closeBrand: () => state.setBrand(undefined),
  };
}

export type BrandRankPageState = ReturnType<typeof useBrandRankPage>;
