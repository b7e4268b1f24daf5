/**
 * The one ECharts registration: only the charts and components the portal uses, from
 * echarts/core so the bundle stays small. Imported by ./EChartCore (a lazy chunk) and by ./exportPng,
 * which registers the picture's own components on a first download.
 */
import { BarChart, LineChart } from 'echarts/charts';
import { DataZoomComponent, GridComponent, LegendComponent, MarkAreaComponent, MarkLineComponent, MarkPointComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';

echarts.use([
  LineChart,
  BarChart,
  GridComponent,
  TooltipComponent,
  LegendComponent,
  DataZoomComponent,
  MarkLineComponent,
  // Index charts: gaps with no release shaded, revised values ringed.
  MarkAreaComponent,
  MarkPointComponent,
  CanvasRenderer,
]);

export default echarts;
