/**
 * The product list's two filters, category and company, as both versions show them (a select each
 * on the desktop, a group in the phone's filter sheet). The view keeps the company as its id.
 */
import '@/locales/areas/industry';
import '@/locales/areas/products';
import { useMemo, useRef } from 'react';
import { asOptions, type ListFacet } from '@/components/industry/listFacets';
import { useProductListView, useStickyOptions } from '@/hooks/industry';
import { useT } from '@/hooks/useT';
import type { ProductPage } from '@/types/webapi';

export type ProductListState = ReturnType<typeof useProductListView>;

/** A facet value ('' for all) as the view's company id. */
export function companyOf(value: string | undefined): number | undefined {
  const id = Number(value);
  return value && Number.isInteger(id) && id > 0 ? id : undefined;
}

/** The filter sheet's values by facet key, as one change of the view. */
export const filtersOfSheet = (values: Record<string, string>) => ({ category: values.category ?? '', company: companyOf(values.company) });

export const companyOptions = (companies: ProductPage['companies']) => companies.map((c) => ({ value: String(c.id), label: c.name }));

/** The category and company facets of `answer` (options kept from the last answer, so a select never empties while loading). */
export function useProductFacets(answer: ProductPage | undefined, filters: ProductListState): ListFacet[] {
  const { t } = useT();
  const categories = useStickyOptions(answer?.categories);
  const companies = useRef<ListFacet['options']>([]);
  const answered = answer?.companies;
  const fresh = useMemo(() => (answered?.length ? companyOptions(answered) : undefined), [answered]);
  if (fresh) companies.current = fresh;
  const { category, company } = filters.view;

  return [
    {
      key: 'category',
      label: t('industry.product.category'),
      allLabel: t('industry.product.allCategories'),
      options: asOptions(categories),
      value: category,
      onChange: (value) => filters.setFilters({ category: value }),
    },
    {
      key: 'company',
      label: t('industry.product.company'),
      allLabel: t('industry.product.allCompanies'),
      options: companies.current,
      value: company === undefined ? '' : String(company),
      onChange: (value) => filters.setFilters({ company: companyOf(value) }),
    },
  ];
}
