/**
 * /datashow — the full-screen big-data showcase for a large screen in a market hall or the index
 * office, left running for weeks. One /webapi/datashow answer fills every panel and is refreshed
 * every `?refresh` seconds (5 minutes by default); when a refresh fails the last data stays up
 * with a stale mark (polling keeps trying), so the screen never goes blank. The screen is a 16:9
 * stage fitted to the window, laid out in `em` of one font size (stage.ts); `?theme=light` is for
 * bright halls and `?carousel=N` enlarges one panel after another (src/views/datashow.ts). At the
 * kiosk address /datashow/ a service worker keeps the shell and the last good answer for offline starts.
 */
import { useMemo } from 'react';
import { AsyncView } from '@/components/states';
import type { DataShow } from '@/types/webapi';
import { useView } from '@/views/useView';
import { datashowView } from '@/views/datashow';
import Carousel from './Carousel';
import { PALETTES, paletteVariables } from './chartTheme';
import { renderPanel } from './panels';
import { ScreenContext } from './screen';
import { useStage } from './stage';
import TitleBar from './TitleBar';
import { useDataShow } from './useDataShow';
import { useKioskWorker } from './useKioskWorker';
import styles from './index.less';

function Dashboard({ data }: { data: DataShow }) {
  return (
    <div className={styles.grid}>
      <div className={styles.column}>
        {renderPanel('categories', data, styles.categories)}
        {renderPanel('materials', data, styles.materials)}
      </div>
      <div className={styles.column}>
        {renderPanel('totals', data, styles.totalsPanel)}
        {renderPanel('headline', data, styles.headline)}
        {renderPanel('families', data, styles.families)}
        {renderPanel('trade', data, styles.trade)}
      </div>
      <div className={styles.column}>
        {renderPanel('brands', data, styles.brands)}
        {renderPanel('regions', data, styles.regions)}
        {renderPanel('articles', data, styles.articles)}
      </div>
    </div>
  );
}

export default function DataShowPage() {
  const [view] = useView(datashowView);
  useKioskWorker();
  const { layout, fontSize, pixelRatio } = useStage();
  const palette = PALETTES[view.theme];
  const screen = useMemo(() => ({ fontSize, pixelRatio, palette }), [fontSize, pixelRatio, palette]);
  const colours = useMemo(() => paletteVariables(palette), [palette]);
  const { data, error, loading, refresh, refreshedAt, stale } = useDataShow(view.refresh);

  return (
    <ScreenContext.Provider value={screen}>
      <div
        className={`${styles.screen} ${layout ? '' : styles.flow}`}
        style={colours}
        data-testid="datashow"
        data-theme={view.theme}
      >
        <div
          className={styles.stage}
          // The stage's size, offsets and font in px; flowing, only the font.
          style={layout ?? { fontSize }}
          data-testid="datashow-stage"
        >
          <TitleBar data={data} refreshedAt={refreshedAt} stale={stale} />
          <div className={styles.body}>
            {/* With data on screen a failed refresh is only a mark in the title bar. */}
            <AsyncView loading={loading} error={data ? undefined : error} data={data} onRetry={refresh}>
              {(d) => <Dashboard data={d} />}
            </AsyncView>
          </div>
          {/* The carousel enlarges panels of the fitted screen; a flowing page is read by scrolling. */}
          {data && layout && view.carousel > 0 && <Carousel data={data} seconds={view.carousel} />}
        </div>
      </div>
    </ScreenContext.Provider>
  );
}
