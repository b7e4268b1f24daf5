/** Shared wording of the trade page (desktop and phone): month labels and missing-month lists. */
import '@/locales/areas/industry';
import { useT } from '@/hooks/useT';
import { monthLabel } from '@/domain/industry';
import { formatNumber } from '@/utils/format';

export function useTradeText() {
  const { t, intl } = useT();
  const month = (key: string) => monthLabel(key, intl);
  return {
    t,
    intl,
    month,
    num: (v: number | null) => (v === null ? t('industry.trade.notPublished') : formatNumber(v, intl.locale)),
    /** 2026年8月、2026年9月 / August 2026, September 2026 */
    months: (keys: string[]) => keys.map(month).join(intl.locale.startsWith('zh') ? '、' : ', '),
    /** The monthly chart's text alternative: the filter, the months it spans and the unit. */
    chartAria: (rows: { month: string }[], unit: string, filterName?: string) =>
      `${filterName ? `${filterName}：` : ''}${t('industry.trade.chartAria', {
        from: rows.length ? month(rows[0].month) : '',
        to: rows.length ? month(rows[rows.length - 1].month) : '',
        unit,
      })}`,
    chartLabels: {
      export: t('industry.trade.export'),
      import: t('industry.trade.import'),
      exportYoY: t('industry.trade.exportYoY'),
      importYoY: t('industry.trade.importYoY'),
    },
  };
}
