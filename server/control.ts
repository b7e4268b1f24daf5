/**
 * The control socket of a server on the embedded database: `npm run users` cannot open a PGlite
 * folder the server holds (one process per folder), so it asks the server to run its command. A
 * Unix socket in DATA_DIR, readable and writable by the folder's owner only (mode 0600): whoever may
 * read the database files may run these commands, and no one else.
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type { Db } from './db/client';
import { runCommand, type Command } from './accounts/commands';
import { dumpDatabase } from './backup';
import { ApiError } from './model/errors';

export const controlSocketPath = (dataDir: string): string => path.join(dataDir, 'control.sock');

export async function startControlSocket(db: Db, dataDir: string): Promise<() => Promise<void>> {
  const file = controlSocketPath(dataDir);
  fs.rmSync(file, { force: true });
  const server = http.createServer((req, res) => {
    if (req.url === '/backup') {
      // `npm run backup` while this process holds the folder: a consistent dump, streamed.
      res.writeHead(200, { 'Content-Type': 'application/gzip' });
      dumpDatabase(db, 'pglite', res).catch((e: Error) => res.destroy(e));
      return;
    }
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => {
      body += chunk;
    });
    req.on('end', () => {
      const answer = (status: number, value: unknown) => {
        res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8' });
        res.end(JSON.stringify(value));
      };
      let cmd: Command;
      try {
        cmd = JSON.parse(body) as Command;
      } catch {
        answer(400, { error: 'bad command' });
        return;
      }
      runCommand(db, cmd).then(
        (lines) => answer(200, { lines }),
        (e: Error) => answer(e instanceof ApiError ? e.status : 500, { error: e.message }),
      );
    });
  });
  const old = process.umask(0o177);
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(file, resolve);
    });
  } finally {
    process.umask(old);
  }
  fs.chmodSync(file, 0o600);
  return () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      fs.rmSync(file, { force: true });
    });
}
