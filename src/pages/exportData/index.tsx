/**
 * /exportData — the cluster's foreign trade: monthly export and import (chart with range presets,
 * bar or line, YoY on the second axis), the monthly table with downloads, trade partners as a
 * ranked bar chart (not a map: PRODUCT.md §3.7) and the product groups' share of the export.
 */
import { useT } from '@/hooks/useT';
import { useMemo } from 'react';
import styles from '@/components/industry/page.less';
import { withinRange } from '@/domain/range';
import { AsyncView } from '@/components/states';
import { useTrade, useTradeView } from '@/hooks/industry';
import type { TradeData } from '@/types/webapi';
import MonthlyChart from './MonthlyChart';
import MonthlyTable from './MonthlyTable';
import PartnerPanel from './PartnerPanel';
import ProductSharePanel from './ProductSharePanel';
import TradeSummary from './TradeSummary';

function TradeView({ trade }: { trade: TradeData }) {
  const view = useTradeView();
  const months = useMemo(() => withinRange(trade.months, (m) => m.month, view.range), [trade.months, view.range]);
  return (
    <>
      <TradeSummary trade={trade} />
      <MonthlyChart months={months} unit={trade.unit} view={view} />
      <MonthlyTable months={months} unit={trade.unit} range={view.range} />
      <div className={styles.twoCols}>
        <PartnerPanel partners={trade.partners} unit={trade.unit} />
        <ProductSharePanel products={trade.products} unit={trade.unit} />
      </div>
    </>
  );
}

export default function ExportDataPage() {
  const { t } = useT();
  const trade = useTrade();
  return (
    <div className={styles.page}>
      <header>
        <h1 className={styles.title}>{t('menu.exportData')}</h1>
        <p className={styles.lead}>{t('industry.trade.lead')}</p>
      </header>
      <AsyncView
        loading={trade.loading}
        error={trade.error}
        data={trade.data}
        onRetry={trade.refresh}
        isEmpty={(d) => d.months.length === 0}
      >
        {(data) => <TradeView trade={data} />}
      </AsyncView>
    </div>
  );
}
