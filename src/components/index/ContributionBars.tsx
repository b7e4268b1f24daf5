/**
 * How many points each 大类 added to the composite's change on the previous period (/data and
 * /mobile/data): plain HTML bars diverging from a centre line, red and a + for up, green and a −
 * for down, largest first, then a line saying what they add up to and what rounding leaves over.
 * The rows are real text in a list, so the chart is its own text alternative and paints with the page.
 */
import '@/locales/areas/indices';
import { Link } from '@umijs/max';
import type { ContributionBreakdown } from '@/domain/indexMoves';
import { useT } from '@/hooks/useT';
import { formatNumber, formatSigned, trendOf } from '@/utils/format';
import styles from './ContributionBars.less';

export default function ContributionBars({
  breakdown,
  hrefOf,
  compact,
}: {
  breakdown: ContributionBreakdown;
  /** Where a category's name links (its node on the data page); plain text when absent. */
  hrefOf?: (nodeId: string) => string;
  /** Phones: no weights under the names, tighter rows. */
  compact?: boolean;
}) {
  const { t, intl } = useT();
  const { parts, composite, sum, residual } = breakdown;
  const points = (v: number | null) => (v === null ? '—' : `${formatSigned(v, intl.locale)} ${t('common.points')}`);
  // Both halves share one scale, so a bar's length compares across the centre line.
  const max = Math.max(0, ...parts.map((p) => Math.abs(p.points ?? 0)));
  const widthOf = (v: number | null) => `${max > 0 && v ? (Math.abs(v) / max) * 100 : 0}%`;

  const total =
    composite === null
      ? t('index.contribution.sumOnly', { sum: points(sum) })
      : t(residual ? 'index.contribution.residual' : 'index.contribution.sum', {
          sum: formatSigned(sum, intl.locale),
          composite: formatSigned(composite, intl.locale),
          residual: formatSigned(residual, intl.locale),
        });

  return (
    <div className={`${styles.contribution} ${compact ? styles.compact : ''}`} data-testid="contribution-bars">
      <ol className={styles.bars} aria-label={t('index.contribution.label')}>
        {parts.map((p) => {
          const trend = trendOf(p.points);
          return (
            <li key={p.nodeId} className={styles.row} data-testid="contribution-row" data-node={p.nodeId}>
              <span className={styles.name}>
                {hrefOf ? <Link to={hrefOf(p.nodeId)}>{p.name}</Link> : p.name}
                {!compact && (
                  <span className={styles.weight}>
                    {t('index.contribution.weight', { weight: formatNumber(p.weight, intl.locale) })}
                  </span>
                )}
              </span>
              <span className={styles.track} aria-hidden="true">
                <span className={styles.half}>{trend === 'down' && <span className={`${styles.bar} ${styles.down}`} style={{ width: widthOf(p.points) }} />}</span>
                <span className={styles.half}>{trend === 'up' && <span className={`${styles.bar} ${styles.up}`} style={{ width: widthOf(p.points) }} />}</span>
              </span>
              <span className={`${styles.value} ${styles[trend]}`} data-testid="contribution-value" data-trend={trend}>
                {points(p.points)}
              </span>
            </li>
          );
        })}
      </ol>
      <p className={styles.total} data-testid="contribution-total">
        {total}
      </p>
    </div>
  );
}
