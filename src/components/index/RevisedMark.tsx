/**
 * A revised value's mark in a data table: a small 「修」 after the value whose title (hover) and
 * hidden text (screen readers) give the first published value, the revision's date and reason.
 * The phone shows the short note under the period as well (`RevisedNote`): a tap has no hover.
 */
import '@/locales/areas/indices';
import { useT } from '@/hooks/useT';
import type { IndexPoint } from '@/types/webapi';
import { formatDate, formatNumber } from '@/utils/format';
import { revisionNote } from './historyNotes';
import styles from './RevisedMark.less';

export default function RevisedMark({ point, period }: { point: IndexPoint | undefined; period: string }) {
  const { t, intl } = useT();
  if (!point?.revised) return null;
  const note = revisionNote(period, point.indexValue, point.revised, intl);
  return (
    <sup className={styles.mark} title={note} data-testid="revised-mark">
      <span aria-hidden="true">{t('data.history.revisedTag')}</span>
      <span className={styles.srOnly}>{note}</span>
    </sup>
  );
}

/** 「已修订：初值 48.93，2026-08-01修订」 under a phone table's period. */
export function RevisedNote({ point }: { point: IndexPoint | undefined }) {
  const { t, intl } = useT();
  if (!point?.revised) return null;
  return (
    <span className={styles.note} aria-hidden="true">
      {t('data.history.revisedCell', { first: formatNumber(point.revised.firstValue, intl.locale), date: formatDate(point.revised.revisedAt, intl.locale) })}
    </span>
  );
}
