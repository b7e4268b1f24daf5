/**
 * Desktop or mobile (PRODUCT.md §3.1): a phone's first visit to a desktop route goes to its
 * /mobile twin; the 手机版 / 电脑版 switch stores a preference that wins from then on. The
 * phone guess (user agent or a narrow window) is made once, when the app loads: a desktop
 * visitor who then narrows the window or zooms to 200 % stays on the desktop site.
 */
// Relative imports: plugins/html.ts (Node, no '@' alias) reads the rule's constants at build time.
import { DEVICE_PREFERENCE_KEY } from '../config/constants';
import { MOBILE_PREFIX } from '../config/sections';

export type DevicePreference = 'desktop' | 'mobile';

/** Routes with no twin on the other side. */
export const NO_TWIN = ['/datashow', '/admin'];

export const isMobilePath = (pathname: string) =>
  pathname === MOBILE_PREFIX || pathname.startsWith(`${MOBILE_PREFIX}/`);

export function toMobilePath(pathname: string): string | null {
  if (isMobilePath(pathname)) return pathname;
  if (NO_TWIN.some((p) => pathname === p || pathname.startsWith(`${p}/`))) return null;
  if (pathname === '/' || pathname === '') return `${MOBILE_PREFIX}/home`;
  return `${MOBILE_PREFIX}${pathname}`;
}

export function toDesktopPath(pathname: string): string {
  if (!isMobilePath(pathname)) return pathname;
  const rest = pathname.slice(MOBILE_PREFIX.length);
  return rest && rest !== '/' ? rest : '/home';
}

export const PHONE_UA = /Android.+Mobile|iPhone|iPod|Windows Phone|HarmonyOS.+Mobile|MicroMessenger.+Mobile|Mobile Safari/i;
export const PHONE_MAX_WIDTH = 767;

/** `viewportWidth` is asked only when the user agent does not say: reading it can force a layout. */
export function isPhone(userAgent: string, viewportWidth: () => number): boolean {
  return PHONE_UA.test(userAgent) || viewportWidth() <= PHONE_MAX_WIDTH;
}

export function getPreference(): DevicePreference | null {
  try {
    const v = window.localStorage.getItem(DEVICE_PREFERENCE_KEY);
    return v === 'desktop' || v === 'mobile' ? v : null;
  } catch {
    return null;
  }
}

export function setPreference(pref: DevicePreference): void {
  try {
    window.localStorage.setItem(DEVICE_PREFERENCE_KEY, pref);
  } catch {
    // Private mode without storage: the switch still works for this visit.
  }
}

/** Where a visit to `pathname` should go instead, or null to stay. */
export function deviceRedirect(
  pathname: string,
  env: { phone: boolean; preference: DevicePreference | null },
): string | null {
  if (isMobilePath(pathname)) {
    return env.preference === 'desktop' ? toDesktopPath(pathname) : null;
  }
  const wantsMobile = env.preference ? env.preference === 'mobile' : env.phone;
  if (!wantsMobile) return null;
  const twin = toMobilePath(pathname);
  return twin && twin !== pathname ? twin : null;
}

/** What the device rule needs of a route change (Umi's onRouteChange arguments). */
export interface RouteChange {
  /** The route the app loaded on. */
  isFirst?: boolean;
  /** history action: PUSH (a link), POP (back/forward, a typed hash), REPLACE (a redirect). */
  action?: string;
}

/**
 * The phone guess of one visit: `measure()` is taken on the first route (the app load) and holds
 * through the redirects that lead from it to a page (REPLACE: `/` → `/home` → `/mobile/home`);
 * the visitor's first own navigation (PUSH or POP) ends it, and from then on the guess is
 * "not a phone", so only the stored preference redirects.
 */
export function createPhoneGuess(measure: () => boolean): (change: RouteChange) => boolean {
  let guess: boolean | undefined;
  return ({ isFirst, action }) => {
    if (isFirst || guess === undefined) guess = measure();
    else if (action !== 'REPLACE') guess = false;
    return guess;
  };
}
