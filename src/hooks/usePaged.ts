/**
 * Paged lists the original's way (10 a page from page 1, page clamped by the backend):
 * `usePagedList` for desktop pagination, `useInfiniteList` for mobile infinite scroll.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { FIRST_PAGE, PAGE_SIZE } from '@/config/constants';
import type { PageResult } from '@/types/webapi';
import { useApi } from './useApi';

export type PageFetcher<T, R extends PageResult<T> = PageResult<T>> = (current: number, pageSize: number) => Promise<R>;

/** Desktop: one page at a time. `deps` (filters, keyword) send the list back to page 1. */
export function usePagedList<T, R extends PageResult<T> = PageResult<T>>(
  fetchPage: PageFetcher<T, R>,
  deps: unknown[],
  pageSize = PAGE_SIZE,
) {
  const [current, setCurrent] = useState(FIRST_PAGE);
  const depsKey = JSON.stringify(deps);
  const lastDeps = useRef(depsKey);
  const page = lastDeps.current === depsKey ? current : FIRST_PAGE;
  useEffect(() => {
    if (lastDeps.current !== depsKey) {
      lastDeps.current = depsKey;
      setCurrent(FIRST_PAGE);
    }
  }, [depsKey]);
  const req = useApi(() => fetchPage(page, pageSize), { refreshDeps: [page, depsKey, pageSize] });
  return { ...req, current: req.data?.current ?? page, pageSize, setCurrent };
}

/** Mobile: pages appended as the visitor scrolls; `deps` restart from page 1. */
export function useInfiniteList<T, R extends PageResult<T> = PageResult<T>>(fetchPage: PageFetcher<T, R>, deps: unknown[]) {
  const [state, setState] = useState<{ list: T[]; total: number; current: number; first?: R; error?: unknown; loading: boolean }>({
    list: [],
    total: 0,
    current: 0,
    loading: true,
  });
  const generation = useRef(0);
  const depsKey = JSON.stringify(deps);

  const load = useCallback(
    async (reset: boolean) => {
      const gen = reset ? ++generation.current : generation.current;
      const next = reset ? FIRST_PAGE : state.current + 1;
      setState((s) => ({ ...(reset ? { list: [], total: 0, current: 0 } : s), error: undefined, loading: true }));
      try {
        const res = await fetchPage(next, PAGE_SIZE);
        if (gen !== generation.current) return;
        setState((s) => ({
          list: reset ? res.list : [...s.list, ...res.list],
          total: res.total,
          current: res.current,
          first: reset ? res : s.first,
          loading: false,
        }));
      } catch (error) {
        if (gen !== generation.current) return;
        setState((s) => ({ ...s, error, loading: false }));
        // antd-mobile's InfiniteScroll stops asking once loadMore rejects; the retry button resumes.
        throw error;
      }
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [depsKey, state.current],
  );

  useEffect(() => {
    load(true).catch(() => undefined);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [depsKey]);

  const hasMore = !state.error && state.current > 0 && state.list.length < state.total;
  return {
    ...state,
    hasMore,
    /** Called by InfiniteScroll near the bottom. */
    loadMore: () => load(false),
    reload: () => load(true).catch(() => undefined),
    /** Loaded at least the first page. */
    ready: state.current > 0,
  };
}
