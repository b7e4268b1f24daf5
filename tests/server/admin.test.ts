/**
 * The back office's gate and accounts (issue 21), against the real server: accounts made with
 * `npm run users` while the server runs, sign-in with its one-time password, the roles of
 * docs/openapi.yaml (`x-roles`) enforced on every admin operation — enumerated from the document, so
 * a new operation is covered by joining it — the XSRF echo, the lockout, API tokens, the audit trail
 * (and that nothing can rewrite it), and no secret in the server's log.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { operationsOf, readDocument, type OperationRef } from './contract/document';
import { AdminClient, oneTimePasswordIn, users } from './support/admin';
import { BACKEND, freshDatabase, ROOT, startServer, type TestDatabase, type TestServer } from './support/server';

const doc = readDocument();
const ADMIN_OPS = operationsOf(doc, 'admin');
const rolesOf = (op: OperationRef): string[] | undefined => (op.operation as { 'x-roles'?: string[] })['x-roles'];
const tokenAllowed = (op: OperationRef): boolean => ((op.operation as { security?: Record<string, unknown>[] }).security ?? []).some((s) => 'bearerToken' in s);
const concrete = (p: string) => p.replace(/\{\w+\}/g, '999999');
const PASSWORD = { admin: 'Admin-pass-2026', editor: 'Editor-pass-2026', reviewer: 'Reviewer-pass-2026' } as const;

let server: TestServer;
/** Kept when the server stops (the last test reads it directly). */
let database: TestDatabase;
const clients: Record<string, AdminClient> = {};
const secrets: string[] = [];

beforeAll(async () => {
  database = await freshDatabase();
  server = await startServer({ database });
  for (const role of ['admin', 'editor', 'reviewer'] as const) {
    const out = await users(server.database, 'add', `${role}1`, '--role', role, '--display', `${role} 一号`);
    const oneTime = oneTimePasswordIn(out);
    secrets.push(oneTime, PASSWORD[role]);
    clients[role] = new AdminClient(server.baseURL);
    await clients[role].firstSignIn(`${role}1`, oneTime, PASSWORD[role]);
  }
}, 300_000);
afterAll(async () => {
  await server?.stop();
  await database?.drop();
});

describe(`the back office's gate (${BACKEND})`, () => {
  it('the document lists admin operations, each with its roles and the 401 / 403 it may answer', () => {
    expect(ADMIN_OPS.length).toBeGreaterThanOrEqual(12);
    for (const op of ADMIN_OPS.filter((o) => rolesOf(o))) {
      expect({ op: `${op.method} ${op.path}`, responses: Object.keys(op.operation.responses).filter((s) => s === '401') }).toEqual({ op: `${op.method} ${op.path}`, responses: ['401'] });
    }
  });

  it('every operation with roles answers 401 without a session or token, never cached', async () => {
    const anonymous = new AdminClient(server.baseURL);
    for (const op of ADMIN_OPS.filter((o) => rolesOf(o))) {
      const r = await anonymous.send(op.method.toUpperCase(), concrete(op.path), op.method === 'get' ? undefined : {});
      expect({ op: `${op.method} ${op.path}`, status: r.status, code: r.json.errorCode, cache: r.headers.get('cache-control') }).toEqual({
        op: `${op.method} ${op.path}`,
        status: 401,
        code: 'UNAUTHENTICATED',
        cache: 'private, no-store',
      });
    }
  });

  it('every operation answers 403 to a role it does not list, and lets a listed role through the gate', async () => {
    let refused = 0;
    // Not signing out here: the clients' sessions are used by the tests below.
    for (const op of ADMIN_OPS.filter((o) => rolesOf(o) && o.operation.operationId !== 'signOut')) {
      for (const role of ['admin', 'editor', 'reviewer']) {
        // An empty body: a role let through meets the operation's own checks (400/404), never 401/403.
        const r = await clients[role].send(op.method.toUpperCase(), concrete(op.path), op.method === 'get' ? undefined : {});
        const allowed = rolesOf(op)!.includes(role);
        const label = `${role}: ${op.method} ${op.path}`;
        if (allowed) expect({ label, status: r.status, code: r.json.errorCode }).not.toEqual({ label, status: 403, code: 'FORBIDDEN' });
        else expect({ label, status: r.status, code: r.json.errorCode }).toEqual({ label, status: 403, code: 'FORBIDDEN' });
        if (!allowed) refused += 1;
      }
    }
    expect(refused).toBeGreaterThan(0);
  });

  it('a write with a session but without, or with a wrong, X-XSRF-TOKEN is refused and changes nothing', async () => {
    const before = (await clients.admin.send('GET', '/webapi/admin/accounts')).json.data as unknown[];
    for (const xsrf of [null, 'forged-token']) {
      const r = await clients.admin.send('POST', '/webapi/admin/accounts', { name: 'sneaky', role: 'admin' }, { xsrf });
      expect({ status: r.status, code: r.json.errorCode }).toEqual({ status: 403, code: 'XSRF' });
    }
    const after = (await clients.admin.send('GET', '/webapi/admin/accounts')).json.data as unknown[];
    expect(after).toEqual(before);
  });

  it('an account must change its one-time password before anything else', async () => {
    const created = await clients.admin.send('POST', '/webapi/admin/accounts', { name: 'newcomer', role: 'editor', displayName: '新同事' });
    expect(created.status).toBe(200);
    const { oneTimePassword } = created.json.data as { oneTimePassword: string };
    secrets.push(oneTimePassword);
    const newcomer = new AdminClient(server.baseURL);
    expect((await newcomer.signIn('newcomer', oneTimePassword)).status).toBe(200);
    const blocked = await newcomer.send('GET', '/webapi/admin/tokens');
    expect({ status: blocked.status, code: blocked.json.errorCode }).toEqual({ status: 403, code: 'PASSWORD_CHANGE_REQUIRED' });
    const weak = await newcomer.send('POST', '/webapi/admin/password', { currentPassword: oneTimePassword, newPassword: 'newcomer12345' });
    expect({ status: weak.status, code: weak.json.errorCode }).toEqual({ status: 400, code: 'BAD_REQUEST' });
    const changed = await newcomer.send('POST', '/webapi/admin/password', { currentPassword: oneTimePassword, newPassword: 'Fresh-start-77' });
    expect(changed.status).toBe(200);
    expect((await newcomer.send('GET', '/webapi/admin/tokens')).status).toBe(200);
  });

  it('wrong passwords lock the account (429 with Retry-After, even for the right one) until an admin unlocks it', async () => {
    const outsider = new AdminClient(server.baseURL);
    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1) statuses.push((await outsider.signIn('reviewer1', `wrong-${i}-password`)).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401]);
    const locked = await outsider.signIn('reviewer1', PASSWORD.reviewer);
    expect({ status: locked.status, code: locked.json.errorCode, retry: Number(locked.headers.get('retry-after')) > 0 }).toEqual({ status: 429, code: 'TOO_MANY_ATTEMPTS', retry: true });
    // An unknown name answers exactly as a wrong password does.
    const unknown = await outsider.signIn('nobody-here', 'whatever-password');
    const wrong = await outsider.signIn('editor1', 'not-the-password');
    expect([unknown.status, unknown.json.errorMessage]).toEqual([wrong.status, wrong.json.errorMessage]);

    const accounts = (await clients.admin.send('GET', '/webapi/admin/accounts')).json.data as { id: number; name: string; lockedUntil: string | null }[];
    const reviewer = accounts.find((a) => a.name === 'reviewer1')!;
    expect(reviewer.lockedUntil).not.toBeNull();
    expect((await clients.admin.send('PATCH', `/webapi/admin/accounts/${reviewer.id}`, { unlock: true })).status).toBe(200);
    expect((await outsider.signIn('reviewer1', PASSWORD.reviewer)).status).toBe(200);
  });

  it('an API token works as Bearer where the document allows tokens, not where it does not, and not after it is revoked', async () => {
    const out = await users(server.database, 'token', 'admin1', '--label', '导入脚本');
    const token = out.split('\n')[0].trim();
    secrets.push(token);
    expect(token).toMatch(/^iip_[\w-]{43}$/);
    const script = new AdminClient(server.baseURL);
    const auth = { headers: { Authorization: `Bearer ${token}` } };
    for (const op of ADMIN_OPS.filter((o) => rolesOf(o)?.includes('admin'))) {
      const r = await script.send(op.method.toUpperCase(), concrete(op.path), op.method === 'get' ? undefined : {}, auth);
      const label = `${op.method} ${op.path}`;
      if (tokenAllowed(op)) expect({ label, refused: [401, 403].includes(r.status) }).toEqual({ label, refused: false });
      else expect({ label, status: r.status, code: r.json.errorCode }).toEqual({ label, status: 403, code: 'FORBIDDEN' });
    }
    expect((await script.send('GET', '/webapi/admin/accounts', undefined, auth)).status).toBe(200);
    const list = (await clients.admin.send('GET', '/webapi/admin/tokens')).json.data as { id: number; name: string; prefix: string }[];
    const mine = list.find((t) => t.name === '导入脚本')!;
    expect(token.startsWith(mine.prefix)).toBe(true);
    expect(JSON.stringify(list)).not.toContain(token);
    expect((await clients.admin.send('DELETE', `/webapi/admin/tokens/${mine.id}`)).status).toBe(200);
    const revoked = await script.send('GET', '/webapi/admin/accounts', undefined, auth);
    expect({ status: revoked.status, code: revoked.json.errorCode }).toEqual({ status: 401, code: 'UNAUTHENTICATED' });
  });

  it('the audit trail has every step, filters, and exports as CSV for Excel', async () => {
    const page = await clients.admin.send('GET', '/webapi/admin/audit?pageSize=100');
    const entries = (page.json.data as { list: { accountName: string | null; action: string; entityId: string | null; before: unknown; after: unknown }[] }).list;
    const actions = new Set(entries.map((e) => e.action));
    for (const action of ['account.create', 'session.sign_in', 'account.password_change', 'account.lock', 'account.update', 'api_token.create', 'api_token.revoke']) expect(actions).toContain(action);
    // The accounts made at the command line name the operating-system user who made them.
    expect(entries.some((e) => e.action === 'account.create' && e.accountName?.startsWith('cli:'))).toBe(true);
    expect(JSON.stringify(entries)).not.toMatch(/argon2|password_?hash|passwordHash/i);
    const filtered = (await clients.admin.send('GET', '/webapi/admin/audit?action=account.lock')).json.data as { list: { action: string }[]; total: number };
    expect(filtered.total).toBeGreaterThan(0);
    expect(new Set(filtered.list.map((e) => e.action))).toEqual(new Set(['account.lock']));
    const csv = await clients.admin.send('GET', '/webapi/admin/audit.csv?action=account.lock');
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(csv.text.startsWith('\uFEFFid,at,account,action,entity,entityId,address,before,after\r\n')).toBe(true);
    expect(csv.text.trim().split('\r\n').length).toBe(filtered.total + 1);
  });

  it('a method a back-office path lacks answers 405 with the methods it has', async () => {
    const anonymous = new AdminClient(server.baseURL);
    for (const [method, url, allow] of [
      ['PUT', '/webapi/admin/accounts', 'GET, HEAD, POST'],
      ['GET', '/webapi/admin/files', 'POST'],
      ['DELETE', '/webapi/admin/articles/7', 'GET, HEAD'],
      ['PUT', '/webapi/site', 'GET, HEAD'],
    ]) {
      const r = await anonymous.send(method, url);
      expect({ url, status: r.status, code: r.json.errorCode, allow: r.headers.get('allow') }).toEqual({ url, status: 405, code: 'METHOD_NOT_ALLOWED', allow });
    }
  });

  it('signing out ends the session', async () => {
    const c = new AdminClient(server.baseURL);
    await c.signIn('editor1', PASSWORD.editor);
    expect((await c.send('GET', '/webapi/admin/session')).status).toBe(200);
    const cookies = new Map(c.cookies);
    expect((await c.send('DELETE', '/webapi/admin/session')).status).toBe(200);
    expect(c.cookies.size).toBe(0);
    // The old cookie no longer opens anything.
    c.cookies = cookies;
    expect((await c.send('GET', '/webapi/admin/session')).status).toBe(401);
  });

  it('no password, token or session secret appears in the server log', () => {
    const log = server.log();
    for (const s of [...secrets, ...Object.values(clients).flatMap((c) => [...c.cookies.values()])]) expect(log.includes(s)).toBe(false);
    expect(log).not.toMatch(/iip_session=|XSRF-TOKEN=|"password"/);
  });

  it('nothing rewrites the audit trail, not even SQL on the database itself', async () => {
    await server.stop();
    const out = execFileSync(process.execPath, ['--import', 'tsx', path.join(ROOT, 'tests/server/support/audit-tamper.ts')], {
      cwd: ROOT,
      encoding: 'utf8',
      env: { ...process.env, ...database.env },
    });
    const { outcome, rows } = JSON.parse(out.trim().split('\n').pop()!) as { outcome: Record<string, string>; rows: { n: number; forged: number } };
    expect(outcome).toEqual({ update: expect.stringMatching(/^refused: .*append-only/), delete: expect.stringMatching(/^refused: .*append-only/), truncate: expect.stringMatching(/^refused: .*append-only/) });
    expect(rows.n).toBeGreaterThan(10);
    expect(rows.forged).toBe(0);
  });
});

describe(`ADMIN=off (${BACKEND})`, () => {
  it('a public-only node has no back office: every admin path answers 404, the public site answers as ever', async () => {
    const node = await startServer({ env: { ADMIN: 'off' } });
    try {
      const c = new AdminClient(node.baseURL);
      for (const op of ADMIN_OPS) {
        const r = await c.send(op.method.toUpperCase(), concrete(op.path), op.method === 'get' ? undefined : { name: 'admin1', password: PASSWORD.admin });
        expect({ op: `${op.method} ${op.path}`, status: r.status, code: r.json.errorCode }).toEqual({ op: `${op.method} ${op.path}`, status: 404, code: 'NOT_FOUND' });
      }
      expect((await fetch(`${node.baseURL}/webapi/site`)).status).toBe(200);
    } finally {
      await node.stop();
    }
  });
});
