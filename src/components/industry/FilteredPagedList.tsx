/**
 * The desktop company and product lists in one place: title, keyword search and the facet selects
 * (all in the URL), the total and a way to clear the filters, then ten items a page with a pager.
 * Each page supplies its facets and its items' markup.
 */
import '@/locales/areas/brands';
import '@/locales/areas/companies';
import '@/locales/areas/industry';
import '@/locales/areas/products';
import { useT } from '@/hooks/useT';
import { Button, Input, Pagination } from 'antd';
import type { ReactNode } from 'react';
import { AsyncView } from '@/components/states';
import type { ListView } from '@/hooks/industry';
import type { PageResult } from '@/types/webapi';
import FacetSelect from './FacetSelect';
import type { ListFacet } from './listFacets';
import styles from './page.less';
import { IndustryPage } from './IndustryPage';

/** Which list: its menu entry, its `industry.<name>.*` messages and its `<name>-search` test id. */
export type IndustryListName = 'company' | 'product';

/** The parts of `usePagedList` the list reads. */
interface PagedListState<R> {
  data?: R;
  loading: boolean;
  error?: unknown;
  refresh: () => void;
  current: number;
  pageSize: number;
}

export default function FilteredPagedList<R extends PageResult<unknown>>({
  name,
  filters,
  facets,
  list,
  sectionClassName,
  children,
}: {
  name: IndustryListName;
  filters: Pick<ListView, 'keyword' | 'setKeyword' | 'setPage' | 'filtered' | 'clearFilters'>;
  facets: ListFacet[];
  list: PagedListState<R>;
  sectionClassName?: string;
  children: (items: R['list']) => ReactNode;
}) {
  const { t } = useT();

  return (
    <IndustryPage title={t(`menu.${name}`)} leadId={`industry.${name}.lead`}>
      <div className={styles.filters} role="search">
        <Input.Search
          key={filters.keyword}
          defaultValue={filters.keyword}
          placeholder={t(`industry.${name}.searchPlaceholder`)}
          aria-label={t(`industry.${name}.searchPlaceholder`)}
          enterButton={t('common.search')}
          allowClear
          onSearch={filters.setKeyword}
          className={styles.search}
          data-testid={`${name}-search`}
        />
        {facets.map((f) => (
          <FacetSelect key={f.key} facet={f} testId={`${name}-${f.key}`} />
        ))}
        {filters.filtered && (
          <Button type="link" onClick={filters.clearFilters} data-testid={`${name}-clear`}>
            {t('common.clearFilters')}
          </Button>
        )}
        {list.data && <span className={styles.total}>{t('common.total', { total: list.data.total })}</span>}
      </div>
      <AsyncView of={list} emptyText={t(`industry.${name}.noHits`)}>
        {(page) => (
          <section className={sectionClassName} aria-label={t(`menu.${name}`)}>
            {children(page.list)}
            <div className={styles.pager}>
              <Pagination
                current={list.current}
                pageSize={list.pageSize}
                total={page.total}
                showSizeChanger={false}
                hideOnSinglePage
                onChange={(p) => {
                  filters.setPage(p);
                  window.scrollTo(0, 0);
                }}
              />
            </div>
          </section>
        )}
      </AsyncView>
    </IndustryPage>
  );
}
