/** One product (any signed-in staff member): its fields and pictures under four eyes, its revisions (src/components/admin/EditedEditor.tsx). */
import { Link } from '@umijs/max';
import { EditedPage } from '@/components/admin/EditedEditor';
import { numericId } from '@/components/admin/ItemPage';
import { ProductForm, useProductSpec } from '@/components/admin/kinds';
import { useT } from '@/hooks/useT';
import { productsApi } from '@/services/admin';

export default function AdminProduct() {
  const { t } = useT();
  return (
    <EditedPage
      kind="products"
      api={productsApi}
      parse={numericId}
      idOf={(p) => p.id}
      spec={useProductSpec()}
      subTitle={(p) => <Link to={`/admin/companies/${p.companyId}`}>{p.companyName}</Link>}
      links={(p) => [
        <Link key="site" to={`/companyDetail/${p.companyId}`} target="_blank" rel="noopener">
          {t('admin.article.viewOnSite')}
        </Link>,
      ]}
      form={(p) => <ProductForm productId={p.id} />}
    />
  );
}
