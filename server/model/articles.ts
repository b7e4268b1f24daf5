/** Articles: their order (newest first), their neighbours within a category, their list summary. */
import type { ArticleSummary } from '../../src/types/webapi';
import type { ArticleRecord } from './types';

/** Newest first: by publication time, then id. */
export function compareNewestFirst(a: ArticleRecord, b: ArticleRecord): number {
  return a.publishedAt < b.publishedAt ? 1 : a.publishedAt > b.publishedAt ? -1 : b.id - a.id;
}

/** Sets prev (older) and next (newer) within each category; `records` are newest first. */
export function linkNeighbours(records: ArticleRecord[]): void {
  const byCategory = new Map<number, ArticleRecord[]>();
  for (const r of records) {
    const list = byCategory.get(r.categoryId) ?? [];
    list.push(r);
    byCategory.set(r.categoryId, list);
  }
  byCategory.forEach((list) => {
    list.forEach((r, i) => {
      const newer = list[i - 1];
      const older = list[i + 1];
      r.prev = older ? { id: older.id, title: older.title } : null;
      r.next = newer ? { id: newer.id, title: newer.title } : null;
    });
  });
}

export function articleSummary(a: ArticleRecord): ArticleSummary {
  const { id, categoryId, type, title, summary, author, source, publishedAt, cover, attachmentCount, views: v } = a;
  return {
    id,
    categoryId,
    ...(type ? { type } : {}),
    title,
    summary,
    author,
    source,
    publishedAt,
    ...(cover ? { cover } : {}),
    attachmentCount,
    views: v,
  };
}
