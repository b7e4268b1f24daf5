/**
 * The search box: a form (Enter or the button) that opens the search page with the words, and a
 * combobox (ARIA 1.2 list autocomplete) whose suggestions come live from /webapi/search after two
 * characters: arrows move through them, Enter opens the one chosen (or searches), Escape closes
 * them; a status line tells screen readers how many there are. In the desktop header on every page
 * and on the phone's search page, where it shows the words searched.
 */
import { history, useLocation } from '@umijs/max';
import { useDebounce } from 'ahooks';
import { useEffect, useId, useMemo, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useApi } from '@/hooks/useApi';
import { useT } from '@/hooks/useT';
import { searchSite } from '@/services/search';
import type { Side } from '@/views/codec';
import { SEARCH_MAX_LENGTH, searchView } from '@/views/search';
import { suggestionLinks } from './hits';
import Marked from './Marked';
import styles from './SearchForm.less';

/** Suggestions start at two characters (one Chinese character matches too much), after a pause in typing. */
export const SUGGEST_MIN_LENGTH = 2;
const SUGGEST_DELAY_MS = 250;
const PER_GROUP = 2;

export default function SearchForm({ side, className }: { side: Side; className?: string }) {
  const { t } = useT();
  const { pathname, search } = useLocation();
  const onPage = pathname === searchView.href({}, side);
  const current = onPage ? searchView.parse(search).q : '';
  const [words, setWords] = useState(current);
  const [focused, setFocused] = useState(false);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  useEffect(() => setWords(current), [current]);

  const typed = useDebounce(words.trim(), { wait: SUGGEST_DELAY_MS });
  // Asked while the box has focus (not for the words a search page shows on arrival); Escape hides, keeps them.
  const wanted = focused && typed.length >= SUGGEST_MIN_LENGTH;
  const { data } = useApi(`suggest|${typed}`, () => searchSite({ q: typed, limit: PER_GROUP }, { silent: true }), { ready: wanted });
  const options = useMemo(
    () => (wanted && data && data.q === typed ? suggestionLinks(data, side, (rank) => t('search.rank', { rank }), PER_GROUP) : []),
    [wanted, data, typed, side, t],
  );
  useEffect(() => setActive(-1), [options]);
  const shown = open && options.length > 0;
  const listId = `search-suggest-${useId().replace(/[^\w-]/g, '')}`;

  const go = (to: string) => {
    setOpen(false);
    history.push(to);
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const q = words.trim();
    if (active >= 0 && options[active]) return go(options[active].to);
    if (q) go(searchView.href({ q }, side));
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      setOpen(true);
      if (!options.length) return;
      const step = e.key === 'ArrowDown' ? 1 : -1;
      // -1 is the input itself: past either end the choice goes back to the typed words.
      setActive((i) => {
        const next = i + step;
        return next >= options.length ? -1 : next < -1 ? options.length - 1 : next;
      });
    } else if (e.key === 'Escape' && shown) {
      e.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  };

  return (
    <form role="search" className={`${styles.form} ${className ?? ''}`} onSubmit={submit} data-testid="search-form">
      <div className={styles.box}>
        <input
          type="search"
          name="q"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={shown}
          aria-controls={listId}
          aria-activedescendant={shown && active >= 0 ? `${listId}-${active}` : undefined}
          autoComplete="off"
          value={words}
          maxLength={SEARCH_MAX_LENGTH}
          onChange={(e) => {
            setWords(e.target.value);
            setOpen(true);
          }}
          onFocus={() => {
            setFocused(true);
            setOpen(true);
          }}
          onBlur={() => {
            setFocused(false);
            setOpen(false);
          }}
          onKeyDown={onKeyDown}
          placeholder={t('search.placeholder')}
          aria-label={t('search.label')}
          className={styles.input}
          enterKeyHint="search"
        />
        <ul id={listId} role="listbox" aria-label={t('search.suggest.label')} className={styles.list} hidden={!shown} data-testid="search-suggestions">
          {options.map((o, i) => (
            <li
              key={o.key}
              id={`${listId}-${i}`}
              role="option"
              aria-selected={i === active}
              className={i === active ? `${styles.option} ${styles.active}` : styles.option}
              // Before the input's blur closes the list.
              onMouseDown={(e) => {
                e.preventDefault();
                go(o.to);
              }}
              onMouseEnter={() => setActive(i)}
            >
              <span className={styles.optionName}>
                <Marked {...o.name} />
              </span>
              <span className={styles.optionGroup}>{t(`search.group.${o.group}`)}</span>
            </li>
          ))}
        </ul>
        <span className={styles.status} role="status">
          {shown ? t('search.suggest.count', { count: options.length }) : ''}
        </span>
      </div>
      <button type="submit" className={styles.button}>
        {t('search.submit')}
      </button>
    </form>
  );
}
