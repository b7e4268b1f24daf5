/**
 * An article's CMS HTML, sanitised by ArticleContent and typeset for reading: headings, bordered
 * tables, images that fit. `compact` is the phone setting: wide tables scroll inside the article.
 */
import { useEffect, useRef } from 'react';
import ArticleContent from '@/components/ArticleContent';
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
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (ref.current) markNumericColumns(ref.current);
  }, [html]);
  return (
    <div ref={ref} data-testid="article-body">
      <ArticleContent html={html} className={`${styles.body} ${compact ? styles.compact : ''}`} />
    </div>
  );
}
