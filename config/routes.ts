/**
 * Route trees, exactly as the original: desktop routes under one root layout (`/` → `/home`),
 * mobile routes under `/mobile` with their own layout, and `/datashow` full-screen outside both.
 * Every page is its own lazy chunk (Umi's default).
 */
import { DETAIL_ROUTES, MOBILE_PREFIX, SECTIONS } from '../src/config/sections';

const pages = SECTIONS.filter((s) => s.key !== 'datashow');

const desktopRoutes = [
  { path: '/', redirect: '/home' },
  ...pages.map((s) => ({
    path: s.path,
    component: `.${s.path}`,
    title: s.titleId,
    access: s.key,
  })),
  ...DETAIL_ROUTES.map((d) => ({
    path: d.path,
    component: `./${d.name}`,
    title: d.titleId,
    access: d.access,
  })),
  { path: '/*', component: './404', title: 'route.notFound' },
];

const mobileRoutes = [
  { path: MOBILE_PREFIX, redirect: `${MOBILE_PREFIX}/home` },
  ...pages
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
  { path: `${MOBILE_PREFIX}/*`, component: './mobile/404', title: 'route.notFound' },
];

export const routes = [
  {
    path: '/datashow',
    component: '@/layouts/FullscreenLayout',
    routes: [{ path: '/datashow', component: './datashow', title: 'menu.datashow', access: 'datashow' }],
  },
  { path: MOBILE_PREFIX, component: '@/layouts/MobileLayout', routes: mobileRoutes },
  { path: '/', component: '@/layouts/DesktopLayout', routes: desktopRoutes },
];
