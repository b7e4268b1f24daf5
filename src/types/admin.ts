/**
 * The back office's part of the contract (`/webapi/admin`, docs/openapi.yaml, tag `admin`): what
 * the admin pages and scripts send and receive. Times are ISO 8601 instants.
 */

export type Role = 'admin' | 'editor' | 'reviewer';

export interface AdminAccount {
  id: number;
  name: string;
  displayName: string;
  role: Role;
  mustChangePassword: boolean;
  disabled: boolean;
  /** Locked after repeated wrong passwords until then. */
  lockedUntil: string | null;
  createdAt: string;
}

/** The signed-in account; `xsrfToken` is echoed in `X-XSRF-TOKEN` on every write (also in the `XSRF-TOKEN` cookie). */
export interface AdminSession {
  account: AdminAccount;
  xsrfToken: string | null;
  /** Minutes without a request after which the session ends. */
  idleMinutes: number;
  via: 'session' | 'token';
}

export interface SignInBody {
  name: string;
  password: string;
}

export interface ChangePasswordBody {
  currentPassword: string;
  newPassword: string;
}

export interface CreateAccountBody {
  name: string;
  /** Default: the name. */
  displayName?: string;
  role: Role;
}

export interface UpdateAccountBody {
  displayName?: string;
  role?: Role;
  disabled?: boolean;
  /** Sets a new one-time password (answered once) and ends the account's sessions. */
  resetPassword?: boolean;
  /** Lifts a lock after repeated wrong passwords. */
  unlock?: boolean;
}

/** An account with its one-time password, answered once when created or reset. */
export interface AccountWithPassword {
  account: AdminAccount;
  oneTimePassword: string | null;
}

export interface ApiTokenInfo {
  id: number;
  name: string;
  /** The token's first characters, to tell tokens apart. */
  prefix: string;
  createdAt: string;
  lastUsedAt: string | null;
  revokedAt: string | null;
}

/** A new token: `token` is shown this once and never again. */
export interface CreatedApiToken {
  info: ApiTokenInfo;
  token: string;
}

export interface AuditEntry {
  id: number;
  at: string;
  accountName: string | null;
  action: string;
  entity: string;
  entityId: string | null;
  before: unknown;
  after: unknown;
  address: string | null;
}

export interface AuditPage {
  list: AuditEntry[];
  total: number;
  current: number;
  pageSize: number;
}
