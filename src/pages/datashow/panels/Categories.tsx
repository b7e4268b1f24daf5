/** Level-2 categories of the latest period ranked by their change on the previous period (%). */
import { useT } from '@/hooks/useT';
import type { EChartsOption } from 'echarts';
import { useMemo } from 'react';
import EChart from '@/components/charts/EChart';
import type { SnapshotRow } from '@/types/webapi';
import { formatSigned, trendOf } from '@/utils/format';
import { DARK, chartFont, darkAxis, darkTooltip, trendColor } from '../chartTheme';
import Panel, { ChartBox } from '../Panel';

function barOption(rows: SnapshotRow[], fontSize: number, locale: string): EChartsOption {
  const label = (v: number) => `${formatSigned(v, locale)}%`;
  return {
    grid: {
      left: fontSize * 0.5,
      right: fontSize * 3.5,
      top: fontSize * 0.25,
      bottom: fontSize * 0.25,
      containLabel: true,
    },
    tooltip: {
      trigger: 'axis',
      axisPointer: { type: 'shadow' },
      ...darkTooltip(fontSize),
      valueFormatter: (v) => label(Number(v)),
    },
    xAxis: { type: 'value', ...darkAxis(fontSize), axisLabel: { show: false } },
    // Highest first, read top to bottom.
    yAxis: {
      type: 'category',
      inverse: true,
      data: rows.map((r) => r.name),
      ...darkAxis(fontSize, { interval: 0 }),
      splitLine: { show: false },
    },
    series: [
      {
        type: 'bar',
        barMaxWidth: fontSize,
        data: rows.map((r) => ({ value: r.changePct ?? 0, itemStyle: { color: trendColor(r.changePct) } })),
        label: {
          show: true,
          position: 'right',
          color: DARK.strong,
          fontSize: chartFont(fontSize),
          formatter: (p: any) => label(p.value),
        },
      },
    ],
  };
}

export default function Categories({
  categories,
  fontSize,
  className,
}: {
  categories: SnapshotRow[];
  fontSize: number;
  className?: string;
}) {
  const { t, intl } = useT();
  const { locale } = intl;
  const ranked = useMemo(() => [...categories].sort((a, b) => (b.changePct ?? 0) - (a.changePct ?? 0)), [categories]);
  const option = useMemo(() => barOption(ranked, fontSize, locale), [ranked, fontSize, locale]);
  const count = { up: 0, down: 0, flat: 0 };
  ranked.forEach((r) => {
    count[trendOf(r.changePct)] += 1;
  });

  return (
    <Panel
      title={t('datashow.categories.title')}
      extra={t('datashow.categories.summary', count)}
      className={className}
      empty={!ranked.length}
      testId="datashow-categories"
    >
      <ChartBox>
        <EChart
          height="100%"
          option={option}
          ariaLabel={t('datashow.categories.chartLabel', {
            list: ranked.map((r) => `${r.name} ${formatSigned(r.changePct, locale)}%`).join(t('datashow.separator')),
          })}
        />
      </ChartBox>
    </Panel>
  );
}
