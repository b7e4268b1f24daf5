/**
 * index.html with boot data: the answers of the first screens' requests (src/config/firstScreen.ts)
 * inside the page as non-executable JSON (`<script type="application/json" id="boot">`, which the
 * strict CSP allows: it is never run), so the app's first render waits for no round trip
 * (src/services/boot.ts takes them). Under hash routing the server cannot know the route: the page
 * carries only what every route needs (about 1.5 KB brotli), and `GET /webapi/boot?route=…` the
 * route's own first screen, asked by the preload helper beside umi.js (src/config/bootRoutes.ts).
 * (With every route's answers inside, the page was 26 KB brotli: two round trips before umi.js could
 * start, and 300 ms more to a phone's LCP in Lighthouse.)
 *
 * Each answer is the server's own answer to that request (`app.inject`: the same validation, data
 * and serialisation as over the network). The page is made once per data version (Store.answer) and
 * revalidated on every visit (`no-cache` + ETag): a release shows at once.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fs from 'node:fs';
import path from 'node:path';
import { CATEGORY_IDS, searchWords } from '../src/config/constants';
import { bootPageOf } from '../src/config/bootRoutes';
import { FIRST_ROW_PRODUCTS, MAIN_ARTICLE_CATEGORY, pageRequests, requestKey, routeRequests, type BootFacts, type FirstRequest } from '../src/config/firstScreen';
import { MOBILE_PREFIX } from '../src/config/sections';
import type { ArticlePage, CompanyDetail, IndexFamily, IndexNode, ProductPage, RawMaterial } from '../src/types/webapi';
import { etagOf, sendCached } from './http';
import { SECURITY_HEADERS } from './static';
import type { Store } from './store';

/** The id the app reads (src/services/boot.ts BOOT_ELEMENT_ID). */
const BOOT_ID = 'boot';

/**
 * JSON safe inside a `<script>` element: `<` escaped, so no `</script>` or `<!--` in an article's
 * title can end the element early (JSON.parse reads `\u003c` back as `<`).
 */
export const scriptJson = (value: unknown): string => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * The page with `json` in a boot element right before the entry script (so it is parsed when that
 * runs), and the body's scripts (the entry and React's renderer) preloaded from the head (their
 * downloads start with the first bytes).
 */
export function withBoot(html: string, json: string): string {
  const scripts = [...html.slice(html.indexOf('<body')).matchAll(/<script src="([^"]+)"( defer)?><\/script>/g)];
  const entry = scripts.find((m) => /\/umi\.[^"/]*\.js$/.test(m[1]));
  if (!entry) return html;
  const preload = scripts.map((m) => `<link rel="preload" as="script" href="${m[1]}">`).join('\n');
  return html
    .replace('</head>', `${preload}\n</head>`)
    .replace(entry[0], `<script type="application/json" id="${BOOT_ID}">${json}</script>\n${entry[0]}`);
}

/** GET `request` on this server: its envelope when it answered 200, else nothing (the app will ask). */
async function answerOf(app: FastifyInstance, request: FirstRequest): Promise<unknown> {
  const query = new URLSearchParams(Object.entries(request.params).map(([k, v]) => [k, String(v)])).toString();
  const res = await app.inject({ method: 'GET', url: `/webapi${request.path}${query ? `?${query}` : ''}` });
  if (res.statusCode !== 200) return undefined;
  const body = res.json() as { success?: boolean };
  return body?.success === true ? body : undefined;
}

/** The answers to `requests`, keyed as the app's requests are (one this server did not answer 200 is left out: the app will ask). */
async function answersTo(app: FastifyInstance, requests: FirstRequest[]): Promise<Record<string, unknown>> {
  const bodies = await Promise.all(requests.map((r) => answerOf(app, r)));
  const answers: Record<string, unknown> = {};
  requests.forEach((r, i) => {
    if (bodies[i] !== undefined) answers[requestKey(r.path, r.params)] = bodies[i];
  });
  return answers;
}

/** `src` when it is one of this site's files (a path: never another origin). */
const sitePath = (src: unknown): string | undefined => (typeof src === 'string' && /^\/(?!\/)[^\s"'<>\\]*$/.test(src) ? src : undefined);

/** The first image of an article's (sanitised) HTML when it is one of this site's files. */
export function firstImageOf(html: unknown): string | undefined {
  if (typeof html !== 'string') return undefined;
  return sitePath(/<img\b[^>]*?\ssrc="([^"]+)"/i.exec(html)?.[1]);
}

/**
 * GET /webapi/boot: the first-screen answers of `route` (src/config/firstScreen.ts routeRequests) for
 * `siteCode`; `q`, a search route's `?q=` as the address has it, is read as the page reads it.
 * `images`: the pictures the first screen shows large, for the helper to start at once rather than
 * when the page has rendered them: the picture about's and introduce's article opens with, the
 * product list's first row.
 */
export async function routeBoot(app: FastifyInstance, siteCode: string, route: string, q?: string): Promise<{ answers: Record<string, unknown>; images: string[] }> {
  const target = bootPageOf(route);
  if (!target) return { answers: {}, images: [] };
  const { page, id } = target;
  const ask = (p: string, params: Record<string, string | number> = {}) => answerOf(app, { path: p, params: { siteCode, ...params } });
  // About and introduce open their list's first article: the list (the first request, known without
  // facts) says which.
  const list = page in MAIN_ARTICLE_CATEGORY ? routeRequests(page, siteCode, { families: [] }, CATEGORY_IDS)[0] : undefined;
  const [families, materials, listAnswer, company] = (await Promise.all([
    // Only the home pages and /data name requests by the families.
    page === '/home' || page === '/data' ? ask('/index/families') : undefined,
    page === '/priceTrend' ? ask('/materials') : undefined,
    list ? answerOf(app, list) : undefined,
    // A company's page shows its categories' 环比 from an index snapshot: the company says which.
    page === '/companyDetail' && id ? ask(`/companies/${id}`) : undefined,
  ])) as ({ data: unknown } | undefined)[];
  const listed = company?.data as Pick<CompanyDetail, 'categoryProjId' | 'categoryIds'> | undefined;
  const familyList = Array.isArray(families?.data) ? (families.data as IndexFamily[]) : [];
  // /data opens on the office's first family: its tree's root names the series asked.
  const tree = page === '/data' && familyList[0] ? ((await ask(`/index/families/${familyList[0].projId}/tree`)) as { data: unknown } | undefined) : undefined;
  const facts: BootFacts = {
    families: familyList,
    dataRoot: Array.isArray(tree?.data) ? (tree.data as IndexNode[])[0]?.id : undefined,
    firstMaterial: Array.isArray(materials?.data) ? (materials.data as RawMaterial[])[0]?.id : undefined,
    mainArticle: (listAnswer?.data as ArticlePage | undefined)?.list?.[0]?.id,
    id,
    q: page === '/search' ? searchWords(q) : undefined,
    companyCategoryProjId: listed?.categoryIds?.length && typeof listed.categoryProjId === 'number' ? listed.categoryProjId : undefined,
  };
  const requests = routeRequests(page, siteCode, facts, CATEGORY_IDS);
  const answers = await answersTo(app, requests);
  const main = facts.mainArticle === undefined ? undefined : (answers[requestKey(`/articles/${facts.mainArticle}`, { siteCode })] as { data?: { content?: unknown } } | undefined);
  // The product list's first page is its only request.
  const products = page === '/product' ? (answers[requestKey(requests[0].path, requests[0].params)] as { data?: ProductPage } | undefined) : undefined;
  const firstRow = (products?.data?.list ?? []).slice(0, route.startsWith(`${MOBILE_PREFIX}/`) ? FIRST_ROW_PRODUCTS.mobile : FIRST_ROW_PRODUCTS.desktop);
  const images = [firstImageOf(main?.data?.content), ...firstRow.map((p) => sitePath(p.image))].filter((src): src is string => !!src);
  return { answers, images };
}

/** Serve `distDir`'s index.html at `/` and `/index.html` with the default site's boot data. */
export function registerBoot(app: FastifyInstance, store: Store, distDir: string): void {
  const html = fs.readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const send = async (_request: FastifyRequest, reply: FastifyReply) => {
    const [site] = await store.sites();
    const answer = site
      ? await store.answer(site, 'boot index.html', async () => {
          const body = withBoot(html, scriptJson({ answers: await answersTo(app, pageRequests(site.code)) }));
          return { body, etag: etagOf(body), best: true };
        })
      : { body: html, etag: etagOf(html) };
    reply.headers(SECURITY_HEADERS).type('text/html; charset=utf-8');
    return sendCached(_request, reply, answer, 'no-cache');
  };
  app.get('/', send);
  app.get('/index.html', send);
}
