/**
 * The setup the publishing tests share (tests/server/publish*.test.ts): a server on a fresh seeded
 * database, staff signed in by role, every admin answer checked against docs/openapi.yaml as it
 * arrives (the problems are asserted empty at the end of each file), and the public snapshot.
 */
import { execFile, execFileSync } from 'node:child_process';
import path from 'node:path';
import { dereferenceDocument, operationsOf, type Document } from '../contract/document';
import { ContractValidator } from '../contract/validate';
import { AdminClient, oneTimePasswordIn, users, type Reply } from './admin';
import { freshDatabase, request, ROOT, startServer, type StartOptions, type TestDatabase, type TestServer } from './server';
import type { IndexSnapshot } from '../../../src/types/webapi';
import { nowMs } from '../../../server/clock';

export const PASSWORD = 'Publish-pass-2026';
/** The weekly price family (four levels). */
export const PRICE = 21;
/** A monthly one-series family. */
export const CLIMATE = 22;

export interface PublishingSuite {
  server: TestServer;
  database: TestDatabase;
  /** Signed-in staff by role: `admin`, `editor`, `reviewer` (accounts admin1, editor1, reviewer1). */
  as: Record<string, AdminClient>;
  /** What the contract's check found wrong in the admin answers so far. */
  problems: string[];
  /** A new account of `role`, signed in (its one-time password changed to PASSWORD). */
  account(name: string, role: string): Promise<AdminClient>;
  /** A client of an existing account, signed in again (after a restart or a role change). */
  signIn(name: string): Promise<AdminClient>;
  /** Starts the server again on the same database (after `server.stop()`); staff sign in again. */
  restart(): Promise<void>;
}

export const data = <T>(r: Reply) => r.json.data as T;

/** The public snapshot of `projId` with `query` (`&period=…`, `&asOf=…`). */
export const snapshotOf = async (server: TestServer, projId: number, query = '') =>
  (await request(server.baseURL, `/webapi/index/snapshot?projId=${projId}${query}`)).json as { data: IndexSnapshot; success: boolean };

/** A Beijing calendar day `days` from today (negative: before), as `asOf` takes it. */
export const beijingDate = (days = 0): string => new Date(nowMs() + 8 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);

/**
 * Moves what was published since `since` (an ISO instant) `days` days into the past, straight in the
 * database, the server stopped (./backdate.ts): `asOf` takes whole days.
 */
export function backdate(database: TestDatabase, since: string, days: number, until?: string): void {
  const range = { SINCE: since, DAYS: String(days), ...(until ? { UNTIL: until } : {}) };
  execFileSync(process.execPath, ['--import', 'tsx', path.join(ROOT, 'tests/server/support/backdate.ts')], { cwd: ROOT, env: { ...process.env, ...database.env, ...range } });
}

/**
 * A `beforeStart` hook: what the seed released in the last two days and today (the demo's weekly
 * family comes out on Mondays at 10:00 Beijing, so from then until Thursday) moved three days back, so
 * that three days ago already holds the latest period, at whatever hour and on whatever day the tests
 * run. Only what is public by now moves: a release approved for a later slot keeps its time.
 */
export const releasedBeforeToday = async (database: TestDatabase): Promise<void> =>
  backdate(database, `${beijingDate(-2)}T00:00:00+08:00`, 3, new Date(nowMs()).toISOString());

/** A personal API token of `name` (`npm run users -- token`). */
export const tokenOf = async (server: TestServer, name: string): Promise<string> => (await users(server.database, 'token', name)).split('\n')[0].trim();

/** `node scripts/portal.mjs …args` against `server` with `token`, as an office's script runs it. */
export const cli = (server: TestServer, token: string, ...args: string[]) =>
  new Promise<{ code: number; out: string; err: string }>((resolve) => {
    execFile(process.execPath, [path.join(ROOT, 'scripts', 'portal.mjs'), ...args], { env: { ...process.env, PORTAL_URL: server.baseURL, PORTAL_TOKEN: token }, timeout: 60_000 }, (e, out, err) =>
      resolve({ code: e ? ((e as { code?: number }).code ?? 1) : 0, out, err }),
    );
  });

/** Registers the suite's beforeAll / afterAll; its fields are there once beforeAll has run. */
export function publishingSuite(env: StartOptions['env'] = { VERSION_TTL_MS: '500' }, hooks: { beforeStart?: (database: TestDatabase) => Promise<void> } = {}): PublishingSuite {
  let doc: Document;
  let validator: ContractValidator;
  const suite = { as: {}, problems: [] } as unknown as PublishingSuite;

  class CheckedClient extends AdminClient {
    async send(method: string, url: string, body?: unknown, opts?: Parameters<AdminClient['send']>[3]): Promise<Reply> {
      const r = await super.send(method, url, body, opts);
      const bare = url.split('?')[0];
      const op = operationsOf(doc, 'admin').find((o) => o.method === method.toLowerCase() && new RegExp(`^${o.path.replace(/\{\w+\}/g, '[^/]+')}$`).test(bare));
      if (!op) suite.problems.push(`${method} ${bare}: no operation`);
      else if ((r.headers.get('content-type') ?? '').startsWith('application/json')) {
        const headers: Record<string, string> = {};
        r.headers.forEach((value, name) => (headers[name] = value));
        suite.problems.push(...validator.checkOperation(method, op.path, { status: r.status, headers, json: r.json, passedOn: false }).map((p) => `${method} ${url} ${r.status}: ${p}`));
      }
      return r;
    }
  }

  suite.account = async (name, role) => {
    const client = new CheckedClient(suite.server.baseURL);
    await client.firstSignIn(name, oneTimePasswordIn(await users(suite.server.database, 'add', name, '--role', role)), PASSWORD);
    return client;
  };
  suite.signIn = async (name) => {
    const client = new CheckedClient(suite.server.baseURL);
    await client.signIn(name, PASSWORD);
    return client;
  };
  suite.restart = async () => {
    suite.server = await startServer({ database: suite.database, env });
    for (const role of ['admin', 'editor', 'reviewer']) suite.as[role] = await suite.signIn(`${role}1`);
  };

  beforeAll(async () => {
    doc = await dereferenceDocument();
    validator = new ContractValidator(doc);
    suite.database = await freshDatabase();
    await hooks.beforeStart?.(suite.database);
    suite.server = await startServer({ database: suite.database, env });
    for (const role of ['admin', 'editor', 'reviewer']) suite.as[role] = await suite.account(`${role}1`, role);
  }, 300_000);
  afterAll(async () => {
    await suite.server?.stop();
    await suite.database?.drop();
  });
  return suite;
}
