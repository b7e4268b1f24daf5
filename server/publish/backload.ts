/**
 * Back-loading a family's history (issue 45): one file of many periods checked (./history.ts) and
 * kept as one import, submitted as ONE publication of kind `history` (submit.ts hands it here) and
 * approved by another account (review.ts, the same four-eyes rule as a period): approval writes every
 * period's release and its values as their first vintage, public at the approval instant, in the
 * reviewer's one transaction. A back-load only precedes what is published (or fills an empty family).
 */
import { createHash } from 'node:crypto';
import type { ImportReport, SubmitPublicationBody } from '../../src/types/admin';
import { ApiError, badRequest, notFound } from '../model/errors';
import { beijingDay } from '../model/calendar';
import type { Frequency } from '../model/releases';
import type { Db } from '../db/client';
import type { Tx } from '../db/accounts';
import * as content from '../db/content';
import * as q from '../db/publish';
import { conflict } from '../accounts/errors';
import { audit, type Actor } from '../accounts/service';
import { checkHistory } from './history';
import { getImport, type StoredReport } from './importing';
import { readRowBook } from './sheet';
import { MOVE_ALERT_PCT, TOLERANCE, periodOf } from './target';
import { now } from '../clock';

/** A history file may be as large as any upload the server takes (app.ts). */
export const MAX_HISTORY_BYTES = 20 * 1024 * 1024;

/**
 * The values as kept with the import: codes × periods as the bytes of a Float64Array in base64 (NaN
 * where the file has none) — one string, not half a million jsonb numbers for the database to parse.
 */
interface StoredHistory {
  periods: string[];
  codes: string[];
  f64: string;
}

const familyMissing = (projId: number) => notFound(`没有 ${projId} 号指数（No index family ${projId}.）`);

/** Checks a back-load of `projId` and keeps it with its report, errors or not (the report is what the office reads). */
export async function importHistory(db: Db, siteId: number, projId: number, filename: string, bytes: Buffer, actor: Actor): Promise<ImportReport> {
  if (bytes.length > MAX_HISTORY_BYTES) throw new ApiError(413, 'TOO_LARGE', `文件不能超过 ${MAX_HISTORY_BYTES / 1024 / 1024} MB（A history file may have at most ${MAX_HISTORY_BYTES / 1024 / 1024} MB.）`);
  const family = await q.familyRow(db, siteId, projId);
  if (!family) throw familyMissing(projId);
  const frequency = family.frequency as Frequency;
  const nodes = await q.allNodes(db, siteId, projId);
  if (!nodes.length) throw badRequest(`${family.name}还没有分类，请先导入分类再导入历史数据（${projId} has no classification yet: import its tree first.）`);
  const released = await q.releasedPeriods(db, siteId, projId);
  const firstPublished = released[0]?.period ?? null;
  const firstValues = firstPublished ? (await q.currentValues(db, siteId, projId, [firstPublished])).get(firstPublished)! : null;
  const book = await readRowBook(bytes, filename);
  const check = checkHistory(book, { projId, frequency, nodes, firstPublished, firstValues, today: beijingDay(now()), movePct: MOVE_ALERT_PCT[frequency], tolerance: TOLERANCE });

  const sha256 = createHash('sha256').update(bytes).digest('hex');
  const ext = book.format === 'xlsx' ? 'xlsx' : 'csv';
  const stored = `imports/${projId}-history-${sha256.slice(0, 16)}.${ext}`;
  const label = check.first && check.last ? `${periodOf(frequency, check.first).label}至${periodOf(frequency, check.last).label}历史数据` : '历史数据';
  const report: StoredReport = {
    projId,
    period: check.first ?? '',
    label,
    fileName: filename.trim() || stored,
    sha256,
    errors: check.errors,
    warnings: check.warnings,
    issues: check.issues,
    revision: null,
    preview: null,
    history: { layout: check.layout, periods: check.periods, first: check.first, last: check.last, values: check.values },
  };
  let values: StoredHistory | null = null;
  if (check.data) {
    const v = check.data.values;
    values = { periods: check.data.periods, codes: check.data.codes, f64: Buffer.from(v.buffer, v.byteOffset, v.byteLength).toString('base64') };
  }
  const id = await db.transaction(async (tx) => {
    if (!(await content.fileInfo(tx, siteId, stored))) {
      const contentType = ext === 'xlsx' ? 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' : 'text/csv';
      await content.insertFile(tx, { siteId, name: stored, title: report.fileName, contentType, bytes, size: bytes.length, pages: null, sha256 });
    }
    const importId = await q.insertImport(tx, { siteId, dataset: 'index', projId, period: report.period, fileName: stored, sha256, report, values, createdBy: actor.accountId });
    await audit(tx, actor, 'index.import', 'index_import', importId, null, { projId, history: report.history, file: report.fileName, sha256, errors: check.errors, warnings: check.warnings });
    return importId;
  });
  return getImport(db, siteId, id);
}

/** Whether an import is a back-load. */
export const isHistory = (imp: q.ImportRow): boolean => !!(imp.report as StoredReport).history;

/** The family's periods released so far must all come after the back-load's last. */
async function stillBefore(tx: Tx, siteId: number, projId: number, report: StoredReport): Promise<void> {
  const released = await q.releasedPeriods(tx, siteId, projId);
  const last = report.history!.last!;
  if (released[0] && released[0].period <= last) {
    throw conflict(`${report.label}与已发布的 ${released[0].period} 期重叠，请重新导入（The back-load overlaps the published period ${released[0].period}: import it again.）`);
  }
}

/** Submits a checked back-load (submit.ts, in its transaction): one publication of kind `history`. */
export async function submitHistory(tx: Tx, siteId: number, imp: q.ImportRow, body: SubmitPublicationBody, actor: Actor): Promise<number> {
  const report = imp.report as StoredReport;
  if (body.publishAt) throw badRequest('历史数据在审核通过时发布，不能预约时间（A back-load is published on approval: no publishing time.）');
  await stillBefore(tx, siteId, imp.projId, report);
  const waiting = (await q.publications(tx, siteId, { state: 'submitted', projId: imp.projId, dataset: 'index' })).some((r) => r.p.kind === 'history');
  if (waiting) throw conflict('这个指数已有一批历史数据在等待审核（A back-load of this family is waiting for review already.）');
  const pubId = await q.insertPublication(tx, { siteId, dataset: 'index', projId: imp.projId, period: imp.period, importId: imp.id, kind: 'history', state: 'submitted', reason: null, publishAt: null, submittedBy: actor.accountId });
  await audit(tx, actor, 'index.submit', 'index_publication', pubId, null, { projId: imp.projId, kind: 'history', importId: imp.id, first: report.history!.first, last: report.history!.last, periods: report.history!.periods });
  return pubId;
}

/**
 * Approves a back-load (review.ts, in its transaction, four eyes checked there): every period's
 * release and values, public now, as their first vintage.
 */
export async function releaseHistory(tx: Tx, siteId: number, p: q.PublicationRow, imp: q.ImportRow, now: Date, comment: string | null, actor: Actor): Promise<void> {
  const report = imp.report as StoredReport;
  await stillBefore(tx, siteId, p.projId, report);
  const family = (await q.familyRow(tx, siteId, p.projId))!;
  const frequency = family.frequency as Frequency;
  const at = now.toISOString();
  const h = imp.values as unknown as StoredHistory;
  const nodes: string[] = [];
  const periods: string[] = [];
  const values: number[] = [];
  const C = h.codes.length;
  const bytes = Buffer.from(h.f64, 'base64');
  const all = new Float64Array(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength));
  for (let i = 0; i < all.length; i += 1) {
    const v = all[i];
    if (Number.isNaN(v)) continue;
    nodes.push(h.codes[i % C]);
    periods.push(h.periods[Math.floor(i / C)]);
    values.push(v);
  }
  const releases = h.periods.map((k) => q.releaseRow(siteId, p.projId, periodOf(frequency, k), at));
  await q.insertHistory(tx, { siteId, projId: p.projId }, releases, { nodes, periods, values });
  await q.updatePublication(tx, p.id, { state: 'approved', reviewedBy: actor.accountId, reviewedAt: at, comment, publishedAt: at, commentaryId: null });
  await content.bumpIndexVersion(tx, siteId);
  await audit(tx, actor, 'index.approve', 'index_publication', p.id, { state: 'submitted' }, { state: 'approved', projId: p.projId, kind: 'history', first: report.history!.first, last: report.history!.last, periods: h.periods.length, values: values.length, publishedAt: at });
}
