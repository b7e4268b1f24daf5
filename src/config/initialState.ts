/** The app's initial state (src/app.tsx `getInitialState`): the site, and a back-office session or none. */
import { SITE_CODE } from '@/config/constants';
import type { AdminSession } from '@/types/admin';
import type { SiteInfo } from '@/types/webapi';

/** The original's app name for a visitor without a back-office session (access.ts reads it). */
export const NO_ACCESS_MARKER = 'dontHaveAccess';

export interface InitialState {
  /** App-name marker of the original: `dontHaveAccess` (no back-office session) hides admin areas. */
  name: string;
  siteCode: string;
  /** null: the server has no site yet (SITE_NOT_SET_UP): the portal says so, the back office sets one up. */
  site: SiteInfo | null;
  /** The signed-in staff member's session, or null (every visitor). */
  admin: AdminSession | null;
}

/** The initial state of a site and a back-office session (or none). */
export const initialStateOf = (site: SiteInfo | null, admin: AdminSession | null): InitialState => ({
  name: admin ? (site?.name ?? '') : NO_ACCESS_MARKER,
  siteCode: site?.siteCode || SITE_CODE,
  site,
  admin,
});
