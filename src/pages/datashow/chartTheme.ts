/**
 * Dark-theme pieces shared by the showcase charts. Colours are the `datashow` tokens that index.less
 * also uses (ECharts paints on a canvas and cannot read CSS variables); up/down keep ≥ 4.5:1
 * contrast on the navy panels.
 */
import { datashow } from '@/theme/tokens';

export const DARK = {
  text: datashow.chartText,
  strong: datashow.text,
  grid: datashow.grid,
  axis: datashow.axis,
  accent: datashow.accent,
  up: datashow.up,
  down: datashow.down,
  flat: datashow.flat,
  export: datashow.blue,
  import: datashow.amber,
  tooltipBg: datashow.tooltipBg,
  areaTop: datashow.areaTop,
  areaBottom: datashow.areaBottom,
} as const;

/** Chart text a little smaller than the body text, never below 10 px. */
export const chartFont = (fontSize: number, ratio = 0.8) => Math.max(10, Math.round(fontSize * ratio));

export const trendColor = (value: number | null | undefined) => (!value ? DARK.flat : value > 0 ? DARK.up : DARK.down);

/** Axis styling for a value or category axis at the screen's font size; `label` adds to axisLabel. */
export function darkAxis(fontSize: number, label: Record<string, unknown> = {}) {
  return {
    axisLabel: { color: DARK.text, fontSize: chartFont(fontSize), ...label },
    axisLine: { lineStyle: { color: DARK.axis } },
    axisTick: { show: false },
    splitLine: { lineStyle: { color: DARK.grid } },
  };
}

export function darkTooltip(fontSize: number) {
  return {
    backgroundColor: DARK.tooltipBg,
    borderColor: DARK.axis,
    textStyle: { color: DARK.strong, fontSize: chartFont(fontSize, 0.85) },
  };
}

export function darkLegend(fontSize: number) {
  return {
    textStyle: { color: DARK.text, fontSize: chartFont(fontSize) },
    itemWidth: fontSize,
    itemHeight: fontSize * 0.6,
  };
}
