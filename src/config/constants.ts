/**
 * Business constants of the original product (seed §9). The `constants` model exposes them to
 * components; hooks and services import them directly.
 */
import type { CategoryIds, ProjectDef } from '../types/webapi';

export const API_BASE = '/webapi';

/** Site code fixed at build time (SITE_CODE, see .umirc.ts). */
export const SITE_CODE: string = process.env.SITE_CODE || 'qingxi-hardware';

export const CATEGORY_IDS: CategoryIds = {
  report: 220,
  comment: 214,
  info: 213,
  brand: 221,
  about: 216,
  introduce: 212,
};

export const ARTICLE_TYPES = ['info', 'report', 'comment'] as const;

/** The original project list; names, units and trees come from /webapi. */
export const PROJECTS: ProjectDef[] = [
  { projId: 21, depth: 4, list: ['indexValue', 'lastValue', 'sameValue'] },
  { projId: 22, depth: 1, list: [] },
  { projId: 23, depth: 1, list: [] },
  { projId: 24, depth: 1, list: [] },
  { projId: 25, depth: 1, list: [] },
];

export const PAGE_SIZE = 10;
/** How many series one chart compares (index nodes or raw materials): a readable chart and table. */
export const MAX_COMPARE = 6;
/** How many brand news the brand ranking shows beside it. */
export const BRAND_NEWS_COUNT = 6;
export const FIRST_PAGE = 1;
/** Rows a long data table (periods of a series, quotes) shows at a time: keeps the DOM small (PRODUCT §5). */
export const TABLE_PAGE_SIZE = 50;
/** ms a request result stays cached. */
export const REQUEST_CACHE_TIME = 5 * 60 * 1000;
/** ms between two refreshes triggered by window focus. */
export const FOCUS_REFRESH_THROTTLE = 5000;
/** px from the bottom at which infinite scroll loads the next page. */
export const INFINITE_SCROLL_THRESHOLD = 100;
export const LOCALE_STORAGE_KEY = 'umi_locale';
export const DEVICE_PREFERENCE_KEY = 'portal_device';

/** Clamp a page number into [1, total pages] as the original does. */
export function clampPage(page: number, total: number, pageSize = PAGE_SIZE): number {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (!Number.isFinite(page)) return FIRST_PAGE;
  return Math.min(Math.max(FIRST_PAGE, Math.trunc(page)), pages);
}

/** Longest site-wide search (characters): the server refuses more, the box takes no more. */
export const SEARCH_MAX_LENGTH = 50;
/** Hits listed per group on the search pages; each group links to its full list beyond them. */
export const SEARCH_PAGE_LIMIT = 8;

/** The words a search address's `?q=` searches for: trimmed, each run of spaces one, at most SEARCH_MAX_LENGTH characters. */
export const searchWords = (raw: string | null | undefined): string =>
  [...(raw ?? '').trim().replace(/\s+/g, ' ')].slice(0, SEARCH_MAX_LENGTH).join('').trim();
