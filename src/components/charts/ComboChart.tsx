/**
 * The SVG first view of a category chart with two axes (the monthly trade chart): values as
 * grouped bars (or lines) on the left axis, rates as dashed lines on the right one, the legend
 * above — as ECharts will draw it, so SvgFirstChart's swap changes nothing but what it can do
 * (tooltip, zoom, legend toggles). Like TrendLine, only the SVG stretches; all text is HTML over it
 * and the box is one `role="img"` with the caller's text alternative. Geometry: ./comboGeometry.
 */
import { useMemo } from 'react';
import { chart } from '@/theme/tokens';
import { comboGeometry } from './comboGeometry';
import styles from './ComboChart.less';
import { AxisTicks } from './TrendLine';
import line from './TrendLine.less';

export interface ComboSeries {
  name: string;
  /** One value per category, oldest first; null = none that month (a gap, never a zero). */
  values: (number | null)[];
  color: string;
  /** Off in the legend (greyed, not drawn, not on the axis), as ECharts' unselected series. */
  hidden?: boolean;
}

export interface ComboChartProps {
  kind: 'bar' | 'line';
  left: ComboSeries[];
  right: ComboSeries[];
  /** A readable label per category (the first and last under the plot). */
  labels: string[];
  height: number;
  ariaLabel: string;
  /** Tick labels, given the digits the tick step needs. */
  formatLeft: (value: number, decimals: number) => string;
  formatRight: (value: number, decimals: number) => string;
}

const LEGEND = 24;
const PERIODS = 22;

export default function ComboChart({ kind, left, right, labels, height, ariaLabel, formatLeft, formatRight }: ComboChartProps) {
  const plotHeight = Math.max(40, height - LEGEND - PERIODS);
  const shownLeft = useMemo(() => left.filter((s) => !s.hidden), [left]);
  const shownRight = useMemo(() => right.filter((s) => !s.hidden), [right]);
  const geo = useMemo(
    () => comboGeometry(shownLeft.map((s) => s.values), shownRight.map((s) => s.values), { height: plotHeight, kind }),
    [shownLeft, shownRight, plotHeight, kind],
  );
  const stroke = { fill: 'none', vectorEffect: 'non-scaling-stroke', strokeLinejoin: 'round', strokeLinecap: 'round' } as const;

  return (
    <div role="img" aria-label={ariaLabel} className={styles.root} style={{ height, color: chart.axisLabel, gridTemplateRows: `${LEGEND}px ${plotHeight}px ${PERIODS}px` }} data-testid="combo-chart">
      <ul className={styles.legend} aria-hidden="true">
        {[...left.map((s) => ({ ...s, swatch: kind === 'bar' ? styles.box : styles.solid })), ...right.map((s) => ({ ...s, swatch: styles.dash }))].map((s) => (
          <li key={s.name} className={s.hidden ? styles.off : undefined}>
            <span className={s.swatch} style={{ borderColor: s.color, background: s.swatch === styles.box ? s.color : undefined }} />
            {s.name}
          </li>
        ))}
      </ul>
      <AxisTicks axis={geo?.left} format={formatLeft} />
      <div className={styles.plot}>
        {geo && (
          <svg className={line.svg} width="100%" height={plotHeight} viewBox={`0 0 100 ${plotHeight}`} preserveAspectRatio="none" aria-hidden="true" focusable="false">
            <path d={geo.grid} stroke={chart.splitLine} strokeWidth={1} fill="none" vectorEffect="non-scaling-stroke" shapeRendering="crispEdges" />
            {geo.bars.map((b) => (
              <rect key={`${b.series}-${b.index}`} x={b.x} width={b.width} y={b.y} height={b.height} fill={shownLeft[b.series].color} data-testid="combo-bar" />
            ))}
            {geo.leftLines.map((d, i) => (
              <path key={`l${i}`} d={d} stroke={shownLeft[i].color} strokeWidth={2} {...stroke} />
            ))}
            {geo.rightLines.map((d, i) => (
              <path key={`r${i}`} d={d} stroke={shownRight[i].color} strokeWidth={1.5} strokeDasharray="5 4" {...stroke} data-testid="combo-rate" />
            ))}
          </svg>
        )}
      </div>
      <AxisTicks axis={geo?.right} format={formatRight} className={styles.right} />
      <div className={`${line.periods} ${styles.periods}`} aria-hidden="true">
        <span>{labels[0] ?? ''}</span>
        {labels.length > 1 && <span>{labels[labels.length - 1]}</span>}
      </div>
    </div>
  );
}
