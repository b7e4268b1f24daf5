/**
 * The phone lists' paging (useInfiniteList): pages in order whatever order their answers arrive
 * in, no item twice, pull to refresh asks the backend again, and Back restores pages and place.
 */
import { act, renderHook, waitFor } from '@testing-library/react';
import { useInfiniteList } from '@/hooks/usePaged';
import { clearCache } from '@/services/cache';

const nav = { action: 'PUSH' };
jest.mock('@umijs/max', () => ({ history: { get action() { return nav.action; } } }));

type Item = { id: number };
type Page = { list: Item[]; total: number; current: number; pageSize: number };

/** A backend of `total` items 10 a page whose answers the test releases one by one. */
function backend(total: number) {
  const waiting: { page: number; release: () => void }[] = [];
  const asked: number[] = [];
  let shift = 0;
  const fetchPage = jest.fn(
    (current: number, pageSize: number) =>
      new Promise<Page>((resolve) => {
        asked.push(current);
        const answer = () => {
          const ids = Array.from({ length: total + shift }, (_, i) => total + shift - i).slice((current - 1) * pageSize, current * pageSize);
          resolve({ list: ids.map((id) => ({ id })), total: total + shift, current, pageSize });
        };
        waiting.push({ page: current, release: answer });
      }),
  );
  return {
    fetchPage,
    asked,
    /** An article is published: every page moves down by one. */
    publish: () => {
      shift += 1;
    },
    async release(page: number) {
      const at = waiting.findIndex((w) => w.page === page);
      if (at === -1) throw new Error(`page ${page} was not asked for`);
      const [w] = waiting.splice(at, 1);
      await act(async () => {
        w.release();
        await Promise.resolve();
      });
    },
  };
}

// jsdom lays nothing out: scrollHeight 0 would read as "at the bottom" and load on its own.
beforeAll(() => {
  Object.defineProperty(document.documentElement, 'scrollHeight', { configurable: true, get: () => 5000 });
  window.scrollTo = jest.fn() as never;
});
beforeEach(() => {
  clearCache();
  nav.action = 'PUSH';
});

it('asks for one page at a time and drops a page answered for a list that moved on', async () => {
  const b = backend(35);
  const { result, rerender } = renderHook(({ k }) => useInfiniteList<Item, Page>(k, b.fetchPage), { initialProps: { k: 'a' } });
  await b.release(1);
  await waitFor(() => expect(result.current.list).toHaveLength(10));
  act(() => {
    result.current.loadMore();
    result.current.loadMore();
  });
  expect(b.asked).toEqual([1, 2]);
  // A new keyword while page 2 is on its way: its late answer must not land in the new list.
  rerender({ k: 'b' });
  await b.release(2);
  await b.release(1);
  await waitFor(() => expect(result.current.ready).toBe(true));
  expect(result.current.list.map((i) => i.id)).toEqual(Array.from({ length: 10 }, (_, i) => 35 - i));
  expect(result.current.hasMore).toBe(true);
});

it('shows an item once when a new article shifts the pages, and ends with the last page', async () => {
  const b = backend(25);
  const { result } = renderHook(() => useInfiniteList<Item, Page>('feed', b.fetchPage));
  await b.release(1);
  await waitFor(() => expect(result.current.list).toHaveLength(10));
  b.publish();
  act(() => result.current.loadMore());
  await b.release(2);
  act(() => result.current.loadMore());
  await b.release(3);
  await waitFor(() => expect(result.current.hasMore).toBe(false));
  const ids = result.current.list.map((i) => i.id);
  expect(new Set(ids).size).toBe(ids.length);
  expect(ids).toEqual(Array.from({ length: 25 }, (_, i) => 25 - i));
});

it('pull to refresh asks for the first page again and keeps the list shown meanwhile', async () => {
  const b = backend(12);
  const { result } = renderHook(() => useInfiniteList<Item, Page>('refresh', b.fetchPage));
  await b.release(1);
  await waitFor(() => expect(result.current.list).toHaveLength(10));
  b.publish();
  let done: Promise<void> = Promise.resolve();
  act(() => {
    done = result.current.refresh();
  });
  expect(result.current.list).toHaveLength(10);
  await b.release(1);
  await act(() => done);
  expect(b.asked).toEqual([1, 1]);
  expect(result.current.list[0].id).toBe(13);
});

it('coming Back, restores the pages from the cache and the scroll position', async () => {
  const b = backend(40);
  const first = renderHook(() => useInfiniteList<Item, Page>('back', b.fetchPage));
  await b.release(1);
  await waitFor(() => expect(first.result.current.list).toHaveLength(10));
  act(() => first.result.current.loadMore());
  await b.release(2);
  await waitFor(() => expect(first.result.current.list).toHaveLength(20));
  Object.defineProperty(window, 'scrollY', { configurable: true, value: 1234 });
  act(() => {
    window.dispatchEvent(new Event('scroll'));
  });
  first.unmount();

  nav.action = 'POP';
  const again = renderHook(() => useInfiniteList<Item, Page>('back', b.fetchPage));
  await waitFor(() => expect(again.result.current.list).toHaveLength(20));
  expect(b.asked).toEqual([1, 2]);
  expect(window.scrollTo).toHaveBeenLastCalledWith(0, 1234);
});
