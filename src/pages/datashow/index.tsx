/**
 * /datashow — the full-screen big-data showcase for a large screen in the index office or at a
 * trade fair. One /webapi/datashow answer fills every panel and is refreshed every five minutes;
 * when a refresh fails the last data stays up with a notice (polling keeps trying), so the screen
 * never goes blank. The whole layout is in `em` of one scaled font size (useScreenFontSize).
 */
import { useApi } from '@/hooks/useApi';
import { AsyncView } from '@/components/states';
import { getDataShow } from '@/services/datashow';
import type { DataShow } from '@/types/webapi';
import { asList } from './Panel';
import TitleBar from './TitleBar';
import Articles from './panels/Articles';
import Brands from './panels/Brands';
import Categories from './panels/Categories';
import Families from './panels/Families';
import Headline from './panels/Headline';
import Materials from './panels/Materials';
import Regions from './panels/Regions';
import Totals from './panels/Totals';
import Trade from './panels/Trade';
import { useScreenFontSize } from './useScreenFontSize';
import styles from './index.less';

const REFRESH_INTERVAL = 5 * 60 * 1000;

function Dashboard({ data, fontSize }: { data: DataShow; fontSize: number }) {
  return (
    <div className={styles.grid}>
      <div className={styles.column}>
        <Categories categories={asList(data.categories)} fontSize={fontSize} className={styles.categories} />
        <Materials materials={asList(data.materials)} className={styles.materials} />
      </div>
      <div className={styles.column}>
        <Totals totals={data.totals} className={styles.totalsPanel} />
        <Headline headline={data.headline} fontSize={fontSize} className={styles.headline} />
        {/* The families list includes the headline's own family: show the others. */}
        <Families
          families={asList(data.families).filter((f) => f.projId !== data.headline.projId)}
          className={styles.families}
        />
        <Trade trade={data.trade} fontSize={fontSize} className={styles.trade} />
      </div>
      <div className={styles.column}>
        <Brands brands={asList(data.brands)} className={styles.brands} />
        <Regions regions={asList(data.companiesByRegion)} fontSize={fontSize} className={styles.regions} />
        <Articles articles={asList(data.latestArticles)} className={styles.articles} />
      </div>
    </div>
  );
}

export default function DataShowPage() {
  const fontSize = useScreenFontSize();
  // Polling must reach the backend every time: a cached answer is shown, never taken as fresh.
  const { data, error, loading, refresh } = useApi('datashow', () => getDataShow({ silent: true }), {
    pollingInterval: REFRESH_INTERVAL,
    staleTime: 0,
  });

  return (
    <div className={styles.screen} style={{ fontSize }} data-testid="datashow">
      <TitleBar generatedAt={data?.generatedAt} stale={!!data && !!error} />
      <div className={styles.body}>
        {/* With data on screen a failed refresh is only a notice in the title bar. */}
        <AsyncView loading={loading} error={data ? undefined : error} data={data} onRetry={refresh}>
          {(d) => <Dashboard data={d} fontSize={fontSize} />}
        </AsyncView>
      </div>
    </div>
  );
}
