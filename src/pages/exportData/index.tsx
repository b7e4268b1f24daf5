/**
 * /exportData — the cluster's foreign trade: the latest month and the year to date (each with 同比),
 * the monthly chart and table (whole, or filtered to a partner or category), exports by partner or
 * product category as ranked bars (not a map: PRODUCT.md §3.7) with a month × item table, and notes
 * on source and release dates. Every choice lives in the URL (src/views/industry.ts exportDataView).
 */
import '@/locales/areas/industry';
import { useT } from '@/hooks/useT';
import styles from '@/components/industry/page.less';
import { AsyncView } from '@/components/states';
import { useTrade, useTradeView } from '@/hooks/industry';
import type { TradeData } from '@/types/webapi';
import BreakdownPanel from './BreakdownPanel';
import MonthlyChart from './MonthlyChart';
import MonthlyTable from './MonthlyTable';
import TradeNotes from './TradeNotes';
import TradeSummary from './TradeSummary';
import { useShownMonths } from './useShownMonths';
import { IndustryPage } from '@/components/industry/IndustryPage';

function TradeView({ trade }: { trade: TradeData }) {
  const view = useTradeView();
  const shown = useShownMonths(trade, view);
  return (
    <>
      <TradeSummary rows={shown.all} unit={trade.unit} />
      <AsyncView loading={shown.loading} error={shown.error} data={shown.rows} onRetry={shown.retry}>
        {(rows) => (
          <>
            <MonthlyChart rows={rows} unit={trade.unit} view={view} />
            <MonthlyTable rows={rows} unit={trade.unit} view={view} />
          </>
        )}
      </AsyncView>
      <BreakdownPanel view={view} />
      <TradeNotes trade={trade} className={styles.section} />
    </>
  );
}

export default function ExportDataPage() {
  const { t } = useT();
  const trade = useTrade();
  return (
    <IndustryPage title={t('menu.exportData')} leadId="industry.trade.lead">
      <AsyncView of={trade} isEmpty={(d) => d.months.length === 0} emptyText={t('industry.trade.unpublished')}>
        {(data) => <TradeView trade={data} />}
      </AsyncView>
    </IndustryPage>
  );
}
