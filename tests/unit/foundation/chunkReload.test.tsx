import { act, fireEvent, render, screen } from '@testing-library/react';
import { lazy, Suspense } from 'react';
import PageErrorBoundary from '@/components/layout/PageErrorBoundary';
import RouteLoading from '@/loading';
import { mayReload, pageRendered, RELOAD_WINDOW, reloadOnce, resetChunkReload } from '@/utils/chunkReload';

jest.mock('@umijs/max', () => {
  const intl = { formatMessage: ({ id }: { id: string }) => id, locale: 'zh-CN' };
  return { getIntl: () => intl, useIntl: () => intl };
});

// Files that call jest.mock go through a Babel pass that rejects imported names in type positions:
// the storage shape is restated here.
interface MarkStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

const MARK = 'portal_chunk_reload';
const T0 = new Date('2026-11-24T08:00:00Z').getTime();

/** A Map-backed sessionStorage. */
function memoryStore(): MarkStore & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => {
      data.set(k, v);
    },
    removeItem: (k) => {
      data.delete(k);
    },
  };
}

const chunkError = () => Object.assign(new Error('Loading chunk 4209 failed.\n(error: http://localhost/p__data__index.js)'), { name: 'ChunkLoadError' });

beforeEach(() => {
  resetChunkReload();
  sessionStorage.clear();
});

describe('reloadOnce', () => {
  it('reloads on the first failure and remembers when', () => {
    const store = memoryStore();
    const reload = jest.fn();
    expect(reloadOnce(store, T0, reload)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(store.data.get(MARK)).toBe(String(T0));
  });

  it('does not reload again within RELOAD_WINDOW of the last automatic reload: the message shows', () => {
    const store = memoryStore();
    const reload = jest.fn();
    reloadOnce(store, T0, reload);
    expect(mayReload(store, T0 + 1_000)).toBe(false);
    expect(reloadOnce(store, T0 + 1_000, reload)).toBe(false);
    expect(reloadOnce(store, T0 + RELOAD_WINDOW - 1, reload)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('reloads again once the window has passed (a later redeploy)', () => {
    const store = memoryStore();
    const reload = jest.fn();
    reloadOnce(store, T0, reload);
    expect(mayReload(store, T0 + RELOAD_WINDOW)).toBe(true);
    expect(reloadOnce(store, T0 + RELOAD_WINDOW, reload)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('ignores a mark from the future (a clock set back) and a garbled one', () => {
    const store = memoryStore();
    store.setItem(MARK, String(T0 + 5_000));
    expect(mayReload(store, T0)).toBe(true);
    store.setItem(MARK, 'garbled');
    expect(mayReload(store, T0)).toBe(true);
  });

  it('never reloads by itself without a place for the mark (it could loop)', () => {
    const reload = jest.fn();
    expect(reloadOnce(null, T0, reload)).toBe(false);
    const broken: MarkStore = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => undefined,
    };
    expect(reloadOnce(broken, T0, reload)).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });
});

describe('pageRendered', () => {
  it('clears the mark, so the next redeploy reloads by itself again', () => {
    const store = memoryStore();
    store.setItem(MARK, String(T0));
    pageRendered(store);
    expect(store.data.has(MARK)).toBe(false);
  });

  it('keeps it when a chunk failed in this document', () => {
    const store = memoryStore();
    reloadOnce(store, T0, jest.fn());
    pageRendered(store);
    expect(store.data.get(MARK)).toBe(String(T0));
  });
});

describe('PageErrorBoundary and a page chunk', () => {
  const reload = jest.fn();
  const { location } = window;

  beforeAll(() => {
    Object.defineProperty(window, 'location', { configurable: true, value: { ...location, reload } });
  });
  afterAll(() => {
    Object.defineProperty(window, 'location', { configurable: true, value: location });
  });
  beforeEach(() => {
    reload.mockReset();
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  /** The page as Umi renders it: a lazy chunk behind the route's loading state, in the layout's boundary. */
  function openPage(load: () => Promise<{ default: () => JSX.Element }>) {
    const Page = lazy(load);
    return render(
      <PageErrorBoundary resetKey="/data">
        <Suspense fallback={<RouteLoading />}>
          <Page />
        </Suspense>
      </PageErrorBoundary>,
    );
  }
  const tick = () =>
    act(async () => {
      await new Promise((r) => {
        setTimeout(r, 10);
      });
    });
  /** Let the chunk settle, React commit, then the boundary's after-commit check run. */
  const settle = async () => {
    await tick();
    await tick();
  };

  it('reloads by itself on the first failure, showing the loading state meanwhile', async () => {
    const { container } = openPage(() => Promise.reject(chunkError()));
    await settle();
    expect(reload).toHaveBeenCalledTimes(1);
    expect(sessionStorage.getItem(MARK)).not.toBeNull();
    expect(container.querySelector('[data-state]')?.getAttribute('data-state')).toBe('loading');
  });

  it('after an automatic reload, shows the message and its reload button instead of reloading again', async () => {
    sessionStorage.setItem(MARK, String(Date.now() - 5_000));
    openPage(() => Promise.reject(chunkError()));
    await settle();
    expect(reload).not.toHaveBeenCalled();
    const alert = screen.getByRole('alert');
    expect(alert.getAttribute('data-state')).toBe('page-error');
    expect(alert.textContent).toContain('state.chunkError');
    fireEvent.click(screen.getByRole('button', { name: 'state.reload' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('clears the mark once the page has rendered', async () => {
    sessionStorage.setItem(MARK, String(Date.now() - 5_000));
    openPage(() => Promise.resolve({ default: () => <p>页面</p> }));
    expect(screen.getByRole('status').textContent).toBe('state.loading');
    await settle();
    expect(screen.getByText('页面')).toBeTruthy();
    expect(sessionStorage.getItem(MARK)).toBeNull();
  });

  it('does not reload for an error that is not a chunk: the render error message', async () => {
    const Broken = () => {
      throw new TypeError('x is undefined');
    };
    render(
      <PageErrorBoundary resetKey="/data">
        <Broken />
      </PageErrorBoundary>,
    );
    await settle();
    expect(reload).not.toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).toContain('state.renderError');
  });
});
