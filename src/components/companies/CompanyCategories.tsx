/**
 * The body of a company's 「所属指数类别」 block, desktop and phone alike: the period the 环比 refers
 * to, then each category with its latest 环比, linking to /data at that node. Loads on its own: a
 * failed snapshot shows its error and retry here while the rest of the page stands.
 */
import '@/locales/areas/companies';
import { Link } from '@umijs/max';
import ChangeBadge from '@/components/ChangeBadge';
import { AsyncView, EmptyState } from '@/components/states';
import { useT } from '@/hooks/useT';
import type { CompanyDetail } from '@/types/webapi';
import { formatPeriod } from '@/utils/format';
import { indexDataView } from '@/views/indexData';
import { useSide } from '@/views/useView';
import { useCompanyCategories } from './useCompanyCategories';
import styles from './CompanyCategories.less';

export default function CompanyCategories({ company }: { company: CompanyDetail }) {
  const { t, intl } = useT();
  const side = useSide();
  const categories = useCompanyCategories(company);
  const emptyText = t('industry.company.noCategories');
  if (categories.none) return <EmptyState text={emptyText} />;

  return (
    <AsyncView loading={categories.loading} error={categories.error} data={categories.items} onRetry={categories.retry} emptyText={emptyText}>
      {(items) => (
        <>
          {categories.snapshot && (
            <p className={styles.period}>{t('industry.company.categoriesPeriod', { period: formatPeriod(categories.snapshot, intl) })}</p>
          )}
          <ul className={styles.list}>
            {items.map((c) => (
              <li key={c.nodeId}>
                <Link
                  className={styles.item}
                  to={indexDataView.href({ proj: categories.projId, nodes: [c.nodeId] }, side)}
                  data-testid="company-category"
                >
                  <span className={styles.name}>{c.name}</span>
                  <ChangeBadge value={c.changePct} unit="percent" />
                </Link>
              </li>
            ))}
          </ul>
        </>
      )}
    </AsyncView>
  );
}
