/**
 * Exports of one month by partner or by product category: ranked bars with share and 同比 (a click
 * filters the monthly chart), the split, year and month in the view; below, the year's month ×
 * item table with downloads.
 */
import '@/locales/areas/industry';
import { Segmented } from 'antd';
import styles from '@/components/industry/page.less';
import { AsyncView } from '@/components/states';
import { breakdownPeriod } from '@/domain/trade';
import { useTradeBreakdown, type TradeView } from '@/hooks/industry';
import type { TradeBreakdown, TradeBreakdownBy } from '@/types/webapi';
import BreakdownPicker from './BreakdownPicker';
import BreakdownTable from './BreakdownTable';
import { useBySwitchOptions } from './bySwitch';
import MonthBars from './MonthBars';
import { useTradeText } from './useTradeText';

function Loaded({ breakdown, view }: { breakdown: TradeBreakdown; view: TradeView }) {
  const { t, month } = useTradeText();
  const by = useBySwitchOptions();
  const period = breakdownPeriod(breakdown, view.year, view.month);
  if (!period) return null;
  return (
    <>
      <section className={styles.section} aria-labelledby="trade-breakdown-title">
        <div className={styles.sectionHead}>
          <h2 id="trade-breakdown-title">
            {t('industry.trade.breakdownOf', { month: month(period.key) })}
            <span className={styles.unitHint}>{t('industry.unitIs', { unit: breakdown.unit })}</span>
          </h2>
        </div>
        <BreakdownPicker period={period} view={view}>
          <Segmented<TradeBreakdownBy> aria-label={by.label} options={by.options} value={view.by} onChange={view.setBy} data-testid="breakdown-by" />
        </BreakdownPicker>
        <MonthBars breakdown={breakdown} monthKey={period.key} view={view} noteClassName={styles.note} />
        <p className={styles.note}>{t('industry.trade.breakdownHint')}</p>
      </section>
      <BreakdownTable breakdown={breakdown} year={period.year} view={view} />
    </>
  );
}

export default function BreakdownPanel({ view }: { view: TradeView }) {
  const req = useTradeBreakdown(view.by);
  return (
    <AsyncView of={req} isEmpty={(d) => d.items.length === 0}>
      {(breakdown) => <Loaded breakdown={breakdown} view={view} />}
    </AsyncView>
  );
}
