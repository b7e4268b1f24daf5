/**
 * /product — product showcase: keyword and category filters (in the URL), ten products a page
 * as cards whose pictures keep their box while loading.
 */
import FilteredPagedList from '@/components/industry/FilteredPagedList';
import ProductCard from '@/components/industry/ProductCard';
import { useProductListView, useStickyOptions } from '@/hooks/industry';
import { usePagedList } from '@/hooks/usePaged';
import local from './index.less';

export default function ProductListPage() {
  const filters = useProductListView();
  const list = usePagedList(filters.key, filters.page, filters.fetchPage, filters.replacePage);
  const categories = useStickyOptions(list.data?.categories);
  const facet = {
    options: categories,
    placeholderId: 'industry.product.allCategories',
    labelId: 'industry.product.category',
    testId: 'product-category',
  };

  return (
    <FilteredPagedList name="product" filters={filters} facet={facet} list={list}>
      {(products) => (
        <div className={local.grid}>
          {products.map((p) => (
            <ProductCard key={p.id} product={p} />
          ))}
        </div>
      )}
    </FilteredPagedList>
  );
}
