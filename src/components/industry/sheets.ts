/**
 * What the download buttons save: the same rows and columns the visitor sees in the table,
 * with plain numbers (no thousands separators) so spreadsheets can compute with them.
 */
import '@/locales/areas/industry';
import type { BrandRankItem } from '@/types/webapi';
import type { Sheet } from '@/utils/download';
import type { Formatter } from '@/utils/errorText';
import { translator } from '@/hooks/useT';
import type { QuoteRow, MaterialQuotes } from '@/domain/industry';
import type { RangePreset } from '@/domain/range';
import type { StatsRow } from './comparedPrices';

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

/** The statistics of the range, one row per material like the table (dates in their own columns). */
export function statsSheet(rows: StatsRow[], range: RangePreset, intl: Formatter): Sheet {
  const t = translator(intl);
  const m = (key: string) => t(`industry.material.${key}`);
  return {
    name: `${m('statsFileName')}-${rows.map((r) => r.material.name).join('-')}-${range}`,
    columns: [
      m('name'),
      m('spec'),
      m('unit'),
      m('latest'),
      m('latestDate'),
      m('high'),
      m('highDate'),
      m('low'),
      m('lowDate'),
      m('average'),
      m('rangeChange'),
      `${m('rangeChangePct')}（%）`,
      `${m('volatility')}（%）`,
      m('quoteCount'),
    ],
    rows: rows.map(({ material: x, stats: s }) => [
      x.name,
      x.spec,
      x.unit,
      s.latest.price,
      s.latest.date,
      s.high.price,
      s.high.date,
      s.low.price,
      s.low.date,
      s.average,
      s.change,
      s.changePct,
      s.volatility,
      s.count,
    ]),
  };
}

/** The ranking's rows as shown: those passing the filters, in the table's order. */
export function brandSheet(year: number, rows: BrandRankItem[], intl: Formatter): Sheet {
  const t = translator(intl);
  return {
    name: `${t('industry.brand.fileName')}-${year}`,
    columns: [
      t('industry.brand.rank'),
      t('industry.brand.brand'),
      t('industry.brand.company'),
      t('industry.brand.category'),
      t('industry.brand.region'),
      `${t('industry.brand.value')}（${t('industry.brand.valueUnit')}）`,
      t('industry.brand.rankChange'),
    ],
    rows: rows.map((it) => [
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
