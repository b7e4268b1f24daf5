/**
 * `@umijs/max` for the gates in jsdom: what a visitor's page takes from it, real where it can be.
 * React Router's own exports (Link, useLocation, useParams, useSearchParams, Navigate, Outlet…, as
 * Umi re-exports them) over one memory `history` that `history.push` and the router share; the real
 * zh-CN messages; `useModel` reading the real models (tests/unit/gates/harness.tsx runs them above
 * the page); `useAccess` from src/access.ts; `request` from ./network (the request plugin over the
 * server's answers). A test file's jest mock factory of '@umijs/max' returns `umiMax`.
 */
import { createContext, useContext } from 'react';
import * as router from 'react-router-dom';
import { createMemoryHistory } from 'history';
import type { MemoryHistory } from 'history';
import { zhIntl } from '../components/zhIntl';

/** Every model by name ('@@initialState', 'constants', 'data', 'global', 'menu'), set by the harness. */
export const ModelsContext = createContext<Record<string, unknown> | null>(null);

export const current: { history: MemoryHistory } = { history: createMemoryHistory() };

function useModel(name: string, select?: (model: never) => unknown): unknown {
  const models = useContext(ModelsContext);
  if (!models || !(name in models)) throw new Error(`useModel('${name}'): no such model in the gates' harness`);
  const model = models[name];
  return select ? select(model as never) : model;
}

function useAccess() {
  const models = useContext(ModelsContext);
  const { initialState } = (models?.['@@initialState'] ?? {}) as { initialState?: unknown };
  // Required here: src/access.ts is plain, but its imports reach modules that import '@umijs/max'.
  const access = jest.requireActual('@/access').default as (s: unknown) => Record<string, boolean>;
  return access(initialState);
}

/** Umi's `history`: the current memory history, whichever test rendered last. */
const history = new Proxy({} as MemoryHistory, {
  get: (_target, key: keyof MemoryHistory) => {
    const value = current.history[key];
    return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(current.history) : value;
  },
});

export const umiMax = {
  ...router,
  __esModule: true,
  history,
  useIntl: () => zhIntl,
  getIntl: () => zhIntl,
  getLocale: () => 'zh-CN',
  setLocale: () => undefined,
  addLocale: () => undefined,
  useModel,
  useAccess,
  request: (...args: unknown[]) => (jest.requireActual('./network').request as (...a: unknown[]) => Promise<unknown>)(...args),
};
