/** The quotes behind the chart, side by side per material, newest first, paged and downloadable. */
import '@/locales/areas/industry';
import { useModel } from '@umijs/max';
import { useT } from '@/hooks/useT';
import { useMemo } from 'react';
import ChangeBadge from '@/components/ChangeBadge';
import DownloadButtons from '@/components/DownloadButtons';
import DataTable, { type Column } from '@/components/table/DataTable';
import { quoteRows, type QuoteRow, type MaterialQuotes } from '@/domain/industry';
import styles from '@/components/industry/page.less';
import type { RangePreset } from '@/domain/range';
import { quotesSheet } from '@/components/industry/sheets';
import { formatDate, formatNumber } from '@/utils/format';

export default function QuoteTable({ shown, range }: { shown: MaterialQuotes[]; range: RangePreset }) {
  const { t, intl } = useT();
  const { pageSize } = useModel('constants');
  const rows = useMemo(() => quoteRows(shown.map((s) => s.quotes)), [shown]);

  const columns: Column<QuoteRow>[] = [
    {
      key: 'date',
      title: t('common.date'),
      width: 180,
      className: styles.num,
      rowHeader: true,
      render: (r) => formatDate(r.date, intl.locale),
    },
    ...shown.map((s, i) => ({
      key: `m${i}`,
      title: `${s.material.name}（${s.material.unit}）`,
      children: [
        {
          title: t('industry.material.price'),
          key: `p${i}`,
          className: styles.num,
          render: (r: QuoteRow) => formatNumber(r.cells[i]?.price, intl.locale, 0),
        },
        {
          title: t('industry.material.changePct'),
          key: `c${i}`,
          className: styles.num,
          render: (r: QuoteRow) => <ChangeBadge value={r.cells[i]?.changePct} unit="percent" />,
        },
      ],
    })),
  ];

  return (
    <section className={styles.section} aria-labelledby="quotes-title">
      <div className={styles.sectionHead}>
        <h2 id="quotes-title">{t('industry.material.quotesTitle')}</h2>
        <DownloadButtons sheet={() => quotesSheet(shown, rows, range, intl)} />
      </div>
      <DataTable<QuoteRow>
        rowKey="date"
        size="small"
        bordered
        columns={columns}
        rows={rows}
        data-testid="quote-table"
        aria-labelledby="quotes-title"
        pagination={{ pageSize, hideOnSinglePage: true, total: (total) => t('common.total', { total }) }}
      />
    </section>
  );
}
