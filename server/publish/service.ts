/**
 * Publishing an index period (issue 22): the template of a period, the import checked into a report
 * (server/publish/validate.ts) with its file kept by hash, the submission and its review under four
 * eyes, and the release: on approval the period and its values are written as vintages, public from
 * the family's release slot (or a chosen time, or at once), so numbers appear all together at their
 * time, and a revision keeps what it replaces for `asOf`. SQL is in server/db/publish.ts.
 */
import { createHash } from 'node:crypto';
import type { ImportPreview, ImportReport, IndexPublication, PublishingFamily, ReviewPublicationBody, SubmitPublicationBody, WithdrawPublicationBody } from '../../src/types/admin';
import type { PeriodInfo } from '../model/types';
import { ApiError, badRequest, notFound } from '../model/errors';
import { beijingDay, isoDate, isoWeekday, lastCompleteMonth, mondayOf, monthIndex, parseIsoDate, parseMonthKey } from '../model/calendar';
import { monthPeriod, weekPeriod } from '../model/periods';
import { snapshotOf } from '../model/family';
import type { Db } from '../db/client';
import type { Tx } from '../db/accounts';
import * as content from '../db/content';
import * as q from '../db/publish';
import { beijingIso, isoInstant, timestampMs } from '../db/read';
import { conflict } from '../admin/errors';
import { audit, type Actor } from '../admin/service';
import { OUTLOOK_HEADING, weeklyFigures } from '../model/commentary';
import { CATEGORY_IDS } from '../../src/config/constants';
import { loadFamilies, readFile } from '../db/read';
import { ARTICLE } from '../admin/content';
import * as review from '../admin/review';
import type { PublishingDataset } from '../db/schema';
import { checkCodeSheet, codePreview, codeTemplate, type CodeTable } from './codes';
import { DATASETS, type OtherDataset } from './datasets';
import { nextPeriod, type Frequency } from '../model/releases';
import { readWorkbook, type Workbook } from './sheet';
import { indexTemplate } from './template';
import { checkIndexSheet, type ImportIssue, type TreeNode } from './validate';

/** A move beyond this (per cent, on the previous period) is a warning: weekly prices move less than monthly indices. */
const MOVE_ALERT_PCT = { week: 5, month: 10 } as const;
/** How far a parent may be from its children's weighted average: two values rounded to 0.01 each. */
const TOLERANCE = 0.02;
/** An uploaded figures file may have at most this many bytes. */
export const MAX_FIGURES_BYTES = 5 * 1024 * 1024;

const familyMissing = (projId: number) => notFound(`没有 ${projId} 号指数（No index family ${projId}.）`);

/** The period `key` of a family of `frequency`, or a 400 saying what a key looks like. */
export function periodOf(frequency: Frequency, key: string): PeriodInfo {
  if (frequency === 'week') {
    const day = parseIsoDate(key);
    if (day === null || isoWeekday(day) !== 1) throw badRequest(`周期应为该周星期一的日期，如 2026-11-23（A weekly period is its Monday, e.g. 2026-11-23.）`);
    return weekPeriod(day);
  }
  const index = parseMonthKey(key);
  if (index === null) throw badRequest('周期应为年月，如 2026-10（A monthly period is a month, e.g. 2026-10.）');
  return monthPeriod(index);
}

/** The released period one year before `p`, as the public 同比 takes it (a week inside the festival gap borrows the last one before it). */
function yearAgoKey(frequency: Frequency, p: PeriodInfo, released: PeriodInfo[]): string | null {
  if (frequency === 'month') {
    const key = monthPeriod(monthIndex(p.year, p.month!) - 12).key;
    return released.some((r) => r.key === key) ? key : null;
  }
  const target = p.startDay - 364;
  const before = released.filter((r) => r.startDay <= target).pop();
  return before && target - before.startDay <= 21 ? before.key : null;
}

interface Target {
  frequency: Frequency;
  familyName: string;
  info: PeriodInfo;
  kind: 'new' | 'revision';
  nodes: TreeNode[];
  previous: { info: PeriodInfo; values: Map<string, number> } | null;
  yearAgo: Map<string, number> | null;
  published: Map<string, number> | null;
}

/** What importing `period` of `projId` means: a new period (the one due) or a revision of a released one. */
async function target(db: Tx, siteId: number, projId: number, period: string): Promise<Target> {
  const family = await q.familyRow(db, siteId, projId);
  if (!family) throw familyMissing(projId);
  const frequency = family.frequency as Frequency;
  const info = periodOf(frequency, period);
  const released = (await q.releasedPeriods(db, siteId, projId)).map((r) => periodOf(frequency, r.period));
  const at = released.findIndex((r) => r.key === info.key);
  const latest = released[released.length - 1];
  if (at < 0 && latest) {
    const due = nextPeriod(frequency, latest);
    if (info.key !== due.key) {
      throw badRequest(`${info.label}不能导入：已发布到${latest.label}，下一期是${due.label}（${info.key} cannot be imported: the next period is ${due.key}.）`);
    }
  }
  if (info.startDay > beijingDay(new Date())) throw badRequest(`${info.label}还没有开始（${info.key} has not begun yet.）`);
  const prevInfo = at < 0 ? (latest ?? null) : (released[at - 1] ?? null);
  const yearKey = yearAgoKey(frequency, info, released);
  const keys = [prevInfo?.key, yearKey, at >= 0 ? info.key : undefined].filter((k): k is string => !!k);
  const values = await q.currentValues(db, siteId, projId, keys);
  return {
    frequency,
    familyName: family.name,
    info,
    kind: at < 0 ? 'new' : 'revision',
    nodes: await q.nodesFor(db, siteId, projId, info.key),
    previous: prevInfo && { info: prevInfo, values: values.get(prevInfo.key)! },
    yearAgo: yearKey ? values.get(yearKey)! : null,
    published: at >= 0 ? values.get(info.key)! : null,
  };
}

/**
 * Every family with its latest period and the one due next: the only new period an import takes,
 * and from its first day on (target), so whether it can be imported today and from which day.
 */
export async function publishingFamilies(db: Db, siteId: number): Promise<PublishingFamily[]> {
  const rows = await q.families(db, siteId);
  const out: PublishingFamily[] = [];
  for (const f of rows) {
    const frequency = f.frequency as Frequency;
    const released = await q.releasedPeriods(db, siteId, f.projId);
    const last = released[released.length - 1];
    const latest = last ? periodOf(frequency, last.period) : null;
    // A family with nothing out yet starts with the last complete week or month.
    const today = beijingDay(new Date());
    const next = latest ? nextPeriod(frequency, latest) : frequency === 'week' ? weekPeriod(mondayOf(today) - 7) : monthPeriod(lastCompleteMonth(today));
    out.push({
      projId: f.projId,
      name: f.name,
      frequency,
      latest: latest && { period: latest.key, label: latest.label, publishedAt: beijingIso(last.publishedAt) },
      next: { period: next.key, label: next.label, slot: next.publishedAt, importable: next.startDay <= today, importableFrom: isoDate(next.startDay) },
    });
  }
  return out;
}

/** The workbook to fill for `period` of `projId` (or of another dataset), and its file name. */
export async function template(db: Db, siteId: number, projId: number, period: string, dataset: PublishingDataset = 'index'): Promise<{ bytes: Buffer; filename: string }> {
  if (dataset !== 'index') {
    const table = await DATASETS[dataset].table(db, siteId, period);
    return { bytes: await codeTemplate(table), filename: `${table.title}-${table.period}.xlsx` };
  }
  const tg = await target(db, siteId, projId, period);
  const bytes = await indexTemplate({
    projId,
    familyName: tg.familyName,
    period: tg.info.key,
    label: tg.info.label,
    unitNote: tg.kind === 'revision' ? `本期已经发布，导入即为修订，提交时须说明原因。` : '',
    nodes: tg.nodes,
    previous: tg.previous && { label: tg.previous.info.label, values: tg.previous.values },
    movePct: MOVE_ALERT_PCT[tg.frequency],
    tolerance: TOLERANCE,
  });
  // Named by the period's label (「2026年第48周」, 「2026年10月」), not its key: a week's key is its Monday, which reads as a date.
  return { bytes, filename: `${tg.familyName}-${tg.info.label}.xlsx` };
}

/** Every vintage in force, scheduled releases included: what the site will show once this one is out too. */
const ALL_RELEASED = '9999-12-31T00:00:00Z';

/**
 * What visitors will read once this import is released: the family answered by the same functions
 * as the public /webapi, with the period in place (the headline, its summary, the counts), and for a
 * revision every value that changes.
 */
async function preview(db: Db, siteId: number, projId: number, tg: Target, values: Map<string, number>): Promise<ImportPreview> {
  const [fam] = await loadFamilies(db, siteId, ALL_RELEASED, projId, { period: tg.info, values });
  const snapshot = snapshotOf(fam, fam.periodIndex.get(tg.info.key)!);
  const root = snapshot.rows.find((r) => r.nodeId === tg.nodes[0].id)!;
  const changes = tg.published
    ? tg.nodes.filter((n) => tg.published!.get(n.id) !== values.get(n.id)).map((n) => ({ id: n.id, name: n.name, old: tg.published!.get(n.id) ?? null, new: values.get(n.id)! }))
    : [];
  return {
    root: { id: root.nodeId, name: root.name, value: root.indexValue, previous: tg.previous?.values.get(root.nodeId) ?? null, changePct: root.changePct },
    ...snapshot.summary,
    changes,
    visitor: { family: fam.family, snapshot, tree: fam.tree },
  };
}

type StoredReport = Omit<ImportReport, 'id' | 'createdAt' | 'createdBy' | 'dataset' | 'values'>;

function reportView(row: q.ImportRow, createdBy: string | null): Omit<ImportReport, 'values'> {
  return { ...(row.report as StoredReport), dataset: row.dataset, id: row.id, createdAt: isoInstant(row.createdAt), createdBy };
}

/** The audit's name of an action on a publication: the index keeps its own, the other datasets share `data.…`. */
const action = (dataset: PublishingDataset, verb: 'import' | 'submit' | 'approve' | 'return') => `${dataset === 'index' ? 'index' : 'data'}.${verb}`;

/** Refuses a file too large to be a figures file, before reading it. */
function checkSize(bytes: Buffer): void {
  if (bytes.length > MAX_FIGURES_BYTES) throw new ApiError(413, 'TOO_LARGE', `文件不能超过 ${MAX_FIGURES_BYTES / 1024 / 1024} MB（A figures file may have at most ${MAX_FIGURES_BYTES / 1024 / 1024} MB.）`);
}

interface Checked {
  dataset: PublishingDataset;
  projId: number;
  period: string;
  label: string;
  book: Workbook;
  check: { errors: number; warnings: number; issues: ImportIssue[]; revision: { changed: number } | null; values: Map<string, number> | null };
  preview: ImportReport['preview'];
}

/** Keeps the checked file (by its hash) with its report and values, in one transaction with its audit. */
async function keepImport(db: Db, siteId: number, c: Checked, filename: string, bytes: Buffer, actor: Actor): Promise<ImportReport> {
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  const ext = c.book.format === 'xlsx' ? 'xlsx' : 'csv';
  const stored = `imports/${c.dataset === 'index' ? c.projId : c.dataset}-${c.period}-${sha256.slice(0, 16)}.${ext}`;
  const report: StoredReport = {
    projId: c.projId,
    period: c.period,
    label: c.label,
    fileName: filename.trim() || stored,
    sha256,
    errors: c.check.errors,
    warnings: c.check.warnings,
    issues: c.check.issues,
    revision: c.check.revision,
    preview: c.preview,
  };
  const id = await db.transaction(async (tx) => {
    if (!(await content.fileInfo(tx, siteId, stored))) {
      const contentType = ext === 'xlsx' ? 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' : 'text/csv';
      await content.insertFile(tx, { siteId, name: stored, title: report.fileName, contentType, bytes, size: bytes.length, pages: null, sha256 });
    }
    const values = c.check.values ? Object.fromEntries(c.check.values) : null;
    const importId = await q.insertImport(tx, { siteId, dataset: c.dataset, projId: c.projId, period: c.period, fileName: stored, sha256, report, values, createdBy: actor.accountId });
    const about = c.dataset === 'index' ? { projId: c.projId } : { dataset: c.dataset };
    await audit(tx, actor, action(c.dataset, 'import'), 'index_import', importId, null, { ...about, period: c.period, file: report.fileName, sha256, errors: c.check.errors, warnings: c.check.warnings });
    return importId;
  });
  return getImport(db, siteId, id);
}

/**
 * Checks an uploaded figures file for `period` of `projId` (or of another dataset: `projId` is then
 * ignored) and keeps it (by its hash) with its report, errors or not: the report is what the office
 * reads, and a submission loads these values.
 */
export async function importFigures(
  db: Db,
  siteId: number,
  projId: number,
  period: string,
  filename: string,
  bytes: Buffer,
  actor: Actor,
  dataset: PublishingDataset = 'index',
): Promise<ImportReport> {
  checkSize(bytes);
  if (dataset !== 'index') {
    const table = await DATASETS[dataset].table(db, siteId, period);
    const book = await readWorkbook(bytes, filename);
    const check = checkCodeSheet(book, table);
    const preview = check.values ? codePreview(table, check.values) : null;
    return keepImport(db, siteId, { dataset, projId: 0, period: table.period, label: table.label, book, check, preview }, filename, bytes, actor);
  }
  const tg = await target(db, siteId, projId, period);
  const book = await readWorkbook(bytes, filename);
  const check = checkIndexSheet(book, {
    projId,
    period: tg.info.key,
    nodes: tg.nodes,
    previous: tg.previous?.values ?? null,
    yearAgo: tg.yearAgo,
    published: tg.published,
    movePct: MOVE_ALERT_PCT[tg.frequency],
    tolerance: TOLERANCE,
  });
  const previewed = check.values ? await preview(db, siteId, projId, tg, check.values) : null;
  return keepImport(db, siteId, { dataset, projId, period: tg.info.key, label: tg.info.label, book, check, preview: previewed }, filename, bytes, actor);
}

export async function getImport(db: Db, siteId: number, id: number): Promise<ImportReport> {
  const row = await q.importRow(db, siteId, id);
  if (!row) throw notFound('没有这次导入（No such import.）');
  const by = row.createdBy === null ? null : ((await q.accountName(db, row.createdBy)) ?? null);
  return { ...reportView(row, by), values: await submittedValues(db, siteId, row) };
}

/** The checked values as submitted, an index's in its tree's order with their names (another dataset's by code). */
async function submittedValues(db: Db, siteId: number, row: q.ImportRow): Promise<ImportReport['values']> {
  if (!row.values) return null;
  const values = new Map(Object.entries(row.values as Record<string, number>));
  if (row.dataset !== 'index') return [...values].map(([id, value]) => ({ id, name: null, value }));
  const nodes = await q.nodesFor(db, siteId, row.projId, row.period);
  const named = nodes.filter((n) => values.has(n.id)).map((n) => ({ id: n.id, name: n.name, value: values.get(n.id)! }));
  const known = new Set(named.map((n) => n.id));
  return [...named, ...[...values].filter(([id]) => !known.has(id)).map(([id, value]) => ({ id, name: null, value }))];
}

/** The file an import was made from, as uploaded: its bytes, type and the name it was uploaded under. */
export async function importFile(db: Db, siteId: number, id: number): Promise<{ bytes: Buffer; contentType: string; filename: string; fallback: string }> {
  const row = await q.importRow(db, siteId, id);
  if (!row) throw notFound('没有这次导入（No such import.）');
  const stored = await readFile(db, siteId, row.fileName);
  if (!stored) throw notFound('这次导入的文件已不在（The file of this import is no longer kept.）');
  const report = row.report as StoredReport;
  return { bytes: Buffer.from(stored.bytes), contentType: stored.contentType, filename: report.fileName || stored.title, fallback: row.fileName.split('/').pop()! };
}

type PublicationListRow = Awaited<ReturnType<typeof q.publications>>[number];

/** Whether an approved publication's instant has come (it is then `published` in the view). */
const isLive = (p: q.PublicationRow, now = Date.now()): boolean => p.state === 'approved' && p.publishedAt !== null && timestampMs(p.publishedAt) <= now;

function publicationView(r: PublicationListRow, now = Date.now()): IndexPublication {
  const { p } = r;
  const report = r.report as StoredReport;
  const live = isLive(p, now);
  return {
    id: p.id,
    dataset: p.dataset,
    projId: p.projId,
    period: p.period,
    label: report.label,
    kind: p.kind,
    state: live ? 'published' : p.state,
    reason: p.reason,
    publishAt: p.publishAt && beijingIso(p.publishAt),
    publishedAt: p.publishedAt && beijingIso(p.publishedAt),
    importId: p.importId,
    importedBy: r.importer,
    importedByDisplayName: r.importerDisplayName,
    submittedBy: r.submitter,
    submittedByDisplayName: r.submitterDisplayName,
    submittedAt: isoInstant(p.submittedAt),
    reviewedBy: r.reviewer,
    reviewedByDisplayName: r.reviewerDisplayName,
    reviewedAt: p.reviewedAt && isoInstant(p.reviewedAt),
    comment: p.comment,
    errors: report.errors,
    warnings: report.warnings,
    commentaryId: p.commentaryId,
    withdrawnBy: r.withdrawer,
    withdrawnByDisplayName: r.withdrawerDisplayName,
    withdrawnAt: p.withdrawnAt && isoInstant(p.withdrawnAt),
    withdrawReason: p.withdrawReason,
    slotAt: r.frequency ? periodOf(r.frequency as Frequency, p.period).publishedAt : null,
  };
}

export async function listPublications(db: Db, siteId: number, filter: { state?: string; projId?: number; dataset?: PublishingDataset }): Promise<IndexPublication[]> {
  const state = filter.state === 'published' ? 'approved' : filter.state;
  const rows = (await q.publications(db, siteId, { state, projId: filter.projId, dataset: filter.dataset })).map((r) => publicationView(r));
  return filter.state ? rows.filter((r) => r.state === filter.state) : rows;
}

export async function getPublication(db: Db, siteId: number, id: number): Promise<IndexPublication> {
  const [row] = await q.publications(db, siteId, { id });
  if (!row) throw notFound('没有这次发布（No such publication.）');
  return publicationView(row);
}

/** Who drafts the commentary: the server, from the numbers (an editor completes and submits it). */
const DRAFTER: Actor = { accountId: null, accountName: null, address: null };
/** Where the editor writes the outlook the numbers cannot give. */
export const OUTLOOK_PLACEHOLDER = '【请编辑补充后市展望】';

/**
 * The article an earlier release of the same period drafted (a release withdrawn and released again),
 * and whether a person has had a hand in it: wrote or submitted a revision of it, or it was approved
 * (it is public, or was scheduled). Null when no earlier release of the period drafted one.
 */
async function earlierCommentary(tx: Tx, siteId: number, projId: number, period: string): Promise<{ id: number; byPerson: boolean } | null> {
  // Newest first: a later release's article is the one that counts (there is only one once this holds).
  const [earlier] = (await q.publications(tx, siteId, { projId, dataset: 'index' })).filter((r) => r.p.period === period && r.p.commentaryId !== null);
  if (!earlier) return null;
  const id = earlier.p.commentaryId!;
  const [revisions, row] = await Promise.all([content.revisionsOf(tx, { siteId, entity: ARTICLE.entity, id }), content.articleRow(tx, siteId, id)]);
  if (revisions.length === 0 && !row) return null;
  const byPerson = !!row || revisions.some((r) => r.createdBy !== null || r.submittedBy !== null || r.state === 'approved');
  return { id, byPerson };
}

/**
 * The period's 指数评论 as a draft article, written from the released numbers in the five-part form
 * of server/model/commentary.ts (level, 环比/同比, N 涨 M 跌 K 平, the movers with their 大类, the
 * table), the outlook left to the editor; to appear with the release once an editor submits it and a
 * reviewer approves it. Weekly families with a classification tree only.
 *
 * One per period: when an earlier release of the period (since withdrawn) drafted one that no person
 * has touched, the figures as released now become its next revision; one a person wrote in, submitted
 * or approved is kept as it is, the editor's to bring up to date. Either way the release names that
 * article rather than adding another.
 */
async function draftCommentary(tx: Tx, siteId: number, projId: number, period: string, at: string): Promise<number | null> {
  const [fam] = await loadFamilies(tx as unknown as Db, siteId, at, projId);
  // The drafted form reads the movers of a weekly tree; a single series or a month has none.
  if (!fam || fam.family.frequency !== 'week' || fam.nodes.length < 2) return null;
  const earlier = await earlierCommentary(tx, siteId, projId, period);
  if (earlier?.byPerson) return earlier.id;
  const i = fam.periodIndex.get(period);
  if (i === undefined) return null;
  const d = weeklyFigures(fam, i);
  const content = `${d.body}${OUTLOOK_HEADING}<p>${OUTLOOK_PLACEHOLDER}</p>`;
  // Written by whoever compiles the index, in the office's name until an editor signs it otherwise.
  const by = fam.family.source;
  const draft = { categoryId: CATEGORY_IDS.comment, title: d.title, summary: `${d.lead}；${d.countLine}。`, author: by, source: by, content, tags: d.tags, publishAt: at, about: d.about };
  if (!earlier) return review.createIn(tx, ARTICLE, siteId, draft, DRAFTER);
  await review.saveIn(tx, ARTICLE, siteId, earlier.id, draft, null, DRAFTER);
  return earlier.id;
}

/** Submits a checked import for review (editors); a revision needs its reason. */
export async function submitPublication(db: Db, siteId: number, body: SubmitPublicationBody, actor: Actor): Promise<IndexPublication> {
  const id = await db.transaction(async (tx) => {
    await content.lockSite(tx, siteId);
    const imp = await q.importRow(tx, siteId, body.importId);
    if (!imp) throw notFound('没有这次导入（No such import.）');
    if (!imp.values) throw badRequest('这次导入有错误，改正后重新导入再提交（The import has errors: correct the file and import it again.）');
    const report = imp.report as StoredReport;
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
    if (p.submittedBy === actor.accountId || row.importedBy === actor.accountId) throw new ApiError(403, 'FORBIDDEN', '不能审核自己导入或提交的数据（You may not review figures you imported or submitted.）');
    const comment = body.comment?.trim() || null;
    const now = new Date();
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
    const family = (await q.familyRow(tx, siteId, p.projId))!;
    const info = periodOf(family.frequency as Frequency, p.period);
    const released = (await q.releasedPeriods(tx, siteId, p.projId)).some((r) => r.period === p.period);
    if (released !== (p.kind === 'revision')) throw conflict('这一期的状态在提交后变了，请重新导入（The period changed since it was submitted: import it again.）');
    // Now if the reviewer says so, else the reviewer's chosen time, else the time asked at submission, else the family's slot (a revision: at once).
    const asked = body.publishNow ? now.getTime() : chosen !== null ? chosen : p.publishAt ? timestampMs(p.publishAt) : p.kind === 'new' ? Date.parse(info.publishedAt) : now.getTime();
    const at = new Date(Math.max(asked, now.getTime())).toISOString();
    const values = new Map(Object.entries(imp.values as Record<string, number>));
    const e = { siteId, projId: p.projId, period: p.period };
    if (p.kind === 'new') {
      await q.insertRelease(tx, {
        siteId,
        projId: p.projId,
        period: info.key,
        year: info.year,
        week: info.week ?? null,
        month: info.month ?? null,
        startDate: isoDate(info.startDay),
        endDate: isoDate(info.endDay),
        releaseDate: isoDate(info.releaseDay),
        label: info.label,
        publishedAt: at,
      });
      await q.writeVintages(tx, e, values, at);
    } else {
      const current = (await q.currentValues(tx, siteId, p.projId, [p.period])).get(p.period)!;
      await q.writeVintages(tx, e, new Map([...values].filter(([node, v]) => current.get(node) !== v)), at);
    }
    const commentaryId = p.kind === 'new' ? await draftCommentary(tx, siteId, p.projId, p.period, at) : null;
    await q.updatePublication(tx, id, { state: 'approved', reviewedBy: actor.accountId, reviewedAt: now.toISOString(), comment, publishedAt: at, commentaryId });
    await content.bumpDataVersion(tx, siteId);
    await audit(tx, actor, 'index.approve', 'index_publication', id, { state: 'submitted' }, { state: 'approved', projId: p.projId, period: p.period, kind: p.kind, publishedAt: at, chosenAt: chosen === null ? null : new Date(chosen).toISOString(), publishNow: body.publishNow === true, values: values.size });
  });
  return getPublication(db, siteId, id);
}

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
    if (p.state !== 'approved' || p.publishedAt === null) {
      const why = p.state === 'withdrawn' ? '这次发布已经撤回（This publication was withdrawn already.）' : '只能撤回已审核通过的发布（Only an approved publication can be withdrawn.）';
      throw conflict(why);
    }
    const now = new Date();
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
    await content.bumpDataVersion(tx, siteId);
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
