/**
 * The title bar: the live clock and the next release at the start; the site name with the periods
 * on screen in the middle; at the end when the data was published and last refreshed (or, when a
 * refresh failed, how old the data on screen is) and the full-screen button.
 */
import '@/locales/areas/datashow';
import { useModel } from '@umijs/max';
import dayjs from 'dayjs';
import { useT } from '@/hooks/useT';
import type { DataShow } from '@/types/webapi';
import { formatDate } from '@/utils/format';
import Clock from './Clock';
import FullscreenButton from './FullscreenButton';
import { asList } from './Panel';
import { nextRelease, periodsOnScreen } from './titleFacts';
import styles from './index.less';

interface TitleBarProps {
  data?: DataShow;
  /** When the page last received a good answer (ms since the epoch). */
  refreshedAt?: number;
  /** The data on screen is the last good answer: a refresh failed or the screen is offline. */
  stale: boolean;
}

export default function TitleBar({ data, refreshedAt, stale }: TitleBarProps) {
  const { t, intl } = useT();
  const { name } = useModel('global');
  const families = asList(data?.families);
  const periods = periodsOnScreen(families, intl);
  const next = nextRelease(families);
  const generatedAt = data?.generatedAt;
  // The age of stale data: the last good answer, or when it was published if this page never had one.
  const staleSince = refreshedAt ?? (generatedAt ? dayjs(generatedAt).valueOf() : undefined);

  return (
    <header className={styles.titleBar}>
      <div className={styles.titleStart}>
        <Clock />
        {next && (
          <span data-testid="datashow-next-release">
            {t('datashow.nextRelease', {
              date: formatDate(next.date, intl.locale),
              names: next.names.join(t('datashow.separator')),
            })}
          </span>
        )}
      </div>
      <div className={styles.titleMiddle}>
        <h1 className={styles.title}>
          <span data-testid="datashow-site-name">{name}</span>
          <span className={styles.subtitle}>{t('menu.datashow')}</span>
        </h1>
        {periods.length > 0 && (
          <p className={styles.periods} data-testid="datashow-periods">
            {periods.map((p) => (
              <span key={`${p.frequency}|${p.label}`} title={p.names.join(t('datashow.separator'))}>
                {t('datashow.period', { frequency: t(`datashow.frequency.${p.frequency}`), period: p.label })}
              </span>
            ))}
          </p>
        )}
      </div>
      <div className={styles.titleEnd}>
        <div className={styles.titleFacts}>
          <span className={styles.factLine}>
            {generatedAt && (
              <span data-testid="datashow-data-time">
                {t('datashow.dataTime', { time: formatDate(generatedAt, intl.locale, true) })}
              </span>
            )}
            {refreshedAt !== undefined && (
              <span data-testid="datashow-refreshed">
                {t('datashow.refreshed', { time: dayjs(refreshedAt).format('HH:mm:ss') })}
              </span>
            )}
          </span>
          {stale && staleSince !== undefined && (
            <span className={styles.stale} role="status" title={t('datashow.stale')} data-testid="datashow-stale">
              {t('datashow.staleSince', { time: dayjs(staleSince).format('MM-DD HH:mm') })}
            </span>
          )}
        </div>
        <FullscreenButton />
      </div>
    </header>
  );
}
