import type { ReactNode } from 'react';
import styles from './page.less';

/** The frame of a desktop industry page: its title (h1) and lead line, then the page's own content. */
export function IndustryPage({ title, lead, children }: { title: ReactNode; lead: ReactNode; children: ReactNode }) {
  return (
    <div className={styles.page}>
      <header>
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.lead}>{lead}</p>
      </header>
      {children}
    </div>
  );
}
