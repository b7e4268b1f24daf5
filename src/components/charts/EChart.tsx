/**
 * Charts load with the chart: ECharts is a separate chunk fetched the first time a chart
 * renders, so pages paint their text and tables first. A chart gets plain options, never fetches.
 */
import { lazy, Suspense } from 'react';
import { chart, market } from '@/theme/tokens';
import type { EChartCoreProps } from './EChartCore';

const EChartCore = lazy(() => import(/* webpackChunkName: "echarts" */ './EChartCore'));

export default function EChart(props: EChartCoreProps) {
  return (
    <Suspense fallback={<div style={{ height: props.height }} aria-busy="true" />}>
      <EChartCore {...props} />
    </Suspense>
  );
}

export type { EChartCoreProps as EChartProps };
/** Series palette and the market colours (red up, green down), from the theme tokens. */
export const CHART_COLORS = chart.series;
export const UP_COLOR = market.up;
export const DOWN_COLOR = market.down;
