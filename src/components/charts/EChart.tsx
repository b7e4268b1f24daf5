/**
 * Charts load with the chart: ECharts is a separate chunk fetched the first time a chart
 * renders, so pages paint their text and tables first. A chart gets plain options, never fetches.
 */
import { lazy, Suspense } from 'react';
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
/** Red up, green down: the market colours charts use too. */
export const CHART_COLORS = ['#b3261e', '#1f5fa8', '#d48806', '#722ed1', '#08979c', '#c41d7f', '#595959'];
export const UP_COLOR = '#cf1322';
export const DOWN_COLOR = '#237804';
