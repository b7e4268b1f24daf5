/**
 * The pager under a DataTable: previous / numbered pages / next, as a <nav> of real buttons, in place
 * of antd's Pagination (~6 KB brotli) which the tables only used for this. The current page carries
 * aria-current; long runs of pages fold into an ellipsis; arrows mirror in right-to-left layouts.
 */
import { useT } from '@/hooks/useT';
import { useEffect, useRef } from 'react';
import styles from './DataTable.less';

/** The page numbers to show (1-based), `'gap'` where pages are left out: at most 7 items besides the gaps. */
export function pageItems(current: number, pages: number): (number | 'gap')[] {
  const all = (from: number, to: number) => Array.from({ length: Math.max(0, to - from + 1) }, (_, i) => from + i);
  if (pages <= 7) return all(1, pages);
  let start = Math.max(2, current - 2);
  let end = Math.min(pages - 1, current + 2);
  if (current <= 3) end = 5;
  if (current >= pages - 2) start = pages - 4;
  // A gap of a single page would hide nothing worth hiding: show the page instead.
  if (start === 3) start = 2;
  if (end === pages - 2) end = pages - 1;
  const gap = (shown: boolean) => (shown ? ['gap' as const] : []);
  return [1, ...gap(start > 2), ...all(start, end), ...gap(end < pages - 1), pages];
}

interface Props {
  current: number;
  pages: number;
  onChange: (page: number) => void;
}

export default function Pager({ current, pages, onChange }: Props) {
  const { t } = useT();
  const nav = useRef<HTMLElement>(null);
  const items = pageItems(current, pages);
  // Previous / next turn disabled on reaching either end and would drop the focus: move it to the current page.
  const refocus = useRef(false);
  useEffect(() => {
    if (refocus.current) nav.current?.querySelector<HTMLButtonElement>('[aria-current="page"]')?.focus();
    refocus.current = false;
  }, [current]);
  const step = (page: number) => {
    refocus.current = page === 1 || page === pages;
    onChange(page);
  };
  return (
    <nav ref={nav} className={styles.pager} aria-label={t('common.pager.label')}>
      <button
        type="button"
        className={styles.pageButton}
        disabled={current <= 1}
        onClick={() => step(current - 1)}
        aria-label={t('common.pager.prev')}
      >
        <span className={styles.arrow} aria-hidden="true">
          ‹
        </span>
      </button>
      {items.map((p, i) =>
        p === 'gap' ? (
          <span key={`gap${i}`} className={styles.gap} aria-hidden="true">
            …
          </span>
        ) : (
          <button
            key={p}
            type="button"
            className={`${styles.pageButton} ${p === current ? styles.current : ''}`}
            aria-current={p === current ? 'page' : undefined}
            aria-label={t('common.pager.page', { page: p })}
            onClick={() => p !== current && onChange(p)}
          >
            {p}
          </button>
        ),
      )}
      <button
        type="button"
        className={styles.pageButton}
        disabled={current >= pages}
        onClick={() => step(current + 1)}
        aria-label={t('common.pager.next')}
      >
        <span className={styles.arrow} aria-hidden="true">
          ›
        </span>
      </button>
    </nav>
  );
}
