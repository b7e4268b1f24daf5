/**
 * Renders a visitor route in jsdom as the app wires it: the page component config/routes.ts names
 * for the route (with its wrappers, e.g. antd's setup), inside the layouts' frame (<main id="main">
 * and the page's error boundary, src/layouts/*), under a router at the route's URL, the real models
 * (src/models/*) and the site info of the server. Every /webapi call goes through the request layer
 * of ./network to the server's answers over the demo dataset, unless a test's interceptor answers.
 *
 * The routes are those of scripts/routes.mjs `routeGoals()` (ids that exist in this dataset): a new
 * route joins every gate; one that config/routes.ts does not map to a page fails loudly.
 *
 * A test file mocks, before its imports run, '@umijs/max' with ./umiMax's `umiMax` and
 * mock/lib/dataset with ./dataset's `fixedDay` (see faults.test.tsx).
 */
import './polyfills';
import 'antd-mobile/es/global';
import { act, render, waitFor } from '@testing-library/react';
import type { RenderResult } from '@testing-library/react';
import { createMemoryHistory } from 'history';
import type { ComponentType, ReactNode } from 'react';
import { Outlet, Route, Routes, unstable_HistoryRouter as HistoryRouter, useLocation } from 'react-router-dom';
import { routes as appRoutes } from '../../../config/routes';
import { routeGoals } from '../../../scripts/routes.mjs';
import type { RouteGoal } from '../../../scripts/routes.mjs';
import PageErrorBoundary from '@/components/layout/PageErrorBoundary';
import { initialStateOf } from '@/config/initialState';
import type { InitialState } from '@/config/initialState';
import useConstants from '@/models/constants';
import useData from '@/models/data';
import useGlobal from '@/models/global';
import useMenu from '@/models/menu';
import { clearCache } from '@/services/cache';
import type { PageResult, SiteInfo } from '@/types/webapi';
import { network, serverData } from './network';
import { current, ModelsContext } from './umiMax';

export { network } from './network';

/** What a failed region, a loading region and a failed page or site look like (tests/e2e/gates.ts). */
export const LOADING = '[data-state="loading"]';
export const FAILED_REGION = '[data-state="error"]';
export const PAGE_FAILED = '[data-state="page-error"], [data-state="site-error"]';

interface AppRoute {
  path?: string;
  component?: string;
  wrappers?: string[];
  routes?: AppRoute[];
}

/** The page (and wrappers) config/routes.ts declares for `pattern`, under whichever layout. */
function declared(pattern: string): { component: string; wrappers: string[] } {
  const walk = (nodes: AppRoute[]): AppRoute | undefined => {
    for (const node of nodes) {
      if (node.path === pattern && node.component && !node.routes) return node;
      const inner = node.routes && walk(node.routes);
      if (inner) return inner;
    }
    return undefined;
  };
  const found = walk(appRoutes as AppRoute[]);
  if (!found?.component) throw new Error(`config/routes.ts declares no page for ${pattern}: the gates cannot render it`);
  return { component: found.component, wrappers: found.wrappers ?? [] };
}

const moduleOf = (name: string): ComponentType => {
  // './home' → '@/pages/home'; '@/wrappers/AntdSetup' as it is.
  const path = name.startsWith('./') ? `@/pages/${name.slice(2)}` : name;
  // eslint-disable-next-line @typescript-eslint/no-require-imports, global-require -- the page named by the route table
  const mod = require(path) as { default?: ComponentType };
  if (!mod.default) throw new Error(`${path} has no default export`);
  return mod.default;
};

let idsOnce: Promise<{ article: string; company: string; search: string }> | undefined;
/** scripts/routes.mjs `resolveIds`, asked of this dataset: the newest commentary, the first company and its short name. */
function ids() {
  idsOnce ??= (async () => {
    const [articles, companies] = await Promise.all([
      serverData<PageResult<{ id: number }>>('/webapi/articles?categoryId=214&current=1&pageSize=1'),
      serverData<PageResult<{ id: number; shortName: string }>>('/webapi/companies?current=1&pageSize=1'),
    ]);
    return { article: String(articles.list[0].id), company: String(companies.list[0].id), search: companies.list[0].shortName };
  })();
  return idsOnce;
}

/** Every visitor route (scripts/routes.mjs), with ids of this dataset. */
export async function gateRoutes(): Promise<RouteGoal[]> {
  return routeGoals(await ids());
}
/** The patterns alone, known before any answer (for test titles): the same list. */
export const GATE_PATTERNS: RouteGoal[] = routeGoals();

/** The real models, as Umi's model provider runs them above every page (each reads the initial state). */
function Models({ initialState, children }: { initialState: InitialState; children: ReactNode }) {
  const base = { '@@initialState': { initialState, loading: false, error: undefined, refresh: async () => undefined, setInitialState: async () => undefined } };
  return (
    <ModelsContext.Provider value={base}>
      <ModelsOf base={base}>{children}</ModelsOf>
    </ModelsContext.Provider>
  );
}
function ModelsOf({ base, children }: { base: Record<string, unknown>; children: ReactNode }) {
  const models = { ...base, constants: useConstants(), data: useData(), global: useGlobal(), menu: useMenu() };
  return <ModelsContext.Provider value={models}>{children}</ModelsContext.Provider>;
}

/** The layouts' frame around a page: <main id="main"> and the page's error boundary (DesktopLayout, MobileLayout, FullscreenLayout). */
function Frame() {
  const { pathname } = useLocation();
  return (
    <main id="main">
      <PageErrorBoundary resetKey={pathname}>
        <Outlet />
      </PageErrorBoundary>
    </main>
  );
}

let site: Promise<SiteInfo> | undefined;

export interface Rendered extends RenderResult {
  main: () => HTMLElement;
  count: (selector: string) => number;
}

/** Render the route `pattern` at `path` (a route of gateRoutes(), or the same page with another query). */
export async function renderRoute(pattern: string, path: string): Promise<Rendered> {
  const { component, wrappers } = declared(pattern);
  const Page = moduleOf(component);
  site ??= serverData<SiteInfo>('/webapi/site');
  const initialState = initialStateOf(await site, null);
  clearCache();
  current.history = createMemoryHistory({ initialEntries: [path] });
  // The wrappers, outermost first, each around the next through its <Outlet />.
  const leaf = <Route path={pattern} element={<Page />} />;
  const tree = wrappers.reduceRight<ReactNode>((inner, name) => {
    const Wrapper = moduleOf(name);
    return <Route element={<Wrapper />}>{inner}</Route>;
  }, leaf);
  let result: RenderResult | undefined;
  await act(async () => {
    result = render(
      <Models initialState={initialState}>
        <HistoryRouter history={current.history}>
          <Routes>
            <Route element={<Frame />}>{tree}</Route>
          </Routes>
        </HistoryRouter>
      </Models>,
    );
  });
  const r = result!;
  const main = () => r.container.querySelector<HTMLElement>('#main')!;
  return { ...r, main, count: (selector) => r.container.querySelectorAll(selector).length };
}

/** Jest's fake clock is on (testing-library's own test): then time passes only when advanced. */
const fakeClock = () => Object.prototype.hasOwnProperty.call(setTimeout, 'clock') || (setTimeout as unknown as { _isMockFunction?: boolean })._isMockFunction === true;

/** Let a macrotask pass (and 50 ms of a fake clock). */
async function tick() {
  if (fakeClock()) await jest.advanceTimersByTimeAsync(50);
  else
    await new Promise((resolve) => {
      setTimeout(resolve, 0);
    });
}

/** Wait until nothing is loading and no request is on its way (the page's lazy parts and data are in). */
export async function settle(r: Rendered, timeout = 30_000) {
  await waitFor(
    () => {
      expect(network.pending).toBe(0);
      expect(r.count(LOADING)).toBe(0);
    },
    { timeout },
  );
  // One more turn: an answer's effects (a region waiting for another's data) have asked by now.
  await act(async () => {
    await tick();
  });
  await waitFor(
    () => {
      expect(network.pending).toBe(0);
      expect(r.count(LOADING)).toBe(0);
    },
    { timeout },
  );
}

/** The text of the page, trimmed: some text (a title, a message) is never a blank page. */
export const textOf = (el: Element) => (el.textContent ?? '').replace(/\s+/g, ' ').trim();
