/**
 * /mobile/home: the headline number with its changes and counts, the recent trend, the other
 * families, and the newest commentary and news. Plain markup (the layout already carries
 * antd-mobile) so a phone on a WeChat link paints the number fast.
 */
import '@/locales/areas/indices';
import { AsyncView } from '@/components/states';
import OtherFamilies from '@/components/index/OtherFamilies';
import HeadlineBlock from '@/components/index/HeadlineBlock';
import LatestArticles from '@/components/index/LatestArticles';
import HeadlineChart from '@/components/index/HeadlineChart';
import { useHeadline } from '@/hooks/indices';
import { useT } from '@/hooks/useT';
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
        <AsyncView of={headline} isEmpty={(d) => !d.family} emptyText={t('index.headline.none')}>
          {(d) => (
            <HeadlineBlock
              compact
              family={d.family!}
              snapshot={d.snapshot!}
              articlePath={(id) => articleHref(id, 'mobile')}
              dataPath={dataPath(d.family!.projId)}
            />
          )}
        </AsyncView>
      </div>

      <HeadlineChart headline={headline} height={180} className={styles.card} />

      <OtherFamilies
        families={families}
        others={otherFamilies}
        dataPath={dataPath}
        classNames={{ region: styles.familiesRegion, grid: styles.families }}
      />

      <LatestArticles compact kind="comment" />
      <LatestArticles compact kind="info" />
    </div>
  );
}
