/**
 * The 指数评论 a weekly release drafts from its numbers (issue 22), left for an editor to complete, and
 * the one an earlier release of the same period drafted.
 */
import type { Db } from '../db/client';
import type { Tx } from '../db/accounts';
import * as content from '../db/content';
import * as q from '../db/publish';
import { loadFamilies } from '../db/read';
import type { Actor } from '../accounts/service';
import { OUTLOOK_HEADING, weeklyFigures } from '../model/commentary';
import { CATEGORY_IDS } from '../../src/config/constants';
import { ARTICLE } from '../content/content';
import * as review from '../content/review';


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
export async function draftCommentary(tx: Tx, siteId: number, projId: number, period: string, at: string): Promise<number | null> {
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
