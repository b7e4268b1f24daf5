/**
 * The demo's scheduled publishing for tests/server/demo-job.test.ts, run in its own Node process
 * (PGlite cannot load inside jest) on the database of DATA_DIR or DATABASE_URL, while no server holds it:
 *   seed <site> <instant>   seeds the demo site as a first start at that instant would
 *   run <site> <instant>    runs the job with its clock at that instant
 * and prints the outcome as JSON on its last line.
 */
import { openPglite, openPostgres } from '../../../server/db/client';
import { seedDemoSite } from '../../../server/demo/seed';
import { publishDueDemoPeriods } from '../../../server/demo/publishing';

async function main() {
  const [command, site, instant] = process.argv.slice(2);
  const at = new Date(instant);
  if (!site || Number.isNaN(at.getTime())) throw new Error('usage: seed|run <site> <instant>');
  const database = process.env.DATABASE_URL ? await openPostgres(process.env.DATABASE_URL, { max: 2 }) : await openPglite(process.env.DATA_DIR!);
  try {
    const lines: string[] = [];
    const out =
      command === 'seed'
        ? await seedDemoSite(database.db, site, at)
        : { ...(await publishDueDemoPeriods(database.db, [site], at, (m) => lines.push(m))), log: lines };
    process.stdout.write(`${JSON.stringify(out)}\n`);
  } finally {
    await database.close();
  }
}

main().catch((e: Error) => {
  process.stderr.write(`${e.stack ?? e.message}\n`);
  process.exit(1);
});
