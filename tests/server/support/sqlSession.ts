/**
 * SQL straight on a test's database, as no request to the server can: several statements in one
 * session (a `SET` holds for those after it), each on its own, on DATA_DIR (PGlite; the server
 * stopped) or DATABASE_URL (PostgreSQL, as whoever that URL signs in as, migrating nothing). Each
 * statement's outcome: `done` and its rows, or `refused: <message>` — a refusal is an answer here.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openPglite } from '../../../server/db/client';

export interface Outcome {
  statement: string;
  outcome: string;
  rows: Record<string, unknown>[];
}

/** `statements` on the database of `env` (DATA_DIR or DATABASE_URL), in a node process of their own. */
export function sqlSession(env: Record<string, string>, ...statements: string[]): Outcome[] {
  const out = execFileSync(process.execPath, ['--import', 'tsx', __filename, JSON.stringify(statements)], {
    cwd: path.resolve(__dirname, '../../..'),
    encoding: 'utf8',
    env: { ...process.env, DATA_DIR: '', DATABASE_URL: '', DATABASE_OWNER_URL: '', ...env },
  });
  return JSON.parse(out.trim().split('\n').pop()!) as Outcome[];
}

async function connect(): Promise<{ run(statement: string): Promise<Record<string, unknown>[]>; close(): Promise<void> }> {
  if (process.env.DATABASE_URL) {
    const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await client.connect();
    return { run: async (s) => (await client.query(s)).rows as Record<string, unknown>[], close: () => client.end() };
  }
  const database = await openPglite(process.env.DATA_DIR!);
  return {
    run: async (s) => ((await database.db.execute(sql.raw(s))) as unknown as { rows?: Record<string, unknown>[] }).rows ?? [],
    close: () => database.close(),
  };
}

async function main(): Promise<void> {
  const statements = JSON.parse(process.argv[2]) as string[];
  const query = await connect();
  const outcomes: Outcome[] = [];
  for (const statement of statements) {
    try {
      outcomes.push({ statement, outcome: 'done', rows: await query.run(statement) });
    } catch (e) {
      const err = e as { message: string; cause?: { message?: string } };
      outcomes.push({ statement, outcome: `refused: ${err.cause?.message ?? err.message}`, rows: [] });
    }
  }
  await query.close();
  process.stdout.write(`${JSON.stringify(outcomes)}\n`);
}

// Run as a script (by sqlSession above): the statements are in argv[2].
if (require.main === module || process.argv[1] === __filename) {
  main().catch((e: Error) => {
    process.stderr.write(`${e.stack}\n`);
    process.exit(1);
  });
}
