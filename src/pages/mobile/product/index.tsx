/**
 * /mobile/product — products on a phone: search and the filter sheet (category, company) in the
 * URL, two cards a row, loaded page by page as the visitor scrolls; a card opens the product's
 * pictures full screen (`?preview=<id>`, so Back closes it).
 */
import { lazy } from 'react';
import OpenedPreview from '@/components/products/OpenedPreview';
import MobileFilteredList from '@/components/industry/MobileFilteredList';
import MobileProductCard from '@/components/industry/MobileProductCard';
import { FIRST_ROW_PRODUCTS } from '@/config/firstScreen';
import { filtersOfSheet, useProductFacets } from '@/components/products/productFacets';
import { useProductPreview } from '@/components/products/useProductPreview';
import { useProductListView } from '@/hooks/industry';
import { useInfiniteList } from '@/hooks/usePaged';
import type { ProductPage, ProductSummary } from '@/types/webapi';
import styles from './index.less';

// The image viewer is needed only once a card is opened: out of the first load.
const MobileProductPreview = lazy(() => import('@/components/products/MobileProductPreview'));

export default function MobileProductPage() {
  const filters = useProductListView();
  const list = useInfiniteList<ProductSummary, ProductPage>(filters.key, filters.fetchPage);
  const facets = useProductFacets(list.first, filters);
  const preview = useProductPreview(filters, list.list, list.ready && !list.loading);

  return (
    <>
      <MobileFilteredList
        name="product"
        filters={filters}
        facets={facets}
        onApplyFilters={(values) => filters.setFilters(filtersOfSheet(values))}
        list={list}
      >
        {(items) => (
          <div className={styles.grid}>
            {items.map((p, i) => (
              <MobileProductCard key={p.id} product={p} eager={i < FIRST_ROW_PRODUCTS.mobile} {...preview.linkOf(p.id)} />
            ))}
          </div>
        )}
      </MobileFilteredList>
      <OpenedPreview preview={preview} Viewer={MobileProductPreview} />
    </>
  );
}
