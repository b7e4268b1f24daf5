/**
 * Once per run (before any test file): the seeded template every fresh database of the run is copied
 * from — one start of the real server on an empty database seeds it, SIGTERM stops it cleanly. A
 * PGlite folder (copied per server start) or a PostgreSQL database (`CREATE DATABASE … TEMPLATE`).
 * globalTeardown.ts removes it.
 */
import { nowMs } from '../../../server/clock';
import { BACKEND, freshDatabase, startServer } from './server';

export default async function globalSetup(): Promise<void> {
  if (process.env.TEST_TEMPLATE_DATA_DIR || process.env.TEST_TEMPLATE_DATABASE) return;
  const started = Date.now();
  // What a fresh database holds is the generator's dataset at this instant (support/server.ts seededAt).
  process.env.TEST_SEEDED_AT = String(nowMs());
  const database = await freshDatabase({ seeded: false });
  const server = await startServer({ database });
  const exit = await server.stop();
  if (exit.code !== 0) throw new Error(`the template server (${database.where}) stopped with ${JSON.stringify(exit)}\n${server.log().slice(-4000)}`);
  if (BACKEND === 'postgres') process.env.TEST_TEMPLATE_DATABASE = new URL(database.env.DATABASE_URL).pathname.slice(1);
  else process.env.TEST_TEMPLATE_DATA_DIR = database.env.DATA_DIR;
  // Read by globalTeardown (same process) to remove it.
  (globalThis as { __serverTestTemplate?: typeof database }).__serverTestTemplate = database;
  // eslint-disable-next-line no-console
  console.log(`\nserver tests (${BACKEND}): seeded template ${database.where} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
