/**
 * `npm start` / `npm run serve`: opens the database (PGlite in DATA_DIR, locked to this process, or
 * PostgreSQL at DATABASE_URL), applies the migrations, seeds the demo site on an empty database,
 * then serves dist/ and /webapi on PORT. SIGTERM/SIGINT stop taking connections, let the running
 * requests finish (at most DRAIN_MS), then close the database.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app';
import { readConfig } from './config';
import { openPglite, openPostgres, type Database } from './db/client';
import { lockDataDir } from './db/lock';
import { listSites } from './db/read';
import { Store } from './store';
import { startControlSocket } from './control';
import { holdStartLock, jobOwner } from './db/owner';
import { clockOffset } from './clock';

const here = path.dirname(fileURLToPath(import.meta.url));
/** docs/openapi.yaml: parsed beside the bundle (server/dist/openapi.json, scripts/build-server.mjs), or from the source tree (tsx). */
const SPEC_CANDIDATES = [path.join(here, 'openapi.json'), path.join(here, '..', 'docs', 'openapi.yaml'), path.join(here, '..', '..', 'docs', 'openapi.yaml')];

const log = (msg: string) => process.stdout.write(`${new Date().toISOString()} ${msg}\n`);

/**
 * The database, migrated; `started` ends the start's exclusive part (migrations and seeding): on
 * PostgreSQL several instances may start at once, and they take turns under an advisory lock.
 */
async function openDatabase(cfg: ReturnType<typeof readConfig>): Promise<{ database: Database; release: () => void; started: () => Promise<void> }> {
  if (cfg.databaseUrl) {
    // The database may still be starting (or restarting): wait for it rather than give up.
    for (let attempt = 1; ; attempt += 1) {
      let lock: Awaited<ReturnType<typeof holdStartLock>> | null = null;
      try {
        lock = await holdStartLock(cfg.databaseUrl, (e) => log(`start lock: ${e.message}`));
        const database = await openPostgres(cfg.databaseUrl, { ownerUrl: cfg.databaseOwnerUrl, onError: (e) => log(`postgres: ${e.message}`) });
        return { database, release: () => {}, started: lock.release };
      } catch (e) {
        await lock?.release();
        if (attempt >= 30) throw e;
        log(`PostgreSQL not reachable (${(e as Error).message}); retrying in 2 s`);
        await new Promise((r) => {
          setTimeout(r, 2000);
        });
      }
    }
  }
  const release = lockDataDir(cfg.dataDir);
  try {
    // One process per folder (the lock above): nobody to take turns with.
    return { database: await openPglite(cfg.dataDir), release, started: async () => {} };
  } catch (e) {
    release();
    throw e;
  }
}

async function main(): Promise<void> {
  const cfg = readConfig();
  // CLOCK_AT is read now, at the start (the clock runs on from it), and a malformed one stops the start here.
  const moved = clockOffset();
  if (moved) log(`clock: moved by ${Math.round(moved / 1000)} s (CLOCK_AT / CLOCK_OFFSET_MS)`);
  const { database, release, started: startDone } = await openDatabase(cfg);
  log(`database: ${database.kind} (${database.where})`);

  // The demo office's code (and the generator under mock/) is loaded only when a demo site is asked for.
  const demo = cfg.seedSites.length ? await import('./demo') : null;
  const existing = new Set((await listSites(database.db)).map((s) => s.code));
  for (const code of demo ? cfg.seedSites : []) {
    if (existing.has(code)) {
      // Seeded by an earlier version: what the generator has since passed on as data.
      await demo!.upgradeDemoSite(database.db, code);
      continue;
    }
    const started = Date.now();
    log(`seeding the demo site ${code}…`);
    const r = await demo!.seedDemoSite(database.db, code);
    log(`seeded ${code}: ${r.rows} rows, ${r.files} files in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
  await startDone();

  const specification = SPEC_CANDIDATES.find((p) => fs.existsSync(p))!;
  const store = new Store(database.db, cfg.versionTtlMs);
  const app = await buildApp({
    store,
    specification,
    distDir: cfg.distDir,
    logLevel: cfg.logLevel,
    admin: cfg.admin ? { db: database.db, idleMinutes: cfg.adminIdleMinutes, store } : null,
    trustProxy: cfg.trustProxy,
    metricsToken: cfg.metricsToken,
  });
  await app.listen({ port: cfg.port, host: cfg.host });
  // `npm run users` reaches a server that holds the embedded database through this socket.
  const stopControl = database.kind === 'pglite' ? await startControlSocket(database.db, cfg.dataDir) : async () => {};
  log(`serving ${cfg.distDir ?? '(no dist/)'} and /webapi on http://localhost:${cfg.port}`);
  // The demo sites publish their new periods themselves, from the one process that owns the jobs.
  const owner = jobOwner(cfg.demoPublish && demo ? cfg.databaseUrl : null, (e) => log(`job lock: ${e.message}`));
  const stopDemo = cfg.demoPublish && demo ? demo.startDemoPublishing(database.db, cfg.seedSites, { log, owns: () => owner.owns() }) : async () => {};

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log(`${signal}: finishing running requests`);
    const force = setTimeout(() => {
      log('drain timeout: exiting');
      process.exit(1);
    }, cfg.drainMs);
    force.unref();
    await app.close();
    await stopDemo();
    await owner.close();
    await stopControl();
    await database.close();
    release();
    log('stopped');
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
}

main().catch((e: Error) => {
  process.stderr.write(`${e.message}\n`);
  process.exit(1);
});
