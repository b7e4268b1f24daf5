/**
 * The database: PGlite (PostgreSQL in WebAssembly) in DATA_DIR when no DATABASE_URL is set, else a
 * PostgreSQL pool. Both run the same Drizzle queries and the same SQL migrations.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { nowIso } from '../clock';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/**
 * The server's clock (../clock.ts) as an SQL value: what is public "now" is decided by it, not by the
 * database's now(), so a moved clock moves every rule alike.
 */
export const sqlNow = () => sql`${nowIso()}::timestamptz`;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Where the data lives, for the log (never the password). */
  where: string;
  close(): Promise<void>;
}

/**
 * The SQL migrations: beside this file in the source tree; in server/dist beside the bundle, one
 * folder up from the chunk this code lands in (server/dist/chunks).
 */
export function migrationsFolder(): string {
  const here = typeof __dirname === 'string' ? __dirname : path.dirname(fileURLToPath(import.meta.url));
  const candidates = [path.join(here, 'migrations'), path.join(here, '..', 'migrations')];
  return candidates.find((folder) => fs.existsSync(path.join(folder, 'meta', '_journal.json'))) ?? candidates[0];
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

export interface PostgresOptions {
  max?: number;
  onError?: (e: Error) => void;
  /** The tables' owner (DATABASE_OWNER_URL): migrates and grants `url`'s role its privileges; `url` then never migrates. */
  ownerUrl?: string | null;
}

export async function openPostgres(url: string, opts: PostgresOptions = {}): Promise<Database & { pool: pg.Pool }> {
  const pool = new pg.Pool({ connectionString: url, max: opts.max ?? 10, connectionTimeoutMillis: 3000 });
  // An idle client whose server went away emits 'error': without a listener that would end the process.
  pool.on('error', (e) => opts.onError?.(e));
  const db = drizzlePg(pool, { schema });
  try {
    if (opts.ownerUrl) await migrateAsOwner(opts.ownerUrl, pool);
    else await migratePg(db, { migrationsFolder: migrationsFolder() });
  } catch (e) {
    await pool.end();
    throw e;
  }
  return { db: db as unknown as Db, kind: 'postgres', where: redactUrl(url), pool, close: () => pool.end() };
}

/**
 * Migrations as the owner, then the server's role (the one `pool` signs in as) gets reading and
 * writing on every table — the tables of later migrations too, as this runs at every start — but on
 * the audit trail only reading and appending: it can neither change, remove nor truncate a row, nor
 * turn the table's triggers off (only an owner can), nor leave them out (session_replication_role
 * needs a superuser).
 */
async function migrateAsOwner(ownerUrl: string, pool: pg.Pool): Promise<void> {
  const owner = new pg.Pool({ connectionString: ownerUrl, max: 1, connectionTimeoutMillis: 3000 });
  try {
    await migratePg(drizzlePg(owner, { schema }), { migrationsFolder: migrationsFolder() });
    const [{ rows: me }, { rows: them }] = await Promise.all([
      pool.query<{ role: string }>('select current_user as role'),
      owner.query<{ role: string }>('select current_user as role'),
    ]);
    const role = me[0].role;
    if (role === them[0].role) return;
    const r = pg.escapeIdentifier(role);
    await owner.query(`
      GRANT USAGE ON SCHEMA public TO ${r};
      GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO ${r};
      GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA public TO ${r};
      REVOKE UPDATE, DELETE, TRUNCATE, REFERENCES, TRIGGER ON audit FROM ${r};`);
  } finally {
    await owner.end();
  }
}
