/**
 * Renders CMS HTML after DOMPurify, with the allow-list the server stores it with
 * (src/utils/articleHtml.ts): no script, no event handler, no javascript: URL, no iframe from
 * another site; external links open safely in a new tab.
 */
import DOMPurify, { type Config, type UponSanitizeAttributeHookEvent } from 'dompurify';
import { useMemo } from 'react';
import {
  ARTICLE_ATTRIBUTE_NAMES,
  ARTICLE_TAGS,
  ARTICLE_URI_PATTERN,
  isArticleAttribute,
  isSitePath,
  NEW_WINDOW_REL,
  opensNewWindow,
} from '@/utils/articleHtml';

/** DOMPurify's settings for an article's HTML (the back office's editor uses them too). */
export const ARTICLE_PURIFY: Config = {
  ALLOWED_TAGS: [...ARTICLE_TAGS],
  ALLOWED_ATTR: [...ARTICLE_ATTRIBUTE_NAMES],
  ALLOWED_URI_REGEXP: ARTICLE_URI_PATTERN,
  // Not in the allow-list: the server drops them.
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
};

/** An `uponSanitizeAttribute` hook: ALLOWED_ATTR is one list for every tag, this keeps each tag to its own. */
export function keepArticleAttribute(node: Element, event: UponSanitizeAttributeHookEvent) {
  if (!isArticleAttribute(node.nodeName.toLowerCase(), event.attrName)) event.keepAttr = false;
}

/** Resolve like the browser does (a backslash is a slash), so origins are compared, not text. */
function resolve(url: string): URL | null {
  try {
    return new URL(url, window.location.href);
  } catch {
    return null;
  }
}

let hooked = false;
/** Images met so far in the HTML being sanitised (DOMPurify's hooks see its nodes in document order). */
let imagesSeen = 0;
function ensureHooks() {
  if (hooked) return;
  hooked = true;
  DOMPurify.addHook('uponSanitizeAttribute', keepArticleAttribute);
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A') {
      const url = resolve(node.getAttribute('href') ?? '');
      if (url && /^https?:$/.test(url.protocol) && url.origin !== window.location.origin) {
        node.setAttribute('target', '_blank');
        node.setAttribute('rel', NEW_WINDOW_REL);
      } else if (opensNewWindow(node.getAttribute('target'))) {
        // A target the HTML gave (the server stores the same rel).
        node.setAttribute('rel', NEW_WINDOW_REL);
      }
    }
    // Only the site's own pages may be framed (the server's rule).
    if (node.tagName === 'IFRAME' && !isSitePath(node.getAttribute('src') ?? '')) node.remove();
    // A wide table scrolls sideways on a phone: a tab stop lets a keyboard scroll it too.
    if (node.tagName === 'TABLE') node.setAttribute('tabindex', '0');
    if (node.tagName === 'IMG') {
      // The first is often an article's largest paint (issue 23: /mobile/about): a lazy one waits for
      // layout before it is even asked for. The others load as the reader scrolls to them.
      node.setAttribute('loading', imagesSeen === 0 ? 'eager' : 'lazy');
      imagesSeen += 1;
      if (!node.hasAttribute('alt')) node.setAttribute('alt', '');
    }
  });
}

export function sanitizeHtml(html: string): string {
  ensureHooks();
  imagesSeen = 0;
  return DOMPurify.sanitize(html, ARTICLE_PURIFY);
}

export default function ArticleContent({ html, className }: { html: string; className?: string }) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  // eslint-disable-next-line react/no-danger
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
