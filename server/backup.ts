/**
 * Backups as one portable file (issue 46): every table of the schema, rows as JSON lines, gzipped —
 * the same file from PGlite or PostgreSQL and into either, so it also moves a site between them.
 *
 *   {"format":"industry-index-portal-backup","version":1,"createdAt":…,"database":"pglite","migrations":11}
 *   {"table":"site"}
 *   {…row…}                      one line per row, as the database's row_to_json writes it
 *   …
 *   {"end":{"site":{"rows":1,"sha256":"…"},…}}
 *
 * A dump runs in one repeatable-read transaction (a consistent view); each table's checksum is the
 * SHA-256 of its rows' lines in their stable order, so `verify` restores a file into a scratch
 * database, dumps that again and compares table by table. A restore writes into an EMPTY database
 * (migrated to the same version) in one transaction: a file that breaks off changes nothing.
 */
import { createHash } from 'node:crypto';
import readline from 'node:readline';
import type { Readable, Writable } from 'node:stream';
import zlib from 'node:zlib';
import type { Db } from './db/client';
import { beginDump, backupTables, insertRows, resetSequences, rowCounts, tableRows } from './db/backup';
import { appliedMigrations } from './db/health';

export const BACKUP_FORMAT = 'industry-index-portal-backup';

export interface BackupHeader {
  format: typeof BACKUP_FORMAT;
  version: 1;
  createdAt: string;
  database: 'pglite' | 'postgres';
  migrations: number;
}

/** Each table's rows and checksum. */
export type TableSums = Record<string, { rows: number; sha256: string }>;

/** Waits for a stream to take a chunk (back pressure) instead of buffering a whole database. */
function write(out: Writable, text: string): Promise<void> {
  return new Promise((resolve, reject) => {
    if (out.write(text)) {
      resolve();
      return;
    }
    const done = (e?: Error) => {
      out.off('drain', done);
      out.off('error', done);
      if (e) reject(e);
      else resolve();
    };
    out.on('drain', done);
    out.on('error', done);
  });
}

/**
 * Dumps the database into `out` (gzip), when `out` is given; answers each table's checksum either way
 * (verify uses it without writing).
 */
export async function dumpDatabase(db: Db, kind: BackupHeader['database'], out: Writable | null): Promise<TableSums> {
  const gzip = out ? zlib.createGzip() : null;
  if (gzip && out) gzip.pipe(out);
  const sums: TableSums = {};
  await db.transaction(async (tx) => {
    await beginDump(tx);
    const header: BackupHeader = { format: BACKUP_FORMAT, version: 1, createdAt: new Date().toISOString(), database: kind, migrations: await appliedMigrations(tx) };
    if (gzip) await write(gzip, `${JSON.stringify(header)}\n`);
    for (const table of await backupTables(tx)) {
      if (gzip) await write(gzip, `${JSON.stringify({ table: table.name })}\n`);
      const hash = createHash('sha256');
      let rows = 0;
      for await (const batch of tableRows(tx, table)) {
        const text = `${batch.join('\n')}\n`;
        hash.update(text);
        rows += batch.length;
        if (gzip) await write(gzip, text);
      }
      sums[table.name] = { rows, sha256: hash.digest('hex') };
    }
    if (gzip) await write(gzip, `${JSON.stringify({ end: sums })}\n`);
  });
  if (gzip && out) {
    await new Promise<void>((resolve, reject) => {
      out.once('finish', resolve);
      out.once('error', reject);
      gzip.end();
    });
  }
  return sums;
}

export class BackupError extends Error {}

/** At most this many rows or characters are written at once. */
const BATCH_ROWS = 500;
const BATCH_CHARS = 8_000_000;

/**
 * Restores a backup into `db`, which must be migrated to the file's version and hold no row at all.
 * One transaction. Answers the header and the checksums the file says it has.
 */
export async function restoreDatabase(db: Db, input: Readable): Promise<{ header: BackupHeader; sums: TableSums }> {
  const lines = readline.createInterface({ input: input.pipe(zlib.createGunzip()), crlfDelay: Infinity });
  const it = lines[Symbol.asyncIterator]();
  const first = await it.next();
  let header: BackupHeader;
  try {
    header = JSON.parse(first.value ?? '') as BackupHeader;
  } catch {
    throw new BackupError('不是门户的备份文件（not a backup of the portal）');
  }
  if (header.format !== BACKUP_FORMAT || header.version !== 1) throw new BackupError('不是门户的备份文件（not a backup of the portal）');
  let sums: TableSums | null = null;
  await db.transaction(async (tx) => {
    const tables = await backupTables(tx);
    const applied = await appliedMigrations(tx);
    if (applied !== header.migrations) {
      throw new BackupError(`备份来自数据库结构版本 ${header.migrations}，这里是 ${applied}：请用同一版本的门户恢复，再升级（the backup is of schema version ${header.migrations}, this database is at ${applied}: restore with the same version of the portal, then upgrade）`);
    }
    const nonEmpty = [...(await rowCounts(tx, tables))].filter(([, n]) => n > 0).map(([t]) => t);
    if (nonEmpty.length) throw new BackupError(`目标数据库不是空的（${nonEmpty.join('、')} 已有数据），恢复只写入空库（the target is not empty: ${nonEmpty.join(', ')}; a restore only writes into an empty database）`);
    const known = new Set(tables.map((t) => t.name));
    let table: string | null = null;
    let batch: string[] = [];
    let chars = 0;
    const flush = async () => {
      if (table && batch.length) await insertRows(tx, table, batch);
      batch = [];
      chars = 0;
    };
    for (let next = await it.next(); !next.done; next = await it.next()) {
      const line = next.value;
      if (line.startsWith('{"table":')) {
        await flush();
        table = (JSON.parse(line) as { table: string }).table;
        if (!known.has(table)) throw new BackupError(`备份中的表 ${table} 在本版本中不存在（table ${table} is not in this version's schema）`);
      } else if (line.startsWith('{"end":')) {
        await flush();
        sums = (JSON.parse(line) as { end: TableSums }).end;
      } else if (line) {
        if (!table) throw new BackupError('备份文件已损坏（the backup file is damaged）');
        batch.push(line);
        chars += line.length;
        if (batch.length >= BATCH_ROWS || chars >= BATCH_CHARS) await flush();
      }
    }
    // A file cut short (a copy that broke off) has no end line: nothing of it stays.
    if (!sums) throw new BackupError('备份文件不完整（the backup file is incomplete: no end mark）');
    await resetSequences(tx);
  });
  return { header, sums: sums! };
}

/** The tables whose rows or checksum differ between what a file says and what a database holds. */
export function compareSums(expected: TableSums, actual: TableSums): string[] {
  const names = [...new Set([...Object.keys(expected), ...Object.keys(actual)])].sort();
  return names.filter((n) => expected[n]?.rows !== actual[n]?.rows || expected[n]?.sha256 !== actual[n]?.sha256);
}
