/**
 * `npm run users -- <command>`: accounts of the back office from the server's command line.
 *
 *   add <name> --role admin|editor|reviewer [--display 显示名]   a new account and its one-time password
 *   reset <name>                                                a new one-time password (and unlocks)
 *   token <name> [--label 名称]                                   a personal API token, printed once
 *   list                                                        the accounts
 *
 * `npm run audit -- verify [--expect <seq>:<hash>]` is `users audit verify`: recomputes the audit
 * trail's hash chain, prints its head, and exits non-zero naming the first row that does not add up.
 *
 * Same settings as the server (DATA_DIR or DATABASE_URL). On PostgreSQL it works on the database
 * directly; on the embedded database it opens the folder when no server holds it, else asks the
 * running server through its control socket (server/control.ts).
 */
import http from 'node:http';
import os from 'node:os';
import { readConfig } from './config';
import { openPglite, openPostgres, type Database } from './db/client';
import { DataDirLocked, lockDataDir } from './db/lock';
import { runCommand, type Command } from './accounts/commands';
import { controlSocketPath } from './control';

const USAGE = `用法 / usage:
  npm run users -- add <name> --role admin|editor|reviewer [--display <显示名>]
  npm run users -- reset <name>
  npm run users -- token <name> [--label <名称>]
  npm run users -- list
  npm run audit -- verify [--expect <seq>:<hash>]`;

function parse(argv: string[]): Command {
  const [verb, ...rest] = argv;
  const flags: Record<string, string> = {};
  const positional: string[] = [];
  for (let i = 0; i < rest.length; i += 1) {
    if (rest[i].startsWith('--')) flags[rest[i].slice(2)] = rest[(i += 1)] ?? '';
    else positional.push(rest[i]);
  }
  if (!['add', 'token', 'reset', 'list', 'audit'].includes(verb ?? '') || (verb !== 'list' && !positional[0])) throw new Error(USAGE);
  if (verb === 'add' && !flags.role) throw new Error(`add 需要 --role / add needs --role\n${USAGE}`);
  let user = 'operator';
  try {
    user = os.userInfo().username;
  } catch {
    // no user name: keep the default
  }
  return { verb: verb as Command['verb'], name: positional[0], role: flags.role as Command['role'], displayName: flags.display, label: flags.label, expect: flags.expect, user };
}

function viaServer(socket: string, cmd: Command): Promise<string[]> {
  return new Promise((resolve, reject) => {
    const req = http.request({ socketPath: socket, path: '/', method: 'POST', headers: { 'Content-Type': 'application/json' } }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => {
        body += c;
      });
      res.on('end', () => {
        const answer = JSON.parse(body) as { lines?: string[]; error?: string };
        if (answer.lines) resolve(answer.lines);
        else reject(new Error(answer.error ?? `HTTP ${res.statusCode}`));
      });
    });
    req.on('error', (e) => reject(new Error(`服务器正在运行，但无法连接其控制接口 ${socket}（the server runs but its control socket does not answer）: ${e.message}`)));
    req.end(JSON.stringify(cmd));
  });
}

async function main(): Promise<void> {
  const cmd = parse(process.argv.slice(2));
  const cfg = readConfig();
  let database: Database;
  let release = () => {};
  if (cfg.databaseUrl) {
    database = await openPostgres(cfg.databaseUrl, { max: 2, ownerUrl: cfg.databaseOwnerUrl });
  } else {
    try {
      release = lockDataDir(cfg.dataDir);
    } catch (e) {
      if (!(e instanceof DataDirLocked)) throw e;
      for (const line of await viaServer(controlSocketPath(cfg.dataDir), cmd)) process.stdout.write(`${line}\n`);
      return;
    }
    database = await openPglite(cfg.dataDir);
  }
  try {
    for (const line of await runCommand(database.db, cmd)) process.stdout.write(`${line}\n`);
  } finally {
    await database.close();
    release();
  }
}

main().catch((e: Error) => {
  process.stderr.write(`${e.message}\n`);
  process.exit(1);
});
