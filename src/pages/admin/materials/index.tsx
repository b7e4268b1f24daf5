/** 原材料 (any signed-in staff member): every raw material with its review state, filtered by state and text (a name's words or an id); 新增原材料 (editors). */
import type { ProColumns } from '@ant-design/pro-components';
import { Link } from '@umijs/max';
import { EDITED_STATES } from '@/components/admin/ArticleStateTag';
import { NewItemButton } from '@/components/admin/catalogue';
import { BLANK_MATERIAL, MaterialForm } from '@/components/admin/kinds';
import ReviewList from '@/components/admin/ReviewList';
import { useT } from '@/hooks/useT';
import { materialsApi } from '@/services/admin';
import type { AdminMaterialSummary } from '@/types/admin';

export default function AdminMaterials() {
  const { t } = useT();
  const columns: ProColumns<AdminMaterialSummary>[] = [
    {
      title: t('admin.material.name'),
      dataIndex: 'name',
      search: false,
      render: (_, m) => (
        <Link to={`/admin/materials/${encodeURIComponent(m.materialId)}`} data-testid={`material-link-${m.materialId}`}>
          {m.name}
        </Link>
      ),
    },
    { title: t('admin.material.spec'), dataIndex: 'spec', search: false },
    { title: t('admin.material.unit'), dataIndex: 'unit', search: false, width: 100 },
    { title: t('admin.material.group'), dataIndex: 'group', search: false, width: 120 },
  ];
  return (
    <ReviewList<AdminMaterialSummary>
      kind="materials"
      rowKey="materialId"
      columns={columns}
      states={EDITED_STATES}
      load={materialsApi.list}
      toolBar={[
        <NewItemButton key="new" kind="materials" create={materialsApi.create} submit={(m) => materialsApi.submit(m.materialId, m.revisions[0].rev)} pathOf={(m) => `/admin/materials/${encodeURIComponent(m.materialId)}`} blank={BLANK_MATERIAL}>
          <MaterialForm />
        </NewItemButton>,
      ]}
    />
  );
}
