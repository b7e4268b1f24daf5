/**
 * The back office's gate and accounts (issue 21), against the real server: accounts made with
 * `npm run users` while the server runs, sign-in with its one-time password, the roles of
 * docs/openapi.yaml (`x-roles`) enforced on every admin operation — enumerated from the document, so
 * a new operation is covered by joining it — the XSRF echo, the lockout, API tokens, the audit trail
 * (and that nothing can rewrite it), and no secret in the server's log.
 */
import { operationKey, operationsOf, readDocument, type OperationRef } from './contract/document';
import { AdminClient, oneTimePasswordIn, users, type Reply } from './support/admin';
import { BACKEND, freshDatabase, startServer, type TestDatabase, type TestServer } from './support/server';
import { sqlSession } from './support/sqlSession';

const doc = readDocument();
const ADMIN_OPS = operationsOf(doc, 'admin');
const rolesOf = (op: OperationRef): string[] | undefined => (op.operation as { 'x-roles'?: string[] })['x-roles'];
const tokenAllowed = (op: OperationRef): boolean => ((op.operation as { security?: Record<string, unknown>[] }).security ?? []).some((s) => 'bearerToken' in s);
const concrete = (p: string) => p.replace(/\{\w+\}/g, '999999');
const PASSWORD = { admin: 'Admin-pass-2026', editor: 'Editor-pass-2026', reviewer: 'Reviewer-pass-2026' } as const;

type Role = 'admin' | 'editor' | 'reviewer';
const ALL: Role[] = ['admin', 'editor', 'reviewer'];
/**
 * Who may call each back-office operation, and whether an API token may (else only a signed-in
 * browser). Written here by hand, not read from docs/openapi.yaml, which is what the server enforces:
 * a role widened, a token let in or an operation left without roles in the document fails the first
 * test below, and the server's answers are held to this table, not to the document.
 */
const MATRIX: Record<string, [roles: Role[] | 'anyone', token: boolean]> = {
  signIn: ['anyone', false],
  getAdminSession: [ALL, true],
  signOut: [ALL, false],
  changePassword: [ALL, false],
  listApiTokens: [ALL, true],
  createApiToken: [ALL, false],
  revokeApiToken: [ALL, true],
  listAccounts: [['admin'], true],
  createAccount: [['admin'], true],
  updateAccount: [['admin'], true],
  listAudit: [['admin'], true],
  exportAudit: [['admin'], true],
  verifyAudit: [['admin'], true],
  getSiteSettings: [['admin'], true],
  createSite: [['admin'], true],
  listIndexFamiliesAdmin: [['admin'], true],
  createIndexFamily: [['admin'], true],
  updateIndexFamily: [['admin'], true],
  updateSiteSettings: [['admin'], true],
  getTradeSetup: [['admin'], true],
  updateTradeSetup: [['admin'], true],
  listAdminArticles: [ALL, true],
  getAdminArticle: [ALL, true],
  createArticle: [['editor'], true],
  saveArticleRevision: [['editor'], true],
  submitArticleRevision: [['editor'], true],
  reviewArticleRevision: [['reviewer'], true],
  uploadFile: [['editor'], true],
  listAdminCompanies: [ALL, true],
  createCompany: [['editor'], true],
  getAdminCompany: [ALL, true],
  retireCompany: [['editor'], true],
  saveCompanyRevision: [['editor'], true],
  submitCompanyRevision: [['editor'], true],
  reviewCompanyRevision: [['reviewer'], true],
  listAdminProducts: [ALL, true],
  createProduct: [['editor'], true],
  getAdminProduct: [ALL, true],
  retireProduct: [['editor'], true],
  saveProductRevision: [['editor'], true],
  submitProductRevision: [['editor'], true],
  reviewProductRevision: [['reviewer'], true],
  uploadProductImage: [['editor'], true],
  listAdminBrands: [ALL, true],
  createBrand: [['editor'], true],
  getAdminBrand: [ALL, true],
  retireBrand: [['editor'], true],
  saveBrandRevision: [['editor'], true],
  submitBrandRevision: [['editor'], true],
  reviewBrandRevision: [['reviewer'], true],
  listAdminMaterials: [ALL, true],
  createMaterial: [['editor'], true],
  getAdminMaterial: [ALL, true],
  retireMaterial: [['editor'], true],
  saveMaterialRevision: [['editor'], true],
  submitMaterialRevision: [['editor'], true],
  reviewMaterialRevision: [['reviewer'], true],
  getCatalogueTemplate: [ALL, true],
  importCatalogue: [['editor'], true],
  uploadLogo: [['editor'], true],
  uploadSiteLogo: [['admin'], true],
  listPublishingFamilies: [ALL, true],
  getIndexTemplate: [ALL, true],
  importIndexFigures: [['editor'], true],
  importIndexHistory: [['editor'], true],
  getIndexImport: [ALL, true],
  getIndexImportFile: [ALL, true],
  listIndexPublications: [ALL, true],
  submitIndexPublication: [['editor'], true],
  getIndexPublication: [ALL, true],
  reviewIndexPublication: [['reviewer'], true],
  withdrawIndexPublication: [['reviewer'], true],
  getClassificationTemplate: [ALL, true],
  importClassification: [['editor'], true],
  listClassificationChanges: [ALL, true],
  submitClassificationChange: [['editor'], true],
  reviewClassificationChange: [['reviewer'], true],
};

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
/** What the server answered a caller, and what the matrix expects of it. */
interface Answer {
  label: string;
  expected: 'let through' | 'refused';
  status: number;
  code: string | undefined;
  /** The status is a success or a 4xx the document lists for the operation (never 401, 403 or 5xx). */
  documented: boolean;
}

function answer(label: string, op: OperationRef, r: Reply, allowed: boolean): Answer {
  const documented = Object.keys(op.operation.responses).filter((s) => /^[24]\d\d$/.test(s) && s !== '401' && s !== '403');
  return { label, expected: allowed ? 'let through' : 'refused', status: r.status, code: r.json.errorCode, documented: documented.includes(String(r.status)) };
}

/**
 * A caller the gate lets through meets the operation itself: a success, or a 4xx the document lists
 * for its input; one it refuses gets 403 FORBIDDEN.
 */
const rightAnswer = (a: Answer): Answer => (a.expected === 'refused' ? { ...a, status: 403, code: 'FORBIDDEN' } : { ...a, documented: true });

/** A new session of `role`'s account (for an operation that ends it). */
async function signedIn(role: Role): Promise<AdminClient> {
  const c = new AdminClient(server.baseURL);
  const r = await c.signIn(`${role}1`, PASSWORD[role]);
  if (r.status !== 200) throw new Error(`sign-in of ${role}1 failed: ${r.status} ${r.text}`);
  return c;
}

afterAll(async () => {
  await server?.stop();
  await database?.drop();
});

describe(`the back office's gate (${BACKEND})`, () => {
  it('the document gives every operation the roles of the pinned matrix, and only signing in has none', () => {
    expect(ADMIN_OPS.length).toBeGreaterThan(0);
    const sorted = (roles: string[] | 'anyone' | undefined) => (roles === undefined ? 'anyone' : roles === 'anyone' ? roles : [...roles].sort());
    const documented = Object.fromEntries(ADMIN_OPS.map((op) => [op.operation.operationId!, { roles: sorted(rolesOf(op)), token: tokenAllowed(op) }]));
    const pinned = Object.fromEntries(Object.entries(MATRIX).map(([id, [roles, token]]) => [id, { roles: sorted(roles), token }]));
    expect(documented).toEqual(pinned);
    for (const op of ADMIN_OPS.filter((o) => rolesOf(o))) {
      expect({ op: operationKey(op), responses: Object.keys(op.operation.responses).filter((s) => s === '401') }).toEqual({ op: operationKey(op), responses: ['401'] });
    }
  });

  it('every operation but signing in answers 401 without a session or token, never cached', async () => {
    const anonymous = new AdminClient(server.baseURL);
    const guarded = ADMIN_OPS.filter((o) => MATRIX[o.operation.operationId!]?.[0] !== 'anyone');
    expect(guarded.length).toBe(Object.keys(MATRIX).length - 1);
    for (const op of guarded) {
      const r = await anonymous.send(op.method.toUpperCase(), concrete(op.path), op.method === 'get' ? undefined : {});
      expect({ op: operationKey(op), status: r.status, code: r.json.errorCode, cache: r.headers.get('cache-control') }).toEqual({
        op: operationKey(op),
        status: 401,
        code: 'UNAUTHENTICATED',
        cache: 'private, no-store',
      });
    }
  });

  it('every operation answers 403 to a role the matrix does not list, and a listed role a success or a documented 4xx', async () => {
    const answers: Answer[] = [];
    for (const op of ADMIN_OPS) {
      const [roles] = MATRIX[op.operation.operationId!];
      if (roles === 'anyone') continue;
      for (const role of ALL) {
        // Signing out ends the session: each role signs out a session of its own.
        const client = op.operation.operationId === 'signOut' ? await signedIn(role) : clients[role];
        // An empty body and an id that does not exist: a role let through meets the operation's own checks.
        const r = await client.send(op.method.toUpperCase(), concrete(op.path), op.method === 'get' ? undefined : {});
        answers.push(answer(`${role}: ${operationKey(op)}`, op, r, roles.includes(role)));
      }
    }
    expect(answers.filter((a) => a.expected === 'let through').length).toBeGreaterThan(0);
    expect(answers.filter((a) => a.expected === 'refused').length).toBeGreaterThan(0);
    expect(answers).toEqual(answers.map(rightAnswer));
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

  it('an API token works as Bearer where the matrix allows tokens, not where it does not, and not after it is revoked', async () => {
    const out = await users(server.database, 'token', 'admin1', '--label', '导入脚本');
    const token = out.split('\n')[0].trim();
    secrets.push(token);
    expect(token).toMatch(/^iip_[\w-]{43}$/);
    const script = new AdminClient(server.baseURL);
    const auth = { headers: { Authorization: `Bearer ${token}` } };
    const answers: Answer[] = [];
    for (const op of ADMIN_OPS.filter((o) => MATRIX[o.operation.operationId!][0].includes('admin'))) {
      const r = await script.send(op.method.toUpperCase(), concrete(op.path), op.method === 'get' ? undefined : {}, auth);
      answers.push(answer(`token: ${operationKey(op)}`, op, r, MATRIX[op.operation.operationId!][1]));
    }
    expect(answers.filter((a) => a.expected === 'refused').length).toBeGreaterThan(0);
    expect(answers).toEqual(answers.map(rightAnswer));
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
    const entries = (
      page.json.data as {
        list: { accountName: string | null; accountDisplayName: string | null; action: string; entity: string; entityTitle: string | null; entityId: string | null; before: unknown; after: unknown }[];
      }
    ).list;
    const actions = new Set(entries.map((e) => e.action));
    for (const action of ['account.create', 'session.sign_in', 'account.password_change', 'account.lock', 'account.update', 'api_token.create', 'api_token.revoke']) expect(actions).toContain(action);
    // The accounts made at the command line name the operating-system user who made them.
    expect(entries.some((e) => e.action === 'account.create' && e.accountName?.startsWith('cli:'))).toBe(true);
    // In words: who by their display name, the account acted on by its display name and sign-in name.
    const signIn = entries.find((e) => e.action === 'session.sign_in' && e.accountName === 'editor1')!;
    expect({ who: signIn.accountDisplayName, what: signIn.entityTitle }).toEqual({ who: 'editor 一号', what: 'editor 一号（editor1）' });
    expect(entries.find((e) => e.action === 'account.create' && e.accountName?.startsWith('cli:'))!.accountDisplayName).toBeNull();
    expect(JSON.stringify(entries)).not.toMatch(/argon2|password_?hash|passwordHash/i);
    const filtered = (await clients.admin.send('GET', '/webapi/admin/audit?action=account.lock')).json.data as { list: { id: number; at: string; action: string }[]; total: number };
    expect(filtered.total).toBeGreaterThan(0);
    expect(new Set(filtered.list.map((e) => e.action))).toEqual(new Set(['account.lock']));
    const csv = await clients.admin.send('GET', '/webapi/admin/audit.csv?action=account.lock');
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(csv.text.startsWith('\uFEFFid,at,account,accountDisplayName,action,entity,entityId,entityTitle,address,before,after\r\n')).toBe(true);
    expect(csv.text.trim().split('\r\n').length).toBe(filtered.total + 1);
    // Times as the screen shows them: Beijing time with its zone; the file named by the Beijing date.
    const first = filtered.list[0];
    const row = csv.text.trim().split('\r\n').find((line) => line.startsWith(`${first.id},`))!;
    const at = row.split(',')[1];
    expect(at).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} \+08:00$/);
    expect(Date.parse(at.replace(' ', 'T').replace(' ', ''))).toBe(Math.floor(Date.parse(first.at) / 1000) * 1000);
    const served = Date.parse(csv.headers.get('date')!);
    expect(csv.headers.get('content-disposition')).toBe(`attachment; filename="audit-${new Date(served + 8 * 3_600_000).toISOString().slice(0, 10)}.csv"`);
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
    const outcomes = sqlSession(
      database.env,
      "UPDATE audit SET action = 'forged'",
      'DELETE FROM audit',
      'TRUNCATE audit',
      "SELECT count(*)::int AS n, count(*) FILTER (WHERE action = 'forged')::int AS forged FROM audit",
    );
    expect(outcomes.slice(0, 3).map((o) => o.outcome)).toEqual(Array(3).fill(expect.stringMatching(/^refused: .*append-only/)));
    const [rows] = outcomes[3].rows as { n: number; forged: number }[];
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
