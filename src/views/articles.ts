/**
 * The article lists (/comment, /report, /info and their /mobile twins): `?keyword=季度&page=2`.
 * Desktop pages through the list; the phone appends pages as it scrolls and reads only the keyword.
 */
import { defineView, page, pathOn, text, type Side } from './codec';

const fields = { keyword: text(), page: page() };

export const articleListViews = {
  comment: defineView('/comment', fields),
  report: defineView('/report', fields),
  info: defineView('/info', fields),
};
export type ArticleListKind = keyof typeof articleListViews;
export type ArticleListView = ReturnType<(typeof articleListViews)['info']['parse']>;

export const articleHref = (id: number | string, side: Side = 'desktop') => pathOn(`/article/${id}`, side);
