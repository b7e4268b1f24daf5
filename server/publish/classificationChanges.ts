/**
 * A family's classification under four eyes (issue 45): the workbook of the tree in force, an import
 * checked into a report (./classification.ts) and kept, when it has no error, as a proposed change with
 * its diff against the tree in force at its period; submitted by an editor, approved or sent back by
 * another account. Approving puts the tree in force from its period in one transaction (the versions
 * in force closed there, the new ones from there, the office's note kept for the era) and moves the
 * public answers on. SQL is in server/db/classification.ts.
 */
import { createHash } from 'node:crypto';
import type { ClassificationChange, ReviewClassificationBody } from '../../src/types/admin';
import { ApiError, badRequest, notFound } from '../model/errors';
import type { Frequency } from '../model/releases';
import type { Db } from '../db/client';
import type { Tx } from '../db/accounts';
import * as c from '../db/classification';
import * as content from '../db/content';
import * as q from '../db/publish';
import { isoInstant } from '../db/read';
import { conflict } from '../accounts/errors';
import { audit, type Actor } from '../accounts/service';
import { checkClassification, classificationTemplate, diffTrees, sharesOf, type ClassNode } from './classification';
import { refuseOwnWork } from './fourEyes';
import { bilingual, type ImportIssue } from './issues';
import { MAX_FIGURES_BYTES } from './importing';
import { readWorkbook } from './sheet';
import { periodOf } from './target';
import { nowIso } from '../clock';

type Stored = Pick<ClassificationChange, 'label' | 'fileName' | 'errors' | 'warnings' | 'issues' | 'changes' | 'counts'>;

async function familyOf(tx: Tx, siteId: number, projId: number): Promise<q.FamilyRow> {
  const family = await q.familyRow(tx, siteId, projId);
  if (!family) throw notFound(`没有 ${projId} 号指数（No index family ${projId}.）`);
  return family;
}

/**
 * The period a new classification may start from: one of the family's frequency, after its last
 * released period (any period before the first release), and not before its latest classification
 * starts (replacing that one when it is the same period, nothing being published under it yet).
 */
async function eraStart(tx: Tx, siteId: number, family: q.FamilyRow, validFrom: string) {
  const info = periodOf(family.frequency as Frequency, validFrom);
  const released = await q.releasedPeriods(tx, siteId, family.projId);
  const last = released[released.length - 1];
  if (last && info.key <= last.period) {
    const lastLabel = periodOf(family.frequency as Frequency, last.period).label;
    throw badRequest(`新分类只能从最近已发布的 ${lastLabel} 之后的一期开始生效（A new classification starts after the last published period, ${last.period}.）`);
  }
  const latest = await c.latestEraStart(tx, siteId, family.projId);
  if (latest && info.key < latest) throw badRequest(`现行分类自 ${latest} 起生效，新分类不能早于它（The classification in force starts at ${latest}: a new one cannot start before it.）`);
  return info;
}

const countsOf = (nodes: number, changes: ClassificationChange['changes']): ClassificationChange['counts'] => {
  const n = (k: string) => changes.filter((x) => x.change === k).length;
  return { nodes, added: n('added'), removed: n('removed'), renamed: n('renamed'), moved: n('moved'), reweighted: n('reweighted') };
};

const nodeViews = (nodes: ClassNode[]): ClassificationChange['nodes'] => {
  const shares = sharesOf(nodes);
  return nodes.map((n) => ({ ...n, share: Math.round(shares.get(n.id)! * 10_000) / 10_000 }));
};

type ChangeListRow = Awaited<ReturnType<typeof c.changes>>[number];

function changeView(r: ChangeListRow): ClassificationChange {
  const { c: row } = r;
  const stored = row.report as Stored;
  return {
    ...stored,
    id: row.id,
    projId: row.projId,
    validFrom: row.validFrom,
    note: row.note,
    state: row.state,
    nodes: nodeViews(row.nodes as ClassNode[]),
    createdBy: r.creator,
    createdAt: isoInstant(row.createdAt),
    submittedBy: r.submitter,
    submittedAt: row.submittedAt && isoInstant(row.submittedAt),
    reviewedBy: r.reviewer,
    reviewedAt: row.reviewedAt && isoInstant(row.reviewedAt),
    comment: row.comment,
  };
}

/** The workbook of the family's latest classification (or an empty one with an example), and its file name. */
export async function templateOf(db: Db, siteId: number, projId: number): Promise<{ bytes: Buffer; filename: string }> {
  const family = await familyOf(db, siteId, projId);
  const nodes = await c.openTree(db, siteId, projId);
  return { bytes: await classificationTemplate({ familyName: family.name, projId, nodes }), filename: `${family.name}-分类体系.xlsx` };
}

/**
 * Checks an uploaded classification for `projId` from `validFrom`: a file with errors is answered and
 * changes nothing; one without is kept (state `checked`) with its diff against the tree in force then.
 */
export async function importClassification(db: Db, siteId: number, projId: number, opts: { validFrom: string; note: string; filename: string }, bytes: Buffer, actor: Actor): Promise<ClassificationChange> {
  if (bytes.length > MAX_FIGURES_BYTES) throw new ApiError(413, 'TOO_LARGE', `文件不能超过 ${MAX_FIGURES_BYTES / 1024 / 1024} MB（A classification file may have at most ${MAX_FIGURES_BYTES / 1024 / 1024} MB.）`);
  const family = await familyOf(db, siteId, projId);
  const info = await eraStart(db, siteId, family, opts.validFrom);
  const book = await readWorkbook(bytes, opts.filename || 'classification.xlsx');
  const check = checkClassification(book, projId);
  const inForce = await c.treeAt(db, siteId, projId, info.key);
  const changes = check.nodes ? diffTrees(inForce, check.nodes) : [];
  const issues: ImportIssue[] = [...check.issues];
  if (check.nodes && inForce.length && !changes.length) {
    issues.push({ level: 'error', rule: 'no-change', sheet: null, row: null, column: null, value: null, message: bilingual(`与 ${info.label} 起现行的分类完全相同，无需变更`, `It is the classification in force at ${info.key} already: nothing changes`) });
  }
  const errors = issues.filter((i) => i.level === 'error').length;
  const fileName = opts.filename.trim() || 'classification.xlsx';
  const report: Stored = { label: info.label, fileName, errors, warnings: issues.length - errors, issues, changes, counts: countsOf(check.nodes?.length ?? 0, changes) };
  const note = opts.note.trim();
  if (errors) {
    return { ...report, id: null, projId, validFrom: info.key, note, state: null, nodes: [], createdBy: actor.accountName, createdAt: null, submittedBy: null, submittedAt: null, reviewedBy: null, reviewedAt: null, comment: null };
  }
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  const id = await db.transaction(async (tx) => {
    const changeId = await c.insertChange(tx, { siteId, projId, validFrom: info.key, note, fileName, sha256, nodes: check.nodes, report, state: 'checked', createdBy: actor.accountId });
    await audit(tx, actor, 'classification.import', 'classification_change', changeId, null, { projId, validFrom: info.key, file: fileName, sha256, counts: report.counts });
    return changeId;
  });
  return getChange(db, siteId, projId, id);
}

export async function getChange(db: Tx, siteId: number, projId: number, id: number): Promise<ClassificationChange> {
  const [row] = await c.changes(db, siteId, { projId, id });
  if (!row) throw notFound('没有这次分类变更（No such classification change.）');
  return changeView(row);
}

export async function listChanges(db: Db, siteId: number, projId: number): Promise<ClassificationChange[]> {
  await familyOf(db, siteId, projId);
  return (await c.changes(db, siteId, { projId })).map(changeView);
}

/** Submits a checked (or sent back) change for review. */
export async function submitChange(db: Db, siteId: number, projId: number, id: number, actor: Actor): Promise<ClassificationChange> {
  await db.transaction(async (tx) => {
    await content.lockSite(tx, siteId);
    const [row] = await c.changes(tx, siteId, { projId, id });
    if (!row) throw notFound('没有这次分类变更（No such classification change.）');
    if (row.c.state !== 'checked' && row.c.state !== 'returned') throw conflict('这次分类变更已经提交过了（This classification change was submitted already.）');
    await c.updateChange(tx, id, { state: 'submitted', submittedBy: actor.accountId, submittedAt: nowIso() });
    await audit(tx, actor, 'classification.submit', 'classification_change', id, { state: row.c.state }, { state: 'submitted', projId, validFrom: row.c.validFrom });
  });
  return getChange(db, siteId, projId, id);
}

/** Approves (the tree in force from its period, a new era with its note) or sends back a submitted change. */
export async function reviewChange(db: Db, siteId: number, projId: number, id: number, body: ReviewClassificationBody, actor: Actor): Promise<ClassificationChange> {
  await db.transaction(async (tx) => {
    await content.lockSite(tx, siteId);
    const [row] = await c.changes(tx, siteId, { projId, id });
    if (!row) throw notFound('没有这次分类变更（No such classification change.）');
    const ch = row.c;
    if (ch.state !== 'submitted') throw conflict('这次分类变更没有在等待审核（This classification change is not waiting for review.）');
    refuseOwnWork(actor, [ch.createdBy, ch.submittedBy], { zh: '分类体系', en: 'a classification' });
    const comment = body.comment?.trim() || null;
    const now = nowIso();
    if (body.decision === 'return') {
      if (!comment) throw badRequest('退回时请写明原因（Say why when sending back.）');
      await c.updateChange(tx, id, { state: 'returned', reviewedBy: actor.accountId, reviewedAt: now, comment });
      await audit(tx, actor, 'classification.return', 'classification_change', id, { state: 'submitted' }, { state: 'returned', comment });
      return;
    }
    const family = await familyOf(tx, siteId, projId);
    // A period released (or a tree approved) since the check may have taken the era's start.
    try {
      await eraStart(tx, siteId, family, ch.validFrom);
    } catch (e) {
      throw conflict(`${(e as Error).message}：请重新导入（import it again）`);
    }
    const before = await c.treeAt(tx, siteId, projId, ch.validFrom);
    await c.replaceTree(tx, { siteId, projId }, ch.validFrom, ch.nodes as c.StoredNode[], ch.note);
    await c.updateChange(tx, id, { state: 'approved', reviewedBy: actor.accountId, reviewedAt: now, comment });
    await content.bumpIndexVersion(tx, siteId);
    await audit(tx, actor, 'classification.approve', 'classification_change', id, { state: 'submitted', nodes: before.length }, { state: 'approved', projId, validFrom: ch.validFrom, note: ch.note, nodes: (ch.nodes as unknown[]).length, counts: (ch.report as Stored).counts });
  });
  return getChange(db, siteId, projId, id);
}
