/**
 * /home: this period's headline number and why it moved (commentary link), its recent trend, the
 * other index families, and the newest commentary, reports and news. No antd here: the page must
 * paint its numbers within the home budget; the chart arrives lazily.
 */
import '@/locales/areas/indices';
import { useModel } from '@umijs/max';
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

const dataPath = (projId: number) => indexDataView.href({ proj: projId });

export default function HomePage() {
  const { t } = useT();
  const { name } = useModel('global');
  const headline = useHeadline();
  const { families, otherFamilies } = headline;

  return (
    <div className={styles.page}>
      <h1 className={styles.srOnly}>{name || t('menu.home')}</h1>

      <div className={styles.hero}>
        <div className={`${styles.panel} ${styles.headline}`} data-testid="headline-region">
          <AsyncView
            of={headline}
            isEmpty={(d) => !d.family}
          >
            {(d) => (
              <HeadlineBlock family={d.family!} snapshot={d.snapshot} articlePath={(id) => articleHref(id)} dataPath={dataPath(HEADLINE_PROJ_ID)} />
            )}
          </AsyncView>
        </div>
        {/* Its box is kept while the headline loads (nothing shifts); when the headline failed, its error and retry say it all. */}
        {!headline.error && (
          <div className={`${styles.panel} ${styles.chart}`} data-testid="headline-chart">
            {headline.data?.family ? <RecentChart family={headline.data.family} height={240} /> : <div style={{ minHeight: 240 }} />}
          </div>
        )}
      </div>

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

      <div className={styles.columns}>
        <LatestArticles kind="comment" />
        <LatestArticles kind="report" />
        <LatestArticles kind="info" />
      </div>
    </div>
  );
}
