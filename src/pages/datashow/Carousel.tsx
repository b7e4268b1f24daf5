/**
 * `?carousel=N`: every N seconds the next panel is shown enlarged on a stage over the dashboard
 * (re-rendered at a larger font, so its text and charts stay sharp), then the whole dashboard
 * again, round and round. It waits while the tab is hidden. The enlarged copy repeats what the
 * dashboard already says: hidden from assistive technology and out of the tab order.
 */
import { useDocumentVisibility, useInterval } from 'ahooks';
import { useMemo, useState } from 'react';
import type { DataShow } from '@/types/webapi';
import { PANEL_NAMES, renderPanel } from './panels';
import { ScreenContext, useScreen } from './screen';
import styles from './index.less';

/** The enlarged stage is ~70 % of the screen; its text grows by about as much as a panel does. */
const ENLARGE = 1.6;
/** One round: the whole dashboard, then each panel. */
const STEPS = ['overview', ...PANEL_NAMES] as const;

const inert = (el: HTMLElement | null) => el?.setAttribute('inert', '');

export default function Carousel({ data, seconds }: { data: DataShow; seconds: number }) {
  const screen = useScreen();
  const visible = useDocumentVisibility() !== 'hidden';
  const [step, setStep] = useState(0);
  useInterval(() => setStep((s) => (s + 1) % STEPS.length), visible ? seconds * 1000 : undefined);
  const enlarged = useMemo(() => ({ ...screen, fontSize: screen.fontSize * ENLARGE }), [screen]);
  const name = STEPS[step];

  return (
    <div className={styles.carousel} data-testid="datashow-carousel" data-panel={name} aria-hidden="true" ref={inert}>
      {name !== 'overview' && (
        <div key={name} className={styles.carouselStage}>
          <ScreenContext.Provider value={enlarged}>{renderPanel(name, data, styles.carouselPanel)}</ScreenContext.Provider>
        </div>
      )}
    </div>
  );
}
