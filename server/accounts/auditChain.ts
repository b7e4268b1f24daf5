/**
 * Proving the audit trail whole: walks the hash chain in its order (server/db/accounts.ts
 * auditChainPage) and names the first row that was changed, removed or moved since it was written.
 * The database recomputes each hash from the row as it is; this module checks the places and links.
 * A chain rewritten from some row on, hashes and all, or cut short at its newest end, still adds up:
 * only a head noted elsewhere (`expect`) catches that.
 */
import type { AuditVerdict } from '../../src/types/admin';
import * as q from '../db/accounts';

const ZERO = '0'.repeat(64);
const PAGE = 2000;

export async function verifyAuditChain(db: q.Tx, expect?: { seq: number; hash: string }): Promise<AuditVerdict> {
  let seq = 0;
  let prevHash = ZERO;
  let head: AuditVerdict['head'] = null;
  let after: number | null = null;
  const verdict = (broken: AuditVerdict['broken']): AuditVerdict => ({ intact: !broken, rows: seq, head, broken });
  for (;;) {
    const rows = await q.auditChainPage(db, after, PAGE);
    for (const row of rows) {
      const at = { seq: row.seq, id: row.id, at: row.at, action: row.action };
      // Places are 1, 2, 3…: a place skipped is a removed row, one repeated or out of order a moved one.
      if (row.seq !== seq + 1) return verdict({ ...at, seq: row.seq, problem: row.seq > seq + 1 ? 'missing' : 'unlinked' });
      if (row.prevHash !== prevHash) return verdict({ ...at, problem: 'unlinked' });
      if (row.hash !== row.recomputed) return verdict({ ...at, problem: 'changed' });
      if (expect && row.seq === expect.seq && row.hash !== expect.hash) return verdict({ ...at, problem: 'rewritten' });
      seq = row.seq;
      prevHash = row.hash;
      head = { seq: row.seq, hash: row.hash, at: row.at };
    }
    if (rows.length < PAGE) break;
    after = seq;
  }
  if (expect && seq < expect.seq) return verdict({ seq: seq + 1, id: null, at: null, action: null, problem: 'truncated' });
  return verdict(null);
}

const PROBLEM: Record<NonNullable<AuditVerdict['broken']>['problem'], [string, string]> = {
  changed: ['内容已被改动，与其哈希不符', 'was changed: its content no longer matches its hash'],
  missing: ['之前的记录已被删除', 'follows rows that were removed'],
  unlinked: ['与前一条记录接不上（其前有记录被删除、移动或改动）', 'does not follow the row before it (a row before it was removed, moved or changed)'],
  truncated: ['不存在：最新的记录已被删除', 'is gone: the newest rows were removed'],
  rewritten: ['的哈希与记下的不同：此前的记录被重写', 'has another hash than the one noted: the rows up to it were rewritten'],
};

/** The verdict for an operator's terminal, Chinese then English. */
export function verdictLines(v: AuditVerdict): string[] {
  const head = v.head ? `${v.head.seq}:${v.head.hash}` : '—';
  if (v.intact) {
    return [
      `审计记录完整：${v.rows} 条，哈希链无断裂 / the audit trail is whole: ${v.rows} rows, the hash chain holds`,
      `链头 / head: ${head}  （请另行记下，日后用 --expect 核对 / note it elsewhere and check it later with --expect）`,
    ];
  }
  const b = v.broken!;
  const where = `第 ${b.seq} 条${b.id === null ? '' : `（id ${b.id}，${b.at}，${b.action}）`}`;
  const whereEn = `row ${b.seq}${b.id === null ? '' : ` (id ${b.id}, ${b.at}, ${b.action})`}`;
  const [zh, en] = PROBLEM[b.problem];
  return [`审计记录已被篡改：${where}${zh} / the audit trail was tampered with: ${whereEn} ${en}`, `此前 ${v.rows} 条完好 / the ${v.rows} rows before it are whole`];
}
