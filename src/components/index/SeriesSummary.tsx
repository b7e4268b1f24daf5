/**
 * The latest value of each shown series with its change, beside the chart: the chart's colours as
 * a key, and its text alternative in one glance. Plain markup for desktop and mobile.
 */
import '@/locales/areas/indices';
import { useT } from '@/hooks/useT';
import ChangeBadge from '@/components/ChangeBadge';
import { CHART_COLORS } from '@/components/charts/EChart';
import type { ShownSeries } from '@/domain/indexSeries';
import type { ValueKind } from '@/types/webapi';
import { formatNumber, formatPeriod } from '@/utils/format';
import { changeOf, valueOf } from '@/domain/indexSeries';
import { changeTitles } from './explorer';
import styles from './SeriesSummary.less';

export default function SeriesSummary({ shown, kind }: { shown: ShownSeries; kind: ValueKind }) {
  const { t, intl } = useT();
  const titles = changeTitles(kind, intl);
  const last = shown.rows[shown.rows.length - 1];
  if (!last) return null;
  return (
    <div className={styles.summary}>
      <p className={styles.period}>
        {t('index.summary.latest', { period: formatPeriod(last.label, intl) })}
      </p>
      <ul className={styles.list}>
        {shown.series.map((s, i) => {
          const p = last.points[i];
          const change = p ? changeOf(p, kind) : { points: null, percent: null };
          return (
            <li key={s.nodeId} className={styles.item} data-testid="series-summary-item">
              <span className={styles.swatch} style={{ background: CHART_COLORS[i % CHART_COLORS.length] }} aria-hidden="true" />
              <span className={styles.name}>{s.name}</span>
              <span className={styles.value} data-testid="series-summary-value">
                {formatNumber(p ? valueOf(p, kind) : null, intl.locale)}
              </span>
              <span className={styles.change} title={titles.points}>
                <ChangeBadge value={change.points} unit="points" />
              </span>
              <span className={styles.change} title={titles.percent}>
                <ChangeBadge value={change.percent} unit="percent" />
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
