/**
 * /mobile/home: the headline number with its changes and counts, the recent trend, the other
 * families, and the newest commentary and news. Plain markup (the layout already carries
 * antd-mobile) so a phone on a WeChat link paints the number fast.
 */
import '@/locales/areas/indices';
import { useT } from '@/hooks/useT';
import { AsyncView } from '@/components/states';
import FamilyCard from '@/components/index/FamilyCard';
import HeadlineBlock from '@/components/index/HeadlineBlock';
import LatestArticles from '@/components/index/LatestArticles';
import RecentChart from '@/components/index/RecentChart';
import { HEADLINE_PROJ_ID, useHeadline } from '@/hooks/indices';
import { articleHref } from '@/views/articles';
import { indexDataView } from '@/views/indexData';
import styles from './index.less';

const dataPath = (projId: number) => indexDataView.href({ proj: projId }, 'mobile');

export default function MobileHomePage() {
  const { t } = useT();
  const headline = useHeadline();
  const { families, otherFamilies } = headline;

  return (
    <div className={styles.page}>
      <div className={`${styles.card} ${styles.headline}`} data-testid="headline-region">
        <AsyncView of={headline} isEmpty={(d) => !d.family}>
          {(d) => (
            <HeadlineBlock
              compact
              family={d.family!}
              snapshot={d.snapshot}
              articlePath={(id) => articleHref(id, 'mobile')}
              dataPath={dataPath(HEADLINE_PROJ_ID)}
            />
          )}
        </AsyncView>
      </div>

      {/* Its box is kept while the headline loads (nothing shifts); when the headline failed, its error and retry say it all. */}
      {!headline.error && (
        <div className={styles.card} data-testid="headline-chart">
          {headline.data?.family ? <RecentChart family={headline.data.family} height={180} /> : <div style={{ minHeight: 180 }} />}
        </div>
      )}

      <section aria-label={t('home.families')} className={styles.familiesRegion} data-testid="families-region">
        <AsyncView loading={families.loading} error={families.error} data={otherFamilies} onRetry={families.retry}>
          {(list) => (
            <div className={styles.families}>
              {list.map((f) => (
                <FamilyCard key={f.projId} family={f} to={dataPath(f.projId)} />
              ))}
            </div>
          )}
        </AsyncView>
      </section>

      <LatestArticles compact kind="comment" />
      <LatestArticles compact kind="info" />
    </div>
  );
}
