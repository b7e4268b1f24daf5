/**
 * The filters of an article list beside its keyword search, desktop and mobile alike: the
 * publication year and month (native selects: light, and the phone's own picker), the same search's
 * hits in the other lists (“在行业资讯中还有 3 条”) and what an empty result says.
 */
import '@/locales/areas/articles';
import { Link } from '@umijs/max';
import type { ReactNode } from 'react';
import { useT } from '@/hooks/useT';
import type { CategoryMatches } from '@/types/webapi';
import { formatMonthName } from '@/utils/format';
import type { Side } from '@/views/codec';
import { categoryOf } from './categories';
import styles from './ListFilters.less';

const MONTHS = Array.from({ length: 12 }, (_, i) => i + 1);

const readNumber = (value: string) => (value ? Number(value) : undefined);

export function DateFilter({
  years,
  year,
  month,
  onYear,
  onMonth,
  compact = false,
}: {
  /** Years with articles, newest first (the first page's answer). */
  years: number[];
  year?: number;
  month?: number;
  onYear: (year: number | undefined) => void;
  onMonth: (month: number | undefined) => void;
  /** The phone's filter row. */
  compact?: boolean;
}) {
  const { t, intl } = useT();
  // A year named in the URL stays selectable even when the category has nothing in it.
  const yearOptions = year === undefined || years.includes(year) ? years : [year, ...years];
  return (
    <div className={`${styles.dates} ${compact ? styles.compact : ''}`} role="group" aria-label={t('articles.filter.dates')}>
      <select
        className={styles.select}
        value={year ?? ''}
        onChange={(e) => onYear(readNumber(e.target.value))}
        aria-label={t('articles.filter.year')}
        data-testid="filter-year"
      >
        <option value="">{t('articles.filter.anyYear')}</option>
        {yearOptions.map((y) => (
          <option key={y} value={y}>
            {t('articles.filter.yearOption', { year: y })}
          </option>
        ))}
      </select>
      <select
        className={styles.select}
        value={month ?? ''}
        onChange={(e) => onMonth(readNumber(e.target.value))}
        disabled={year === undefined}
        aria-label={t('articles.filter.month')}
        data-testid="filter-month"
      >
        <option value="">{t('articles.filter.anyMonth')}</option>
        {MONTHS.map((m) => (
          <option key={m} value={m}>
            {formatMonthName(m, intl.locale)}
          </option>
        ))}
      </select>
    </div>
  );
}

/** The other lists holding hits for the same search, each a link to that search there. */
export function ElsewhereMatches({
  matches,
  hrefIn,
  side,
}: {
  matches: CategoryMatches[];
  hrefIn: (categoryId: number, side: Side) => string | undefined;
  side: Side;
}) {
  const { t } = useT();
  const links = matches.flatMap((m) => {
    const place = categoryOf(m.categoryId);
    const href = hrefIn(m.categoryId, side);
    return place && href ? [{ ...m, href, name: t(place.titleId) }] : [];
  });
  if (links.length === 0) return null;
  return (
    <p className={`${styles.elsewhere} ${side === 'mobile' ? styles.elsewhereCompact : ''}`} data-testid="search-elsewhere">
      {links.map((m) => (
        <Link key={m.categoryId} to={m.href} data-testid="search-elsewhere-link">
          {t('articles.elsewhere', { name: m.name, total: m.total })}
        </Link>
      ))}
    </p>
  );
}

/** What an empty list says: nothing at all, nothing for the search, or nothing in the dates. */
export function emptyListText(
  t: ReturnType<typeof useT>['t'],
  filters: { keyword: string; year?: number },
  clear: ReactNode,
): ReactNode {
  if (filters.keyword) return <>{t('articles.noResults', { keyword: filters.keyword })}{clear}</>;
  if (filters.year !== undefined) return <>{t('articles.noneInDates')}{clear}</>;
  return t('articles.empty');
}
