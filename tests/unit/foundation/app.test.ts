import { getIntl, history } from '@umijs/max';
import { AxiosError, CanceledError } from 'axios';
import * as app from '@/app';
import { getInitialState, onRouteChange, request } from '@/app';
import { DEVICE_PREFERENCE_KEY, SITE_CODE } from '@/config/constants';
import { ApiError, businessError } from '@/services/errors';
import { getSite } from '@/services/site';
import { getAdminSession, hasAdminCookie } from '@/services/adminSession';
import { showMessage, showToast } from '@/utils/lazyNotices';
import { showRequestError } from '@/utils/requestNotice';

jest.mock('@umijs/max', () => ({
  getIntl: jest.fn(() => ({ formatMessage: ({ id }: { id: string }) => id })),
  history: { replace: jest.fn(), location: { pathname: '/home' } },
}));
// Toast and message are fetched with a dynamic import, which jest's VM cannot run: stand in for the loaders.
jest.mock('@/utils/lazyNotices', () => ({
  showToast: jest.fn(() => Promise.resolve()),
  showMessage: jest.fn(() => Promise.resolve()),
}));
jest.mock('@/services/site', () => ({ getSite: jest.fn() }));
// The visitor's language's messages (src/locales/load.ts, its own test): here zh-CN's, nothing to load.
jest.mock('@/locales/load', () => ({ loadActiveMessages: jest.fn(() => Promise.resolve()) }));
jest.mock('@/services/adminSession', () => ({ getAdminSession: jest.fn(), hasAdminCookie: jest.fn(() => false) }));

const messageError = showMessage as unknown as jest.Mock;
const toastShow = showToast as unknown as jest.Mock;
const setRoute = (pathname: string) => Object.assign(history.location, { pathname });
/** Let the on-demand import of the Toast settle. */
const flush = () =>
  new Promise((resolve) => {
    setTimeout(resolve, 0);
  });
const replace = history.replace as unknown as jest.Mock;
const getSiteMock = getSite as unknown as jest.Mock;
const adminSessionMock = getAdminSession as unknown as jest.Mock;
const hasCookieMock = hasAdminCookie as unknown as jest.Mock;

const IPHONE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const DESKTOP_UA =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36';

/** What the error handler threw (it must throw). */
function thrownBy(fn: () => unknown): unknown {
  try {
    fn();
  } catch (e) {
    return e;
  }
  throw new Error('expected a throw');
}

const handle = (error: unknown, opts?: object) => request.errorConfig!.errorHandler!(error as Error, opts as never);

/** What axios (the copy under Umi's request plugin) throws. */
function axiosError(response?: { status: number; data?: unknown }, name = 'AxiosError') {
  if (name === 'CanceledError') return new CanceledError('canceled');
  return new AxiosError('Request failed', undefined, undefined, undefined, response as never);
}

beforeEach(() => {
  jest.clearAllMocks();
  window.localStorage.clear();
  setRoute('/home');
});

describe('src/app.tsx', () => {
  it('exports runtime hooks only: Umi refuses to start on any other export (getValidKeys in src/.umi/core/plugin.ts)', () => {
    const valid = ['patchRoutes', 'patchClientRoutes', 'modifyContextOpts', 'modifyClientRenderOpts', 'rootContainer', 'innerProvider', 'i18nProvider', 'accessProvider', 'dataflowProvider', 'outerProvider', 'render', 'onRouteChange', 'modifyServerLoaderRequest', 'getInitialState', 'locale', 'qiankun', 'request'];
    expect(Object.keys(app).filter((k) => k !== '__esModule' && !valid.includes(k))).toEqual([]);
  });
});

describe('request.errorConfig.errorThrower', () => {
  it('throws a business ApiError carrying errorCode, errorMessage and showType', () => {
    const thrown = thrownBy(() =>
      request.errorConfig!.errorThrower!({ success: false, data: null, errorCode: 'UNKNOWN_SITE', errorMessage: '站点不存在', showType: 2 }),
    );
    expect(thrown).toBeInstanceOf(ApiError);
    expect(thrown).toMatchObject({ kind: 'business', code: 'UNKNOWN_SITE', message: '站点不存在', showType: 2 });
  });
});

describe('request.errorConfig.errorHandler', () => {
  it('shows the backend message once and rethrows the same ApiError', () => {
    const error = businessError({ success: false, errorCode: 'BAD_REQUEST', errorMessage: '参数错误' });
    const thrown = thrownBy(() => handle(error, {}));
    expect(thrown).toBe(error);
    expect(messageError).toHaveBeenCalledTimes(1);
    expect(messageError).toHaveBeenCalledWith(expect.objectContaining({ content: '参数错误', key: 'webapi-error' }));
  });

  it('shows the envelope message of an HTTP error and rethrows it as an ApiError', () => {
    const thrown = thrownBy(() =>
      handle(axiosError({ status: 404, data: { success: false, errorCode: 'NOT_FOUND', errorMessage: '文章不存在' } }), {}),
    );
    expect(thrown).toBeInstanceOf(ApiError);
    expect(thrown).toMatchObject({ kind: 'http', status: 404, code: 'NOT_FOUND' });
    expect(messageError).toHaveBeenCalledTimes(1);
    expect(messageError.mock.calls[0][0].content).toBe('文章不存在');
  });

  it('falls back to a translated sentence when the backend gave no message', () => {
    thrownBy(() => handle(axiosError(), {}));
    expect(messageError).toHaveBeenCalledTimes(1);
    expect(messageError.mock.calls[0][0].content).toBe('error.network');
    expect(getIntl).toHaveBeenCalled();
  });

  it('stays silent with skipErrorHandler but still throws an ApiError', () => {
    const thrown = thrownBy(() => handle(axiosError({ status: 500 }), { skipErrorHandler: true }));
    expect(thrown).toBeInstanceOf(ApiError);
    expect(thrown).toMatchObject({ kind: 'http', status: 500 });
    expect(messageError).not.toHaveBeenCalled();
  });

  it('stays silent when the backend says showType 0', () => {
    const error = businessError({ success: false, errorMessage: 'quiet', showType: 0 });
    expect(thrownBy(() => handle(error, {}))).toBe(error);
    expect(messageError).not.toHaveBeenCalled();
  });

  it('shows a message for a non-zero showType', () => {
    thrownBy(() => handle(businessError({ success: false, errorMessage: 'loud', showType: 2 }), {}));
    expect(messageError).toHaveBeenCalledTimes(1);
  });

  it('stays silent for a cancelled request', () => {
    const thrown = thrownBy(() => handle(axiosError(undefined, 'CanceledError'), {}));
    expect(thrown).toMatchObject({ kind: 'network', code: 'CANCELED' });
    expect(messageError).not.toHaveBeenCalled();
  });

  it('works without opts', () => {
    expect(thrownBy(() => handle(axiosError({ status: 502 })))).toBeInstanceOf(ApiError);
    expect(messageError).toHaveBeenCalledTimes(1);
    expect(messageError.mock.calls[0][0].content).toBe('error.http');
  });

  describe('on /mobile', () => {
    beforeEach(() => setRoute('/mobile/info'));

    it('shows antd-mobile\'s Toast (loaded on demand) instead of antd\'s message, and still rethrows', async () => {
      const error = businessError({ success: false, errorCode: 'BAD_REQUEST', errorMessage: '参数错误' });
      expect(thrownBy(() => handle(error, {}))).toBe(error);
      await flush();
      expect(toastShow).toHaveBeenCalledTimes(1);
      expect(toastShow).toHaveBeenCalledWith(expect.objectContaining({ content: '参数错误', icon: 'fail' }));
      expect(messageError).not.toHaveBeenCalled();
    });

    it('translates the fallback sentence there too', async () => {
      thrownBy(() => handle(axiosError({ status: 500 }), {}));
      await flush();
      expect(toastShow.mock.calls[0][0].content).toBe('error.http');
    });

    it('stays silent with skipErrorHandler, showType 0 or a cancelled request', async () => {
      thrownBy(() => handle(axiosError({ status: 500 }), { skipErrorHandler: true }));
      thrownBy(() => handle(businessError({ success: false, errorMessage: 'quiet', showType: 0 }), {}));
      thrownBy(() => handle(axiosError(undefined, 'CanceledError'), {}));
      await flush();
      expect(toastShow).not.toHaveBeenCalled();
      expect(messageError).not.toHaveBeenCalled();
    });

    it('survives a Toast chunk that cannot load (the page\'s error state still shows the failure)', async () => {
      toastShow.mockReturnValueOnce(Promise.reject(new Error('ChunkLoadError')));
      await expect(showRequestError('x')).resolves.toBeUndefined();
      expect(thrownBy(() => handle(axiosError({ status: 500 }), {}))).toBeInstanceOf(ApiError);
    });

    it('is for /mobile only: /datashow and desktop routes keep antd\'s message', async () => {
      for (const route of ['/datashow', '/mobilex', '/company']) {
        setRoute(route);
        thrownBy(() => handle(axiosError({ status: 500 }), {}));
      }
      await flush();
      expect(messageError).toHaveBeenCalledTimes(3);
      expect(toastShow).not.toHaveBeenCalled();
    });
  });
});

describe('request interceptor', () => {
  const interceptor = (request.requestInterceptors ?? [])[0] as unknown as (config: object) => {
    url?: string;
    method?: string;
    params: Record<string, unknown>;
  };

  it('is registered', () => {
    expect(typeof interceptor).toBe('function');
  });

  it('adds siteCode and keeps the caller params and the rest of the config', () => {
    const out = interceptor({ url: '/webapi/articles', method: 'GET', params: { categoryId: 214, current: 2 } });
    expect(out.url).toBe('/webapi/articles');
    expect(out.method).toBe('GET');
    expect(out.params).toEqual({ siteCode: SITE_CODE, categoryId: 214, current: 2 });
    expect(SITE_CODE).toBeTruthy();
  });

  it('adds siteCode when there were no params', () => {
    expect(interceptor({ url: '/webapi/site' }).params).toEqual({ siteCode: SITE_CODE });
  });

  it('lets an explicit siteCode from the caller win', () => {
    expect(interceptor({ url: '/x', params: { siteCode: 'other' } }).params.siteCode).toBe('other');
  });
});

describe('onRouteChange', () => {
  let scrollTo: jest.Mock;
  let uaSpy: jest.SpyInstance;

  const setWidth = (w: number) => Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: w });

  beforeEach(() => {
    scrollTo = jest.fn();
    window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
    uaSpy = jest.spyOn(window.navigator, 'userAgent', 'get').mockReturnValue(DESKTOP_UA);
    setWidth(1280);
  });
  afterEach(() => uaSpy.mockRestore());

  it('scrolls to the top on a desktop route change, without redirect', () => {
    onRouteChange({ location: { pathname: '/home', search: '' } });
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
    expect(replace).not.toHaveBeenCalled();
  });

  it('replaces the route with the mobile twin for a phone user agent, keeping the query', () => {
    uaSpy.mockReturnValue(IPHONE_UA);
    onRouteChange({ location: { pathname: '/article/12', search: '?from=share' }, isFirst: true, action: 'POP' });
    expect(replace).toHaveBeenCalledTimes(1);
    expect(replace).toHaveBeenCalledWith('/mobile/article/12?from=share');
  });

  it('sends a phone on / to /mobile/home', () => {
    uaSpy.mockReturnValue(IPHONE_UA);
    onRouteChange({ location: { pathname: '/', search: '' }, isFirst: true, action: 'POP' });
    expect(replace).toHaveBeenCalledWith('/mobile/home');
  });

  it('keeps a phone\'s first route on the mobile site through the redirect / → /home', () => {
    uaSpy.mockReturnValue(IPHONE_UA);
    onRouteChange({ location: { pathname: '/', search: '' }, isFirst: true, action: 'POP' });
    onRouteChange({ location: { pathname: '/home', search: '' }, action: 'REPLACE' });
    expect(replace).toHaveBeenLastCalledWith('/mobile/home');
    expect(replace).toHaveBeenCalledTimes(2);
  });

  it('redirects a desktop user agent on a narrow viewport when the app loads', () => {
    setWidth(375);
    onRouteChange({ location: { pathname: '/data', search: '' }, isFirst: true, action: 'POP' });
    expect(replace).toHaveBeenCalledWith('/mobile/data');
  });

  it('keeps a desktop visit on the desktop site after its window is narrowed (PRODUCT.md §3.1)', () => {
    setWidth(1100);
    onRouteChange({ location: { pathname: '/home', search: '' }, isFirst: true, action: 'POP' });
    setWidth(700);
    onRouteChange({ location: { pathname: '/data', search: '' }, action: 'PUSH' });
    onRouteChange({ location: { pathname: '/data', search: '?range=1y' }, action: 'REPLACE' });
    onRouteChange({ location: { pathname: '/home', search: '' }, action: 'POP' });
    expect(replace).not.toHaveBeenCalled();
    expect(scrollTo).toHaveBeenCalled();
  });

  it('does not redirect a phone\'s later navigations to desktop routes; the stored preference still does', () => {
    uaSpy.mockReturnValue(IPHONE_UA);
    onRouteChange({ location: { pathname: '/mobile/home', search: '' }, isFirst: true, action: 'POP' });
    onRouteChange({ location: { pathname: '/about', search: '' }, action: 'PUSH' });
    expect(replace).not.toHaveBeenCalled();
    window.localStorage.setItem(DEVICE_PREFERENCE_KEY, 'mobile');
    onRouteChange({ location: { pathname: '/info', search: '' }, action: 'PUSH' });
    expect(replace).toHaveBeenCalledWith('/mobile/info');
  });

  it('keeps a phone that chose the desktop site, and scrolls', () => {
    uaSpy.mockReturnValue(IPHONE_UA);
    window.localStorage.setItem(DEVICE_PREFERENCE_KEY, 'desktop');
    onRouteChange({ location: { pathname: '/report', search: '' } });
    expect(replace).not.toHaveBeenCalled();
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });

  it('does not scroll when only the query changes (a filter, the next page)', () => {
    onRouteChange({ location: { pathname: '/company', search: '' } });
    expect(scrollTo).toHaveBeenCalledTimes(1);
    onRouteChange({ location: { pathname: '/company', search: '?page=2' } });
    expect(scrollTo).toHaveBeenCalledTimes(1);
    onRouteChange({ location: { pathname: '/product', search: '' } });
    expect(scrollTo).toHaveBeenCalledTimes(2);
  });

  it('sends a mobile route to its desktop twin when the preference is desktop', () => {
    window.localStorage.setItem(DEVICE_PREFERENCE_KEY, 'desktop');
    onRouteChange({ location: { pathname: '/mobile/info', search: '?p=2' } });
    expect(replace).toHaveBeenCalledWith('/info?p=2');
  });

  it('never redirects /datashow, even on a phone', () => {
    uaSpy.mockReturnValue(IPHONE_UA);
    onRouteChange({ location: { pathname: '/datashow', search: '' }, isFirst: true, action: 'POP' });
    expect(replace).not.toHaveBeenCalled();
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });
});

describe('getInitialState', () => {
  const site = {
    siteCode: 'qingxi-hardware',
    name: '青溪五金产业指数',
    shortName: '青溪五金',
    sections: ['home', 'data'],
  };

  it('a visitor: the site from getSite, loaded silently, the no-access marker, and no back-office request', async () => {
    getSiteMock.mockResolvedValue(site);
    await expect(getInitialState()).resolves.toEqual({ name: 'dontHaveAccess', siteCode: 'qingxi-hardware', site, admin: null });
    expect(getSiteMock).toHaveBeenCalledTimes(1);
    expect(getSiteMock).toHaveBeenCalledWith({ silent: true });
    expect(adminSessionMock).not.toHaveBeenCalled();
  });

  it('a browser with a back-office session: its account, and the site name instead of the marker', async () => {
    const session = { account: { id: 1, name: 'wang', role: 'admin' }, xsrfToken: 'x', idleMinutes: 30, via: 'session' };
    getSiteMock.mockResolvedValue(site);
    hasCookieMock.mockReturnValue(true);
    adminSessionMock.mockResolvedValue(session);
    await expect(getInitialState()).resolves.toEqual({ name: '青溪五金产业指数', siteCode: 'qingxi-hardware', site, admin: session });
    // An ended session (401): a visitor after all.
    adminSessionMock.mockRejectedValue(new ApiError('http', '', { status: 401 }));
    await expect(getInitialState()).resolves.toMatchObject({ name: 'dontHaveAccess', admin: null });
    hasCookieMock.mockReturnValue(false);
  });

  it('uses the site code of the answer, else the build-time one', async () => {
    getSiteMock.mockResolvedValue({ ...site, siteCode: 'other-site' });
    expect((await getInitialState()).siteCode).toBe('other-site');
    getSiteMock.mockResolvedValue({ ...site, siteCode: '' });
    expect((await getInitialState()).siteCode).toBe(SITE_CODE);
  });

  it('propagates the failure of getSite', async () => {
    const failure = new ApiError('network', '');
    getSiteMock.mockRejectedValue(failure);
    await expect(getInitialState()).rejects.toBe(failure);
  });
});
