/**
 * What the download buttons save: the same rows and columns the visitor sees in the table,
 * with plain numbers (no thousands separators) so spreadsheets can compute with them.
 */
import type { BrandRanking, TradeMonth } from '@/types/webapi';
import type { Sheet } from '@/utils/download';
import type { Formatter } from '@/utils/errorText';
import { tradeBalance, type QuoteRow, type ShownSeries } from './data';
import type { RangePreset } from './range';

const t = (intl: Formatter, id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);

export function quotesSheet(shown: ShownSeries[], rows: QuoteRow[], range: RangePreset, intl: Formatter): Sheet {
  return {
    name: `${t(intl, 'industry.material.fileName')}-${shown.map((s) => s.material.name).join('-')}-${range}`,
    columns: [
      t(intl, 'common.date'),
      ...shown.flatMap((s) => [
        `${s.material.name} ${s.material.spec}（${s.material.unit}）`,
        `${s.material.name} ${t(intl, 'industry.material.changePct')}（%）`,
      ]),
    ],
    rows: rows.map((r) => [r.date, ...r.cells.flatMap((c) => [c?.price ?? null, c?.changePct ?? null])]),
  };
}

/** Monthly trade, newest first like the table. */
export function tradeSheet(months: TradeMonth[], unit: string, range: RangePreset, intl: Formatter): Sheet {
  return {
    name: `${t(intl, 'industry.trade.fileName')}-${range}`,
    columns: [
      t(intl, 'industry.trade.month'),
      `${t(intl, 'industry.trade.export')}（${unit}）`,
      `${t(intl, 'industry.trade.exportYoY')}（%）`,
      `${t(intl, 'industry.trade.import')}（${unit}）`,
      `${t(intl, 'industry.trade.importYoY')}（%）`,
      `${t(intl, 'industry.trade.balance')}（${unit}）`,
    ],
    rows: [...months]
      .reverse()
      .map((m) => [m.month, m.exportValue, m.exportYoY, m.importValue, m.importYoY, tradeBalance(m)]),
  };
}

export function brandSheet(ranking: BrandRanking, intl: Formatter): Sheet {
  return {
    name: `${t(intl, 'industry.brand.fileName')}-${ranking.year}`,
    columns: [
      t(intl, 'industry.brand.rank'),
      t(intl, 'industry.brand.brand'),
      t(intl, 'industry.brand.company'),
      t(intl, 'industry.brand.category'),
      t(intl, 'industry.brand.region'),
      `${t(intl, 'industry.brand.value')}（${t(intl, 'industry.brand.valueUnit')}）`,
      t(intl, 'industry.brand.rankChange'),
    ],
    rows: ranking.items.map((it) => [
      it.rank,
      it.name,
      it.companyName,
      it.category,
      it.region,
      it.value,
      it.rankChange === null ? t(intl, 'industry.brand.newEntry') : it.rankChange,
    ]),
  };
}
