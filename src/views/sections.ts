/**
 * The section of a long article a link points at (article detail, /introduce, /about and their
 * /mobile twins): `#/article/100567?section=sec-三-主要涨跌类别`. The route owns the URL's hash, so a
 * section cannot be `#sec-…`: it is a query parameter of the route, and choosing one adjusts the
 * same view (history replace, by the one rule of codec.ts), so Back leaves the page.
 *
 * Bound with `useView(sectionView)` by whichever page shows the article, hence no path of its own:
 * section links are built from the current route (components/articles/useSectionLinks.ts).
 */
import { defineView, optionalKey } from './codec';

/** Ids given by components/articles/toc.ts: `sec-`, then letters (any script), marks, digits and dashes. */
export const SECTION_ID = /^sec-[\p{L}\p{M}\p{N}-]{1,60}$/u;

export const sectionView = defineView('', { section: optionalKey(SECTION_ID) });
