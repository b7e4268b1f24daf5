/**
 * The chosen year's months × partners (or categories) of exports, with a total column. Sorting is
 * part of the page's view (`sort=` in the URL), so a copied link and the downloads keep the order:
 * the CSV/XLSX hold exactly these rows and columns.
 */
import { useMemo } from 'react';
import DownloadButtons from '@/components/DownloadButtons';
import styles from '@/components/industry/page.less';
import DataTable, { type Column } from '@/components/table/DataTable';
import { breakdownYearRows, sortBy, type BreakdownTableRow } from '@/domain/trade';
import type { TradeView } from '@/hooks/industry';
import type { TradeBreakdown } from '@/types/webapi';
import sortStyles from './BreakdownTable.less';
import { breakdownSheet } from './tradeSheets';
import { useTradeText } from './useTradeText';

/** Column keys: `month`, `total` or the item's name (a copied link sorts the same item next month too). */
const cellOf = (items: string[]) => (row: BreakdownTableRow, key: string): number | string | null =>
  key === 'month' ? row.month : key === 'total' ? row.total : (row.values[items.indexOf(key)] ?? null);

function SortButton({ label, columnKey, view }: { label: string; columnKey: string; view: TradeView }) {
  const { t } = useTradeText();
  const order = view.sort === columnKey ? 'ascend' : view.sort === `-${columnKey}` ? 'descend' : undefined;
  // ascending → descending → the table's own order, like the site's other tables.
  const next = order === undefined ? columnKey : order === 'ascend' ? `-${columnKey}` : '';
  const hint = t(next === '' ? 'common.sort.cancel' : next.startsWith('-') ? 'common.sort.descend' : 'common.sort.ascend');
  return (
    <button type="button" className={sortStyles.sort} onClick={() => view.setSort(next)} title={hint} data-order={order}>
      {label}
      <span aria-hidden="true">{order === 'ascend' ? ' ▲' : order === 'descend' ? ' ▼' : ' ↕'}</span>
    </button>
  );
}

export default function BreakdownTable({ breakdown, year, view }: { breakdown: TradeBreakdown; year: number; view: TradeView }) {
  const { t, intl, month, num } = useTradeText();
  const rows = useMemo(() => sortBy(breakdownYearRows(breakdown, year), view.sort, cellOf(breakdown.items)), [breakdown, year, view.sort]);
  const kind = t(view.by === 'partner' ? 'industry.trade.partnerKind' : 'industry.trade.categoryKind');
  const columns: Column<BreakdownTableRow>[] = [
    {
      key: 'month',
      title: <SortButton label={t('industry.trade.month')} columnKey="month" view={view} />,
      rowHeader: true,
      fixed: 'left',
      render: (r) => month(r.month),
    },
    ...breakdown.items.map(
      (item, i): Column<BreakdownTableRow> => ({
        key: item,
        title: <SortButton label={item} columnKey={item} view={view} />,
        className: styles.num,
        render: (r) => num(r.values[i] ?? null),
      }),
    ),
    {
      key: 'total',
      title: <SortButton label={t('industry.trade.total')} columnKey="total" view={view} />,
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
      />
    </section>
  );
}
