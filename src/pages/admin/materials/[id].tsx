/** One raw material (any signed-in staff member): its fields under four eyes, its revisions (src/components/admin/EditedEditor.tsx); its quotes come from the import. */
import { Link } from '@umijs/max';
import { EditedPage } from '@/components/admin/EditedEditor';
import { MaterialForm, useMaterialSpec } from '@/components/admin/kinds';
import { useT } from '@/hooks/useT';
import { materialsApi } from '@/services/admin';

/** As the contract's AdminMaterialId (`steel-q235`, `M3`). */
const materialId = (raw: string) => (/^[A-Za-z0-9-]{1,40}$/.test(raw) ? raw : null);

export default function AdminMaterial() {
  const { t } = useT();
  return (
    <EditedPage
      kind="materials"
      api={materialsApi}
      parse={materialId}
      idOf={(m) => m.materialId}
      spec={useMaterialSpec()}
      links={() => [
        <Link key="site" to="/priceTrend" target="_blank" rel="noopener">
          {t('admin.article.viewOnSite')}
        </Link>,
      ]}
      form={() => <MaterialForm />}
    />
  );
}
