/**
 * A small trend line for one series, drawn as plain SVG: no charting engine, so the home pages
 * paint it with their numbers. The line and its light area stretch to the box's width (viewBox in
 * percent, `preserveAspectRatio="none"`, strokes that do not scale); every text — y ticks, the
 * first and last periods, the highest / lowest / latest values and the pointer's tooltip — is
 * HTML laid over it, so nothing is stretched. The whole box is one `role="img"` with the caller's
 * text alternative. Several series (`series`) share one axis: each its line in its colour, a dot at
 * its latest value and its value in the tooltip (the caller shows the names and values as a key);
 * one series also gets its light area and the highest / lowest / latest labels. Geometry lives in
 * ./trendGeometry (pure, unit-tested).
 */
import { useId, useMemo, useState, type PointerEvent } from 'react';
import { chart } from '@/theme/tokens';
import { formatNumber } from '@/utils/format';
import { notesAt, type ChartMarks } from './marks';
import { labelAlign, nearestIndex, trendGeometry, trendLines, xAt, type LabelAlign } from './trendGeometry';
import styles from './TrendLine.less';

export interface TrendSeries {
  name: string;
  /** One value per period, oldest first; null = no value that period (a gap in the line). */
  values: (number | null)[];
  /** The n-th series palette colour by default. */
  color?: string;
}

export interface TrendLineProps {
  /** One series: one value per period, oldest first; null = no value that period (a gap in the line). */
  values?: (number | null)[];
  /** Several series over the same periods, instead of `values`. */
  series?: TrendSeries[];
  /** A dashed horizontal line (a base value, 100, a 荣枯线), kept in view, with its label. */
  reference?: { value: number; label: string };
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
  /** Line colour of a single series: the first series colour by default. */
  color?: string;
  /** Gaps shaded, classification changes ruled, revised values flagged (their notes in the tooltip). */
  marks?: ChartMarks;
  className?: string;
}

/** Height of the band under the plot that holds the first and last period. */
const PERIOD_BAND = 22;

const alignClass: Record<LabelAlign, string> = {
  start: styles.start,
  middle: styles.middle,
  end: styles.end,
};

const NO_VALUES: (number | null)[] = [];

/** A value axis' labels beside the plot, the column as wide as the widest (TrendLine, ComboChart). */
export function AxisTicks({ axis, format, className }: { axis?: { domain: { decimals: number }; ticks: { value: number; y: number }[] }; format: (value: number, decimals: number) => string; className?: string }) {
  const texts = axis ? axis.ticks.map((t) => ({ ...t, text: format(t.value, axis.domain.decimals) })) : [];
  const widest = texts.reduce((w, t) => (t.text.length > w.length ? t.text : w), '');
  return (
    <div className={[styles.axis, className].filter(Boolean).join(' ')} aria-hidden="true">
      <span className={styles.sizer}>{widest}</span>
      {texts.map((t) => (
        <span key={t.value} className={styles.tick} style={{ top: t.y }}>
          {t.text}
        </span>
      ))}
    </div>
  );
}

export default function TrendLine({
  values = NO_VALUES,
  series,
  reference,
  labels,
  height,
  ariaLabel,
  locale = 'zh-CN',
  formatValue,
  formatTick,
  color = chart.series[0],
  marks,
  className,
}: TrendLineProps) {
  const plotHeight = Math.max(40, height - PERIOD_BAND);
  const lines = useMemo(
    () => (series ?? [{ name: '', values, color }]).map((s, i) => ({ ...s, color: s.color ?? chart.series[i % chart.series.length] })),
    [series, values, color],
  );
  const single = lines.length === 1;
  const mainColor = lines[0].color;
  const refValue = reference?.value;
  // One series: its area and markers too; several: their lines on one axis.
  const geo = useMemo(() => (single ? trendGeometry(lines[0].values, { height: plotHeight }) : undefined), [single, lines, plotHeight]);
  const multi = useMemo(
    () => (single ? undefined : trendLines(lines.map((l) => l.values), { height: plotHeight })),
    [single, lines, plotHeight],
  );
  const axis = geo ?? multi;
  const paths = geo ? [{ line: geo.line, points: geo.points }] : (multi?.lines ?? []);
  const n = lines[0]?.values.length ?? 0;
  const [hover, setHover] = useState<number | null>(null);
  const fmtValue = formatValue ?? ((v: number) => formatNumber(v, locale));
  const fmtTick = formatTick ?? ((v: number, d: number) => formatNumber(v, locale, d));
  // useId gives `:r1:`; keep an id that any url(#…) reference accepts.
  const gradientId = `trend-area-${useId().replace(/[^\w-]/g, '')}`;

  const onPointer = (e: PointerEvent<HTMLDivElement>) => {
    const rect = e.currentTarget.getBoundingClientRect();
    if (rect.width > 0) setHover(nearestIndex((e.clientX - rect.left) / rect.width, n));
  };
  const hide = () => setHover(null);

  const hovered = axis && hover !== null && hover < n ? hover : null;
  const hoverX = hovered !== null ? xAt(hovered, n) : 0;
  // The reference line, when it falls inside the data's axis (like ECharts' markLine, it does not stretch it).
  const refY = axis && refValue !== undefined && refValue >= axis.domain.min && refValue <= axis.domain.max ? axis.y(refValue) : undefined;
  // The latest point of each line: its dot (several series; one series has its markers).
  const lastPoints = paths.map((p) => [...p.points].reverse().find((q) => q) ?? null);

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
      <AxisTicks axis={axis} format={fmtTick} />
      <div
        className={styles.plot}
        onPointerMove={onPointer}
        onPointerDown={onPointer}
        onPointerLeave={hide}
        onPointerCancel={hide}
      >
        {axis && (
          <svg
            className={styles.svg}
            width="100%"
            height={plotHeight}
            viewBox={`0 0 100 ${plotHeight}`}
            preserveAspectRatio="none"
            aria-hidden="true"
            focusable="false"
          >
            {geo && (
              <defs>
                <linearGradient id={gradientId} x1="0" y1="0" x2="0" y2="1">
                  <stop offset="0" stopColor={mainColor} stopOpacity={0.16} />
                  <stop offset="1" stopColor={mainColor} stopOpacity={0.02} />
                </linearGradient>
              </defs>
            )}
            <path
              d={axis.grid}
              stroke={chart.splitLine}
              strokeWidth={1}
              fill="none"
              vectorEffect="non-scaling-stroke"
              shapeRendering="crispEdges"
            />
            {refY !== undefined && (
              <path
                d={`M0 ${refY}H100`}
                stroke={chart.reference}
                strokeWidth={1}
                strokeDasharray="4 3"
                fill="none"
                vectorEffect="non-scaling-stroke"
                data-testid="trend-reference"
              />
            )}
            {marks?.bands.map((b) => (
              <rect
                key={`band-${b.from}`}
                x={xAt(b.from, n)}
                width={Math.max(0, xAt(b.to, n) - xAt(b.from, n))}
                y={0}
                height={plotHeight}
                fill={chart.band}
                data-testid="chart-band"
              />
            ))}
            {marks?.rules.map((r) => (
              <path
                key={`rule-${r.at}`}
                d={`M${xAt(r.at, n)} 0V${plotHeight}`}
                stroke={chart.rule}
                strokeWidth={1}
                strokeDasharray="3 2"
                vectorEffect="non-scaling-stroke"
                data-testid="chart-rule"
              />
            ))}
            {geo && <path d={geo.area} fill={`url(#${gradientId})`} stroke="none" />}
            {paths.map((p, i) => (
              <path
                key={i}
                d={p.line}
                stroke={lines[i].color}
                strokeWidth={2}
                fill="none"
                strokeLinejoin="round"
                strokeLinecap="round"
                vectorEffect="non-scaling-stroke"
                data-testid="trend-path"
              />
            ))}
          </svg>
        )}
        {refY !== undefined && reference && (
          <span className={`${styles.mark} ${styles.above} ${styles.end}`} style={{ left: '100%', top: refY, color: chart.axisLabel }} aria-hidden="true">
            {reference.label}
          </span>
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
                  borderColor: mainColor,
                  background: latest ? mainColor : undefined,
                }}
              />
              <span
                className={`${styles.mark} ${m.label === 'above' ? styles.above : styles.below} ${alignClass[m.align]}`}
                style={{
                  left: `${m.x}%`,
                  top: m.y,
                  color: latest ? mainColor : chart.label,
                }}
              >
                {fmtValue(m.value)}
              </span>
            </span>
          );
        })}
        {marks?.flags.map((f) => {
          const point = paths[f.line]?.points[f.at];
          return (
            point && (
              <span
                key={`flag-${f.line}-${f.at}`}
                aria-hidden="true"
                className={`${styles.dot} ${styles.flag}`}
                style={{ left: `${point.x}%`, top: point.y, borderColor: lines[f.line].color }}
                data-testid="chart-flag"
              />
            )
          );
        })}
        {!geo &&
          lastPoints.map(
            (p, i) =>
              p && (
                <span
                  key={i}
                  aria-hidden="true"
                  className={`${styles.dot} ${styles.latest}`}
                  style={{ left: `${p.x}%`, top: p.y, borderColor: lines[i].color, background: lines[i].color }}
                />
              ),
          )}
        {hovered !== null && (
          <span aria-hidden="true">
            <span className={styles.guide} style={{ left: `${hoverX}%` }} />
            {paths.map((p, i) => {
              const point = p.points[hovered];
              return (
                point && (
                  <span
                    key={i}
                    className={`${styles.dot} ${styles.latest}`}
                    style={{ left: `${point.x}%`, top: point.y, borderColor: lines[i].color, background: lines[i].color }}
                  />
                )
              );
            })}
            <span className={`${styles.tooltip} ${alignClass[labelAlign(hoverX, 20)]}`} style={{ left: `${hoverX}%` }} data-testid="trend-tooltip">
              <span className={styles.tipPeriod}>{labels[hovered] ?? ''}</span>
              {paths.map((p, i) => {
                const point = p.points[hovered];
                const text = point ? fmtValue(point.value) : '—';
                return single ? (
                  <span key={i} className={styles.tipValue}>
                    {text}
                  </span>
                ) : (
                  <span key={i} className={styles.tipRow}>
                    <span className={styles.swatch} style={{ background: lines[i].color }} />
                    <span className={styles.tipName}>{lines[i].name}</span>
                    <span className={styles.tipValue}>{text}</span>
                  </span>
                );
              })}
              {notesAt(marks, hovered).map((note) => (
                <span key={note} className={styles.tipNote}>
                  {note}
                </span>
              ))}
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
