/**
 * The states of an infinite list on a phone, in one place for companies and products: first-page
 * loading, error with retry, empty, then the items with antd-mobile InfiniteScroll (100 px threshold)
 * and a retry button when a later page fails.
 */
import { useIntl } from '@umijs/max';
import { InfiniteScroll } from 'antd-mobile';
import type { ReactNode } from 'react';
import { EmptyState, ErrorState, LoadingState } from '@/components/states';
import { INFINITE_SCROLL_THRESHOLD } from '@/config/constants';
import styles from './mobile.less';

export interface InfiniteListState<T> {
  list: T[];
  error?: unknown;
  loading: boolean;
  ready: boolean;
  hasMore: boolean;
  loadMore: () => Promise<void>;
  reload: () => void;
}

export default function MobileInfiniteList<T>({
  state,
  emptyText,
  children,
}: {
  state: InfiniteListState<T>;
  emptyText: string;
  children: (list: T[]) => ReactNode;
}) {
  const intl = useIntl();
  if (!state.ready) {
    if (state.error) return <ErrorState error={state.error} onRetry={state.reload} />;
    return <LoadingState />;
  }
  if (state.list.length === 0 && !state.loading) return <EmptyState text={emptyText} />;
  return (
    <>
      {children(state.list)}
      {state.error ? (
        <ErrorState error={state.error} onRetry={() => state.loadMore().catch(() => undefined)} />
      ) : (
        // The hook records the failure itself (and stops hasMore), so InfiniteScroll never sees a rejection.
        <InfiniteScroll
          hasMore={state.hasMore}
          threshold={INFINITE_SCROLL_THRESHOLD}
          loadMore={() => state.loadMore().catch(() => undefined)}
        >
          <div className={styles.scrollTail}>
            {state.hasMore ? intl.formatMessage({ id: 'state.loading' }) : intl.formatMessage({ id: 'common.noMore' })}
          </div>
        </InfiniteScroll>
      )}
    </>
  );
}
