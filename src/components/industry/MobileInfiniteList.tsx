/**
 * The states of an infinite list on a phone, in one place for articles, companies and products:
 * first-page loading, error with retry, empty, then the items and a tail that says what comes next
 * (the end marker once everything is shown). Pulling the list down asks the backend again
 * (antd-mobile PullToRefresh, loaded once the list has been painted). `useInfiniteList` loads the next page near the bottom; the tail's
 * button does the same for keyboard and screen-reader users.
 */
import { useEffect, useState, type ReactNode } from 'react';
import { EmptyState, ErrorState, LoadingState } from '@/components/states';
import type { InfiniteList } from '@/hooks/usePaged';
import { useT } from '@/hooks/useT';
import { whenIdle } from '@/utils/idle';
import styles from './mobile.less';

type PullToRefreshType = typeof import('antd-mobile/es/components/pull-to-refresh').default;

// With react-spring and a gesture library, 29 KB (brotli) a first visit waited for before the list
// could show (issue 23). It is fetched once the list has been painted and the browser is idle, never
// suspending the list: a Suspense boundary around it held the first titles back until the chunk came
// (LCP +0.8 s in Lighthouse). Until it is here, or when it cannot be fetched (offline, a new
// release), the list is shown as it is, without the pull.
let PullToRefresh: PullToRefreshType | null = null;
let loading: Promise<void> | null = null;
function loadPullToRefresh(): Promise<void> {
  loading ??= import('antd-mobile/es/components/pull-to-refresh').then(
    (module) => {
      PullToRefresh = module.default;
    },
    () => {
      loading = null;
    },
  );
  return loading;
}

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
  const [, setPullLoaded] = useState(PullToRefresh !== null);
  useEffect(() => {
    if (!state.ready || PullToRefresh) return undefined;
    let live = true;
    const cancel = whenIdle(() => void loadPullToRefresh().then(() => live && setPullLoaded(PullToRefresh !== null)));
    return () => {
      live = false;
      cancel();
    };
  }, [state.ready]);
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
  if (!state.ready || !PullToRefresh) return <>{body}</>;
  return (
    <PullToRefresh
      onRefresh={state.refresh}
      pullingText={t('common.pullToRefresh')}
      canReleaseText={t('common.releaseToRefresh')}
      refreshingText={t('state.loading')}
      completeText={t('common.refreshed')}
    >
      {body}
    </PullToRefresh>
  );
}
