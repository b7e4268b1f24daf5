/**
 * CMS HTML is sanitised when it is stored (and again by the browser when shown,
 * src/components/ArticleContent.tsx): what the database holds has no script, no event handler, no
 * `javascript:` or other foreign-scheme URL, no style, no form control and no frame from another
 * site. sanitize-html (htmlparser2, no DOM needed on the server) with an allow-list.
 */
import sanitize from 'sanitize-html';

const OPTIONS: sanitize.IOptions = {
  allowedTags: [
    'h2', 'h3', 'h4', 'h5', 'h6', 'p', 'br', 'hr', 'blockquote', 'pre', 'code',
    'ul', 'ol', 'li', 'dl', 'dt', 'dd',
    'strong', 'b', 'em', 'i', 'u', 's', 'sub', 'sup', 'small', 'mark', 'span', 'div', 'abbr', 'cite', 'q', 'time',
    'a', 'img', 'figure', 'figcaption',
    'table', 'caption', 'colgroup', 'col', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td',
    'iframe',
  ],
  allowedAttributes: {
    '*': ['id', 'class', 'title', 'lang', 'dir'],
    a: ['href', 'name', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height', 'loading'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
    col: ['span'],
    ol: ['start', 'type'],
    time: ['datetime'],
    iframe: ['src', 'width', 'height', 'title', 'allowfullscreen'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https', 'data'] },
  allowProtocolRelative: false,
  // Only the site's own pages may be framed: an iframe's src must be a path on this site.
  exclusiveFilter: (frame) => frame.tag === 'iframe' && !/^\/(?!\/)/.test(frame.attribs.src ?? ''),
  // script, style and the like go with their content; other unknown tags leave their text.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'template'],
};

export function sanitizeStoredHtml(html: string): string {
  return sanitize(html, OPTIONS);
}
