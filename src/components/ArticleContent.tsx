/**
 * Renders CMS HTML after DOMPurify: no script, no event handler, no javascript: URL, no iframe
 * from another site; external links open safely in a new tab.
 */
import DOMPurify from 'dompurify';
import { useMemo } from 'react';

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
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A') {
      const url = resolve(node.getAttribute('href') ?? '');
      if (url && /^https?:$/.test(url.protocol) && url.origin !== window.location.origin) {
        node.setAttribute('target', '_blank');
        node.setAttribute('rel', 'noopener noreferrer');
      }
    }
    if (node.tagName === 'IFRAME') {
      const src = node.getAttribute('src');
      const url = src ? resolve(src) : null;
      if (!url || url.origin !== window.location.origin) node.remove();
    }
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
  return DOMPurify.sanitize(html, {
    ADD_TAGS: ['iframe'],
    ADD_ATTR: ['target'],
    FORBID_TAGS: ['style', 'form', 'input', 'button'],
    FORBID_ATTR: ['style'],
  });
}

export default function ArticleContent({ html, className }: { html: string; className?: string }) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  // eslint-disable-next-line react/no-danger
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
