/** The months of the chart (whole or filtered), newest first, paged a year at a time, with CSV/XLSX of exactly these rows. */
import '@/locales/areas/industry';
import { useMemo } from 'react';
import ChangeBadge from '@/components/ChangeBadge';
import DownloadButtons from '@/components/DownloadButtons';
import styles from '@/components/industry/page.less';
import DataTable, { type Column } from '@/components/table/DataTable';
import { balanceOf, type TradeRow } from '@/domain/trade';
import type { TradeView } from '@/hooks/industry';
import { monthlySheet } from './tradeSheets';
import { useTradeText } from './useTradeText';

export default function MonthlyTable({ rows: ascending, unit, view }: { rows: TradeRow[]; unit: string; view: TradeView }) {
  const { t, intl, month, num } = useTradeText();
  const rows = useMemo(() => [...ascending].reverse(), [ascending]);
  const yoy = (v: number | null, r: TradeRow) => (r.missing ? '' : <ChangeBadge value={v} unit="percent" />);
  const columns: Column<TradeRow>[] = [
    { key: 'month', title: t('industry.trade.month'), rowHeader: true, render: (m) => month(m.month) },
    { key: 'export', title: t('industry.trade.export'), className: styles.num, render: (m) => num(m.exportValue) },
    { key: 'exportYoY', title: t('industry.trade.exportYoY'), className: styles.num, render: (m) => yoy(m.exportYoY, m) },
    { key: 'import', title: t('industry.trade.import'), className: styles.num, render: (m) => num(m.importValue) },
    { key: 'importYoY', title: t('industry.trade.importYoY'), className: styles.num, render: (m) => yoy(m.importYoY, m) },
    { key: 'balance', title: t('industry.trade.balance'), className: styles.num, render: (m) => num(balanceOf(m)) },
  ];
  const name = view.filter ? `${view.filter.name}-${view.range}` : view.range;
  return (
    <section className={styles.section} aria-labelledby="trade-table-title">
      <div className={styles.sectionHead}>
        <h2 id="trade-table-title">
          {view.filter ? `${t('industry.trade.tableTitle')}：${view.filter.name}` : t('industry.trade.tableTitle')}
          <span className={styles.unitHint}>{t('industry.unitIs', { unit })}</span>
        </h2>
        <DownloadButtons sheet={() => monthlySheet(rows, unit, name, intl)} />
      </div>
      <DataTable<TradeRow>
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
