/**
 * The home pages' small chart: the composite over its last periods, with a sentence giving the
 * latest, highest and lowest values as its text alternative. Drawn as light SVG (TrendLine), not
 * ECharts, so the home pages load no charting engine; the box keeps its height while the series
 * loads so nothing shifts when it arrives.
 */
import '@/locales/areas/indices';
import { useIntl } from '@umijs/max';
import { useMemo } from 'react';
import TrendLine from '@/components/charts/TrendLine';
import { AsyncView } from '@/components/states';
import { useRecentSeries } from '@/hooks/indices';
import type { IndexFamily } from '@/types/webapi';
import { formatNumber, formatPeriod } from '@/utils/format';
import { alignSeries, extremes } from '@/domain/indexSeries';
import { RECENT_PERIODS } from '@/services/queries';
import styles from './RecentChart.less';

export default function RecentChart({ family, height = 220 }: { family: IndexFamily; height?: number }) {
  const intl = useIntl();
  const req = useRecentSeries(family, RECENT_PERIODS);
  const view = useMemo(() => {
    if (!req.data) return undefined;
    const rows = alignSeries([req.data]);
    const { min, max } = extremes(rows, 0, 'indexValue');
    const labels = rows.map((r) => formatPeriod(r.label, intl));
    const values = rows.map((r) => r.points[0]?.indexValue ?? null);
    return { rows, min, max, labels, values, name: req.data.name };
  }, [req.data, intl]);

  const summary =
    view?.min && view.max
      ? intl.formatMessage(
          { id: 'index.recent.summary' },
          {
            count: view.rows.length,
            name: view.name,
            max: formatNumber(view.max.value, intl.locale),
            maxPeriod: formatPeriod(view.max.row.label, intl),
            min: formatNumber(view.min.value, intl.locale),
            minPeriod: formatPeriod(view.min.row.label, intl),
          },
        )
      : '';

  return (
    <figure className={styles.figure} data-testid="recent-chart">
      <div style={{ minHeight: height }}>
        <AsyncView loading={req.loading} error={req.error} data={view} onRetry={req.refresh} isEmpty={(v) => v.rows.length === 0}>
          {(v) => <TrendLine values={v.values} labels={v.labels} height={height} ariaLabel={summary} locale={intl.locale} />}
        </AsyncView>
      </div>
      {summary && <figcaption className={styles.caption}>{summary}</figcaption>}
    </figure>
  );
}
