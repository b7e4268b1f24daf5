/**
 * One process per PGlite data folder: PGlite has no lock of its own, and a second process opening
 * the same folder corrupts it (../shared/research/backend-stack.md, Q1). The lock is a file created
 * exclusively (O_EXCL) holding the owner's pid; a lock whose process is gone (after kill -9) is stale
 * and taken over.
 */
import fs from 'node:fs';
import path from 'node:path';

export class DataDirLocked extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `数据目录 ${dataDir} 正由进程 ${pid} 使用：一个数据目录只能由一个服务器进程打开。` +
        `\nThe data folder ${dataDir} is in use by process ${pid}: only one server process may open a data folder (stop it, or set DATA_DIR / DATABASE_URL).`,
    );
    this.name = 'DataDirLocked';
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    // EPERM: it exists but belongs to someone else.
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Takes the folder's lock or throws DataDirLocked; the returned function gives it back. */
export function lockDataDir(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, 'server.lock');
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      const fd = fs.openSync(file, 'wx');
      fs.writeSync(fd, String(process.pid));
      fs.closeSync(fd);
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        try {
          if (fs.readFileSync(file, 'utf8').trim() === String(process.pid)) fs.unlinkSync(file);
        } catch {
          // already gone
        }
      };
      process.once('exit', release);
      return release;
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
      const pid = Number(fs.readFileSync(file, 'utf8').trim());
      if (Number.isInteger(pid) && pid > 0 && pid !== process.pid && alive(pid)) throw new DataDirLocked(dataDir, pid);
      // Stale (its process died without releasing it): remove and try again.
      fs.rmSync(file, { force: true });
    }
  }
  throw new Error(`could not lock ${dataDir}`);
}
