/**
 * A server of a spec's own (server/dist/main.mjs on a fresh data folder and its own port, the demo's
 * own publishing off), for a spec that changes what every other spec sees (a new period released):
 * started before its tests, stopped and its folder removed after. Or an empty one (`seed: false`):
 * an office's server before its set-up.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT } from './staff';

export interface OwnServer {
  /** The data folder (for `npm run users` beside it). */
  dataDir: string;
  stop(): Promise<void>;
}

export interface OwnServerOptions {
  /** `false`: an empty database (`SEED=off`), no site until a test sets one up (issue 45). */
  seed?: boolean;
}

export async function startOwnServer(port: number, prefix: string, { seed = true }: OwnServerOptions = {}): Promise<OwnServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  const server: ChildProcess = spawn(process.execPath, [path.join(ROOT, 'server', 'dist', 'main.mjs')], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn', DEMO_PUBLISH: '0', ...(seed ? {} : { SEED: 'off' }) },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  server.stderr!.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4000);
  });
  const stop = async () => {
    if (server.exitCode === null) {
      const exited = new Promise((resolve) => {
        server.once('exit', resolve);
      });
      server.kill('SIGTERM');
      await Promise.race([
        exited,
        new Promise((resolve) => {
          setTimeout(resolve, 20_000);
        }),
      ]);
      if (server.exitCode === null) server.kill('SIGKILL');
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  const started = Date.now();
  for (;;) {
    if (server.exitCode !== null) throw new Error(`the server stopped (${server.exitCode}): ${stderr}`);
    // Seeded: up once the demo site answers; empty: once the database is migrated (no site answers yet).
    const up = await fetch(`http://localhost:${port}${seed ? '/webapi/site' : '/readyz'}`, { signal: AbortSignal.timeout(5_000) }).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    if (Date.now() - started > 180_000) {
      await stop();
      throw new Error(`no answer on port ${port} after 180 s: ${stderr}`);
    }
    await new Promise((resolve) => {
      setTimeout(resolve, 500);
    });
  }
  return { dataDir, stop };
}
