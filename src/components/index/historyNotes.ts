/**
 * The sentences of an index's history, one place for the chart's notes and tooltips, the tables and
 * the headline: a classification change, a run of periods with no release, a revised value.
 * Kept apart from the chart code so the home's headline can say 「已修订」 without it.
 */
import '@/locales/areas/indices';
import { translator } from '@/hooks/useT';
import type { IndexBreak, IndexGap, IndexPointRevision, IndexTreeChange } from '@/types/webapi';
import type { Formatter } from '@/utils/errorText';
import { formatDate, formatNumber, formatPeriod } from '@/utils/format';

type Intl = Formatter & { locale: string };

const changeText = (c: IndexTreeChange, intl: Intl) =>
  translator(intl)(`data.history.change.${c.change}`, {
    name: c.name,
    previous: c.previousName ?? '',
    before: formatNumber(c.weightBefore ?? null, intl.locale),
    after: formatNumber(c.weightAfter ?? null, intl.locale),
  });

/** 「2025年第1周起分类调整：新增「变频发电机」；不再包括「柴油发电机组」。编制说明：…」 (the office's note, when it wrote one) */
export function breakNote(b: IndexBreak, intl: Intl): string {
  const t = translator(intl);
  const zh = intl.locale.startsWith('zh');
  const head = t('data.history.break', {
    period: formatPeriod(b.from, intl),
    changes: b.changes.map((c) => changeText(c, intl)).join(zh ? '；' : '; '),
  });
  return b.note ? `${head}${zh ? '。' : '. '}${t('data.history.breakNote', { note: b.note })}` : head;
}

/** 「2026年第7周至2026年第9周：春节休市，未发布」 */
export function gapNote(g: IndexGap, intl: Intl): string {
  const t = translator(intl);
  const range = g.periods === 1 ? formatPeriod(g.from, intl) : t('data.history.range', { from: formatPeriod(g.from, intl), to: formatPeriod(g.to, intl) });
  return t(g.planned ? 'data.history.gap.planned' : 'data.history.gap.missing', { range });
}

/** 「2026年6月：初值 48.93，2026-08-01修订为 49.53。修订原因：…」 */
export function revisionNote(period: string, value: number, r: IndexPointRevision, intl: Intl): string {
  const t = translator(intl);
  const head = t('data.history.revised', { period, first: formatNumber(r.firstValue, intl.locale), value: formatNumber(value, intl.locale), date: formatDate(r.revisedAt, intl.locale) });
  return r.reason ? `${head}${intl.locale.startsWith('zh') ? '。' : '. '}${t('data.history.reason', { reason: r.reason })}` : head;
}
