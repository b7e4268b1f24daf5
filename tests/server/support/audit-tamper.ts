/**
 * Tries to rewrite the audit trail straight in the database (DATA_DIR or DATABASE_URL, the server
 * stopped): UPDATE, DELETE and TRUNCATE, each in its own statement. Prints one JSON line: how many
 * rows there are, and what each attempt answered.
 */
import { sql } from 'drizzle-orm';
import { openPglite, openPostgres } from '../../../server/db/client';

async function main(): Promise<void> {
  const database = process.env.DATABASE_URL ? await openPostgres(process.env.DATABASE_URL, { max: 1 }) : await openPglite(process.env.DATA_DIR!);
  const outcome: Record<string, string> = {};
  for (const [name, statement] of [
    ['update', sql`update audit set action = 'forged'`],
    ['delete', sql`delete from audit`],
    ['truncate', sql`truncate audit`],
  ] as const) {
    try {
      await database.db.execute(statement);
      outcome[name] = 'done';
    } catch (e) {
      const err = e as { message: string; cause?: { message?: string } };
      outcome[name] = `refused: ${err.cause?.message ?? err.message}`;
    }
  }
  const rows = (await database.db.execute(sql`select count(*)::int as n, count(*) filter (where action = 'forged')::int as forged from audit`)) as unknown as { rows: { n: number; forged: number }[] };
  await database.close();
  process.stdout.write(`${JSON.stringify({ outcome, rows: rows.rows[0] })}\n`);
}

main().catch((e: Error) => {
  process.stderr.write(`${e.stack}\n`);
  process.exit(1);
});
