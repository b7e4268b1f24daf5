/**
 * Latest article titles. Links open the article in a new tab so the showcase keeps running on
 * its screen.
 */
import '@/locales/areas/datashow';
import { useT } from '@/hooks/useT';
import type { ArticleSummary } from '@/types/webapi';
import { formatDate } from '@/utils/format';
import Panel from '../Panel';
import styles from '../index.less';

const SHOWN = 8;

export default function Articles({ articles, className }: { articles: ArticleSummary[]; className?: string }) {
  const { t, intl } = useT();
  const shown = articles.slice(0, SHOWN);
  const newTab = t('datashow.newTab');
  return (
    <Panel title={t('datashow.articles.title')} className={className} empty={!shown.length}>
      <ul className={styles.articleList}>
        {shown.map((a) => (
          <li key={a.id} data-testid="datashow-article">
            <a
              href={`#/article/${a.id}`}
              target="_blank"
              rel="noopener noreferrer"
              title={a.title}
              aria-label={`${a.title} ${newTab}`}
            >
              {a.title}
            </a>
            <time dateTime={a.publishedAt} className={styles.muted}>
              {formatDate(a.publishedAt, intl.locale)}
            </time>
          </li>
        ))}
      </ul>
    </Panel>
  );
}
