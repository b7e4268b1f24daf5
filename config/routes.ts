/**
 * Route trees, exactly as the original: desktop routes under one root layout (`/` → `/home`),
 * mobile routes under `/mobile` with their own layout, and `/datashow` full-screen outside both.
 * Every page is its own lazy chunk (Umi's default).
 */
import { SETUP } from '../src/config/admin';
import { ADMIN_MENU, adminMenuTitle } from '../src/config/adminMenu';
import { DETAIL_ROUTES, LAYOUT_SECTIONS, MOBILE_PREFIX } from '../src/config/sections';

/**
 * antd's theme and language around a desktop page (src/wrappers/AntdSetup.tsx): a route wrapper, a
 * chunk Umi's preload helper fetches beside the page, left out where the page brings its own (`ownAntd`).
 */
const ANTD = { wrappers: ['@/wrappers/AntdSetup'] };

const desktopRoutes = [
  { path: '/', redirect: '/home' },
  ...LAYOUT_SECTIONS.map((s) => ({
    path: s.path,
    component: `.${s.path}`,
    title: s.titleId,
    access: s.key,
    ...(!s.ownAntd && ANTD),
  })),
  ...DETAIL_ROUTES.map((d) => ({
    path: d.path,
    component: `./${d.name}`,
    title: d.titleId,
    access: d.access,
    ...ANTD,
  })),
  { path: '/search', component: './search', title: 'route.search', access: 'search', ...ANTD },
  { path: '/*', component: './404', title: 'route.notFound', ...ANTD },
];

const mobileRoutes = [
  { path: MOBILE_PREFIX, redirect: `${MOBILE_PREFIX}/home` },
  ...LAYOUT_SECTIONS
    .filter((s) => s.mobile)
    .map((s) => ({
      path: `${MOBILE_PREFIX}${s.path}`,
      component: `./mobile${s.path}`,
      title: s.titleId,
      access: s.key,
    })),
  ...DETAIL_ROUTES.map((d) => ({
    path: `${MOBILE_PREFIX}${d.path}`,
    component: `./mobile/${d.name}`,
    title: d.titleId,
    access: d.access,
  })),
  { path: `${MOBILE_PREFIX}/search`, component: './mobile/search', title: 'route.search', access: 'search' },
  { path: `${MOBILE_PREFIX}/*`, component: './mobile/404', title: 'route.notFound' },
];

/**
 * The back office: its own layout and lazily loaded pages (none of it in a visitor's download). Its
 * menu's pages come from the menu's table (src/config/adminMenu.ts), the others are listed here.
 */
const adminRoutes = [
  { path: '/admin', component: './admin/index', title: 'admin.title', access: 'adminSignIn' },
  { path: '/admin/login', component: './admin/login', title: 'admin.login.title', access: 'adminSignIn' },
  { path: SETUP, component: './admin/setup', title: 'admin.setup.title', access: 'adminOnly' },
  ...ADMIN_MENU.map((m) => ({ path: m.path, component: m.component, title: adminMenuTitle(m), access: m.access })),
  { path: '/admin/articles/new', component: './admin/articles/new', title: 'admin.articles.new', access: 'canEdit' },
  { path: '/admin/articles/:id', component: './admin/articles/[id]', title: 'admin.articles.detail', access: 'canAdmin' },
  { path: '/admin/companies/:id', component: './admin/companies/[id]', title: 'admin.companies.detail', access: 'canAdmin' },
  { path: '/admin/products/:id', component: './admin/products/[id]', title: 'admin.products.detail', access: 'canAdmin' },
  { path: '/admin/brands/:id', component: './admin/brands/[id]', title: 'admin.brands.detail', access: 'canAdmin' },
  { path: '/admin/materials/:id', component: './admin/materials/[id]', title: 'admin.materials.detail', access: 'canAdmin' },
  { path: '/admin/publish/classification', component: './admin/publish/classification', title: 'admin.cls.title', access: 'canAdmin' },
  { path: '/admin/publish/:id', component: './admin/publish/[id]', title: 'admin.publish.detail', access: 'canAdmin' },
  { path: '/admin/*', component: './admin/404', title: 'route.notFound', access: 'canAdmin' },
];

export const routes = [
  { path: '/admin', component: '@/layouts/AdminLayout', routes: adminRoutes },
  {
    path: '/datashow',
    component: '@/layouts/FullscreenLayout',
    routes: [{ path: '/datashow', component: './datashow', title: 'menu.datashow', access: 'datashow' }],
  },
  { path: MOBILE_PREFIX, component: '@/layouts/MobileLayout', routes: mobileRoutes },
  { path: '/', component: '@/layouts/DesktopLayout', routes: desktopRoutes },
];
