/** Companies per region as ranked bars (not a map of China: PRODUCT.md §3.7). */
import '@/locales/areas/datashow';
import { useT } from '@/hooks/useT';
import type { EChartsOption } from 'echarts';
import { useMemo } from 'react';
import type { DataShow } from '@/types/webapi';
import { axisStyle, chartFont, tooltipStyle, type Palette } from '../chartTheme';
import Panel, { PanelChart } from '../Panel';
import { useScreen } from '../screen';

type Region = DataShow['companiesByRegion'][number];

function barOption(regions: Region[], p: Palette, fontSize: number, seriesName: string): EChartsOption {
  return {
    grid: {
      left: fontSize * 0.5,
      right: fontSize * 2,
      top: fontSize * 0.25,
      bottom: fontSize * 0.25,
      containLabel: true,
    },
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' }, ...tooltipStyle(p, fontSize) },
    xAxis: { type: 'value', minInterval: 1, ...axisStyle(p, fontSize), axisLabel: { show: false } },
    yAxis: {
      type: 'category',
      inverse: true,
      data: regions.map((r) => r.region),
      ...axisStyle(p, fontSize, { interval: 0 }),
      splitLine: { show: false },
    },
    series: [
      {
        type: 'bar',
        name: seriesName,
        barMaxWidth: fontSize,
        data: regions.map((r) => r.count),
        itemStyle: { color: p.accent, borderRadius: [0, fontSize / 4, fontSize / 4, 0] },
        label: { show: true, position: 'right', color: p.text, fontSize: chartFont(fontSize) },
      },
    ],
  };
}

export default function Regions({ regions, className }: { regions: Region[]; className?: string }) {
  const { t } = useT();
  const { fontSize, palette } = useScreen();
  const ranked = useMemo(() => [...regions].sort((a, b) => b.count - a.count), [regions]);
  const seriesName = t('datashow.regions.count');
  const option = useMemo(() => barOption(ranked, palette, fontSize, seriesName), [ranked, palette, fontSize, seriesName]);

  return (
    <Panel
      title={t('datashow.regions.title')}
      className={className}
      empty={!ranked.length}
      testId="datashow-regions"
    >
      <PanelChart
        option={option}
        ariaLabel={t('datashow.regions.chartLabel', {
          list: ranked.map((r) => `${r.region} ${r.count}`).join(t('datashow.separator')),
        })}
      />
    </Panel>
  );
}
