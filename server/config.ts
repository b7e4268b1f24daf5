/** The server's settings, all from the environment (README → Configuration). */
import path from 'node:path';

export interface Config {
  port: number;
  host: string;
  /** PGlite's data folder (used when no databaseUrl). */
  dataDir: string;
  /** `postgres://…`: use PostgreSQL instead of the embedded database. */
  databaseUrl: string | null;
  /** The production build to serve; null: /webapi only. */
  distDir: string | null;
  /** Site codes to seed with the demo data when missing (first start). */
  seedSites: string[];
  /** How long a process trusts its knowledge of the data version (writes of other instances show after at most this). */
  versionTtlMs: number;
  /** Longest wait for running requests on SIGTERM. */
  drainMs: number;
  logLevel: string;
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
    distDir: env.DIST_DIR === 'off' ? null : path.resolve(cwd, env.DIST_DIR ?? 'dist'),
    seedSites: seed,
    versionTtlMs: Number(env.VERSION_TTL_MS ?? 1000),
    drainMs: Number(env.DRAIN_MS ?? 10_000),
    logLevel: env.LOG_LEVEL ?? 'info',
  };
}
