/**
 * The one ECharts option builder for index lines (/data, /mobile/data). Lines use
 * CHART_COLORS; red/green are kept for changes. Long weekly series stay fast: no symbols, LTTB
 * sampling, no animation beyond a few hundred points.
 */
import type { EChartsOption, LineSeriesOption } from 'echarts';
import { CHART_COLORS } from '@/components/charts/EChart';
import { notesAt, type ChartMarks } from '@/components/charts/marks';
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
  /** Gaps shaded, classification changes ruled, revised values flagged; their notes in the tooltip. */
  marks?: ChartMarks;
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
  marks,
}: IndexChartInput): EChartsOption {
  const showLegend = lines.length > 1;
  const rules = (marks?.rules ?? []).map((r) => ({
    xAxis: categories[r.at],
    lineStyle: { type: 'dashed' as const, color: chart.rule, width: 1 },
    label: { show: false },
  }));
  const series: LineSeriesOption[] = lines.map((line, i) => {
    const color = CHART_COLORS[i % CHART_COLORS.length];
    const flags = (marks?.flags ?? []).filter((f) => f.line === i && line.values[f.at] !== null);
    return {
      type: 'line',
      name: line.name,
      data: line.values,
      showSymbol: false,
      // LTTB sampling could drop a flagged point's neighbourhood; the marks are drawn on their own.
      sampling: 'lttb',
      connectNulls: false,
      lineStyle: { width: compact ? 2 : 1.8 },
      color,
      emphasis: { focus: 'series' },
      ...(flags.length
        ? {
            markPoint: {
              symbol: 'circle',
              symbolSize: 9,
              itemStyle: { color: '#fff', borderColor: color, borderWidth: 2 },
              label: { show: false },
              data: flags.map((f) => ({ name: f.note, coord: [categories[f.at], line.values[f.at]!] })),
            },
          }
        : {}),
      ...(i === 0 && (reference || rules.length)
        ? {
            markLine: {
              silent: true,
              symbol: 'none',
              lineStyle: { type: 'dashed', color: chart.reference, width: 1 },
              label: { formatter: reference?.label ?? '', position: 'insideEndTop', color: chart.axisLabel },
              data: [...(reference ? [{ yAxis: reference.value }] : []), ...rules],
            },
          }
        : {}),
      ...(i === 0 && marks?.bands.length
        ? {
            markArea: {
              silent: true,
              itemStyle: { color: chart.band },
              data: marks.bands.map((b) => [{ xAxis: categories[b.from] }, { xAxis: categories[b.to] }] as [{ xAxis: string }, { xAxis: string }]),
            },
          }
        : {}),
    };
  });

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
        const notes = notesAt(marks, items[0].dataIndex).map((n) => `<span style="display:inline-block;max-width:280px;white-space:normal;color:${chart.axisLabel}">${escapeHtml(n)}</span>`);
        return [escapeHtml(head), ...rows, ...notes].join('<br/>');
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
