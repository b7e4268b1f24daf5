/**
 * The search box: a plain form (Enter or the button) that opens the search page with the words.
 * In the desktop header on every page; on /search it shows the words searched.
 */
import { history, useLocation } from '@umijs/max';
import { useEffect, useState, type FormEvent } from 'react';
import { useT } from '@/hooks/useT';
import type { Side } from '@/views/codec';
import { SEARCH_MAX_LENGTH, searchView } from '@/views/search';
import styles from './SearchForm.less';

export default function SearchForm({ side, className }: { side: Side; className?: string }) {
  const { t } = useT();
  const { pathname, search } = useLocation();
  const onPage = pathname === searchView.href({}, side);
  const current = onPage ? searchView.parse(search).q : '';
  const [words, setWords] = useState(current);
  useEffect(() => setWords(current), [current]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const q = words.trim();
    if (q) history.push(searchView.href({ q }, side));
  };

  return (
    <form role="search" className={`${styles.form} ${className ?? ''}`} onSubmit={submit} data-testid="search-form">
      <input
        type="search"
        name="q"
        value={words}
        maxLength={SEARCH_MAX_LENGTH}
        onChange={(e) => setWords(e.target.value)}
        placeholder={t('search.placeholder')}
        aria-label={t('search.label')}
        className={styles.input}
        enterKeyHint="search"
      />
      <button type="submit" className={styles.button}>
        {t('search.submit')}
      </button>
    </form>
  );
}
