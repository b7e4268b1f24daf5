/**
 * Hostile CMS HTML (issue 42), one table for every sanitiser: the server's, when it stores HTML
 * (server/sanitize.ts, tests/unit/server/sanitize.test.ts), the browser's, when it shows it
 * (src/components/ArticleContent.tsx, tests/unit/foundation/sanitizeHtml.test.tsx), and the back
 * office editor's, for what it keeps as it was (src/components/admin/RichTextEditor.tsx,
 * tests/unit/components/admin/RichTextEditor.sanitize.test.ts).
 *
 * The checks read the sanitised HTML as a browser does (DOMParser, so the tests run in jsdom) and
 * look at what it built: elements, attributes, and URLs resolved by the URL parser, never at the text.
 */

export interface HtmlVector {
  name: string;
  html: string;
  /** Harmless as written: there for a sanitiser that would make it live (decode it, unwrap a comment). */
  inert?: true;
}

export interface BenignVector extends HtmlVector {
  /** A selector that must still match once sanitised: a sanitiser that drops everything fails. */
  keeps: string;
}

/** The page the HTML is shown on: links and frames resolve against it. */
export const PAGE = 'https://site.example/article/1';
const SITE = new URL(PAGE).origin;

const HTML_NS = 'http://www.w3.org/1999/xhtml';
const FOREIGN_NS: Record<string, string> = { 'http://www.w3.org/2000/svg': 'svg', 'http://www.w3.org/1998/Math/MathML': 'math' };

/**
 * What an article may hold (src/utils/articleHtml.ts's allow-list): no SVG or MathML, no form, no
 * object. Written out again, not imported: a tag added there by mistake fails here.
 */
const ALLOWED_TAGS = new Set([
  'h2', 'h3', 'h4', 'h5', 'h6', 'p', 'br', 'hr', 'blockquote', 'pre', 'code',
  'ul', 'ol', 'li', 'dl', 'dt', 'dd',
  'strong', 'b', 'em', 'i', 'u', 's', 'sub', 'sup', 'small', 'mark', 'span', 'div', 'abbr', 'cite', 'q', 'time',
  'a', 'img', 'figure', 'figcaption',
  'table', 'caption', 'colgroup', 'col', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td',
  'iframe',
]);
/** The parser makes these itself; their attributes are still checked (`<body onload>` lands on <body>). */
const DOCUMENT_TAGS = new Set(['html', 'head', 'body']);
const FORBIDDEN_ATTRIBUTES = new Set(['style', 'srcdoc', 'formaction']);
/** Attributes a browser follows or loads as a URL. */
const URL_ATTRIBUTES = new Set(['href', 'xlink:href', 'src', 'action', 'formaction', 'data', 'poster', 'background', 'cite', 'codebase', 'ping', 'longdesc']);
const LINK_PROTOCOLS = new Set(['http:', 'https:', 'mailto:', 'tel:']);

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/**
 * iframe sources that leave the site, as the attribute's value reads once the HTML parser has
 * decoded it. A browser's URL parser drops leading C0 controls and spaces and every tab and
 * newline, and takes a backslash for a slash: `/\host`, `/<tab>/host` and ` //host` are all
 * protocol-relative.
 */
export const FOREIGN_FRAME_SOURCES = [
  '',
  'https://evil.example/x',
  'HTTPS://evil.example/x',
  'http://evil.example/x',
  '//evil.example/x',
  '/\\evil.example/x',
  '\\/evil.example/x',
  '\\\\evil.example/x',
  '/\t/evil.example/x',
  '/\n/evil.example/x',
  '/\r\n/evil.example/x',
  '\t//evil.example/x',
  ' //evil.example/x',
  ' /\\evil.example/x',
  '\u0001//evil.example/x',
  '\u001f/\\evil.example/x',
  'javascript:alert(1)',
  ' javascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'about:blank',
];

/** iframe sources on the site itself, which must be kept. */
export const SITE_FRAME_SOURCES = ['/datashow', '/embed/chart/1', '/datashow?kiosk=1#top'];

const JS_HREFS = [
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  ' javascript:alert(1)',
  '\u0001javascript:alert(1)',
  'java\tscript:alert(1)',
  'java\nscript:alert(1)',
  'javascript\t:alert(1)',
  'vbscript:msgbox(1)',
  'data:text/html,<script>alert(1)</script>',
  'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  'DATA:text/html,<script>alert(1)</script>',
];

export const HOSTILE_HTML: HtmlVector[] = [
  // Scripts.
  { name: 'script', html: '<p>正文</p><script>alert(1)</script>' },
  { name: 'script with src', html: '<script src="https://evil.example/x.js"></script>' },
  { name: 'script split by a script', html: '<scr<script>ipt>alert(1)</scr</script>ipt>' },
  { name: 'script in SVG', html: '<svg><script>alert(1)</script></svg>' },

  // Event handlers.
  { name: 'img onerror', html: '<img src=x onerror=alert(1)>' },
  { name: 'img onerror after a tab, no quotes', html: '<img src=x\tonerror=alert(1)>' },
  { name: 'handlers on allowed elements', html: '<p onclick="alert(1)" onmouseover="alert(1)">x</p><a href="/x" onfocus=alert(1) autofocus>y</a>' },
  { name: 'table cell onmouseover', html: '<table><tr><td onmouseover=alert(1)>x</td></tr></table>' },
  { name: 'body onload', html: '<body onload=alert(1)><p>x</p>' },
  { name: 'details ontoggle', html: '<details open ontoggle=alert(1)><summary>x</summary></details>' },
  { name: 'video source onerror', html: '<video><source onerror=alert(1)></video><audio src=x onerror=alert(1)></audio>' },
  { name: 'svg onload', html: '<svg onload=alert(1)></svg>' },
  { name: 'svg/onload', html: '<svg/onload=alert(1)>' },
  { name: 'handler smuggled in a quoted attribute', html: '<a href="/x" title="&quot; onmouseover=&quot;alert(1)">x</a>', inert: true },

  // Links to scripts and documents: javascript:, vbscript:, data:, raw and entity-encoded.
  ...JS_HREFS.map((href) => ({ name: `a href ${JSON.stringify(href)}`, html: `<a href="${escapeAttribute(href)}">x</a>` })),
  { name: 'a href &#106;avascript:', html: '<a href="&#106;avascript:alert(1)">x</a>' },
  { name: 'a href &#0000106;avascript: (padded)', html: '<a href="&#0000106;avascript:alert(1)">x</a>' },
  { name: 'a href &#x6A;avascript:', html: '<a href="&#x6A;avascript:alert(1)">x</a>' },
  { name: 'a href java&#x09;script:', html: '<a href="java&#x09;script:alert(1)">x</a>' },
  { name: 'a href java&#x0A;script:', html: '<a href="java&#x0A;script:alert(1)">x</a>' },
  { name: 'a href java&Tab;script:', html: '<a href="java&Tab;script:alert(1)">x</a>' },
  { name: 'a href javascript&colon;', html: '<a href="javascript&colon;alert(1)">x</a>' },
  { name: 'a href &#x01; javascript:', html: '<a href="&#x01; javascript:alert(1)">x</a>' },
  { name: 'a href unquoted &#14;javascript:', html: '<a href=&#14;javascript:alert(1)>x</a>' },
  { name: 'a href javascript: with target', html: '<a href="javascript:alert(1)" target="_blank" rel="opener">x</a>' },
  { name: 'area href javascript:', html: '<map name=m><area shape=rect coords=0,0,9,9 href="javascript:alert(1)"></map>' },

  // Frames: srcdoc and every way of naming another site.
  { name: 'iframe srcdoc', html: '<iframe srcdoc="&lt;script&gt;alert(1)&lt;/script&gt;"></iframe>' },
  { name: 'same-site iframe with srcdoc', html: '<iframe src="/datashow" srcdoc="&lt;script&gt;alert(1)&lt;/script&gt;"></iframe>' },
  ...FOREIGN_FRAME_SOURCES.map((src) => ({ name: `iframe src ${JSON.stringify(src)}`, html: `<iframe src="${escapeAttribute(src)}"></iframe>` })),
  { name: 'iframe src /&#92;host (entity backslash)', html: '<iframe src="/&#92;evil.example/x"></iframe>' },
  { name: 'iframe src /&#9;/host (entity tab)', html: '<iframe src="/&#9;/evil.example/x"></iframe>' },
  { name: 'iframe src &#x2F;&#x2F;host', html: '<iframe src="&#x2F;&#x2F;evil.example/x"></iframe>' },
  { name: 'iframe src unquoted /\\host', html: '<iframe src=/\\evil.example/x></iframe>' },
  { name: 'iframe without src', html: '<iframe></iframe>' },
  { name: 'frameset', html: '<frameset><frame src="https://evil.example/"></frameset>' },

  // Styles.
  { name: 'style attribute', html: '<p style="background:url(javascript:alert(1))">x</p><div style="position:fixed;inset:0">y</div>' },
  { name: 'style element', html: "<style>@import 'https://evil.example/x.css'; p { color: red }</style><p>x</p>" },
  { name: 'link stylesheet', html: '<link rel="stylesheet" href="https://evil.example/x.css"><p>x</p>' },

  // SVG and MathML.
  { name: 'svg a xlink:href javascript:', html: '<svg><a xlink:href="javascript:alert(1)"><text x="20" y="20">x</text></a></svg>' },
  { name: 'svg a href javascript:', html: '<svg><a href="javascript:alert(1)"><text x="20" y="20">x</text></a></svg>' },
  { name: 'svg animate sets href', html: '<svg><a><animate attributeName="href" values="javascript:alert(1)"/><text x="20" y="20">x</text></a></svg>' },
  { name: 'svg use data:', html: '<svg><use href="data:image/svg+xml,&lt;svg id=\'x\' xmlns=\'http://www.w3.org/2000/svg\'&gt;&lt;image href=\'1\' onerror=\'alert(1)\'/&gt;&lt;/svg&gt;#x"/></svg>' },
  { name: 'svg foreignObject iframe', html: '<svg><foreignObject><iframe src="https://evil.example/"></iframe></foreignObject></svg>' },
  { name: 'math a xlink:href javascript:', html: '<math><a xlink:href="javascript:alert(1)">x</a></math>' },
  { name: 'math href javascript:', html: '<math href="javascript:alert(1)"><mi>x</mi></math>' },

  // Forms, objects, document-level elements.
  { name: 'form with input and button', html: '<form action="https://evil.example/"><input name="q"><button>go</button></form>' },
  { name: 'button formaction', html: '<button formaction="javascript:alert(1)">x</button><input type="submit" formaction="https://evil.example/">' },
  { name: 'input type=image onerror', html: '<input type="image" src="x" onerror="alert(1)">' },
  { name: 'textarea and select', html: '<textarea>x</textarea><select><option>y</option></select>' },
  { name: 'object data', html: '<object data="javascript:alert(1)"></object><object data="https://evil.example/x.swf"></object>' },
  { name: 'embed src', html: '<embed src="javascript:alert(1)"><embed src="https://evil.example/x.swf">' },
  { name: 'meta refresh', html: '<meta http-equiv="refresh" content="0;url=javascript:alert(1)"><p>x</p>' },
  { name: 'base href', html: '<base href="https://evil.example/"><a href="/x">x</a>' },
  { name: 'link import and prefetch', html: '<link rel="import" href="https://evil.example/x.html"><link rel="prefetch" href="https://evil.example/">' },

  // Mutation XSS: markup that one parser reads as text and another as elements.
  { name: 'noscript title', html: '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>' },
  { name: 'xmp title', html: '<xmp><p title="</xmp><img src=x onerror=alert(1)>"></xmp>' },
  { name: 'noembed title', html: '<noembed><p title="</noembed><img src=x onerror=alert(1)>"></noembed>' },
  { name: 'noframes title', html: '<noframes><p title="</noframes><img src=x onerror=alert(1)>"></noframes>' },
  { name: 'textarea title', html: '<textarea><p title="</textarea><img src=x onerror=alert(1)>"></textarea>' },
  { name: 'title title', html: '<title><p title="</title><img src=x onerror=alert(1)>"></title>' },
  { name: 'iframe content', html: '<iframe src="/datashow"><p title="</iframe><img src=x onerror=alert(1)>"></iframe>' },
  { name: 'svg style', html: '<svg><style><img src=x onerror=alert(1)></style></svg>' },
  { name: 'template', html: '<template><img src=x onerror=alert(1)></template>' },
  { name: 'math mtext mglyph style', html: '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>' },
  { name: 'form math mtext mglyph style', html: '<form><math><mtext></form><form><mglyph><style></math><img src onerror=alert(1)>' },
  { name: 'svg p style', html: '<svg></p><style><a id="</style><img src=1 onerror=alert(1)>">' },

  // Comment tricks.
  { name: 'comment', html: '<!--<img src=x onerror=alert(1)>-->', inert: true },
  { name: 'comment closed by --!>', html: '<!-- --!><img src=x onerror=alert(1)> -->' },
  { name: 'comment <!-->', html: '<!--><img src=x onerror=alert(1)>-->' },
  { name: 'comment <!--->', html: '<!---><img src=x onerror=alert(1)>-->' },
  { name: 'CDATA', html: '<![CDATA[><img src=x onerror=alert(1)>]]>' },
  { name: 'processing instruction', html: '<?xml ><img src=x onerror=alert(1)>?>' },
  { name: 'comment in an href', html: '<a href="java<!-- -->script:alert(1)">x</a>', inert: true },
  { name: 'conditional comment', html: '<!--[if IE]><img src=x onerror=alert(1)><![endif]-->', inert: true },
];

/** Ordinary article HTML that both sanitisers must keep. */
export const BENIGN_HTML: BenignVector[] = [
  ...SITE_FRAME_SOURCES.map((src) => ({
    name: `same-site iframe ${src}`,
    html: `<iframe src="${escapeAttribute(src)}" width="800" height="450" title="数据大屏"></iframe>`,
    keeps: `iframe[src="${src}"]`,
  })),
  { name: 'link to another site', html: '<p><a href="https://example.com/report?id=1">报告</a></p>', keeps: 'p a[href="https://example.com/report?id=1"]' },
  { name: 'link on the site', html: '<a href="/article/12#part">上一期</a>', keeps: 'a[href="/article/12#part"]' },
  { name: 'mailto and tel links', html: '<a href="mailto:office@example.com">邮件</a> <a href="tel:+86-10-12345678">电话</a>', keeps: 'a[href^="mailto:"] ~ a[href^="tel:"]' },
  { name: 'image', html: '<figure><img src="/uploads/a.png" alt="图一" width="640"><figcaption>图一</figcaption></figure>', keeps: 'figure img[src="/uploads/a.png"][alt="图一"] ~ figcaption' },
  { name: 'inline image', html: '<img src="data:image/png;base64,iVBORw0KGgo=" alt="">', keeps: 'img[src^="data:image/png"]' },
  {
    name: 'table',
    html: '<table><caption>指数</caption><thead><tr><th scope="col">月份</th></tr></thead><tbody><tr><td colspan="2">101.2</td></tr></tbody></table>',
    keeps: 'table caption ~ thead th[scope="col"]',
  },
  { name: 'headings and lists', html: '<h2 id="a">标题</h2><ol start="3"><li>一</li></ol><blockquote><p><strong>引</strong></p></blockquote>', keeps: 'h2#a ~ ol[start="3"] li' },
];

/** The HTML as a browser would build it: a whole document, so a <meta> or <base> shows up in <head>. */
export function parseHtml(html: string): Document {
  return new DOMParser().parseFromString(html, 'text/html');
}

function resolve(url: string): URL | null {
  try {
    return new URL(url, PAGE);
  } catch {
    return null;
  }
}

/** Why a URL in this element's attribute is unsafe, or undefined. */
function urlProblem(tag: string, attribute: string, value: string): string | undefined {
  const url = resolve(value);
  if (tag === 'iframe' && attribute === 'src') {
    return url?.origin === SITE ? undefined : `frames ${url?.href ?? value} (not ${SITE})`;
  }
  // An unparsable URL goes nowhere: a browser neither follows nor loads it.
  if (!url) return undefined;
  if (tag === 'img' && attribute === 'src' && url.protocol === 'data:') {
    return /^data:image\//i.test(url.href) ? undefined : `loads ${url.href}`;
  }
  return LINK_PROTOCOLS.has(url.protocol) ? undefined : `points at ${url.href}`;
}

/**
 * Everything unsafe in the document the HTML makes, one line each (an empty list when it is safe):
 * an element outside the allow-list (or in SVG/MathML: `svg:a`), an `on*`, style, srcdoc or
 * formaction attribute, a URL to anything but http(s), mailto or tel (an image may also be
 * data:image), an iframe without a src or framing another origin.
 */
export function unsafeParts(html: string): string[] {
  const problems: string[] = [];
  for (const element of Array.from(parseHtml(html).querySelectorAll('*'))) {
    const foreign = element.namespaceURI !== HTML_NS;
    const tag = foreign ? `${FOREIGN_NS[element.namespaceURI ?? ''] ?? element.namespaceURI}:${element.localName}` : element.localName;
    if (foreign || !(ALLOWED_TAGS.has(tag) || DOCUMENT_TAGS.has(tag))) problems.push(`<${tag}>`);
    if (tag === 'iframe' && !element.getAttribute('src')) problems.push('<iframe> without a src');
    for (const { name, value } of Array.from(element.attributes)) {
      const attribute = name.toLowerCase();
      if (attribute.startsWith('on') || FORBIDDEN_ATTRIBUTES.has(attribute)) {
        problems.push(`<${tag} ${attribute}>`);
      } else if (URL_ATTRIBUTES.has(attribute)) {
        const problem = urlProblem(tag, attribute, value);
        if (problem) problems.push(`<${tag} ${attribute}> ${problem}`);
      }
    }
  }
  return problems;
}

/**
 * The table's two checks on one sanitiser (the server's, the page's, the editor's): nothing unsafe
 * of any hostile vector, and every benign one kept and still safe. Called inside a `describe`.
 */
export function checksTheTables(sanitize: (html: string) => string): void {
  it.each(HOSTILE_HTML)('leaves nothing unsafe of $name', ({ html }) => {
    expect(unsafeParts(sanitize(html))).toEqual([]);
  });

  it.each(BENIGN_HTML)('keeps $name', ({ html, keeps }) => {
    const out = sanitize(html);
    expect(unsafeParts(out)).toEqual([]);
    expect(parseHtml(out).querySelector(keeps)).not.toBeNull();
  });
}
