/**
 * The paragraph under a period's headline number, generated from the numbers (home pages and
 * /data): level, 环比 in points and percent, 同比 in points and percent, the 大类 counts and,
 * given the contributions, the category that moved the composite most. Pure, so it is tested alone.
 */
import '@/locales/areas/indices';
import { largestContributor } from '@/domain/contributions';
import type { ContributionBreakdown } from '@/domain/indexMoves';
import { changeOf } from '@/domain/indexSeries';
import { translator } from '@/hooks/useT';
import type { IndexFamily, IndexSnapshot } from '@/types/webapi';
import type { Formatter } from '@/utils/errorText';
import { formatNumber, formatPeriod, formatSigned, trendOf } from '@/utils/format';
import { rootRow } from './labels';

/** The contribution that explains the composite's direction (the same one the drafted 指数评论 names). */
function driverOf(breakdown: ContributionBreakdown | undefined) {
  return breakdown && largestContributor(breakdown.parts, breakdown.composite);
}

export function headlineSummary(
  family: IndexFamily,
  snapshot: IndexSnapshot,
  intl: Formatter & { locale: string },
  breakdown?: ContributionBreakdown,
): string {
  const t = translator(intl);
  const root = rootRow(snapshot);
  if (!root) return '';
  const abs = (v: number) => formatNumber(Math.abs(v), intl.locale);
  const phrase = (key: 'previous' | 'yearAgo', points: number | null, percent: number | null) => {
    if (points === null || percent === null) return t(`index.summary.${key}.none`);
    const trend = trendOf(points || percent);
    return t(`index.summary.${key}.${trend}`, { points: abs(points), percent: abs(percent) });
  };
  const yoy = changeOf({ ...root, period: snapshot.period, year: snapshot.year }, 'sameValue');
  const { up = 0, down = 0, flat = 0 } = snapshot.summary ?? {};
  const count = up + down + flat;
  const driver = driverOf(breakdown);
  return t('index.summary.text', {
    period: formatPeriod(snapshot, intl),
    name: family.name,
    value: formatNumber(root.indexValue, intl.locale),
    unit: family.unit,
    previous: phrase('previous', root.change, root.changePct),
    yearAgo: phrase('yearAgo', yoy.points, yoy.percent),
    counts: count > 0 ? t('index.summary.counts', { count, up, down, flat }) : '',
    driver: driver
      ? t(`index.summary.driver.${driver.points! > 0 ? 'up' : 'down'}`, { name: driver.name, points: formatSigned(driver.points, intl.locale) })
      : '',
  }).trim();
}
