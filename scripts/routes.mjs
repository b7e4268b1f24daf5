/**
 * The routes the performance checks measure, with their goals (issue 7, PRODUCT.md §5): one list
 * shared by `npm run size` (scripts/measure-js.mjs), `npm run bench` (scripts/bench.mjs) and the
 * layout-shift check (tests/e2e/cls.spec.ts).
 *
 * - every desktop section, one article and one company detail page, /datashow;
 * - every /mobile twin of those (no /datashow on a phone).
 *
 * Goals: JS downloaded before the network is idle, brotli, ≤ 250 KB on /home and /mobile/home and
 * ≤ 450 KB elsewhere; Lighthouse performance (median of 3) ≥ 95 on /home (desktop preset), ≥ 90 on
 * /mobile/home (mobile preset), ≥ 90 on the other desktop routes, ≥ 80 on the other /mobile routes,
 * ≥ 85 on /datashow; CLS ≤ 0.05 everywhere.
 *
 * The detail routes need ids that exist: the demo dataset is regenerated every (Beijing) day, so
 * `resolveRoutes(baseURL)` asks the running /webapi for the newest commentary article and the
 * first company; the ids below are only the fallback when it cannot answer.
 *
 * Plain ESM with JSDoc types so that Node scripts and the TypeScript specs import the same file.
 */

/**
 * Desktop sections (src/config/sections.ts LAYOUT_SECTIONS, which plain ESM cannot import: kept equal by
 * tests/unit/foundation/sections.test.ts); each has a /mobile twin.
 */
export const SECTION_PATHS = [
  '/home',
  '/data',
  '/comment',
  '/report',
  '/info',
  '/priceTrend',
  '/exportData',
  '/brandRank',
  '/company',
  '/product',
  '/about',
  '/introduce',
];

/** Detail routes (src/config/sections.ts DETAIL_ROUTES) and where their ids come from. */
export const DETAIL_PATTERNS = ['/article/:id', '/companyDetail/:id'];

/** Site-wide search (issue 24), opened with a word that finds something (`ids.search`). */
export const SEARCH_PATTERN = '/search';

/** Ids (and a search word) the /webapi demo answered on 2026-11-23, used when it cannot be asked. */
export const FALLBACK_IDS = { article: '100567', company: '1001', search: '五金' };

/** The phone of the mobile checks: the same as tests/e2e/fixtures.ts PHONE (an iPhone, 390×844). */
export const PHONE = {
  viewport: { width: 390, height: 844 },
  userAgent:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
  isMobile: true,
  hasTouch: true,
};

/** The desktop window of the desktop checks. */
export const DESKTOP = { viewport: { width: 1280, height: 900 } };

export const CLS_MAX = 0.05;

/**
 * Routes allowed over their JS goal for a while, with the most they may download (brotli KB):
 * `npm run size` prints them as goal misses and fails only past the ceiling. Empty since every
 * route met its goal (issue 7); keep it empty.
 * @type {Record<string, number>}
 */
export const JS_CEILINGS_KB = {};

/**
 * @typedef {object} RouteGoal
 * @property {string} pattern     route as declared (`/mobile/article/:id`)
 * @property {string} path        route to open (`/mobile/article/100567`); the URL is `${base}/#${path}`
 * @property {'desktop' | 'mobile'} side  which window and Lighthouse preset measure it
 * @property {number} jsBudgetKB  JS downloaded before network idle, brotli, in KB (1024 bytes): the goal
 * @property {number} jsCeilingKB the most it may download today (the goal, or a known miss's ceiling)
 * @property {number} lighthouseMin  Lighthouse performance score goal (median of 3)
 * @property {number} clsMax      layout shift goal
 */

/**
 * @param {string} pattern
 * @param {'desktop' | 'mobile'} side
 * @returns {Omit<RouteGoal, 'path'>}
 */
function goalsOf(pattern, side) {
  const page = side === 'mobile' ? pattern.slice('/mobile'.length) : pattern;
  const home = page === '/home';
  let lighthouseMin;
  if (pattern === '/datashow') lighthouseMin = 85;
  else if (side === 'desktop') lighthouseMin = home ? 95 : 90;
  else lighthouseMin = home ? 90 : 80;
  const jsBudgetKB = home ? 250 : 450;
  const jsCeilingKB = /** @type {Record<string, number>} */ (JS_CEILINGS_KB)[pattern] ?? jsBudgetKB;
  return { pattern, side, jsBudgetKB, jsCeilingKB, lighthouseMin, clsMax: CLS_MAX };
}

/**
 * Every measured route, detail ids (and the search word) filled in from `ids` (the fallback ids unless told).
 * @param {{ article: string, company: string, search: string }} [ids]
 * @returns {RouteGoal[]}
 */
export function routeGoals(ids = FALLBACK_IDS) {
  const fill = (/** @type {string} */ pattern) =>
    pattern
      .replace(/\/article\/:id$/, `/article/${ids.article}`)
      .replace(/\/companyDetail\/:id$/, `/companyDetail/${ids.company}`)
      .replace(/\/search$/, `/search?q=${encodeURIComponent(ids.search)}`);
  const desktop = [...SECTION_PATHS, ...DETAIL_PATTERNS, SEARCH_PATTERN, '/datashow'].map((p) => ({ ...goalsOf(p, 'desktop'), path: fill(p) }));
  const mobile = [...SECTION_PATHS, ...DETAIL_PATTERNS, SEARCH_PATTERN].map((p) => {
    const pattern = `/mobile${p}`;
    return { ...goalsOf(pattern, 'mobile'), path: fill(pattern) };
  });
  return [...desktop, ...mobile];
}

/**
 * Ids of a real article and company from a running /webapi (`baseURL` without a trailing slash), and
 * a search word that finds something: that company's short name.
 * @param {string} baseURL
 * @returns {Promise<{ article: string, company: string, search: string }>}
 */
export async function resolveIds(baseURL) {
  const first = async (/** @type {string} */ path, /** @type {string} */ field, /** @type {string} */ fallback) => {
    try {
      const res = await fetch(`${baseURL}/webapi${path}`);
      const body = await res.json();
      const value = body?.data?.list?.[0]?.[field];
      return value === undefined || value === null || value === '' ? fallback : String(value);
    } catch {
      return fallback;
    }
  };
  const [article, company, search] = await Promise.all([
    first('/articles?categoryId=214&current=1&pageSize=1', 'id', FALLBACK_IDS.article),
    first('/companies?current=1&pageSize=1', 'id', FALLBACK_IDS.company),
    first('/companies?current=1&pageSize=1', 'shortName', FALLBACK_IDS.search),
  ]);
  return { article, company, search };
}

/**
 * The routes with detail ids that exist on the server at `baseURL`.
 * @param {string} baseURL
 */
export async function resolveRoutes(baseURL) {
  return routeGoals(await resolveIds(baseURL));
}

/**
 * Keep the routes named in a comma list (`/home,/mobile/home`; a pattern like `/article/:id` works
 * too); all of them when the list is empty.
 * @param {RouteGoal[]} routes
 * @param {string | undefined} list
 */
export function filterRoutes(routes, list) {
  const wanted = (list ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (!wanted.length) return routes;
  const kept = routes.filter((r) => wanted.includes(r.path) || wanted.includes(r.pattern));
  const unknown = wanted.filter((w) => !routes.some((r) => r.path === w || r.pattern === w));
  if (unknown.length) throw new Error(`Unknown route(s): ${unknown.join(', ')}. Known: ${routes.map((r) => r.pattern).join(' ')}`);
  return kept;
}
