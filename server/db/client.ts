/**
 * The database: PGlite (PostgreSQL in WebAssembly) in DATA_DIR when no DATABASE_URL is set, else a
 * PostgreSQL pool. Both run the same Drizzle queries and the same SQL migrations.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { Pool } from 'pg';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Where the data lives, for the log (never the password). */
  where: string;
  close(): Promise<void>;
}

/** The SQL migrations, beside this file in the source tree and copied beside the bundle in server/dist. */
export function migrationsFolder(): string {
  const here = typeof __dirname === 'string' ? __dirname : path.dirname(fileURLToPath(import.meta.url));
  return path.join(here, 'migrations');
}

/** `postgres://user:secret@host/db` → `postgres://user:***@host/db` */
export function redactUrl(url: string): string {
  return url.replace(/\/\/([^:/@]+):[^@]*@/, '//$1:***@');
}

export async function openPglite(dataDir: string | null): Promise<Database> {
  const { PGlite: PGliteClass } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const client: PGlite = dataDir ? await PGliteClass.create(dataDir) : await PGliteClass.create();
  const db = drizzle(client, { schema });
  await migrate(db, { migrationsFolder: migrationsFolder() });
  return { db: db as unknown as Db, kind: 'pglite', where: dataDir ?? 'memory', close: () => client.close() };
}

export async function openPostgres(url: string, opts: { max?: number; onError?: (e: Error) => void } = {}): Promise<Database & { pool: Pool }> {
  const pg = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  const pool = new pg.default.Pool({ connectionString: url, max: opts.max ?? 10, connectionTimeoutMillis: 3000 });
  // An idle client whose server went away emits 'error': without a listener that would end the process.
  pool.on('error', (e) => opts.onError?.(e));
  const db = drizzle(pool, { schema });
  await migrate(db, { migrationsFolder: migrationsFolder() });
  return { db: db as unknown as Db, kind: 'postgres', where: redactUrl(url), pool, close: () => pool.end() };
}
