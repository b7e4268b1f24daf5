/** Export by product group over the last twelve months: shares as a ring chart and a table. */
import { useT } from '@/hooks/useT';
import { useMemo } from 'react';
import EChart from '@/components/charts/EChart';
import { sharePieOption } from '@/components/industry/chartOptions';
import { withShares } from '@/domain/industry';
import styles from '@/components/industry/page.less';
import { EmptyState } from '@/components/states';
import DataTable, { type Column } from '@/components/table/DataTable';
import type { TradeData } from '@/types/webapi';
import { formatNumber } from '@/utils/format';

type Product = TradeData['products'][number];
type Row = Product & { share: number };

export default function ProductSharePanel({ products, unit }: { products: Product[]; unit: string }) {
  const { t, intl } = useT();
  const rows = useMemo(() => withShares(products, (p) => p.exportValue), [products]);
  const option = useMemo(
    () =>
      sharePieOption(
        products.map((p) => ({ name: p.name, value: p.exportValue })),
        { unit, format: (v) => formatNumber(v, intl.locale) },
      ),
    [products, unit, intl.locale],
  );
  const columns: Column<Row>[] = [
    { key: 'name', title: t('industry.trade.productGroup'), dataIndex: 'name', rowHeader: true },
    {
      key: 'export',
      title: t('industry.trade.export'),
      className: styles.num,
      render: (p) => formatNumber(p.exportValue, intl.locale),
    },
    {
      key: 'share',
      title: t('industry.trade.share'),
      className: styles.num,
      render: (p) => `${formatNumber(p.share, intl.locale, 1)}%`,
    },
  ];
  return (
    <section className={styles.section} aria-labelledby="products-title">
      <div className={styles.sectionHead}>
        <h2 id="products-title">
          {t('industry.trade.productsTitle')}
          <span className={styles.unitHint}>{t('industry.unitIs', { unit })}</span>
        </h2>
      </div>
      {products.length === 0 ? (
        <EmptyState />
      ) : (
        <>
          <EChart option={option} height={300} ariaLabel={t('industry.trade.productsAria')} />
          <DataTable<Row>
            rowKey="name"
            size="small"
            columns={columns}
            rows={rows}
            data-testid="product-share-table"
            aria-labelledby="products-title"
          />
        </>
      )}
    </section>
  );
}
