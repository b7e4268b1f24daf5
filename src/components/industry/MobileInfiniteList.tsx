/**
 * The states of an infinite list on a phone, in one place for articles, companies and products:
 * first-page loading, error with retry, empty, then the items and a tail that says what comes next
 * (the end marker once everything is shown). Pulling the list down asks the backend again
 * (antd-mobile PullToRefresh, loaded once the list is shown). `useInfiniteList` loads the next page near the bottom; the tail's
 * button does the same for keyboard and screen-reader users.
 */
import { lazy, Suspense, type ReactNode } from 'react';
import { EmptyState, ErrorState, LoadingState } from '@/components/states';
import type { InfiniteList } from '@/hooks/usePaged';
import { useT } from '@/hooks/useT';
import styles from './mobile.less';

// With react-spring and a gesture library, 29 KB (brotli) a first visit waited for before the list
// could show (issue 23). Fetched when the list first renders; until then, or when it cannot be fetched
// (offline, a new release), the list is shown as it is, without the pull.
const PullToRefresh = lazy(() =>
  import('antd-mobile/es/components/pull-to-refresh').catch(() => ({ default: ({ children }: { children?: ReactNode }) => <>{children}</> })),
);

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
  let body: ReactNode;
  if (!state.ready) {
    body = state.error ? <ErrorState error={state.error} onRetry={state.reload} /> : <LoadingState />;
  } else if (state.list.length === 0) {
    body = <EmptyState text={emptyText} />;
  } else {
    let tail: ReactNode;
    if (state.error) tail = <ErrorState error={state.error} onRetry={state.loadMore} />;
    else if (state.loading) tail = t('state.loading');
    else if (state.hasMore)
      tail = (
        <button type="button" className={styles.more} onClick={state.loadMore}>
          {t('common.loadMore')}
        </button>
      );
    else
      tail = (
        <span className={styles.listEnd} data-testid="list-end">
          {t('common.noMore')}
        </span>
      );
    body = (
      <>
        {children(state.list)}
        <div className={styles.scrollTail} data-testid="list-tail" aria-live="polite">
          {tail}
        </div>
      </>
    );
  }
  // Only a shown list can be pulled: the first load has its own loading and retry.
  if (!state.ready) return <>{body}</>;
  return (
    <Suspense fallback={body}>
      <PullToRefresh
        onRefresh={state.refresh}
        pullingText={t('common.pullToRefresh')}
        canReleaseText={t('common.releaseToRefresh')}
        refreshingText={t('state.loading')}
        completeText={t('common.refreshed')}
      >
        {body}
      </PullToRefresh>
    </Suspense>
  );
}
