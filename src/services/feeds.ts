/**
 * Subscription documents of /webapi (RSS and iCalendar). They are links for the visitor's feed
 * reader or calendar app, not data the pages read, so they are URLs rather than requests. The
 * site code travels with them as with every /webapi call, so one backend can serve several sites:
 * the code of the site served (the site info's), not the build's, which a one-site server ignores but
 * a subscriber would keep reading in the link.
 */
import { API_BASE } from '@/config/constants';

const withSite = (path: string, siteCode: string) => `${API_BASE}${path}?siteCode=${encodeURIComponent(siteCode)}`;

/** RSS 2.0 feed of a category's latest 10 articles. */
export const articleFeedUrl = (categoryId: number, siteCode: string): string => withSite(`/feeds/articles/${encodeURIComponent(categoryId)}`, siteCode);

/** iCalendar file of the index releases of the coming three months. */
export const releaseCalendarUrl = (siteCode: string): string => withSite('/feeds/releases.ics', siteCode);
