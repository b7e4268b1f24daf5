/**
 * The routes whose first screen the server answers in one request, `GET /webapi/boot?route=…`
 * (server/boot.ts): the preload helper starts it as soon as it knows the route, beside umi.js
 * (plugins/html.ts), and the app takes the answers before its first render (src/services/boot.ts).
 * index.html itself carries only what every route needs (the site info), so no route downloads
 * another's data before its scripts. Pure data without aliases: the build's plugins import it.
 */
import { MOBILE_PREFIX } from './sections';

/** Desktop paths; each has its phone twin under MOBILE_PREFIX. */
const PAGES = ['/home', '/data', '/comment', '/report', '/info', '/priceTrend', '/exportData', '/brandRank', '/company', '/product', '/about', '/introduce'] as const;

export const BOOT_ROUTES: readonly string[] = [...PAGES, ...PAGES.map((p) => `${MOBILE_PREFIX}${p}`)];

/** The route's page without the phone prefix: what it needs is the same on both sides. */
export type BootPage = (typeof PAGES)[number];
export const bootPageOf = (route: string): BootPage | undefined => {
  const page = route.startsWith(`${MOBILE_PREFIX}/`) ? route.slice(MOBILE_PREFIX.length) : route;
  return (PAGES as readonly string[]).includes(page) ? (page as BootPage) : undefined;
};

/** The window property under which the helper leaves the request's promise (its JSON body, or null). */
export const BOOT_PROMISE = '__portalBoot';
