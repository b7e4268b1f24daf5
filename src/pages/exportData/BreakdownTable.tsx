/**
 * The chosen year's months × partners (or categories) of exports, with a total column. Sorting is
 * part of the page's view (`sort=` in the URL), so a copied link and the downloads keep the order:
 * the CSV/XLSX hold exactly these rows and columns.
 */
import '@/locales/areas/industry';
import { useMemo } from 'react';
import DownloadButtons from '@/components/DownloadButtons';
import styles from '@/components/industry/page.less';
import DataTable, { type Column } from '@/components/table/DataTable';
import { sortBy } from '@/domain/sortBy';
import { breakdownYearRows, type BreakdownTableRow } from '@/domain/trade';
import type { TradeView } from '@/hooks/industry';
import type { TradeBreakdown } from '@/types/webapi';
import { breakdownSheet } from './tradeSheets';
import { useTradeText } from './useTradeText';

/** Column keys: `month`, `total` or the item's name (a copied link sorts the same item next month too). */
const cellOf = (items: string[]) => (row: BreakdownTableRow, key: string): number | string | null =>
  key === 'month' ? row.month : key === 'total' ? row.total : (row.values[items.indexOf(key)] ?? null);

export default function BreakdownTable({ breakdown, year, view }: { breakdown: TradeBreakdown; year: number; view: TradeView }) {
  const { t, intl, month, num } = useTradeText();
  const rows = useMemo(() => sortBy(breakdownYearRows(breakdown, year), view.sort, cellOf(breakdown.items)), [breakdown, year, view.sort]);
  const kind = t(view.by === 'partner' ? 'industry.trade.partnerKind' : 'industry.trade.categoryKind');
  const columns: Column<BreakdownTableRow>[] = [
    {
      key: 'month',
      title: t('industry.trade.month'),
      sortable: true,
      rowHeader: true,
      fixed: 'left',
      render: (r) => month(r.month),
    },
    ...breakdown.items.map(
      (item, i): Column<BreakdownTableRow> => ({
        key: item,
        title: item,
        sortable: true,
        className: styles.num,
        render: (r) => num(r.values[i] ?? null),
      }),
    ),
    {
      key: 'total',
      title: t('industry.trade.total'),
      sortable: true,
      className: styles.num,
      render: (r) => num(r.total),
    },
  ];
  return (
    <section className={styles.section} aria-labelledby="trade-breakdown-table-title">
      <div className={styles.sectionHead}>
        <h2 id="trade-breakdown-table-title">
          {t('industry.trade.breakdownTableTitle', { year, kind })}
          <span className={styles.unitHint}>{t('industry.unitIs', { unit: breakdown.unit })}</span>
        </h2>
        <DownloadButtons sheet={() => breakdownSheet(rows, breakdown.items, breakdown.unit, `${view.by}-${year}`, intl)} />
      </div>
      <DataTable<BreakdownTableRow>
        rowKey="month"
        size="small"
        columns={columns}
        rows={rows}
        scroll={{ x: 'max-content' }}
        data-testid="breakdown-table"
        aria-labelledby="trade-breakdown-table-title"
        sort={view.sort}
        onSortChange={view.setSort}
      />
    </section>
  );
}
