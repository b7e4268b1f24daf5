/**
 * The review of a submitted publication under four eyes (issue 22): sent back, or approved and
 * released — the period and its values written as vintages, public from the family's release slot
 * (or a chosen time, or at once), so numbers appear all together at their time, and a revision keeps
 * what it replaces for `asOf`. SQL is in server/db/publish.ts.
 */
import type { IndexPublication, ReviewPublicationBody } from '../../src/types/admin';
import { badRequest, notFound } from '../model/errors';
import type { Db } from '../db/client';
import type { Tx } from '../db/accounts';
import * as content from '../db/content';
import * as q from '../db/publish';
import { timestampMs } from '../db/read';
import { conflict } from '../accounts/errors';
import { audit, type Actor } from '../accounts/service';
import type { CodeTable } from './codes';
import { DATASETS, type OtherDataset } from './datasets';
import type { Frequency } from '../model/releases';
import { releaseHistory } from './backload';
import { draftCommentary } from './commentary';
import { refuseOwnWork } from './fourEyes';
import { action, type StoredReport } from './importing';
import { getPublication } from './publications';
import { periodOf } from './target';
import { slotOf } from '../model/periods';
import { now as clockNow } from '../clock';

/**
 * Approves a publication of a dataset other than the index: its values are written at once (the
 * period checked again: it must still be new, or still released, as it was when submitted).
 */
async function releaseDataset(tx: Tx, siteId: number, p: q.PublicationRow, imp: q.ImportRow, now: Date, comment: string | null, actor: Actor): Promise<void> {
  const dataset = p.dataset as OtherDataset;
  const module = DATASETS[dataset];
  const table: CodeTable = await module.table(tx, siteId, p.period);
  if (table.kind !== p.kind) throw conflict('这一期的状态在提交后变了，请重新导入（The period changed since it was submitted: import it again.）');
  const at = now.toISOString();
  const values = new Map(Object.entries(imp.values as Record<string, number>));
  const before = await module.release(tx, siteId, table, values, at);
  await q.updatePublication(tx, p.id, { state: 'approved', reviewedBy: actor.accountId, reviewedAt: at, comment, publishedAt: at, commentaryId: null });
  await content.bumpDataVersion(tx, siteId);
  await audit(tx, actor, action(dataset, 'approve'), 'index_publication', p.id, { state: 'submitted', values: before }, { state: 'approved', dataset, period: p.period, kind: p.kind, publishedAt: at, values: Object.fromEntries(values) });
}

/** How late a reviewer's chosen time may be behind the server's clock (the seconds spent confirming) before it counts as past. */
const PAST_GRACE_MS = 60_000;

/**
 * The reviewer's chosen release time (ms), or null when none: an index release only, not with
 * 立即发布, a time, and not in the past (a minute's grace: the dialog was open for a while; such a
 * time releases at once).
 */
function chosenTime(dataset: string, body: ReviewPublicationBody, now: Date): number | null {
  if (!body.publishAt) return null;
  if (dataset !== 'index') {
    const name = DATASETS[dataset as OtherDataset].name;
    throw badRequest(`${name.zh}在审核通过时发布，不能指定时间（${name.en} are published on approval: no publishing time.）`);
  }
  if (body.publishNow) throw badRequest('「立即发布」和指定时间只能选一个（Publish now or at a chosen time, not both.）');
  const ms = Date.parse(body.publishAt);
  if (!Number.isFinite(ms)) throw badRequest('发布时间无效（The publishing time is not a time.）');
  if (ms < now.getTime() - PAST_GRACE_MS) throw badRequest('指定的发布时间已经过去，请选一个将来的时间或「立即发布」（The chosen time has passed: choose a later one, or publish now.）');
  return ms;
}

/**
 * Approves (the figures are written, public from their time) or sends back a submitted publication;
 * never by whoever imported or submitted it. Warnings must be acknowledged.
 */
export async function reviewPublication(db: Db, siteId: number, id: number, body: ReviewPublicationBody, actor: Actor): Promise<IndexPublication> {
  await db.transaction(async (tx) => {
    await content.lockSite(tx, siteId);
    const [row] = await q.publications(tx, siteId, { id });
    if (!row) throw notFound('没有这次发布（No such publication.）');
    const { p } = row;
    if (p.state !== 'submitted') throw conflict('这次发布没有在等待审核（This publication is not waiting for review.）');
    refuseOwnWork(actor, [p.submittedBy, row.importedBy], { zh: '数据', en: 'figures' });
    const comment = body.comment?.trim() || null;
    const now = clockNow();
    const chosen = body.decision === 'approve' ? chosenTime(p.dataset, body, now) : null;
    if (body.decision === 'return') {
      if (!comment) throw badRequest('退回时请写明原因（Say why when sending back.）');
      await q.updatePublication(tx, id, { state: 'returned', reviewedBy: actor.accountId, reviewedAt: now.toISOString(), comment });
      await audit(tx, actor, action(p.dataset, 'return'), 'index_publication', id, { state: 'submitted' }, { state: 'returned', comment });
      return;
    }
    const report = row.report as StoredReport;
    if (report.warnings > 0 && !body.acknowledgeWarnings) throw badRequest(`有 ${report.warnings} 条提示需要确认已读（Acknowledge the ${report.warnings} warnings first.）`);
    const imp = (await q.importRow(tx, siteId, p.importId))!;
    if (p.dataset !== 'index') {
      await releaseDataset(tx, siteId, p, imp, now, comment, actor);
      return;
    }
    if (p.kind === 'history') {
      if (chosen !== null) throw badRequest('历史数据在审核通过时发布，不能指定时间（A back-load is published on approval: no publishing time.）');
      await releaseHistory(tx, siteId, p, imp, now, comment, actor);
      return;
    }
    const family = (await q.familyRow(tx, siteId, p.projId))!;
    const info = periodOf(family.frequency as Frequency, p.period, slotOf(family.meta));
    const released = (await q.releasedPeriods(tx, siteId, p.projId)).some((r) => r.period === p.period);
    if (released !== (p.kind === 'revision')) throw conflict('这一期的状态在提交后变了，请重新导入（The period changed since it was submitted: import it again.）');
    // Now if the reviewer says so, else the reviewer's chosen time, else the time asked at submission, else the family's slot (a revision: at once).
    const asked = body.publishNow ? now.getTime() : chosen !== null ? chosen : p.publishAt ? timestampMs(p.publishAt) : p.kind === 'new' ? Date.parse(info.publishedAt) : now.getTime();
    const at = new Date(Math.max(asked, now.getTime())).toISOString();
    const values = new Map(Object.entries(imp.values as Record<string, number>));
    const e = { siteId, projId: p.projId, period: p.period };
    if (p.kind === 'new') {
      await q.insertRelease(tx, q.releaseRow(siteId, p.projId, info, at));
      await q.writeVintages(tx, e, values, at);
    } else {
      const current = (await q.currentValues(tx, siteId, p.projId, [p.period])).get(p.period)!;
      await q.writeVintages(tx, e, new Map([...values].filter(([node, v]) => current.get(node) !== v)), at);
    }
    const commentaryId = p.kind === 'new' ? await draftCommentary(tx, siteId, p.projId, p.period, at) : null;
    await q.updatePublication(tx, id, { state: 'approved', reviewedBy: actor.accountId, reviewedAt: now.toISOString(), comment, publishedAt: at, commentaryId });
    // The commentary drafted is not public yet: only the index changed.
    await content.bumpIndexVersion(tx, siteId);
    await audit(tx, actor, 'index.approve', 'index_publication', id, { state: 'submitted' }, { state: 'approved', projId: p.projId, period: p.period, kind: p.kind, publishedAt: at, chosenAt: chosen === null ? null : new Date(chosen).toISOString(), publishNow: body.publishNow === true, values: values.size });
  });
  return getPublication(db, siteId, id);
}
