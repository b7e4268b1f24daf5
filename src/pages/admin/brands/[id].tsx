/** One brand (any signed-in staff member): its name and logo under four eyes, its revisions (src/components/admin/EditedEditor.tsx). */
import { Link } from '@umijs/max';
import { EditedPage } from '@/components/admin/EditedEditor';
import { BrandForm, useBrandSpec } from '@/components/admin/kinds';
import { useT } from '@/hooks/useT';
import { brandsApi } from '@/services/admin';

/** As the contract's AdminBrandId (`B12-1`). */
const brandId = (raw: string) => (/^[A-Za-z0-9-]{1,40}$/.test(raw) ? raw : null);

export default function AdminBrand() {
  const { t } = useT();
  return (
    <EditedPage
      kind="brands"
      api={brandsApi}
      parse={brandId}
      idOf={(b) => b.brandId}
      spec={useBrandSpec()}
      subTitle={(b) => <Link to={`/admin/companies/${b.companyId}`}>{b.companyName}</Link>}
      links={() => [
        <Link key="site" to="/brandRank" target="_blank" rel="noopener">
          {t('admin.article.viewOnSite')}
        </Link>,
      ]}
      form={() => <BrandForm />}
    />
  );
}
