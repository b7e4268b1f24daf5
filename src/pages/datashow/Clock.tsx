/** The live clock with the weekday. Ticks on its own so the panels do not re-render every second. */
import '@/locales/areas/datashow';
import { useInterval } from 'ahooks';
import { useMemo, useState } from 'react';
import { useT } from '@/hooks/useT';
import styles from './index.less';

export default function Clock() {
  const { t, intl } = useT();
  const [now, setNow] = useState(() => new Date());
  useInterval(() => setNow(new Date()), 1000);
  const format = useMemo(
    () =>
      new Intl.DateTimeFormat(intl.locale, {
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        weekday: 'short',
        hour: '2-digit',
        minute: '2-digit',
        second: '2-digit',
        hour12: false,
      }),
    [intl.locale],
  );
  const text = format.format(now);
  return (
    <time className={styles.clock} dateTime={now.toISOString()} aria-label={`${t('datashow.clock')} ${text}`} data-testid="datashow-clock">
      {text}
    </time>
  );
}
