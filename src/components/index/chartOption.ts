/**
 * The one ECharts option builder for index lines (/data, /mobile/data). Lines use
 * CHART_COLORS; red/green are kept for changes. Long weekly series stay fast: no symbols, LTTB
 * sampling, no animation beyond a few hundred points.
 */
import type { EChartsOption, LineSeriesOption } from 'echarts';
import { CHART_COLORS } from '@/components/charts/EChart';
import { chart } from '@/theme/tokens';
import { formatNumber } from '@/utils/format';

export interface ChartLine {
  name: string;
  /** One value per category (null = no value in that period). */
  values: (number | null)[];
}

export interface IndexChartInput {
  /** Axis labels (period keys), ascending. */
  categories: string[];
  /** Readable period labels for the tooltip, same order as `categories`. */
  periodLabels: string[];
  lines: ChartLine[];
  /** A horizontal reference line: the base value, 100 for 环比/同比, or a 荣枯线. */
  reference?: { value: number; label: string };
  locale: string;
  /** Compact: small chart without legend and zoom (home, phones). */
  compact?: boolean;
  /**
   * Zoom: `full` = wheel/drag inside the chart plus a slider under it (desktop); `slider` only
   * (phones, where dragging inside the chart must keep scrolling the page).
   */
  zoom?: 'full' | 'slider';
}

const ANIMATION_LIMIT = 300;

export function buildIndexChartOption({
  categories,
  periodLabels,
  lines,
  reference,
  locale,
  compact = false,
  zoom,
}: IndexChartInput): EChartsOption {
  const showLegend = lines.length > 1;
  const series: LineSeriesOption[] = lines.map((line, i) => ({
    type: 'line',
    name: line.name,
    data: line.values,
    showSymbol: false,
    sampling: 'lttb',
    connectNulls: false,
    lineStyle: { width: compact ? 2 : 1.8 },
    color: CHART_COLORS[i % CHART_COLORS.length],
    emphasis: { focus: 'series' },
    ...(i === 0 && reference
      ? {
          markLine: {
            silent: true,
            symbol: 'none',
            lineStyle: { type: 'dashed', color: chart.reference, width: 1 },
            label: { formatter: reference.label, position: 'insideEndTop', color: chart.axisLabel },
            data: [{ yAxis: reference.value }],
          },
        }
      : {}),
  }));

  return {
    animation: categories.length * lines.length <= ANIMATION_LIMIT,
    grid: {
      left: 8,
      right: compact ? 8 : 24,
      top: showLegend ? 36 : 16,
      bottom: zoom ? (compact ? 44 : 56) : 8,
      containLabel: true,
    },
    legend: showLegend ? { top: 0, type: 'scroll' } : undefined,
    tooltip: {
      trigger: 'axis',
      confine: true,
      // Phones: a tap shows the period under the finger (a drag moves it) with a line to read it by.
      ...(compact ? { triggerOn: 'mousemove|click' as const, axisPointer: { type: 'line' as const, snap: true } } : {}),
      formatter: (params: unknown) => {
        const items = (Array.isArray(params) ? params : [params]) as {
          dataIndex: number;
          marker: string;
          seriesName: string;
          value: number | null;
        }[];
        if (!items.length) return '';
        const head = periodLabels[items[0].dataIndex] ?? categories[items[0].dataIndex] ?? '';
        const rows = items.map((it) => `${it.marker}${escapeHtml(it.seriesName)}　<b>${formatNumber(it.value, locale)}</b>`);
        return [escapeHtml(head), ...rows].join('<br/>');
      },
    },
    xAxis: {
      type: 'category',
      data: categories,
      boundaryGap: false,
      axisLabel: { color: chart.axisLabel, hideOverlap: true },
      axisLine: { lineStyle: { color: chart.axisLine } },
    },
    yAxis: {
      type: 'value',
      scale: true,
      axisLabel: { color: chart.axisLabel },
      splitLine: { lineStyle: { color: chart.splitLine } },
    },
    dataZoom: zoom
      ? [
          ...(zoom === 'full' ? [{ type: 'inside' as const, filterMode: 'none' as const }] : []),
          {
            type: 'slider' as const,
            filterMode: 'none' as const,
            height: compact ? 20 : 24,
            bottom: 8,
            labelFormatter: (i: number) => categories[i] ?? '',
          },
        ]
      : undefined,
    series,
  };
}

/** Series names come from the backend: never let them inject markup into the tooltip. */
function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}
