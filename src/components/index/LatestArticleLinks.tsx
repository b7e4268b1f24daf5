/**
 * The newest articles of one category as title links with their dates, each to its article page on
 * the side the visitor is on, with the loading, error (retry) and empty states. The inside of the
 * home pages' LatestArticles blocks and of the brand ranking's BrandNews, which differ only around it.
 */
import { Link } from '@umijs/max';
import { AsyncView } from '@/components/states';
import { useLatestArticles } from '@/hooks/indices';
import { useT } from '@/hooks/useT';
import { formatDate } from '@/utils/format';
import { articleHref } from '@/views/articles';
import { useSide } from '@/views/useView';
import styles from './LatestArticleLinks.less';

interface Props {
  categoryId: number;
  /** How many articles to ask for and show. */
  count: number;
  /** Phones: titles wrap to two lines, the date goes under them. */
  compact?: boolean;
  /** data-testid of each item (the block's tests count them by it). */
  itemTestId: string;
  /** What the empty state says (its default otherwise). */
  emptyText?: string;
}

export default function LatestArticleLinks({ categoryId, count, compact, itemTestId, emptyText }: Props) {
  const { intl } = useT();
  const side = useSide();
  const req = useLatestArticles(categoryId, count);
  return (
    <AsyncView of={req} emptyText={emptyText}>
      {(page) => (
        <ul className={`${styles.list} ${compact ? styles.compact : ''}`}>
          {page.list.slice(0, count).map((a) => (
            <li key={a.id} className={styles.item} data-testid={itemTestId}>
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
  );
}
