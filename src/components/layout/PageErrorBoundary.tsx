/**
 * Catches what a page throws while rendering, including a lazy chunk that failed to load after a
 * redeploy, and offers a reload instead of a white screen.
 */
import { Component, type ReactNode } from 'react';
import { getIntl } from '@umijs/max';
import { translator } from '@/hooks/useT';
import styles from '../states/states.less';

export const isChunkLoadError = (error: unknown) => {
  const e = error as { name?: string; message?: string } | null;
  return !!e && (e.name === 'ChunkLoadError' || /Loading (CSS )?chunk|dynamically imported module/i.test(e.message ?? ''));
};

interface Props {
  children: ReactNode;
  /** Changing it (the pathname) clears a caught error, so navigating away recovers. */
  resetKey: string;
}

export default class PageErrorBoundary extends Component<Props, { error: unknown; key: string }> {
  state = { error: null as unknown, key: this.props.resetKey };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: { error: unknown; key: string }) {
    return props.resetKey !== state.key ? { error: null, key: props.resetKey } : null;
  }

  componentDidCatch(error: unknown) {
    // Keep a trace for operators; the visitor sees the message below.
    console.warn('[page error]', error);
  }

  render() {
    if (!this.state.error) return this.props.children;
    const t = translator(getIntl());
    const id = isChunkLoadError(this.state.error) ? 'state.chunkError' : 'state.renderError';
    return (
      <div className={styles.box} role="alert" data-state="page-error">
        <p className={styles.title}>{t('state.errorTitle')}</p>
        <p className={styles.text}>{t(id)}</p>
        <button type="button" className={styles.button} onClick={() => window.location.reload()}>
          {t('state.reload')}
        </button>
      </div>
    );
  }
}
