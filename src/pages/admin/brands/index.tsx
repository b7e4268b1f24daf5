/** 品牌 (any signed-in staff member): every brand with its logo and review state, filtered by state and text (a name's words or an id); 新增品牌 (editors). */
import type { ProColumns } from '@ant-design/pro-components';
import { Link } from '@umijs/max';
import { EDITED_STATES } from '@/components/admin/ArticleStateTag';
import { CompanyPicker, NewItemButton } from '@/components/admin/catalogue';
import { BLANK_BRAND, BrandForm } from '@/components/admin/kinds';
import ReviewList from '@/components/admin/ReviewList';
import { useT } from '@/hooks/useT';
import { brandsApi } from '@/services/admin';
import type { AdminBrandSummary } from '@/types/admin';

export default function AdminBrands() {
  const { t } = useT();
  const columns: ProColumns<AdminBrandSummary>[] = [
    {
      title: t('admin.brand.name'),
      dataIndex: 'name',
      search: false,
      render: (_, b) => (
        <span style={{ display: 'inline-flex', alignItems: 'center', gap: 8 }}>
          {b.logo && <img src={b.logo} alt={t('admin.logo.alt', { name: b.name })} width={24} height={24} loading="lazy" style={{ objectFit: 'contain' }} />}
          <Link to={`/admin/brands/${encodeURIComponent(b.brandId)}`} data-testid={`brand-link-${b.brandId}`}>
            {b.name}
          </Link>
        </span>
      ),
    },
    { title: t('admin.brands.brandId'), dataIndex: 'brandId', search: false, width: 110 },
    { title: t('admin.products.company'), dataIndex: 'companyName', search: false, render: (_, b) => <Link to={`/admin/companies/${b.companyId}`}>{b.companyName}</Link> },
  ];
  return (
    <ReviewList<AdminBrandSummary>
      kind="brands"
      rowKey="brandId"
      columns={columns}
      states={EDITED_STATES}
      load={brandsApi.list}
      toolBar={[
        <NewItemButton key="new" kind="brands" create={brandsApi.create} submit={(b) => brandsApi.submit(b.brandId, b.revisions[0].rev)} pathOf={(b) => `/admin/brands/${encodeURIComponent(b.brandId)}`} blank={BLANK_BRAND}>
          <CompanyPicker />
          <BrandForm />
        </NewItemButton>,
      ]}
    />
  );
}
