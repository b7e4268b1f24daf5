/**
 * A server of a spec's own (server/dist/main.mjs on a fresh data folder and its own port, the demo's
 * own publishing off), for a spec that changes what every other spec sees (a new period released):
 * started before its tests, stopped and its folder removed after.
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

/** `env`: more of the server's settings (`SEED: 'off'`: an empty database, no site). */
export async function startOwnServer(port: number, prefix: string, env: Record<string, string> = {}): Promise<OwnServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  const server: ChildProcess = spawn(process.execPath, [path.join(ROOT, 'server', 'dist', 'main.mjs')], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn', DEMO_PUBLISH: '0', ...env },
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
    const up = await fetch(`http://localhost:${port}/webapi/site`, { signal: AbortSignal.timeout(5_000) }).then(
      // Without a seed there is no site yet: its 404 (SITE_NOT_SET_UP) is the server up.
      (r) => r.ok || (env.SEED === 'off' && r.status === 404),
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
