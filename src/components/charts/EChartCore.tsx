// The ES module build: its CommonJS one (lib/) requires tslib as a whole, which kept every tslib helper
// in umi.js for all the app's chunks (webpack cannot tell what a require uses).
import ReactEChartsCore from 'echarts-for-react/esm/core';
import type { ECharts, EChartsOption } from 'echarts';
import echarts from './echarts';

export interface EChartCoreProps {
  option: EChartsOption;
  height: number | string;
  className?: string;
  /** Text alternative read by screen readers (the table beside the chart carries the data). */
  ariaLabel: string;
  onEvents?: Record<string, (params: any) => void>;
  /** Hands over the chart instance once it exists (image export); called again if it is re-created. */
  onInit?: (chart: ECharts) => void;
  /** Canvas pixels per CSS pixel, when it may change while the chart lives (a new value redraws it). */
  pixelRatio?: number;
}

export default function EChartCore({ option, height, className, ariaLabel, onEvents, onInit, pixelRatio }: EChartCoreProps) {
  return (
    <div role="img" aria-label={ariaLabel} className={className}>
      <ReactEChartsCore
        echarts={echarts}
        option={option}
        notMerge
        lazyUpdate
        style={{ height, width: '100%' }}
        onEvents={onEvents}
        onChartReady={onInit}
        opts={pixelRatio ? { renderer: 'canvas', devicePixelRatio: pixelRatio } : { renderer: 'canvas' }}
      />
    </div>
  );
}
