import { useModel } from '@umijs/max';
import type { ReactNode } from 'react';
import { useT, type MessageValues } from '@/hooks/useT';
import styles from './page.less';

/**
 * The frame of a desktop industry page: its title (h1) and lead line, then the page's own content.
 * The lead (`leadId`) names the office's own site (`{site}`: its short name), never a fixed one.
 */
export function IndustryPage({ title, leadId, values, children }: { title: ReactNode; leadId: string; values?: MessageValues; children: ReactNode }) {
  const { t } = useT();
  const { site } = useModel('global');
  return (
    <div className={styles.page}>
      <header>
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.lead}>{t(leadId, { site: site?.shortName ?? '', ...values })}</p>
      </header>
      {children}
    </div>
  );
}
