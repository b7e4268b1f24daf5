/**
 * Desktop or mobile (PRODUCT.md §3.1): a phone's first visit to a desktop route goes to its
 * /mobile twin; the 手机版 / 电脑版 switch stores a preference that wins from then on.
 */
import { DEVICE_PREFERENCE_KEY } from '@/config/constants';
import { MOBILE_PREFIX } from '@/config/sections';

export type DevicePreference = 'desktop' | 'mobile';

/** Routes with no twin on the other side. */
const NO_TWIN = ['/datashow'];

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

const PHONE_UA = /Android.+Mobile|iPhone|iPod|Windows Phone|HarmonyOS.+Mobile|MicroMessenger.+Mobile|Mobile Safari/i;
export const PHONE_MAX_WIDTH = 767;

export function isPhone(userAgent: string, viewportWidth: number): boolean {
  return PHONE_UA.test(userAgent) || viewportWidth <= PHONE_MAX_WIDTH;
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
