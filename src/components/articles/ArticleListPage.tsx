/**
 * Desktop article list of one category (/comment, /report, /info): keyword search, publication
 * year/month and page in the URL, ten articles a page with date, source, summary (the keyword
 * marked), attachments (and a cover for reports), and the search's hits in the other lists.
 */
import '@/locales/areas/articles';
import { Link } from '@umijs/max';
import { useT } from '@/hooks/useT';
import { Button, Input, Pagination } from 'antd';
import { useEffect, useState } from 'react';
import { AsyncView } from '@/components/states';
import { useArticlePage } from '@/hooks/articles';
import type { ArticleSummary } from '@/types/webapi';
import { formatDate } from '@/utils/format';
import { safeMediaUrl } from '@/utils/safeUrl';
import FeedLinks from './FeedLinks';
import Highlight from './Highlight';
import AttachmentCount from './AttachmentCount';
import { DateFilter, ElsewhereMatches, emptyListText } from './ListFilters';
import { placeOf, type ListCategory } from './categories';
import { articleHref } from '@/views/articles';
import styles from './ArticleListPage.less';

function ArticleItem({ article, withCover, keyword }: { article: ArticleSummary; withCover: boolean; keyword: string }) {
  const { t, intl } = useT();
  const cover = withCover ? safeMediaUrl(article.cover) : undefined;
  return (
    <li className={styles.item} data-testid="article-item">
      {cover && <img className={styles.cover} src={cover} alt="" loading="lazy" width={160} height={110} />}
      <div className={styles.text}>
        <h2 className={styles.title}>
          <Link to={articleHref(article.id)}>
            <Highlight text={article.title} keyword={keyword} />
          </Link>
        </h2>
        <p className={styles.meta}>
          <time dateTime={article.publishedAt}>{formatDate(article.publishedAt, intl.locale)}</time>
          {article.source && <span>{t('articles.source', { name: article.source })}</span>}
          {article.author && <span>{t('articles.author', { name: article.author })}</span>}
          <AttachmentCount count={article.attachmentCount} />
        </p>
        {article.summary && (
          <p className={styles.summary}>
            <Highlight text={article.summary} keyword={keyword} />
          </p>
        )}
      </div>
    </li>
  );
}

export default function ArticleListPage({ category }: { category: ListCategory }) {
  const { t } = useT();
  const place = placeOf(category);
  const list = useArticlePage(category);
  const { keyword, year, month, setKeyword, setPage, data, loading, error, refresh } = list;

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

      <div className={styles.toolbar}>
        <DateFilter years={data?.years ?? []} year={year} month={month} onYear={list.setYear} onMonth={list.setMonth} />
        <FeedLinks categoryId={place.id} />
      </div>

      <section className={styles.card} aria-busy={loading}>
        <AsyncView
          loading={loading}
          error={error}
          data={data}
          onRetry={refresh}
          emptyText={emptyListText(
            t,
            { keyword, year },
            <Button type="link" onClick={() => (keyword ? setKeyword('') : list.setYear(undefined))}>
              {t(keyword ? 'articles.clearSearch' : 'articles.clearFilters')}
            </Button>,
          )}
        >
          {(page) => (
            <>
              <p className={styles.total} data-testid="article-total">
                {keyword ? t('articles.totalFor', { total: page.total, keyword }) : t('articles.total', { total: page.total })}
              </p>
              <ElsewhereMatches matches={page.elsewhere} hrefIn={list.hrefIn} side="desktop" />
              <ul className={`${styles.list} ${loading ? styles.stale : ''}`}>
                {page.list.map((a) => (
                  <ArticleItem key={a.id} article={a} withCover={category === 'report'} keyword={keyword} />
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
