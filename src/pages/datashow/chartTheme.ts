/**
 * Dark-theme pieces shared by the showcase charts. Colours match index.less (ECharts paints on a
 * canvas and cannot read CSS variables); up/down keep ≥ 4.5:1 contrast on the navy panels.
 */
export const DARK = {
  text: '#c9d6ea',
  strong: '#e6edf7',
  grid: 'rgba(159, 179, 209, 0.16)',
  axis: 'rgba(159, 179, 209, 0.45)',
  accent: '#4fc3ff',
  up: '#ff6b6b',
  down: '#52c41a',
  flat: '#b0bec5',
  export: '#4fa3ff',
  import: '#f5b942',
  tooltipBg: 'rgba(8, 20, 40, 0.95)',
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
