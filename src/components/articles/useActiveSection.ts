/**
 * The section being read, for the desktop table of contents: the last heading that has reached
 * the place a jump puts it (its scroll-margin-top, plus a little). An IntersectionObserver says
 * when a heading crosses that line; no scroll listener runs.
 */
import { useEffect, useState } from 'react';
import type { Section } from './toc';

/** How far below its jump position a heading already counts as reached (px). */
const SLACK = 8;

export function useActiveSection(sections: readonly Section[]): string | undefined {
  const [active, setActive] = useState<string>();

  useEffect(() => {
    if (typeof IntersectionObserver === 'undefined') return undefined;
    const headings = sections.map((s) => document.getElementById(s.id)).filter((h): h is HTMLElement => h !== null);
    if (headings.length === 0) return undefined;
    const line = (parseFloat(getComputedStyle(headings[0]).scrollMarginTop) || 0) + SLACK;

    const update = () => {
      let current: string | undefined;
      for (const heading of headings) {
        if (heading.getBoundingClientRect().top > line) break;
        current = heading.id;
      }
      setActive(current);
    };

    let observer: IntersectionObserver | undefined;
    const observe = () => {
      observer?.disconnect();
      // The watched band runs from far above the viewport down to the line: a heading changes
      // state whenever it crosses the line, however fast the page is scrolled past it.
      const above = document.documentElement.scrollHeight;
      observer = new IntersectionObserver(update, { rootMargin: `${above}px 0px ${line - window.innerHeight}px 0px` });
      headings.forEach((heading) => observer?.observe(heading));
    };
    observe();
    update();
    window.addEventListener('resize', observe);
    return () => {
      observer?.disconnect();
      window.removeEventListener('resize', observe);
    };
  }, [sections]);

  return active;
}
