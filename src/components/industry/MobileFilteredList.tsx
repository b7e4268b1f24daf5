/**
 * The /mobile company and product lists in one place: search bar and the filter sheet (all in the
 * URL), the total, then the infinite list. Each page supplies its facets and its items' markup.
 */
import '@/locales/areas/brands';
import '@/locales/areas/companies';
import '@/locales/areas/industry';
import '@/locales/areas/products';
import { useT } from '@/hooks/useT';
import SearchBar from 'antd-mobile/es/components/search-bar';
import { useEffect, useState, type ReactNode } from 'react';
import type { ListView } from '@/hooks/industry';
import type { IndustryListName } from './FilteredPagedList';
import type { InfiniteList } from '@/hooks/usePaged';
import type { ListFacet } from './listFacets';
import MobileFilterSheet from './MobileFilterSheet';
import MobileInfiniteList from './MobileInfiniteList';
import m from './mobile.less';

export default function MobileFilteredList<T>({
  name,
  filters,
  facets,
  onApplyFilters,
  list,
  children,
}: {
  name: IndustryListName;
  filters: Pick<ListView, 'keyword' | 'setKeyword'>;
  facets: ListFacet[];
  /** Every facet's value by key ('' for all), applied at once. */
  onApplyFilters: (values: Record<string, string>) => void;
  list: InfiniteList<T, any>;
  children: (items: T[]) => ReactNode;
}) {
  const { t } = useT();
  const [typed, setTyped] = useState(filters.keyword);
  // Follow the URL when it changes from outside (back button, a shared link).
  useEffect(() => setTyped(filters.keyword), [filters.keyword]);

  return (
    <div className={m.page}>
      <div className={`${m.filters} ${m.searchRow}`} role="search">
        <SearchBar
          value={typed}
          onChange={setTyped}
          onSearch={filters.setKeyword}
          onClear={() => filters.setKeyword('')}
          placeholder={t(`industry.${name}.searchPlaceholder`)}
          aria-label={t(`industry.${name}.searchPlaceholder`)}
          data-testid={`${name}-search`}
        />
        <MobileFilterSheet facets={facets} testId={`${name}-filters`} onApply={onApplyFilters} />
      </div>
      {list.ready && <p className={m.total}>{t('common.total', { total: list.total })}</p>}
      <MobileInfiniteList state={list} emptyText={t(`industry.${name}.noHits`)}>
        {children}
      </MobileInfiniteList>
    </div>
  );
}
