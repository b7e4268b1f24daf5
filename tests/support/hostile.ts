/**
 * Hostile content (issue 13, item 3), one copy for both levels: how an answer is laced
 * (`lace`: PAYLOAD on free text, hostile URLs in URL fields, formats the page parses kept) and what
 * must not survive in the document (`survivors`). Used by tests/unit/gates/hostile.test.tsx (every
 * route, in jsdom) and tests/e2e/gate-hostile.spec.ts (one route per kind of page, in Chromium,
 * where `survivors` runs in the page: it is self-contained, no closure over this module).
 *
 * - free text becomes `${value}${PAYLOAD}`: a visible marker (☠XSS), then a script element, an
 *   `onerror` and an `onload` handler, a `javascript:` and a `data:` link, a link to another site
 *   (target=_blank, no rel), an iframe and a form of a foreign site and a `<meta http-equiv=refresh>`
 *   to it; CMS HTML (article content, company introduction) gets the same tail;
 * - URL fields (a key matching URL_KEY: url, website, logo, image(s), cover…) become, in turn per key
 *   in the order met, `javascript:…`, `data:text/html;base64,…` and `https://elsewhere.example/` (so
 *   a list of attachments or products has them all; a company's one website is the other site's);
 * - what the page parses is kept, or it would only show an error state and the field would not be
 *   shown at all: the keys of FORMAT_KEYS (periods, dates, ids, enum codes, MIME types, from
 *   src/types/webapi.ts), and any value that is an ISO date or time (ISO) or a short ASCII token
 *   (TOKEN: ids such as `21-1-2`, `B1005-1`, `cold-rolled`, codes such as `CNY`, `week`).
 *   Numbers and booleans are never touched. The same text is laced the same way everywhere, so a
 *   filter option still matches the rows that carry it.
 */
export const MARK = '☠XSS';
export const EVIL = 'evil.example';
/** A harmless other site: its links must open with rel="noopener noreferrer". */
export const ELSEWHERE = 'elsewhere.example';
export const PAYLOAD = [
  MARK,
  `<script>window.__pwned('script')</script>`,
  `<img src=x onerror="window.__pwned('onerror')">`,
  `<svg onload="window.__pwned('onload')"></svg>`,
  `<a href="javascript:window.__pwned('a')">x</a>`,
  `<a href="data:text/html,<script>alert(1)</script>">y</a>`,
  `<a href="https://${ELSEWHERE}/" target="_blank">z</a>`,
  `<iframe src="https://${EVIL}/"></iframe>`,
  `<form action="https://${EVIL}/"><input name=q><button>go</button></form>`,
  `<meta http-equiv="refresh" content="0;url=https://${EVIL}/">`,
].join('');
const JS_URL = "javascript:window.__pwned('href')";
const DATA_URL = `data:text/html;base64,${btoa("<script>window.__pwned('data')</script>")}`;
const HOSTILE_URLS = [JS_URL, DATA_URL, `https://${ELSEWHERE}/`];
/** Where each key starts in HOSTILE_URLS: a company has one website, make it the other site's (rel). */
const URL_START: Record<string, number> = { website: 2 };

/** Fields holding a URL: replaced by a hostile URL rather than extended. */
const URL_KEY = /url|href|link|website|logo|image|src|cover/i;
/** Strings the page parses or matches on (src/types/webapi.ts): periods, dates, ids, codes. */
const FORMAT_KEYS = new Set([
  'period',
  'periods',
  'latestPeriod',
  'month',
  'missingMonths',
  'date',
  'publishedAt',
  'generatedAt',
  'updatedAt',
  'nextRelease',
  'nextUpdate',
  'basePeriodDate',
  'siteCode',
  'sections',
  'key',
  'type',
  'kind',
  'frequency',
  'list',
  'valueKinds',
  'currency',
  'by',
  'id',
  'nodeId',
  'parentId',
  'brandId',
  'categoryIds',
  'mime',
]);
const ISO = /^\d{4}-\d{2}(-\d{2})?([T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?$/;
const TOKEN = /^[A-Za-z0-9][\w.-]{0,23}$/;

/** Lace one /webapi answer's data in place (see the header); `seen` counts URL fields per key. */
export function lace(value: unknown, key = '', seen = new Map<string, number>()): unknown {
  if (typeof value === 'string') {
    if (URL_KEY.test(key)) {
      const n = seen.get(key) ?? URL_START[key] ?? 0;
      seen.set(key, n + 1);
      return HOSTILE_URLS[n % HOSTILE_URLS.length];
    }
    if (FORMAT_KEYS.has(key) || ISO.test(value) || TOKEN.test(value)) return value;
    return `${value}${PAYLOAD}`;
  }
  if (Array.isArray(value)) return value.map((v) => lace(v, key, seen));
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    Object.entries(value).forEach(([k, v]) => {
      out[k] = lace(v, k, seen);
    });
    return out;
  }
  return value;
}

/** What survived in the document, described (empty when nothing did); runs in the page. */
export function survivors(evil: string): string[] {
  const bad: string[] = [];
  // Attributes that load or navigate (text attributes such as title may hold the payload: it is inert there).
  const URL_ATTRS = /^(href|src|srcset|action|formaction|data|poster|background|xlink:href|ping)$/i;
  const own = window.location.origin;
  const describe = (el: Element | null) =>
    el ? `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${el.getAttribute('data-testid') ? `[data-testid=${el.getAttribute('data-testid')}]` : ''}` : '?';
  const hostOf = (v: string) => {
    try {
      return new URL(v, window.location.href).hostname;
    } catch {
      return '';
    }
  };
  const foreign = (v: string) => {
    try {
      const u = new URL(v, window.location.href);
      return u.origin !== own && !/^(blob|data|about):$/.test(u.protocol);
    } catch {
      return true;
    }
  };
  document.querySelectorAll('*').forEach((el) => {
    Array.from(el.attributes).forEach(({ name, value }) => {
      const v = value.trim();
      const what = `${describe(el)} ${name}=${v.slice(0, 50)}`;
      if (/^on/i.test(name)) bad.push(`${describe(el)} [${name}]`);
      else if (/^(javascript|vbscript):/i.test(v)) bad.push(what);
      else if (/^data:text\/html/i.test(v) || (/^data:/i.test(v) && /^(href|action|formaction|data|xlink:href)$/i.test(name))) bad.push(what);
      else if (URL_ATTRS.test(name) && v.split(/[\s,]+/).some((u) => hostOf(u) === evil)) bad.push(what);
    });
    const tag = el.tagName.toLowerCase();
    const src = el.getAttribute('src');
    if (tag === 'script') {
      if (el.parentElement !== document.head && el.parentElement !== document.body) bad.push(`script inside ${describe(el.parentElement)}`);
      if (/pwned/.test(el.textContent ?? '') || (src && foreign(src))) bad.push(`script ${src ?? (el.textContent ?? '').slice(0, 50)}`);
    }
    if (tag === 'iframe' && (el.hasAttribute('srcdoc') || foreign(src ?? 'about:blank'))) bad.push(`iframe ${src}`);
    if (tag === 'form' && foreign(el.getAttribute('action') ?? '')) bad.push(`form ${el.getAttribute('action')}`);
    if (tag === 'object' || tag === 'embed' || tag === 'base') bad.push(tag);
    if (tag === 'meta' && !document.head.contains(el)) bad.push('meta outside <head>');
    const equiv = el.getAttribute('http-equiv');
    if (tag === 'meta' && equiv !== null && !/^x-ua-compatible$/i.test(equiv)) bad.push(`meta http-equiv=${equiv}`);
  });
  document.querySelectorAll('a[href]').forEach((a) => {
    const href = a.getAttribute('href') ?? '';
    let external = a.getAttribute('target') === '_blank';
    try {
      const u = new URL(href, window.location.href);
      external ||= /^https?:$/.test(u.protocol) && u.origin !== own;
    } catch {
      // not a URL: not external
    }
    const rel = (a.getAttribute('rel') ?? '').toLowerCase().split(/\s+/);
    if (external && !(rel.includes('noopener') && rel.includes('noreferrer'))) bad.push(`external link ${href} rel=${a.getAttribute('rel')}`);
  });
  return [...new Set(bad)];
}
