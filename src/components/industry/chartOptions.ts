/**
 * ECharts options of the industry pages, built from plain arrays: one builder per chart, used by
 * the desktop page and its /mobile twin alike (`compact` tightens the layout for a phone).
 * Labels arrive already translated, so this module knows nothing about locales.
 */
import type { EChartsOption } from 'echarts';
import { CHART_COLORS } from '@/components/charts/EChart';
import { chart } from '@/theme/tokens';
import type { TradeMonth } from '@/types/webapi';

type Fmt = (value: number) => string;

const AXIS_LABEL = { color: chart.axisLabel };
/** Locale-neutral date labels on time axes (ECharts' defaults are English month names). */
const TIME_LABELS = { year: '{yyyy}', month: '{yyyy}-{MM}', day: '{MM}-{dd}' };

// ---------------------------------------------------------------- raw-material prices

export interface PriceLine {
  name: string;
  points: { date: string; price: number }[];
}

export function priceLinesOption(lines: PriceLine[], o: { unit: string; format: Fmt; compact?: boolean }): EChartsOption {
  const legend = lines.length > 1;
  return {
    color: CHART_COLORS,
    animationDuration: 300,
    tooltip: { trigger: 'axis', valueFormatter: (v) => `${o.format(Number(v))} ${o.unit}` },
    legend: legend ? { top: 0, type: 'scroll' } : undefined,
    grid: { left: 8, right: o.compact ? 12 : 24, top: legend ? 40 : 28, bottom: o.compact ? 48 : 60, containLabel: true },
    xAxis: { type: 'time', axisLabel: { ...AXIS_LABEL, hideOverlap: true, formatter: TIME_LABELS } },
    yAxis: { type: 'value', scale: true, name: o.unit, nameTextStyle: AXIS_LABEL, axisLabel: AXIS_LABEL },
    dataZoom: [
      { type: 'inside' },
      { type: 'slider', height: 20, bottom: 8, labelFormatter: '' },
    ],
    series: lines.map((l) => ({
      type: 'line',
      name: l.name,
      showSymbol: false,
      sampling: 'lttb',
      data: l.points.map((p) => [p.date, p.price]),
    })),
  };
}

// ---------------------------------------------------------------- trade

export interface TradeLabels {
  export: string;
  import: string;
  exportYoY: string;
  importYoY: string;
}

export function tradeMonthsOption(
  months: TradeMonth[],
  o: { kind: 'bar' | 'line'; unit: string; labels: TradeLabels; monthLabel: (key: string) => string; format: Fmt; compact?: boolean },
): EChartsOption {
  const valueSeries = (name: string, pick: (m: TradeMonth) => number, color: string) => ({
    type: o.kind,
    name,
    color,
    showSymbol: false,
    data: months.map(pick),
    tooltip: { valueFormatter: (v: unknown) => `${o.format(Number(v))} ${o.unit}` },
  });
  const yoySeries = (name: string, pick: (m: TradeMonth) => number | null, color: string) => ({
    type: 'line' as const,
    name,
    color,
    yAxisIndex: 1,
    showSymbol: false,
    lineStyle: { type: 'dashed' as const, width: 1.5 },
    data: months.map(pick),
    tooltip: { valueFormatter: (v: unknown) => (v === null || v === undefined ? '—' : `${Number(v).toFixed(2)}%`) },
  });
  return {
    animationDuration: 300,
    tooltip: { trigger: 'axis' },
    legend: {
      top: 0,
      type: 'scroll',
      // The import YoY line is there on demand: four series at once crowd a phone.
      selected: { [o.labels.importYoY]: !o.compact },
    },
    grid: { left: 8, right: 8, top: o.compact ? 32 : 48, bottom: o.compact ? 48 : 60, containLabel: true },
    xAxis: { type: 'category', data: months.map((m) => o.monthLabel(m.month)), axisLabel: AXIS_LABEL },
    // On a phone the legend needs the top row; the unit is printed beside the chart instead.
    yAxis: [
      { type: 'value', name: o.compact ? undefined : o.unit, nameTextStyle: AXIS_LABEL, axisLabel: AXIS_LABEL },
      { type: 'value', name: o.compact ? undefined : '%', nameTextStyle: AXIS_LABEL, axisLabel: AXIS_LABEL, splitLine: { show: false } },
    ],
    dataZoom: [{ type: 'inside' }, { type: 'slider', height: 20, bottom: 8, labelFormatter: '' }],
    series: [
      valueSeries(o.labels.export, (m) => m.exportValue, CHART_COLORS[0]),
      valueSeries(o.labels.import, (m) => m.importValue, CHART_COLORS[1]),
      yoySeries(o.labels.exportYoY, (m) => m.exportYoY, CHART_COLORS[2]),
      yoySeries(o.labels.importYoY, (m) => m.importYoY, CHART_COLORS[4]),
    ],
  };
}

/** Horizontal bars, largest on top: trade partners (PRODUCT.md §3.7: ranked charts, not maps). */
export function rankedBarsOption(
  names: string[],
  series: { name: string; values: number[] }[],
  o: { unit: string; format: Fmt; compact?: boolean },
): EChartsOption {
  return {
    color: CHART_COLORS,
    animationDuration: 300,
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' }, valueFormatter: (v) => `${o.format(Number(v))} ${o.unit}` },
    legend: series.length > 1 ? { top: 0 } : undefined,
    grid: { left: 8, right: o.compact ? 16 : 32, top: series.length > 1 ? 32 : 8, bottom: 8, containLabel: true },
    // The unit is in the heading and the tooltip: an axis name would be clipped at the end of the axis.
    xAxis: { type: 'value', axisLabel: { ...AXIS_LABEL, hideOverlap: true } },
    yAxis: { type: 'category', inverse: true, data: names, axisLabel: { ...AXIS_LABEL, width: o.compact ? 72 : 120, overflow: 'truncate' } },
    series: series.map((s) => ({ type: 'bar', name: s.name, data: s.values, barMaxWidth: 18 })),
  };
}

/** Shares of a whole (product groups of the export). */
export function sharePieOption(items: { name: string; value: number }[], o: { unit: string; format: Fmt; compact?: boolean }): EChartsOption {
  return {
    color: CHART_COLORS,
    animationDuration: 300,
    tooltip: { trigger: 'item', valueFormatter: (v) => `${o.format(Number(v))} ${o.unit}` },
    series: [
      {
        type: 'pie',
        radius: o.compact ? ['35%', '62%'] : ['40%', '68%'],
        label: { formatter: '{b}\n{d}%', color: chart.label, fontSize: o.compact ? 11 : 12 },
        data: items,
      },
    ],
  };
}
