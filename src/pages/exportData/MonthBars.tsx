/** The breakdown bars of the chosen month, or a note that its figures are not published (never zeros). */
import '@/locales/areas/industry';
import { useMemo } from 'react';
import { breakdownAt } from '@/domain/trade';
import type { TradeView } from '@/hooks/industry';
import type { TradePanel } from '@/views/industry';
import type { TradeBreakdown } from '@/types/webapi';
import BreakdownBars from './BreakdownBars';
import { useTradeText } from './useTradeText';

interface Props {
  breakdown: TradeBreakdown;
  monthKey: string;
  view: TradeView;
  /** The phone switches to the monthly chart when an entry is tapped. */
  thenShow?: TradePanel;
  noteClassName?: string;
}

export default function MonthBars({ breakdown, monthKey, view, thenShow, noteClassName }: Props) {
  const { t, month } = useTradeText();
  const items = useMemo(() => breakdownAt(breakdown, monthKey), [breakdown, monthKey]);
  if (!items) {
    return (
      <p className={noteClassName} data-testid="breakdown-missing">
        {t('industry.trade.monthNotPublished', { month: month(monthKey) })}
      </p>
    );
  }
  const selected = view.filter?.by === view.by ? view.filter.name : undefined;
  // Tapping the entry already shown clears the filter and stays; another one shows its chart.
  const onToggle = (name: string) => view.toggleFilter(view.by, name, selected === name ? undefined : thenShow);
  return <BreakdownBars items={items} selected={selected} onToggle={onToggle} label={t('industry.trade.breakdownOf', { month: month(monthKey) })} />;
}
