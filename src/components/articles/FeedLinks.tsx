/**
 * Subscription links under an article list: the category's RSS feed and the calendar of coming
 * index releases (.ics, for a calendar app). Plain links with small inline icons: nothing else to
 * load. The list also announces its feed to browsers and readers (`<link rel="alternate">`).
 */
import '@/locales/areas/articles';
import { useModel } from '@umijs/max';
import { useEffect } from 'react';
import { useT } from '@/hooks/useT';
import { articleFeedUrl, releaseCalendarUrl } from '@/services/feeds';
import { categoryOf } from './categories';
import styles from './FeedLinks.less';

export interface FeedLinksProps {
  categoryId: number;
  /** The phone's list: a tighter row with larger touch targets. */
  compact?: boolean;
}

const RSS_TYPE = 'application/rss+xml';

function RssIcon() {
  return (
    <svg className={styles.icon} viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" focusable="false">
      <rect width="16" height="16" rx="3" fill="#f26522" />
      <circle cx="4.5" cy="11.5" r="1.5" fill="#fff" />
      <path d="M3 7.5a5.5 5.5 0 0 1 5.5 5.5M3 3.5A9.5 9.5 0 0 1 12.5 13" fill="none" stroke="#fff" strokeWidth="1.8" strokeLinecap="round" />
    </svg>
  );
}

function CalendarIcon() {
  return (
    <svg className={styles.icon} viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" focusable="false">
      <rect x="1.5" y="2.5" width="13" height="12" rx="2" fill="none" stroke="currentColor" strokeWidth="1.4" />
      <path d="M1.5 6.5h13M5 1v3M11 1v3" stroke="currentColor" strokeWidth="1.4" strokeLinecap="round" />
      <rect x="4" y="9" width="3" height="3" rx="0.5" fill="currentColor" />
    </svg>
  );
}

/** Feed autodiscovery for the list being shown; removed when the list goes. */
function useAlternateLink(href: string, title: string) {
  useEffect(() => {
    const link = document.createElement('link');
    link.rel = 'alternate';
    link.type = RSS_TYPE;
    link.title = title;
    link.href = href;
    document.head.appendChild(link);
    return () => link.remove();
  }, [href, title]);
}

export default function FeedLinks({ categoryId, compact = false }: FeedLinksProps) {
  const { t } = useT();
  const place = categoryOf(categoryId);
  const name = place ? t(place.titleId) : '';
  const { siteCode } = useModel('global');
  const feedUrl = articleFeedUrl(categoryId, siteCode);
  useAlternateLink(feedUrl, t('articles.rssTitle', { name }));
  return (
    <nav className={compact ? `${styles.row} ${styles.compact}` : styles.row} aria-label={t('articles.feeds')} data-testid="feed-links">
      <a className={styles.link} href={feedUrl} type={RSS_TYPE} title={t('articles.rssTitle', { name })} data-testid="feed-rss">
        <RssIcon />
        {t('articles.rss')}
      </a>
      <a
        className={styles.link}
        href={releaseCalendarUrl(siteCode)}
        type="text/calendar"
        download="index-releases.ics"
        title={t('articles.releaseCalendarTitle')}
        data-testid="feed-calendar"
      >
        <CalendarIcon />
        {t('articles.releaseCalendar')}
      </a>
    </nav>
  );
}
