/**
 * Subscription documents of /webapi (RSS and iCalendar). They are links for the visitor's feed
 * reader or calendar app, not data the pages read, so they are URLs rather than requests. The
 * site code travels with them as with every /webapi call, so one backend can serve several sites.
 */
import { API_BASE, SITE_CODE } from '@/config/constants';

const withSite = (path: string) => `${API_BASE}${path}?siteCode=${encodeURIComponent(SITE_CODE)}`;

/** RSS 2.0 feed of a category's latest 10 articles. */
export const articleFeedUrl = (categoryId: number): string => withSite(`/feeds/articles/${encodeURIComponent(categoryId)}`);

/** iCalendar file of the index releases of the coming three months. */
export const releaseCalendarUrl = (): string => withSite('/feeds/releases.ics');
