/**
 * Loading, empty and error states for every data region, desktop and mobile alike. Plain markup
 * (no UI kit) so they cost nothing on the first load.
 */
import { Link } from '@umijs/max';
import { useT } from '@/hooks/useT';
import type { ReactNode } from 'react';
import { isNotFound } from '@/services/errors';
import { errorText } from '@/utils/errorText';
import styles from './states.less';

export function LoadingState({ label }: { label?: string }) {
  const { t } = useT();
  return (
    <div className={styles.box} role="status" aria-live="polite" data-state="loading">
      <span className={styles.spinner} aria-hidden="true" />
      <span>{label ?? t('state.loading')}</span>
    </div>
  );
}

export function EmptyState({ text }: { text?: ReactNode }) {
  const { t } = useT();
  return (
    <div className={styles.box} data-state="empty">
      <p className={styles.text}>{text ?? t('state.empty')}</p>
    </div>
  );
}

export function ErrorState({ error, onRetry, full }: { error: unknown; onRetry?: () => void; full?: boolean }) {
  const { t, intl } = useT();
  return (
    <div className={`${styles.box} ${full ? styles.full : ''}`} role="alert" data-state="error">
      <p className={styles.title}>{t('state.errorTitle')}</p>
      <p className={styles.text}>{errorText(error, intl)}</p>
      {onRetry && (
        <button type="button" className={styles.button} onClick={onRetry}>
          {t('state.retry')}
        </button>
      )}
    </div>
  );
}

export function NotFoundState({ homePath = '/home' }: { homePath?: string }) {
  const { t } = useT();
  return (
    <div className={styles.box} data-state="not-found">
      <h1 className={styles.title}>{t('notFound.title')}</h1>
      <p className={styles.text}>{t('notFound.text')}</p>
      <Link className={styles.link} to={homePath}>
        {t('notFound.home')}
      </Link>
    </div>
  );
}

export function ForbiddenState({ homePath = '/home' }: { homePath?: string }) {
  const { t } = useT();
  return (
    <div className={styles.box} data-state="forbidden">
      <h1 className={styles.title}>{t('forbidden.title')}</h1>
      <p className={styles.text}>{t('forbidden.text')}</p>
      <Link className={styles.link} to={homePath}>
        {t('notFound.home')}
      </Link>
    </div>
  );
}

/** A request as the data hooks give it: where it stands, what it got and how to ask again. */
export interface RequestState<T> {
  loading: boolean;
  error?: unknown;
  data?: T;
  /** Ask again (hooks on useApi call it refresh, the index hooks retry). */
  refresh?: () => unknown;
  retry?: () => unknown;
}

/** Either the request itself (`of`), or its parts one by one (derived data, a chosen error). */
type AsyncSource<T> =
  | { of: RequestState<T>; loading?: never; error?: never; data?: never; onRetry?: never }
  | { of?: never; loading: boolean; error?: unknown; data: T | undefined; onRetry?: () => void };

type AsyncViewProps<T> = AsyncSource<T> & {
  /** Whether loaded data counts as empty (default: empty array or undefined). */
  isEmpty?: (data: T) => boolean;
  emptyText?: ReactNode;
  /** Show a 404 state when the backend says the thing does not exist. */
  notFound?: ReactNode;
  children: (data: T) => ReactNode;
};

const defaultIsEmpty = (d: unknown) =>
  Array.isArray(d) ? d.length === 0 : !!d && typeof d === 'object' && Array.isArray((d as { list?: unknown }).list)
    ? (d as { list: unknown[] }).list.length === 0
    : false;

/** One data region: loading → error (with retry) → empty → content. Keeps old data while refreshing. */
export function AsyncView<T>(props: AsyncViewProps<T>) {
  const { of, isEmpty, emptyText, notFound, children } = props;
  const loading = of ? of.loading : props.loading;
  const error = of ? of.error : props.error;
  const data = of ? of.data : props.data;
  const again = of ? (of.refresh ?? of.retry) : props.onRetry;
  const onRetry = again && (() => void again());
  if (loading && data === undefined) return <LoadingState />;
  if (error) {
    if (notFound && isNotFound(error)) return <>{notFound}</>;
    return <ErrorState error={error} onRetry={onRetry} />;
  }
  if (data === undefined) return <LoadingState />;
  if ((isEmpty ?? defaultIsEmpty)(data)) return <EmptyState text={emptyText} />;
  return <>{children(data)}</>;
}
