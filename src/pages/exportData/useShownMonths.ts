/**
 * The months the chart and monthly table show: the cluster's totals, or one partner's or category's
 * figures when the view filters to it (its breakdown is fetched then), cut to the view's range.
 */
import { useMemo } from 'react';
import { withinRange } from '@/domain/range';
import { itemRows, tradeRows } from '@/domain/trade';
import { useTradeBreakdown, type TradeView } from '@/hooks/industry';
import type { TradeData } from '@/types/webapi';

export function useShownMonths(trade: TradeData, view: TradeView) {
  const all = useMemo(() => tradeRows(trade), [trade]);
  const filter = view.filter;
  const breakdown = useTradeBreakdown(filter?.by ?? 'partner', !!filter);
  const source = useMemo(
    () => (filter ? breakdown.data && itemRows(breakdown.data, filter.name) : all),
    [filter?.name, filter, breakdown.data, all],
  );
  const rows = useMemo(() => source && withinRange(source, (r) => r.month, view.range), [source, view.range]);
  return {
    /** Every month of the totals (the headline reads these, whatever the filter). */
    all,
    /** undefined while a filter's breakdown loads. */
    rows,
    loading: !!filter && breakdown.loading,
    error: filter ? breakdown.error : undefined,
    retry: breakdown.refresh,
  };
}
