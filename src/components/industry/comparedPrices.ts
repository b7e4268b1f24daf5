/**
 * The compared-materials chart and its figures, shared by /priceTrend and its /mobile twin: the
 * lines on the chosen scale (one y axis per unit for prices, one 起点=100 axis when rebased, the
 * legend naming each unit, gaps left open) and each material's statistics over the range.
 */
import '@/locales/areas/industry';
import type { EChartsOption } from 'echarts';
import { rebased, type MaterialQuotes } from '@/domain/industry';
import { axisOfUnits, distinctUnits, periodStats, withGaps, type ChartScale, type PeriodStats } from '@/domain/materialStats';
import type { FirstView } from '@/components/charts/SvgFirstChart';
import type { Formatter } from '@/utils/errorText';
import { formatDate, formatNumber } from '@/utils/format';
import { priceLinesOption } from './chartOptions';

export function comparedPriceOption(
  shown: MaterialQuotes[],
  scale: ChartScale,
  o: { locale: string; rebasedUnit: string; rightAxis: string; compact?: boolean },
): EChartsOption {
  const units = shown.map((s) => s.material.unit);
  const axes = distinctUnits(units);
  const axisOf = axisOfUnits(units);
  // With several lines the legend says each one's unit (and which axis it reads on).
  const nameOf = (s: MaterialQuotes, i: number) =>
    shown.length < 2 ? s.material.name : `${s.material.name}（${s.material.unit}）${scale === 'price' && axisOf[i] > 0 ? o.rightAxis : ''}`;
  if (scale === 'rebased') {
    return priceLinesOption(
      shown.map((s, i) => ({ name: nameOf(s, i), points: withGaps(rebased(s.quotes), s.material.frequency) })),
      { units: [o.rebasedUnit], format: (v) => formatNumber(v, o.locale, 2), compact: o.compact, baseLine: 100 },
    );
  }
  return priceLinesOption(
    shown.map((s, i) => ({ name: nameOf(s, i), axis: axisOf[i], points: withGaps(s.quotes, s.material.frequency) })),
    { units: axes, format: (v) => formatNumber(v, o.locale, 0), compact: o.compact },
  );
}

/**
 * The chart's SVG first view (SvgFirstChart): one material's line on its own axis, gaps left open;
 * null for several lines (their dates and units differ: ECharts' time axis and second y axis).
 */
export function comparedPriceFirstView(shown: MaterialQuotes[], scale: ChartScale, o: { locale: string; rebasedUnit: string }): FirstView | null {
  if (shown.length !== 1) return null;
  const [s] = shown;
  const isRebased = scale === 'rebased';
  const points = withGaps(isRebased ? rebased(s.quotes) : s.quotes, s.material.frequency);
  if (!points.length) return null;
  return {
    series: [{ name: s.material.name, values: points.map((p) => p.price) }],
    labels: points.map((p) => formatDate(p.date, o.locale)),
    reference: isRebased ? { value: 100, label: o.rebasedUnit } : undefined,
    locale: o.locale,
    formatValue: (v) => formatNumber(v, o.locale, isRebased ? 2 : 0),
  };
}

export interface StatsRow {
  material: MaterialQuotes['material'];
  stats: PeriodStats;
}

/** The statistics of each shown material with quotes in the range (table, download and phone cards). */
export const statsRows = (shown: MaterialQuotes[]): StatsRow[] =>
  shown.flatMap((s) => {
    const stats = periodStats(s.quotes);
    return stats ? [{ material: s.material, stats }] : [];
  });

/** The rebased value of each shown material at the end of the range (100 = its first quote). */
export const rebasedEnd = (s: MaterialQuotes): number | null => {
  const line = rebased(s.quotes);
  return line.length ? line[line.length - 1].price : null;
};

/**
 * A currency code in the visitor's language (人民币 / Chinese Yuan), or the code itself. The usual
 * ones are messages (`industry.currency.*`): Intl.DisplayNames would start ICU, 100 ms of a phone's
 * first screen on /mobile/priceTrend (issue 23).
 */
export function currencyName(code: string, intl: Formatter & { locale: string }): string {
  const known = intl.messages?.[`industry.currency.${code}`];
  if (typeof known === 'string') return known;
  try {
    return new Intl.DisplayNames([intl.locale], { type: 'currency' }).of(code) ?? code;
  } catch {
    return code;
  }
}
