/**
 * Companies, products, brands: the back office creates them, edits them and retires them (never
 * deletes), each step under four eyes (server/content/review.ts). One way to read one with its
 * revisions, to list them with their review state (new ones never approved included), and to create,
 * save, submit, review and retire.
 */
import type { ArticleState, Edited, EditedSummary, ReviewBody } from '../../src/types/admin';
import type { Db } from '../db/client';
import * as q from '../db/content';
import { isoInstant } from '../db/read';
import type { Actor } from '../accounts/service';
import * as review from './review';
import type { Kind } from './review';

export interface EditedKind<F, I extends number | string, Keys> extends Kind<F, F, I> {
  /** What visitors see now, and the keys the answer carries (id, company…); null: there is none. */
  current(
    db: Db,
    siteId: number,
    id: I,
  ): Promise<{
    revision: number | null;
    fields: F;
    keys: Keys;
    retiredAt: string | null;
  } | null>;
  /** The keys of a new one no reviewer approved yet (it has only revisions), from its latest fields. */
  pendingKeys(db: Db, siteId: number, id: I, fields: F): Promise<Keys>;
}

/** The latest revision's state while it is open, else published (every one of them is). */
const stateOf = (latest: { state: string } | undefined): ArticleState => (latest && latest.state !== 'approved' ? (latest.state as ArticleState) : 'published');

export async function getEdited<F, I extends number | string, Keys>(db: Db, kind: EditedKind<F, I, Keys>, siteId: number, id: I): Promise<Edited<F> & Keys> {
  const [now, revisions] = await Promise.all([kind.current(db, siteId, id), q.revisionsOf(db, { siteId, entity: kind.entity, id })]);
  const views = revisions.map((r) => review.revisionView<F>(r));
  if (!now) {
    // New, never approved: nothing is on the site; the answer shows its latest draft.
    if (!revisions[0]) throw review.missing(kind);
    const fields = revisions[0].fields as F;
    return {
      ...(await kind.pendingKeys(db, siteId, id, fields)),
      state: stateOf(revisions[0]),
      published: { revision: null, fields },
      onSite: false,
      retiredAt: null,
      revisions: views,
    };
  }
  return {
    ...now.keys,
    state: stateOf(revisions[0]),
    published: { revision: now.revision, fields: now.fields },
    onSite: now.retiredAt === null,
    retiredAt: now.retiredAt && isoInstant(now.retiredAt),
    revisions: views,
  };
}

/** The operations of one kind: each answers the entity as it then is. */
export function editedOperations<F, I extends number | string, Keys>(kind: EditedKind<F, I, Keys>) {
  const get = (db: Db, siteId: number, id: I) => getEdited(db, kind, siteId, id);
  return {
    get,
    async save(db: Db, siteId: number, id: I, body: F & { restoredFrom?: number | null }, actor: Actor) {
      const { restoredFrom, ...fields } = body;
      await review.save(db, kind, siteId, id, fields as F, restoredFrom ?? null, actor);
      return get(db, siteId, id);
    },
    /** A new one with its first draft: visitors see it once a reviewer approves it. */
    async create(db: Db, siteId: number, draft: F, actor: Actor) {
      return get(db, siteId, await review.create(db, kind, siteId, draft, actor));
    },
    /** Asks for it to be retired (`reason` said), submitted for review at once. */
    async retire(db: Db, siteId: number, id: I, reason: string, actor: Actor) {
      await review.requestRetire(db, kind, siteId, id, async (tx) => (await kind.current(tx as Db, siteId, id))?.fields ?? null, reason, actor);
      return get(db, siteId, id);
    },
    async submit(db: Db, siteId: number, id: I, rev: number, actor: Actor) {
      await review.submit(db, kind, siteId, id, rev, actor);
      return get(db, siteId, id);
    },
    async review(db: Db, siteId: number, id: I, rev: number, body: ReviewBody, actor: Actor) {
      await review.review(db, kind, siteId, id, rev, body, actor);
      return get(db, siteId, id);
    },
  };
}

export interface EditedListQuery {
  state?: ArticleState;
  /** A name's words or an id. */
  text?: string;
  current: number;
  pageSize: number;
}

/**
 * The review columns of every one of a kind, by id as text; the name its latest revision gives it
 * (shown in the list while it is drafted).
 */
export async function reviewColumns(
  db: Db,
  siteId: number,
  entity: string,
): Promise<
  ((id: number | string) => EditedSummary & { fields: unknown }) & {
    newOnes(known: Iterable<number | string>): { id: string; fields: unknown }[];
  }
> {
  const latest = new Map((await q.latestRevisions(db, siteId, entity)).map((r) => [r.entityId, r]));
  const columns = (id: number | string) => {
    const r = latest.get(String(id));
    return {
      state: stateOf(r),
      updatedAt: r ? isoInstant(r.reviewedAt ?? r.submittedAt ?? r.createdAt) : null,
      updatedBy: r?.by ?? null,
      updatedByDisplayName: r?.byDisplayName ?? null,
      latestRev: r?.rev ?? null,
      fields: r?.fields,
    };
  };
  /** The ones that have only revisions (created, never approved), with their latest fields. */
  const newOnes = (known: Iterable<number | string>) => {
    const seen = new Set([...known].map(String));
    return [...latest.values()].filter((r) => !seen.has(r.entityId)).map((r) => ({ id: r.entityId, fields: r.fields }));
  };
  return Object.assign(columns, { newOnes });
}

/** The rows that match the state and the text (in the name, or the whole id), a page of them. */
export function listPage<T extends EditedSummary & { name: string }>(all: T[], idOf: (row: T) => number | string, query: EditedListQuery) {
  const text = query.text?.trim().toLowerCase();
  const list = all.filter((row) => (!query.state || row.state === query.state) && (!text || row.name.toLowerCase().includes(text) || String(idOf(row)).toLowerCase() === text));
  const pages = Math.max(1, Math.ceil(list.length / query.pageSize));
  const current = Math.min(query.current, pages);
  return {
    list: list.slice((current - 1) * query.pageSize, current * query.pageSize),
    total: list.length,
    current,
    pageSize: query.pageSize,
  };
}
