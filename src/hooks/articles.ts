/**
 * Data hooks of the article pages, shared by desktop and mobile: category lists (paged or
 * infinite), a category's main article (about / introduce) and the article detail.
 */
import { useIntl, useSearchParams } from '@umijs/max';
import { useCallback, useEffect } from 'react';
import { FIRST_PAGE, PAGE_SIZE } from '@/config/constants';
import { getArticle, getArticles } from '@/services/articles';
import type { ArticleDetail, ArticleSummary } from '@/types/webapi';
import { formatDate, formatNumber } from '@/utils/format';
import { useApi } from './useApi';
import { useInfiniteList } from './usePaged';

const positiveInt = (raw: string | null | undefined): number | undefined => {
  if (!raw || !/^\d{1,15}$/.test(raw)) return undefined;
  const n = Number(raw);
  return n >= 1 ? n : undefined;
};

/** Route id → article id; anything but a positive integer is unknown (404 without a request). */
export const parseArticleId = (raw: string | undefined) => positiveInt(raw);

/**
 * Keyword and page of a list live in the URL query (`?page=2&q=季度`) so a link reproduces the
 * view. A new keyword starts again at page 1; both add a history entry so Back undoes them.
 */
export function useListQuery() {
  const [params, setParams] = useSearchParams();
  const keyword = (params.get('q') ?? '').trim();
  const page = positiveInt(params.get('page')) ?? FIRST_PAGE;

  const write = useCallback(
    (next: { q: string; page: number }, replace = false) => {
      const query: Record<string, string> = {};
      if (next.q) query.q = next.q;
      if (next.page > FIRST_PAGE) query.page = String(next.page);
      setParams(query, { replace });
    },
    [setParams],
  );

  return {
    keyword,
    page,
    setKeyword: (q: string) => write({ q: q.trim(), page: FIRST_PAGE }),
    setPage: (p: number) => write({ q: keyword, page: p }),
    /** The backend clamped the page: show its page in the URL without a new history entry. */
    replacePage: (p: number) => write({ q: keyword, page: p }, true),
  };
}

/** Desktop: one page of a category, driven by the URL query. */
export function useArticlePage(categoryId: number) {
  const query = useListQuery();
  const { keyword, page, replacePage } = query;
  // Remember which page was asked for, so a clamped answer is told apart from a stale one.
  const req = useApi(
    async () => ({ asked: page, result: await getArticles({ categoryId, current: page, pageSize: PAGE_SIZE, keyword }) }),
    { refreshDeps: [categoryId, page, keyword] },
  );
  const answer = req.data;
  useEffect(() => {
    if (answer && answer.asked === page && answer.result.current !== page) replacePage(answer.result.current);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [answer, page]);
  return { ...query, ...req, data: answer?.result };
}

/** Mobile: a category's articles appended as the visitor scrolls; a new keyword restarts. */
export function useArticleFeed(categoryId: number, keyword: string) {
  return useInfiniteList<ArticleSummary>(
    (current, pageSize) => getArticles({ categoryId, current, pageSize, keyword }),
    [categoryId, keyword],
  );
}

/**
 * About / introduce: the category's newest article shown in full, and the others as links.
 * `list` fails or is empty on its own; `main` is fetched once the list names it.
 */
export function useCategoryMain(categoryId: number) {
  const list = useApi(() => getArticles({ categoryId, current: FIRST_PAGE, pageSize: PAGE_SIZE }), {
    refreshDeps: [categoryId],
  });
  const mainId = list.data?.list[0]?.id;
  const main = useApi(() => getArticle(mainId!, { silent: true }), {
    ready: mainId !== undefined,
    refreshDeps: [mainId],
  });
  const others = list.data?.list.slice(1) ?? [];
  return { list, main, others };
}

/** Article detail by route id; `valid` is false for ids that cannot exist (no request made). */
export function useArticle(rawId: string | undefined) {
  const id = parseArticleId(rawId);
  const req = useApi(() => getArticle(id!, { silent: true }), {
    ready: id !== undefined,
    refreshDeps: [id],
  });
  // After prev/next the old article stays in `data` while the new one loads: never show it.
  const article = req.data?.id === id ? req.data : undefined;
  return { ...req, article, valid: id !== undefined };
}

/** The texts of an article's meta line (date, author, source, views); author and source only when known. */
export function useArticleMeta(article: ArticleDetail) {
  const intl = useIntl();
  return {
    date: formatDate(article.publishedAt, intl.locale),
    author: article.author ? intl.formatMessage({ id: 'articles.author' }, { name: article.author }) : undefined,
    source: article.source ? intl.formatMessage({ id: 'articles.source' }, { name: article.source }) : undefined,
    views: intl.formatMessage({ id: 'common.views' }, { count: formatNumber(article.views, intl.locale, 0) }),
  };
}
