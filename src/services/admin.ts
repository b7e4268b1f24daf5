/**
 * The back office's operations (`/webapi/admin`, tag `admin` of docs/openapi.yaml). Only the admin
 * pages import this module (it stays in their chunks); the app's start needs only
 * src/services/adminSession.ts.
 */
import type {
  AccountWithPassword,
  AdminAccount,
  AdminSession,
  ApiTokenInfo,
  AuditPage,
  ChangePasswordBody,
  CreateAccountBody,
  CreatedApiToken,
  SignInBody,
  UpdateAccountBody,
} from '@/types/admin';
import { API_BASE, SITE_CODE } from '@/config/constants';
import { isSession } from './adminSession';
import { isArray, isObject, isPage, send } from './client';

const isAccount = (v: unknown): v is AdminAccount => isObject(v) && typeof v.id === 'number' && typeof v.name === 'string';
const withAccount = (v: unknown) => isObject(v) && isAccount(v.account);
const isToken = (v: unknown) => isObject(v) && typeof v.id === 'number' && typeof v.prefix === 'string';

export const signIn = (body: SignInBody) => send<AdminSession>('POST', '/admin/session', isSession, body, { silent: true });
export const signOut = () => send<null>('DELETE', '/admin/session', (v) => v === null);
export const changePassword = (body: ChangePasswordBody) => send<AdminSession>('POST', '/admin/password', isSession, body, { silent: true });

export const listAccounts = () => send<AdminAccount[]>('GET', '/admin/accounts', isArray);
export const createAccount = (body: CreateAccountBody) => send<AccountWithPassword>('POST', '/admin/accounts', withAccount, body, { silent: true });
export const updateAccount = (id: number, body: UpdateAccountBody) => send<AccountWithPassword>('PATCH', `/admin/accounts/${id}`, withAccount, body);

export const listTokens = () => send<ApiTokenInfo[]>('GET', '/admin/tokens', isArray);
export const createToken = (name: string) => send<CreatedApiToken>('POST', '/admin/tokens', (v) => isObject(v) && isToken(v.info) && typeof v.token === 'string', { name }, { silent: true });
export const revokeToken = (id: number) => send<ApiTokenInfo>('DELETE', `/admin/tokens/${id}`, isToken);

export interface AuditQuery {
  current?: number;
  pageSize?: number;
  account?: string;
  action?: string;
  entity?: string;
  from?: string;
  to?: string;
  text?: string;
}

export const listAudit = (query: AuditQuery) => send<AuditPage>('GET', '/admin/audit', isPage, undefined, { params: query });

/** The CSV download of the same filters (a plain link: the browser sends the session cookie). */
export function auditCsvHref(query: Omit<AuditQuery, 'current' | 'pageSize'>): string {
  const params = new URLSearchParams({ siteCode: SITE_CODE });
  Object.entries(query).forEach(([k, v]) => {
    if (v !== undefined && v !== '') params.set(k, String(v));
  });
  return `${API_BASE}/admin/audit.csv?${params.toString()}`;
}
