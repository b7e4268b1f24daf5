/**
 * The article lists (/comment, /report, /info and their /mobile twins):
 * `?keyword=季度&year=2026&month=3&page=2`. Desktop pages through the list; the phone appends pages
 * as it scrolls and ignores `page`. A month only counts within a year.
 */
import { defineView, optionalInt, page, pathOn, text, type Side } from './codec';

const fields = { keyword: text(), year: optionalInt(2100), month: optionalInt(12), page: page() };

/** A month alone (`?month=3`) means nothing: it is dropped. */
export const monthNeedsYear = <V extends { year?: number; month?: number }>(view: V): V =>
  view.year === undefined && view.month !== undefined ? { ...view, month: undefined } : view;

const listView = (path: string) => defineView(path, fields, { adjust: monthNeedsYear });

export const articleListViews = {
  comment: listView('/comment'),
  report: listView('/report'),
  info: listView('/info'),
};
export type ArticleListKind = keyof typeof articleListViews;
export type ArticleListView = ReturnType<(typeof articleListViews)['info']['parse']>;

export const articleHref = (id: number | string, side: Side = 'desktop') => pathOn(`/article/${id}`, side);
