/**
 * The monthly export/import chart itself, desktop and phone: the option, its text alternative, the
 * axis hint and the note on unpublished months (gaps, not zeros). The panels around it differ. The
 * phone first draws it as SVG (ComboChart), ECharts when the visitor reaches for it: ECharts' load
 * and first draw were most of the page's main-thread time (issue 23).
 */
import '@/locales/areas/industry';
import { useCallback, useMemo } from 'react';
import ComboChart from '@/components/charts/ComboChart';
import SvgFirstChart from '@/components/charts/SvgFirstChart';
import { tradeMonthsFirstView, tradeMonthsOption } from '@/components/industry/chartOptions';
import type { TradeRow } from '@/domain/trade';
import type { TradeView } from '@/hooks/industry';
import { formatNumber } from '@/utils/format';
import { useTradeText } from './useTradeText';

interface Props {
  rows: TradeRow[];
  unit: string;
  view: TradeView;
  height: number;
  /** The phone's chart (tighter grid and labels). */
  compact?: boolean;
  /** Class of the hint and note paragraphs (page.less `note` on desktop, mobile.less `hint` on the phone). */
  noteClassName: string;
}

export default function TradeMonthsChart({ rows, unit, view, height, compact = false, noteClassName }: Props) {
  const { t, intl, month, months, chartLabels, chartAria } = useTradeText();
  const o = useMemo(
    () => ({ kind: view.chart, unit, labels: chartLabels, monthLabel: month, format: (v: number) => formatNumber(v, intl.locale), compact }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- labels and month follow intl.locale
    [unit, view.chart, intl.locale, compact],
  );
  const option = useCallback(() => tradeMonthsOption(rows, o), [rows, o]);
  const ariaLabel = chartAria(rows, unit, view.filter?.name);
  const first = useMemo(() => {
    if (!compact) return null;
    const props = tradeMonthsFirstView(rows, { ...o, formatTick: (v, d) => formatNumber(v, intl.locale, d) });
    return (h: number) => <ComboChart {...props} height={h} ariaLabel={ariaLabel} />;
  }, [compact, rows, o, intl.locale, ariaLabel]);
  const missing = rows.filter((r) => r.missing).map((r) => r.month);
  return (
    <>
      <SvgFirstChart first={first} option={option} height={height} zoomBand={compact ? 36 : 0} ariaLabel={ariaLabel} />
      <p className={noteClassName}>{t('industry.trade.chartHint', { unit })}</p>
      {missing.length > 0 && (
        <p className={noteClassName} data-testid="trade-missing">
          {t('industry.trade.missingChartNote', { months: months(missing) })}
        </p>
      )}
    </>
  );
}
