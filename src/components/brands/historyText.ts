/** The text alternative of a brand's history chart: every edition in words. */
import '@/locales/areas/brands';
import '@/locales/areas/industry';
import type { TimelineEdition } from '@/domain/brands';
import type { Translate } from '@/hooks/useT';

/** 「2023年度第3名，12.50亿元」 or 「2022年度未上榜」 (the year as the year tabs write it). */
export function editionSentence(e: TimelineEdition, t: Translate, num: (v: number) => string): string {
  const year = t('industry.brand.yearOption', { year: e.year });
  return e.rank === null
    ? t('industry.brand.historyUnranked', { year })
    : t('industry.brand.historyRanked', { year, rank: e.rank, value: num(e.value ?? 0) });
}

/** The chart's text alternative: every edition in one sentence, oldest first. */
export const historySentence = (name: string, editions: TimelineEdition[], t: Translate, num: (v: number) => string) =>
  t('industry.brand.historyChartAria', { name, editions: editions.map((e) => editionSentence(e, t, num)).join(t('industry.brand.historySeparator')) });
