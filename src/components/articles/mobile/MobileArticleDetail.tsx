/**
 * /mobile/article/:id: the article readable on a phone (wide tables scroll inside it, images fit),
 * attachments, tags and previous / next. Unknown or malformed ids show the 404 state.
 */
import '@/locales/areas/articles';
import { Link, useParams } from '@umijs/max';
import { useT } from '@/hooks/useT';
import { ArticleMeta, PageTitle } from '@/components/layout/DocumentMeta';
import { AsyncView, NotFoundState } from '@/components/states';
import { useArticle } from '@/hooks/articles';
import type { ArticleDetail } from '@/types/webapi';
import ArticleActions from '../ArticleActions';
import ArticleBody from '../ArticleBody';
import AttachmentList from '../AttachmentList';
import RelatedArticles from '../RelatedArticles';
import { categoryPath } from '../categories';
import ArticleByline from '../ArticleByline';
import { articleHref } from '@/views/articles';
import styles from './MobileArticle.less';

const HOME = '/mobile/home';

function ArticleView({ article }: { article: ArticleDetail }) {
  const { t } = useT();
  const listPath = categoryPath(article.categoryId, true);

  return (
    <article className={styles.article}>
      <ArticleMeta title={article.title} summary={article.summary} image={article.cover} />
      <h2 className={styles.title}>{article.title}</h2>
      <ArticleByline article={article} listPath={listPath} classNames={{ meta: styles.meta, category: styles.category }} />
      <ArticleActions articleId={article.id} title={article.title} summary={article.summary} mobile className={styles.actions} />
      <ArticleBody html={article.content} compact />
      <AttachmentList attachments={article.attachments} />
      {article.tags?.length > 0 && (
        <ul className={styles.tags} aria-label={t('articles.tags')}>
          {article.tags.map((tag) => (
            <li key={tag}>{tag}</li>
          ))}
        </ul>
      )}
      <nav className={styles.neighbours} aria-label={`${t('articles.prev')} / ${t('articles.next')}`} data-testid="article-neighbours" data-print="hide">
        {article.prev && (
          <Link to={articleHref(article.prev.id, 'mobile')}>
            <small>{t('articles.prev')}</small>
            <span>{article.prev.title}</span>
          </Link>
        )}
        {article.next && (
          <Link to={articleHref(article.next.id, 'mobile')}>
            <small>{t('articles.next')}</small>
            <span>{article.next.title}</span>
          </Link>
        )}
      </nav>
      <RelatedArticles related={article.related} indexPeriod={article.indexPeriod} side="mobile" />
    </article>
  );
}

export default function MobileArticleDetail() {
  const { id } = useParams<{ id: string }>();
  const { valid, article, loading, error, refresh } = useArticle(id);

  if (!valid) return <NotFoundState homePath={HOME} />;
  return (
    <>
      <PageTitle title={article?.title} />
      <AsyncView loading={loading} error={error} data={article} onRetry={refresh} notFound={<NotFoundState homePath={HOME} />}>
        {(a) => <ArticleView article={a} />}
      </AsyncView>
    </>
  );
}
