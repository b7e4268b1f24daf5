import type { ArticleDetail, ArticlePage, ArticleQuery } from '@/types/webapi';
import { get, isArray, isObject, isPage, type GetOptions } from './client';

/**
 * A list page. `years` and `elsewhere` only feed the filters: an answer without them still lists
 * its articles (with no years to pick and no other lists to offer), one with the wrong kind does not.
 */
export const getArticles = async (query: ArticleQuery, opts?: GetOptions): Promise<ArticlePage> => {
  const page = await get<ArticlePage>(
    '/articles',
    (v) => isPage(v) && isObject(v) && (v.years === undefined || isArray(v.years)) && (v.elsewhere === undefined || isArray(v.elsewhere)),
    query,
    opts,
  );
  return { ...page, years: page.years ?? [], elsewhere: page.elsewhere ?? [] };
};

export const getArticle = (id: number | string, opts?: GetOptions) =>
  get<ArticleDetail>(
    `/articles/${encodeURIComponent(id)}`,
    (v) => isObject(v) && typeof v.content === 'string' && isArray(v.attachments) && isArray(v.tags),
    undefined,
    opts,
  );
