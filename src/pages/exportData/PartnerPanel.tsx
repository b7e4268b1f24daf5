/** Trade partners over the last twelve months: a ranked bar chart and the same numbers as a table. */
import { useT } from '@/hooks/useT';
import { Table, type TableColumnsType } from 'antd';
import { useMemo } from 'react';
import EChart from '@/components/charts/EChart';
import { rankedBarsOption } from '@/components/industry/chartOptions';
import { withShares } from '@/domain/industry';
import styles from '@/components/industry/page.less';
import { EmptyState } from '@/components/states';
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
  const columns: TableColumnsType<Row> = [
    { title: t('industry.trade.partner'), dataIndex: 'name' },
    { title: t('industry.trade.export'), dataIndex: 'exportValue', className: styles.num, render: num },
    { title: t('industry.trade.share'), dataIndex: 'share', className: styles.num, render: (v: number) => `${formatNumber(v, intl.locale, 1)}%` },
    { title: t('industry.trade.import'), dataIndex: 'importValue', className: styles.num, render: num },
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
          <Table<Row> rowKey="name" size="small" columns={columns} dataSource={rows} pagination={false} data-testid="partner-table" />
        </>
      )}
    </section>
  );
}
