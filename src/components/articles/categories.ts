/**
 * The one place that turns an article's categoryId into where it lives: its section key, the
 * locale id of its name (the menu label) and its list route, desktop or mobile.
 */
import { CATEGORY_IDS } from '@/config/constants';
import type { CategoryKey, SectionKey } from '@/types/webapi';
import { pathOn } from '@/views/codec';

/** Section that lists each category (brand articles belong to the brand ranking). */
const SECTION_OF: Record<CategoryKey, SectionKey> = {
  report: 'report',
  comment: 'comment',
  info: 'info',
  brand: 'brandRank',
  about: 'about',
  introduce: 'introduce',
};

export interface CategoryPlace {
  id: number;
  key: CategoryKey;
  /** Locale id of the category name, e.g. `menu.report` (研究报告). */
  titleId: string;
  /** Desktop list route; prefix with `/mobile` for the twin (see `categoryPath`). */
  path: string;
}

const PLACES = (Object.keys(CATEGORY_IDS) as CategoryKey[]).map(
  (key): CategoryPlace => ({ id: CATEGORY_IDS[key], key, titleId: `menu.${SECTION_OF[key]}`, path: `/${SECTION_OF[key]}` }),
);
const BY_ID = new Map(PLACES.map((p) => [p.id, p]));
const BY_KEY = new Map(PLACES.map((p) => [p.key, p]));

/** Where an article of this category lives; undefined for a category the portal does not know. */
export const categoryOf = (categoryId: number): CategoryPlace | undefined => BY_ID.get(categoryId);
/** The same for a category named by key (the list and about pages). */
export const placeOf = (key: CategoryKey): CategoryPlace => BY_KEY.get(key)!;

export const categoryPath = (categoryId: number, mobile = false): string | undefined => {
  const place = categoryOf(categoryId);
  return place && pathOn(place.path, mobile ? 'mobile' : 'desktop');
};


/** The article-list sections and the about pages, as page components name them. */
export type ListCategory = Extract<CategoryKey, 'comment' | 'report' | 'info'>;
export type IntroCategory = Extract<CategoryKey, 'about' | 'introduce'>;
