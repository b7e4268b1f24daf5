/**
 * The states of an infinite list on a phone, in one place for articles, companies and products:
 * first-page loading, error with retry, empty, then the items and a tail that says what comes next.
 * `useInfiniteList` (ahooks useInfiniteScroll, 100 px threshold) loads the next page near the
 * bottom; the tail's button does the same for keyboard and screen-reader users.
 */
import type { ReactNode } from 'react';
import { EmptyState, ErrorState, LoadingState } from '@/components/states';
import type { InfiniteList } from '@/hooks/usePaged';
import { useT } from '@/hooks/useT';
import styles from './mobile.less';

export default function MobileInfiniteList<T>({
  state,
  emptyText,
  children,
}: {
  state: InfiniteList<T, any>;
  emptyText: ReactNode;
  children: (list: T[]) => ReactNode;
}) {
  const { t } = useT();
  if (!state.ready) {
    if (state.error) return <ErrorState error={state.error} onRetry={state.reload} />;
    return <LoadingState />;
  }
  if (state.list.length === 0) return <EmptyState text={emptyText} />;
  let tail: ReactNode;
  if (state.error) tail = <ErrorState error={state.error} onRetry={state.loadMore} />;
  else if (state.loading) tail = t('state.loading');
  else if (state.hasMore)
    tail = (
      <button type="button" className={styles.more} onClick={state.loadMore}>
        {t('common.loadMore')}
      </button>
    );
  else tail = t('common.noMore');
  return (
    <>
      {children(state.list)}
      <div className={styles.scrollTail} data-testid="list-tail" aria-live="polite">
        {tail}
      </div>
    </>
  );
}
