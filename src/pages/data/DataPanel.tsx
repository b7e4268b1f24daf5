import type { ReactNode } from 'react';
import styles from './index.less';

/** A titled panel of /data under the chart: its heading with the panel's tools on one row, then its content. */
export default function DataPanel({
  id,
  title,
  tools,
  testId,
  children,
}: {
  /** The heading's id, which names the panel. */
  id: string;
  title: ReactNode;
  tools?: ReactNode;
  testId?: string;
  children: ReactNode;
}) {
  return (
    <section className={styles.panel} aria-labelledby={id} data-testid={testId}>
      <header className={styles.panelHead}>
        <h2 id={id} className={styles.panelTitle}>
          {title}
        </h2>
        {tools}
      </header>
      {children}
    </section>
  );
}
