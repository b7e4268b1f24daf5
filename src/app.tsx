/**
 * Umi Max runtime configuration: initial state (site info), the request layer's error
 * semantics, and what happens on every route change.
 */
import { getIntl, history, type RequestConfig } from '@umijs/max';
import type { ReactNode } from 'react';
import PageErrorBoundary from '@/components/layout/PageErrorBoundary';
import { SITE_CODE } from '@/config/constants';
import { businessError, SITE_NOT_SET_UP, toApiError } from '@/services/errors';
import { prefetchFor } from '@/services/queries';
import { getAdminSession, hasAdminCookie } from '@/services/adminSession';
import { getSite } from '@/services/site';
import { takeRouteBoot } from '@/services/boot';
import { initialStateOf, type InitialState } from '@/config/initialState';
import { loadActiveMessages } from '@/locales/load';
import { createPhoneGuess, deviceRedirect, getPreference, isPhone, type RouteChange } from '@/utils/device';
import { errorText } from '@/utils/errorText';
import { showRequestError } from '@/utils/requestNotice';

// Umi reads every value this module exports as a runtime hook: the state's shape and maker live in
// src/config/initialState.ts.
export type { InitialState } from '@/config/initialState';

/** No site yet (a server started empty): null, which the layouts show as such; any other failure is thrown. */
function notSetUp(error: unknown): null {
  if (toApiError(error).code === SITE_NOT_SET_UP) return null;
  throw error;
}

/** Site info is needed by every layout (name, footer, sections): load it once before the page. */
export async function getInitialState(): Promise<InitialState> {
  // Both wait for the visitor's language (a language other than zh-CN: its chunk), so that even the
  // error page speaks it; loadActiveMessages never rejects (it falls back to zh-CN).
  const messages = loadActiveMessages();
  // The route's first-screen answers, already on their way (the preload helper asked for them).
  await takeRouteBoot();
  // The page's own first requests need not wait for the site info, the layout and the page chunk.
  prefetchFor(history.location.pathname, history.location.search);
  // Silent: a failure here is shown as a full-page error with retry by the layouts. The back-office
  // session is asked only by a browser that has one (its XSRF cookie): a visitor makes no request.
  const [answers] = await Promise.allSettled([
    Promise.all([getSite({ silent: true }).catch(notSetUp), hasAdminCookie() ? getAdminSession().catch(() => null) : null]),
    messages,
  ]);
  if (answers.status === 'rejected') throw answers.reason;
  const [site, admin] = answers.value;
  return initialStateOf(site, admin);
}

export const request: RequestConfig = {
  timeout: 0,
  requestInterceptors: [
    // The backend may serve several sites: tell it which one, on every call.
    (config: any) => ({ ...config, params: { siteCode: SITE_CODE, ...config.params } }),
  ],
  errorConfig: {
    errorThrower: (body: unknown) => {
      throw businessError(body);
    },
    // Show one notice (unless the caller asked for silence or the backend said showType 0):
    // antd's message on the desktop, antd-mobile's Toast on /mobile; then rethrow a single error
    // type for the caller.
    errorHandler: (error: unknown, opts: any) => {
      const apiError = toApiError(error);
      // No site yet: the page says so itself (SiteGate), once, instead of a notice per request.
      if (!opts?.skipErrorHandler && apiError.showType !== 0 && apiError.code !== 'CANCELED' && apiError.code !== SITE_NOT_SET_UP) {
        showRequestError(errorText(apiError, getIntl()));
      }
      throw apiError;
    },
  },
};

/**
 * Around everything: a layout's chunk gone after a redeploy (a page's is caught in its layout) reloads
 * once, then says so with a reload button; never a blank page.
 */
export function rootContainer(container: ReactNode) {
  return (
    <PageErrorBoundary resetKey="root" root>
      {container}
    </PageErrorBoundary>
  );
}

/** Scroll to top when the page changes, not when only its query does (filters, pages of a list). */
let lastPathname: string | null = null;

/** Phone or not is guessed when the app loads only; afterwards the stored preference alone redirects. */
const phoneGuess = createPhoneGuess(() => isPhone(navigator.userAgent, () => window.innerWidth));

export function onRouteChange({
  location,
  isFirst,
  action,
}: RouteChange & { location: { pathname: string; search: string } }) {
  const target = deviceRedirect(location.pathname, {
    phone: phoneGuess({ isFirst, action }),
    preference: getPreference(),
  });
  if (target) {
    history.replace(`${target}${location.search || ''}`);
    return;
  }
  if (location.pathname !== lastPathname) window.scrollTo(0, 0);
  lastPathname = location.pathname;
}
