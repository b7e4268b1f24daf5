/**
 * Link previews and crawlers (issue 20 §6). The site's pages are hash routes (`/#/article/1`), and
 * WeChat, Weibo and search engines drop the fragment: all they see is index.html. So the share
 * buttons, the RSS feeds and the sitemap hand out share addresses (src/config/share.ts) answered here
 * with a small page of their own: title, summary, image, the Open Graph and WeChat (`itemprop`) tags
 * a crawler reads, and a refresh that takes a browser on to the hash route (no script: the site's
 * Content-Security-Policy allows none inline). Phones are sent on to /mobile by the app itself.
 *
 *   GET /s/article/:id    an article: title, summary, cover, published time
 *   GET /s/data/:projId   an index family: its latest period, value and change (view parameters go on to /#/data)
 *   GET /s/company/:id    a company: name, brief, logo
 *   GET /sitemap.xml      the home, the sections, and the share address of every family, article and company
 *   GET /robots.txt       everything but /webapi/ (its pictures aside) and /admin; where the sitemap is
 *
 * Absolute URLs are made from the request's origin (X-Forwarded-Host/Proto first, as the feeds).
 * Every answer is cached per data version (Store.answer) and sent with an ETag, `max-age=300` and
 * the site's security headers. `?siteCode=` picks a site as on /webapi; an unknown one is a 404 page.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ARTICLE_SECTIONS, COMPANY_SECTIONS, SECTIONS } from '../src/config/sections';
import { appRoute, DATA_VIEW_PARAMS, shareUrl, type ShareTarget } from '../src/config/share';
import type { SectionKey } from '../src/types/webapi';
import { pointAt, rootId } from './model/family';
import { queryString, type Query } from './model/params';
import type { ArticleRecord, CompanyRecord, Dataset, FamilyData } from './model/types';
import type { SiteRow } from './db/read';
import { etagOf, requestOrigin, sendCached } from './http';
import { SECURITY_HEADERS } from './static';
import { pickSite, type Store } from './store';

/** Seconds a share page, the sitemap or robots.txt may be kept by a browser, nginx, a CDN or a crawler. */
export const SHARE_MAX_AGE = 300;
/** Seconds before the refresh to the hash route (0: at once; crawlers read the tags, people see the app). */
export const REFRESH_SECONDS = 0;
/** The picture of a page without one of its own (public/favicon.svg, the site's mark). */
export const DEFAULT_IMAGE = '/favicon.svg';
/** Longest description in the tags (chat previews show two or three lines; the page itself shows it all). */
export const DESCRIPTION_LENGTH = 200;

export const HTML_TYPE = 'text/html; charset=utf-8';
export const SITEMAP_TYPE = 'application/xml; charset=utf-8';
export const ROBOTS_TYPE = 'text/plain; charset=utf-8';

/** Sections whose articles open in /article/:id, and those a company detail is reached from (as src/access.ts). */

// ------------------------------------------------------------------ escaping

/** Characters no HTML or XML document may carry (C0 controls but tab, LF, CR; noncharacters). */
// eslint-disable-next-line no-control-regex
const INVALID = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f\ufffe\uffff]/g;
const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text or attribute value escaped for HTML and XML (titles and summaries come from the CMS). */
export function escapeMarkup(text: string): string {
  return text.replace(INVALID, '').replace(/[&<>"']/g, (ch) => ENTITIES[ch]);
}

/** One line of plain text, at most `max` characters (code points), with an ellipsis when cut. */
export function clip(text: string, max = DESCRIPTION_LENGTH): string {
  const chars = [...text.replace(/\s+/g, ' ').trim()];
  return chars.length <= max ? chars.join('') : `${chars.slice(0, max - 1).join('')}…`;
}

// ------------------------------------------------------------------ the pages

export interface SharePage {
  /** og:type */
  type: 'article' | 'website';
  /** schema.org type of the microdata (WeChat reads its name, description and image). */
  schema: 'Article' | 'Dataset' | 'Organization' | 'WebPage';
  title: string;
  /** Plain text: the tags get it clipped, the page shows it whole. */
  summary: string;
  /** Absolute. */
  image: string;
  /** Absolute share address without view parameters. */
  canonical: string;
  /** The hash route the page opens (`/#/…`). */
  route: string;
  siteName: string;
  /** Beijing ISO time, for articles. */
  publishedAt?: string;
  /** og's article:section (the article's category). */
  section?: string;
  /** A line of facts under the title (date, source, region…). */
  facts: string[];
  /** Text of the link to the hash route. */
  open: string;
}

const STYLE =
  'body{margin:0;font:16px/1.7 system-ui,-apple-system,"PingFang SC","Microsoft YaHei",sans-serif;color:#1f2329;background:#f5f7fa}' +
  'main{max-width:40rem;margin:0 auto;padding:2rem 1.25rem}' +
  '.site{margin:0 0 1rem;color:#646a73;font-size:.875rem}' +
  'h1{margin:0 0 .5rem;font-size:1.5rem;line-height:1.4}' +
  '.facts{margin:0 0 1rem;color:#646a73;font-size:.875rem}' +
  '.open a{display:inline-block;padding:.5rem 1.25rem;border-radius:4px;background:#1456f0;color:#fff;text-decoration:none}';

/** The page a crawler reads and a browser leaves at once for the hash route. */
export function renderSharePage(p: SharePage): string {
  const e = escapeMarkup;
  const description = clip(p.summary) || p.siteName;
  const fullTitle = p.title === p.siteName ? p.title : `${p.title} - ${p.siteName}`;
  const meta = (attr: 'name' | 'property' | 'itemprop', key: string, content: string) => `<meta ${attr}="${key}" content="${e(content)}">`;
  return [
    '<!doctype html>',
    `<html lang="zh-CN" itemscope itemtype="https://schema.org/${p.schema}">`,
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${e(fullTitle)}</title>`,
    meta('name', 'description', description),
    `<link rel="canonical" href="${e(p.canonical)}">`,
    // The site's icon, as the app's page names it: without it a browser asks for /favicon.ico (a 404).
    '<link rel="icon" href="/favicon.svg" type="image/svg+xml">',
    meta('property', 'og:type', p.type),
    meta('property', 'og:site_name', p.siteName),
    meta('property', 'og:title', p.title),
    meta('property', 'og:description', description),
    meta('property', 'og:image', p.image),
    meta('property', 'og:url', p.canonical),
    meta('property', 'og:locale', 'zh_CN'),
    ...(p.publishedAt ? [meta('property', 'article:published_time', p.publishedAt)] : []),
    ...(p.section ? [meta('property', 'article:section', p.section)] : []),
    meta('name', 'twitter:card', 'summary'),
    meta('itemprop', 'name', p.title),
    meta('itemprop', 'description', description),
    meta('itemprop', 'image', p.image),
    `<meta http-equiv="refresh" content="${REFRESH_SECONDS}; url=${e(p.route)}">`,
    `<style>${STYLE}</style>`,
    '</head>',
    '<body>',
    '<main>',
    `<p class="site">${e(p.siteName)}</p>`,
    `<h1>${e(p.title)}</h1>`,
    ...(p.facts.length ? [`<p class="facts">${p.facts.map(e).join(' · ')}</p>`] : []),
    ...(p.summary ? [`<p>${e(p.summary)}</p>`] : []),
    `<p class="open"><a href="${e(p.route)}">${e(p.open)}</a></p>`,
    '</main>',
    '</body>',
    '</html>',
    '',
  ].join('\n');
}

/** The 404 page of an unknown or malformed id, or an unknown site. */
export function renderMissingPage(siteName: string | undefined): string {
  const title = '页面不存在';
  return [
    '<!doctype html>',
    '<html lang="zh-CN">',
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="robots" content="noindex">',
    `<title>${escapeMarkup(siteName ? `${title} - ${siteName}` : title)}</title>`,
    `<style>${STYLE}</style>`,
    '</head>',
    '<body>',
    '<main>',
    ...(siteName ? [`<p class="site">${escapeMarkup(siteName)}</p>`] : []),
    `<h1>${title}</h1>`,
    '<p>您要找的内容不存在或已下线。</p>',
    '<p class="open"><a href="/">返回首页</a></p>',
    '</main>',
    '</body>',
    '</html>',
    '',
  ].join('\n');
}

/** What a page is made of: the site's data and the request's origin. */
interface Context {
  ds: Dataset;
  origin: string;
  /** `siteCode` of the site's addresses: none for the default site. */
  siteParam: string | undefined;
}

/** An absolute URL of a picture (a same-origin path, or a CMS's http(s) URL); null when it is neither. */
function absoluteImage(c: Context, src: string | undefined): string | null {
  if (!src) return null;
  try {
    const url = new URL(src, `${c.origin}/`);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    // Pictures of /webapi belong to a site like every /webapi answer.
    if (url.origin === c.origin && url.pathname.startsWith('/webapi/') && c.siteParam && !url.searchParams.has('siteCode')) {
      url.searchParams.set('siteCode', c.siteParam);
    }
    return url.href;
  } catch {
    return null;
  }
}

const imageOf = (c: Context, src?: string): string => absoluteImage(c, src) ?? absoluteImage(c, DEFAULT_IMAGE)!;
const canonicalOf = (c: Context, target: ShareTarget): string => shareUrl(target, c.origin, c.siteParam);

/** `2026-11-20 15:30` of a Beijing ISO time. */
const beijingMinute = (iso: string): string => `${iso.slice(0, 10)} ${iso.slice(11, 16)}`;

export function articlePage(c: Context, a: ArticleRecord): SharePage {
  const category = c.ds.constants.categories.find((cat) => cat.id === a.categoryId);
  const target: ShareTarget = { kind: 'article', id: a.id };
  return {
    type: 'article',
    schema: 'Article',
    title: a.title,
    summary: a.summary,
    image: imageOf(c, a.cover),
    canonical: canonicalOf(c, target),
    route: appRoute(target),
    siteName: c.ds.site.name,
    publishedAt: a.publishedAt,
    section: category?.name,
    facts: [
      `发布时间 ${beijingMinute(a.publishedAt)}`,
      ...(category ? [category.name] : []),
      ...(a.source ? [`来源 ${a.source}`] : []),
      ...(a.author ? [`作者 ${a.author}`] : []),
    ],
    open: '阅读全文',
  };
}

const number2 = new Intl.NumberFormat('zh-CN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** 「2026年第47周 青溪五金价格指数收于 1,234.56 点，环比上涨 1.23 点（0.10%）。」 */
export function familyHeadline(fam: FamilyData): string {
  const { family } = fam;
  const last = fam.periods.length - 1;
  if (last < 0) return `${family.name}尚未发布数据。`;
  const period = fam.periods[last];
  const p = pointAt(fam, rootId(fam), last);
  const unit = family.unit ? ` ${family.unit}` : '';
  const points = (n: number) => `${number2.format(Math.abs(n))}${unit}`;
  const previous =
    p.change === null || p.changePct === null
      ? '环比暂无数据'
      : p.change === 0
        ? '环比持平'
        : `环比${p.change > 0 ? '上涨' : '下跌'} ${points(p.change)}（${number2.format(Math.abs(p.changePct))}%）`;
  return `${period.label} ${family.name}收于 ${number2.format(p.indexValue)}${unit}，${previous}。`;
}

/** A view parameter passed on to /#/data: the codec of src/views/indexData.ts reads it (junk falls back to its default). */
const VIEW_VALUE = /^[\w,.-]{1,400}$/;

/** The /data view parameters of a share address, as it may pass them on. */
export function viewOf(query: Query | undefined): [string, string][] {
  return DATA_VIEW_PARAMS.flatMap((k) => {
    const v = queryString(query, k);
    return v !== undefined && VIEW_VALUE.test(v) ? [[k, v] as [string, string]] : [];
  });
}

export function dataPage(c: Context, fam: FamilyData, view: [string, string][] = []): SharePage {
  const { family } = fam;
  const latest = fam.periods[fam.periods.length - 1];
  return {
    type: 'website',
    schema: 'Dataset',
    title: latest ? `${family.name}（${latest.label}）` : family.name,
    summary: familyHeadline(fam),
    image: imageOf(c),
    canonical: canonicalOf(c, { kind: 'data', projId: family.projId }),
    route: appRoute({ kind: 'data', projId: family.projId, view }),
    siteName: c.ds.site.name,
    facts: [...(latest ? [`发布时间 ${beijingMinute(latest.publishedAt)}`] : []), ...(family.source ? [`发布方 ${family.source}`] : [])],
    open: '查看指数走势',
  };
}

export function companyPage(c: Context, co: CompanyRecord): SharePage {
  const target: ShareTarget = { kind: 'company', id: co.id };
  return {
    type: 'website',
    schema: 'Organization',
    title: co.name,
    summary: co.brief,
    image: imageOf(c, co.logo),
    canonical: canonicalOf(c, target),
    route: appRoute(target),
    siteName: c.ds.site.name,
    facts: [co.industry, co.region, co.founded ? `成立于 ${co.founded} 年` : ''].filter(Boolean),
    open: '查看企业详情',
  };
}

// ------------------------------------------------------------------ sitemap and robots.txt

interface SitemapEntry {
  loc: string;
  lastmod?: string;
}

/** Every address worth a crawler's visit, as of the dataset. */
export function sitemapEntries(c: Context): SitemapEntry[] {
  const { ds, origin } = c;
  const on = new Set<SectionKey>(ds.site.sections);
  // The home shows the newest articles and index values: changed with the latest of them.
  const newest = [ds.site.updatedAt, ds.articles[0]?.publishedAt].filter((d): d is string => !!d).sort((a, b) => Date.parse(b) - Date.parse(a))[0];
  const entries: SitemapEntry[] = [{ loc: `${origin}/`, lastmod: newest }];
  // Crawlers drop the fragment, but the sections are the site's pages: listed, for those that keep it.
  for (const s of SECTIONS) {
    if (s.key !== 'home' && s.key !== 'datashow' && on.has(s.key)) entries.push({ loc: `${origin}/#${s.path}` });
  }
  if (on.has('data')) {
    for (const fam of ds.families) entries.push({ loc: canonicalOf(c, { kind: 'data', projId: fam.family.projId }), lastmod: fam.periods.at(-1)?.publishedAt });
  }
  if (ARTICLE_SECTIONS.some((k) => on.has(k))) {
    for (const a of ds.articles) entries.push({ loc: canonicalOf(c, { kind: 'article', id: a.id }), lastmod: a.publishedAt });
  }
  if (COMPANY_SECTIONS.some((k) => on.has(k))) {
    for (const co of ds.companies) entries.push({ loc: canonicalOf(c, { kind: 'company', id: co.id }) });
  }
  return entries;
}

export function renderSitemap(entries: SitemapEntry[]): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...entries.map((u) => `<url><loc>${escapeMarkup(u.loc)}</loc>${u.lastmod ? `<lastmod>${escapeMarkup(u.lastmod)}</lastmod>` : ''}</url>`),
    '</urlset>',
    '',
  ].join('\n');
}

/** Crawlers may read everything but the API and the admin area; the pictures of /webapi/media go into link previews. */
export function renderRobots(origin: string): string {
  return ['User-agent: *', 'Allow: /', 'Allow: /webapi/media/', 'Disallow: /webapi/', 'Disallow: /admin', '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n');
}

// ------------------------------------------------------------------ routes

/** A positive id of at most 9 digits (as /webapi's paths), else undefined. */
const idOf = (raw: string | undefined): number | undefined => (raw && /^[1-9]\d{0,8}$/.test(raw) ? Number(raw) : undefined);

function send(request: FastifyRequest, reply: FastifyReply, type: string, answer: { body: string | Uint8Array; etag: string }): FastifyReply {
  for (const [k, v] of Object.entries(SECURITY_HEADERS)) reply.header(k, v);
  reply.type(type);
  return sendCached(request, reply, answer, SHARE_MAX_AGE);
}

function sendMissing(reply: FastifyReply, siteName?: string): FastifyReply {
  for (const [k, v] of Object.entries(SECURITY_HEADERS)) reply.header(k, v);
  return reply.code(404).header('Cache-Control', 'no-cache').type(HTML_TYPE).send(renderMissingPage(siteName));
}

/** The site a request is for (pickSite) and whether it is the default; null for an unknown one or none yet. */
async function siteOf(store: Store, query: unknown): Promise<{ site: SiteRow; isDefault: boolean } | null> {
  const sites = await store.sites();
  const site = pickSite(sites, queryString(query as Query, 'siteCode'));
  return site ? { site, isDefault: site.code === sites[0].code } : null;
}

export async function registerShare(app: FastifyInstance, store: Store): Promise<void> {
  /** The site, its dataset and the request's origin; null (a 404 page sent) for an unknown site. */
  const contextOf = async (request: FastifyRequest): Promise<{ site: SiteRow; c: Context } | null> => {
    const which = await siteOf(store, request.query);
    if (!which) return null;
    const ds = await store.dataset(which.site);
    const c: Context = { ds, origin: requestOrigin(request.headers), siteParam: which.isDefault ? undefined : which.site.code };
    return { site: which.site, c };
  };

  /** A share page: `pick` finds the item of the request (undefined: a 404 page), `key` names the answer, `page` makes it. */
  const sharePage = <T>(
    pick: (ds: Dataset, params: Record<string, string | undefined>) => T | undefined,
    key: (item: T, request: FastifyRequest) => string,
    page: (c: Context, item: T, request: FastifyRequest) => SharePage,
  ) =>
    async (request: FastifyRequest, reply: FastifyReply) => {
      const ctx = await contextOf(request);
      if (!ctx) return sendMissing(reply);
      const { site, c } = ctx;
      const item = pick(c.ds, (request.params ?? {}) as Record<string, string | undefined>);
      if (item === undefined) return sendMissing(reply, c.ds.site.name);
      const answer = await store.answer(site, `${c.origin} ${c.siteParam ?? ''} share ${key(item, request)}`, async () => {
        const body = renderSharePage(page(c, item, request));
        return { body, etag: etagOf(body) };
      });
      return send(request, reply, HTML_TYPE, answer);
    };

  app.get(
    '/s/article/:id',
    sharePage(
      (ds, p) => ds.articleById.get(idOf(p.id) ?? 0),
      (a) => `article ${a.id}`,
      (c, a) => articlePage(c, a),
    ),
  );
  app.get(
    '/s/data/:projId',
    sharePage(
      (ds, p) => ds.familyById.get(idOf(p.projId) ?? 0),
      (fam, request) => `data ${fam.family.projId} ${new URLSearchParams(viewOf(request.query as Query)).toString()}`,
      (c, fam, request) => dataPage(c, fam, viewOf(request.query as Query)),
    ),
  );
  app.get(
    '/s/company/:id',
    sharePage(
      (ds, p) => ds.companyById.get(idOf(p.id) ?? 0),
      (co) => `company ${co.id}`,
      (c, co) => companyPage(c, co),
    ),
  );

  app.get('/sitemap.xml', async (request, reply) => {
    const ctx = await contextOf(request);
    if (!ctx) return sendMissing(reply);
    const { site, c } = ctx;
    const answer = await store.answer(site, `${c.origin} ${c.siteParam ?? ''} sitemap`, async () => {
      const body = renderSitemap(sitemapEntries(c));
      return { body, etag: etagOf(body) };
    });
    return send(request, reply, SITEMAP_TYPE, answer);
  });

  app.get('/robots.txt', async (request, reply) => {
    const body = renderRobots(requestOrigin(request.headers));
    return send(request, reply, ROBOTS_TYPE, { body, etag: etagOf(body) });
  });
}
