/** Monthly exports and imports of the last 24 months as grouped bars. */
import '@/locales/areas/datashow';
import { translator, useT } from '@/hooks/useT';
import type { EChartsOption } from 'echarts';
import { useMemo } from 'react';
import type { DataShow, TradeMonth } from '@/types/webapi';
import { formatNumber } from '@/utils/format';
import { axisStyle, legendStyle, tooltipStyle, type Palette } from '../chartTheme';
import Panel, { PanelChart, asList } from '../Panel';
import { useScreen } from '../screen';

const MONTHS_SHOWN = 24;

type Intl = ReturnType<typeof useT>['intl'];

const monthLabel = (month: string, intl: Intl) => {
  const [year, m] = month.split('-').map(Number);
  return translator(intl)('common.month', { year, month: m });
};

function barOption(months: TradeMonth[], p: Palette, fontSize: number, intl: Intl): EChartsOption {
  const t = translator(intl);
  return {
    color: [p.blue, p.amber],
    legend: { top: 0, right: 0, ...legendStyle(p, fontSize) },
    grid: {
      left: fontSize * 0.5,
      right: fontSize * 0.5,
      top: fontSize * 1.8,
      bottom: fontSize * 0.25,
      containLabel: true,
    },
    tooltip: {
      trigger: 'axis',
      axisPointer: { type: 'shadow' },
      ...tooltipStyle(p, fontSize),
      valueFormatter: (v) => formatNumber(Number(v), intl.locale, 0),
    },
    // YYYY-MM on the tooltip, YY-MM on the axis.
    xAxis: {
      type: 'category',
      data: months.map((m) => m.month),
      ...axisStyle(p, fontSize, { formatter: (v: string) => v.slice(2) }),
    },
    yAxis: { type: 'value', ...axisStyle(p, fontSize) },
    series: [
      { type: 'bar', name: t('datashow.trade.export'), data: months.map((m) => m.exportValue), barGap: '10%' },
      { type: 'bar', name: t('datashow.trade.import'), data: months.map((m) => m.importValue) },
    ],
  };
}

export default function Trade({ trade, className }: { trade: DataShow['trade']; className?: string }) {
  const { t, intl } = useT();
  const { fontSize, palette } = useScreen();
  const months = useMemo(() => asList(trade?.months).slice(-MONTHS_SHOWN), [trade]);
  const option = useMemo(() => barOption(months, palette, fontSize, intl), [months, palette, fontSize, intl]);
  const unit = trade?.unit ?? '';
  const latest = months[months.length - 1];
  const n = (v: number) => formatNumber(v, intl.locale, 0);
  const sum = (pick: (m: TradeMonth) => number) => months.reduce((acc, m) => acc + pick(m), 0);

  return (
    <Panel
      title={t('datashow.trade.title')}
      extra={unit && t('datashow.unitLabel', { unit })}
      className={className}
      empty={!latest}
      testId="datashow-trade"
    >
      {latest && (
        <PanelChart
          option={option}
          ariaLabel={t('datashow.trade.chartLabel', {
            count: months.length,
            unit,
            month: monthLabel(latest.month, intl),
            export: n(latest.exportValue),
            import: n(latest.importValue),
            exportTotal: n(sum((m) => m.exportValue)),
            importTotal: n(sum((m) => m.importValue)),
          })}
        />
      )}
    </Panel>
  );
}
