/**
 * The monthly export/import chart itself, desktop and phone: the option, its text alternative, the
 * axis hint and the note on unpublished months (gaps, not zeros). The panels around it differ.
 */
import { useMemo } from 'react';
import EChart from '@/components/charts/EChart';
import { tradeMonthsOption } from '@/components/industry/chartOptions';
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
  const option = useMemo(
    () =>
      tradeMonthsOption(rows, {
        kind: view.chart,
        unit,
        labels: chartLabels,
        monthLabel: month,
        format: (v) => formatNumber(v, intl.locale),
        compact,
      }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- labels and month follow intl.locale
    [rows, unit, view.chart, intl.locale, compact],
  );
  const missing = rows.filter((r) => r.missing).map((r) => r.month);
  return (
    <>
      <EChart option={option} height={height} ariaLabel={chartAria(rows, unit, view.filter?.name)} />
      <p className={noteClassName}>{t('industry.trade.chartHint', { unit })}</p>
      {missing.length > 0 && (
        <p className={noteClassName} data-testid="trade-missing">
          {t('industry.trade.missingChartNote', { months: months(missing) })}
        </p>
      )}
    </>
  );
}
