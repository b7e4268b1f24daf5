/**
 * The floor of issue 23: ../shared/perf-floor (or PERF_FLOOR_DIR), the leanest honest app on our own
 * stack doing the phone home's visible job. `serveFloor()` copies it into .tmp/perf-floor-<hash of its
 * files> (the folder may be read-only), installs and builds it there once (`npm ci`, `max build`;
 * again only when its files change), and serves that copy with `max preview` (its own mock answers
 * /webapi/home) on a free port. The bench measures every page beside it, interleaved.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, startProcess } from './serve-dist.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const FLOOR_DIR = process.env.PERF_FLOOR_DIR || path.resolve(ROOT, '..', 'shared', 'perf-floor');
/** The floor's one route. */
export const FLOOR_ROUTE = '/mobile/home';

/** The floor's source files (not its installs and builds), sorted, relative to `dir`. */
function sourceFiles(dir, rel = '') {
  return fs
    .readdirSync(path.join(dir, rel), { withFileTypes: true })
    .filter((e) => !['node_modules', 'dist', '.umi', '.umi-production', '.git'].includes(e.name))
    .flatMap((e) => (e.isDirectory() ? sourceFiles(dir, path.join(rel, e.name)) : [path.join(rel, e.name)]))
    .sort();
}

/** A copy of the floor, installed and built (once per version of its files). */
export function buildFloor(log = (/** @type {string} */ m) => process.stderr.write(`${m}\n`)) {
  if (!fs.existsSync(path.join(FLOOR_DIR, 'package.json'))) throw new Error(`No floor at ${FLOOR_DIR} (set PERF_FLOOR_DIR).`);
  const hash = createHash('sha256');
  for (const f of sourceFiles(FLOOR_DIR)) hash.update(f).update(fs.readFileSync(path.join(FLOOR_DIR, f)));
  const copy = path.join(ROOT, '.tmp', `perf-floor-${hash.digest('hex').slice(0, 12)}`);
  if (fs.existsSync(path.join(copy, 'dist', 'index.html'))) return copy;
  log(`building the floor in ${path.relative(ROOT, copy)} (npm ci, max build; once)…`);
  fs.rmSync(copy, { recursive: true, force: true });
  fs.mkdirSync(copy, { recursive: true });
  for (const f of sourceFiles(FLOOR_DIR)) {
    fs.mkdirSync(path.dirname(path.join(copy, f)), { recursive: true });
    fs.copyFileSync(path.join(FLOOR_DIR, f), path.join(copy, f));
  }
  // Quiet unless it fails (npm's warnings about skipped install scripts are expected here).
  const run = (/** @type {string} */ command, /** @type {string[]} */ args) => {
    try {
      execFileSync(command, args, { cwd: copy, stdio: 'pipe', maxBuffer: 64 * 1024 * 1024 });
    } catch (e) {
      const err = /** @type {{ stdout?: Buffer, stderr?: Buffer }} */ (e);
      throw new Error(`${command} ${args.join(' ')} failed in ${copy}:\n${err.stdout ?? ''}${err.stderr ?? ''}`);
    }
  };
  run('npm', ['ci', '--no-audit', '--no-fund']);
  run('npx', ['max', 'build']);
  return copy;
}

/** The built floor served by `max preview`: its base URL and how to stop it. */
export async function serveFloor() {
  const dir = buildFloor();
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  const { stop } = await startProcess({
    command: 'npx',
    args: ['max', 'preview', '--port', String(port)],
    cwd: dir,
    readyURL: `${baseURL}/webapi/home`,
    name: 'the floor',
  });
  return { baseURL, close: stop };
}
