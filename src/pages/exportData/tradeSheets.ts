/**
 * What the trade page's download buttons save: exactly the rows and columns of the table shown
 * (its order included), plain numbers, an unpublished month as empty cells (never zero).
 */
import '@/locales/areas/industry';
import { translator } from '@/hooks/useT';
import { balanceOf, type BreakdownTableRow, type TradeRow } from '@/domain/trade';
import type { Sheet } from '@/utils/download';
import type { Formatter } from '@/utils/errorText';

/** The monthly table: newest first, like the table. `filter` names the partner or category shown. */
export function monthlySheet(rows: TradeRow[], unit: string, name: string, intl: Formatter): Sheet {
  const t = translator(intl);
  return {
    name: `${t('industry.trade.fileName')}-${name}`,
    columns: [
      t('industry.trade.month'),
      `${t('industry.trade.export')}（${unit}）`,
      `${t('industry.trade.exportYoY')}（%）`,
      `${t('industry.trade.import')}（${unit}）`,
      `${t('industry.trade.importYoY')}（%）`,
      `${t('industry.trade.balance')}（${unit}）`,
    ],
    rows: rows.map((m) => [m.month, m.exportValue, m.exportYoY, m.importValue, m.importYoY, balanceOf(m)]),
  };
}

/** The month × partner (or category) table, in the order shown. */
export function breakdownSheet(rows: BreakdownTableRow[], items: string[], unit: string, name: string, intl: Formatter): Sheet {
  const t = translator(intl);
  return {
    name: `${t('industry.trade.breakdownFileName')}-${name}`,
    columns: [t('industry.trade.month'), ...items.map((it) => `${it}（${unit}）`), `${t('industry.trade.total')}（${unit}）`],
    rows: rows.map((r) => [r.month, ...r.values, r.total]),
  };
}
