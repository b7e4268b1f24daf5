/**
 * The newest articles of one category on the home pages (commentary, reports, news), each linking
 * to its article page, with a link to the whole list.
 */
import { Link, useModel } from '@umijs/max';
import { useT } from '@/hooks/useT';
import { articleListViews, type ArticleListKind } from '@/views/articles';
import { useSide } from '@/views/useView';
import { LATEST_COUNT } from '@/services/queries';
import LatestArticleLinks from './LatestArticleLinks';
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
  const { t } = useT();
  const side = useSide();
  const titleId = `menu.${kind}`;
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
      <LatestArticleLinks categoryId={categoryId} count={count} compact={compact} itemTestId="latest-article" />
    </section>
  );
}
