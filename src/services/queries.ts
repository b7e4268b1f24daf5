/**
 * Requests named once with their cache key, for the hooks that show them and for the prefetch that
 * starts the home pages' first requests together with the site info (instead of after the site
 * info, the layout chunk and the page chunk): both use the same key, so the page joins the request
 * on its way or finds its answer in the cache.
 */
import { CATEGORY_IDS } from '@/config/constants';
import { getArticles } from './articles';
import { remember } from './cache';
import { getFamilies, getIndexSnapshot } from './indices';

/** The headline family of the home pages: the original's project 21 (the weekly price index). */
export const HEADLINE_PROJ_ID = 21;
/** How many newest articles a home list shows. */
export const LATEST_COUNT = 5;

export interface Query<T> {
  key: string;
  load: () => Promise<T>;
}

export const familiesQuery = (): Query<Awaited<ReturnType<typeof getFamilies>>> => ({
  key: 'index:families',
  load: () => getFamilies(),
});

export const snapshotQuery = (projId: number | undefined, period?: string) => ({
  key: `index:snapshot|${projId}|${period ?? ''}`,
  load: () => getIndexSnapshot(projId!, period, { silent: true }),
});

export const latestArticlesQuery = (categoryId: number, count = LATEST_COUNT) => ({
  key: `articles:latest|${categoryId}|${count}`,
  load: () => getArticles({ categoryId, current: 1, pageSize: count }, { silent: true }),
});

const HOME_ROUTES = ['/home', '/mobile/home', '/', '/mobile', ''];

/** Start the first requests of the page a visit opens on (only the home pages for now). */
export function prefetchFor(pathname: string): void {
  if (!HOME_ROUTES.includes(pathname)) return;
  const queries: Query<unknown>[] = [
    familiesQuery(),
    snapshotQuery(HEADLINE_PROJ_ID),
    latestArticlesQuery(CATEGORY_IDS.comment),
    latestArticlesQuery(CATEGORY_IDS.info),
  ];
  if (!pathname.startsWith('/mobile')) queries.push(latestArticlesQuery(CATEGORY_IDS.report));
  // A failed prefetch is not kept: the page asks again and shows its own error state.
  queries.forEach((q) => remember(q.key, q.load).catch(() => undefined));
}
