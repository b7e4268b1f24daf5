/**
 * An article's sections in the URL: `?section=` of the current route (src/views/sections.ts).
 * A jump scrolls the heading to the top (below a sticky bar: the heading's scroll-margin-top) and
 * writes the section through the router with history replace: the route, the page's state and Back
 * stay as they were. Opening or reloading such a URL scrolls there as soon as the article is drawn.
 */
import { history } from '@umijs/max';
import { useCallback, useLayoutEffect, useRef, type RefObject } from 'react';
import { sectionView } from '@/views/sections';
import { useView } from '@/views/useView';

/** `#/article/100567?section=sec-二-权数` on the page at `pathname` (desktop or /mobile). */
export const sectionHref = (pathname: string, id: string) =>
  history.createHref({ pathname, search: sectionView.search({ section: id }) });

const smoothScroll = (): ScrollBehavior =>
  window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth';

/** The heading of a section, if it is in this article. */
function headingIn(root: HTMLElement | null, id: string): HTMLElement | null {
  const heading = document.getElementById(id);
  return heading && root?.contains(heading) ? heading : null;
}

/**
 * Binds the article rendered in `root` (from `html`) to the URL's section; returns the jump for
 * the table of contents and the headings' anchors.
 */
export function useSectionLinks(root: RefObject<HTMLElement>, html: string) {
  const [{ section }, setView] = useView(sectionView);
  // The section last scrolled to: the URL a jump writes must not scroll a second time.
  const shown = useRef<string>();

  const go = useCallback(
    (id: string) => {
      const heading = headingIn(root.current, id);
      if (!heading) return;
      shown.current = id;
      heading.scrollIntoView({ block: 'start', behavior: smoothScroll() });
      // Keyboard and screen-reader users continue from the section, as after an in-page link.
      heading.focus({ preventScroll: true });
      setView({ section: id }, { replace: true });
    },
    [root, setView],
  );

  // A layout effect: the first frame painted with the article is already at the section.
  useLayoutEffect(() => {
    if (!section || section === shown.current) return;
    const heading = headingIn(root.current, section);
    if (!heading) return; // a section this article does not have: stay at the top
    shown.current = section;
    heading.scrollIntoView({ block: 'start' });
  }, [root, section, html]);

  return go;
}
