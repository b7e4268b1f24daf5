import { Link } from '@umijs/max';
import { useT } from '@/hooks/useT';
import { useArticleMeta } from '@/hooks/articles';
import type { ArticleDetail } from '@/types/webapi';
import { categoryOf } from './categories';

/**
 * The line under an article's title, desktop and phone alike: its category (a link to that list),
 * date, author, source and views. The page gives the list's path for its own site and its classes.
 */
export default function ArticleByline({
  article,
  listPath,
  classNames,
}: {
  article: ArticleDetail;
  listPath: string | undefined;
  classNames: { meta: string; category: string };
}) {
  const { t } = useT();
  const meta = useArticleMeta(article);
  const category = categoryOf(article.categoryId);
  return (
    <p className={classNames.meta} data-testid="article-meta">
      {category && listPath && (
        <Link to={listPath} className={classNames.category}>
          {t(category.titleId)}
        </Link>
      )}
      <time dateTime={article.publishedAt}>{meta.date}</time>
      {meta.author && <span>{meta.author}</span>}
      {meta.source && <span>{meta.source}</span>}
      <span>{meta.views}</span>
    </p>
  );
}
