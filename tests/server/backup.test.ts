/**
 * Backups as commands (issue 46): `npm run backup` of a running demo site (embedded: through the
 * server's control socket; PostgreSQL: directly), `npm run restore -- FILE --verify` (a scratch
 * restore compared table by table), and `npm run restore` into a fresh empty folder and into an empty
 * PostgreSQL database: a server on the restored copy answers byte for byte as the original. The
 * PGlite pass moves a site to PostgreSQL, the PostgreSQL pass to PGlite. A damaged or cut-off file,
 * or a target that is not empty, is refused and writes nothing.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { users } from './support/admin';
import { BACKEND, ROOT, freshDatabase, request, startServer, type Backend, type TestDatabase, type TestServer } from './support/server';

const BUNDLE = path.join(ROOT, 'server', 'dist', 'backup.mjs');
const OTHER: Backend | null = BACKEND === 'postgres' ? 'pglite' : process.env.TEST_DATABASE_URL ? 'postgres' : null;

/** The answers compared (not the feeds: their links carry the asking origin, another port here): the site, families, every family's whole series, lists, the showcase. */
const URLS = [
  '/webapi/site',
  '/webapi/constants',
  '/webapi/index/families',
  '/webapi/datashow',
  '/webapi/articles?categoryId=213&pageSize=20',
  '/webapi/companies?pageSize=50',
  '/webapi/brands/ranking',
  '/webapi/materials',
  '/webapi/trade',
];

let dir: string;
let source: TestServer;
let file: string;
const originals = new Map<string, string>();

function run(database: TestDatabase, ...args: string[]): Promise<{ code: number; out: string; err: string }> {
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const key of ['DATA_DIR', 'DATABASE_URL', 'DATABASE_OWNER_URL']) delete env[key];
  return new Promise((resolve) => {
    execFile(process.execPath, [BUNDLE, ...args], { cwd: ROOT, env: { ...env, ...database.env }, timeout: 300_000, maxBuffer: 16 * 1024 * 1024 }, (e, out, err) =>
      resolve({ code: e ? ((e as { code?: number }).code ?? 1) : 0, out, err }),
    );
  });
}

async function answers(baseURL: string): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  const families = (await request(baseURL, '/webapi/index/families')).json as { data: { projId: number }[] };
  const series = families.data.map((f) => `/webapi/index/series?projId=${f.projId}`);
  for (const url of [...URLS, ...series]) {
    const r = await request(baseURL, url);
    out.set(url, `${r.status} ${r.json === undefined ? String(r.body) : JSON.stringify(r.json)}`);
  }
  return out;
}

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'iip-backup-'));
  file = path.join(dir, 'site.backup.gz');
  source = await startServer();
  // Accounts and their audit trail (a hash chain the restore must rebuild as it was).
  for (const name of ['backup-boss', 'backup-writer']) await users(source.database, 'add', name, '--role', 'admin');
  for (const [url, body] of await answers(source.baseURL)) originals.set(url, body);
}, 300_000);

afterAll(async () => {
  await source?.stop();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('npm run backup / restore', () => {
  it('backs up the running site, and the file verifies table by table', async () => {
    const made = await run(source.database, 'backup', '--out', file, '--verify');
    expect({ code: made.code, err: made.err }).toEqual({ code: 0, err: '' });
    expect(made.out).toMatch(/^备份完成（backup written）: /m);
    expect(made.out).toMatch(/^校验通过/m);
    expect(made.out).toMatch(/✓ audit: [2-9]\d* 行/);
    expect(made.out).toMatch(/✓ account: [2-9]\d* 行/);
    expect(fs.existsSync(`${file}.partial`)).toBe(false);
    // The server went on answering meanwhile.
    expect((await request(source.baseURL, '/webapi/site')).status).toBe(200);
  });

  it.each([BACKEND, ...(OTHER ? [OTHER] : [])] as Backend[])('restores into an empty %s database, whose server answers byte for byte as the original', async (backend) => {
    const target = await freshDatabase({ seeded: false, backend });
    let copy: TestServer | undefined;
    try {
      // The migrations first (a server that seeds nothing), as an operator's empty database would be.
      const restored = await run(target, 'restore', file);
      expect({ code: restored.code, err: restored.err }).toEqual({ code: 0, err: '' });
      copy = await startServer({ database: target, env: { SEED: 'off' } });
      const got = await answers(copy.baseURL);
      for (const [url, body] of originals) expect({ url, body: got.get(url) }).toEqual({ url, body });
      // Ids go on after the restored ones: a new sign-in failure, audit row… gets a fresh id (no duplicate key).
      const signIn = await fetch(`${copy.baseURL}/webapi/admin/session`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ name: 'nobody', password: 'wrong-password-1' }) });
      expect(signIn.status).toBe(401);
      // A second restore into the now non-empty database is refused.
      await copy.stop();
      copy = undefined;
      const again = await run(target, 'restore', file);
      expect({ code: again.code, err: again.err }).toMatchObject({ code: 1, err: expect.stringContaining('目标数据库不是空的') });
    } finally {
      await copy?.stop();
      await target.drop();
    }
  });

  it('refuses a cut-off or foreign file, and writes nothing', async () => {
    const whole = zlib.gunzipSync(fs.readFileSync(file)).toString('utf8');
    const cut = path.join(dir, 'cut.gz');
    fs.writeFileSync(cut, zlib.gzipSync(whole.slice(0, Math.floor(whole.length / 2)).replace(/\n[^\n]*$/, '\n')));
    const foreign = path.join(dir, 'foreign.gz');
    fs.writeFileSync(foreign, zlib.gzipSync('{"hello":"world"}\n'));
    const target = await freshDatabase({ seeded: false, backend: 'pglite' });
    try {
      expect(await run(target, 'restore', cut)).toMatchObject({ code: 1, err: expect.stringContaining('备份文件不完整') });
      expect(await run(target, 'restore', foreign)).toMatchObject({ code: 1, err: expect.stringContaining('不是门户的备份文件') });
      expect(await run(target, 'restore', cut, '--verify')).toMatchObject({ code: 1 });
      // Nothing half-landed: the whole file still goes in.
      expect(await run(target, 'restore', file)).toMatchObject({ code: 0 });
    } finally {
      await target.drop();
    }
  });
});
