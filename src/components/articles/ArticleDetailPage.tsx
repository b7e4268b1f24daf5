/**
 * Desktop /article/:id: breadcrumb, title, meta, sanitised content, attachments, tags and the
 * previous / next article. Unknown or malformed ids show the 404 state.
 */
import '@/locales/areas/articles';
import { Link, useParams } from '@umijs/max';
import { useT } from '@/hooks/useT';
import { Breadcrumb, Tag } from 'antd';
import { ArticleMeta, PageTitle } from '@/components/layout/DocumentMeta';
import { AsyncView, NotFoundState } from '@/components/states';
import { useArticle } from '@/hooks/articles';
import type { ArticleDetail, ArticleLink } from '@/types/webapi';
import ArticleActions from './ArticleActions';
import ArticleBody from './ArticleBody';
import AttachmentList from './AttachmentList';
import ArticleByline from './ArticleByline';
import RelatedArticles from './RelatedArticles';
import { categoryOf } from './categories';
import { articleHref } from '@/views/articles';
import styles from './ArticleDetailPage.less';

function Neighbour({ link, labelId, noneId }: { link: ArticleLink | null; labelId: string; noneId: string }) {
  const { t } = useT();
  return (
    <p className={styles.neighbour}>
      <span className={styles.neighbourLabel}>{t(labelId)}</span>
      {link ? <Link to={articleHref(link.id)}>{link.title}</Link> : <span>{t(noneId)}</span>}
    </p>
  );
}

function ArticleView({ article }: { article: ArticleDetail }) {
  const { t } = useT();
  const category = categoryOf(article.categoryId);
  const categoryName = category && t(category.titleId);

  return (
    <>
      <ArticleMeta title={article.title} summary={article.summary} image={article.cover} />
      <Breadcrumb
        data-print="hide"
        className={styles.crumbs}
        aria-label={t('articles.breadcrumb')}
        items={[
          { title: <Link to="/home">{t('menu.home')}</Link> },
          ...(category ? [{ title: <Link to={category.path}>{categoryName}</Link> }] : []),
          { title: <span aria-current="page">{article.title}</span> },
        ]}
      />
      <article className={styles.card}>
        <header className={styles.head}>
          <h1 className={styles.title}>{article.title}</h1>
          <ArticleByline article={article} listPath={category?.path} classNames={{ meta: styles.meta, category: styles.category }} />
          <ArticleActions articleId={article.id} title={article.title} summary={article.summary} className={styles.actions} />
        </header>
        <ArticleBody html={article.content} />
        <AttachmentList attachments={article.attachments} />
        {article.tags?.length > 0 && (
          <p className={styles.tags}>
            <span className={styles.tagsLabel}>{t('articles.tags')}</span>
            {article.tags.map((tag) => (
              <Tag key={tag}>{tag}</Tag>
            ))}
          </p>
        )}
        <nav className={styles.neighbours} aria-label={`${t('articles.prev')} / ${t('articles.next')}`} data-testid="article-neighbours" data-print="hide">
          <Neighbour link={article.prev} labelId="articles.prev" noneId="articles.noPrev" />
          <Neighbour link={article.next} labelId="articles.next" noneId="articles.noNext" />
        </nav>
        <RelatedArticles related={article.related} indexPeriod={article.indexPeriod} side="desktop" />
      </article>
    </>
  );
}

export default function ArticleDetailPage() {
  const { id } = useParams<{ id: string }>();
  const { valid, article, loading, error, refresh } = useArticle(id);

  if (!valid) return <NotFoundState />;
  return (
    <div className={styles.page}>
      <PageTitle title={article?.title} />
      <AsyncView loading={loading} error={error} data={article} onRetry={refresh} notFound={<NotFoundState />}>
        {(a) => <ArticleView article={a} />}
      </AsyncView>
    </div>
  );
}
