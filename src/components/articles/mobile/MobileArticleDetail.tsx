/**
 * /mobile/article/:id: the article readable on a phone (wide tables scroll inside it, images fit),
 * attachments, tags and previous / next. Unknown or malformed ids show the 404 state.
 */
import { Link, useIntl, useParams } from '@umijs/max';
import { AsyncView, NotFoundState } from '@/components/states';
import { useArticle, useArticleMeta } from '@/hooks/articles';
import { usePageTitle } from '@/hooks/usePageMeta';
import type { ArticleDetail } from '@/types/webapi';
import ArticleBody from '../ArticleBody';
import AttachmentList from '../AttachmentList';
import { articlePath, categoryOf, categoryPath } from '../categories';
import styles from './MobileArticle.less';

const HOME = '/mobile/home';

function ArticleView({ article }: { article: ArticleDetail }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const meta = useArticleMeta(article);
  const category = categoryOf(article.categoryId);
  const listPath = categoryPath(article.categoryId, true);

  return (
    <article className={styles.article}>
      <h2 className={styles.title}>{article.title}</h2>
      <p className={styles.meta} data-testid="article-meta">
        {category && listPath && (
          <Link to={listPath} className={styles.category}>
            {t(category.titleId)}
          </Link>
        )}
        <time dateTime={article.publishedAt}>{meta.date}</time>
        {meta.author && <span>{meta.author}</span>}
        {meta.source && <span>{meta.source}</span>}
        <span>{meta.views}</span>
      </p>
      <ArticleBody html={article.content} compact />
      <AttachmentList attachments={article.attachments} />
      {article.tags?.length > 0 && (
        <ul className={styles.tags} aria-label={t('articles.tags')}>
          {article.tags.map((tag) => (
            <li key={tag}>{tag}</li>
          ))}
        </ul>
      )}
      <nav className={styles.neighbours} aria-label={`${t('articles.prev')} / ${t('articles.next')}`} data-testid="article-neighbours">
        {article.prev && (
          <Link to={articlePath(article.prev.id, true)}>
            <small>{t('articles.prev')}</small>
            <span>{article.prev.title}</span>
          </Link>
        )}
        {article.next && (
          <Link to={articlePath(article.next.id, true)}>
            <small>{t('articles.next')}</small>
            <span>{article.next.title}</span>
          </Link>
        )}
      </nav>
    </article>
  );
}

export default function MobileArticleDetail() {
  const { id } = useParams<{ id: string }>();
  const { valid, article, loading, error, refresh } = useArticle(id);
  usePageTitle(article?.title);

  if (!valid) return <NotFoundState homePath={HOME} />;
  return (
    <AsyncView loading={loading} error={error} data={article} onRetry={refresh} notFound={<NotFoundState homePath={HOME} />}>
      {(a) => <ArticleView article={a} />}
    </AsyncView>
  );
}
