/**
 * The company list's three filters — industry (segment), region, tag — as both versions show them
 * (desktop selects, the phone's filter sheet). Options come from the list's answer and are kept
 * while the next one loads, so a filter never empties under the visitor's hand.
 */
import '@/locales/areas/companies';
import '@/locales/areas/industry';
import { asOptions, type ListFacet } from '@/components/industry/listFacets';
import { useCompanyListView, useStickyOptions } from '@/hooks/industry';
import { useT } from '@/hooks/useT';
import type { CompanyPage } from '@/types/webapi';

export type CompanyListView = ReturnType<typeof useCompanyListView>;

export const COMPANY_FACETS = ['industry', 'region', 'tag'] as const;
export type CompanyFacetKey = (typeof COMPANY_FACETS)[number];

/** The sheet's values applied in one change (one URL change, one request); a missing key means all. */
export const facetPatch = (values: Record<string, string>): Record<CompanyFacetKey, string> => ({
  industry: values.industry ?? '',
  region: values.region ?? '',
  tag: values.tag ?? '',
});

export function useCompanyFacets(filters: CompanyListView, answer: CompanyPage | undefined): ListFacet[] {
  const { t } = useT();
  const options: Record<CompanyFacetKey, string[]> = {
    industry: useStickyOptions(answer?.industries),
    region: useStickyOptions(answer?.regions),
    tag: useStickyOptions(answer?.tags),
  };
  const texts: Record<CompanyFacetKey, [label: string, all: string]> = {
    industry: ['industry.company.industry', 'industry.company.allIndustries'],
    region: ['industry.company.region', 'industry.company.allRegions'],
    tag: ['industry.company.tags', 'industry.company.allTags'],
  };
  return COMPANY_FACETS.map((key) => ({
    key,
    label: t(texts[key][0]),
    allLabel: t(texts[key][1]),
    options: asOptions(options[key]),
    value: filters.view[key],
    onChange: (value: string) => filters.setFilters({ [key]: value }),
  }));
}
