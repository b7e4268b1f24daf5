/**
 * `kill -9` in the middle of the demo seed (its one transaction under way) leaves nothing
 * half-written: the next start on the same database seeds again from the start and answers.
 */
import fs from 'node:fs';
import path from 'node:path';
import { Client } from 'pg';
import { adminSql, BACKEND, freshDatabase, request, seedingLines, sleep, startServer, type TestDatabase } from './support/server';


function folderSize(dir: string): number {
  let total = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, entry.name);
    try {
      total += entry.isDirectory() ? folderSize(p) : fs.statSync(p).size;
    } catch {
      // removed meanwhile
    }
  }
  return total;
}

/** Bytes the database takes: grows while the seeding transaction writes its rows (before it commits). */
async function sizeOf(db: TestDatabase): Promise<number> {
  if (db.env.DATA_DIR) return folderSize(db.env.DATA_DIR);
  const client = new Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  try {
    const name = new URL(db.env.DATABASE_URL).pathname.slice(1);
    const { rows } = await client.query<{ size: string }>('select pg_database_size($1) as size', [name]);
    return Number(rows[0].size);
  } finally {
    await client.end();
  }
}

it(`recovers from kill -9 during the seeding transaction: the next start seeds cleanly and answers (${BACKEND})`, async () => {
  const database = await freshDatabase({ seeded: false });
  const first = await startServer({ database, until: /seeding the demo site/ });
  const at = await sizeOf(database);
  // The files are rendered first (no writes); then the transaction writes ~80 000 rows and 800 files.
  const deadline = Date.now() + 300_000;
  let grown = 0;
  while (Date.now() < deadline && !/seeded qingxi-hardware/.test(first.log())) {
    grown = (await sizeOf(database)) - at;
    if (grown > 4 * 1024 * 1024) break;
    await sleep(200);
  }
  expect({ seededBeforeTheKill: /seeded qingxi-hardware/.test(first.log()), grownMB: grown > 4 * 1024 * 1024 }).toEqual({ seededBeforeTheKill: false, grownMB: true });
  expect(await first.kill()).toEqual({ code: null, signal: 'SIGKILL' });
  if (BACKEND === 'postgres') {
    // The killed client's session ends when PostgreSQL notices; its transaction is rolled back.
    await adminSql(`select pg_terminate_backend(pid) from pg_stat_activity where datname = '${new URL(database.env.DATABASE_URL).pathname.slice(1)}'`);
  }

  const second = await startServer({ database });
  expect(seedingLines(second.log())).toEqual([expect.stringMatching(/seeding the demo site qingxi-hardware/), expect.stringMatching(/seeded qingxi-hardware: \d+ rows, \d+ files/)]);
  const families = await request(second.baseURL, '/webapi/index/families');
  expect(families.status).toBe(200);
  expect((families.json as { data: { projId: number }[] }).data.map((f) => f.projId)).toEqual([21, 22, 23, 24, 25]);
  const articles = await request(second.baseURL, '/webapi/articles?categoryId=220');
  expect(articles.status).toBe(200);
  expect((articles.json as { data: { total: number } }).data.total).toBeGreaterThan(0);
  expect(await second.stop()).toEqual({ code: 0, signal: null });
  await database.drop();
});
