/**
 * The audit trail as a hash chain (issue 42): every row takes the next place and hashes its content
 * with the previous row's hash, so a row changed, removed or moved by hand — even by the database's
 * owner with the table's triggers off — is named by `npm run audit -- verify` and by the back office
 * (GET /webapi/admin/audit/verify); a chain cut short at its newest end is caught against a head
 * noted before. On PostgreSQL the server runs as a role that may only read and append to the trail
 * (DATABASE_OWNER_URL migrates), and that role cannot change it at all.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type { AuditVerdict } from '../../src/types/admin';
import { AdminClient, oneTimePasswordIn, users, USERS_BUNDLE } from './support/admin';
import { adminSql, BACKEND, databaseUrl, freshDatabase, ROOT, startServer, type TestDatabase, type TestServer } from './support/server';
import { sqlSession } from './support/sqlSession';

const run = promisify(execFile);
const PASSWORD = 'Ledger-guard-2026';

/** `npm run audit -- verify …` on `database`: its exit code and what it printed. */
async function auditVerify(database: TestDatabase, ...args: string[]): Promise<{ code: number; out: string }> {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: '', DATABASE_URL: '', DATABASE_OWNER_URL: '', ...database.env };
  try {
    const { stdout, stderr } = await run(process.execPath, [USERS_BUNDLE, 'audit', 'verify', ...args], { cwd: ROOT, env, timeout: 120_000 });
    return { code: 0, out: stdout + stderr };
  } catch (e) {
    const err = e as { code?: number; stdout?: string; stderr?: string };
    return { code: typeof err.code === 'number' ? err.code : -1, out: `${err.stdout ?? ''}${err.stderr ?? ''}` };
  }
}

let database: TestDatabase;
let server: TestServer | undefined;
let admin: AdminClient;

async function serve(): Promise<void> {
  server = await startServer({ database });
  admin = new AdminClient(server.baseURL);
  const r = await admin.signIn('keeper', PASSWORD);
  if (r.status !== 200) throw new Error(`sign-in failed: ${r.status} ${r.text}`);
}

async function stop(): Promise<void> {
  await server?.stop();
  server = undefined;
}

const verdict = async (query = ''): Promise<AuditVerdict> => {
  const r = await admin.send('GET', `/webapi/admin/audit/verify${query}`);
  if (r.status !== 200) throw new Error(`verify answered ${r.status} ${r.text}`);
  return r.json.data as AuditVerdict;
};

beforeAll(async () => {
  database = await freshDatabase();
  server = await startServer({ database });
  const oneTime = oneTimePasswordIn(await users(database, 'add', 'keeper', '--role', 'admin', '--display', '审计管理员'));
  admin = new AdminClient(server.baseURL);
  await admin.firstSignIn('keeper', oneTime, PASSWORD);
}, 300_000);
afterAll(async () => {
  await stop();
  await database?.drop();
});

describe(`the audit trail's hash chain (${BACKEND})`, () => {
  let head: NonNullable<AuditVerdict['head']>;

  it('writes at the same time each take their own place, and the chain is whole in the back office and at the command line', async () => {
    const created = await Promise.all(Array.from({ length: 12 }, (_, i) => admin.send('POST', '/webapi/admin/tokens', { name: `并发令牌 ${i + 1}` })));
    expect(created.map((r) => r.status)).toEqual(Array(12).fill(200));

    const v = await verdict();
    expect({ intact: v.intact, broken: v.broken }).toEqual({ intact: true, broken: null });
    // Every row of the trail is in the chain, in places 1…n.
    const total = ((await admin.send('GET', '/webapi/admin/audit?pageSize=1')).json.data as { total: number }).total;
    expect(total).toBeGreaterThanOrEqual(14);
    expect({ rows: v.rows, head: v.head?.seq }).toEqual({ rows: total, head: total });
    head = v.head!;

    // The command line, beside the running server (through its control socket on PGlite).
    const cli = await auditVerify(database);
    expect(cli.code).toBe(0);
    expect(cli.out).toContain(`${total} 条`);
    expect(cli.out).toContain(`${head.seq}:${head.hash}`);

    // A head noted before: the same one holds, another hash at that place is a rewrite.
    expect((await verdict(`?expect=${head.seq}:${head.hash}`)).intact).toBe(true);
    const other = await verdict(`?expect=${head.seq}:${'0'.repeat(64)}`);
    expect({ intact: other.intact, problem: other.broken?.problem, seq: other.broken?.seq }).toEqual({ intact: false, problem: 'rewritten', seq: head.seq });
    const bad = await admin.send('GET', '/webapi/admin/audit/verify?expect=latest');
    expect({ status: bad.status, code: bad.json.errorCode }).toEqual({ status: 400, code: 'BAD_REQUEST' });
  });

  it('the newest rows removed by hand leave a chain that adds up by itself, but not to the head noted before', async () => {
    await stop();
    const [, removed] = sqlSession(database.env, 'SET session_replication_role = replica', `DELETE FROM audit WHERE seq = ${head.seq} RETURNING seq`);
    expect(removed).toMatchObject({ outcome: 'done', rows: [{ seq: expect.anything() }] });
    // Honest about what a chain alone can prove: the shorter chain is whole…
    expect((await auditVerify(database)).code).toBe(0);
    // …and the head noted elsewhere catches it.
    const noted = await auditVerify(database, '--expect', `${head.seq}:${head.hash}`);
    expect(noted.code).toBe(1);
    expect(noted.out).toContain(`row ${head.seq} is gone: the newest rows were removed`);
  });

  it('a row changed by hand in SQL, the triggers turned off, is named; put back as it was, the chain is whole again', async () => {
    const seq = 5;
    const [, before, changed] = sqlSession(database.env, 'ALTER TABLE audit DISABLE TRIGGER audit_no_update_delete', `SELECT action FROM audit WHERE seq = ${seq}`, `UPDATE audit SET action = 'forged' WHERE seq = ${seq} RETURNING seq`);
    const action = String(before.rows[0]?.action);
    expect(action).toMatch(/^[a-z_]+\.[a-z_]+$/);
    expect(changed).toMatchObject({ outcome: 'done', rows: [{ seq: expect.anything() }] });
    const found = await auditVerify(database);
    expect(found.code).toBe(1);
    expect(found.out).toContain(`第 ${seq} 条`);
    expect(found.out).toContain(`row ${seq} (id `);
    expect(found.out).toContain('was changed: its content no longer matches its hash');
    expect(found.out).toContain(`the ${seq - 1} rows before it are whole`);

    sqlSession(database.env, `UPDATE audit SET action = '${action}' WHERE seq = ${seq}`, 'ALTER TABLE audit ENABLE TRIGGER audit_no_update_delete');
    expect((await auditVerify(database)).code).toBe(0);
  });

  it('a row removed from the middle is named by the row after it, at the command line and in the back office', async () => {
    const seq = 7;
    const [, removed] = sqlSession(database.env, 'SET session_replication_role = replica', `DELETE FROM audit WHERE seq = ${seq} RETURNING seq`);
    expect(removed.outcome).toBe('done');
    const found = await auditVerify(database);
    expect(found.code).toBe(1);
    expect(found.out).toContain(`row ${seq + 1} (id `);
    expect(found.out).toContain('follows rows that were removed');

    await serve();
    const v = await verdict();
    expect({ intact: v.intact, rows: v.rows, seq: v.broken?.seq, problem: v.broken?.problem }).toEqual({ intact: false, rows: seq - 1, seq: seq + 1, problem: 'missing' });
    // New writes go on being chained after the gap; the gap stays named.
    expect((await admin.send('POST', '/webapi/admin/tokens', { name: '之后' })).status).toBe(200);
    expect((await verdict()).broken?.seq).toBe(seq + 1);
  });
});

(BACKEND === 'postgres' ? describe : describe.skip)('the server as a role that may only read and append to the audit trail (postgres)', () => {
  let owned: TestDatabase;
  let role: string;
  let roleEnv: Record<string, string>;
  let node: TestServer;

  beforeAll(async () => {
    owned = await freshDatabase();
    role = `iip_app_${process.pid}_${Date.now().toString(36)}`;
    await adminSql(`CREATE ROLE "${role}" LOGIN`);
    const ownerUrl = owned.env.DATABASE_URL;
    const u = new URL(ownerUrl);
    u.username = role;
    u.password = '';
    roleEnv = { DATABASE_URL: databaseUrl(u.toString(), u.pathname.slice(1)) };
    node = await startServer({ database: owned, env: { ...roleEnv, DATABASE_OWNER_URL: ownerUrl } });
  }, 300_000);
  afterAll(async () => {
    await node?.stop();
    await owned?.drop();
    if (role) await adminSql(`DROP ROLE IF EXISTS "${role}"`);
  });

  it('the server works as that role: it signs people in and writes the trail', async () => {
    const [{ rows }] = sqlSession(roleEnv, 'SELECT current_user AS me, (SELECT rolsuper FROM pg_roles WHERE rolname = current_user) AS super');
    expect(rows).toEqual([{ me: role, super: false }]);
    // The command line with the server's settings: both roles.
    const oneTime = oneTimePasswordIn(await users({ ...owned, env: { ...roleEnv, DATABASE_OWNER_URL: owned.env.DATABASE_URL } }, 'add', 'roled', '--role', 'admin'));
    const c = new AdminClient(node.baseURL);
    await c.firstSignIn('roled', oneTime, PASSWORD);
    expect((await c.send('POST', '/webapi/admin/tokens', { name: '角色' })).status).toBe(200);
    const v = (await c.send('GET', '/webapi/admin/audit/verify')).json.data as AuditVerdict;
    expect({ intact: v.intact, rows: v.rows > 3 }).toEqual({ intact: true, rows: true });
  });

  it('that role can neither change, remove nor truncate a row, nor turn the table’s triggers off or leave them out', () => {
    const outcomes = sqlSession(
      roleEnv,
      "UPDATE audit SET action = 'forged'",
      'DELETE FROM audit',
      'TRUNCATE audit',
      'ALTER TABLE audit DISABLE TRIGGER ALL',
      'DROP TRIGGER audit_chain ON audit',
      'SET session_replication_role = replica',
      "CREATE OR REPLACE FUNCTION audit_hash(r audit) RETURNS text LANGUAGE sql AS $$ SELECT ''::text $$",
      'DROP TABLE audit',
      "SELECT count(*)::int AS n, count(*) FILTER (WHERE action = 'forged')::int AS forged FROM audit",
    );
    const refused = outcomes.slice(0, -1);
    expect(refused.map((o) => ({ statement: o.statement, refused: o.outcome.startsWith('refused: ') }))).toEqual(refused.map((o) => ({ statement: o.statement, refused: true })));
    // UPDATE and DELETE meet the missing privilege, not only the trigger.
    expect(outcomes[0].outcome).toMatch(/permission denied/);
    expect(outcomes[1].outcome).toMatch(/permission denied/);
    const [count] = outcomes[outcomes.length - 1].rows as { n: number; forged: number }[];
    expect(count.n).toBeGreaterThan(3);
    expect(count.forged).toBe(0);
  });
});
