/**
 * Importing a period's figures (issue 22): the template to fill, the uploaded file checked into a
 * report (server/publish/validate.ts, codes.ts) with a preview of what visitors will read, and the
 * file kept by its hash with its report and values, which a submission then loads.
 */
import { createHash } from 'node:crypto';
import type { ImportPreview, ImportReport } from '../../src/types/admin';
import { ApiError, notFound } from '../model/errors';
import { snapshotOf } from '../model/family';
import type { Db } from '../db/client';
import * as content from '../db/content';
import * as q from '../db/publish';
import { isoInstant, loadFamilies, readFile } from '../db/read';
import { audit, type Actor } from '../accounts/service';
import type { PublishingDataset } from '../db/schema';
import { checkCodeSheet, codePreview, codeTemplate } from './codes';
import { DATASETS } from './datasets';
import { readWorkbook, type Workbook } from './sheet';
import { indexTemplate } from './template';
import { checkIndexSheet, type ImportIssue } from './validate';
import { TOLERANCE, target, type Target } from './target';

/** An uploaded figures file may have at most this many bytes. */
export const MAX_FIGURES_BYTES = 5 * 1024 * 1024;

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
    movePct: tg.movePct,
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

export type StoredReport = Omit<ImportReport, 'id' | 'createdAt' | 'createdBy' | 'dataset' | 'values'>;

function reportView(row: q.ImportRow, createdBy: string | null): Omit<ImportReport, 'values'> {
  return { ...(row.report as StoredReport), dataset: row.dataset, id: row.id, createdAt: isoInstant(row.createdAt), createdBy };
}

/** The audit's name of an action on a publication: the index keeps its own, the other datasets share `data.…`. */
export const action = (dataset: PublishingDataset, verb: 'import' | 'submit' | 'approve' | 'return') => `${dataset === 'index' ? 'index' : 'data'}.${verb}`;

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
    movePct: tg.movePct,
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
  // A back-load's values are hundreds of thousands: its report says how many, not which.
  if (!row.values || (row.report as StoredReport).history) return null;
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
