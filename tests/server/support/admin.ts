/**
 * The back office from outside: `npm run users` as the operator runs it (server/dist/users.mjs,
 * beside a running server or not), and a signed-in browser's requests (its cookies and XSRF echo).
 */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { ROOT, startServer, type TestDatabase, type TestServer } from './server';

const run = promisify(execFile);
export const USERS_BUNDLE = path.join(ROOT, 'server', 'dist', 'users.mjs');

/** `npm run users -- …args` on `database`; its output (throws with stderr when it fails). */
export async function users(database: TestDatabase, ...args: string[]): Promise<string> {
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const key of ['DATA_DIR', 'DATABASE_URL', 'DATABASE_OWNER_URL']) delete env[key];
  Object.assign(env, database.env);
  const { stdout } = await run(process.execPath, [USERS_BUNDLE, ...args], { cwd: ROOT, env, timeout: 120_000 });
  return stdout;
}

/** The one-time password `users add` / `users reset` printed. */
export const oneTimePasswordIn = (output: string): string => /(?:one-time password(?: for \S+)?): (\S+)/.exec(output)![1];

export interface Reply {
  status: number;
  headers: Headers;
  json: { success: boolean; data: unknown; errorCode?: string; errorMessage?: string };
  text: string;
  /** The body as sent (a download). */
  bytes: Uint8Array;
}

/** A browser of the back office: keeps its cookies, echoes the XSRF token on writes. */
export class AdminClient {
  cookies = new Map<string, string>();
  xsrf: string | null = null;
  constructor(readonly baseURL: string) {}

  async send(method: string, url: string, body?: unknown, opts: { xsrf?: string | null; headers?: Record<string, string> } = {}): Promise<Reply> {
    const headers: Record<string, string> = { ...(opts.headers ?? {}) };
    if (this.cookies.size) headers.Cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const xsrf = opts.xsrf === undefined ? this.xsrf : opts.xsrf;
    if (xsrf && method !== 'GET') headers['X-XSRF-TOKEN'] = xsrf;
    // A Buffer is sent as it is (an upload), anything else as JSON.
    const raw = Buffer.isBuffer(body);
    if (body !== undefined) headers['Content-Type'] ??= raw ? 'application/octet-stream' : 'application/json';
    const payload = body === undefined ? undefined : raw ? new Uint8Array(body) : JSON.stringify(body);
    const res = await fetch(this.baseURL + url, { method, headers, body: payload, signal: AbortSignal.timeout(60_000) });
    for (const cookie of res.headers.getSetCookie()) {
      const [pair, ...attrs] = cookie.split(';');
      const [name, value] = [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)];
      const expired = attrs.some((a) => /^\s*expires=Thu, 01 Jan 1970/i.test(a) || /^\s*max-age=0\b/i.test(a));
      if (expired || !value) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    // Kept as sent, a byte-order mark included (res.text() would drop it).
    const bytes = new Uint8Array(await res.arrayBuffer());
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
    let json: Reply['json'] = { success: false, data: null };
    try {
      json = JSON.parse(text) as Reply['json'];
    } catch {
      // not JSON (the CSV export)
    }
    return { status: res.status, headers: res.headers, json, text, bytes };
  }

  async signIn(name: string, password: string): Promise<Reply> {
    const r = await this.send('POST', '/webapi/admin/session', { name, password });
    if (r.status === 200) this.xsrf = (r.json.data as { xsrfToken: string }).xsrfToken;
    return r;
  }

  /** Signs in with a one-time password and changes it to `password`. */
  async firstSignIn(name: string, oneTime: string, password: string): Promise<void> {
    const r = await this.signIn(name, oneTime);
    if (r.status !== 200) throw new Error(`sign-in of ${name} failed: ${r.status} ${r.text}`);
    const c = await this.send('POST', '/webapi/admin/password', { currentPassword: oneTime, newPassword: password });
    if (c.status !== 200) throw new Error(`password change of ${name} failed: ${c.status} ${c.text}`);
  }
}

/** A small valid PDF of `pages` empty pages (its bytes are what the server checks). */
export function tinyPdf(pages = 1, note = ''): Buffer {
  const kids = Array.from({ length: pages }, (_, i) => `${i + 3} 0 R`).join(' ');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Kids [${kids}] /Count ${pages} >>`,
    ...Array.from({ length: pages }, () => '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >>'),
  ];
  let body = `%PDF-1.4\n% ${note}\n`;
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** Settings of a site set up in a test: `name` and nothing the demo has. */
export const siteSettings = (name: string, more: Record<string, unknown> = {}) => ({
  name,
  shortName: name.slice(0, 30),
  publisher: `${name}办公室`,
  compiler: `${name}编制组`,
  description: '',
  contact: { phone: '', email: '', address: '' },
  icp: '',
  police: '',
  sections: ['home', 'data', 'comment', 'report', 'info', 'about', 'introduce'],
  ...more,
});

/** Sets up another (empty) site on `server` through the back office, as an admin made for it. */
export async function addSite(server: { baseURL: string; database: TestDatabase }, code: string): Promise<void> {
  const name = `setup-${code}`;
  const oneTime = oneTimePasswordIn(await users(server.database, 'add', name, '--role', 'admin'));
  const admin = new AdminClient(server.baseURL);
  await admin.firstSignIn(name, oneTime, 'Set-up-a-site-2026');
  const r = await admin.send('POST', '/webapi/admin/site', { code, settings: siteSettings(`站点 ${code}`) });
  if (r.status !== 200) throw new Error(`createSite ${code}: ${r.status} ${r.text}`);
}

/** A staff account made with `npm run users`, signed in for the first time with `password`, on a client of the caller's kind (one that checks answers against the contract, say). */
export async function staffOn<C extends AdminClient = AdminClient>(
  server: { baseURL: string; database: TestDatabase },
  name: string,
  role: string,
  password: string,
  Client: new (baseURL: string) => C = AdminClient as new (baseURL: string) => C,
): Promise<C> {
  const client = new Client(server.baseURL);
  await client.firstSignIn(name, oneTimePasswordIn(await users(server.database, 'add', name, '--role', role)), password);
  return client;
}

/**
 * An office of its own, as a new one starts: a server on an empty database (SEED=off; `database` when
 * the test reads or writes it itself, else one of the server's own), its admin (`boss`), and its site
 * `code` named `name` set up through the back office.
 */
export async function openOffice<C extends AdminClient = AdminClient>(opts: {
  code: string;
  name: string;
  password: string;
  Client?: new (baseURL: string) => C;
  database?: TestDatabase;
  /** More environment for the server (e.g. a short VERSION_TTL_MS). */
  env?: Record<string, string>;
  /** The admin's account name (default boss). */
  adminName?: string;
}): Promise<{ server: TestServer; admin: C }> {
  const server = await startServer({ ...(opts.database ? { database: opts.database } : { seeded: false }), env: { ...opts.env, SEED: 'off' }, until: 'listening' });
  const admin = await staffOn(server, opts.adminName ?? 'boss', 'admin', opts.password, opts.Client);
  const site = await admin.send('POST', '/webapi/admin/site', { code: opts.code, settings: siteSettings(opts.name) });
  if (site.status !== 200) throw new Error(`createSite ${opts.code}: ${site.status} ${site.text}`);
  return { server, admin };
}
