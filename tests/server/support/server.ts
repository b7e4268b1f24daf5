/**
 * The real server for the server tests: `node server/dist/main.mjs` (built by `npm run build:server`)
 * as a child process, /webapi only (`DIST_DIR=off`), on a port of its own and a fresh database: a new
 * PGlite folder in the system's temporary folder, or a new PostgreSQL database on the server of
 * `TEST_DATABASE_URL` when the pass is PostgreSQL's (`TEST_BACKEND=postgres`, scripts/test-server.mjs).
 *
 * A fresh database starts as a copy of the seeded template that globalSetup.ts makes once per run (the
 * demo seed takes 15–25 s), unless a test asks for an empty one (`seeded: false`, the server seeds it).
 * Every server and database a test file makes is stopped and removed after it (afterAll below).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { nowMs } from '../../../server/clock';

export const ROOT = path.resolve(__dirname, '../../..');
export const SERVER_BUNDLE = path.join(ROOT, 'server', 'dist', 'main.mjs');

export type Backend = 'pglite' | 'postgres';

/**
 * When the run's seeded template was made (globalSetup.ts): a fresh database holds the generator's
 * dataset of that instant, not of now — an article or a period that came due since is not in it (a
 * report dated 10:00 Beijing, seeded at 09:28 and asked for at 09:50, answered 404).
 */
export const seededAt = (): Date => new Date(Number(process.env.TEST_SEEDED_AT) || nowMs());

/** The backend of this pass: PostgreSQL when TEST_BACKEND=postgres (needs TEST_DATABASE_URL), else PGlite. */
export const BACKEND: Backend = process.env.TEST_BACKEND === 'postgres' ? 'postgres' : 'pglite';

function adminUrl(): string {
  const url = process.env.TEST_DATABASE_URL?.trim();
  if (!url) throw new Error('TEST_BACKEND=postgres needs TEST_DATABASE_URL (postgres://user@host:port/postgres)');
  return url;
}

/** The URL of database `name` on the server of `url`. */
export function databaseUrl(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

/** Runs SQL statements on the server of TEST_DATABASE_URL (its own database, one connection). */
export async function adminSql(...statements: string[]): Promise<void> {
  const client = new Client({ connectionString: adminUrl(), connectionTimeoutMillis: 10_000 });
  await client.connect();
  try {
    for (const s of statements) await client.query(s);
  } finally {
    await client.end();
  }
}

export interface TestDatabase {
  /** DATA_DIR or DATABASE_URL for the server. */
  env: Record<string, string>;
  /** The folder or the database name, for messages. */
  where: string;
  drop(): Promise<void>;
}

let counter = 0;
const uniqueName = (): string => `iip_test_${process.pid}_${Date.now().toString(36)}_${(counter += 1)}`;

const dropped = new Set<TestDatabase>();
const databases = new Set<TestDatabase>();

/**
 * A new database of this pass's backend: a copy of the seeded template (when globalSetup made one) or,
 * with `seeded: false` or without a template, empty (the server seeds it on its first start).
 */
export async function freshDatabase(opts: { seeded?: boolean; backend?: Backend } = {}): Promise<TestDatabase> {
  const seeded = opts.seeded ?? true;
  const backend = opts.backend ?? BACKEND;
  let db: TestDatabase;
  if (backend === 'postgres') {
    const name = uniqueName();
    const template = seeded ? process.env.TEST_TEMPLATE_DATABASE : undefined;
    await adminSql(`CREATE DATABASE "${name}"${template ? ` TEMPLATE "${template}"` : ''}`);
    db = {
      env: { DATABASE_URL: databaseUrl(adminUrl(), name) },
      where: `database ${name}`,
      drop: () => adminSql(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`),
    };
  } else {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'iip-test-'));
    const template = seeded ? process.env.TEST_TEMPLATE_DATA_DIR : undefined;
    if (template) fs.cpSync(template, dir, { recursive: true, filter: (src) => path.basename(src) !== 'server.lock' });
    db = {
      env: { DATA_DIR: dir },
      where: dir,
      drop: async () => fs.rmSync(dir, { recursive: true, force: true }),
    };
  }
  const drop = db.drop;
  db.drop = async () => {
    if (dropped.has(db)) return;
    dropped.add(db);
    databases.delete(db);
    await drop();
  };
  databases.add(db);
  return db;
}

export interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

export interface TestServer {
  baseURL: string;
  port: number;
  pid: number;
  database: TestDatabase;
  /** Everything the process wrote so far (stdout and stderr, in order). */
  log(): string;
  /** Settles when the process ends. */
  exited: Promise<Exit>;
  /** SIGTERM, then waits for the exit (SIGKILL after `timeoutMs`); answers the exit. */
  stop(timeoutMs?: number): Promise<Exit>;
  /** SIGKILL (`kill -9`), then waits for the exit. */
  kill(): Promise<Exit>;
}

export interface StartOptions {
  /** The database to use (kept after the server stops); default a fresh one, dropped with the server. */
  database?: TestDatabase;
  /** With no `database`: a copy of the seeded template (default) or an empty one. */
  seeded?: boolean;
  /** More environment (e.g. `{ DRAIN_MS: '30000' }`). */
  env?: Record<string, string>;
  /**
   * `ready` (default): until `/webapi/site` answers 200; `listening`: until the port is known;
   * a RegExp: until the log matches it (the port may then be unknown, 0); `spawned`: no wait.
   */
  until?: 'ready' | 'listening' | 'spawned' | RegExp;
  /** Longest wait, default 240 s (a first start seeds for 15–25 s, more on a busy machine). */
  timeoutMs?: number;
}

const children = new Set<ChildProcess>();
/** The running servers, by process id. */
const servers = new Map<number, TestServer>();

/** Environment of the tests' own shell the server must not see (it would pick another database or site). */
const STRIPPED = ['PORT', 'HOST', 'DATA_DIR', 'DATABASE_URL', 'DATABASE_OWNER_URL', 'DIST_DIR', 'SEED', 'SITE_CODE', 'VERSION_TTL_MS', 'DRAIN_MS', 'LOG_LEVEL', 'NODE_OPTIONS', 'DEMO_PUBLISH', 'METRICS_TOKEN'];

const LISTENING = /Server listening at http:\/\/127\.0\.0\.1:(\d+)/;

export const sleep = (ms: number): Promise<void> =>
  new Promise((resolve) => {
    setTimeout(resolve, ms);
  });

/** Starts `node server/dist/main.mjs` and waits as `opts.until` says. */
export async function startServer(opts: StartOptions = {}): Promise<TestServer> {
  if (!fs.existsSync(SERVER_BUNDLE)) throw new Error(`${path.relative(ROOT, SERVER_BUNDLE)} is missing: run npm run build:server (npm run test:server does)`);
  const owned = !opts.database;
  const database = opts.database ?? (await freshDatabase({ seeded: opts.seeded }));
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const key of STRIPPED) delete env[key];
  // The demo's own publishing stays off unless a test asks for it (tests/server/demo-job.test.ts): the
  // other tests publish the period due themselves.
  Object.assign(env, { PORT: '0', HOST: '127.0.0.1', DIST_DIR: 'off', LOG_LEVEL: 'info', DEMO_PUBLISH: '0' }, database.env, opts.env ?? {});

  const child = spawn(process.execPath, [SERVER_BUNDLE], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  children.add(child);
  let output = '';
  let port = 0;
  const onData = (chunk: Buffer) => {
    output += chunk.toString('utf8');
    if (!port) port = Number(LISTENING.exec(output)?.[1] ?? 0);
  };
  child.stdout!.on('data', onData);
  child.stderr!.on('data', onData);
  const exited = new Promise<Exit>((resolve) => {
    child.once('exit', (code, signal) => {
      children.delete(child);
      resolve({ code, signal });
    });
  });
  let ended: Exit | null = null;
  void exited.then((e) => (ended = e));

  const waitExit = async (timeoutMs: number): Promise<Exit> => {
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    try {
      return await exited;
    } finally {
      clearTimeout(timer);
    }
  };
  const finish = async (e: Exit): Promise<Exit> => {
    servers.delete(child.pid!);
    if (owned) await database.drop();
    return e;
  };

  const server: TestServer = {
    get baseURL() {
      return `http://127.0.0.1:${port}`;
    },
    get port() {
      return port;
    },
    pid: child.pid!,
    database,
    log: () => output,
    exited,
    async stop(timeoutMs = 60_000) {
      if (!ended) child.kill('SIGTERM');
      return finish(await waitExit(timeoutMs));
    },
    async kill() {
      if (!ended) child.kill('SIGKILL');
      return finish(await waitExit(10_000));
    },
  };
  servers.set(child.pid!, server);

  const until = opts.until ?? 'ready';
  if (until === 'spawned') return server;
  const deadline = Date.now() + (opts.timeoutMs ?? 240_000);
  const fail = async (why: string): Promise<never> => {
    await server.kill();
    throw new Error(`server (${database.where}) ${why}\n--- its log ---\n${output.slice(-4000)}`);
  };
  for (;;) {
    if (ended) return fail(`exited (${JSON.stringify(ended)}) before it was ${until}`);
    if (Date.now() > deadline) return fail(`was not ${until} after ${opts.timeoutMs ?? 240_000} ms`);
    if (until instanceof RegExp) {
      if (until.test(output)) return server;
    } else if (port) {
      if (until === 'listening') return server;
      try {
        const res = await fetch(`${server.baseURL}/webapi/site`, { signal: AbortSignal.timeout(10_000) });
        await res.arrayBuffer();
        if (res.status === 200) return server;
      } catch {
        // not yet
      }
    }
    await sleep(100);
  }
}

/** Stops every server (SIGKILL when SIGTERM does not end it) and drops every database this file made. */
export async function cleanup(): Promise<void> {
  await Promise.all([...servers.values()].map((s) => s.stop(15_000).catch(() => undefined)));
  await Promise.all([...databases].map((d) => d.drop().catch(() => undefined)));
}

// Nothing outlives the test file, even when a test fails half-way (globalSetup.ts imports this too:
// there is no afterAll there).
if (typeof afterAll === 'function') afterAll(cleanup, 120_000);
process.once('exit', () => {
  for (const child of children) child.kill('SIGKILL');
});

// ------------------------------------------------------------------ what a client sends and sees

export interface Answer {
  status: number;
  /** Lower-case names. */
  headers: Record<string, string>;
  /** The body as JSON when the answer is application/json (undefined when it is not JSON). */
  json?: unknown;
  /** The body as text (documents) or bytes (files); undefined for a JSON answer. */
  body?: string | Uint8Array;
  /** Never true for the real server: it answers everything under /webapi itself (kept for validate.ts). */
  passedOn: boolean;
}

/** Media types read as text (the document's `type: string` bodies); anything else (PDF) is bytes. */
const TEXT = /^(text\/|application\/(rss\+xml|xml)|image\/svg\+xml)/;

/** `method url` on `baseURL`, the whole answer read. */
export async function request(baseURL: string, url: string, init: { method?: string; headers?: Record<string, string>; timeoutMs?: number } = {}): Promise<Answer> {
  const res = await fetch(baseURL + url, { method: init.method ?? 'GET', headers: init.headers, signal: AbortSignal.timeout(init.timeoutMs ?? 30_000), redirect: 'manual' });
  const headers: Record<string, string> = {};
  res.headers.forEach((value, name) => (headers[name] = value));
  const bytes = new Uint8Array(await res.arrayBuffer());
  const type = (headers['content-type'] ?? '').split(';')[0].trim().toLowerCase();
  const answer: Answer = { status: res.status, headers, passedOn: false };
  if (type === 'application/json') {
    const text = new TextDecoder().decode(bytes);
    try {
      answer.json = text ? JSON.parse(text) : undefined;
    } catch {
      answer.body = text;
    }
  } else if (bytes.length) {
    answer.body = TEXT.test(type) ? new TextDecoder().decode(bytes) : bytes;
  }
  return answer;
}

/** The error envelope of the contract, or a description of what is wrong with `json`. */
export function envelopeProblems(json: unknown): string[] {
  if (!json || typeof json !== 'object') return [`not an envelope: ${JSON.stringify(json)?.slice(0, 200)}`];
  const e = json as Record<string, unknown>;
  const problems: string[] = [];
  if (e.success !== false) problems.push('success is not false');
  if (e.data !== null) problems.push('data is not null');
  if (typeof e.errorCode !== 'string' || !e.errorCode) problems.push('no errorCode');
  if (typeof e.errorMessage !== 'string' || !e.errorMessage) problems.push('no errorMessage');
  if (e.showType !== 2) problems.push('showType is not 2');
  return problems;
}

/** Lines of the log that talk about seeding. */
export const seedingLines = (log: string): string[] => log.split('\n').filter((line) => /seed/i.test(line));
