/**
 * Umi Max runtime configuration: initial state (site info), the request layer's error
 * semantics, and what happens on every route change.
 */
import { getIntl, history, type RequestConfig } from '@umijs/max';
import { ConfigProvider, message } from 'antd';
import type { ReactNode } from 'react';
import { SITE_CODE } from '@/config/constants';
import { businessError, toApiError } from '@/services/errors';
import { getSite } from '@/services/site';
import type { SiteInfo } from '@/types/webapi';
import { deviceRedirect, getPreference, isPhone } from '@/utils/device';
import { errorText } from '@/utils/errorText';

export interface InitialState {
  /** App-name marker of the original; `dontHaveAccess` hides admin areas. */
  name: string;
  siteCode: string;
  site: SiteInfo;
}

/** Site info is needed by every layout (name, footer, sections): load it once before the page. */
export async function getInitialState(): Promise<InitialState> {
  // Silent: a failure here is shown as a full-page error with retry by the layouts.
  const site = await getSite({ silent: true });
  return { name: site.name, siteCode: site.siteCode || SITE_CODE, site };
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
    // Show one message (unless the caller asked for silence or the backend said showType 0),
    // then rethrow a single error type for the caller.
    errorHandler: (error: unknown, opts: any) => {
      const apiError = toApiError(error);
      if (!opts?.skipErrorHandler && apiError.showType !== 0 && apiError.code !== 'CANCELED') {
        message.error({ content: errorText(apiError, getIntl()), key: 'webapi-error' });
      }
      throw apiError;
    },
  },
};

/** Brand colour for antd (desktop); antd-mobile takes it from --adm-color-primary in global.less. */
// Greys darkened from antd's defaults so secondary text keeps a 4.5:1 contrast (WCAG AA).
const THEME = {
  token: {
    colorPrimary: '#b3261e',
    colorLink: '#a8071a',
    borderRadius: 6,
    colorTextPlaceholder: '#767676',
    colorTextDescription: '#595959',
    colorTextTertiary: '#595959',
    colorTextSecondary: '#4d4d4d',
  },
};

// The global error message is antd's static `message`: render it with the same theme.
ConfigProvider.config({ holderRender: (children) => <ConfigProvider theme={THEME}>{children}</ConfigProvider> });

export function rootContainer(container: ReactNode) {
  return <ConfigProvider theme={THEME}>{container}</ConfigProvider>;
}

/** Scroll to top when the page changes, not when only its query does (filters, pages of a list). */
let lastPathname: string | null = null;

export function onRouteChange({ location }: { location: { pathname: string; search: string } }) {
  const target = deviceRedirect(location.pathname, {
    phone: isPhone(navigator.userAgent, window.innerWidth),
    preference: getPreference(),
  });
  if (target) {
    history.replace(`${target}${location.search || ''}`);
    return;
  }
  if (location.pathname !== lastPathname) window.scrollTo(0, 0);
  lastPathname = location.pathname;
}
