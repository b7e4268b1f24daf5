/** Site name in the middle, a live clock at the start and the time of the data at the end. */
import { useModel } from '@umijs/max';
import { useT } from '@/hooks/useT';
import { useInterval } from 'ahooks';
import { useState } from 'react';
import { formatDate } from '@/utils/format';
import styles from './index.less';

/** Ticks on its own so the panels do not re-render every second. */
function Clock() {
  const { t, intl: { locale } } = useT();
  const [now, setNow] = useState(() => new Date());
  useInterval(() => setNow(new Date()), 1000);
  const text = new Intl.DateTimeFormat(locale, {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    weekday: 'short',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hour12: false,
  }).format(now);
  return (
    <time
      className={styles.clock}
      dateTime={now.toISOString()}
      aria-label={`${t('datashow.clock')} ${text}`}
    >
      {text}
    </time>
  );
}

export default function TitleBar({ generatedAt, stale }: { generatedAt?: string; stale: boolean }) {
  const { t, intl } = useT();
  const { name } = useModel('global');
  return (
    <header className={styles.titleBar}>
      <div className={styles.titleStart}>
        <Clock />
      </div>
      <h1 className={styles.title}>
        <span data-testid="datashow-site-name">{name}</span>
        <span className={styles.subtitle}>{t('menu.datashow')}</span>
      </h1>
      <div className={styles.titleEnd}>
        {stale && (
          <span className={styles.stale} role="status">
            {t('datashow.stale')}
          </span>
        )}
        {generatedAt && (
          <span data-testid="datashow-data-time">
            {t('datashow.dataTime', { time: formatDate(generatedAt, intl.locale, true) })}
          </span>
        )}
      </div>
    </header>
  );
}
