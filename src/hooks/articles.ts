/**
 * Data hooks of the article pages, shared by desktop and mobile: category lists (paged or
 * infinite), a category's main article (about / introduce) and the article detail.
 */
import '@/locales/areas/articles';
import { useModel } from '@umijs/max';
import { FIRST_PAGE, PAGE_SIZE } from '@/config/constants';
import { getArticle, getArticles } from '@/services/articles';
import { articleListKey } from '@/services/queries';
import type { ArticleDetail, ArticlePage, ArticleSummary } from '@/types/webapi';
import { formatDate, formatNumber } from '@/utils/format';
import { useApi } from './useApi';
import { useT } from './useT';
import { articleListViews, monthNeedsYear, type ArticleListKind } from '@/views/articles';
import { routeId, type Side } from '@/views/codec';

const LIST_KINDS = Object.keys(articleListViews) as ArticleListKind[];
import { useView } from '@/views/useView';
import { useInfiniteList, usePagedList } from './usePaged';

export const parseArticleId = routeId;

/**
 * A category list's view (src/views/articles.ts: `?keyword=季度&year=2026&month=3&page=2`) and its
 * articles: the page the URL names (desktop) and the pages a phone appends as it scrolls, both
 * from the one cache.
 */
export function useArticleListView(kind: ArticleListKind) {
  const [view, setView] = useView(articleListViews[kind]);
  const { categoryIds } = useModel('constants');
  const categoryId = categoryIds[kind];
  const { keyword, year, month } = monthNeedsYear(view);
  return {
    keyword,
    year,
    month,
    page: view.page,
    setKeyword: (next: string) => setView({ keyword: next.trim() }),
    /** Another year drops the month: few months hold articles in every year. */
    setYear: (next: number | undefined) => setView({ year: next, month: undefined }),
    setMonth: (next: number | undefined) => setView({ month: next }),
    setPage: (next: number) => setView({ page: next }),
    /** The same search in another list (the "在行业资讯中还有 3 条" links). */
    hrefIn: (otherId: number, side: Side) => {
      const other = LIST_KINDS.find((k) => categoryIds[k] === otherId);
      return other ? articleListViews[other].href({ keyword, year, month }, side) : undefined;
    },
    /** The list's identity in the cache: its category and filters. */
    key: articleListKey(categoryId, { keyword, year, month }),
    fetchPage: (current: number, pageSize: number) => getArticles({ categoryId, current, pageSize, keyword, year, month }),
    /** The backend clamped the page: show its page in the URL without a new history entry. */
    replacePage: (next: number) => setView({ page: next }, { replace: true }),
  };
}

/** Desktop: one page of a category, driven by the URL. */
export function useArticlePage(kind: ArticleListKind) {
  const listView = useArticleListView(kind);
  const list = usePagedList(listView.key, listView.page, listView.fetchPage, listView.replacePage);
  return { ...listView, ...list };
}

/** Mobile: a category's articles appended as the visitor scrolls; a new keyword restarts. */
export function useArticleFeed(kind: ArticleListKind) {
  const listView = useArticleListView(kind);
  return { ...listView, feed: useInfiniteList<ArticleSummary, ArticlePage>(listView.key, listView.fetchPage) };
}

/**
 * About / introduce: the category's newest article shown in full, and the others as links.
 * `list` fails or is empty on its own; `main` is fetched once the list names it.
 */
export function useCategoryMain(categoryId: number) {
  const list = useApi(`articles|${categoryId}||page=${FIRST_PAGE}`, () =>
    getArticles({ categoryId, current: FIRST_PAGE, pageSize: PAGE_SIZE }),
  );
  const mainId = list.data?.list[0]?.id;
  const main = useApi(`articles:detail|${mainId}`, () => getArticle(mainId!, { silent: true }), { ready: mainId !== undefined });
  const others = list.data?.list.slice(1) ?? [];
  return { list, main, others };
}

/** Article detail by route id; `valid` is false for ids that cannot exist (no request made). */
export function useArticle(rawId: string | undefined) {
  const id = parseArticleId(rawId);
  const req = useApi(`articles:detail|${id}`, () => getArticle(id!, { silent: true }), { ready: id !== undefined });
  // After prev/next the old article stays in `data` while the new one loads: never show it.
  const article = req.data?.id === id ? req.data : undefined;
  return { ...req, article, valid: id !== undefined };
}

/** The texts of an article's meta line (date, author, source, views); author and source only when known. */
export function useArticleMeta(article: ArticleDetail) {
  const { t, intl } = useT();
  return {
    date: formatDate(article.publishedAt, intl.locale),
    author: article.author ? t('articles.author', { name: article.author }) : undefined,
    source: article.source ? t('articles.source', { name: article.source }) : undefined,
    views: t('common.views', { count: formatNumber(article.views, intl.locale, 0) }),
  };
}
