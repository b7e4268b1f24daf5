import type { ArticleDetail, ArticlePage, ArticleQuery } from '@/types/webapi';
import { get, isArray, isObject, isPage, type GetOptions } from './client';

export const getArticles = (query: ArticleQuery, opts?: GetOptions) =>
  get<ArticlePage>('/articles', (v) => isPage(v) && isObject(v) && isArray(v.years) && isArray(v.elsewhere), query, opts);

export const getArticle = (id: number | string, opts?: GetOptions) =>
  get<ArticleDetail>(
    `/articles/${encodeURIComponent(id)}`,
    (v) => isObject(v) && typeof v.content === 'string' && isArray(v.attachments) && isArray(v.tags),
    undefined,
    opts,
  );
