/**
 * `npm run backup` and `npm run restore` (issue 46), with the server's settings (DATA_DIR or DATABASE_URL):
 *
 *   npm run backup -- --out FILE [--verify]   a consistent backup while the server runs (embedded: through
 *                                              the running server's control socket; PostgreSQL: directly)
 *   npm run restore -- FILE                   into an EMPTY data folder or database (the server stopped)
 *   npm run restore -- FILE --verify          restores into a scratch database in memory and compares
 *                                              each table's rows and checksum with the file; writes nothing
 *
 * The file (server/backup.ts) is the same from PGlite and PostgreSQL and goes into either: backing up
 * with DATA_DIR and restoring with DATABASE_URL moves a site to PostgreSQL, and back.
 * Exit codes: 0 done, 1 failed (the message says why), 2 a usage mistake.
 */
import fs from 'node:fs';
import http from 'node:http';
import type { Readable } from 'node:stream';
import { BackupError, compareSums, dumpDatabase, restoreDatabase, type TableSums } from './backup';
import { readConfig } from './config';
import { openPglite, openPostgres, type Database } from './db/client';
import { DataDirLocked, lockDataDir } from './db/lock';
import { controlSocketPath } from './control';

const USAGE = `用法 / usage:
  npm run backup -- --out <file> [--verify]
  npm run restore -- <file> [--verify]`;

const say = (line: string) => process.stdout.write(`${line}\n`);

class Usage extends Error {}

/** The dump of a running embedded server, through its control socket. */
function viaServer(socket: string, out: fs.WriteStream): Promise<void> {
  return new Promise((resolve, reject) => {
    const req = http.request({ socketPath: socket, path: '/backup', method: 'GET' }, (res) => {
      if (res.statusCode !== 200) {
        reject(new Error(`服务器拒绝备份（the server refused: HTTP ${res.statusCode}）`));
        return;
      }
      res.pipe(out);
      res.on('error', reject);
      out.on('finish', resolve);
      out.on('error', reject);
    });
    req.on('error', (e) => reject(new Error(`服务器正在运行，但无法连接其控制接口 ${socket}（the server runs but its control socket does not answer）: ${e.message}`)));
    req.end();
  });
}

/** The configured database, opened (and migrated); on PGlite only when no server holds the folder. */
async function openConfigured(): Promise<{ database: Database; release: () => void } | { locked: true }> {
  const cfg = readConfig();
  if (cfg.databaseUrl) return { database: await openPostgres(cfg.databaseUrl, { max: 2, ownerUrl: cfg.databaseOwnerUrl }), release: () => {} };
  let release: () => void;
  try {
    release = lockDataDir(cfg.dataDir);
  } catch (e) {
    if (e instanceof DataDirLocked) return { locked: true };
    throw e;
  }
  try {
    return { database: await openPglite(cfg.dataDir), release };
  } catch (e) {
    release();
    throw e;
  }
}

/** Restores `file` into a scratch in-memory database and compares it table by table. */
async function verify(file: string): Promise<boolean> {
  const scratch = await openPglite(null);
  try {
    const { sums } = await restoreDatabase(scratch.db, fs.createReadStream(file) as Readable);
    const again = await dumpDatabase(scratch.db, 'pglite', null);
    const differ = compareSums(sums, again);
    for (const [name, s] of Object.entries(sums)) say(`  ${differ.includes(name) ? '✗' : '✓'} ${name}: ${s.rows} 行 / rows, sha256 ${s.sha256.slice(0, 12)}…`);
    say(differ.length ? `校验失败（verify FAILED）: ${differ.join(', ')}` : `校验通过：${Object.keys(sums).length} 张表的行数与校验和一致（verified: every table's rows and checksum match）`);
    return differ.length === 0;
  } finally {
    await scratch.close();
  }
}

const total = (sums: TableSums) => Object.values(sums).reduce((n, s) => n + s.rows, 0);

async function backup(out: string, check: boolean): Promise<number> {
  const partial = `${out}.partial`;
  const stream = fs.createWriteStream(partial);
  const opened = await openConfigured();
  if ('locked' in opened) {
    await viaServer(controlSocketPath(readConfig().dataDir), stream);
  } else {
    try {
      await dumpDatabase(opened.database.db, opened.database.kind, stream);
    } finally {
      await opened.database.close();
      opened.release();
    }
  }
  // Only a complete file takes the name: a backup that broke off never looks like one.
  fs.renameSync(partial, out);
  say(`备份完成（backup written）: ${out}, ${(fs.statSync(out).size / 1024 / 1024).toFixed(1)} MB`);
  return check && !(await verify(out)) ? 1 : 0;
}

async function restore(file: string, check: boolean): Promise<number> {
  if (!fs.existsSync(file)) throw new Usage(`没有这个文件（no such file）: ${file}`);
  if (check) return (await verify(file)) ? 0 : 1;
  const opened = await openConfigured();
  if ('locked' in opened) throw new BackupError('数据目录正被运行中的服务器使用：先停止服务器（the data folder is in use by a running server: stop it first）');
  try {
    const { sums } = await restoreDatabase(opened.database.db, fs.createReadStream(file) as Readable);
    say(`恢复完成（restored）: ${Object.keys(sums).length} 张表 / tables, ${total(sums)} 行 / rows into ${opened.database.where}`);
    return 0;
  } finally {
    await opened.database.close();
    opened.release();
  }
}

async function main(): Promise<number> {
  const [verb, ...rest] = process.argv.slice(2);
  const check = rest.includes('--verify');
  const words = rest.filter((a) => a !== '--verify');
  if (verb === 'backup') {
    const i = words.indexOf('--out');
    if (i < 0 || !words[i + 1]) throw new Usage(USAGE);
    return backup(words[i + 1], check);
  }
  if (verb === 'restore' && words.length === 1) return restore(words[0], check);
  throw new Usage(USAGE);
}

main().then(
  (code) => process.exit(code),
  (e: Error) => {
    process.stderr.write(`${e.message}\n`);
    process.exit(e instanceof Usage ? 2 : 1);
  },
);
