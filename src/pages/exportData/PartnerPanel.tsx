/** Trade partners over the last twelve months: a ranked bar chart and the same numbers as a table. */
import { useT } from '@/hooks/useT';
import { useMemo } from 'react';
import EChart from '@/components/charts/EChart';
import { rankedBarsOption } from '@/components/industry/chartOptions';
import { withShares } from '@/domain/industry';
import styles from '@/components/industry/page.less';
import { EmptyState } from '@/components/states';
import DataTable, { type Column } from '@/components/table/DataTable';
import type { TradePartner } from '@/types/webapi';
import { formatNumber } from '@/utils/format';

type Row = TradePartner & { share: number };

export default function PartnerPanel({ partners, unit }: { partners: TradePartner[]; unit: string }) {
  const { t, intl } = useT();
  const rows = useMemo(() => withShares(partners, (p) => p.exportValue), [partners]);
  const option = useMemo(
    () =>
      rankedBarsOption(
        partners.map((p) => p.name),
        [
          { name: t('industry.trade.export'), values: partners.map((p) => p.exportValue) },
          { name: t('industry.trade.import'), values: partners.map((p) => p.importValue) },
        ],
        { unit, format: (v) => formatNumber(v, intl.locale) },
      ),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [partners, unit, intl.locale],
  );
  const num = (v: number) => formatNumber(v, intl.locale);
  const columns: Column<Row>[] = [
    { key: 'name', title: t('industry.trade.partner'), dataIndex: 'name', rowHeader: true },
    { key: 'export', title: t('industry.trade.export'), className: styles.num, render: (p) => num(p.exportValue) },
    {
      key: 'share',
      title: t('industry.trade.share'),
      className: styles.num,
      render: (p) => `${formatNumber(p.share, intl.locale, 1)}%`,
    },
    { key: 'import', title: t('industry.trade.import'), className: styles.num, render: (p) => num(p.importValue) },
  ];
  return (
    <section className={styles.section} aria-labelledby="partners-title">
      <div className={styles.sectionHead}>
        <h2 id="partners-title">
          {t('industry.trade.partnersTitle')}
          <span className={styles.unitHint}>{t('industry.unitIs', { unit })}</span>
        </h2>
      </div>
      {partners.length === 0 ? (
        <EmptyState />
      ) : (
        <>
          <EChart option={option} height={Math.max(240, partners.length * 34 + 40)} ariaLabel={t('industry.trade.partnersAria')} />
          <DataTable<Row>
            rowKey="name"
            size="small"
            columns={columns}
            rows={rows}
            data-testid="partner-table"
            aria-labelledby="partners-title"
          />
        </>
      )}
    </section>
  );
}
