/**
 * Four eyes, for any kind of content: an editor saves drafts (each a new revision, none ever deleted)
 * and submits the latest; a reviewer approves it (the kind copies it into what visitors see, and the
 * site's data version moves) or sends it back with a comment; no one decides on a revision they wrote
 * or submitted. Every step goes with its audit row in one transaction, under a lock of the site row
 * so revision numbers and new ids never collide. The kinds (articles now) say how their fields are
 * checked and published; SQL is in server/db/content.ts.
 */
import type { ReviewBody, Revision } from '../../src/types/admin';
import { isoInstant } from '../db/read';
import { ApiError, badRequest, notFound } from '../model/errors';
import type { Db } from '../db/client';
import type { Tx } from '../db/accounts';
import * as q from '../db/content';
import { conflict } from '../accounts/errors';
import { audit, type Actor } from '../accounts/service';
import { now as clockNow, nowIso } from '../clock';

/** `I`: the key of one (a number, or a brand's text id). */
export interface Kind<Draft, Fields, I extends number | string = number> {
  /** `article`: the revisions' entity, the audit's entity and the prefix of its actions. */
  entity: string;
  /** `文章` / `article`, for messages. */
  noun: { zh: string; en: string };
  /** An id for a new one (`draft`: what it is made of, e.g. a brand's company). */
  newId(tx: Tx, siteId: number, draft: Draft): Promise<I>;
  /** The draft checked and made what is stored (HTML sanitised, references looked up); throws 400. */
  prepare(tx: Tx, siteId: number, draft: Draft, id: I): Promise<Fields>;
  /** What visitors see now, for the audit's `before` (null: never published). */
  shown(tx: Tx, siteId: number, id: I): Promise<Record<string, unknown> | null>;
  /** Copies an approved revision into what visitors see; answers the audit's `after`. */
  publish(tx: Tx, siteId: number, id: I, fields: Fields, rev: number, now: Date): Promise<Record<string, unknown>>;
  /** A line of the fields for the audit (e.g. the title). */
  brief(fields: Fields): Record<string, unknown>;
  /** Takes off a copy approved for a later time; false (nothing done) when visitors may see it already. */
  takeBack?(tx: Tx, siteId: number, id: I, now: Date): Promise<boolean>;
  /** Hides it from visitors for good (kept, never deleted); answers the audit's `after`. A kind without it cannot be retired. */
  retire?(tx: Tx, siteId: number, id: I, now: Date): Promise<Record<string, unknown>>;
  /** Retired already: nothing more may be drafted of it. */
  isRetired?(tx: Tx, siteId: number, id: I): Promise<boolean>;
}

const retiredAlready = (noun: { zh: string; en: string }) => conflict(`该${noun.zh}已停用（The ${noun.en} is retired.）`);

const iso = isoInstant;

/** A stored revision as the contract shows it. */
export function revisionView<F>(r: q.NamedRevision): Revision<F> {
  return {
    rev: r.rev,
    state: r.state,
    fields: r.fields as F,
    restoredFrom: r.restoredFrom,
    createdBy: r.createdByName,
    createdByDisplayName: r.createdByDisplayName,
    createdAt: iso(r.createdAt),
    submittedBy: r.submittedByName,
    submittedByDisplayName: r.submittedByDisplayName,
    submittedAt: r.submittedAt && iso(r.submittedAt),
    reviewedBy: r.reviewedByName,
    reviewedByDisplayName: r.reviewedByDisplayName,
    reviewedAt: r.reviewedAt && iso(r.reviewedAt),
    comment: r.comment,
    // Only a retirement says so (articles' revisions never do).
    ...(r.retireReason ? { retireReason: r.retireReason } : {}),
  };
}

export const missing = (kind: { noun: { zh: string; en: string } }) => notFound(`${kind.noun.zh}不存在（No such ${kind.noun.en}.）`);

/** A new one with its first draft (nothing public until approved); its id. */
export async function create<D, F, I extends number | string>(db: Db, kind: Kind<D, F, I>, siteId: number, draft: D, actor: Actor): Promise<I> {
  return db.transaction(async (tx) => {
    await q.lockSite(tx, siteId);
    return createIn(tx, kind, siteId, draft, actor);
  });
}

/** `create` inside a transaction that holds the site's lock already (a release drafting its commentary). */
export async function createIn<D, F, I extends number | string>(tx: Tx, kind: Kind<D, F, I>, siteId: number, draft: D, actor: Actor): Promise<I> {
  const id = await kind.newId(tx, siteId, draft);
  const fields = await kind.prepare(tx, siteId, draft, id);
  await q.insertRevision(tx, { siteId, entity: kind.entity, id }, { rev: 1, state: 'draft', fields, createdBy: actor.accountId });
  await audit(tx, actor, `${kind.entity}.create`, kind.entity, id, null, {
    rev: 1,
    ...kind.brief(fields),
  });
  return id;
}

/** A new draft revision (`restoredFrom`: the revision whose fields these are); refused while one waits for review. */
export async function save<D, F, I extends number | string>(db: Db, kind: Kind<D, F, I>, siteId: number, id: I, draft: D, restoredFrom: number | null, actor: Actor): Promise<void> {
  await db.transaction(async (tx) => {
    await q.lockSite(tx, siteId);
    await saveIn(tx, kind, siteId, id, draft, restoredFrom, actor);
  });
}

/** `save` inside a transaction that holds the site's lock already (a release redrafting its commentary). */
export async function saveIn<D, F, I extends number | string>(tx: Tx, kind: Kind<D, F, I>, siteId: number, id: I, draft: D, restoredFrom: number | null, actor: Actor): Promise<void> {
  const e = { siteId, entity: kind.entity, id };
  const [shown, revisions] = await Promise.all([kind.shown(tx, siteId, id), q.revisionsOf(tx, e)]);
  if (!shown && revisions.length === 0) throw missing(kind);
  if (await kind.isRetired?.(tx, siteId, id)) throw retiredAlready(kind.noun);
  if (revisions[0]?.state === 'submitted') throw conflict('已有一版在等待审核，请等审核结束后再修改（A revision waits for review: edit once it is decided.）');
  if (restoredFrom && !revisions.some((r) => r.rev === restoredFrom)) throw badRequest(`没有第 ${restoredFrom} 版（No revision ${restoredFrom}.）`);
  const rev = (revisions[0]?.rev ?? 0) + 1;
  const fields = await kind.prepare(tx, siteId, draft, id);
  await q.insertRevision(tx, e, {
    rev,
    state: 'draft',
    fields,
    restoredFrom,
    createdBy: actor.accountId,
  });
  const before = revisions[0] ? { rev: revisions[0].rev, ...kind.brief(revisions[0].fields as F) } : shown;
  await audit(tx, actor, `${kind.entity}.${restoredFrom ? 'restore' : 'revise'}`, kind.entity, id, before, { rev, ...kind.brief(fields), restoredFrom });
}

/** The revision `rev`, which must be the latest. */
async function latest(tx: Tx, kind: { noun: { zh: string; en: string } }, e: q.Entity, rev: number): Promise<q.NamedRevision> {
  const revisions = await q.revisionsOf(tx, e);
  const found = revisions.find((r) => r.rev === rev);
  if (!found) throw notFound(`${kind.noun.zh} ${e.id} 没有第 ${rev} 版（${kind.noun.en} ${e.id} has no revision ${rev}.）`);
  if (revisions[0].rev !== rev) throw conflict(`第 ${rev} 版已不是最新一版（Revision ${rev} is no longer the latest.）`);
  return found;
}

export async function submit<D, F, I extends number | string>(db: Db, kind: Kind<D, F, I>, siteId: number, id: I, rev: number, actor: Actor): Promise<void> {
  const e = { siteId, entity: kind.entity, id };
  await db.transaction(async (tx) => {
    await q.lockSite(tx, siteId);
    const r = await latest(tx, kind, e, rev);
    if (r.state !== 'draft') throw conflict(`第 ${rev} 版不是草稿，不能提交（Revision ${rev} is not a draft.）`);
    await q.updateRevision(tx, e, rev, {
      state: 'submitted',
      submittedBy: actor.accountId,
      submittedAt: nowIso(),
    });
    await audit(tx, actor, `${kind.entity}.submit`, kind.entity, id, { rev, state: 'draft' }, { rev, state: 'submitted' });
  });
}

/** Approve (publish) or send back the submitted latest revision; never one's own. */
export async function review<D, F, I extends number | string>(db: Db, kind: Kind<D, F, I>, siteId: number, id: I, rev: number, body: ReviewBody, actor: Actor): Promise<void> {
  const e = { siteId, entity: kind.entity, id };
  await db.transaction(async (tx) => {
    await q.lockSite(tx, siteId);
    const r = await latest(tx, kind, e, rev);
    if (r.state !== 'submitted') throw conflict(`第 ${rev} 版没有在等待审核（Revision ${rev} is not waiting for review.）`);
    if (r.createdBy === actor.accountId || r.submittedBy === actor.accountId) {
      throw new ApiError(403, 'FORBIDDEN', '不能审核自己撰写或提交的内容（You may not review your own work.）');
    }
    const comment = body.comment?.trim() || null;
    const now = clockNow();
    if (body.decision === 'return') {
      if (!comment) throw badRequest('退回时请写明原因（Say why when sending back.）');
      await q.updateRevision(tx, e, rev, {
        state: 'returned',
        reviewedBy: actor.accountId,
        reviewedAt: now.toISOString(),
        comment,
      });
      await audit(tx, actor, `${kind.entity}.return`, kind.entity, id, { rev, state: 'submitted' }, { rev, state: 'returned', comment });
      return;
    }
    const before = await kind.shown(tx, siteId, id);
    // A retirement approved hides it; any other revision publishes its fields.
    const after =
      r.retireReason && kind.retire
        ? {
            ...(await kind.retire(tx, siteId, id, now)),
            retireReason: r.retireReason,
          }
        : await kind.publish(tx, siteId, id, r.fields as F, rev, now);
    await q.updateRevision(tx, e, rev, {
      state: 'approved',
      reviewedBy: actor.accountId,
      reviewedAt: now.toISOString(),
      comment,
    });
    await q.bumpDataVersion(tx, siteId);
    await audit(tx, actor, `${kind.entity}.approve`, kind.entity, id, before, {
      rev,
      state: 'approved',
      ...after,
    });
  });
}

/**
 * Withdraws one that is not public yet, inside a transaction holding the site's lock (a release
 * withdrawn takes its drafted commentary with it): a copy approved for later is taken off, and the
 * latest revision is returned with `comment`, so the editor reads why and anything further goes
 * through four eyes again. False, changing nothing, when it is public already or the kind cannot take
 * a copy back: correcting it is then the editor's work.
 */
export async function withdrawIn<D, F, I extends number | string>(tx: Tx, kind: Kind<D, F, I>, siteId: number, id: I, comment: string, actor: Actor): Promise<boolean> {
  const e = { siteId, entity: kind.entity, id };
  const now = clockNow();
  if (!kind.takeBack) return false;
  const before = await kind.shown(tx, siteId, id);
  if (!(await kind.takeBack(tx, siteId, id, now))) return false;
  const [latestRev] = await q.revisionsOf(tx, e);
  if (latestRev && latestRev.state !== 'returned') {
    await q.updateRevision(tx, e, latestRev.rev, {
      state: 'returned',
      reviewedBy: actor.accountId,
      reviewedAt: now.toISOString(),
      comment,
    });
  }
  await audit(tx, actor, `${kind.entity}.withdraw`, kind.entity, id, { ...before, rev: latestRev?.rev ?? null, state: latestRev?.state ?? null }, { state: 'returned', comment });
  return true;
}

/**
 * Asks for one to be retired: a revision carrying the editor's reason and the fields visitors see now,
 * submitted at once; a reviewer (never the one who asked) approves it and the kind hides it. Only one
 * that visitors see can be retired: a new one never approved is simply not submitted, or sent back.
 */
export async function requestRetire<D, F, I extends number | string>(
  db: Db,
  kind: Kind<D, F, I>,
  siteId: number,
  id: I,
  shownFields: (tx: Tx) => Promise<F | null>,
  reason: string,
  actor: Actor,
): Promise<void> {
  const why = reason.trim();
  if (!why) throw badRequest('停用时请写明原因（Say why it is retired.）');
  const e = { siteId, entity: kind.entity, id };
  await db.transaction(async (tx) => {
    await q.lockSite(tx, siteId);
    const [fields, revisions] = await Promise.all([shownFields(tx), q.revisionsOf(tx, e)]);
    if (fields === null) {
      if (revisions.length === 0) throw missing(kind);
      throw conflict(`该${kind.noun.zh}尚未发布，无需停用：不提交或退回即可（The ${kind.noun.en} was never published: leave it unsubmitted or send it back.）`);
    }
    if (await kind.isRetired?.(tx, siteId, id)) throw retiredAlready(kind.noun);
    if (revisions[0]?.state === 'submitted') throw conflict('已有一版在等待审核，请等审核结束后再停用（A revision waits for review: retire it once that is decided.）');
    const rev = (revisions[0]?.rev ?? 0) + 1;
    const now = nowIso();
    await q.insertRevision(tx, e, {
      rev,
      state: 'submitted',
      fields,
      createdBy: actor.accountId,
      submittedBy: actor.accountId,
      submittedAt: now,
      retireReason: why,
    });
    await audit(tx, actor, `${kind.entity}.retire`, kind.entity, id, { ...kind.brief(fields) }, { rev, state: 'submitted', retireReason: why });
  });
}
