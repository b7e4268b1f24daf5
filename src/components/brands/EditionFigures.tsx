/**
 * A brand's row of figures, one per edition oldest first: the year, its rank (or 「未上榜」), its
 * value, the move on the previous edition (red ▲ / green ▼ with the number) and a mark for a new
 * entry or a drop-out. `data-status` carries the edition's status for styling and tests.
 */
import '@/locales/areas/brands';
import '@/locales/areas/industry';
import { useT } from '@/hooks/useT';
import type { TimelineEdition } from '@/domain/brands';
import RankChange from '@/components/industry/RankChange';
import { formatNumber } from '@/utils/format';
import styles from './EditionFigures.less';

export default function EditionFigures({ editions, current }: { editions: TimelineEdition[]; current?: number }) {
  const { t, intl } = useT();
  return (
    <ol className={styles.figures} aria-label={t('industry.brand.historyFigures')}>
      {editions.map((e) => (
        <li
          key={e.year}
          className={`${styles.edition} ${e.year === current ? styles.current : ''}`}
          data-status={e.status}
          aria-current={e.year === current ? 'true' : undefined}
          data-testid="brand-history-edition"
        >
          <span className={styles.year}>{t('industry.brand.yearOption', { year: e.year })}</span>
          <strong className={e.rank === null ? styles.unranked : styles.rank}>
            {e.rank === null ? t('industry.brand.notRanked') : t('industry.brand.rankOf', { rank: e.rank })}
          </strong>
          <span className={styles.value}>
            {e.value === null ? '—' : `${formatNumber(e.value, intl.locale)} ${t('industry.brand.valueUnit')}`}
          </span>
          <span className={styles.change}>
            {/* RankChange marks a new entry itself (「新上榜」); a drop-out has a mark of its own. */}
            {e.status === 'ranked' || e.status === 'new' ? (
              <RankChange value={e.rankChange} />
            ) : e.status === 'dropped' ? (
              <span className={styles.dropped}>
                <span aria-hidden="true">▼ </span>
                {t('industry.brand.droppedOut')}
              </span>
            ) : null}
          </span>
        </li>
      ))}
    </ol>
  );
}
