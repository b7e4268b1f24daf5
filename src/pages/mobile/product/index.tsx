/**
 * /mobile/product — products on a phone: search and category tabs (in the URL), two cards a row,
 * loaded page by page as the visitor scrolls.
 */
import { useIntl } from '@umijs/max';
import { SearchBar, Tabs } from 'antd-mobile';
import { useEffect, useState } from 'react';
import m from '@/components/industry/mobile.less';
import MobileInfiniteList from '@/components/industry/MobileInfiniteList';
import MobileProductCard from '@/components/industry/MobileProductCard';
import { useProductFilters, useStickyOptions } from '@/hooks/industry';
import { useInfiniteList } from '@/hooks/usePaged';
import type { ProductPage, ProductSummary } from '@/types/webapi';
import styles from './index.less';

/** Tabs need a non-empty key for 「全部」. */
const ALL = '__all';

export default function MobileProductPage() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const filters = useProductFilters();
  const list = useInfiniteList<ProductSummary, ProductPage>(filters.fetchPage, filters.deps);
  const categories = useStickyOptions(list.first?.categories);
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
          placeholder={t('industry.product.searchPlaceholder')}
          aria-label={t('industry.product.searchPlaceholder')}
          data-testid="product-search"
        />
        {categories.length > 0 && (
          <Tabs activeKey={filters.category || ALL} onChange={(k) => filters.setCategory(k === ALL ? '' : k)} data-testid="product-category">
            <Tabs.Tab key={ALL} title={t('industry.all')} />
            {categories.map((c) => (
              <Tabs.Tab key={c} title={c} />
            ))}
          </Tabs>
        )}
      </div>
      {list.ready && <p className={m.total}>{t('common.total', { total: list.total })}</p>}
      <MobileInfiniteList state={list} emptyText={t('industry.product.noHits')}>
        {(items) => (
          <div className={styles.grid}>
            {items.map((p) => (
              <MobileProductCard key={p.id} product={p} />
            ))}
          </div>
        )}
      </MobileInfiniteList>
    </div>
  );
}
