import '@/locales/areas/industry';
import type { TradeBreakdownBy } from '@/types/webapi';
import { useTradeText } from './useTradeText';

/** The split switch (按贸易伙伴 / 按产品类别), desktop Segmented or phone Selector. */
export function useBySwitchOptions() {
  const { t } = useTradeText();
  return {
    label: t('industry.trade.breakdownBy'),
    options: [
      { value: 'partner' as TradeBreakdownBy, label: t('industry.trade.byPartner') },
      { value: 'category' as TradeBreakdownBy, label: t('industry.trade.byCategory') },
    ],
  };
}
