/**
 * What an article's HTML may hold (issue 42), one allow-list for every sanitiser of it: the server's
 * when it stores it (server/sanitize.ts, sanitize-html) and the browser's when it shows or edits it
 * (src/components/ArticleContent.tsx, src/components/admin/RichTextEditor.tsx, DOMPurify). No SVG
 * or MathML, no form control, no media or object, no style, no frame from another site.
 *
 * Plain data and two small functions, no import: public pages bundle it.
 */

export const ARTICLE_TAGS: readonly string[] = [
  'h2', 'h3', 'h4', 'h5', 'h6', 'p', 'br', 'hr', 'blockquote', 'pre', 'code',
  'ul', 'ol', 'li', 'dl', 'dt', 'dd',
  'strong', 'b', 'em', 'i', 'u', 's', 'sub', 'sup', 'small', 'mark', 'span', 'div', 'abbr', 'cite', 'q', 'time',
  'a', 'img', 'figure', 'figcaption',
  'table', 'caption', 'colgroup', 'col', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td',
  'iframe',
];

/** The attributes each tag may have; `'*'`: every tag. */
export const ARTICLE_ATTRIBUTES: Readonly<Record<string, readonly string[]>> = {
  '*': ['id', 'class', 'title', 'lang', 'dir'],
  a: ['href', 'name', 'target', 'rel'],
  img: ['src', 'alt', 'width', 'height', 'loading'],
  th: ['colspan', 'rowspan', 'scope'],
  td: ['colspan', 'rowspan'],
  col: ['span'],
  ol: ['start', 'type'],
  time: ['datetime'],
  iframe: ['src', 'width', 'height', 'title', 'allowfullscreen'],
};

/** Every attribute some tag may have (DOMPurify's ALLOWED_ATTR is one list for all tags). */
export const ARTICLE_ATTRIBUTE_NAMES: readonly string[] = Array.from(new Set(Object.values(ARTICLE_ATTRIBUTES).flat()));

/** Whether `tag` may have `attribute` (both lower case). */
export function isArticleAttribute(tag: string, attribute: string): boolean {
  return ARTICLE_ATTRIBUTES['*'].includes(attribute) || (ARTICLE_ATTRIBUTES[tag]?.includes(attribute) ?? false);
}

/** Schemes a URL may have (a path or `#part` has none; a protocol-relative `//host` is refused). */
export const ARTICLE_SCHEMES: readonly string[] = ['http', 'https', 'mailto', 'tel'];
/** An image's src may also be inline (data:). */
export const ARTICLE_IMAGE_SCHEMES: readonly string[] = ['http', 'https', 'data'];

/**
 * The URL rule for DOMPurify's ALLOWED_URI_REGEXP, shaped like its default: one of the schemes, or
 * no scheme at all (a path, `#part`, or a plain value such as `_blank` or `800`, which DOMPurify
 * checks the same way). DOMPurify lets data: through on an img by itself.
 */
export const ARTICLE_URI_PATTERN = new RegExp(`^(?:(?:${ARTICLE_SCHEMES.join('|')}):|[^a-z]|[a-z+.\\-]+(?:[^a-z+.\\-:]|$))`, 'i');

/** The rel of a link that opens another window: the page it opens gets no handle on this one. */
export const NEW_WINDOW_REL = 'noopener noreferrer';

/** Whether a link with this target opens another window (`_blank` or a named one keeps an opener). */
export function opensNewWindow(target: string | null | undefined): boolean {
  const name = (target ?? '').trim().toLowerCase();
  return name !== '' && name !== '_self' && name !== '_parent' && name !== '_top';
}

/**
 * Whether an iframe's src (entities decoded) is a path on this site, as a browser's URL parser reads
 * it: leading and trailing C0 controls and spaces and every tab and newline are dropped and a
 * backslash counts as a slash, so `/\evil.example`, `/<tab>/evil.example` and ` //evil.example`
 * are protocol-relative (another site). A path is one `/` followed by neither `/` nor `\`.
 */
export function isSitePath(url: string): boolean {
  // eslint-disable-next-line no-control-regex
  const read = url.replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, '').replace(/[\t\n\r]/g, '');
  return /^\/(?![/\\])/.test(read);
}
