/**
 * `npm run users -- …`: the operator's commands on accounts, run on a database the command opened
 * itself, or — when the server holds the embedded database — by the server on the command's behalf
 * (server/control.ts). One implementation either way: the rules of server/accounts/service.ts.
 */
import type { Db } from '../db/client';
import * as q from '../db/accounts';
import type { Role } from '../../src/types/admin';
import * as service from './service';
import { verdictLines, verifyAuditChain } from './auditChain';
import { badRequest } from '../model/errors';

export interface Command {
  /** `audit` with name `verify`: proves the audit trail's hash chain whole (server/accounts/auditChain.ts). */
  verb: 'add' | 'token' | 'reset' | 'list' | 'audit';
  name?: string;
  role?: Role;
  displayName?: string;
  label?: string;
  /** `audit verify --expect <seq>:<hash>`: a head noted earlier, which the chain must still reach unchanged. */
  expect?: string;
  /** Who runs it (the operating-system user), for the audit trail. */
  user: string;
}

/** Lines for the operator's terminal. */
export async function runCommand(db: Db, cmd: Command): Promise<string[]> {
  const actor = service.cliActor(cmd.user);
  switch (cmd.verb) {
    case 'add': {
      const r = await service.createAccount(db, { name: cmd.name ?? '', displayName: cmd.displayName, role: cmd.role ?? ('' as Role) }, actor);
      return [
        `已创建账号 ${r.account.name}（${r.account.role}）/ account ${r.account.name} (${r.account.role}) created`,
        `一次性密码 / one-time password: ${r.oneTimePassword}`,
        '首次登录 /admin 时须修改此密码 / it must be changed at the first sign-in at /admin',
      ];
    }
    case 'reset': {
      const account = await service.accountNamed(db, cmd.name ?? '');
      const r = await service.updateAccount(db, account.id, { resetPassword: true, unlock: true }, actor);
      return [`账号 ${account.name} 的新一次性密码 / new one-time password for ${account.name}: ${r.oneTimePassword}`];
    }
    case 'token': {
      const account = await service.accountNamed(db, cmd.name ?? '');
      const r = await service.createToken(db, account, cmd.label ?? `cli ${new Date().toISOString().slice(0, 10)}`, actor);
      return [r.token, `（${account.name} 的 API 令牌「${r.info.name}」，只显示这一次 / API token "${r.info.name}" of ${account.name}, shown this once）`];
    }
    case 'list': {
      const rows = (await q.listAccounts(db)).map(service.accountView);
      if (!rows.length) return ['（还没有账号 / no accounts yet）'];
      return rows.map((a) => `${a.name.padEnd(20)} ${a.role.padEnd(9)} ${a.disabled ? '停用/off' : a.lockedUntil ? '锁定/locked' : a.mustChangePassword ? '待改密/new' : '正常/ok'}  ${a.displayName}`);
    }
    case 'audit': {
      if (cmd.name !== 'verify') throw badRequest('用法 / usage: npm run audit -- verify [--expect <seq>:<hash>]');
      const m = cmd.expect === undefined ? null : /^(\d+):([0-9a-f]{64})$/.exec(cmd.expect);
      if (cmd.expect !== undefined && !m) throw badRequest(`--expect 应为 <序号>:<哈希> / --expect must be <seq>:<hash>: ${cmd.expect}`);
      const verdict = await verifyAuditChain(db, m ? { seq: Number(m[1]), hash: m[2] } : undefined);
      // A broken chain is a failure of the command (a non-zero exit), whichever way it ran.
      if (!verdict.intact) throw new Error(verdictLines(verdict).join('\n'));
      return verdictLines(verdict);
    }
    default:
      throw new Error(`unknown command ${String(cmd.verb)}`);
  }
}
