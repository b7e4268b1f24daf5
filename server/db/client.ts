/**
 * The database: PGlite (PostgreSQL in WebAssembly) in DATA_DIR when no DATABASE_URL is set, else a
 * PostgreSQL pool. Both run the same Drizzle queries and the same SQL migrations.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
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
  const client = dataDir ? await PGlite.create(dataDir) : await PGlite.create();
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder: migrationsFolder() });
  return { db: db as unknown as Db, kind: 'pglite', where: dataDir ?? 'memory', close: () => client.close() };
}

export async function openPostgres(url: string, opts: { max?: number; onError?: (e: Error) => void } = {}): Promise<Database & { pool: pg.Pool }> {
  const pool = new pg.Pool({ connectionString: url, max: opts.max ?? 10, connectionTimeoutMillis: 3000 });
  // An idle client whose server went away emits 'error': without a listener that would end the process.
  pool.on('error', (e) => opts.onError?.(e));
  const db = drizzlePg(pool, { schema });
  await migratePg(db, { migrationsFolder: migrationsFolder() });
  return { db: db as unknown as Db, kind: 'postgres', where: redactUrl(url), pool, close: () => pool.end() };
}
