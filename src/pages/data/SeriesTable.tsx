/**
 * The table beside the chart: every period of the shown range, newest first, 50 a page, with each
 * series' value and its change in points and percent; a revised value is marked 「修」 (RevisedMark).
 */
import '@/locales/areas/indices';
import { useT } from '@/hooks/useT';
import { memo, useMemo } from 'react';
import ChangeBadge from '@/components/ChangeBadge';
import DataTable, { type Column } from '@/components/table/DataTable';
import { CHART_COLORS } from '@/components/charts/EChart';
import { changeTitles } from '@/components/index/explorer';
import { kindLabel } from '@/components/index/labels';
import RevisedMark from '@/components/index/RevisedMark';
import { changeOf, valueOf, type AlignedRow } from '@/domain/indexSeries';
import type { ShownSeries } from '@/domain/indexSeries';
import type { ValueKind } from '@/types/webapi';
import { formatNumber, formatPeriod } from '@/utils/format';
import styles from './index.less';
import { TABLE_PAGE_SIZE } from '@/config/constants';


function SeriesTable({ shown, kind }: { shown: ShownSeries; kind: ValueKind }) {
  const { t, intl } = useT();
  const newestFirst = useMemo(() => [...shown.rows].reverse(), [shown.rows]);
  const titles = changeTitles(kind, intl);
  const value = kindLabel(kind, intl);

  const columns: Column<AlignedRow>[] = [
    {
      title: t('common.period'),
      key: 'period',
      fixed: 'left',
      rowHeader: true,
      render: (r) => <span className={styles.period}>{formatPeriod(r.label, intl)}</span>,
    },
    ...shown.series.map((s, i) => ({
      title: (
        <span className={styles.seriesTitle}>
          <span className={styles.swatch} style={{ background: CHART_COLORS[i % CHART_COLORS.length] }} aria-hidden="true" />
          {s.name}
        </span>
      ),
      key: s.nodeId,
      children: [
        {
          title: value,
          key: `${s.nodeId}-value`,
          align: 'right' as const,
          render: (r: AlignedRow) => {
            const p = r.points[i];
            return (
              <span className={styles.num}>
                {formatNumber(p ? valueOf(p, kind) : null, intl.locale)}
                <RevisedMark point={p} period={formatPeriod(r.label, intl)} />
              </span>
            );
          },
        },
        {
          title: titles.points,
          key: `${s.nodeId}-points`,
          align: 'right' as const,
          render: (r: AlignedRow) => {
            const p = r.points[i];
            return <ChangeBadge value={p ? changeOf(p, kind).points : null} unit="points" />;
          },
        },
        {
          title: titles.percent,
          key: `${s.nodeId}-percent`,
          align: 'right' as const,
          render: (r: AlignedRow) => {
            const p = r.points[i];
            return <ChangeBadge value={p ? changeOf(p, kind).percent : null} unit="percent" />;
          },
        },
      ],
    })),
  ];

  return (
    <DataTable<AlignedRow>
      rowKey="period"
      size="small"
      bordered
      columns={columns}
      rows={newestFirst}
      scroll={{ x: 'max-content', y: 480 }}
      pagination={{ pageSize: TABLE_PAGE_SIZE, total: (total) => t('data.table.total', { total }) }}
      data-testid="index-data-table"
      aria-labelledby="table-title"
    />
  );
}

export default memo(SeriesTable);
