/**
 * Desktop article list of one category (/comment, /report, /info): keyword search and page in the
 * URL, ten articles a page with date, source, summary, attachments (and a cover for reports).
 */
import { Link } from '@umijs/max';
import { useT } from '@/hooks/useT';
import { Button, Input, Pagination } from 'antd';
import { useEffect, useState } from 'react';
import { AsyncView } from '@/components/states';
import { useArticlePage } from '@/hooks/articles';
import type { ArticleSummary } from '@/types/webapi';
import { formatDate } from '@/utils/format';
import { PaperclipIcon } from './icons';
import { placeOf, type ListCategory } from './categories';
import { articleHref } from '@/views/articles';
import styles from './ArticleListPage.less';

function ArticleItem({ article, withCover }: { article: ArticleSummary; withCover: boolean }) {
  const { t, intl } = useT();
  return (
    <li className={styles.item} data-testid="article-item">
      {withCover && article.cover && (
        <img className={styles.cover} src={article.cover} alt="" loading="lazy" width={160} height={110} />
      )}
      <div className={styles.text}>
        <h2 className={styles.title}>
          <Link to={articleHref(article.id)}>{article.title}</Link>
        </h2>
        <p className={styles.meta}>
          <time dateTime={article.publishedAt}>{formatDate(article.publishedAt, intl.locale)}</time>
          {article.source && <span>{t('articles.source', { name: article.source })}</span>}
          {article.author && <span>{t('articles.author', { name: article.author })}</span>}
          {article.attachmentCount > 0 && (
            <span className={styles.attach} data-testid="attachment-count">
              <PaperclipIcon className={styles.clip} />
              {t('articles.attachmentCount', { count: article.attachmentCount })}
            </span>
          )}
        </p>
        {article.summary && <p className={styles.summary}>{article.summary}</p>}
      </div>
    </li>
  );
}

export default function ArticleListPage({ category }: { category: ListCategory }) {
  const { t } = useT();
  const place = placeOf(category);
  const { keyword, setKeyword, setPage, data, loading, error, refresh } = useArticlePage(category);

  // The box follows the URL (Back, shared links) but keeps what the visitor is typing.
  const [text, setText] = useState(keyword);
  useEffect(() => setText(keyword), [keyword]);

  return (
    <div className={styles.page}>
      <header className={styles.head}>
        <h1 className={styles.heading}>{t(place.titleId)}</h1>
        <div role="search" className={styles.search}>
          <Input.Search
            value={text}
            onChange={(e) => setText(e.target.value)}
            onSearch={(value) => setKeyword(value)}
            placeholder={t('articles.searchPlaceholder')}
            aria-label={t('articles.searchLabel')}
            enterButton={t('common.search')}
            allowClear
            data-testid="article-search"
          />
        </div>
      </header>

      <section className={styles.card} aria-busy={loading}>
        <AsyncView
          loading={loading}
          error={error}
          data={data}
          onRetry={refresh}
          emptyText={
            keyword ? (
              <>
                {t('articles.noResults', { keyword })}
                <Button type="link" onClick={() => setKeyword('')}>
                  {t('articles.clearSearch')}
                </Button>
              </>
            ) : (
              t('articles.empty')
            )
          }
        >
          {(page) => (
            <>
              <p className={styles.total} data-testid="article-total">
                {keyword ? t('articles.totalFor', { total: page.total, keyword }) : t('articles.total', { total: page.total })}
              </p>
              <ul className={`${styles.list} ${loading ? styles.stale : ''}`}>
                {page.list.map((a) => (
                  <ArticleItem key={a.id} article={a} withCover={category === 'report'} />
                ))}
              </ul>
              {page.total > page.pageSize && (
                <nav className={styles.pager} aria-label={t('articles.pagination')}>
                  <Pagination
                    current={page.current}
                    pageSize={page.pageSize}
                    total={page.total}
                    showSizeChanger={false}
                    onChange={(p) => {
                      setPage(p);
                      window.scrollTo({ top: 0 });
                    }}
                  />
                </nav>
              )}
            </>
          )}
        </AsyncView>
      </section>
    </div>
  );
}
