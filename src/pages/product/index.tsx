/**
 * /product — product showcase: keyword and category filters (in the URL), ten products a page
 * as cards whose pictures keep their box while loading.
 */
import { useIntl } from '@umijs/max';
import { Input, Pagination, Select } from 'antd';
import styles from '@/components/industry/page.less';
import ProductCard from '@/components/industry/ProductCard';
import { AsyncView } from '@/components/states';
import { useProductFilters, useStickyOptions } from '@/hooks/industry';
import { usePagedList } from '@/hooks/usePaged';
import type { ProductPage, ProductSummary } from '@/types/webapi';
import local from './index.less';

export default function ProductListPage() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const filters = useProductFilters();
  const list = usePagedList<ProductSummary, ProductPage>(filters.fetchPage, filters.deps);
  const categories = useStickyOptions(list.data?.categories);

  return (
    <div className={styles.page}>
      <header>
        <h1 className={styles.title}>{t('menu.product')}</h1>
        <p className={styles.lead}>{t('industry.product.lead')}</p>
      </header>
      <div className={styles.filters} role="search">
        <Input.Search
          key={filters.keyword}
          defaultValue={filters.keyword}
          placeholder={t('industry.product.searchPlaceholder')}
          aria-label={t('industry.product.searchPlaceholder')}
          enterButton={t('common.search')}
          allowClear
          onSearch={filters.setKeyword}
          className={local.search}
          data-testid="product-search"
        />
        <Select
          value={filters.category || undefined}
          placeholder={t('industry.product.allCategories')}
          aria-label={t('industry.product.category')}
          allowClear
          options={categories.map((c) => ({ value: c, label: c }))}
          onChange={(v) => filters.setCategory(v ?? '')}
          className={local.select}
          data-testid="product-category"
        />
        {list.data && <span className={local.total}>{t('common.total', { total: list.data.total })}</span>}
      </div>
      <AsyncView
        loading={list.loading}
        error={list.error}
        data={list.data}
        onRetry={list.refresh}
        emptyText={t('industry.product.noHits')}
      >
        {(page) => (
          <section aria-label={t('menu.product')}>
            <div className={local.grid}>
              {page.list.map((p) => (
                <ProductCard key={p.id} product={p} />
              ))}
            </div>
            <div className={styles.pager}>
              <Pagination
                current={list.current}
                pageSize={list.pageSize}
                total={page.total}
                showSizeChanger={false}
                hideOnSinglePage
                onChange={(p) => {
                  list.setCurrent(p);
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
