/**
 * A small trend line for one series, drawn as plain SVG: no charting engine, so the home pages
 * paint it with their numbers. The line and its light area stretch to the box's width (viewBox in
 * percent, `preserveAspectRatio="none"`, strokes that do not scale); every text — y ticks, the
 * first and last periods, the highest / lowest / latest values and the pointer's tooltip — is
 * HTML laid over it, so nothing is stretched. The whole box is one `role="img"` with the caller's
 * text alternative. Geometry lives in ./trendGeometry (pure, unit-tested).
 */
import { useId, useMemo, useState, type PointerEvent } from 'react';
import { chart } from '@/theme/tokens';
import { formatNumber } from '@/utils/format';
import { labelAlign, nearestIndex, trendGeometry, xAt, type LabelAlign } from './trendGeometry';
import styles from './TrendLine.less';

export interface TrendLineProps {
  /** One value per period, oldest first; null = no value that period (a gap in the line). */
  values: (number | null)[];
  /** A readable label per period, same order (first and last under the plot, all in the tooltip). */
  labels: string[];
  /** Height of the whole box in pixels, axis labels included. */
  height: number;
  /** Text alternative of the chart (e.g. the sentence giving latest, highest and lowest). */
  ariaLabel: string;
  /** Locale of the default number formats. */
  locale?: string;
  /** Values of the markers and the tooltip; formatNumber with 2 digits by default. */
  formatValue?: (value: number) => string;
  /** y tick labels, given the digits the tick step needs; formatNumber by default. */
  formatTick?: (value: number, decimals: number) => string;
  /** Line colour: the first series colour by default. */
  color?: string;
  className?: string;
}

/** Height of the band under the plot that holds the first and last period. */
const PERIOD_BAND = 22;

const alignClass: Record<LabelAlign, string> = {
  start: styles.start,
  middle: styles.middle,
  end: styles.end,
};

export default function TrendLine({
  values,
  labels,
  height,
  ariaLabel,
  locale = 'zh-CN',
  formatValue,
  formatTick,
  color = chart.series[0],
  className,
}: TrendLineProps) {
  const plotHeight = Math.max(40, height - PERIOD_BAND);
  const geo = useMemo(() => trendGeometry(values, { height: plotHeight }), [values, plotHeight]);
  const [hover, setHover] = useState<number | null>(null);
  const fmtValue = formatValue ?? ((v: number) => formatNumber(v, locale));
  const fmtTick = formatTick ?? ((v: number, d: number) => formatNumber(v, locale, d));
  // useId gives `:r1:`; keep an id that any url(#…) reference accepts.
  const gradientId = `trend-area-${useId().replace(/[^\w-]/g, '')}`;

  const onPointer = (e: PointerEvent<HTMLDivElement>) => {
    const rect = e.currentTarget.getBoundingClientRect();
    if (rect.width > 0) setHover(nearestIndex((e.clientX - rect.left) / rect.width, values.length));
  };
  const hide = () => setHover(null);

  const tickLabels = geo
    ? geo.ticks.map((t) => ({
        ...t,
        text: fmtTick(t.value, geo.domain.decimals),
      }))
    : [];
  const widest = tickLabels.reduce((w, t) => (t.text.length > w.length ? t.text : w), '');
  const hovered = geo && hover !== null && hover < values.length ? hover : null;
  const hoverPoint = hovered !== null ? (geo?.points[hovered] ?? null) : null;
  const hoverX = hovered !== null ? xAt(hovered, values.length) : 0;

  return (
    <div
      role="img"
      aria-label={ariaLabel}
      className={[styles.root, className].filter(Boolean).join(' ')}
      style={{
        height,
        color: chart.axisLabel,
        gridTemplateRows: `${plotHeight}px ${PERIOD_BAND}px`,
      }}
      data-testid="trend-line"
    >
      <div className={styles.axis} aria-hidden="true">
        <span className={styles.sizer}>{widest}</span>
        {tickLabels.map((t) => (
          <span key={t.value} className={styles.tick} style={{ top: t.y }}>
            {t.text}
          </span>
        ))}
      </div>
      <div
        className={styles.plot}
        onPointerMove={onPointer}
        onPointerDown={onPointer}
        onPointerLeave={hide}
        onPointerCancel={hide}
      >
        {geo && (
          <svg
            className={styles.svg}
            width="100%"
            height={plotHeight}
            viewBox={`0 0 100 ${plotHeight}`}
            preserveAspectRatio="none"
            aria-hidden="true"
            focusable="false"
          >
            <defs>
              <linearGradient id={gradientId} x1="0" y1="0" x2="0" y2="1">
                <stop offset="0" stopColor={color} stopOpacity={0.16} />
                <stop offset="1" stopColor={color} stopOpacity={0.02} />
              </linearGradient>
            </defs>
            <path
              d={geo.grid}
              stroke={chart.splitLine}
              strokeWidth={1}
              fill="none"
              vectorEffect="non-scaling-stroke"
              shapeRendering="crispEdges"
            />
            <path d={geo.area} fill={`url(#${gradientId})`} stroke="none" />
            <path
              d={geo.line}
              stroke={color}
              strokeWidth={2}
              fill="none"
              strokeLinejoin="round"
              strokeLinecap="round"
              vectorEffect="non-scaling-stroke"
            />
          </svg>
        )}
        {geo?.markers.map((m) => {
          const latest = m.kinds.includes('latest');
          return (
            <span key={m.index} aria-hidden="true">
              <span
                className={latest ? `${styles.dot} ${styles.latest}` : styles.dot}
                style={{
                  left: `${m.x}%`,
                  top: m.y,
                  borderColor: color,
                  background: latest ? color : undefined,
                }}
              />
              <span
                className={`${styles.mark} ${m.label === 'above' ? styles.above : styles.below} ${alignClass[m.align]}`}
                style={{
                  left: `${m.x}%`,
                  top: m.y,
                  color: latest ? color : chart.label,
                }}
              >
                {fmtValue(m.value)}
              </span>
            </span>
          );
        })}
        {hovered !== null && (
          <span aria-hidden="true">
            <span className={styles.guide} style={{ left: `${hoverX}%` }} />
            {hoverPoint && (
              <span
                className={`${styles.dot} ${styles.latest}`}
                style={{
                  left: `${hoverPoint.x}%`,
                  top: hoverPoint.y,
                  borderColor: color,
                  background: color,
                }}
              />
            )}
            <span className={`${styles.tooltip} ${alignClass[labelAlign(hoverX, 20)]}`} style={{ left: `${hoverX}%` }}>
              <span className={styles.tipPeriod}>{labels[hovered] ?? ''}</span>
              <span className={styles.tipValue}>{hoverPoint ? fmtValue(hoverPoint.value) : '—'}</span>
            </span>
          </span>
        )}
      </div>
      <div className={styles.periods} aria-hidden="true">
        <span>{labels[0] ?? ''}</span>
        {labels.length > 1 && <span>{labels[labels.length - 1]}</span>}
      </div>
    </div>
  );
}
