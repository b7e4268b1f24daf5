/**
 * 跳到正文: the first tab stop of both layouts, shown only while focused. It moves focus to <main>
 * (a hash link cannot: the hash is the route).
 */
import { useT } from '@/hooks/useT';
import styles from './SkipLink.less';

export default function SkipLink() {
  const { t } = useT();
  return (
    <a
      className={styles.skip}
      href="#main"
      data-print="hide"
      onClick={(e) => {
        e.preventDefault();
        document.getElementById('main')?.focus();
      }}
    >
      {t('layout.skip')}
    </a>
  );
}
