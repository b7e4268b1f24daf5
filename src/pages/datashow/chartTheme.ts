/**
 * The showcase's two palettes and the chart styling built from them. One palette feeds both the
 * CSS (as variables on the screen's root, `paletteVariables`) and ECharts (which paints on a canvas
 * and cannot read CSS variables). Dark is the `datashow` tokens of src/theme/tokens.ts; light is for
 * bright halls. Text colours keep ≥ 4.5:1 on their background, panel and table head in both.
 */
import type { CSSProperties } from 'react';
import { datashow } from '@/theme/tokens';
import type { DataShowTheme } from '@/views/datashow';

export interface Palette {
  /** Around the 16:9 stage when the window's aspect differs (letterbox / pillarbox). */
  bars: string;
  bg: string;
  panel: string;
  tableHead: string;
  border: string;
  /** Hex: also used with transparency for hairlines and chips. */
  line: string;
  title: string;
  text: string;
  chartText: string;
  muted: string;
  /** Hex: also used with transparency for glows and value bars. */
  accent: string;
  /** Hex: also used with transparency for the background grid and tiles. */
  blue: string;
  amber: string;
  up: string;
  down: string;
  flat: string;
  grid: string;
  axis: string;
  tooltipBg: string;
  areaTop: string;
  areaBottom: string;
}

export const DARK: Palette = {
  bars: '#050c18',
  bg: datashow.bg,
  panel: datashow.panel,
  tableHead: datashow.tableHead,
  border: datashow.border,
  line: datashow.line,
  title: datashow.title,
  text: datashow.text,
  chartText: datashow.chartText,
  muted: datashow.muted,
  accent: datashow.accent,
  blue: datashow.blue,
  amber: datashow.amber,
  up: datashow.up,
  down: datashow.down,
  flat: datashow.flat,
  grid: datashow.grid,
  axis: datashow.axis,
  tooltipBg: datashow.tooltipBg,
  areaTop: datashow.areaTop,
  areaBottom: datashow.areaBottom,
};

/** Contrast on bg / white panel / table head: text 13.0 / 14.6 / 12.2, muted 6.2 / 7.0 / 5.8, up 5.2 / 5.9 / 4.9, down 5.3 / 6.0 / 5.0. */
export const LIGHT: Palette = {
  bars: '#cfd8e3',
  bg: '#eef2f7',
  panel: '#ffffff',
  tableHead: '#e4ebf4',
  border: 'rgba(23, 101, 196, 0.28)',
  line: '#4a5a72',
  title: '#0b1a33',
  text: '#1b2940',
  chartText: '#34445c',
  muted: '#4a5a72',
  accent: '#0b5fae',
  blue: '#1765c4',
  amber: '#8a5300',
  up: '#c8102e',
  down: '#137333',
  flat: '#5a6878',
  grid: 'rgba(52, 68, 92, 0.12)',
  axis: 'rgba(52, 68, 92, 0.45)',
  tooltipBg: 'rgba(255, 255, 255, 0.97)',
  areaTop: 'rgba(11, 95, 174, 0.25)',
  areaBottom: 'rgba(11, 95, 174, 0.02)',
};

export const PALETTES: Record<DataShowTheme, Palette> = { dark: DARK, light: LIGHT };

/** `#4fa3ff` → `79, 163, 255`, for `rgba(var(--ds-blue-rgb), 0.06)` in the Less. */
const rgbOf = (hex: string) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)).join(', ');

/** The palette as the CSS variables index.less reads (and ChangeBadge's market colours). */
export function paletteVariables(p: Palette): CSSProperties {
  return {
    '--ds-bars': p.bars,
    '--ds-bg': p.bg,
    '--ds-panel': p.panel,
    '--ds-table-head': p.tableHead,
    '--ds-border': p.border,
    '--ds-title': p.title,
    '--ds-text': p.text,
    '--ds-muted': p.muted,
    '--ds-accent': p.accent,
    '--ds-amber': p.amber,
    '--ds-line-rgb': rgbOf(p.line),
    '--ds-accent-rgb': rgbOf(p.accent),
    '--ds-blue-rgb': rgbOf(p.blue),
    '--color-up': p.up,
    '--color-down': p.down,
    '--color-flat': p.flat,
  } as CSSProperties;
}

/**
 * Chart text: 0.875 of the screen's font, the smallest size the showcase uses (14 px at 1080p).
 * Not rounded: on a 1280-wide stage rounding down would fall below the same share.
 */
export const chartFont = (fontSize: number) => fontSize * 0.875;

/** Axis styling for a value or category axis at the screen's font size; `label` adds to axisLabel. */
export function axisStyle(p: Palette, fontSize: number, label: Record<string, unknown> = {}) {
  return {
    axisLabel: { color: p.chartText, fontSize: chartFont(fontSize), ...label },
    axisLine: { lineStyle: { color: p.axis } },
    axisTick: { show: false },
    splitLine: { lineStyle: { color: p.grid } },
  };
}

export function tooltipStyle(p: Palette, fontSize: number) {
  return {
    backgroundColor: p.tooltipBg,
    borderColor: p.axis,
    textStyle: { color: p.text, fontSize: chartFont(fontSize) },
  };
}

export function legendStyle(p: Palette, fontSize: number) {
  return {
    textStyle: { color: p.chartText, fontSize: chartFont(fontSize) },
    itemWidth: fontSize,
    itemHeight: fontSize * 0.6,
  };
}
