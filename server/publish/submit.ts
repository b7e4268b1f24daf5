/**
 * Submitting a checked import for review (issue 22): a new period or, with its reason, a revision.
 */
import type { IndexPublication, SubmitPublicationBody } from '../../src/types/admin';
import { badRequest, notFound } from '../model/errors';
import type { Db } from '../db/client';
import * as content from '../db/content';
import * as q from '../db/publish';
import { conflict } from '../accounts/errors';
import { audit, type Actor } from '../accounts/service';
import { DATASETS } from './datasets';
import { action, type StoredReport } from './importing';
import { submitHistory } from './backload';
import { getPublication } from './publications';
import { target } from './target';

/** Submits a checked import for review (editors); a revision needs its reason. */
export async function submitPublication(db: Db, siteId: number, body: SubmitPublicationBody, actor: Actor): Promise<IndexPublication> {
  const id = await db.transaction(async (tx) => {
    await content.lockSite(tx, siteId);
    const imp = await q.importRow(tx, siteId, body.importId);
    if (!imp) throw notFound('没有这次导入（No such import.）');
    if (!imp.values) throw badRequest('这次导入有错误，改正后重新导入再提交（The import has errors: correct the file and import it again.）');
    const report = imp.report as StoredReport;
    if (report.history) return submitHistory(tx, siteId, imp, body, actor);
    const { dataset } = imp;
    if (dataset !== 'index' && body.publishAt) throw badRequest(`${DATASETS[dataset].name.zh}在审核通过时发布，不能预约时间（${DATASETS[dataset].name.en} are published on approval: no publishing time.）`);
    const kind = dataset === 'index' ? (await target(tx, siteId, imp.projId, imp.period)).kind : (await DATASETS[dataset].table(tx, siteId, imp.period)).kind;
    // The period moved on since the check (another release came first): check again.
    if ((kind === 'revision') !== (report.revision !== null)) throw conflict('这一期的状态在导入后变了，请重新导入（The period changed since the import: import it again.）');
    if (await q.openPublication(tx, siteId, imp.projId, imp.period, dataset)) throw conflict(`${report.label}已有一次发布在等待审核或发布（A publication of this period is waiting already.）`);
    const reason = body.reason?.trim() || null;
    if (kind === 'revision' && !reason) throw badRequest('修订已发布的数据须说明原因（A revision of published figures needs a reason.）');
    let publishAt: string | null = null;
    if (body.publishAt) {
      const ms = Date.parse(body.publishAt);
      if (!Number.isFinite(ms)) throw badRequest('发布时间无效（The publishing time is not a time.）');
      publishAt = new Date(ms).toISOString();
    }
    const pubId = await q.insertPublication(tx, { siteId, dataset, projId: imp.projId, period: imp.period, importId: imp.id, kind, state: 'submitted', reason, publishAt, submittedBy: actor.accountId });
    const about = dataset === 'index' ? { projId: imp.projId } : { dataset };
    await audit(tx, actor, action(dataset, 'submit'), 'index_publication', pubId, null, { ...about, period: imp.period, kind, importId: imp.id, reason, publishAt });
    return pubId;
  });
  return getPublication(db, siteId, id);
}
