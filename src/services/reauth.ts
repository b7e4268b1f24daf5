/**
 * Signing in again where the person is (issue 43): a back-office call answered 401 UNAUTHENTICATED
 * (the session ended: idle, a password reset, a new role) waits while the layout's dialog asks for
 * the password, then is sent again. Several calls failing together share one question; a call that
 * started before a sign-in that has since succeeded is sent again without asking. The sign-in and
 * password calls themselves answer 401 for a wrong password: they are never held.
 */
import type { ApiError } from './errors';

/** Asks the person to sign in again: true once the same account has a session again. */
export type ReauthHandler = () => Promise<boolean>;

let handler: ReauthHandler | null = null;
let pending: Promise<boolean> | null = null;
let generation = 0;

const NEVER_HELD = /^\/admin\/(session|password)(?:$|[/?])/;

/** The layout's dialog; returns the function that takes it away again. */
export function setReauthHandler(next: ReauthHandler): () => void {
  handler = next;
  return () => {
    if (handler === next) handler = null;
  };
}

/** Whether a failed call to `path` may wait for a new sign-in (a dialog is there to ask). */
export const canReauth = (path: string): boolean => !!handler && path.startsWith('/admin/') && !NEVER_HELD.test(path);

export const isSessionEnded = (e: ApiError): boolean => e.status === 401 && e.code === 'UNAUTHENTICATED';

/** How many sign-ins succeeded so far: a call remembers it when it starts. */
export const reauthGeneration = (): number => generation;

/**
 * Whether the call that started at `since` (reauthGeneration() then) may be sent again: at once if a
 * sign-in succeeded meanwhile, else after the one shared question.
 */
export function reauthenticate(since: number): Promise<boolean> {
  if (since !== generation) return Promise.resolve(true);
  if (!handler) return Promise.resolve(false);
  if (!pending) {
    const asked = handler()
      .catch(() => false)
      .then((ok) => {
        if (ok) generation += 1;
        pending = null;
        return ok;
      });
    pending = asked;
  }
  return pending;
}
