/**
 * /mobile/product — products on a phone: search and category tabs (in the URL), two cards a row,
 * loaded page by page as the visitor scrolls.
 */
import MobileFilteredList from '@/components/industry/MobileFilteredList';
import MobileProductCard from '@/components/industry/MobileProductCard';
import { useProductListView, useStickyOptions } from '@/hooks/industry';
import { useInfiniteList } from '@/hooks/usePaged';
import type { ProductPage, ProductSummary } from '@/types/webapi';
import styles from './index.less';

export default function MobileProductPage() {
  const filters = useProductListView();
  const list = useInfiniteList<ProductSummary, ProductPage>(filters.key, filters.fetchPage);
  const categories = useStickyOptions(list.first?.categories);

  return (
    <MobileFilteredList name="product" filters={filters} facetOptions={categories} facetTestId="product-category" list={list}>
      {(items) => (
        <div className={styles.grid}>
          {items.map((p) => (
            <MobileProductCard key={p.id} product={p} />
          ))}
        </div>
      )}
    </MobileFilteredList>
  );
}
