/**
 * What /brandRank and /mobile/brandRank share about the ranking's filters: the facets (region,
 * category and, on the phone, the order), how the sheet's values become one view change, and the
 * top ten the chart draws. Pure functions; the pages bind them to `useBrandRanking()`.
 */
import '@/locales/areas/brands';
import '@/locales/areas/industry';
import { filterRanking, type BrandFilter, type BrandSort } from '@/domain/brands';
import type { BrandRankingState } from '@/hooks/industry';
import type { Translate } from '@/hooks/useT';
import type { BrandRankItem } from '@/types/webapi';
import { asOptions, type ListFacet } from '@/components/industry/listFacets';

/**
 * The phone's order choices, in the order offered. 'rank' is left out: it is the edition's own
 * order, already the sheet's "按排名" (all) choice.
 */
const SORT_LABELS: [BrandSort, string][] = [
  ['-value', 'industry.brand.sortValueDesc'],
  ['value', 'industry.brand.sortValueAsc'],
  ['-rankChange', 'industry.brand.sortRiseFirst'],
  ['rankChange', 'industry.brand.sortFallFirst'],
  ['-rank', 'industry.brand.sortRankDesc'],
];

type FacetSource = Pick<BrandRankingState, 'regions' | 'categories' | 'filter' | 'sort' | 'setFilter' | 'setSort'>;

/** Region and category (and the order when `withSort`), as the desktop selects and the phone's sheet show them. */
export function brandFacets(state: FacetSource, t: Translate, withSort = false): ListFacet[] {
  const facets: ListFacet[] = [
    {
      key: 'region',
      label: t('industry.brand.region'),
      allLabel: t('industry.brand.allRegions'),
      options: asOptions(state.regions),
      value: state.filter.region,
      onChange: (region) => state.setFilter({ region }),
    },
    {
      key: 'category',
      label: t('industry.brand.category'),
      allLabel: t('industry.brand.allCategories'),
      options: asOptions(state.categories),
      value: state.filter.category,
      onChange: (category) => state.setFilter({ category }),
    },
  ];
  if (withSort) {
    facets.push({
      key: 'sort',
      label: t('industry.brand.sort'),
      allLabel: t('industry.brand.sortDefault'),
      options: SORT_LABELS.map(([value, label]) => ({ value, label: t(label) })),
      value: state.sort === 'rank' ? '' : state.sort,
      onChange: (sort) => state.setSort(sort),
    });
  }
  return facets;
}

/** The filter sheet's values ('' for all) as one patch of the view: filters and order change together. */
export function facetPatch(values: Record<string, string>): Partial<BrandFilter> & { sort?: BrandSort } {
  const patch: Partial<BrandFilter> & { sort?: BrandSort } = {};
  if ('region' in values) patch.region = values.region;
  if ('category' in values) patch.category = values.category;
  if ('sort' in values) patch.sort = SORT_LABELS.find(([s]) => s === values.sort)?.[0] ?? '';
  return patch;
}

/** The chart's ten: the first ten brands passing the filters, in rank order (whatever the table's order). */
export const topTen = (items: BrandRankItem[], filter: BrandFilter): BrandRankItem[] => filterRanking(items, filter).slice(0, 10);
