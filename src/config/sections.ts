/**
 * The portal's sections: one table drives the route trees (config/routes.ts), the desktop/mobile
 * twins (src/utils/device.ts), route access keys (src/access.ts) and the menus (src/models/menu.ts).
 * Pure data: it is imported by the build config too.
 */
import type { SectionKey } from '../types/webapi';

export interface SectionDef {
  key: SectionKey;
  /** Desktop path; the mobile twin is `/mobile${path}` when `mobile` is true. */
  path: string;
  /** Locale id of the page title and menu label. */
  titleId: string;
  mobile: boolean;
  /**
   * The desktop page's first screen draws no antd component, and its antd parts (chunks of their own)
   * bring antd's setup themselves (AntdConfig): its route has no antd wrapper (config/routes.ts), so
   * antd's engine, theme and styles are not downloaded and run before its first paint (issue 23).
   */
  ownAntd?: true;
}

export const SECTIONS: SectionDef[] = [
  { key: 'home', path: '/home', titleId: 'menu.home', mobile: true },
  { key: 'data', path: '/data', titleId: 'menu.data', mobile: true, ownAntd: true },
  { key: 'comment', path: '/comment', titleId: 'menu.comment', mobile: true },
  { key: 'report', path: '/report', titleId: 'menu.report', mobile: true },
  { key: 'info', path: '/info', titleId: 'menu.info', mobile: true },
  { key: 'priceTrend', path: '/priceTrend', titleId: 'menu.priceTrend', mobile: true },
  { key: 'exportData', path: '/exportData', titleId: 'menu.exportData', mobile: true },
  { key: 'brandRank', path: '/brandRank', titleId: 'menu.brandRank', mobile: true },
  { key: 'company', path: '/company', titleId: 'menu.company', mobile: true },
  { key: 'product', path: '/product', titleId: 'menu.product', mobile: true },
  { key: 'about', path: '/about', titleId: 'menu.about', mobile: true },
  { key: 'introduce', path: '/introduce', titleId: 'menu.introduce', mobile: true },
  { key: 'datashow', path: '/datashow', titleId: 'menu.datashow', mobile: false },
];

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
