/**
 * Wraps every layout: if the site information cannot be loaded, a full-page error with retry
 * replaces the page (never a white screen); otherwise it keeps <html> lang/dir in step.
 */
import { useModel } from '@umijs/max';
import { useT } from '@/hooks/useT';
import type { ReactNode } from 'react';
import InitialLoading from '../InitialLoading';
import { DocumentLocale } from './DocumentMeta';
import { errorText } from '@/utils/errorText';
import styles from '../states/states.less';

export default function SiteGate({ children }: { children: ReactNode }) {
  const { t, intl } = useT();
  const { initialState, error, loading, refresh } = useModel('@@initialState');
  if (!initialState) {
    if (loading || !error) return <InitialLoading />;
    return (
      <main className={`${styles.box} ${styles.full}`} role="alert" data-state="site-error">
        <DocumentLocale />
        <h1 className={styles.title}>{t('state.siteErrorTitle')}</h1>
        <p className={styles.text}>{t('state.siteErrorHint')}</p>
        <p className={styles.text}>{errorText(error, intl)}</p>
        <button type="button" className={styles.button} onClick={() => refresh()}>
          {t('state.retry')}
        </button>
      </main>
    );
  }
  return (
    <>
      <DocumentLocale />
      {children}
    </>
  );
}
