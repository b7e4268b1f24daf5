/** The months of the chart, newest first, paged a year at a time, with CSV/XLSX downloads. */
import { useT } from '@/hooks/useT';
import { Table, type TableColumnsType } from 'antd';
import { useMemo } from 'react';
import ChangeBadge from '@/components/ChangeBadge';
import DownloadButtons from '@/components/DownloadButtons';
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
  const columns: TableColumnsType<TradeMonth> = [
    { title: t('industry.trade.month'), dataIndex: 'month', render: (m: string) => monthLabel(m, intl) },
    { title: t('industry.trade.export'), dataIndex: 'exportValue', className: styles.num, render: num },
    {
      title: t('industry.trade.exportYoY'),
      dataIndex: 'exportYoY',
      className: styles.num,
      render: (v: number | null) => <ChangeBadge value={v} unit="percent" />,
    },
    { title: t('industry.trade.import'), dataIndex: 'importValue', className: styles.num, render: num },
    {
      title: t('industry.trade.importYoY'),
      dataIndex: 'importYoY',
      className: styles.num,
      render: (v: number | null) => <ChangeBadge value={v} unit="percent" />,
    },
    { title: t('industry.trade.balance'), key: 'balance', className: styles.num, render: (_, m) => num(tradeBalance(m)) },
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
      <Table<TradeMonth>
        rowKey="month"
        size="small"
        columns={columns}
        dataSource={rows}
        data-testid="trade-table"
        pagination={{
          pageSize: 12,
          showSizeChanger: false,
          hideOnSinglePage: true,
          showTotal: (total) => t('common.total', { total }),
        }}
      />
    </section>
  );
}
