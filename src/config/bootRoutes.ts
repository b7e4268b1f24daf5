/**
 * The routes whose first screen the server answers in one request, `GET /webapi/boot?route=…`
 * (server/boot.ts): the preload helper starts it as soon as it knows the route, beside umi.js
 * (plugins/html.ts), and the app takes the answers before its first render (src/services/boot.ts).
 * index.html itself carries only what every route needs (the site info), so no route downloads
 * another's data before its scripts. Pure data without aliases: the build's plugins import it.
 */
import { LAYOUT_SECTIONS, MOBILE_PREFIX, type LayoutSectionKey } from './sections';

/** Desktop paths: every section of the site's layouts and the search; each has its phone twin under MOBILE_PREFIX. (A search's words come beside the route: `q`.) */
const PAGES = [...LAYOUT_SECTIONS.map((s) => `/${s.key}` as const), '/search' as const];
/** Pages about one thing, named by the id in their path (`/article/100567`): their first screen is that thing. */
const DETAIL_PAGES = ['/article', '/companyDetail'] as const;
/** An id as the routes write it: a positive integer without leading zeros (src/views/codec.ts routeId). */
const ID = '[1-9][0-9]{0,8}';

/**
 * Every route with boot data as one regular expression (a string: the helper, the contract's `pattern`
 * and the server share it): the pages, and the detail pages with their id, with or without the phone
 * prefix. Groups: 2 a page, 3 a detail page, 4 its id.
 */
export const BOOT_ROUTE_PATTERN = `^(${MOBILE_PREFIX})?(?:(${PAGES.join('|')})|(${DETAIL_PAGES.join('|')})/(${ID}))$`;

/** The route's page without the phone prefix (what it needs is the same on both sides). */
export type BootPage = `/${LayoutSectionKey}` | '/search' | (typeof DETAIL_PAGES)[number];

/** What a boot route asks for: its page, and the id a detail page's path names; undefined for any other route. */
export function bootPageOf(route: string): { page: BootPage; id?: string } | undefined {
  const m = new RegExp(BOOT_ROUTE_PATTERN).exec(route);
  if (!m) return undefined;
  return m[2] ? { page: m[2] as BootPage } : { page: m[3] as BootPage, id: m[4] };
}

/** The window property under which the helper leaves the request's promise (its JSON body, or null). */
export const BOOT_PROMISE = '__portalBoot';
