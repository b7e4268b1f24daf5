/**
 * The rules of the back office's accounts: signing in (with lockout), sessions and their idle
 * timeout, API tokens, accounts an admin manages, and the audit row every write leaves. HTTP
 * (server/accounts/routes.ts, behind the gate server/admin/routes.ts) and the command line (server/users.ts) both call these; SQL is in
 * server/db/accounts.ts.
 */
import type { AccountWithPassword, AdminAccount, ApiTokenInfo, AuditEntry, CreatedApiToken, Role } from '../../src/types/admin';
import { badRequest, notFound } from '../model/errors';
import type { Db } from '../db/client';
import * as q from '../db/accounts';
import { isoInstant, timestampMs } from '../db/read';
import { entityTitle } from './audit';
import { conflict, forbidden, TooManyAttempts, wrongCredentials } from './errors';
import { decoyHash, hashPassword, newApiToken, newSecret, oneTimePassword, passwordProblem, sha256, verifyPassword } from './secrets';

/** Who acts: a signed-in account, or the operator at the server's command line. */
export interface Actor {
  accountId: number | null;
  /** null: the server itself (a lock after failed sign-ins). */
  accountName: string | null;
  address: string | null;
}

export const cliActor = (user = process.env.USER ?? 'operator'): Actor => ({ accountId: null, accountName: `cli:${user}`, address: null });
const actorOf = (account: q.Account, address: string | null): Actor => ({ accountId: account.id, accountName: account.name, address });

/** Failed sign-ins counted over this window… */
export const FAILURE_WINDOW_MS = 15 * 60_000;
/** …lock the account after this many for its name… */
export const MAX_FAILURES_PER_ACCOUNT = 5;
/** …and refuse an address after this many for any names. */
export const MAX_FAILURES_PER_ADDRESS = 30;
/** How long a lock lasts. */
export const LOCK_MS = 15 * 60_000;

const NAME = /^[a-z][a-z0-9._-]{1,31}$/;

const iso = isoInstant;

export function accountView(a: q.Account): AdminAccount {
  return {
    id: a.id,
    name: a.name,
    displayName: a.displayName,
    role: a.role,
    mustChangePassword: a.mustChangePassword,
    disabled: a.disabledAt !== null,
    lockedUntil: a.lockedUntil && timestampMs(a.lockedUntil) > Date.now() ? iso(a.lockedUntil) : null,
    createdAt: iso(a.createdAt),
  };
}

export function tokenView(t: q.ApiTokenRow): ApiTokenInfo {
  return { id: t.id, name: t.name, prefix: t.prefix, createdAt: iso(t.createdAt), lastUsedAt: t.lastUsedAt && iso(t.lastUsedAt), revokedAt: t.revokedAt && iso(t.revokedAt) };
}

/** An audit row as the back office reads it, with the names of who and what (q.listAudit). */
export function auditView(r: q.NamedAuditRow): AuditEntry {
  return {
    id: r.id,
    at: iso(r.at),
    accountName: r.accountName,
    accountDisplayName: r.accountDisplayName,
    action: r.action,
    entity: r.entity,
    entityId: r.entityId,
    entityTitle: entityTitle(r),
    // Stored as jsonb (unknown to the query); audit() below only ever writes objects or null.
    before: r.before as AuditEntry['before'],
    after: r.after as AuditEntry['after'],
    address: r.address,
  };
}

/** The audit row of a change, in the change's transaction. */
export const audit = (tx: q.Tx, actor: Actor, action: string, entity: string, entityId: string | number | null, before: AuditEntry['before'], after: AuditEntry['after']) =>
  q.appendAudit(tx, { accountId: actor.accountId, accountName: actor.accountName, address: actor.address, action, entity, entityId: entityId === null ? null : String(entityId), before, after });

// ------------------------------------------------------------------ signing in

export interface SignedIn {
  account: q.Account;
  /** The cookie's secret (only its hash is stored). */
  sessionId: string;
  xsrf: string;
}

/**
 * Checks a name and password. Wrong ones count against the name and the address; the fifth for a
 * name within the window locks the account; a locked account or a flooding address is refused
 * (429) before the password is looked at. Unknown names cost as much time as known ones.
 */
export async function signIn(db: Db, name: string, password: string, address: string, userAgent: string | null): Promise<SignedIn> {
  const login = name.trim().toLowerCase();
  const nameKey = `name:${login}`;
  const addressKey = `address:${address}`;
  const since = new Date(Date.now() - FAILURE_WINDOW_MS).toISOString();
  const failures = await q.failuresSince(db, [nameKey, addressKey], since);
  if ((failures.get(addressKey) ?? 0) >= MAX_FAILURES_PER_ADDRESS) throw new TooManyAttempts(FAILURE_WINDOW_MS / 1000);
  const account = await q.accountByName(db, login);
  if (account?.lockedUntil && timestampMs(account.lockedUntil) > Date.now()) throw new TooManyAttempts((timestampMs(account.lockedUntil) - Date.now()) / 1000);

  const ok = account ? await verifyPassword(account.passwordHash, password) : (await verifyPassword(await decoyHash(), password), false);
  if (!ok || !account || account.disabledAt) {
    await db.transaction(async (tx) => {
      await q.addFailures(tx, [nameKey, addressKey]);
      if (account && (failures.get(nameKey) ?? 0) + 1 >= MAX_FAILURES_PER_ACCOUNT) {
        const lockedUntil = new Date(Date.now() + LOCK_MS).toISOString();
        await q.updateAccount(tx, account.id, { lockedUntil });
        await q.clearFailures(tx, nameKey);
        await audit(tx, { accountId: null, accountName: null, address }, 'account.lock', 'account', account.id, null, { lockedUntil, failures: MAX_FAILURES_PER_ACCOUNT });
      }
    });
    throw wrongCredentials();
  }

  const sessionId = newSecret();
  const xsrf = newSecret();
  await db.transaction(async (tx) => {
    await q.clearFailures(tx, nameKey);
    if (account.lockedUntil) await q.updateAccount(tx, account.id, { lockedUntil: null });
    await q.insertSession(tx, { idHash: sha256(sessionId), accountId: account.id, xsrf, address, userAgent: userAgent?.slice(0, 300) ?? null });
    await audit(tx, actorOf(account, address), 'session.sign_in', 'account', account.id, null, null);
  });
  return { account: { ...account, lockedUntil: null }, sessionId, xsrf };
}

export async function signOut(db: Db, account: q.Account, sessionHash: string, address: string | null): Promise<void> {
  await db.transaction(async (tx) => {
    await q.endSession(tx, sessionHash);
    await audit(tx, actorOf(account, address), 'session.sign_out', 'account', account.id, null, null);
  });
}

/** The principal of a request: a live session or API token, its account able to sign in. */
export interface Principal {
  account: q.Account;
  via: 'session' | 'token';
  /** The session's id hash (via session). */
  sessionHash?: string;
  /** The session's XSRF value (via session). */
  xsrf?: string;
}

/** Touching the session (its idle clock) at most this often, not on every request. */
const TOUCH_EVERY_MS = 60_000;

export async function sessionPrincipal(db: Db, sessionId: string, idleMs: number): Promise<Principal | null> {
  const idHash = sha256(sessionId);
  const found = await q.liveSession(db, idHash);
  if (!found || found.account.disabledAt) return null;
  const idle = Date.now() - timestampMs(found.session.lastSeenAt);
  if (idle > idleMs) {
    await q.endSession(db, idHash);
    return null;
  }
  if (idle > TOUCH_EVERY_MS) await q.touchSession(db, idHash);
  return { account: found.account, via: 'session', sessionHash: idHash, xsrf: found.session.xsrf };
}

export async function tokenPrincipal(db: Db, token: string): Promise<Principal | null> {
  const found = await q.liveToken(db, sha256(token));
  if (!found || found.account.disabledAt) return null;
  if (!found.token.lastUsedAt || Date.now() - timestampMs(found.token.lastUsedAt) > TOUCH_EVERY_MS) await q.touchToken(db, found.token.id);
  return { account: found.account, via: 'token' };
}

// ------------------------------------------------------------------ own password and tokens

export async function changePassword(db: Db, p: Principal, current: string, next: string, address: string | null): Promise<q.Account> {
  if (!(await verifyPassword(p.account.passwordHash, current))) throw badRequest('当前密码不正确（The current password is wrong.）');
  const problem = passwordProblem(next, p.account.name);
  if (problem) throw badRequest(problem);
  if (next === current) throw badRequest('新密码不能与当前密码相同（The new password must differ from the current one.）');
  const passwordHash = await hashPassword(next);
  return db.transaction(async (tx) => {
    const row = await q.updateAccount(tx, p.account.id, { passwordHash, mustChangePassword: false, passwordChangedAt: new Date().toISOString() });
    // Everyone else signed in as this account is signed out.
    await q.endSessionsOf(tx, p.account.id, p.sessionHash);
    await audit(tx, actorOf(p.account, address), 'account.password_change', 'account', p.account.id, null, null);
    return row;
  });
}

export async function createToken(db: Db, account: q.Account, name: string, actor: Actor): Promise<CreatedApiToken> {
  const label = name.trim();
  if (!label) throw badRequest('请输入令牌名称（Give the token a name.）');
  const token = newApiToken();
  return db.transaction(async (tx) => {
    const row = await q.insertToken(tx, { accountId: account.id, name: label, tokenHash: sha256(token), prefix: token.slice(0, 10) });
    await audit(tx, actor, 'api_token.create', 'api_token', row.id, null, { account: account.name, name: label, prefix: row.prefix });
    return { info: tokenView(row), token };
  });
}

export async function revokeToken(db: Db, account: q.Account, id: number, actor: Actor): Promise<ApiTokenInfo> {
  return db.transaction(async (tx) => {
    const row = await q.revokeToken(tx, id, account.id);
    if (!row) throw notFound('没有这个令牌，或已被吊销（No such token, or it is revoked already.）');
    await audit(tx, actor, 'api_token.revoke', 'api_token', row.id, { name: row.name, prefix: row.prefix }, null);
    return tokenView(row);
  });
}

// ------------------------------------------------------------------ accounts (admins, and the command line)

const publicFields = (a: q.Account) => {
  const { passwordHash: _hash, ...rest } = a;
  void _hash;
  return rest;
};

export async function createAccount(db: Db, input: { name: string; displayName?: string; role: Role }, actor: Actor): Promise<AccountWithPassword> {
  const name = input.name.trim().toLowerCase();
  if (!NAME.test(name)) throw badRequest('账号名须为 2–32 个小写字母、数字、点、下划线或连字符，以字母开头（An account name is 2–32 lower-case letters, digits, dots, underscores or hyphens, starting with a letter.）');
  if (!q.ROLES.includes(input.role)) throw badRequest('角色须为 admin、editor 或 reviewer（The role is admin, editor or reviewer.）');
  const password = oneTimePassword();
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    if (await q.accountByName(tx, name)) throw conflict(`账号 ${name} 已存在（The account ${name} exists already.）`);
    const row = await q.insertAccount(tx, { name, displayName: input.displayName?.trim() || name, role: input.role, passwordHash });
    await audit(tx, actor, 'account.create', 'account', row.id, null, publicFields(row));
    return { account: accountView(row), oneTimePassword: password };
  });
}

export async function updateAccount(
  db: Db,
  id: number,
  change: { displayName?: string; role?: Role; disabled?: boolean; resetPassword?: boolean; unlock?: boolean },
  actor: Actor,
): Promise<AccountWithPassword> {
  const password = change.resetPassword ? oneTimePassword() : null;
  const passwordHash = password ? await hashPassword(password) : null;
  return db.transaction(async (tx) => {
    // A change that may take an admin's rights away first locks every admin able to sign in: two
    // admins demoting (or turning off) each other at once would otherwise both count two admins and
    // leave none. The second waits for the first and then counts afresh (READ COMMITTED).
    if (change.role !== undefined || change.disabled) await q.lockActiveAdmins(tx);
    const before = await q.accountById(tx, id);
    if (!before) throw notFound('没有这个账号（No such account.）');
    const values: Parameters<typeof q.updateAccount>[2] = {};
    if (change.displayName !== undefined) {
      if (!change.displayName.trim()) throw badRequest('请输入显示名称（Give a display name.）');
      values.displayName = change.displayName.trim();
    }
    if (change.role !== undefined) values.role = change.role;
    if (change.disabled !== undefined) values.disabledAt = change.disabled ? (before.disabledAt ?? new Date().toISOString()) : null;
    if (change.unlock) values.lockedUntil = null;
    if (passwordHash) Object.assign(values, { passwordHash, mustChangePassword: true });
    const losesAdmin = before.role === 'admin' && !before.disabledAt && ((values.role && values.role !== 'admin') || values.disabledAt);
    if (losesAdmin && (await q.activeAdminCount(tx)) <= 1) throw conflict('不能停用或降级最后一个管理员（The last admin cannot be turned off or demoted.）');
    if (actor.accountId === id && (values.disabledAt || (values.role && values.role !== before.role))) throw forbidden();
    const after = Object.keys(values).length ? await q.updateAccount(tx, id, values) : before;
    // A new password, a new role or a turned-off account: its sessions end now.
    if (passwordHash || values.disabledAt || (values.role && values.role !== before.role)) await q.endSessionsOf(tx, id);
    // Turned off, its API tokens are revoked for good: turning it on again must not revive a token
    // that no admin can see (tokens are their owner's alone).
    if (values.disabledAt && !before.disabledAt) await q.revokeTokensOf(tx, id);
    const action = passwordHash ? 'account.reset_password' : 'account.update';
    await audit(tx, actor, action, 'account', id, publicFields(before), publicFields(after));
    return { account: accountView(after), oneTimePassword: password };
  });
}

export async function accountNamed(db: Db, name: string): Promise<q.Account> {
  const row = await q.accountByName(db, name.trim().toLowerCase());
  if (!row) throw notFound(`没有账号 ${name}（No account ${name}.）`);
  return row;
}
