/**
 * 相关阅读 under an article, desktop and /mobile alike: the related articles the backend chose (title,
 * section, date), and for a commentary a link to its period on the index data page. Links stay on
 * the side the visitor is on. Nothing renders when there is neither; never printed.
 */
import '@/locales/areas/articles';
import { Link } from '@umijs/max';
import { useId } from 'react';
import { useT } from '@/hooks/useT';
import type { IndexPeriodRef, RelatedArticle } from '@/types/webapi';
import { formatDate } from '@/utils/format';
import { articleHref } from '@/views/articles';
import type { Side } from '@/views/codec';
import { indexDataView } from '@/views/indexData';
import { categoryOf } from './categories';
import styles from './RelatedArticles.less';

interface Props {
  /** The article's `related` (absent from an older backend: nothing shown). */
  related: RelatedArticle[] | undefined;
  /** A commentary's index period, else null. */
  indexPeriod: IndexPeriodRef | null | undefined;
  side: Side;
}

export default function RelatedArticles({ related, indexPeriod, side }: Props) {
  const { t, intl } = useT();
  const headingId = `related-${useId().replace(/[^\w-]/g, '')}`;
  const list = related ?? [];
  if (!list.length && !indexPeriod) return null;
  // The desktop title is the page's h1; the phone's is an h2 under the app bar.
  const Heading = side === 'mobile' ? 'h3' : 'h2';

  return (
    <div className={`${styles.related} ${side === 'mobile' ? styles.compact : ''}`} data-print="hide">
      {indexPeriod && (
        <p className={styles.period}>
          <Link
            to={indexDataView.href({ proj: indexPeriod.projId, period: indexPeriod.period }, side)}
            className={styles.periodLink}
            data-testid="article-index-period"
          >
            {t('articles.indexPeriod')}
          </Link>
        </p>
      )}
      {list.length > 0 && (
        <section aria-labelledby={headingId} data-testid="related-articles">
          <Heading id={headingId} className={styles.title}>
            {t('articles.related')}
          </Heading>
          <ul className={styles.list}>
            {list.map((a) => {
              const category = categoryOf(a.categoryId);
              return (
                <li key={a.id} className={styles.item} data-testid="related-article">
                  <Link to={articleHref(a.id, side)} className={styles.link}>
                    {a.title}
                  </Link>
                  <span className={styles.meta}>
                    {category && <span className={styles.category}>{t(category.titleId)}</span>}
                    <time dateTime={a.publishedAt}>{formatDate(a.publishedAt, intl.locale)}</time>
                  </span>
                </li>
              );
            })}
          </ul>
        </section>
      )}
    </div>
  );
}
