/**
 * /product — product showcase: keyword, category and company filters and the page in the URL, ten
 * products a page as cards; a card opens the product's pictures enlarged (`?preview=<id>`, so Back
 * closes it and the preview is a link too).
 */
import { lazy } from 'react';
import OpenedPreview from '@/components/products/OpenedPreview';
import FilteredPagedList from '@/components/industry/FilteredPagedList';
import ProductCard from '@/components/industry/ProductCard';
import { FIRST_ROW_PRODUCTS } from '@/config/firstScreen';
import { useProductFacets } from '@/components/products/productFacets';
import { useProductPreview } from '@/components/products/useProductPreview';
import { useProductListView } from '@/hooks/industry';
import { usePagedList } from '@/hooks/usePaged';
import local from './index.less';

// antd's image preview is needed only once a card is opened: out of the first load.
const ProductPreview = lazy(() => import('@/components/products/ProductPreview'));

export default function ProductListPage() {
  const filters = useProductListView();
  const list = usePagedList(filters.key, filters.page, filters.fetchPage, filters.replacePage);
  const facets = useProductFacets(list.data, filters);
  const preview = useProductPreview(filters, list.data?.list, !!list.data && !list.loading);

  return (
    <>
      <FilteredPagedList name="product" filters={filters} facets={facets} list={list}>
        {(products) => (
          <div className={local.grid}>
            {products.map((p, i) => (
              <ProductCard key={p.id} product={p} eager={i < FIRST_ROW_PRODUCTS.desktop} {...preview.linkOf(p.id)} />
            ))}
          </div>
        )}
      </FilteredPagedList>
      <OpenedPreview preview={preview} Viewer={ProductPreview} />
    </>
  );
}
