import type { ReactNode } from 'react';
import m from './mobile.less';

/** A titled card of the phone's industry pages: the section its heading names, then its content. */
export default function MobileCard({ id, title, testId, children }: { id: string; title: ReactNode; testId?: string; children: ReactNode }) {
  return (
    <section className={m.card} aria-labelledby={id} data-testid={testId}>
      <h2 id={id} className={m.cardTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}
