/** Monthly export and import (bars or lines) with their YoY on the second axis, whole or for one partner/category. */
import { Segmented } from 'antd';
import { useMemo } from 'react';
import EChart from '@/components/charts/EChart';
import { tradeMonthsOption } from '@/components/industry/chartOptions';
import styles from '@/components/industry/page.less';
import RangePresets from '@/components/industry/RangePresets';
import { TRADE_RANGES } from '@/domain/range';
import type { TradeRow } from '@/domain/trade';
import type { TradeView } from '@/hooks/industry';
import type { TradeChartKind } from '@/views/industry';
import { formatNumber } from '@/utils/format';
import FilterChip from './FilterChip';
import { useTradeText } from './useTradeText';

interface Props {
  rows: TradeRow[];
  unit: string;
  view: TradeView;
}

export default function MonthlyChart({ rows, unit, view }: Props) {
  const { t, intl, month, months, chartLabels, chartAria } = useTradeText();
  const option = useMemo(
    () =>
      tradeMonthsOption(rows, {
        kind: view.chart,
        unit,
        labels: chartLabels,
        monthLabel: month,
        format: (v) => formatNumber(v, intl.locale),
      }),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [rows, unit, view.chart, intl.locale],
  );
  const missing = rows.filter((r) => r.missing).map((r) => r.month);
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
      <EChart
        option={option}
        height={380}
        ariaLabel={chartAria(rows, unit, view.filter?.name)}
      />
      <p className={styles.note}>{t('industry.trade.chartHint', { unit })}</p>
      {missing.length > 0 && (
        <p className={styles.note} data-testid="trade-missing">
          {t('industry.trade.missingChartNote', { months: months(missing) })}
        </p>
      )}
    </section>
  );
}
