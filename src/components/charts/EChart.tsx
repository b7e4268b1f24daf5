/**
 * Charts load with the chart: ECharts is a separate chunk fetched the first time a chart
 * renders, so pages paint their text and tables first. A chart gets plain options, never fetches.
 */
import { lazy, Suspense, useEffect, useState } from 'react';
import { chart, market } from '@/theme/tokens';
import type { EChartCoreProps } from './EChartCore';

const EChartCore = lazy(() => import(/* webpackChunkName: "echarts" */ './EChartCore'));

/**
 * True from the first frame after mount. The ECharts chunk (~180 KB brotli) is requested only
 * then, so the page's numbers and text paint first instead of sharing a slow phone's bandwidth
 * and CPU with the chart engine.
 */
function usePainted(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let timer = 0;
    const frame = requestAnimationFrame(() => {
      timer = window.setTimeout(() => setPainted(true), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return painted;
}

export default function EChart(props: EChartCoreProps) {
  const painted = usePainted();
  const placeholder = <div style={{ height: props.height }} aria-busy="true" />;
  return painted ? (
    <Suspense fallback={placeholder}>
      <EChartCore {...props} />
    </Suspense>
  ) : (
    placeholder
  );
}

export type { EChartCoreProps as EChartProps };
/** Series palette and the market colours (red up, green down), from the theme tokens. */
export const CHART_COLORS = chart.series;
export const UP_COLOR = market.up;
export const DOWN_COLOR = market.down;
