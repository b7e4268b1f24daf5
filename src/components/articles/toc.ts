/**
 * The outline of an article: its h2 / h3 headings, each given a stable id a link can name
 * (`?section=sec-二-权数`, src/views/sections.ts). Sanitised HTML in; the same HTML with those ids
 * (and, when asked, a "link to this section" anchor in each heading) and the list of sections out.
 * No React and no global state: the DOM parser of the page (or of jsdom in unit tests) does the work.
 */

export interface Section {
  id: string;
  /** The heading's text, whitespace collapsed. */
  text: string;
  level: 2 | 3;
}

export interface Outline {
  html: string;
  sections: Section[];
}

/** The anchor put in each heading: where it points and its tooltip. */
export type SectionLinkOf = (id: string) => { href: string; title: string };

/**
 * A table of contents earns its space from three sections up: a shorter article is taken in at a
 * glance. Headings get ids (and anchors) whatever the length, so any section can be linked to.
 */
export const TOC_MIN_SECTIONS = 3;
export const hasToc = (sections: readonly Section[]) => sections.length >= TOC_MIN_SECTIONS;

/**
 * Every id starts with `sec-`: a bare heading text could name a property of `document` or `window`
 * (what DOMPurify's clobbering guard strips), or an id of the page around the article.
 */
export const SECTION_PREFIX = 'sec-';
/** Characters of heading text kept in an id (code points, so a Chinese heading is not cut mid-character). */
const SLUG_LENGTH = 40;

/** `一、总指数运行情况` → `一-总指数运行情况`; `Prices & Costs` → `prices-costs`; '' when nothing is left. */
export function sectionSlug(text: string): string {
  const words = text
    .normalize('NFC')
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
  return [...words].slice(0, SLUG_LENGTH).join('').replace(/-+$/, '');
}

const textOf = (el: Element) => (el.textContent ?? '').replace(/\s+/g, ' ').trim();

/**
 * Ids for the headings of sanitised HTML, in document order: the slug of the text, `-2`, `-3`… for
 * a repeat (or an id already used in the body), `sec-<n>` for a heading with no letters or digits.
 * Empty headings are left out. With `linkOf`, each heading ends with an anchor to its section.
 */
export function outlineHtml(cleanHtml: string, linkOf?: SectionLinkOf): Outline {
  const template = document.createElement('template');
  template.innerHTML = cleanHtml;
  const root = template.content;
  const headings = [...root.querySelectorAll('h2, h3')].filter((h) => textOf(h) !== '');
  const taken = new Set(
    [...root.querySelectorAll('[id]')].filter((el) => !headings.includes(el)).map((el) => el.id),
  );

  const sections = headings.map((heading, index): Section => {
    const text = textOf(heading);
    const base = `${SECTION_PREFIX}${sectionSlug(text) || index + 1}`;
    let id = base;
    for (let n = 2; taken.has(id); n += 1) id = `${base}-${n}`;
    taken.add(id);

    heading.id = id;
    // Focusable from script only: a jump moves the keyboard and screen reader there too.
    heading.setAttribute('tabindex', '-1');
    if (linkOf) heading.append(sectionAnchor(id, linkOf));
    return { id, text, level: heading.tagName === 'H2' ? 2 : 3 };
  });
  return { html: template.innerHTML, sections };
}

/**
 * The small `#` after a heading (drawn by CSS, so the heading's text stays its own). Hidden from
 * assistive technology and the tab order: the table of contents offers the same links to them.
 */
function sectionAnchor(id: string, linkOf: SectionLinkOf): HTMLAnchorElement {
  const { href, title } = linkOf(id);
  const anchor = document.createElement('a');
  anchor.setAttribute('href', href);
  anchor.title = title;
  anchor.dataset.sectionLink = id;
  anchor.dataset.print = 'hide';
  anchor.setAttribute('aria-hidden', 'true');
  anchor.setAttribute('tabindex', '-1');
  return anchor;
}
