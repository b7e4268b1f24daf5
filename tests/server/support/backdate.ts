/**
 * Moves what was published since `SINCE` (an ISO instant; until `UNTIL` when given) `DAYS` days into the past, straight in the
 * database (DATA_DIR or DATABASE_URL, the server stopped): every instant of the releases, vintages and
 * publications from then on, so a test can release today and read it as "released two days ago"
 * (`asOf` takes whole days). Prints one JSON line: how many rows moved.
 */
import { sql } from 'drizzle-orm';
import { openPglite, openPostgres } from '../../../server/db/client';

const COLUMNS: [string, string[]][] = [
  ['index_release', ['published_at', 'withdrawn_at']],
  ['index_observation', ['published_at', 'superseded_at']],
  ['index_publication', ['publish_at', 'published_at', 'submitted_at', 'reviewed_at', 'withdrawn_at']],
];

async function main(): Promise<void> {
  const since = new Date(process.env.SINCE!).toISOString();
  const days = Number(process.env.DAYS);
  const until = process.env.UNTIL ? new Date(process.env.UNTIL).toISOString() : null;
  const database = process.env.DATABASE_URL ? await openPostgres(process.env.DATABASE_URL, { max: 1 }) : await openPglite(process.env.DATA_DIR!);
  let moved = 0;
  await database.db.transaction(async (tx) => {
    for (const [table, columns] of COLUMNS) {
      for (const column of columns) {
        const r = (await tx.execute(
          sql.raw(`update ${table} set ${column} = ${column} - interval '${days} days' where ${column} >= '${since}'::timestamptz${until ? ` and ${column} <= '${until}'::timestamptz` : ''}`),
        )) as unknown as { rowCount?: number; affectedRows?: number };
        moved += r.rowCount ?? r.affectedRows ?? 0;
      }
    }
  });
  await database.close();
  process.stdout.write(`${JSON.stringify({ moved })}\n`);
}

main().catch((e: Error) => {
  process.stderr.write(`${e.stack}\n`);
  process.exit(1);
});
