/**
 * Withdrawing an approved index release or revision (issue 22), its history kept.
 */
import type { IndexPublication, WithdrawPublicationBody } from '../../src/types/admin';
import { badRequest, notFound } from '../model/errors';
import type { Db } from '../db/client';
import * as content from '../db/content';
import * as q from '../db/publish';
import { isoInstant } from '../db/read';
import { conflict } from '../accounts/errors';
import { audit, type Actor } from '../accounts/service';
import { ARTICLE } from '../content/content';
import * as review from '../content/review';
import { DATASETS } from './datasets';
import type { StoredReport } from './importing';
import { getPublication, isLive } from './publications';
import { now as clockNow } from '../clock';

/**
 * Takes an approved index release or revision off the site, keeping its history (issue 22). Not yet
 * public: it never becomes public (its rows undone, its drafted commentary withdrawn with it). Public: a
 * new period is closed from now (asOf an earlier day still answers it, and a later import may release it
 * again); a revision's values are followed by new vintages equal to those it replaced.
 *
 * A reviewer's act, and not under four eyes: taking figures down must not wait for a second person,
 * and it publishes nothing new — the values in force after it are ones a review already approved —
 * so anyone with the reviewer role may withdraw, the approver of the release included.
 */
export async function withdrawPublication(db: Db, siteId: number, id: number, body: WithdrawPublicationBody, actor: Actor): Promise<IndexPublication> {
  const reason = body.reason?.trim() ?? '';
  if (!reason) throw badRequest('撤回须说明原因（A withdrawal needs a reason.）');
  await db.transaction(async (tx) => {
    await content.lockSite(tx, siteId);
    const [row] = await q.publications(tx, siteId, { id });
    if (!row) throw notFound('没有这次发布（No such publication.）');
    const { p } = row;
    if (p.dataset !== 'index') throw badRequest(`${DATASETS[p.dataset].name.zh}不能撤回，请导入修订（${DATASETS[p.dataset].name.en} cannot be withdrawn: import a revision instead.）`);
    if (p.kind === 'history') throw badRequest('历史数据不能整批撤回，请逐期导入修订（A back-load cannot be withdrawn as a whole: revise its periods instead.）');
    if (p.state !== 'approved' || p.publishedAt === null) {
      const why = p.state === 'withdrawn' ? '这次发布已经撤回（This publication was withdrawn already.）' : '只能撤回已审核通过的发布（Only an approved publication can be withdrawn.）';
      throw conflict(why);
    }
    const now = clockNow();
    const at = now.toISOString();
    const released = p.publishedAt;
    const live = isLive(p, now.getTime());
    const e = { siteId, projId: p.projId, period: p.period };
    const report = row.report as StoredReport;
    const written = await q.vintagesAt(tx, e, isoInstant(released));
    // A revision revised again since: undoing it would undo the later one too (a new period goes whole, revisions and all).
    if (p.kind === 'revision' && written.some((v) => v.supersededAt !== null)) {
      throw conflict(`${report.label}此后又有修订，这一次不能再撤回；如需更正请导入新的修订（${p.period} was revised again since: import a new revision instead.）`);
    }
    if (await q.scheduledRevision(tx, e, p.id)) throw conflict(`${report.label}有一次待发布的修订，请先撤回它（A revision of ${p.period} is scheduled: withdraw it first.）`);
    const before = Object.fromEntries(written.map((v) => [v.nodeId, v.value]));
    let after: Record<string, number> | null = null;
    if (p.kind === 'new') {
      const periods = await q.releasedPeriods(tx, siteId, p.projId);
      // Only the latest period: one further back would leave a hole the next import could not fill.
      if (periods[periods.length - 1]?.period !== p.period) throw conflict(`${report.label}之后已有新的一期，请先撤回后面的各期（A later period was released: withdraw it first.）`);
      if (live) {
        await q.closeVintages(tx, e, at);
        await q.closeRelease(tx, e, at);
      } else {
        await q.undoScheduled(tx, e, isoInstant(released));
      }
    } else {
      const previous = await q.vintagesClosedAt(tx, e, isoInstant(released));
      after = Object.fromEntries(previous);
      if (live) await q.writeVintages(tx, e, previous, at);
      else await q.undoScheduled(tx, e, isoInstant(released));
    }
    const commentaryWithdrawn =
      p.commentaryId !== null && (await review.withdrawIn(tx, ARTICLE, siteId, p.commentaryId, `随${report.label}数据撤回：${reason}（Withdrawn with the figures.）`, actor));
    await q.updatePublication(tx, id, { state: 'withdrawn', withdrawnBy: actor.accountId, withdrawnAt: at, withdrawReason: reason });
    // The content too when the commentary published with the figures went with them.
    await content.bumpIndexVersion(tx, siteId, commentaryWithdrawn);
    await audit(
      tx,
      actor,
      'index.withdraw',
      'index_publication',
      id,
      { state: live ? 'published' : 'approved', projId: p.projId, period: p.period, kind: p.kind, publishedAt: isoInstant(released), values: before },
      { state: 'withdrawn', reason, withdrawnAt: at, values: after, commentaryWithdrawn },
    );
  });
  return getPublication(db, siteId, id);
}
