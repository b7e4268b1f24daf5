/**
 * The lifecycle of back-office accounts (issue 42), against the real server on either database: what
 * ends a session or stops a token (turning an account off, a new role, a password reset or change,
 * idleness), the last admin, the per-name lock and the per-address throttle, the cookies' flags
 * (`Secure` behind HTTPS as TRUST_PROXY decides), tokens private to their owner, and the XSRF echo on
 * every write method docs/openapi.yaml lists. One server for most; the idle timeout, a lock's expiry
 * and TRUST_PROXY=off need the same database restarted with other settings and instants moved back
 * (a PGlite folder opens in one process only, so the server is stopped for that).
 */
import { createHash } from 'node:crypto';
import { operationsOf, readDocument, type OperationRef } from './contract/document';
import { AdminClient, oneTimePasswordIn, users, type Reply } from './support/admin';
import { queryRows } from './support/sql';
import { BACKEND, freshDatabase, startServer, type TestDatabase, type TestServer } from './support/server';

const A = '/webapi/admin';
const ADMIN_OPS = operationsOf(readDocument(), 'admin');
const rolesOf = (op: OperationRef): string[] | undefined => (op.operation as { 'x-roles'?: string[] })['x-roles'];
const concrete = (p: string) => p.replace(/\{\w+\}/g, '999999');
const PASSWORD = 'Quiet-river-2026';
const NEW_PASSWORD = 'Second-river-2027';
/** Addresses a proxy on this machine forwards (X-Forwarded-For), so the loopback's own count stays low. */
const FLOODED = '203.0.113.7';

type Role = 'admin' | 'editor' | 'reviewer';
interface Account {
  id: number;
  name: string;
  displayName: string;
  role: Role;
  disabled: boolean;
  mustChangePassword: boolean;
  lockedUntil: string | null;
}
interface Session {
  account: Account;
  xsrfToken: string | null;
  idleMinutes: number;
  via: 'session' | 'token';
}

let server: TestServer;
let database: TestDatabase;
/** admin1, made with `npm run users`; replaced when it signs in anew. */
let admin: AdminClient;

const outcome = (r: Reply) => ({ status: r.status, code: r.json.errorCode });
const UNAUTHENTICATED = { status: 401, code: 'UNAUTHENTICATED' };
const OK = { status: 200, code: undefined };
const bearer = (token: string) => ({ headers: { Authorization: `Bearer ${token}` } });
const anonymous = () => new AdminClient(server.baseURL);
const whoAmI = (c: AdminClient, opts?: { headers: Record<string, string> }) => c.send('GET', `${A}/session`, undefined, opts);
const patch = (id: number, change: Record<string, unknown>, by = admin) => by.send('PATCH', `${A}/accounts/${id}`, change);
const accountOf = (r: Reply) => (r.json.data as { account: Account }).account;

/** Signs `c` in (from `headers`' forwarded address or scheme); keeps the XSRF token on success. */
async function signIn(c: AdminClient, name: string, password: string, headers: Record<string, string> = {}): Promise<Reply> {
  const r = await c.send('POST', `${A}/session`, { name, password }, { headers });
  if (r.status === 200) c.xsrf = (r.json.data as Session).xsrfToken;
  return r;
}

async function newSession(name: string, password = PASSWORD): Promise<AdminClient> {
  const c = anonymous();
  const r = await signIn(c, name, password);
  if (r.status !== 200) throw new Error(`sign-in of ${name} failed: ${r.status} ${r.text}`);
  return c;
}

/** A new account made by admin1, signed in with its password changed from the one-time one. */
async function person(name: string, role: Role): Promise<{ account: Account; client: AdminClient }> {
  const r = await admin.send('POST', `${A}/accounts`, { name, role });
  if (r.status !== 200) throw new Error(`creating ${name} failed: ${r.status} ${r.text}`);
  const { account, oneTimePassword } = r.json.data as { account: Account; oneTimePassword: string };
  const client = anonymous();
  await client.firstSignIn(name, oneTimePassword, PASSWORD);
  return { account, client };
}

async function newToken(c: AdminClient, name: string): Promise<{ id: number; token: string }> {
  const r = await c.send('POST', `${A}/tokens`, { name });
  if (r.status !== 200) throw new Error(`token ${name} failed: ${r.status} ${r.text}`);
  const { info, token } = r.json.data as { info: { id: number }; token: string };
  return { id: info.id, token };
}

async function accountNamed(name: string): Promise<Account> {
  const list = (await admin.send('GET', `${A}/accounts`)).json.data as Account[];
  return list.find((a) => a.name === name)!;
}

/** The admins able to sign in, as `npm run users -- list` prints them (needs no admin left to ask). */
async function activeAdmins(): Promise<string[]> {
  return (await users(database, 'list'))
    .split('\n')
    .map((line) => /^(\S+)\s+admin\s+(\S+)/.exec(line))
    .filter((m): m is RegExpExecArray => !!m && m[2] !== '停用/off')
    .map((m) => m[1])
    .sort();
}

/** Each Set-Cookie of an answer: its attributes, lower case, sorted. */
function cookieFlags(r: Reply): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const cookie of r.headers.getSetCookie()) {
    const [pair, ...attrs] = cookie.split(';').map((s) => s.trim());
    out[pair.slice(0, pair.indexOf('='))] = attrs.map((a) => a.toLowerCase()).sort();
  }
  return out;
}

/** The newest sign-in of the audit trail: who, and from which address the server believed. */
async function lastSignIn(): Promise<{ accountName: string; address: string }> {
  const page = (await admin.send('GET', `${A}/audit?action=session.sign_in&pageSize=1`)).json.data as { list: { accountName: string; address: string }[] };
  const { accountName, address } = page.list[0];
  return { accountName, address };
}

/** What the server stores of a session cookie (its SHA-256). */
const sessionHash = (c: AdminClient) => createHash('sha256').update(c.cookies.get('iip_session')!).digest('hex');

/** One statement straight on the database (the server stopped: a PGlite folder opens in one process). */
const query = <T>(statement: string, params: unknown[]): Promise<T[]> => queryRows<T>(database, statement, params);

/** `c` talking to the (restarted) server, with its cookies. */
function onServer(c: AdminClient): AdminClient {
  const moved = new AdminClient(server.baseURL);
  moved.cookies = new Map(c.cookies);
  moved.xsrf = c.xsrf;
  return moved;
}

beforeAll(async () => {
  database = await freshDatabase();
  server = await startServer({ database });
  const out = await users(database, 'add', 'admin1', '--role', 'admin', '--display', '管理员一号');
  admin = anonymous();
  await admin.firstSignIn('admin1', oneTimePasswordIn(out), PASSWORD);
}, 300_000);
afterAll(async () => {
  await server?.stop();
  await database?.drop();
});

describe(`account lifecycle (${BACKEND})`, () => {
  it('turning an account off ends its sessions, revokes its API tokens and refuses its sign-in; turned on, it signs in again, the old sessions and tokens stay ended', async () => {
    const p = await person('off.editor', 'editor');
    const second = await newSession('off.editor');
    const { token } = await newToken(p.client, '夜间导入');
    expect((await whoAmI(anonymous(), bearer(token))).status).toBe(200);

    const off = await patch(p.account.id, { disabled: true });
    expect({ status: off.status, disabled: accountOf(off).disabled }).toEqual({ status: 200, disabled: true });
    for (const c of [p.client, second]) expect(outcome(await whoAmI(c))).toEqual(UNAUTHENTICATED);
    expect(outcome(await whoAmI(anonymous(), bearer(token)))).toEqual(UNAUTHENTICATED);
    expect(outcome(await signIn(anonymous(), 'off.editor', PASSWORD))).toEqual(UNAUTHENTICATED);

    const on = await patch(p.account.id, { disabled: false });
    expect({ status: on.status, disabled: accountOf(on).disabled }).toEqual({ status: 200, disabled: false });
    // Neither an ended session nor a revoked token is revived: only a new sign-in opens the back
    // office again, and the token is listed as revoked.
    for (const c of [p.client, second]) expect(outcome(await whoAmI(c))).toEqual(UNAUTHENTICATED);
    expect(outcome(await whoAmI(anonymous(), bearer(token)))).toEqual(UNAUTHENTICATED);
    const back = await newSession('off.editor');
    expect(accountOf(await whoAmI(back)).name).toBe('off.editor');
    const tokens = await back.send('GET', `${A}/tokens`);
    expect(tokens.status).toBe(200);
    expect((tokens.json.data as { name: string; revokedAt: string | null }[]).map((t) => ({ name: t.name, revoked: t.revokedAt !== null }))).toEqual([{ name: '夜间导入', revoked: true }]);
  });

  it('a new role ends the account’s sessions; signed in again it has the new role, and so have its tokens', async () => {
    const p = await person('role.editor', 'editor');
    const { token } = await newToken(p.client, '编辑脚本');
    // An editor's operation lets the editor through the gate (the empty draft is the operation's to refuse).
    expect(outcome(await p.client.send('POST', `${A}/articles`, {}))).toEqual({ status: 400, code: 'BAD_REQUEST' });

    const changed = await patch(p.account.id, { role: 'reviewer' });
    expect({ status: changed.status, role: accountOf(changed).role }).toEqual({ status: 200, role: 'reviewer' });
    expect(outcome(await whoAmI(p.client))).toEqual(UNAUTHENTICATED);

    const again = await newSession('role.editor');
    expect(accountOf(await whoAmI(again)).role).toBe('reviewer');
    expect(outcome(await again.send('POST', `${A}/articles`, {}))).toEqual({ status: 403, code: 'FORBIDDEN' });
    // A reviewer's operation now lets it through (no such article).
    expect(outcome(await again.send('POST', `${A}/articles/999999/revisions/1/review`, { decision: 'approve' }))).toEqual({ status: 404, code: 'NOT_FOUND' });
    // A token has the rights of its account ("权限与您的账号相同", the tokens page): a reviewer's now.
    const script = anonymous();
    expect(accountOf(await whoAmI(script, bearer(token))).role).toBe('reviewer');
    expect(outcome(await script.send('POST', `${A}/articles`, {}, bearer(token)))).toEqual({ status: 403, code: 'FORBIDDEN' });
  });

  it('an admin’s password reset ends the sessions, refuses the old password and makes the account change the one-time one first, tokens included', async () => {
    const p = await person('reset.editor', 'editor');
    const { token } = await newToken(p.client, '重置前的令牌');
    const reset = await patch(p.account.id, { resetPassword: true });
    const { account, oneTimePassword } = reset.json.data as { account: Account; oneTimePassword: string };
    expect({ status: reset.status, mustChange: account.mustChangePassword, oneTime: /^[A-Za-z2-9]{16}$/.test(oneTimePassword) }).toEqual({ status: 200, mustChange: true, oneTime: true });

    expect(outcome(await whoAmI(p.client))).toEqual(UNAUTHENTICATED);
    expect(outcome(await signIn(anonymous(), 'reset.editor', PASSWORD))).toEqual(UNAUTHENTICATED);
    // The account owes a password change: its token may not do anything else meanwhile either.
    expect(outcome(await anonymous().send('GET', `${A}/tokens`, undefined, bearer(token)))).toEqual({ status: 403, code: 'PASSWORD_CHANGE_REQUIRED' });

    const fresh = anonymous();
    expect(outcome(await signIn(fresh, 'reset.editor', oneTimePassword))).toEqual(OK);
    expect(outcome(await fresh.send('GET', `${A}/tokens`))).toEqual({ status: 403, code: 'PASSWORD_CHANGE_REQUIRED' });
    expect((await fresh.send('POST', `${A}/password`, { currentPassword: oneTimePassword, newPassword: NEW_PASSWORD })).status).toBe(200);
    expect((await fresh.send('GET', `${A}/tokens`)).status).toBe(200);
  });

  it('`npm run users -- reset` ends the sessions, lifts a lock and asks for a new password', async () => {
    const p = await person('cli.reviewer', 'reviewer');
    const elsewhere = { 'X-Forwarded-For': '198.51.100.21' };
    for (let i = 0; i < 5; i += 1) await signIn(anonymous(), 'cli.reviewer', `wrong-${i}-password`, elsewhere);
    expect(outcome(await signIn(anonymous(), 'cli.reviewer', PASSWORD))).toEqual({ status: 429, code: 'TOO_MANY_ATTEMPTS' });

    const oneTime = oneTimePasswordIn(await users(database, 'reset', 'cli.reviewer'));
    expect(outcome(await whoAmI(p.client))).toEqual(UNAUTHENTICATED);
    expect(await accountNamed('cli.reviewer')).toMatchObject({ lockedUntil: null, mustChangePassword: true });
    const c = anonymous();
    expect(outcome(await signIn(c, 'cli.reviewer', oneTime))).toEqual(OK);
    expect(outcome(await c.send('GET', `${A}/tokens`))).toEqual({ status: 403, code: 'PASSWORD_CHANGE_REQUIRED' });
  });

  it('changing one’s own password ends the account’s other sessions and keeps the one that changed it', async () => {
    const p = await person('pw.editor', 'editor');
    const other = await newSession('pw.editor');
    expect((await p.client.send('POST', `${A}/password`, { currentPassword: PASSWORD, newPassword: NEW_PASSWORD })).status).toBe(200);
    // The session that changed it goes on, its XSRF token too (a write).
    expect((await p.client.send('POST', `${A}/tokens`, { name: '改密之后' })).status).toBe(200);
    expect(outcome(await whoAmI(other))).toEqual(UNAUTHENTICATED);
    expect(outcome(await signIn(anonymous(), 'pw.editor', PASSWORD))).toEqual(UNAUTHENTICATED);
    expect(outcome(await signIn(anonymous(), 'pw.editor', NEW_PASSWORD))).toEqual(OK);
  });

  it('the last admin able to sign in cannot be demoted or turned off (409 CONFLICT); with a second admin one can, though never by oneself (403)', async () => {
    const first = accountOf(await whoAmI(admin));
    expect(await activeAdmins()).toEqual(['admin1']);
    for (const change of [{ role: 'editor' }, { role: 'reviewer' }, { disabled: true }]) {
      expect({ change, ...outcome(await patch(first.id, change)) }).toEqual({ change, status: 409, code: 'CONFLICT' });
    }
    expect(await accountNamed('admin1')).toMatchObject({ role: 'admin', disabled: false });

    const second = await person('second.admin', 'admin');
    for (const change of [{ role: 'editor' }, { disabled: true }]) {
      expect({ change, ...outcome(await patch(first.id, change)) }).toEqual({ change, status: 403, code: 'FORBIDDEN' });
    }
    // One admin turns the other off; then the one left is the last again (a turned-off admin does not count).
    expect((await patch(second.account.id, { disabled: true })).status).toBe(200);
    expect(outcome(await patch(first.id, { role: 'editor' }))).toEqual({ status: 409, code: 'CONFLICT' });
    expect((await patch(second.account.id, { disabled: false })).status).toBe(200);

    // With two, the second demotes the first (whose session ends) and is then the last one itself.
    const secondAgain = await newSession('second.admin');
    const demoted = await patch(first.id, { role: 'editor' }, secondAgain);
    expect({ status: demoted.status, role: accountOf(demoted).role }).toEqual({ status: 200, role: 'editor' });
    expect(outcome(await whoAmI(admin))).toEqual(UNAUTHENTICATED);
    expect(outcome(await patch(second.account.id, { disabled: true }, secondAgain))).toEqual({ status: 409, code: 'CONFLICT' });
    // Back as it was: admin1 the only admin.
    expect((await patch(first.id, { role: 'admin' }, secondAgain)).status).toBe(200);
    admin = await newSession('admin1');
    expect((await patch(second.account.id, { role: 'editor' })).status).toBe(200);
    expect(await activeAdmins()).toEqual(['admin1']);
  });

  it('thirty wrong passwords from one address, whatever the names, refuse that address (429 with Retry-After), the right password too; other addresses still sign in', async () => {
    const flood = { 'X-Forwarded-For': FLOODED };
    const statuses: number[] = [];
    // Known names three times each (five would lock the account), unknown ones the rest.
    const name = (i: number) => (i % 10 === 0 ? 'admin1' : i % 10 === 5 ? 'pw.editor' : `nobody${i}`);
    for (let i = 0; i < 30; i += 1) statuses.push((await signIn(anonymous(), name(i), `wrong-password-${i}`, flood)).status);
    expect(statuses).toEqual(Array(30).fill(401));
    const refused = await signIn(anonymous(), 'admin1', PASSWORD, flood);
    const retry = Number(refused.headers.get('retry-after'));
    expect({ ...outcome(refused), retry: retry >= 1 && retry <= 15 * 60 }).toEqual({ status: 429, code: 'TOO_MANY_ATTEMPTS', retry: true });

    // The account is not locked: from another address it signs in, and the audit names that address
    // (TRUST_PROXY's default believes a proxy on this machine).
    expect(outcome(await signIn(anonymous(), 'admin1', PASSWORD, { 'X-Forwarded-For': '203.0.113.8' }))).toEqual(OK);
    expect(await lastSignIn()).toEqual({ accountName: 'admin1', address: '203.0.113.8' });
  });

  it('five wrong passwords for a name lock the account for 15 minutes, from any address (429 with Retry-After, the right password too)', async () => {
    await person('lock.reviewer', 'reviewer');
    const from = { 'X-Forwarded-For': '198.51.100.9' };
    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1) statuses.push((await signIn(anonymous(), 'lock.reviewer', `wrong-${i}-password`, from)).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401]);
    for (const headers of [from, {}]) {
      const locked = await signIn(anonymous(), 'lock.reviewer', PASSWORD, headers);
      const retry = Number(locked.headers.get('retry-after'));
      expect({ ...outcome(locked), retry: retry > 14 * 60 && retry <= 15 * 60 }).toEqual({ status: 429, code: 'TOO_MANY_ATTEMPTS', retry: true });
    }
    const until = Date.parse((await accountNamed('lock.reviewer')).lockedUntil!) - Date.now();
    expect(until > 14 * 60_000 && until <= 15 * 60_000).toBe(true);
    // Its expiry without an admin is checked after the restart below.
  });

  it('sign-in cookies: the session’s HttpOnly, both SameSite=Strict and Path=/, Secure when a proxy on this machine says HTTPS', async () => {
    const plain = await signIn(anonymous(), 'admin1', PASSWORD);
    expect(cookieFlags(plain)).toEqual({ iip_session: ['httponly', 'path=/', 'samesite=strict'], 'XSRF-TOKEN': ['path=/', 'samesite=strict'] });
    const https = await signIn(anonymous(), 'admin1', PASSWORD, { 'X-Forwarded-Proto': 'https' });
    expect(cookieFlags(https)).toEqual({ iip_session: ['httponly', 'path=/', 'samesite=strict', 'secure'], 'XSRF-TOKEN': ['path=/', 'samesite=strict', 'secure'] });
    // The XSRF cookie carries the token the page echoes.
    const xsrfCookie = https.headers.getSetCookie().find((c) => c.startsWith('XSRF-TOKEN='))!;
    expect(xsrfCookie.split(';')[0]).toBe(`XSRF-TOKEN=${(https.json.data as Session).xsrfToken}`);
  });

  it('API tokens are their owner’s: nobody else lists them or revokes them (404, an admin neither), and they keep working', async () => {
    const owner = await person('tok.owner', 'editor');
    const other = await person('tok.other', 'reviewer');
    const mine = await newToken(owner.client, '甲的脚本');
    const theirs = await newToken(other.client, '乙的脚本');
    const script = anonymous();
    const ids = async (c: AdminClient, opts?: { headers: Record<string, string> }) => ((await c.send('GET', `${A}/tokens`, undefined, opts)).json.data as { id: number }[]).map((t) => t.id);
    expect(await ids(owner.client)).toEqual([mine.id]);
    expect(await ids(other.client)).toEqual([theirs.id]);
    expect(await ids(script, bearer(theirs.token))).toEqual([theirs.id]);
    expect(await ids(admin)).not.toContain(mine.id);

    for (const [label, c, opts] of [
      ['other, session', other.client, undefined],
      ['other, token', script, bearer(theirs.token)],
      ['admin', admin, undefined],
    ] as const) {
      expect({ label, ...outcome(await c.send('DELETE', `${A}/tokens/${mine.id}`, undefined, opts)) }).toEqual({ label, status: 404, code: 'NOT_FOUND' });
    }
    const still = await whoAmI(script, bearer(mine.token));
    expect({ status: still.status, name: accountOf(still).name, via: (still.json.data as Session).via }).toEqual({ status: 200, name: 'tok.owner', via: 'token' });
    expect(((await owner.client.send('GET', `${A}/tokens`)).json.data as { revokedAt: string | null }[])[0].revokedAt).toBeNull();
    // Its owner can.
    expect((await owner.client.send('DELETE', `${A}/tokens/${mine.id}`)).status).toBe(200);
    expect(outcome(await whoAmI(script, bearer(mine.token)))).toEqual(UNAUTHENTICATED);
  });

  it('every write method with a session needs its X-XSRF-TOKEN (403 XSRF, nothing changes); a Bearer token needs none', async () => {
    const writes = ADMIN_OPS.filter((op) => rolesOf(op) && ['post', 'put', 'patch', 'delete'].includes(op.method));
    expect([...new Set(writes.map((op) => op.method))].sort()).toEqual(['delete', 'patch', 'post', 'put']);
    const editor = await person('xsrf.editor', 'editor');
    const reviewer = await person('xsrf.reviewer', 'reviewer');
    const sessions: Record<Role, AdminClient> = { admin, editor: editor.client, reviewer: reviewer.client };
    const probe = await newToken(admin, '探针');
    const settings = (await admin.send('GET', `${A}/settings`)).json.data as { publisher: string };
    const state = async () => ({
      accounts: (await admin.send('GET', `${A}/accounts`)).json.data,
      tokens: (await admin.send('GET', `${A}/tokens`)).json.data,
      settings: (await admin.send('GET', `${A}/settings`)).json.data,
      audit: ((await admin.send('GET', `${A}/audit?pageSize=1`)).json.data as { total: number }).total,
    });
    const before = await state();

    // Missing, made up, or another session's: each refused, for a role the operation lets in.
    const wrong = [null, 'forged-token', editor.client.xsrf];
    for (const op of writes) {
      const role = (['admin', 'editor', 'reviewer'] as const).find((r) => rolesOf(op)!.includes(r))!;
      for (const xsrf of role === 'editor' ? [null, 'forged-token', reviewer.client.xsrf] : wrong) {
        const r = await sessions[role].send(op.method.toUpperCase(), concrete(op.path), {}, { xsrf });
        const label = `${role}: ${op.method} ${op.path} (${xsrf === null ? 'none' : 'wrong'})`;
        expect({ label, ...outcome(r) }).toEqual({ label, status: 403, code: 'XSRF' });
      }
    }
    // And on real targets, one per method: nothing happened (and nothing is in the audit trail).
    for (const xsrf of wrong) {
      for (const [method, url, body] of [
        ['POST', `${A}/accounts`, { name: 'sneaky', role: 'admin' }],
        ['POST', `${A}/tokens`, { name: '偷建的令牌' }],
        ['PATCH', `${A}/accounts/${editor.account.id}`, { role: 'admin' }],
        ['PUT', `${A}/settings`, { ...settings, publisher: '冒名发布者' }],
        ['DELETE', `${A}/tokens/${probe.id}`, undefined],
        ['DELETE', `${A}/session`, undefined],
      ] as const) {
        const label = `${method} ${url}`;
        expect({ label, ...outcome(await admin.send(method, url, body, { xsrf })) }).toEqual({ label, status: 403, code: 'XSRF' });
      }
    }
    expect(await state()).toEqual(before);
    expect((await whoAmI(anonymous(), bearer(probe.token))).status).toBe(200);

    // The echo makes the same write go through; a script's token needs no echo for any method.
    expect((await admin.send('PATCH', `${A}/accounts/${editor.account.id}`, { displayName: '会话改名' })).status).toBe(200);
    const script = anonymous();
    const spare = await newToken(admin, '备用');
    for (const [method, url, body] of [
      ['POST', `${A}/accounts`, { name: 'script.made', role: 'editor' }],
      ['PATCH', `${A}/accounts/${editor.account.id}`, { displayName: '脚本改名' }],
      ['PUT', `${A}/settings`, { ...settings, publisher: '脚本发布者' }],
      ['DELETE', `${A}/tokens/${spare.id}`, undefined],
    ] as const) {
      const label = `${method} ${url}`;
      expect({ label, ...outcome(await script.send(method, url, body, bearer(probe.token))) }).toEqual({ label, ...OK });
    }
    expect((await accountNamed('xsrf.editor')).displayName).toBe('脚本改名');
    expect(((await admin.send('GET', `${A}/settings`)).json.data as { publisher: string }).publisher).toBe('脚本发布者');
  });
});

describe(`after a restart with ADMIN_IDLE_MINUTES=10 and TRUST_PROXY=off, instants moved back (${BACKEND})`, () => {
  /** Signed in before the restart: one idle for 12 minutes by then, one for 8. */
  let stale: AdminClient;
  let recent: AdminClient;

  beforeAll(async () => {
    stale = (await person('idle.editor', 'editor')).client;
    recent = await newSession('idle.editor');
    await server.stop();
    const [moved] = await query<{ sessions: number; locks: number; flood: number }>(
      `with idle as (
         update session set last_seen_at = now() - case when id_hash = $1 then interval '12 minutes' else interval '8 minutes' end
         where id_hash in ($1, $2) and ended_at is null returning 1),
       expired as (
         update account set locked_until = now() - interval '1 second' where name = $3 and locked_until > now() returning 1)
       select (select count(*) from idle)::int as sessions, (select count(*) from expired)::int as locks,
         (select count(*) from sign_in_failure where key = $4 and at > now() - interval '15 minutes')::int as flood`,
      [sessionHash(stale), sessionHash(recent), 'lock.reviewer', `address:${FLOODED}`],
    );
    // Both sessions live, the lock still on, the flooded address still refused: until now nothing expired.
    if (JSON.stringify(moved) !== JSON.stringify({ sessions: 2, locks: 1, flood: 30 })) throw new Error(`not as the tests before left it: ${JSON.stringify(moved)}`);
    server = await startServer({ database, env: { ADMIN_IDLE_MINUTES: '10', TRUST_PROXY: 'off' } });
    [admin, stale, recent] = [admin, stale, recent].map(onServer);
  }, 300_000);

  it('a session idle for longer than ADMIN_IDLE_MINUTES has ended (401), one idle for less goes on; signing in again works', async () => {
    expect(outcome(await whoAmI(stale))).toEqual(UNAUTHENTICATED);
    const going = await whoAmI(recent);
    expect({ status: going.status, idleMinutes: (going.json.data as Session).idleMinutes }).toEqual({ status: 200, idleMinutes: 10 });
    const fresh = await newSession('idle.editor');
    expect(accountOf(await whoAmI(fresh)).name).toBe('idle.editor');
    expect(outcome(await whoAmI(stale))).toEqual(UNAUTHENTICATED);
  });

  it('a lock ends by itself after its period: the right password signs in, no admin unlocks it', async () => {
    expect((await accountNamed('lock.reviewer')).lockedUntil).toBeNull();
    expect(outcome(await signIn(anonymous(), 'lock.reviewer', PASSWORD))).toEqual(OK);
  });

  it('TRUST_PROXY=off: X-Forwarded-Proto and -For are not believed (no Secure cookie; the refused address’s header refuses nothing)', async () => {
    const r = await signIn(anonymous(), 'admin1', PASSWORD, { 'X-Forwarded-Proto': 'https', 'X-Forwarded-For': FLOODED });
    expect(outcome(r)).toEqual(OK);
    expect(cookieFlags(r)).toEqual({ iip_session: ['httponly', 'path=/', 'samesite=strict'], 'XSRF-TOKEN': ['path=/', 'samesite=strict'] });
    expect(await lastSignIn()).toEqual({ accountName: 'admin1', address: '127.0.0.1' });
  });

  // Last: should the guard fail, no admin is left for anything after it.
  it('two admins demoting each other at the same moment leave exactly one admin', async () => {
    const first = accountOf(await whoAmI(admin)).id;
    const rival = await person('rival.admin', 'admin');
    let rivalClient = rival.client;
    for (let round = 1; round <= 4; round += 1) {
      const answers = await Promise.all([patch(rival.account.id, { role: 'editor' }), patch(first, { role: 'editor' }, rivalClient)]);
      // The one that loses the race is refused: 409, or 401 when its session ended first.
      const results = answers.map((r) => (r.status === 200 ? 'changed' : [401, 409].includes(r.status) ? 'refused' : `${r.status} ${r.json.errorCode}`)).sort();
      const left = await activeAdmins();
      expect({ round, results, admins: left.length }).toEqual({ round, results: ['changed', 'refused'], admins: 1 });
      // The one left makes the other an admin again, who signs in anew.
      const kept = left[0] === 'admin1';
      expect((await (kept ? patch(rival.account.id, { role: 'admin' }) : patch(first, { role: 'admin' }, rivalClient))).status).toBe(200);
      if (kept) rivalClient = await newSession('rival.admin');
      else admin = await newSession('admin1');
    }
  });
});
