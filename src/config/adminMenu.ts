/**
 * The back office's menu, in its order: the one source of its pages' routes (config/routes.ts: path,
 * page, title, access) and of the layout's side menu (src/layouts/AdminLayout.tsx: the same items, each
 * shown to whom its access key allows). Pure data without aliases or React: the build config imports it.
 */
import { ADMIN_HOME, CHANGE_PASSWORD } from './admin';

/** Access keys of the back office (src/access.ts): any signed-in staff member, editors and reviewers, or admins only. */
export type AdminMenuAccess = 'canAdmin' | 'canWork' | 'adminOnly';

export interface AdminMenuItem {
  /** Its label is the message `admin.menu.${key}` (src/locales/admin/*.ts). */
  key: string;
  path: string;
  /** The page under src/pages, as config/routes.ts names it. */
  component: string;
  access: AdminMenuAccess;
}

export const ADMIN_MENU: readonly AdminMenuItem[] = [
  { key: 'home', path: ADMIN_HOME, component: './admin/home', access: 'canAdmin' },
  { key: 'publish', path: '/admin/publish', component: './admin/publish/index', access: 'canAdmin' },
  { key: 'articles', path: '/admin/articles', component: './admin/articles/index', access: 'canAdmin' },
  { key: 'companies', path: '/admin/companies', component: './admin/companies/index', access: 'canAdmin' },
  { key: 'products', path: '/admin/products', component: './admin/products/index', access: 'canAdmin' },
  { key: 'brands', path: '/admin/brands', component: './admin/brands/index', access: 'canAdmin' },
  { key: 'materials', path: '/admin/materials', component: './admin/materials/index', access: 'canAdmin' },
  { key: 'catalogue', path: '/admin/catalogue', component: './admin/catalogue', access: 'canWork' },
  { key: 'accounts', path: '/admin/accounts', component: './admin/accounts', access: 'adminOnly' },
  { key: 'audit', path: '/admin/audit', component: './admin/audit', access: 'adminOnly' },
  { key: 'settings', path: '/admin/settings', component: './admin/settings', access: 'adminOnly' },
  { key: 'families', path: '/admin/families', component: './admin/families', access: 'adminOnly' },
  { key: 'tokens', path: '/admin/tokens', component: './admin/tokens', access: 'canAdmin' },
  { key: 'password', path: CHANGE_PASSWORD, component: './admin/password', access: 'canAdmin' },
];

/** The locale id of a menu item's label, which is also its page's title. */
export const adminMenuTitle = (item: Pick<AdminMenuItem, 'key'>): string => `admin.menu.${item.key}`;
