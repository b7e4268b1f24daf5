/** 企业 (any signed-in staff member): every company with its review state, filtered by state and text (a name's words or an id); 新增企业 (editors: created and submitted for review). */
import type { ProColumns } from '@ant-design/pro-components';
import { Link } from '@umijs/max';
import { EDITED_STATES } from '@/components/admin/ArticleStateTag';
import { NewItemButton } from '@/components/admin/catalogue';
import { BLANK_COMPANY, CompanyForm } from '@/components/admin/kinds';
import ReviewList from '@/components/admin/ReviewList';
import { useT } from '@/hooks/useT';
import { companiesApi } from '@/services/admin';
import type { AdminCompanySummary } from '@/types/admin';

export default function AdminCompanies() {
  const { t } = useT();
  const columns: ProColumns<AdminCompanySummary>[] = [
    {
      title: t('admin.company.name'),
      dataIndex: 'name',
      search: false,
      render: (_, c) => (
        <Link to={`/admin/companies/${c.id}`} data-testid={`company-link-${c.id}`}>
          {c.name}
        </Link>
      ),
    },
    { title: t('admin.company.industry'), dataIndex: 'industry', search: false, width: 160 },
    { title: t('admin.company.region'), dataIndex: 'region', search: false, width: 120 },
  ];
  return (
    <ReviewList<AdminCompanySummary>
      kind="companies"
      rowKey="id"
      columns={columns}
      states={EDITED_STATES}
      load={companiesApi.list}
      toolBar={[
        <NewItemButton key="new" kind="companies" create={companiesApi.create} submit={(c) => companiesApi.submit(c.id, c.revisions[0].rev)} pathOf={(c) => `/admin/companies/${c.id}`} blank={BLANK_COMPANY}>
          <CompanyForm />
        </NewItemButton>,
      ]}
    />
  );
}
