import '@/locales/areas/industry';
import type { TradeView } from '@/hooks/industry';
import local from './index.less';
import { useTradeText } from './useTradeText';

/** The filter in force, with its clear button (also used above the phone's chart). */
export default function FilterChip({ view }: { view: TradeView }) {
  const { t } = useTradeText();
  if (!view.filter) return null;
  return (
    <span className={local.chip} data-testid="trade-filter">
      {t('industry.trade.filteredBy', { name: view.filter.name })}
      <button type="button" onClick={view.clearFilter}>
        {t('industry.trade.clearFilter')}
      </button>
    </span>
  );
}
