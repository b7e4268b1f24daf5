import ReactEChartsCore from 'echarts-for-react/lib/core';
import type { EChartsOption } from 'echarts';
import echarts from './echarts';

export interface EChartCoreProps {
  option: EChartsOption;
  height: number | string;
  className?: string;
  /** Text alternative read by screen readers (the table beside the chart carries the data). */
  ariaLabel: string;
  onEvents?: Record<string, (params: any) => void>;
}

export default function EChartCore({ option, height, className, ariaLabel, onEvents }: EChartCoreProps) {
  return (
    <div role="img" aria-label={ariaLabel} className={className}>
      <ReactEChartsCore
        echarts={echarts}
        option={option}
        notMerge
        lazyUpdate
        style={{ height, width: '100%' }}
        onEvents={onEvents}
        opts={{ renderer: 'canvas' }}
      />
    </div>
  );
}
