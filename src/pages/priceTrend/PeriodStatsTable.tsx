/** Statistics of the shown range per compared material (latest, high, low with dates, average, change, volatility), downloadable. */
import '@/locales/areas/industry';
import { useT } from '@/hooks/useT';
import { useMemo } from 'react';
import ChangeBadge from '@/components/ChangeBadge';
import DownloadButtons from '@/components/DownloadButtons';
import DataTable, { type Column } from '@/components/table/DataTable';
import { statsRows, type StatsRow } from '@/components/industry/comparedPrices';
import { statsSheet } from '@/components/industry/sheets';
import styles from '@/components/industry/page.less';
import { shownSpan, type MaterialQuotes } from '@/domain/industry';
import type { RangePreset } from '@/domain/range';
import { formatDate, formatNumber } from '@/utils/format';
import local from './index.less';

export default function PeriodStatsTable({ shown, range }: { shown: MaterialQuotes[]; range: RangePreset }) {
  const { t, intl } = useT();
  const rows = useMemo(() => statsRows(shown), [shown]);
  const span = shownSpan(shown);
  const m = (key: string) => t(`industry.material.${key}`);
  const price = (v: number, digits = 0) => formatNumber(v, intl.locale, digits);
  const dated = (p: { price: number; date: string }) => (
    <>
      {price(p.price)}
      <span className={local.cellDate}>{formatDate(p.date, intl.locale)}</span>
    </>
  );

  const columns: Column<StatsRow>[] = [
    {
      key: 'name',
      title: m('name'),
      rowHeader: true,
      render: (r) => (
        <>
          {r.material.name}
          <span className={local.cellDate}>{r.material.spec}</span>
        </>
      ),
    },
    { key: 'unit', title: m('unit'), render: (r) => r.material.unit },
    { key: 'latest', title: m('latest'), className: styles.num, render: (r) => dated(r.stats.latest) },
    { key: 'high', title: m('high'), className: styles.num, render: (r) => dated(r.stats.high) },
    { key: 'low', title: m('low'), className: styles.num, render: (r) => dated(r.stats.low) },
    { key: 'average', title: m('average'), className: styles.num, render: (r) => price(r.stats.average, 2) },
    { key: 'change', title: m('rangeChange'), className: styles.num, render: (r) => <ChangeBadge value={r.stats.change} unit="none" digits={0} /> },
    { key: 'changePct', title: m('rangeChangePct'), className: styles.num, render: (r) => <ChangeBadge value={r.stats.changePct} unit="percent" /> },
    {
      key: 'volatility',
      title: `${m('volatility')}（%）`,
      className: styles.num,
      render: (r) => formatNumber(r.stats.volatility, intl.locale, 2),
    },
    { key: 'count', title: m('quoteCount'), className: styles.num, render: (r) => r.stats.count },
  ];

  return (
    <section className={styles.section} aria-labelledby="stats-title">
      <div className={styles.sectionHead}>
        <h2 id="stats-title">{m('statsTitle')}</h2>
        <DownloadButtons sheet={() => statsSheet(rows, range, intl)} />
      </div>
      <DataTable<StatsRow>
        rowKey={(r) => r.material.id}
        size="middle"
        columns={columns}
        rows={rows}
        scroll={{ x: 960 }}
        data-testid="stats-table"
        aria-labelledby="stats-title"
      />
      <p className={styles.note}>
        {t('industry.material.statsHint', {
          from: span.from ? formatDate(span.from, intl.locale) : '—',
          to: span.to ? formatDate(span.to, intl.locale) : '—',
        })}
      </p>
    </section>
  );
}
