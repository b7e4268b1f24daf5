/**
 * What the download buttons save: the same rows and columns the visitor sees in the table,
 * with plain numbers (no thousands separators) so spreadsheets can compute with them.
 */
import type { BrandRanking, TradeMonth } from '@/types/webapi';
import type { Sheet } from '@/utils/download';
import type { Formatter } from '@/utils/errorText';
import { translator } from '@/hooks/useT';
import { tradeBalance, type QuoteRow, type MaterialQuotes } from '@/domain/industry';
import type { RangePreset } from '@/domain/range';

export function quotesSheet(shown: MaterialQuotes[], rows: QuoteRow[], range: RangePreset, intl: Formatter): Sheet {
  const t = translator(intl);
  return {
    name: `${t('industry.material.fileName')}-${shown.map((s) => s.material.name).join('-')}-${range}`,
    columns: [
      t('common.date'),
      ...shown.flatMap((s) => [
        `${s.material.name} ${s.material.spec}（${s.material.unit}）`,
        `${s.material.name} ${t('industry.material.changePct')}（%）`,
      ]),
    ],
    rows: rows.map((r) => [r.date, ...r.cells.flatMap((c) => [c?.price ?? null, c?.changePct ?? null])]),
  };
}

/** Monthly trade, newest first like the table. */
export function tradeSheet(months: TradeMonth[], unit: string, range: RangePreset, intl: Formatter): Sheet {
  const t = translator(intl);
  return {
    name: `${t('industry.trade.fileName')}-${range}`,
    columns: [
      t('industry.trade.month'),
      `${t('industry.trade.export')}（${unit}）`,
      `${t('industry.trade.exportYoY')}（%）`,
      `${t('industry.trade.import')}（${unit}）`,
      `${t('industry.trade.importYoY')}（%）`,
      `${t('industry.trade.balance')}（${unit}）`,
    ],
    rows: [...months]
      .reverse()
      .map((m) => [m.month, m.exportValue, m.exportYoY, m.importValue, m.importYoY, tradeBalance(m)]),
  };
}

export function brandSheet(ranking: BrandRanking, intl: Formatter): Sheet {
  const t = translator(intl);
  return {
    name: `${t('industry.brand.fileName')}-${ranking.year}`,
    columns: [
      t('industry.brand.rank'),
      t('industry.brand.brand'),
      t('industry.brand.company'),
      t('industry.brand.category'),
      t('industry.brand.region'),
      `${t('industry.brand.value')}（${t('industry.brand.valueUnit')}）`,
      t('industry.brand.rankChange'),
    ],
    rows: ranking.items.map((it) => [
      it.rank,
      it.name,
      it.companyName,
      it.category,
      it.region,
      it.value,
      it.rankChange === null ? t('industry.brand.newEntry') : it.rankChange,
    ]),
  };
}
