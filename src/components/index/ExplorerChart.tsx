/**
 * The explorer's chart (/data, /mobile/data): SVG first, ECharts when the visitor reaches for it
 * (SvgFirstChart), with the zoom slider's room under the first view, and the notes of its marks under it.
 */
import type { ECharts } from 'echarts';
import { useCallback, useMemo } from 'react';
import SvgFirstChart from '@/components/charts/SvgFirstChart';
import { buildIndexChartOption, type IndexChartInput } from './chartOption';
import ChartNotes from './ChartNotes';
import { historyNotes } from './explorer';

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

export default function ExplorerChart({ input, ...rest }: ExplorerChartProps) {
  const first = useMemo(
    () => ({ series: input.lines, labels: input.periodLabels, reference: input.reference, locale: input.locale, marks: input.marks }),
    [input],
  );
  const option = useCallback(() => buildIndexChartOption(input), [input]);
  const notes = useMemo(() => historyNotes(input.marks), [input.marks]);
  return (
    <>
      <SvgFirstChart first={first} option={option} zoomBand={input.zoom ? ZOOM_BAND[input.compact ? 'compact' : 'full'] : 0} {...rest} />
      <ChartNotes notes={notes} />
    </>
  );
}
