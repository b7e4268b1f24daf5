/**
 * The server the measuring scripts talk to: E2E_BASE_URL (or BASE_URL) when one is given, else
 * the real server (server/dist/main.mjs) on a free port and a fresh embedded database, serving dist/
 * and /webapi, started as a child process and stopped when `close()` is called (or the script exits).
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** @param {number} ms */
export const sleep = (ms) =>
  new Promise((r) => {
    setTimeout(r, ms);
  });

/** A port nothing listens on right now (on the loopback, where the scripts' servers listen). */
export function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = /** @type {net.AddressInfo} */ (srv.address());
      srv.close(() => resolve(port));
    });
  });
}

/**
 * @param {string} url
 * @param {number} timeoutMs
 * @param {() => string | null} [failed] a reason to stop waiting (the server exited)
 */
async function waitFor(url, timeoutMs, failed) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    const reason = failed?.();
    if (reason) throw new Error(reason);
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => {
      setTimeout(r, 300);
    });
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

/**
 * @param {{ quiet?: boolean }} [opts]
 * @returns {Promise<{ baseURL: string, external: boolean, close: () => Promise<void> }>}
 */
export async function serveDist(opts = {}) {
  const external = process.env.E2E_BASE_URL || process.env.BASE_URL;
  if (external) {
    const baseURL = external.replace(/\/+$/, '');
    await waitFor(`${baseURL}/webapi/site`, 30_000);
    return { baseURL, external: true, close: async () => {} };
  }

  const dist = path.join(ROOT, 'dist');
  if (!fs.existsSync(path.join(dist, 'index.html'))) {
    throw new Error(`No build in ${dist}: run \`npm run build\` first (or set E2E_BASE_URL to a running server).`);
  }
  if (!fs.existsSync(path.join(ROOT, 'server', 'dist', 'main.mjs'))) {
    throw new Error('No server bundle: run `npm run build` (or `npm run build:server`) first.');
  }
  const port = await freePort();
  const baseURL = `http://localhost:${port}`;
  // The real server on a fresh embedded database (seeded with the demo site).
  const dataDir = path.join(ROOT, '.tmp', `serve-${port}`);
  fs.rmSync(dataDir, { recursive: true, force: true });
  const { stop } = await startProcess({
    command: process.execPath,
    args: [path.join(ROOT, 'server', 'dist', 'main.mjs')],
    cwd: ROOT,
    env: { PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    readyURL: `${baseURL}/webapi/site`,
    name: 'the server',
  });
  if (!opts.quiet) console.log(`serving ${path.relative(process.cwd(), dist) || '.'} at ${baseURL} (server/dist/main.mjs)`);
  return {
    baseURL,
    external: false,
    close: stop,
  };
}

/**
 * Start `command` in its own process group (so that stopping it stops everything it started) and
 * wait until `readyURL` answers; stopped when `stop()` is called or this script exits.
 * @param {{ command: string, args: string[], cwd: string, env?: Record<string, string>, readyURL: string, name: string, timeoutMs?: number }} o
 * @returns {Promise<{ stop: () => Promise<void> }>}
 */
export async function startProcess(o) {
  const child = spawn(o.command, o.args, { cwd: o.cwd, detached: true, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...o.env } });
  let log = '';
  child.stdout.on('data', (d) => (log += d));
  child.stderr.on('data', (d) => (log += d));
  let exited = /** @type {string | null} */ (null);
  child.on('exit', (code, signal) => (exited = `${o.name} exited (${signal || code}) before it answered:\n${log}`));

  let closed = false;
  const kill = () => {
    if (closed || child.pid === undefined) return;
    closed = true;
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  };
  process.on('exit', kill);
  for (const sig of /** @type {const} */ (['SIGINT', 'SIGTERM'])) {
    process.once(sig, () => {
      kill();
      process.exit(130);
    });
  }
  try {
    await waitFor(o.readyURL, o.timeoutMs ?? 120_000, () => exited);
  } catch (e) {
    kill();
    throw e;
  }
  return {
    stop: async () => {
      kill();
      await new Promise((r) => {
        setTimeout(r, 200);
      });
    },
  };
}
