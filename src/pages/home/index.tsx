/**
 * /home: this period's headline number and why it moved (commentary link), its recent trend, the
 * other index families, and the newest commentary, reports and news. No antd here: the page must
 * paint its numbers within the home budget; the chart arrives lazily.
 */
import '@/locales/areas/indices';
import { useModel } from '@umijs/max';
import { useT } from '@/hooks/useT';
import { AsyncView } from '@/components/states';
import OtherFamilies from '@/components/index/OtherFamilies';
import HeadlineBlock from '@/components/index/HeadlineBlock';
import LatestArticles from '@/components/index/LatestArticles';
import HeadlineChart from '@/components/index/HeadlineChart';
import { useHeadline } from '@/hooks/indices';
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
          <AsyncView of={headline} isEmpty={(d) => !d.family} emptyText={t('index.headline.none')}>
            {(d) => (
              <HeadlineBlock family={d.family!} snapshot={d.snapshot!} articlePath={(id) => articleHref(id)} dataPath={dataPath(d.family!.projId)} />
            )}
          </AsyncView>
        </div>
        <HeadlineChart headline={headline} height={240} className={`${styles.panel} ${styles.chart}`} />
      </div>

      <OtherFamilies
        families={families}
        others={otherFamilies}
        dataPath={dataPath}
        classNames={{ region: styles.familiesRegion, grid: styles.families }}
      />

      <div className={styles.columns}>
        <LatestArticles kind="comment" />
        <LatestArticles kind="report" />
        <LatestArticles kind="info" />
      </div>
    </div>
  );
}
