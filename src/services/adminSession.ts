/**
 * What the app's start needs of the back office (src/app.tsx): whether this browser holds a session
 * (the server sets the readable XSRF cookie with it) and, only then, who it is. Kept apart from
 * src/services/admin.ts so that none of the back office's other calls reach a visitor's umi.js.
 */
import type { AdminSession } from '@/types/admin';
import { isObject, send } from './client';

export const isSession = (v: unknown): v is AdminSession => isObject(v) && isObject(v.account) && typeof v.account.name === 'string';

export const hasAdminCookie = (): boolean => typeof document !== 'undefined' && /(?:^|;\s*)XSRF-TOKEN=/.test(document.cookie);

export const getAdminSession = () => send<AdminSession>('GET', '/admin/session', isSession, undefined, { silent: true });
