/**
 * ECharts options of the industry pages, built from plain arrays: one builder per chart, used by
 * the desktop page and its /mobile twin alike (`compact` tightens the layout for a phone).
 * Labels arrive already translated, so this module knows nothing about locales.
 */
import type { EChartsOption } from 'echarts';
import type { ComboChartProps } from '@/components/charts/ComboChart';
import { CHART_COLORS } from '@/components/charts/EChart';
import { chart } from '@/theme/tokens';
import type { TradeMonth } from '@/types/webapi';

type Fmt = (value: number) => string;

const AXIS_LABEL = { color: chart.axisLabel };
/** Locale-neutral date labels on time axes (ECharts' defaults are English month names). */
const TIME_LABELS = { year: '{yyyy}', month: '{yyyy}-{MM}', day: '{MM}-{dd}' };

// ---------------------------------------------------------------- raw-material prices

export interface PriceLine {
  /** Legend name; it states the line's unit when compared lines differ. */
  name: string;
  /** A null price is a gap: the line breaks there. */
  points: { date: string; price: number | null }[];
  /** Unit of the tooltip value; `o.units[axis]` when absent. */
  unit?: string;
  /** y axis: 0 left (default), 1 right (a second unit). */
  axis?: number;
}

/**
 * Price lines on a time axis, one y axis per unit in `o.units` (two at most: left, right). Rebased
 * lines share one axis named by the caller (起点=100) with a reference line at 100.
 */
export function priceLinesOption(
  lines: PriceLine[],
  o: { units: string[]; format: Fmt; compact?: boolean; baseLine?: number },
): EChartsOption {
  const legend = lines.length > 1;
  const twoAxes = o.units.length > 1;
  return {
    color: CHART_COLORS,
    animationDuration: 300,
    tooltip: { trigger: 'axis' },
    legend: legend ? { top: 0, type: 'scroll' } : undefined,
    grid: { left: 8, right: o.compact && !twoAxes ? 12 : 24, top: legend ? 40 : 28, bottom: o.compact ? 48 : 60, containLabel: true },
    xAxis: { type: 'time', axisLabel: { ...AXIS_LABEL, hideOverlap: true, formatter: TIME_LABELS } },
    yAxis: o.units.map((unit, i) => ({
      type: 'value' as const,
      scale: true,
      name: unit,
      nameTextStyle: AXIS_LABEL,
      axisLabel: AXIS_LABEL,
      position: i === 0 ? ('left' as const) : ('right' as const),
      // One grid is enough: the right axis' lines would cross the left one's.
      splitLine: i === 0 ? undefined : { show: false },
    })),
    dataZoom: [
      { type: 'inside' },
      { type: 'slider', height: 20, bottom: 8, labelFormatter: '' },
    ],
    series: lines.map((l, i) => {
      const unit = l.unit ?? o.units[l.axis ?? 0] ?? '';
      return {
        type: 'line' as const,
        name: l.name,
        yAxisIndex: l.axis ?? 0,
        showSymbol: false,
        sampling: 'lttb' as const,
        connectNulls: false,
        data: l.points.map((p) => [p.date, p.price]),
        tooltip: { valueFormatter: (v: unknown) => (v === null || v === undefined ? '—' : `${o.format(Number(v))} ${unit}`) },
        markLine:
          o.baseLine !== undefined && i === 0
            ? { silent: true, symbol: 'none', label: { show: false }, lineStyle: { color: chart.axisLabel, type: 'dashed' as const }, data: [{ yAxis: o.baseLine }] }
            : undefined,
      };
    }),
  };
}

// ---------------------------------------------------------------- trade

export interface TradeLabels {
  export: string;
  import: string;
  exportYoY: string;
  importYoY: string;
}

/** A month of the trade chart: null values (an unpublished month) are gaps, never zeros. */
type TradeChartMonth = Pick<TradeMonth, 'month' | 'exportYoY' | 'importYoY'> & { exportValue: number | null; importValue: number | null };

type TradeOptions = { kind: 'bar' | 'line'; unit: string; labels: TradeLabels; monthLabel: (key: string) => string; format: Fmt; compact?: boolean };

/**
 * The chart's four series, for ECharts and for the SVG first view alike: export and import values
 * on the left axis, their YoY rates on the right. On a phone the import YoY starts switched off in
 * the legend: four series at once crowd it.
 */
function tradeSeries(months: TradeChartMonth[], o: TradeOptions) {
  const of = (name: string, pick: (m: TradeChartMonth) => number | null, color: string, hidden = false) => ({ name, values: months.map(pick), color, hidden });
  return {
    values: [of(o.labels.export, (m) => m.exportValue, CHART_COLORS[0]), of(o.labels.import, (m) => m.importValue, CHART_COLORS[1])],
    rates: [of(o.labels.exportYoY, (m) => m.exportYoY, CHART_COLORS[2]), of(o.labels.importYoY, (m) => m.importYoY, CHART_COLORS[4], !!o.compact)],
  };
}

export function tradeMonthsOption(months: TradeChartMonth[], o: TradeOptions): EChartsOption {
  const { values, rates } = tradeSeries(months, o);
  return {
    animationDuration: 300,
    tooltip: { trigger: 'axis' },
    legend: { top: 0, type: 'scroll', selected: Object.fromEntries(rates.map((r) => [r.name, !r.hidden])) },
    grid: { left: 8, right: 8, top: o.compact ? 32 : 48, bottom: o.compact ? 48 : 60, containLabel: true },
    xAxis: { type: 'category', data: months.map((m) => o.monthLabel(m.month)), axisLabel: AXIS_LABEL },
    // On a phone the legend needs the top row; the unit is printed beside the chart instead.
    yAxis: [
      { type: 'value', name: o.compact ? undefined : o.unit, nameTextStyle: AXIS_LABEL, axisLabel: AXIS_LABEL },
      // No room for the axis name on a phone: each label carries its %.
      { type: 'value', name: o.compact ? undefined : '%', nameTextStyle: AXIS_LABEL, axisLabel: o.compact ? { ...AXIS_LABEL, formatter: '{value}%' } : AXIS_LABEL, splitLine: { show: false } },
    ],
    dataZoom: [{ type: 'inside' }, { type: 'slider', height: 20, bottom: 8, labelFormatter: '' }],
    series: [
      ...values.map((v) => ({
        type: o.kind,
        name: v.name,
        color: v.color,
        showSymbol: false,
        data: v.values,
        tooltip: { valueFormatter: (x: unknown) => (x === null || x === undefined || x === '-' ? '—' : `${o.format(Number(x))} ${o.unit}`) },
      })),
      ...rates.map((r) => ({
        type: 'line' as const,
        name: r.name,
        color: r.color,
        yAxisIndex: 1,
        showSymbol: false,
        lineStyle: { type: 'dashed' as const, width: 1.5 },
        data: r.values,
        tooltip: { valueFormatter: (x: unknown) => (x === null || x === undefined ? '—' : `${Number(x).toFixed(2)}%`) },
      })),
    ],
  };
}

/** The same chart as plain SVG (ComboChart): what the phone shows until the visitor reaches for it. */
export function tradeMonthsFirstView(
  months: TradeChartMonth[],
  o: TradeOptions & { formatTick: (value: number, decimals: number) => string },
): Omit<ComboChartProps, 'height' | 'ariaLabel'> {
  const { values, rates } = tradeSeries(months, o);
  return {
    kind: o.kind,
    left: values,
    right: rates,
    labels: months.map((m) => o.monthLabel(m.month)),
    formatLeft: o.formatTick,
    formatRight: (v, d) => `${o.formatTick(v, d)}%`,
  };
}
