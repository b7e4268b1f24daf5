/**
 * 「下载图片」 of an ECharts chart: the chart's own PNG export (getDataURL), with its title, period
 * and source drawn in by ECharts itself. A copy of the chart is drawn offscreen at the same size and
 * pixel ratio from the live chart's current option (so zoom and series are what the visitor sees),
 * with room made at the top for the title and at the bottom for the source; the zoom slider is left
 * out. Loaded on the first click only: Title and Graphic are registered here, not in ./echarts, so
 * no page's first load grows.
 */
import type { ECharts, EChartsOption } from 'echarts';
import { GraphicComponent, TitleComponent } from 'echarts/components';
import { chart as chartColors, text as textColors } from '@/theme/tokens';
import { save } from '@/utils/download';
import echarts from './echarts';

echarts.use([TitleComponent, GraphicComponent]);

export interface ChartImageText {
  title: string;
  /** The period or range the chart shows. */
  subtitle: string;
  /** 数据来源：… */
  source: string;
}

const TITLE_BAND = 52;
const SOURCE_BAND = 28;

type Part = Record<string, unknown>;
const partsOf = (v: unknown): Part[] => (Array.isArray(v) ? v : v ? [v] : []) as Part[];

/** The PNG (a data URL) of `chart` as shown, `chart.getWidth()` × `getHeight()` × devicePixelRatio. */
export function chartImage(chart: ECharts, words: ChartImageText): string {
  const width = chart.getWidth();
  const height = chart.getHeight();
  const pixelRatio = window.devicePixelRatio || 1;
  const current = chart.getOption() as Part;
  const [grid = {}] = partsOf(current.grid);
  const option: EChartsOption = {
    ...(current as EChartsOption),
    animation: false,
    title: {
      text: words.title,
      subtext: words.subtitle,
      left: 8,
      top: 4,
      itemGap: 6,
      textStyle: { color: textColors.heading, fontSize: 16, fontWeight: 600 },
      subtextStyle: { color: textColors.secondary, fontSize: 12 },
    },
    legend: partsOf(current.legend).map((l) => ({ ...l, top: TITLE_BAND })),
    grid: { ...grid, top: (Number(grid.top) || 16) + TITLE_BAND, bottom: SOURCE_BAND + 4 },
    // Keep the zoom window; leave the slider (a control, not data) out of the picture.
    dataZoom: partsOf(current.dataZoom).map((z) => (z.type === 'slider' ? { ...z, show: false } : z)),
    graphic: [{ type: 'text', left: 8, bottom: 8, style: { text: words.source, fill: chartColors.axisLabel, fontSize: 12 } }],
  };
  const host = document.createElement('div');
  const copy = echarts.init(host, undefined, { width, height, devicePixelRatio: pixelRatio, renderer: 'canvas' });
  try {
    copy.setOption(option);
    return copy.getDataURL({ type: 'png', pixelRatio, backgroundColor: '#ffffff' });
  } finally {
    copy.dispose();
  }
}

/** Save a data URL as a file (through a Blob: long data URLs fail as link targets in some browsers). */
export function saveDataUrl(dataUrl: string, fileName: string) {
  const [head, body] = dataUrl.split(',');
  const mime = /data:([^;]+)/.exec(head)?.[1] ?? 'image/png';
  const bytes = Uint8Array.from(atob(body), (c) => c.charCodeAt(0));
  save(new Blob([bytes], { type: mime }), fileName);
}

export function downloadChartImage(chart: ECharts, words: ChartImageText, fileName: string) {
  saveDataUrl(chartImage(chart, words), fileName);
}
