/** What `/readyz` asks the database: is it there, and has every migration of this build run on it? */
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Db } from './client';
import { migrationsFolder } from './client';

/** The migrations this build carries (drizzle's journal). */
export function expectedMigrations(): number {
  const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder(), 'meta', '_journal.json'), 'utf8')) as { entries: unknown[] };
  return journal.entries.length;
}

/** The migrations applied to the database (drizzle's own table); throws when the database cannot be reached. */
export async function appliedMigrations(db: Db): Promise<number> {
  const result = (await db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`)) as unknown as { rows: { n: number }[] };
  return Number(result.rows[0].n);
}
