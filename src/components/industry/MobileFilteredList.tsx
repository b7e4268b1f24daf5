/**
 * The /mobile company and product lists in one place: search bar and facet tabs (both in the URL),
 * the total, then the infinite list. Each page supplies its items' markup.
 */
import { useT } from '@/hooks/useT';
import { SearchBar, Tabs } from 'antd-mobile';
import { useEffect, useState, type ReactNode } from 'react';
import type { FacetListView } from '@/hooks/industry';
import type { IndustryListName } from './FilteredPagedList';
import type { InfiniteList } from '@/hooks/usePaged';
import MobileInfiniteList from './MobileInfiniteList';
import m from './mobile.less';

/** Tabs need a non-empty key for 「全部」. */
const ALL = '__all';

export default function MobileFilteredList<T>({
  name,
  filters,
  facetOptions,
  facetTestId,
  list,
  children,
}: {
  name: IndustryListName;
  filters: FacetListView;
  facetOptions: string[];
  facetTestId: string;
  list: InfiniteList<T, any>;
  children: (items: T[]) => ReactNode;
}) {
  const { t } = useT();
  const [typed, setTyped] = useState(filters.keyword);
  // Follow the URL when it changes from outside (back button, a shared link).
  useEffect(() => setTyped(filters.keyword), [filters.keyword]);

  return (
    <div className={m.page}>
      <div className={m.filters} role="search">
        <SearchBar
          value={typed}
          onChange={setTyped}
          onSearch={filters.setKeyword}
          onClear={() => filters.setKeyword('')}
          placeholder={t(`industry.${name}.searchPlaceholder`)}
          aria-label={t(`industry.${name}.searchPlaceholder`)}
          data-testid={`${name}-search`}
        />
        {facetOptions.length > 0 && (
          <Tabs activeKey={filters.facet || ALL} onChange={(k) => filters.setFacet(k === ALL ? '' : k)} data-testid={facetTestId}>
            <Tabs.Tab key={ALL} title={t('industry.all')} />
            {facetOptions.map((o) => (
              <Tabs.Tab key={o} title={o} />
            ))}
          </Tabs>
        )}
      </div>
      {list.ready && <p className={m.total}>{t('common.total', { total: list.total })}</p>}
      <MobileInfiniteList state={list} emptyText={t(`industry.${name}.noHits`)}>
        {children}
      </MobileInfiniteList>
    </div>
  );
}
