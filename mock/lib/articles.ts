/**
 * Article assembly: collects the drafts of every category, adds type, publication time, views,
 * attachment count and prev/next neighbours (same category, by date: prev = older, next = newer),
 * related reading (./related.ts) and, for a commentary, the index period it is about.
 */
import { compareNewestFirst, linkNeighbours } from '../../server/model/articles';
import { beijingDateTime } from '../../server/model/calendar';
import { buildCommentaries } from './commentary';
import { buildNews } from './news';
import { buildPages } from './pages';
import { hashString } from './random';
import { computeRelated } from '../../server/model/related';
import { buildReports } from './reports';
import { CATEGORIES_LIST } from './site';
import type { ArticleContext, ArticleDraft, ArticleRecord } from '../../server/model/types';

const VIEW_RATE: Record<number, number> = { 214: 45, 220: 70, 213: 38, 221: 60, 216: 120, 212: 110 };

function views(draft: ArticleDraft, today: number): number {
  const age = Math.max(0, today - draft.day);
  return 40 + (hashString(`views:${draft.id}`) % 360) + Math.floor(Math.sqrt(age) * (VIEW_RATE[draft.categoryId] ?? 40));
}

export function buildArticles(ctx: ArticleContext, now: number = Number.POSITIVE_INFINITY): ArticleRecord[] {
  // Written by `now`: one dated later today is not out yet (nor in the seeded database: server/demo/seed.ts).
  const drafts = [...buildCommentaries(ctx), ...buildReports(ctx), ...buildNews(ctx), ...buildPages(ctx)].filter(
    (d) => d.day < ctx.today || (d.day === ctx.today && Date.parse(beijingDateTime(d.day, d.time[0], d.time[1])) <= now),
  );
  const typeOf = new Map(CATEGORIES_LIST.map((c) => [c.id, c.type]));
  const seen = new Set<number>();
  const records: ArticleRecord[] = drafts.map((d) => {
    if (seen.has(d.id)) throw new Error(`duplicate article id ${d.id}`);
    seen.add(d.id);
    const type = typeOf.get(d.categoryId);
    const attachments = d.attachments ?? [];
    const record: ArticleRecord = {
      id: d.id,
      categoryId: d.categoryId,
      ...(type ? { type } : {}),
      title: d.title,
      summary: d.summary,
      author: d.author,
      source: d.source,
      publishedAt: beijingDateTime(d.day, d.time[0], d.time[1]),
      ...(d.cover ? { cover: d.cover } : {}),
      attachmentCount: attachments.length,
      views: views(d, ctx.today),
      content: d.content,
      attachments,
      prev: null,
      next: null,
      tags: d.tags,
      related: [],
      // The same link the snapshot's commentId makes (dataset.ts), from the other side.
      indexPeriod: d.about && ctx.familyById.get(d.about.projId)?.periodIndex.has(d.about.period) ? { ...d.about } : null,
      day: d.day,
      ...(d.about ? { about: d.about } : {}),
    };
    return record;
  });
  records.sort(compareNewestFirst);
  linkNeighbours(records);
  const related = computeRelated(records, ctx.families.map((f) => f.family));
  for (const r of records) r.related = related.get(r.id) ?? [];
  return records;
}

