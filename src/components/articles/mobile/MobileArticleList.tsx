/**
 * /mobile/comment, /mobile/report, /mobile/info: a search bar and the category's articles,
 * appended as the visitor scrolls. A failed first or later page shows an error with retry.
 */
import { Link, useIntl } from '@umijs/max';
import { InfiniteScroll, List, SearchBar } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { EmptyState, ErrorState, LoadingState } from '@/components/states';
import { INFINITE_SCROLL_THRESHOLD } from '@/config/constants';
import { useArticleFeed, useListQuery } from '@/hooks/articles';
import type { ArticleSummary } from '@/types/webapi';
import { formatDate } from '@/utils/format';
import { PaperclipIcon } from '../icons';
import { articlePath, placeOf, type ListCategory } from '../categories';
import styles from './MobileArticleList.less';

function FeedItem({ article, withCover }: { article: ArticleSummary; withCover: boolean }) {
  const intl = useIntl();
  return (
    <List.Item arrow={false}>
      <Link to={articlePath(article.id, true)} className={styles.link} data-testid="article-item">
        <span className={styles.text}>
          <span className={styles.title}>{article.title}</span>
          <span className={styles.meta}>
            <time dateTime={article.publishedAt}>{formatDate(article.publishedAt, intl.locale)}</time>
            {article.source && <span>{article.source}</span>}
            {article.attachmentCount > 0 && (
              <span className={styles.attach}>
                <PaperclipIcon className={styles.clip} />
                {intl.formatMessage({ id: 'articles.attachmentCount' }, { count: article.attachmentCount })}
              </span>
            )}
          </span>
        </span>
        {withCover && article.cover && <img className={styles.cover} src={article.cover} alt="" loading="lazy" width={96} height={66} />}
      </Link>
    </List.Item>
  );
}

export default function MobileArticleList({ category }: { category: ListCategory }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const { keyword, setKeyword } = useListQuery();
  const feed = useArticleFeed(placeOf(category).id, keyword);

  const [text, setText] = useState(keyword);
  useEffect(() => setText(keyword), [keyword]);

  let body;
  if (!feed.ready) {
    body = feed.error ? <ErrorState error={feed.error} onRetry={feed.reload} /> : <LoadingState />;
  } else if (feed.list.length === 0) {
    body = (
      <EmptyState
        text={
          keyword ? (
            <>
              {t('articles.noResults', { keyword })}
              <button type="button" className={styles.clear} onClick={() => setKeyword('')}>
                {t('articles.clearSearch')}
              </button>
            </>
          ) : (
            t('articles.empty')
          )
        }
      />
    );
  } else {
    body = (
      <>
        <p className={styles.total} data-testid="article-total">
          {keyword ? t('articles.totalFor', { total: feed.total, keyword }) : t('articles.total', { total: feed.total })}
        </p>
        <List className={styles.list}>
          {feed.list.map((a) => (
            <FeedItem key={a.id} article={a} withCover={category === 'report'} />
          ))}
        </List>
        <InfiniteScroll loadMore={feed.loadMore} hasMore={feed.hasMore} threshold={INFINITE_SCROLL_THRESHOLD}>
          {(hasMore, _failed, retry) =>
            // Retry through InfiniteScroll so it resumes watching the scroll position afterwards.
            feed.error ? (
              <ErrorState error={feed.error} onRetry={retry} />
            ) : hasMore ? (
              <span>{t('articles.loading')}</span>
            ) : (
              <span>{t('articles.noMore')}</span>
            )
          }
        </InfiniteScroll>
      </>
    );
  }

  return (
    <div className={styles.page}>
      <div role="search" aria-label={t('articles.searchLabel')} className={styles.search}>
        <SearchBar
          value={text}
          onChange={setText}
          onSearch={setKeyword}
          onClear={() => setKeyword('')}
          placeholder={t('articles.searchPlaceholder')}
        />
      </div>
      {body}
    </div>
  );
}
