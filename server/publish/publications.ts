/**
 * The publications as the back office lists them (issue 22): submitted, returned, approved (published
 * once their instant has come) or withdrawn, with who did what and when.
 */
import type { IndexPublication } from '../../src/types/admin';
import { notFound } from '../model/errors';
import type { Db } from '../db/client';
import * as q from '../db/publish';
import { beijingIso, isoInstant, timestampMs } from '../db/read';
import type { PublishingDataset } from '../db/schema';
import type { Frequency } from '../model/releases';
import type { StoredReport } from './importing';
import { periodOf } from './target';
import { slotOf } from '../model/periods';
import { nowMs } from '../clock';

type PublicationListRow = Awaited<ReturnType<typeof q.publications>>[number];

/** Whether an approved publication's instant has come (it is then `published` in the view). */
export const isLive = (p: q.PublicationRow, now = nowMs()): boolean => p.state === 'approved' && p.publishedAt !== null && timestampMs(p.publishedAt) <= now;

function publicationView(r: PublicationListRow, now = nowMs()): IndexPublication {
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
    slotAt: r.frequency ? periodOf(r.frequency as Frequency, p.period, slotOf(r.familyMeta)).publishedAt : null,
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
