/**
 * A change on the previous period: red and ▲ for up, green and ▼ for down (Chinese market
 * colours), always with a sign so colour is never the only cue. `unit` says points or percent.
 */
import { useT } from '@/hooks/useT';
import { formatSigned, trendOf } from '@/utils/format';
import styles from './ChangeBadge.less';

const ARROWS = { up: '▲', down: '▼', flat: '' } as const;

export default function ChangeBadge({
  value,
  unit,
  digits = 2,
  className,
}: {
  value: number | null | undefined;
  unit: 'points' | 'percent' | 'none';
  digits?: number;
  className?: string;
}) {
  const { t, intl } = useT();
  const trend = trendOf(value);
  const suffix = value === null || value === undefined ? '' : unit === 'percent' ? '%' : unit === 'points' ? t('common.points') : '';
  return (
    <span
      className={`${styles.badge} ${styles[trend]} ${className ?? ''}`}
      data-trend={trend}
      title={t(`common.${trend}`)}
    >
      {ARROWS[trend] && <span aria-hidden="true">{ARROWS[trend]} </span>}
      {formatSigned(value, intl.locale, digits)}
      {suffix && <span className={styles.unit}>{suffix}</span>}
    </span>
  );
}
