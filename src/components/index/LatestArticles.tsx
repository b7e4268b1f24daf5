/**
 * The newest articles of one category on the home pages (commentary, reports, news), each linking
 * to its article page, with a link to the whole list.
 */
import { Link, useModel } from '@umijs/max';
import { useT } from '@/hooks/useT';
import { AsyncView } from '@/components/states';
import { useLatestArticles } from '@/hooks/indices';
import { formatDate } from '@/utils/format';
import { articleHref, articleListViews, type ArticleListKind } from '@/views/articles';
import { useSide } from '@/views/useView';
import { LATEST_COUNT } from '@/services/queries';
import styles from './LatestArticles.less';

interface Props {
  /** Which list: its title, and its page (desktop or /mobile, as the page showing this). */
  kind: ArticleListKind;
  count?: number;
  /** Phones: titles wrap to two lines, the date goes under them. */
  compact?: boolean;
  className?: string;
}

export default function LatestArticles({ kind, count = LATEST_COUNT, compact, className }: Props) {
  // The category id follows from the kind (constants model): one place, not a prop to keep in step.
  const categoryId = useModel('constants').categoryIds[kind];
  const { t, intl } = useT();
  const side = useSide();
  const titleId = `menu.${kind}`;
  const req = useLatestArticles(categoryId, count);
  const headingId = `latest-${categoryId}`;
  return (
    <section className={`${styles.block} ${compact ? styles.compact : ''} ${className ?? ''}`} aria-labelledby={headingId} data-testid={`latest-articles-${categoryId}`}>
      <header className={styles.head}>
        <h2 id={headingId} className={styles.title}>
          {t(titleId)}
        </h2>
        <Link to={articleListViews[kind].href({}, side)} className={styles.more}>
          {t('common.more')}
          <span className={styles.srOnly}> {t(titleId)}</span>
        </Link>
      </header>
      <AsyncView loading={req.loading} error={req.error} data={req.data} onRetry={req.refresh}>
        {(page) => (
          <ul className={styles.list}>
            {page.list.slice(0, count).map((a) => (
              <li key={a.id} className={styles.item} data-testid="latest-article">
                <Link to={articleHref(a.id, side)} className={styles.link}>
                  {a.title}
                </Link>
                <time className={styles.date} dateTime={a.publishedAt}>
                  {formatDate(a.publishedAt, intl.locale)}
                </time>
              </li>
            ))}
          </ul>
        )}
      </AsyncView>
    </section>
  );
}
