import type { ArticleDetail, ArticleQuery, ArticleSummary, PageResult } from '@/types/webapi';
import { get, isArray, isObject, isPage, type GetOptions } from './client';

export const getArticles = (query: ArticleQuery, opts?: GetOptions) =>
  get<PageResult<ArticleSummary>>('/articles', isPage, query, opts);

export const getArticle = (id: number | string, opts?: GetOptions) =>
  get<ArticleDetail>(
    `/articles/${encodeURIComponent(id)}`,
    (v) => isObject(v) && typeof v.content === 'string' && isArray(v.attachments) && isArray(v.tags),
    undefined,
    opts,
  );
