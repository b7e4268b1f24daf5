/**
 * This period's headline number (home, desktop and mobile): the composite's level, its change in
 * points and percent, 同比 in points and percent, the level-2 rise/fall/flat counts, dates, the
 * summary paragraph generated from those numbers, and links onward. Plain markup so the home pages
 * paint it without the chart or a UI kit. /data shows it above its chart for the chosen period.
 */
import '@/locales/areas/indices';
import { Link } from '@umijs/max';
import { useT } from '@/hooks/useT';
import ChangeBadge from '@/components/ChangeBadge';
import type { ContributionBreakdown } from '@/domain/indexMoves';
import type { IndexFamily, IndexSnapshot } from '@/types/webapi';
import { formatDate, formatNumber, formatPeriod } from '@/utils/format';
import { changeOf } from '@/domain/indexSeries';
import { headlineSummary } from './headlineSummary';
import { revisionNote } from './historyNotes';
import { rootRow } from './labels';
import styles from './HeadlineBlock.less';

interface Props {
  family: IndexFamily;
  snapshot: IndexSnapshot;
  /** `/article/:id` or `/mobile/article/:id`. */
  articlePath: (id: number) => string;
  /** The home's 「查看指数数据」 link; absent on the data pages themselves. */
  dataPath?: string;
  compact?: boolean;
  /** The period's contributions: the summary then names the category that moved the composite most. */
  breakdown?: ContributionBreakdown;
  /** No family-name heading (the data page's own heading names the family just above). */
  hideTitle?: boolean;
}

export default function HeadlineBlock({ family, snapshot, articlePath, dataPath, compact, breakdown, hideTitle }: Props) {
  const { t, intl } = useT();
  const root = rootRow(snapshot);
  if (!root) return null;
  const yoy = changeOf({ ...root, period: snapshot.period, year: snapshot.year }, 'sameValue');
  // A partial answer without counts just leaves the counts out.
  const { up = 0, down = 0, flat = 0 } = snapshot.summary ?? {};
  const categories = up + down + flat;

  return (
    <section
      className={`${styles.headline} ${compact ? styles.compact : ''}`}
      {...(hideTitle ? { 'aria-label': family.name } : { 'aria-labelledby': 'index-headline-title' })}
      data-testid="index-headline"
    >
      <header className={styles.head}>
        {!hideTitle && (
          <h2 id="index-headline-title" className={styles.title}>
            {family.name}
          </h2>
        )}
        <span className={styles.period} data-testid="headline-period">
          {formatPeriod(snapshot, intl)}
        </span>
      </header>

      <div className={styles.figure}>
        <span className={styles.kind}>{t('index.kind.indexValue')}</span>
        <span className={styles.value} data-testid="headline-value">
          {formatNumber(root.indexValue, intl.locale)}
        </span>
        <span className={styles.unit}>{family.unit}</span>
      </div>
      {root.revised && (
        <p className={styles.revised} data-testid="headline-revised">
          {revisionNote(formatPeriod(snapshot, intl), root.indexValue, root.revised, intl)}
        </p>
      )}

      <dl className={styles.changes}>
        <div>
          <dt>{t('index.change.previous')}</dt>
          <dd>
            <ChangeBadge value={root.change} unit="points" />
            <ChangeBadge value={root.changePct} unit="percent" />
          </dd>
        </div>
        <div>
          <dt>{t('index.change.yearAgo')}</dt>
          <dd>
            <ChangeBadge value={yoy.points} unit="points" />
            <ChangeBadge value={yoy.percent} unit="percent" />
          </dd>
        </div>
      </dl>

      {categories > 0 && (
        <p className={styles.counts} data-testid="headline-counts">
          <span>{t('index.counts.categories', { count: categories })}</span>{' '}
          <span className={styles.up}>{t('index.counts.up', { count: up })}</span>{' '}
          <span className={styles.down}>{t('index.counts.down', { count: down })}</span>{' '}
          <span className={styles.flat}>{t('index.counts.flat', { count: flat })}</span>
        </p>
      )}

      <p className={styles.dates}>
        <span>{t('index.headline.published', { date: formatDate(snapshot.publishedAt, intl.locale) })}</span>
        <span>{t('index.headline.next', { date: formatDate(family.nextRelease, intl.locale) })}</span>
      </p>

      <p className={styles.summary} data-testid="headline-summary">
        {headlineSummary(family, snapshot, intl, breakdown)}
      </p>

      {(snapshot.commentId !== undefined || dataPath) && (
        <p className={styles.links}>
          {snapshot.commentId !== undefined && (
            <Link to={articlePath(snapshot.commentId)} className={styles.primary} data-testid="headline-comment">
              {t('index.headline.comment')}
            </Link>
          )}
          {dataPath && (
            <Link to={dataPath} className={styles.secondary}>
              {t('index.headline.data')}
            </Link>
          )}
        </p>
      )}
    </section>
  );
}
