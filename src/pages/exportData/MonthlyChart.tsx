/** Monthly export and import (bars or lines) with their YoY on the second axis. */
import { useT } from '@/hooks/useT';
import { Segmented } from 'antd';
import { useMemo } from 'react';
import EChart from '@/components/charts/EChart';
import { tradeMonthsOption } from '@/components/industry/chartOptions';
import { monthLabel } from '@/domain/industry';
import styles from '@/components/industry/page.less';
import { TRADE_RANGES } from '@/domain/range';
import RangePresets from '@/components/industry/RangePresets';
import type { useTradeView } from '@/hooks/industry';
import type { TradeChartKind } from '@/views/industry';
import type { TradeMonth } from '@/types/webapi';
import { formatNumber } from '@/utils/format';

interface Props {
  months: TradeMonth[];
  unit: string;
  view: ReturnType<typeof useTradeView>;
}

export default function MonthlyChart({ months, unit, view }: Props) {
  const { t, intl } = useT();
  const option = useMemo(
    () =>
      tradeMonthsOption(months, {
        kind: view.chart,
        unit,
        labels: {
          export: t('industry.trade.export'),
          import: t('industry.trade.import'),
          exportYoY: t('industry.trade.exportYoY'),
          importYoY: t('industry.trade.importYoY'),
        },
        monthLabel: (key) => monthLabel(key, intl),
        format: (v) => formatNumber(v, intl.locale),
      }),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [months, unit, view.chart, intl.locale],
  );
  const first = months[0];
  const last = months[months.length - 1];
  return (
    <section className={styles.section} aria-labelledby="trade-chart-title">
      <div className={styles.sectionHead}>
        <h2 id="trade-chart-title">{t('industry.trade.chartTitle')}</h2>
        <div className={styles.tools}>
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
        ariaLabel={t('industry.trade.chartAria', {
          from: first ? monthLabel(first.month, intl) : '',
          to: last ? monthLabel(last.month, intl) : '',
          unit,
        })}
      />
      <p className={styles.note}>{t('industry.trade.chartHint', { unit })}</p>
    </section>
  );
}
