/**
 * The table of contents of a long article (toc.ts decides which): on the desktop a list beside
 * the body (sticky, the section being read highlighted) or above it on a narrow window; on a phone
 * a 目录 block above the body, closed until tapped. Links carry the section's URL (copy, open in a
 * new tab); a plain click jumps without leaving the route. Left out of print.
 */
import '@/locales/areas/articles';
import { useRef, type MouseEvent } from 'react';
import { useT } from '@/hooks/useT';
import type { Section } from './toc';
import { useActiveSection } from './useActiveSection';
import styles from './ArticleToc.less';

export interface TocProps {
  sections: readonly Section[];
  hrefOf: (id: string) => string;
  onJump: (id: string) => void;
  className?: string;
}

/** A click the page handles itself; a modified or middle click opens the link the browser's way. */
export const isPlainClick = (e: MouseEvent) => e.button === 0 && !(e.metaKey || e.ctrlKey || e.shiftKey || e.altKey);

function TocLinks({ sections, hrefOf, onJump, active }: Omit<TocProps, 'className'> & { active?: string }) {
  return (
    <ol className={styles.list}>
      {sections.map((s) => (
        <li key={s.id} className={s.level === 3 ? styles.sub : undefined}>
          <a
            href={hrefOf(s.id)}
            aria-current={s.id === active ? 'location' : undefined}
            onClick={(e) => {
              if (!isPlainClick(e)) return;
              e.preventDefault();
              onJump(s.id);
            }}
          >
            {s.text}
          </a>
        </li>
      ))}
    </ol>
  );
}

export function ArticleToc({ className, ...links }: TocProps) {
  const { t } = useT();
  const active = useActiveSection(links.sections);
  return (
    <nav aria-label={t('articles.toc')} data-testid="article-toc" data-print="hide" className={`${styles.toc} ${className ?? ''}`}>
      <p className={styles.title}>{t('articles.toc')}</p>
      <TocLinks {...links} active={active} />
    </nav>
  );
}

export function CollapsibleToc({ className, onJump, ...links }: TocProps) {
  const { t } = useT();
  const details = useRef<HTMLDetailsElement>(null);
  // Closed before the jump: the block's height is gone by the time the heading is scrolled to.
  const closeAndJump = (id: string) => {
    if (details.current) details.current.open = false;
    onJump(id);
  };
  return (
    <nav aria-label={t('articles.toc')} data-testid="article-toc" data-print="hide" className={`${styles.collapsible} ${className ?? ''}`}>
      <details ref={details}>
        <summary>
          {/* The row inside: Safari before 17 cannot make a <summary> itself a flex box. */}
          <span className={styles.summaryRow}>
            <span>{t('articles.toc')}</span>
            <small>{t('articles.tocCount', { count: links.sections.length })}</small>
          </span>
        </summary>
        <TocLinks {...links} onJump={closeAndJump} />
      </details>
    </nav>
  );
}
