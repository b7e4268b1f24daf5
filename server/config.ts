/** The server's settings, all from the environment (README → Configuration). */
import path from 'node:path';

export interface Config {
  port: number;
  host: string;
  /** PGlite's data folder (used when no databaseUrl). */
  dataDir: string;
  /** `postgres://…`: use PostgreSQL instead of the embedded database. */
  databaseUrl: string | null;
  /**
   * `DATABASE_OWNER_URL=postgres://…` (with DATABASE_URL): the tables' owner. Migrations run through
   * it, which then grants DATABASE_URL's role what the server needs and no more: on the audit trail
   * only SELECT and INSERT (docs/deployment.md → two roles). Unset: DATABASE_URL's role does both.
   */
  databaseOwnerUrl: string | null;
  /** The production build to serve; null: /webapi only. */
  distDir: string | null;
  /** Site codes to seed with the demo data when missing (first start). */
  seedSites: string[];
  /** How long a process trusts its knowledge of the data version (writes of other instances show after at most this). */
  versionTtlMs: number;
  /** Longest wait for running requests on SIGTERM. */
  drainMs: number;
  logLevel: string;
  /** `ADMIN=off`: no back office on this node (a public-only instance); every /webapi/admin answer is 404. */
  admin: boolean;
  /** Minutes without a request after which a back-office session ends. */
  adminIdleMinutes: number;
  /**
   * Which proxies' X-Forwarded-For / -Proto to believe (Fastify's `trustProxy`): the client address
   * counts failed sign-ins, the scheme decides the `Secure` cookie flag. Default: a proxy on this
   * machine (nginx of docs/nginx.conf).
   */
  trustProxy: string | boolean;
  /**
   * `DEMO_PUBLISH=0`: the demo sites (seedSites) do not publish their new weekly and monthly periods
   * by themselves (server/demo/publishing.ts).
   */
  demoPublish: boolean;
  /** `METRICS_TOKEN`: the bearer token Prometheus sends to /metrics; unset: /metrics is off (404). */
  metricsToken: string | null;
}

export const DEMO_SITE_CODE = 'qingxi-hardware';

export function readConfig(env: Record<string, string | undefined> = process.env, cwd = process.cwd()): Config {
  const port = Number(env.PORT ?? 8000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT 无效 / invalid PORT: ${env.PORT}`);
  const seed = env.SEED === 'off' ? [] : [...new Set([DEMO_SITE_CODE, env.SITE_CODE?.trim()].filter((c): c is string => !!c))];
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    dataDir: path.resolve(cwd, env.DATA_DIR ?? 'data'),
    databaseUrl: env.DATABASE_URL?.trim() || null,
    databaseOwnerUrl: env.DATABASE_OWNER_URL?.trim() || null,
    distDir: env.DIST_DIR === 'off' ? null : path.resolve(cwd, env.DIST_DIR ?? 'dist'),
    seedSites: seed,
    versionTtlMs: Number(env.VERSION_TTL_MS ?? 1000),
    drainMs: Number(env.DRAIN_MS ?? 10_000),
    logLevel: env.LOG_LEVEL ?? 'info',
    admin: env.ADMIN !== 'off',
    adminIdleMinutes: positive(env.ADMIN_IDLE_MINUTES, 30, 'ADMIN_IDLE_MINUTES'),
    demoPublish: !['0', 'off', 'false'].includes(env.DEMO_PUBLISH?.trim().toLowerCase() ?? ''),
    metricsToken: env.METRICS_TOKEN?.trim() || null,
    trustProxy: env.TRUST_PROXY === 'off' ? false : env.TRUST_PROXY === 'all' ? true : (env.TRUST_PROXY ?? 'loopback'),
  };
}

function positive(raw: string | undefined, fallback: number, name: string): number {
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n <= 0) throw new Error(`${name} 须为正整数 / ${name} must be a positive integer: ${raw}`);
  return n;
}
