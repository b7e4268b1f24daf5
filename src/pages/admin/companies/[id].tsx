/** One company (any signed-in staff member): its fields under four eyes, its logo, its revisions (src/components/admin/EditedEditor.tsx). */
import { Link } from '@umijs/max';
import { EditedPage } from '@/components/admin/EditedEditor';
import { numericId } from '@/components/admin/ItemPage';
import { CompanyForm, useCompanySpec } from '@/components/admin/kinds';
import { useT } from '@/hooks/useT';
import { companiesApi } from '@/services/admin';

export default function AdminCompany() {
  const { t } = useT();
  return (
    <EditedPage
      kind="companies"
      api={companiesApi}
      parse={numericId}
      idOf={(c) => c.id}
      spec={useCompanySpec()}
      links={(c) => [
        <Link key="products" to={`/admin/products?companyId=${c.id}`} data-testid="company-products">
          {t('admin.companies.products')}
        </Link>,
        <Link key="site" to={`/companyDetail/${c.id}`} target="_blank" rel="noopener">
          {t('admin.article.viewOnSite')}
        </Link>,
      ]}
      form={() => <CompanyForm />}
    />
  );
}
