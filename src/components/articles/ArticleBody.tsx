/**
 * An article's CMS HTML, sanitised (ArticleContent's sanitizeHtml) and typeset for reading:
 * headings, bordered tables, images that fit. `compact` is the phone setting: wide tables scroll
 * inside the article. Every h2 / h3 gets an id and a link to its section (`?section=`, toc.ts);
 * a long article also gets its table of contents, drawn in the same render as the body so nothing
 * moves when it appears: beside the body on a wide desktop, above it otherwise, collapsed on a phone.
 */
import '@/locales/areas/articles';
import { useLocation } from '@umijs/max';
import { useEffect, useMemo, useRef, type MouseEvent } from 'react';
import { sanitizeHtml } from '@/components/ArticleContent';
import { useT } from '@/hooks/useT';
import { ArticleToc, CollapsibleToc, isPlainClick } from './ArticleToc';
import { hasToc, outlineHtml } from './toc';
import { sectionHref, useSectionLinks } from './useSectionLinks';
import styles from './ArticleBody.less';

const NUMBER = /^[+\-−]?\d[\d,]*(\.\d+)?\s*%?$/;
const isNumeric = (cell: HTMLTableCellElement) => NUMBER.test(cell.textContent?.trim() ?? '');

/**
 * CMS tables carry no alignment hints: mark the columns whose body cells are all numbers so the
 * stylesheet can right-align them (figures compare digit by digit). Only sets a data attribute.
 */
function markNumericColumns(root: HTMLElement) {
  root.querySelectorAll('table').forEach((table) => {
    const body = [...table.tBodies].flatMap((b) => [...b.rows]);
    const width = Math.max(0, ...body.map((r) => r.cells.length));
    for (let col = 0; col < width; col += 1) {
      const cells = body.map((r) => r.cells[col]).filter((c) => c && c.textContent?.trim());
      if (cells.length === 0 || !cells.every(isNumeric)) continue;
      [...table.rows].forEach((r) => r.cells[col]?.setAttribute('data-numeric', ''));
    }
  });
}

export default function ArticleBody({ html, compact = false }: { html: string; compact?: boolean }) {
  const { t } = useT();
  const { pathname } = useLocation();
  const ref = useRef<HTMLDivElement>(null);
  const anchorTitle = t('articles.sectionLink');
  const outline = useMemo(
    () => outlineHtml(sanitizeHtml(html), (id) => ({ href: sectionHref(pathname, id), title: anchorTitle })),
    [html, pathname, anchorTitle],
  );
  const jump = useSectionLinks(ref, outline.html);
  const hrefOf = (id: string) => sectionHref(pathname, id);

  useEffect(() => {
    if (ref.current) markNumericColumns(ref.current);
  }, [outline.html]);

  // A heading's own anchor (inside the CMS HTML, hence a delegated handler) jumps like the table of
  // contents: no new history entry. Keyboard users have the same links in the table of contents.
  const onBodyClick = (e: MouseEvent<HTMLDivElement>) => {
    const anchor = (e.target as Element).closest<HTMLAnchorElement>('a[data-section-link]');
    if (!anchor?.dataset.sectionLink || !isPlainClick(e)) return;
    e.preventDefault();
    jump(anchor.dataset.sectionLink);
  };

  const withToc = hasToc(outline.sections);
  const Toc = compact ? CollapsibleToc : ArticleToc;
  return (
    <div className={withToc && !compact ? styles.withToc : undefined}>
      {withToc && <Toc sections={outline.sections} hrefOf={hrefOf} onJump={jump} className={styles.toc} />}
      <div ref={ref} data-testid="article-body" className={styles.column} onClick={onBodyClick}>
        {/* eslint-disable-next-line react/no-danger -- sanitised by sanitizeHtml, ids and anchors added by outlineHtml */}
        <div className={`${styles.body} ${compact ? styles.compact : ''}`} dangerouslySetInnerHTML={{ __html: outline.html }} />
      </div>
    </div>
  );
}
