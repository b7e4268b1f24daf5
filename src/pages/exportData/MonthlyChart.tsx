/** Monthly export and import (bars or lines) with their YoY on the second axis, whole or for one partner/category. */
import '@/locales/areas/industry';
import { Segmented } from 'antd';
import styles from '@/components/industry/page.less';
import RangePresets from '@/components/industry/RangePresets';
import { TRADE_RANGES } from '@/domain/range';
import type { TradeRow } from '@/domain/trade';
import type { TradeView } from '@/hooks/industry';
import type { TradeChartKind } from '@/views/industry';
import FilterChip from './FilterChip';
import TradeMonthsChart from './TradeMonthsChart';
import { useTradeText } from './useTradeText';

interface Props {
  rows: TradeRow[];
  unit: string;
  view: TradeView;
}

export default function MonthlyChart({ rows, unit, view }: Props) {
  const { t } = useTradeText();
  const title = view.filter ? t('industry.trade.chartTitleOf', { name: view.filter.name }) : t('industry.trade.chartTitle');
  return (
    <section className={styles.section} aria-labelledby="trade-chart-title">
      <div className={styles.sectionHead}>
        <h2 id="trade-chart-title">{title}</h2>
        <div className={styles.tools}>
          <FilterChip view={view} />
          <Segmented<TradeChartKind>
            aria-label={t('industry.trade.chartKind')}
            options={[
              { value: 'bar', label: t('industry.trade.bar') },
              { value: 'line', label: t('industry.trade.line') },
            ]}
            value={view.chart}
            onChange={view.setChart}
          />
          <RangePresets presets={TRADE_RANGES} value={view.range} onChange={view.setRange} />
        </div>
      </div>
      <TradeMonthsChart rows={rows} unit={unit} view={view} height={380} noteClassName={styles.note} />
    </section>
  );
}
