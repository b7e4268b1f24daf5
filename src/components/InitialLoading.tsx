/**
 * While the site info loads (the first render, and a retry after it failed): the loading state, so a
 * slow /webapi/site never leaves a blank page. It fades in after a moment: a quick answer shows no flash.
 */
import { getIntl } from '@umijs/max';
import { translator } from '@/utils/translate';
import styles from './states/states.less';

export default function InitialLoading() {
  return (
    <div className={`initial-loading ${styles.box} ${styles.full} ${styles.appear}`} role="status" aria-busy="true" data-state="loading">
      <span className={styles.spinner} aria-hidden="true" />
      <span>{translator(getIntl())('state.loading')}</span>
    </div>
  );
}
