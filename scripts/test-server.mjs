/**
 * `npm run test:server`: builds the server (server/dist/main.mjs), then runs the server tests
 * (jest.server.config.ts, tests/server) against it — on PGlite, and again on PostgreSQL when
 * TEST_DATABASE_URL names a PostgreSQL server (postgres://user@host:port/postgres; each server the
 * tests start gets a database of its own there, dropped afterwards). Arguments go to jest (a path
 * filter, `-t name`). Ends with one line per backend; exits non-zero when any test failed.
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const JEST = require.resolve('jest/bin/jest');
const args = process.argv.slice(2);

const build = spawnSync('npm', ['run', 'build:server'], { cwd: ROOT, stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

const databaseUrl = process.env.TEST_DATABASE_URL?.trim();
const redact = (url) => url.replace(/\/\/([^:/@]+):[^@]*@/, '//$1:***@');
/**
 * Files whose subject does not depend on the database run in the first pass only: roundtrip reads an
 * in-memory PGlite of its own whatever the pass; the rules of an import and of uploaded content need no
 * server at all; the demo's release job publishes through the office's path, which the publish files
 * run on both (which instance of several runs it is instances.test.ts's, on PostgreSQL); the others
 * test the HTTP layer above the data layer (compression, validators, link previews, boot data), whose
 * queries the other files run on both, and the contract document on its own.
 */
const ONCE = ['roundtrip', 'compression', 'etag', 'share', 'boot', 'contract/openapi', 'bundle', 'content-rules', 'publish-codes', 'publish-rules', 'demo-job'];
const passes = [{ backend: 'pglite', label: 'PGlite', skip: [] }];
if (databaseUrl) passes.push({ backend: 'postgres', label: `PostgreSQL (${redact(databaseUrl)})`, skip: ONCE });

/**
 * Test files per pass at once. Each file starts its own servers on its own databases and ports, so
 * files can run side by side; a server test keeps about two cores busy (the server, its database, the
 * test), so a machine gives each of the two passes a quarter of its cores: one file at a time on a
 * 2-core machine (and in CI, which pins it: CI=1), 4 on 16 cores. TEST_SERVER_WORKERS overrides.
 */
const WORKERS = Number(process.env.TEST_SERVER_WORKERS) || (process.env.CI ? 1 : Math.max(1, Math.floor(os.availableParallelism() / 4)));

/**
 * The passes run at the same time, one jest each (every file starts its own servers): a
 * PGlite pass keeps a core busy in WebAssembly while the PostgreSQL pass mostly waits on its
 * database, so together they take little longer than the longer one. The first pass writes to the
 * terminal as it goes; a later pass's output is kept in a file and printed whole when it ends.
 */
async function runPass(pass, index) {
  const out = path.join(os.tmpdir(), `iip-server-tests-${pass.backend}-${process.pid}.json`);
  const log = path.join(os.tmpdir(), `iip-server-tests-${pass.backend}-${process.pid}.log`);
  const env = { ...process.env, TEST_BACKEND: pass.backend };
  // A fresh seeded template per pass (globalSetup.ts), never one left from elsewhere.
  delete env.TEST_TEMPLATE_DATA_DIR;
  delete env.TEST_TEMPLATE_DATABASE;
  const started = Date.now();
  const skip = pass.skip.map((name) => `/tests/server/${name}\\.test\\.ts$`);
  // Last on the line: jest's array options swallow the words after them (a path filter), even in the `=` form.
  const ignore = skip.length ? ['/node_modules/', ...skip].map((pattern) => `--testPathIgnorePatterns=${pattern}`) : [];
  const inherit = index === 0;
  const logFd = inherit ? null : fs.openSync(log, 'w');
  if (inherit) console.log(`\n=== server tests on ${pass.label} ===`);
  const workers = WORKERS > 1 ? [`--maxWorkers=${WORKERS}`] : ['--runInBand'];
  // A path filter may match only first-pass files (roundtrip…): the second pass then has none to run.
  if (args.length && pass.skip.length) workers.push('--passWithNoTests');
  const child = spawn(process.execPath, [JEST, '-c', 'jest.server.config.ts', ...workers, '--json', `--outputFile=${out}`, ...args, ...ignore], {
    cwd: ROOT,
    env,
    stdio: inherit ? 'inherit' : ['ignore', logFd, logFd],
  });
  const status = await new Promise((resolve) => {
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
  if (!inherit) {
    fs.closeSync(logFd);
    console.log(`\n=== server tests on ${pass.label} ===\n${fs.readFileSync(log, 'utf8')}`);
    fs.rmSync(log, { force: true });
  }
  const seconds = ((Date.now() - started) / 1000).toFixed(0);
  let line;
  try {
    const r = JSON.parse(fs.readFileSync(out, 'utf8'));
    line = `${r.numPassedTests} passed, ${r.numFailedTests} failed, ${r.numPendingTests} skipped in ${r.numTotalTestSuites} files`;
    // The slowest files, so a file that grows shows in every run's summary.
    const slowest = r.testResults
      .map((f) => ({ name: path.basename(f.name), seconds: (f.endTime - f.startTime) / 1000 }))
      .sort((a, b) => b.seconds - a.seconds)
      .slice(0, Number(process.env.TEST_SERVER_SLOWEST ?? 5));
    if (slowest.length) line += `; slowest: ${slowest.map((f) => `${f.name} ${f.seconds.toFixed(0)} s`).join(', ')}`;
    if (r.numRuntimeErrorTestSuites) line += ` (${r.numRuntimeErrorTestSuites} files did not run)`;
  } catch {
    line = 'no results (jest did not finish)';
  } finally {
    fs.rmSync(out, { force: true });
  }
  const once = pass.skip.length ? ` (${pass.skip.join(', ')}: in the first pass only)` : '';
  return { failed: status !== 0, line: `server tests on ${pass.label}: ${status === 0 ? 'PASS' : 'FAIL'} — ${line}, ${seconds} s${once}` };
}

const results = await Promise.all(passes.map(runPass));
const summary = results.map((r) => r.line);
const failed = results.some((r) => r.failed);
if (!databaseUrl) summary.push('server tests on PostgreSQL: not run (set TEST_DATABASE_URL=postgres://user@host:port/postgres)');

console.log(`\n${summary.join('\n')}`);
process.exit(failed ? 1 : 0);
