/**
 * The portal's sections: the one list of their keys (the contract's `SectionKey` enum, the demo site's
 * sections and the server's pages follow it; tests/unit/foundation/sections.test.ts checks the
 * contract), and one table that drives the route trees (config/routes.ts), the desktop/mobile twins
 * (src/utils/device.ts), route access keys (src/access.ts), the first screens' boot routes
 * (./bootRoutes.ts) and the menus (src/models/menu.ts). Pure data without aliases: the build config,
 * the server and the demo data import it too.
 */

/** Every section, in the order of the route table; an operator can switch each off (`SiteInfo.sections`). */
export const SECTION_KEYS = ['home', 'data', 'comment', 'report', 'info', 'priceTrend', 'exportData', 'brandRank', 'company', 'product', 'about', 'introduce', 'datashow'] as const;

export type SectionKey = (typeof SECTION_KEYS)[number];

export interface SectionDef {
  key: SectionKey;
  /** Desktop path, `/${key}`; the mobile twin is `/mobile${path}` when `mobile` is true. */
  path: string;
  /** Locale id of the page title and menu label, `menu.${key}`. */
  titleId: string;
  mobile: boolean;
  /**
   * The desktop page's first screen draws no antd component, and its antd parts (chunks of their own)
   * bring antd's setup themselves (AntdConfig): its route has no antd wrapper (config/routes.ts), so
   * antd's engine, theme and styles are not downloaded and run before its first paint (issue 23).
   */
  ownAntd?: true;
}

/** What differs between sections (a record: a key added above without its entry does not compile). */
const PAGES: Record<SectionKey, Pick<SectionDef, 'mobile' | 'ownAntd'>> = {
  home: { mobile: true },
  data: { mobile: true, ownAntd: true },
  comment: { mobile: true },
  report: { mobile: true },
  info: { mobile: true },
  priceTrend: { mobile: true },
  exportData: { mobile: true },
  brandRank: { mobile: true },
  company: { mobile: true },
  product: { mobile: true },
  about: { mobile: true },
  introduce: { mobile: true },
  datashow: { mobile: false },
};

export const SECTIONS: SectionDef[] = SECTION_KEYS.map((key) => ({ key, path: `/${key}`, titleId: `menu.${key}`, ...PAGES[key] }));

/** The showcase: full screen, outside the site's layouts (config/routes.ts) and without a first screen from the server. */
export type LayoutSectionKey = Exclude<SectionKey, 'datashow'>;
/** The sections that are pages of the site's layouts, desktop and (their twins) mobile. */
export const LAYOUT_SECTIONS = SECTIONS.filter((s): s is SectionDef & { key: LayoutSectionKey } => s.key !== 'datashow');

/** Sections whose articles open in /article/:id (src/access.ts, the server's sitemap). */
export const ARTICLE_SECTIONS: readonly SectionKey[] = ['comment', 'report', 'info', 'about', 'introduce', 'brandRank', 'home'];
/** Sections a company's detail page is reached from. */
export const COMPANY_SECTIONS: readonly SectionKey[] = ['company', 'brandRank', 'product'];

/** Detail routes: the access key says which sections must be on for them to be reachable. */
export const DETAIL_ROUTES = [
  { name: 'article', path: '/article/:id', titleId: 'route.article', access: 'article' },
  { name: 'companyDetail', path: '/companyDetail/:id', titleId: 'route.companyDetail', access: 'companyDetail' },
] as const;

export const MOBILE_PREFIX = '/mobile';

/**
 * The showcase's kiosk address: a path of its own (a copy of index.html, plugins/datashowShell.ts)
 * so that its offline service worker, scoped to it, never controls the rest of the site. The
 * hash route stays /datashow; the menu opens it here.
 */
export const KIOSK_PATH = '/datashow/';
export const kioskHref = (search = '') => `${KIOSK_PATH}#/datashow${search}`;
