/**
 * 产品 (any signed-in staff member): every product with its card picture and review state, filtered
 * by state and text, and by company from the address (`?companyId=`, the link on a company's page);
 * 新增产品 (editors; a draft: its pictures are added on its page once it has an id, then it is submitted).
 */
import type { ProColumns } from '@ant-design/pro-components';
import { Link, useSearchParams } from '@umijs/max';
import { Alert } from 'antd';
import { EDITED_STATES } from '@/components/admin/ArticleStateTag';
import { numericId } from '@/components/admin/ItemPage';
import { CompanyPicker, NewItemButton } from '@/components/admin/catalogue';
import { BLANK_PRODUCT, ProductForm } from '@/components/admin/kinds';
import ReviewList from '@/components/admin/ReviewList';
import { useT } from '@/hooks/useT';
import { productsApi } from '@/services/admin';
import type { AdminProductSummary } from '@/types/admin';

export default function AdminProducts() {
  const { t } = useT();
  const [params] = useSearchParams();
  const companyId = numericId(params.get('companyId') ?? '') ?? undefined;
  const columns: ProColumns<AdminProductSummary>[] = [
    {
      title: t('admin.product.cover'),
      dataIndex: 'image',
      search: false,
      width: 96,
      render: (_, p) => (p.image ? <img src={p.image} alt={t('admin.product.imageAlt', { name: p.name, n: 1 })} width={64} height={48} loading="lazy" style={{ objectFit: 'cover' }} /> : null),
    },
    {
      title: t('admin.product.name'),
      dataIndex: 'name',
      search: false,
      render: (_, p) => (
        <Link to={`/admin/products/${p.id}`} data-testid={`product-link-${p.id}`}>
          {p.name}
        </Link>
      ),
    },
    { title: t('admin.products.company'), dataIndex: 'companyName', search: false, render: (_, p) => <Link to={`/admin/companies/${p.companyId}`}>{p.companyName}</Link> },
    { title: t('admin.product.category'), dataIndex: 'category', search: false, width: 140 },
  ];
  return (
    <ReviewList<AdminProductSummary, { companyId: number }>
      kind="products"
      rowKey="id"
      columns={columns}
      states={EDITED_STATES}
      load={productsApi.list}
      query={{ companyId }}
      toolBar={[
        <NewItemButton key="new" kind="products" create={productsApi.create} pathOf={(p) => `/admin/products/${p.id}`} blank={{ ...BLANK_PRODUCT, companyId }}>
          <CompanyPicker />
          <ProductForm />
        </NewItemButton>,
      ]}
    >
      {companyId !== undefined && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          data-testid="products-company-filter"
          message={t('admin.products.ofCompany', { id: companyId })}
          action={<Link to="/admin/products">{t('admin.products.allCompanies')}</Link>}
        />
      )}
    </ReviewList>
  );
}
