/**
 * The explorer's chart (/data, /mobile/data). Its first view is plain SVG (TrendLine): the lines of
 * the shown series, their axis and the reference line, with no chart engine, so the page paints
 * without ECharts' load and first draw holding the main thread (a phone's most of all). The full
 * ECharts chart — its zoom, tooltip and legend, the PNG export — replaces it when the visitor
 * reaches for the chart: a pointer down on it (or, with `upgradeOnHover`, over it), keyboard focus
 * in it, the zoom button under it, or the page asking (`live`, e.g. for the export). The SVG stays
 * on top until ECharts has drawn, so the swap never shows an empty box; the box's height is fixed.
 */
import { useT } from '@/hooks/useT';
import type { ECharts } from 'echarts';
import { useCallback, useMemo, useState } from 'react';
import EChart from '@/components/charts/EChart';
import TrendLine from '@/components/charts/TrendLine';
import { buildIndexChartOption, type IndexChartInput } from './chartOption';
import styles from './ExplorerChart.less';

export interface ExplorerChartProps {
  input: IndexChartInput;
  height: number;
  ariaLabel: string;
  /** Show ECharts now (the page needs its instance). */
  live?: boolean;
  /** Desktop: a mouse over the chart brings ECharts (its tooltip follows the mouse). */
  upgradeOnHover?: boolean;
  onInit?: (chart: ECharts) => void;
}

/** Room under the plot for the zoom slider (ECharts' grid leaves the same). */
const ZOOM_BAND = { compact: 36, full: 44 };

export default function ExplorerChart({ input, height, ariaLabel, live: asked = false, upgradeOnHover = false, onInit }: ExplorerChartProps) {
  const { t } = useT();
  const [wanted, setWanted] = useState(false);
  const [drawn, setDrawn] = useState(false);
  const live = wanted || asked;
  const option = useMemo(() => (live ? buildIndexChartOption(input) : undefined), [live, input]);
  const want = useCallback(() => setWanted(true), []);
  const ready = useCallback(
    (chart: ECharts) => {
      setDrawn(true);
      onInit?.(chart);
    },
    [onInit],
  );
  const band = input.zoom ? ZOOM_BAND[input.compact ? 'compact' : 'full'] : 0;

  return (
    <div
      className={styles.root}
      style={{ height }}
      onPointerDown={want}
      onPointerEnter={upgradeOnHover ? want : undefined}
      onFocus={want}
      data-chart={drawn ? 'echarts' : 'svg'}
    >
      {!drawn && (
        <div className={styles.first} aria-hidden={live || undefined}>
          <TrendLine
            series={input.lines}
            labels={input.periodLabels}
            reference={input.reference}
            height={height - band}
            ariaLabel={ariaLabel}
            locale={input.locale}
          />
          {input.zoom && (
            <button type="button" className={styles.zoom} style={{ height: band - 12 }} onClick={want} data-testid="chart-zoom">
              {t('data.chart.zoom')}
            </button>
          )}
        </div>
      )}
      {option && <EChart option={option} height={height} ariaLabel={ariaLabel} onInit={ready} />}
    </div>
  );
}
