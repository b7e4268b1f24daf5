/**
 * Catches what a page throws while rendering, including a lazy chunk that failed to load after a
 * redeploy, and offers a reload instead of a white screen. A failed chunk first reloads the page by
 * itself, once (src/utils/chunkReload.ts): the new build has the page; if it fails again right
 * after, the message and its reload button stay. One is in each layout around its page, and one
 * around the whole app (`root`, src/app.tsx) for a layout's own chunk.
 */
import { Component, type ReactNode } from 'react';
import { getIntl } from '@umijs/max';
import { translator } from '@/hooks/useT';
import InitialLoading from '@/components/InitialLoading';
import { LoadingState } from '@/components/states';
import { mayReload, PageLoading, pageRendered, reloadOnce } from '@/utils/chunkReload';
import styles from '../states/states.less';

export const isChunkLoadError = (error: unknown) => {
  const e = error as { name?: string; message?: string } | null;
  return !!e && (e.name === 'ChunkLoadError' || /Loading (CSS )?chunk|dynamically imported module/i.test(e.message ?? ''));
};

interface Props {
  children: ReactNode;
  /** Changing it (the pathname) clears a caught error, so navigating away recovers. */
  resetKey: string;
  /**
   * Around the whole app, outside the language provider: full page, no hooks, and it does not
   * tell a layout's loading state apart from a page's (only a page rendering clears the mark).
   */
  root?: boolean;
}

interface State {
  error: unknown;
  key: string;
  /** A failed chunk: the page is reloading by itself (a loading state until it does). */
  reloading: boolean;
}

export default class PageErrorBoundary extends Component<Props, State> {
  state: State = { error: null, key: this.props.resetKey, reloading: false };

  private mounted = false;

  /** How many route loading states are shown inside (the page's chunk on its way). */
  private loading = 0;

  /** Given to the route's loading state: counted while shown; once it goes, maybe the page rendered. */
  private pageLoading = () => {
    this.loading += 1;
    const key = this.props.resetKey;
    return () => {
      this.loading -= 1;
      // After the commit that removed it: by then a failure is in `state.error`.
      setTimeout(() => this.rendered(key), 0);
    };
  };

  /** The page of `key` is on screen, nothing loading, nothing failed: a later chunk failure may reload again. */
  private rendered(key: string) {
    if (this.mounted && !this.state.error && this.loading === 0 && this.props.resetKey === key) pageRendered();
  }

  static getDerivedStateFromError(error: unknown) {
    return { error, reloading: isChunkLoadError(error) && mayReload() };
  }

  static getDerivedStateFromProps(props: Props, state: State) {
    return props.resetKey !== state.key ? { error: null, key: props.resetKey, reloading: false } : null;
  }

  componentDidMount() {
    this.mounted = true;
    // (The route's loading state, if the page is not there yet, has counted itself by now.)
    if (!this.props.root) this.rendered(this.props.resetKey);
  }

  componentDidUpdate(prev: Props) {
    if (!this.props.root && prev.resetKey !== this.props.resetKey) this.rendered(this.props.resetKey);
  }

  componentWillUnmount() {
    this.mounted = false;
  }

  componentDidCatch(error: unknown) {
    // Keep a trace for operators; the visitor sees the message below.
    console.warn('[page error]', error);
    if (isChunkLoadError(error) && !reloadOnce() && this.state.reloading) this.setState({ reloading: false });
  }

  render() {
    const { root, children } = this.props;
    if (!this.state.error) return root ? children : <PageLoading.Provider value={this.pageLoading}>{children}</PageLoading.Provider>;
    if (this.state.reloading) return root ? <InitialLoading /> : <LoadingState />;
    const t = translator(getIntl());
    const id = isChunkLoadError(this.state.error) ? 'state.chunkError' : 'state.renderError';
    return (
      <div className={`${styles.box} ${root ? styles.full : ''}`} role="alert" data-state="page-error">
        <p className={styles.title}>{t('state.errorTitle')}</p>
        <p className={styles.text}>{t(id)}</p>
        <button type="button" className={styles.button} onClick={() => window.location.reload()}>
          {t('state.reload')}
        </button>
      </div>
    );
  }
}
