import '@/locales/areas/indices';
import { useT } from '@/hooks/useT';
import { AsyncView } from '@/components/states';
import type { Loadable } from '@/hooks/indices';
import type { IndexFamily } from '@/types/webapi';
import FamilyCard from './FamilyCard';

/**
 * The home page's region of family cards (every family but the headline one), desktop and phone
 * alike: each card opens its family's data page. The page gives its own region and grid classes.
 */
export default function OtherFamilies({
  families,
  others,
  dataPath,
  classNames,
}: {
  families: Loadable<IndexFamily[]>;
  others: IndexFamily[] | undefined;
  dataPath: (projId: number) => string;
  classNames: { region: string; grid: string };
}) {
  const { t } = useT();
  return (
    <section aria-label={t('home.families')} className={classNames.region} data-testid="families-region">
      <AsyncView loading={families.loading} error={families.error} data={others} onRetry={families.retry}>
        {(list) => (
          <div className={classNames.grid}>
            {list.map((f) => (
              <FamilyCard key={f.projId} family={f} to={dataPath(f.projId)} />
            ))}
          </div>
        )}
      </AsyncView>
    </section>
  );
}
