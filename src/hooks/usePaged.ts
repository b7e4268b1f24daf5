/**
 * Paged lists the original's way (10 a page from page 1, the page clamped by the backend), one hook
 * per presentation: `usePagedList` shows the page the URL names (desktop pagination), and
 * `useInfiniteList` appends pages as the visitor scrolls (seed threshold 100 px) and
 * keeps its place for Back. Both read through the one request cache.
 */
import { history } from '@umijs/max';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { INFINITE_SCROLL_THRESHOLD, PAGE_SIZE } from '@/config/constants';
import { forget, remember } from '@/services/cache';
import { pageKey } from '@/services/queries';
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
  const req = useApi(pageKey(key, page), () => fetchPage(page, PAGE_SIZE));
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
  /** Load again from the first page (after a failed first page). */
  reload: () => void;
  /** Pull to refresh: ask the backend again, keeping what is shown until the first page answers. */
  refresh: () => Promise<void>;
}

interface Loaded<R> {
  key: string;
  pages: R[];
  loading: boolean;
  error?: unknown;
  /** Where to scroll once these pages have rendered (coming Back from an article). */
  scrollTo?: number;
}

/**
 * What a phone list leaves behind when the visitor opens an article: how many pages it had and
 * where they were, so Back shows the same place (the pages come from the cache).
 */
const leftBehind = new Map<string, { pages: number; scrollY: number }>();

const isLastPage = (page: PageResult<unknown>) => page.current * page.pageSize >= page.total;
const nearBottom = () =>
  document.documentElement.scrollHeight - (window.scrollY + window.innerHeight) <= INFINITE_SCROLL_THRESHOLD;
const defaultId = (item: unknown) => (item as { id?: unknown }).id;

/**
 * Mobile: pages of the list named by `key` appended as the visitor nears the bottom (seed threshold
 * 100 px); a new key restarts. One page is asked for at a time and an answer for a list that has
 * moved on (new key, refresh) is dropped, so pages neither repeat nor go missing however fast they
 * are asked for or in what order they arrive; items already shown (an article published meanwhile
 * shifts the pages by one) are not shown twice.
 */
export function useInfiniteList<T, R extends PageResult<T> = PageResult<T>>(
  key: string,
  fetchPage: PageFetcher<R>,
  idOf: (item: T) => unknown = defaultId,
): InfiniteList<T, R> {
  const [state, setState] = useState<Loaded<R>>({ key, pages: [], loading: true });
  const live = useRef(state);
  live.current = state;
  const fetchRef = useRef(fetchPage);
  fetchRef.current = fetchPage;
  /** The one load allowed to settle: a later load (or another key) makes earlier answers stale. */
  const ticket = useRef(0);
  /** Aborted when the list goes (another key, the page left): its pages still on their way stop. */
  const leaving = useRef<AbortController>();

  /** Pages `from`..`to` appended to `base`; `shown` stays on screen meanwhile. */
  const load = useCallback(
    async (from: number, to: number, base: R[], shown: R[], scrollTo?: number) => {
      const mine = ++ticket.current;
      setState({ key, pages: shown, loading: true });
      const pages = [...base];
      try {
        for (let n = from; n <= to; n += 1) {
          const res = await remember(pageKey(key, n), () => fetchRef.current(n, PAGE_SIZE), leaving.current?.signal);
          if (mine !== ticket.current) return;
          // A clamped answer (the list shrank) repeats the last page: stop there.
          if (res.current !== n) break;
          pages.push(res);
          if (isLastPage(res)) break;
        }
        setState({ key, pages, loading: false, scrollTo });
      } catch (error) {
        if (mine === ticket.current) setState({ key, pages: shown, loading: false, error });
      }
    },
    [key],
  );

  // A new list: page 1, or, coming Back to it, the pages and the place the visitor left.
  useEffect(() => {
    const left = history.action === 'POP' ? leftBehind.get(key) : undefined;
    leftBehind.set(key, { pages: left?.pages ?? 1, scrollY: left?.scrollY ?? 0 });
    const controller = new AbortController();
    leaving.current = controller;
    load(1, left?.pages ?? 1, [], [], left?.scrollY);
    return () => {
      ticket.current += 1;
      controller.abort();
    };
  }, [key, load]);

  const current = state.key === key ? state : { key, pages: [], loading: true };
  const last = current.pages[current.pages.length - 1];
  const hasMore = !!last && !isLastPage(last);

  const loadMore = useCallback(() => {
    const now = live.current;
    if (now.key !== key || now.loading || !now.pages.length || isLastPage(now.pages[now.pages.length - 1])) return;
    const next = now.pages.length + 1;
    leftBehind.set(key, { pages: next, scrollY: window.scrollY });
    load(next, next, now.pages, now.pages);
  }, [key, load]);

  // Near the bottom, the next page; remember the place for Back.
  useEffect(() => {
    // Leaving for an article, the list is still mounted while the new page is drawn and the
    // browser clamps or resets the scroll: those positions are not the reader's. The route path
    // only: the query may change under the same list (a product preview opened and closed).
    const routeOf = () => (window.location.hash || window.location.pathname).split('?')[0];
    const here = routeOf();
    const onScroll = () => {
      if (routeOf() !== here) return;
      const memo = leftBehind.get(key);
      if (memo) memo.scrollY = window.scrollY;
      if (!live.current.error && nearBottom()) loadMore();
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [key, loadMore]);

  // After pages render: restore the place, or keep loading while the list is shorter than the screen.
  useEffect(() => {
    if (state.loading || state.key !== key) return;
    if (state.scrollTo !== undefined) window.scrollTo(0, state.scrollTo);
    else if (!state.error && nearBottom()) loadMore();
  }, [state, key, loadMore]);

  const list = useMemo(() => {
    const seen = new Set<unknown>();
    return current.pages.flatMap((p) => p.list).filter((item) => {
      const id = idOf(item);
      if (seen.has(id)) return false;
      seen.add(id);
      return true;
    });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- idOf is a pure accessor
  }, [current.pages]);

  return {
    list,
    total: last?.total ?? 0,
    first: current.pages[0],
    error: current.error,
    loading: current.loading,
    ready: current.pages.length > 0,
    hasMore,
    loadMore,
    reload: () => load(1, 1, [], []),
    refresh: async () => {
      forget(`${key}|page=`);
      leftBehind.set(key, { pages: 1, scrollY: 0 });
      const shown = live.current.pages;
      await load(1, 1, [], shown);
    },
  };
}
