/**
 * Access map (seed §6): a route whose access key is missing or false here is forbidden (403);
 * menus hide forbidden entries, and a group whose entries are all forbidden (Umi's
 * useAccessMarkedRoutes). Sections come from the site info, so an operator can switch one off.
 */
import { ARTICLE_SECTIONS, COMPANY_SECTIONS, SECTIONS } from '@/config/sections';
import type { SectionKey } from '@/types/webapi';
import { NO_ACCESS_MARKER, type InitialState } from '@/config/initialState';

export { NO_ACCESS_MARKER };

export type AccessMap = Record<string, boolean>;

export default function access(initialState: InitialState | undefined): AccessMap {
  const on = new Set<SectionKey>(initialState?.site?.sections ?? []);
  const staff = !!initialState?.admin && initialState.name !== NO_ACCESS_MARKER;
  const role = staff ? initialState!.admin!.account.role : null;
  const map: AccessMap = {
    // Any signed-in staff member: the overview, the articles and their revisions, one's tokens.
    canAdmin: staff,
    // The back office's own pages: sign-in is open to all; accounts, the audit trail and the site's settings to admins.
    adminSignIn: true,
    adminOnly: role === 'admin',
    // Writing articles (new, save, submit, attachments) and deciding on them (four eyes) are separate roles.
    canEdit: role === 'editor',
    canReview: role === 'reviewer',
    // The catalogue's bulk import (issue 45): editors import, reviewers see what waits for them.
    canWork: role === 'editor' || role === 'reviewer',
  };
  SECTIONS.forEach((s) => {
    map[s.key] = on.has(s.key);
  });
  map.article = ARTICLE_SECTIONS.some((k) => on.has(k));
  map.companyDetail = COMPANY_SECTIONS.some((k) => on.has(k));
  // Site-wide search finds whatever sections are on (each hit's own page checks its section).
  map.search = true;
  return map;
}
