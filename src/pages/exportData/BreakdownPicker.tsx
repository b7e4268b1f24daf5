/** The breakdown's year (a native select) and month (a native range slider), both in the page's view. */
import '@/locales/areas/industry';
import type { BreakdownPeriod } from '@/domain/trade';
import type { TradeView } from '@/hooks/industry';
import local from './index.less';
import { useTradeText } from './useTradeText';

export default function BreakdownPicker({ period, view, children }: { period: BreakdownPeriod; view: TradeView; children?: React.ReactNode }) {
  const { t, month } = useTradeText();
  const label = month(period.key);
  return (
    <div className={local.picker}>
      {children}
      <label>
        {t('industry.trade.year')}
        <select
          value={period.year}
          onChange={(e) => view.setPeriod(Number(e.target.value), view.month)}
          data-testid="breakdown-year"
        >
          {period.years.map((y) => (
            <option key={y} value={y}>
              {t('industry.trade.yearOption', { year: y })}
            </option>
          ))}
        </select>
      </label>
      <label>
        <span aria-hidden="true">{t('industry.trade.monthSlider', { month: label })}</span>
        <input
          type="range"
          min={1}
          max={period.lastMonth}
          step={1}
          value={period.month}
          aria-label={t('industry.trade.month')}
          aria-valuetext={label}
          disabled={period.lastMonth <= 1}
          onChange={(e) => view.setPeriod(period.year, Number(e.target.value))}
          data-testid="breakdown-month"
        />
      </label>
    </div>
  );
}
