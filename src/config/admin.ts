/** Addresses of the back office (`/admin/*`, config/routes.ts). */
export const ADMIN_HOME = '/admin/home';
export const SIGN_IN = '/admin/login';
export const CHANGE_PASSWORD = '/admin/password';
/** Where an admin sets up the site of a server that has none yet. */
export const SETUP = '/admin/setup';

/** The sign-in address that comes back to `pathname` afterwards. */
export const signInPath = (pathname: string): string =>
  pathname.startsWith('/admin/') && pathname !== SIGN_IN ? `${SIGN_IN}?next=${encodeURIComponent(pathname)}` : SIGN_IN;

/** Where to go after signing in: `next` when it is a back-office page (`/admin/articles/12` too; never another site), else the overview. */
export function afterSignIn(next: string | null): string {
  return next && /^\/admin\/[a-z0-9/]*$/.test(next) && next !== SIGN_IN ? next : ADMIN_HOME;
}
