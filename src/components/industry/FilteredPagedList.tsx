/**
 * The desktop company and product lists in one place: title, keyword search and one facet select
 * (both in the URL), the total, then ten items a page with a pager. Each page supplies its items' markup.
 */
import { useT } from '@/hooks/useT';
import { Input, Pagination, Select } from 'antd';
import type { ReactNode } from 'react';
import { AsyncView } from '@/components/states';
import type { FacetListView } from '@/hooks/industry';
import type { PageResult } from '@/types/webapi';
import styles from './page.less';

/** Which list: its menu entry, its `industry.<name>.*` messages and its `<name>-search` test id. */
export type IndustryListName = 'company' | 'product';

export interface FacetSelect {
  options: string[];
  /** Message ids: the placeholder meaning "all", and the select's accessible name. */
  placeholderId: string;
  labelId: string;
  testId: string;
}

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
  facet,
  list,
  sectionClassName,
  children,
}: {
  name: IndustryListName;
  filters: FacetListView;
  facet: FacetSelect;
  list: PagedListState<R>;
  sectionClassName?: string;
  children: (items: R['list']) => ReactNode;
}) {
  const { t } = useT();

  return (
    <div className={styles.page}>
      <header>
        <h1 className={styles.title}>{t(`menu.${name}`)}</h1>
        <p className={styles.lead}>{t(`industry.${name}.lead`)}</p>
      </header>
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
        <Select
          value={filters.facet || undefined}
          placeholder={t(facet.placeholderId)}
          aria-label={t(facet.labelId)}
          allowClear
          options={facet.options.map((o) => ({ value: o, label: o }))}
          onChange={(v) => filters.setFacet(v ?? '')}
          className={styles.facet}
          data-testid={facet.testId}
        />
        {list.data && <span className={styles.total}>{t('common.total', { total: list.data.total })}</span>}
      </div>
      <AsyncView
        loading={list.loading}
        error={list.error}
        data={list.data}
        onRetry={list.refresh}
        emptyText={t(`industry.${name}.noHits`)}
      >
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
    </div>
  );
}
