/**
 * /mobile/home: the headline number with its changes and counts, the recent trend, the other
 * families, and the newest commentary and news. Plain markup (the layout already carries
 * antd-mobile) so a phone on a WeChat link paints the number fast.
 */
import { useIntl } from '@umijs/max';
import { AsyncView } from '@/components/states';
import FamilyCard from '@/components/index/FamilyCard';
import HeadlineBlock from '@/components/index/HeadlineBlock';
import LatestArticles from '@/components/index/LatestArticles';
import RecentChart from '@/components/index/RecentChart';
import { CATEGORY_IDS } from '@/config/constants';
import { HEADLINE_PROJ_ID, useHeadline } from '@/hooks/indices';
import styles from './index.less';

const dataPath = (projId: number) => `/mobile/data?proj=${projId}`;
const ARTICLE_BASE = '/mobile/article';

export default function MobileHomePage() {
  const intl = useIntl();
  const headline = useHeadline();
  const { families, otherFamilies } = headline;

  return (
    <div className={styles.page}>
      <div className={`${styles.card} ${styles.headline}`} data-testid="headline-region">
        <AsyncView loading={headline.loading} error={headline.error} data={headline.data} onRetry={headline.retry} isEmpty={(d) => !d.family}>
          {(d) => (
            <HeadlineBlock
              compact
              family={d.family!}
              snapshot={d.snapshot}
              articlePath={(id) => `${ARTICLE_BASE}/${id}`}
              dataPath={dataPath(HEADLINE_PROJ_ID)}
            />
          )}
        </AsyncView>
      </div>

      <div className={styles.card}>
        {headline.data?.family ? <RecentChart family={headline.data.family} height={180} /> : <div style={{ minHeight: 180 }} />}
      </div>

      <section aria-label={intl.formatMessage({ id: 'home.families' })} className={styles.familiesRegion} data-testid="families-region">
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

      <LatestArticles compact categoryId={CATEGORY_IDS.comment} titleId="menu.comment" morePath="/mobile/comment" articleBase={ARTICLE_BASE} />
      <LatestArticles compact categoryId={CATEGORY_IDS.info} titleId="menu.info" morePath="/mobile/info" articleBase={ARTICLE_BASE} />
    </div>
  );
}
