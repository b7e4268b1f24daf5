/**
 * A chart whose first view is plain SVG (TrendLine): its lines, axis and reference line, with no
 * chart engine, so the page paints without ECharts' load and first draw holding the main thread (a
 * phone's most of all). The full ECharts chart — zoom, tooltip, legend, PNG export — replaces it
 * when the visitor reaches for the chart: a pointer down on it (or, with `upgradeOnHover`, over
 * it), keyboard focus in it, the zoom button under it, or the page asking (`live`, e.g. for an
 * export). The SVG stays on top until ECharts has drawn, so the swap never shows an empty box; the
 * box's height is fixed. With no `first` (a view the SVG cannot draw, e.g. two price axes) ECharts
 * comes at once. `first` is TrendLine's props, or for another SVG chart (ComboChart) a function
 * drawing it in the height given. `data-chart` says which one is shown (svg / echarts).
 */
import '@/locales/areas/indices';
import { useT } from '@/hooks/useT';
import type { ECharts, EChartsOption } from 'echarts';
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import EChart from './EChart';
import TrendLine, { type TrendLineProps } from './TrendLine';
import styles from './SvgFirstChart.less';

export type FirstView = Pick<TrendLineProps, 'series' | 'labels' | 'reference' | 'locale' | 'formatValue' | 'formatTick' | 'marks'>;

export interface SvgFirstChartProps {
  /** The SVG first view (TrendLine's, or drawn by a function in the height given), or null for ECharts at once. */
  first: FirstView | ((height: number) => ReactNode) | null;
  /** The ECharts option, built only when ECharts is shown. */
  option: () => EChartsOption;
  height: number;
  ariaLabel: string;
  /** Room under the plot for ECharts' zoom slider: the first view shows a zoom button there. */
  zoomBand?: number;
  /** Show ECharts now (the page needs its instance). */
  live?: boolean;
  /** Desktop: a mouse over the chart brings ECharts (its tooltip follows the mouse). */
  upgradeOnHover?: boolean;
  onInit?: (chart: ECharts) => void;
}

export default function SvgFirstChart({ first, option: build, height, ariaLabel, zoomBand = 0, live: asked = false, upgradeOnHover = false, onInit }: SvgFirstChartProps) {
  const { t } = useT();
  const [wanted, setWanted] = useState(false);
  const [drawn, setDrawn] = useState(false);
  const live = wanted || asked || !first;
  const option = useMemo(() => (live ? build() : undefined), [live, build]);
  const want = useCallback(() => setWanted(true), []);
  const ready = useCallback(
    (chart: ECharts) => {
      setDrawn(true);
      onInit?.(chart);
    },
    [onInit],
  );

  return (
    <div
      className={styles.root}
      style={{ height }}
      onPointerDown={want}
      onPointerEnter={upgradeOnHover ? want : undefined}
      onFocus={want}
      data-chart={drawn || !first ? 'echarts' : 'svg'}
    >
      {first && !drawn && (
        <div className={styles.first} aria-hidden={live || undefined}>
          {typeof first === 'function' ? first(height - zoomBand) : <TrendLine {...first} height={height - zoomBand} ariaLabel={ariaLabel} />}
          {zoomBand > 0 && (
            <button type="button" className={styles.zoom} style={{ height: zoomBand - 12 }} onClick={want} data-testid="chart-zoom">
              {t('data.chart.zoom')}
            </button>
          )}
        </div>
      )}
      {option && <EChart option={option} height={height} ariaLabel={ariaLabel} onInit={ready} />}
    </div>
  );
}
