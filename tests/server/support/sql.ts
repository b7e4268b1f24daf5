/**
 * One query on a test database, for a test that checks what the server stored (not only what it
 * answers): on PostgreSQL over a connection, on PGlite in a short node process (PGlite loads itself
 * with import(), which jest's CommonJS lacks), so a PGlite folder must not be open in a server then.
 * Rows come back as JSON would carry them: a timestamp as an ISO string, jsonb as objects.
 */
import { execFileSync } from 'node:child_process';
import { Client } from 'pg';
import { ROOT, type TestDatabase } from './server';

export async function queryRows<T = Record<string, unknown>>(database: TestDatabase, sql: string, params: unknown[] = []): Promise<T[]> {
  if (database.env.DATABASE_URL) {
    const client = new Client({ connectionString: database.env.DATABASE_URL });
    await client.connect();
    try {
      return JSON.parse(JSON.stringify((await client.query(sql, params)).rows)) as T[];
    } finally {
      await client.end();
    }
  }
  const script = `
    import { PGlite } from '@electric-sql/pglite';
    const db = await PGlite.create(process.env.QUERY_DATA_DIR);
    const { rows } = await db.query(process.env.QUERY_SQL, JSON.parse(process.env.QUERY_PARAMS));
    await db.close();
    process.stdout.write(JSON.stringify(rows));`;
  const out = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
    cwd: ROOT,
    env: { ...process.env, QUERY_DATA_DIR: database.env.DATA_DIR, QUERY_SQL: sql, QUERY_PARAMS: JSON.stringify(params) },
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
    timeout: 120_000,
  });
  return JSON.parse(out) as T[];
}
