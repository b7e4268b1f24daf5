/** The months of the chart, newest first, paged a year at a time, with CSV/XLSX downloads. */
import { useT } from '@/hooks/useT';
import { useMemo } from 'react';
import ChangeBadge from '@/components/ChangeBadge';
import DownloadButtons from '@/components/DownloadButtons';
import DataTable, { type Column } from '@/components/table/DataTable';
import { monthLabel, tradeBalance } from '@/domain/industry';
import styles from '@/components/industry/page.less';
import type { RangePreset } from '@/domain/range';
import { tradeSheet } from '@/components/industry/sheets';
import type { TradeMonth } from '@/types/webapi';
import { formatNumber } from '@/utils/format';

export default function MonthlyTable({ months, unit, range }: { months: TradeMonth[]; unit: string; range: RangePreset }) {
  const { t, intl } = useT();
  const rows = useMemo(() => [...months].reverse(), [months]);
  const num = (v: number) => formatNumber(v, intl.locale);
  const columns: Column<TradeMonth>[] = [
    { key: 'month', title: t('industry.trade.month'), rowHeader: true, render: (m) => monthLabel(m.month, intl) },
    { key: 'export', title: t('industry.trade.export'), className: styles.num, render: (m) => num(m.exportValue) },
    {
      key: 'exportYoY',
      title: t('industry.trade.exportYoY'),
      className: styles.num,
      render: (m) => <ChangeBadge value={m.exportYoY} unit="percent" />,
    },
    { key: 'import', title: t('industry.trade.import'), className: styles.num, render: (m) => num(m.importValue) },
    {
      key: 'importYoY',
      title: t('industry.trade.importYoY'),
      className: styles.num,
      render: (m) => <ChangeBadge value={m.importYoY} unit="percent" />,
    },
    { key: 'balance', title: t('industry.trade.balance'), className: styles.num, render: (m) => num(tradeBalance(m)) },
  ];
  return (
    <section className={styles.section} aria-labelledby="trade-table-title">
      <div className={styles.sectionHead}>
        <h2 id="trade-table-title">
          {t('industry.trade.tableTitle')}
          <span className={styles.unitHint}>{t('industry.unitIs', { unit })}</span>
        </h2>
        <DownloadButtons sheet={() => tradeSheet(months, unit, range, intl)} />
      </div>
      <DataTable<TradeMonth>
        rowKey="month"
        size="small"
        columns={columns}
        rows={rows}
        data-testid="trade-table"
        aria-labelledby="trade-table-title"
        pagination={{ pageSize: 12, hideOnSinglePage: true, total: (total) => t('common.total', { total }) }}
      />
    </section>
  );
}
