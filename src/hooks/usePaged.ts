/**
 * Paged lists the original's way (10 a page from page 1, the page clamped by the backend), one hook
 * per presentation: `usePagedList` shows the page the URL names (desktop pagination), and
 * `useInfiniteList` appends pages as the visitor scrolls (ahooks useInfiniteScroll, seed threshold
 * 100 px). Both read through the one request cache.
 */
import { useInfiniteScroll } from 'ahooks';
import { useEffect } from 'react';
import { INFINITE_SCROLL_THRESHOLD, PAGE_SIZE } from '@/config/constants';
import { remember } from '@/services/cache';
import type { PageResult } from '@/types/webapi';
import { useApi } from './useApi';

export type PageFetcher<R> = (current: number, pageSize: number) => Promise<R>;

/**
 * Desktop: page `page` of the list named by `key` (which carries its filters). When the backend
 * clamps the page (page 9 of 3), `onClamped` gets the page it answered, to put it in the URL.
 */
export function usePagedList<R extends PageResult<unknown>>(
  key: string,
  page: number,
  fetchPage: PageFetcher<R>,
  onClamped: (page: number) => void,
) {
  // Cached under the same key as a phone's pages, so either site reuses the other's answers.
  const req = useApi(`${key}|page=${page}`, () => fetchPage(page, PAGE_SIZE));
  const answer = req.data;
  useEffect(() => {
    // While loading, `answer` is still the previous page's: only a settled answer can be clamped.
    if (answer && !req.loading && answer.current !== page) onClamped(answer.current);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a new answer can be clamped
  }, [answer, req.loading]);
  return { ...req, current: page, pageSize: PAGE_SIZE };
}

export interface InfiniteList<T, R extends PageResult<T> = PageResult<T>> {
  list: T[];
  total: number;
  /** The first page's answer (its facets, e.g. the industries to filter by). */
  first?: R;
  error?: unknown;
  loading: boolean;
  /** Loaded at least the first page. */
  ready: boolean;
  hasMore: boolean;
  loadMore: () => void;
  reload: () => void;
}

/** Mobile: pages of the list named by `key` appended as the visitor nears the bottom; a new key restarts. */
export function useInfiniteList<T, R extends PageResult<T> = PageResult<T>>(key: string, fetchPage: PageFetcher<R>): InfiniteList<T, R> {
  type Loaded = { list: T[]; total: number; current: number; first: R };
  const scroll = useInfiniteScroll<Loaded>(
    async (loaded) => {
      const next = (loaded?.current ?? 0) + 1;
      const res = await remember(`${key}|page=${next}`, () => fetchPage(next, PAGE_SIZE));
      return { list: res.list, total: res.total, current: res.current, first: loaded?.first ?? res };
    },
    {
      target: typeof document === 'undefined' ? undefined : document,
      threshold: INFINITE_SCROLL_THRESHOLD,
      isNoMore: (d) => !!d && (d.list.length >= d.total || d.current * PAGE_SIZE >= d.total),
      reloadDeps: [key],
    },
  );
  const { data } = scroll;
  return {
    list: data?.list ?? [],
    total: data?.total ?? 0,
    first: data?.first,
    error: scroll.error,
    loading: scroll.loading || scroll.loadingMore,
    ready: !!data,
    hasMore: !!data && !scroll.noMore,
    loadMore: scroll.loadMore,
    reload: scroll.reload,
  };
}
