/**
 * A word-sized line (no axes, no labels) for the small multiples of /priceTrend's cost-pressure
 * view: dozens fit on a page at no cost. Optional dashed reference value (100 = range start);
 * nulls break the line. The caller gives the text alternative (the change it shows).
 */
import { chart } from '@/theme/tokens';

interface Props {
  values: (number | null)[];
  width?: number;
  height?: number;
  color?: string;
  /** A dashed horizontal line at this value (e.g. 100). */
  reference?: number;
  ariaLabel: string;
  className?: string;
}

export default function Sparkline({ values, width = 96, height = 28, color = chart.series[0], reference, ariaLabel, className }: Props) {
  const present = values.filter((v): v is number => v !== null);
  const all = reference === undefined ? present : [...present, reference];
  const min = Math.min(...all);
  const max = Math.max(...all);
  const pad = 2;
  const y = (v: number) => (max === min ? height / 2 : pad + ((max - v) / (max - min)) * (height - 2 * pad));
  const x = (i: number) => (values.length < 2 ? width / 2 : (i / (values.length - 1)) * width);
  let d = '';
  let pen = false;
  values.forEach((v, i) => {
    if (v === null) {
      pen = false;
      return;
    }
    d += `${pen ? 'L' : 'M'}${x(i).toFixed(1)},${y(v).toFixed(1)}`;
    pen = true;
  });
  return (
    <svg
      role="img"
      aria-label={ariaLabel}
      className={className}
      width={width}
      height={height}
      viewBox={`0 0 ${width} ${height}`}
      data-testid="sparkline"
    >
      {present.length > 0 && reference !== undefined && (
        <line x1={0} x2={width} y1={y(reference)} y2={y(reference)} stroke={chart.splitLine} strokeDasharray="3 3" />
      )}
      {d && <path d={d} fill="none" stroke={color} strokeWidth={1.5} strokeLinejoin="round" />}
    </svg>
  );
}
