/**
 * Enters and leaves full screen through the Fullscreen API (F11 stays the browser's own). The label
 * follows `fullscreenchange`, so Esc or another way out is reflected too. Not shown where the API
 * is unavailable (an iframe without permission, some phones).
 */
import '@/locales/areas/datashow';
import { useEventListener } from 'ahooks';
import { useState } from 'react';
import { useT } from '@/hooks/useT';
import styles from './index.less';

export default function FullscreenButton() {
  const { t } = useT();
  const [active, setActive] = useState(() => !!document.fullscreenElement);
  useEventListener('fullscreenchange', () => setActive(!!document.fullscreenElement), { target: document });
  if (!document.fullscreenEnabled) return null;

  const toggle = () => {
    const change = document.fullscreenElement ? document.exitFullscreen() : document.documentElement.requestFullscreen();
    // Refused (no user gesture, a policy): the screen simply stays as it is.
    change.catch((error: Error) => console.warn('[fullscreen]', error.message));
  };
  return (
    <button type="button" className={styles.fullscreen} onClick={toggle} data-testid="datashow-fullscreen">
      {t(active ? 'datashow.fullscreen.exit' : 'datashow.fullscreen.enter')}
    </button>
  );
}
