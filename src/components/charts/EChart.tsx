/**
 * Charts load with the chart: ECharts is a separate chunk fetched the first time a chart
 * renders, so pages paint their text and tables first. A chart gets plain options, never fetches.
 */
import { lazy, Suspense } from 'react';
import { chart, market } from '@/theme/tokens';
import type { EChartCoreProps } from './EChartCore';

const EChartCore = lazy(() => import(/* webpackChunkName: "echarts" */ './EChartCore'));
const EChartCoreWithPie = lazy(() => import('./pie').then(() => import(/* webpackChunkName: "echarts" */ './EChartCore')));

const hasPie = ({ series }: EChartCoreProps['option']) => [series].flat().some((s) => s?.type === 'pie');

export default function EChart(props: EChartCoreProps) {
  const Core = hasPie(props.option) ? EChartCoreWithPie : EChartCore;
  return (
    <Suspense fallback={<div style={{ height: props.height }} aria-busy="true" />}>
      <Core {...props} />
    </Suspense>
  );
}

export type { EChartCoreProps as EChartProps };
/** Series palette and the market colours (red up, green down), from the theme tokens. */
export const CHART_COLORS = chart.series;
export const UP_COLOR = market.up;
export const DOWN_COLOR = market.down;
