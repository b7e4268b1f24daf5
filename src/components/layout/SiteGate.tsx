/**
 * Wraps every layout: if the site information cannot be loaded, a full-page error with retry
 * replaces the page (never a white screen); a server without a site yet says the site is not open
 * (and how staff sign in); otherwise it keeps <html> lang/dir in step.
 */
import { Link, useModel } from '@umijs/max';
import { SIGN_IN } from '@/config/admin';
import { useT } from '@/hooks/useT';
import type { ReactNode } from 'react';
import InitialLoading from '../InitialLoading';
import { DocumentLocale } from './DocumentMeta';
import { errorText } from '@/utils/errorText';
import styles from '../states/states.less';

/** `setup`: the back office, where a server without a site is set up (the others say it is not open yet). */
export default function SiteGate({ children, setup = false }: { children: ReactNode; setup?: boolean }) {
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
  if (initialState.site === null && !setup) {
    return (
      <main className={`${styles.box} ${styles.full}`} data-state="site-not-set-up">
        <DocumentLocale />
        <h1 className={styles.title}>{t('state.notSetUpTitle')}</h1>
        <p className={styles.text}>{t('state.notSetUpHint')}</p>
        <Link to={SIGN_IN}>{t('state.notSetUpStaff')}</Link>
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
