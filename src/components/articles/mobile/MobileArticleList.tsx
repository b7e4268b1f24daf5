/**
 * /mobile/comment, /mobile/report, /mobile/info: a search bar, the publication year/month and the
 * category's articles (the keyword marked), appended as the visitor scrolls, pulled down to
 * refresh, kept in place for Back. A failed first or later page shows an error with retry.
 */
import '@/locales/areas/articles';
import { Link } from '@umijs/max';
import { useT } from '@/hooks/useT';
import List from 'antd-mobile/es/components/list';
import SearchBar from 'antd-mobile/es/components/search-bar';
import { useEffect, useState } from 'react';
import MobileInfiniteList from '@/components/industry/MobileInfiniteList';
import { useArticleFeed } from '@/hooks/articles';
import type { ArticleSummary } from '@/types/webapi';
import { formatDate } from '@/utils/format';
import { safeMediaUrl } from '@/utils/safeUrl';
import FeedLinks from '../FeedLinks';
import Highlight from '../Highlight';
import AttachmentCount from '../AttachmentCount';
import { DateFilter, ElsewhereMatches, emptyListText } from '../ListFilters';
import { articleHref } from '@/views/articles';
import { placeOf, type ListCategory } from '../categories';
import styles from './MobileArticleList.less';

function FeedItem({ article, withCover, keyword }: { article: ArticleSummary; withCover: boolean; keyword: string }) {
  const { intl } = useT();
  const cover = withCover ? safeMediaUrl(article.cover) : undefined;
  return (
    <List.Item arrow={false}>
      <Link to={articleHref(article.id, 'mobile')} className={styles.link} data-testid="article-item">
        <span className={styles.text}>
          <span className={styles.title}>
            <Highlight text={article.title} keyword={keyword} />
          </span>
          <span className={styles.meta}>
            <time dateTime={article.publishedAt}>{formatDate(article.publishedAt, intl.locale)}</time>
            {article.source && <span>{article.source}</span>}
            <AttachmentCount count={article.attachmentCount} />
          </span>
        </span>
        {cover && <img className={styles.cover} src={cover} alt="" loading="lazy" width={96} height={66} />}
      </Link>
    </List.Item>
  );
}

export default function MobileArticleList({ category }: { category: ListCategory }) {
  const { t } = useT();
  const view = useArticleFeed(category);
  const { keyword, year, month, setKeyword, feed } = view;

  const [text, setText] = useState(keyword);
  useEffect(() => setText(keyword), [keyword]);

  const empty = emptyListText(
    t,
    { keyword, year },
    <button type="button" className={styles.clear} onClick={() => (keyword ? setKeyword('') : view.setYear(undefined))}>
      {t(keyword ? 'articles.clearSearch' : 'articles.clearFilters')}
    </button>,
  );
  const body = (
    <MobileInfiniteList state={feed} emptyText={empty}>
      {(list) => (
        <>
          <p className={styles.total} data-testid="article-total">
            {keyword ? t('articles.totalFor', { total: feed.total, keyword }) : t('articles.total', { total: feed.total })}
          </p>
          <ElsewhereMatches matches={feed.first?.elsewhere ?? []} hrefIn={view.hrefIn} side="mobile" />
          <List className={styles.list}>
            {list.map((a) => (
              <FeedItem key={a.id} article={a} withCover={category === 'report'} keyword={keyword} />
            ))}
          </List>
        </>
      )}
    </MobileInfiniteList>
  );

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
      <div className={styles.filters}>
        <DateFilter years={feed.first?.years ?? []} year={year} month={month} onYear={view.setYear} onMonth={view.setMonth} compact />
        <FeedLinks categoryId={placeOf(category).id} compact />
      </div>
      {body}
    </div>
  );
}
