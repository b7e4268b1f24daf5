/**
 * CMS HTML is sanitised when it is stored (and again by the browser when shown,
 * src/components/ArticleContent.tsx): what the database holds has no script, no event handler, no
 * `javascript:` or other foreign-scheme URL, no style, no form control and no frame from another
 * site. sanitize-html (htmlparser2, no DOM needed on the server) with the allow-list the browser
 * uses too (src/utils/articleHtml.ts).
 */
import sanitize from 'sanitize-html';
import {
  ARTICLE_ATTRIBUTES,
  ARTICLE_IMAGE_SCHEMES,
  ARTICLE_SCHEMES,
  ARTICLE_TAGS,
  isSitePath,
  NEW_WINDOW_REL,
  opensNewWindow,
} from '../src/utils/articleHtml';

export { isSitePath };

const OPTIONS: sanitize.IOptions = {
  allowedTags: [...ARTICLE_TAGS],
  allowedAttributes: Object.fromEntries(Object.entries(ARTICLE_ATTRIBUTES).map(([tag, names]) => [tag, [...names]])),
  allowedSchemes: [...ARTICLE_SCHEMES],
  allowedSchemesByTag: { img: [...ARTICLE_IMAGE_SCHEMES] },
  allowProtocolRelative: false,
  // Only the site's own pages may be framed: an iframe's src must be a path on this site.
  exclusiveFilter: (frame) => frame.tag === 'iframe' && !isSitePath(frame.attribs.src ?? ''),
  // A link opening another window gets no handle on this one, whatever rel it came with: the stored
  // HTML may be shown where no browser sanitiser adds it (a feed reader, another client of the API).
  transformTags: {
    a: (tagName, attribs) => ({ tagName, attribs: opensNewWindow(attribs.target) ? { ...attribs, rel: NEW_WINDOW_REL } : attribs }),
  },
  // script, style and the like go with their content; other unknown tags leave their text.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'template'],
};

export function sanitizeStoredHtml(html: string): string {
  return sanitize(html, OPTIONS);
}
