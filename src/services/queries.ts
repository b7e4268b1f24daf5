/**
 * Requests named once with their cache key, for the hooks that show them and for the prefetch that
 * starts the home pages' first requests together with the site info (instead of after the site
 * info, the layout chunk and the page chunk): both use the same key, so the page joins the request
 * on its way or finds its answer in the cache.
 */
import { CATEGORY_IDS, FIRST_PAGE, PAGE_SIZE } from '@/config/constants';
import { headlineOf, LATEST_COUNT, RECENT_PERIODS, recentFrom } from '@/config/firstScreen';
import type { IndexFamily, IndexSnapshot } from '@/types/webapi';
import { getArticles } from './articles';
import { remember } from './cache';
import { ApiError } from './errors';
import { getFamilies, getIndexSeries, getIndexSnapshot } from './indices';

export { headlineOf, LATEST_COUNT, RECENT_PERIODS };

export interface Query<T> {
  key: string;
  load: () => Promise<T>;
}

export const familiesQuery = (): Query<Awaited<ReturnType<typeof getFamilies>>> => ({
  key: 'index:families',
  load: () => getFamilies(),
});

/** A snapshot and the version it is of (`asOf`, absent: the latest), so a page never takes one version's answer for another's. */
export type VersionedSnapshot = IndexSnapshot & { asOf?: string };

/** `asOf`: as published on that day (its own cache entry, the answer marked with it); the latest when absent. */
export const snapshotQuery = (projId: number | undefined, period?: string, asOf?: string): Query<VersionedSnapshot> => ({
  key: `index:snapshot|${projId}|${period ?? ''}${asOf ? `|asOf=${asOf}` : ''}`,
  load: asOf
    ? async () => ({ ...(await getIndexSnapshot(projId!, period, { silent: true, asOf })), asOf })
    : () => getIndexSnapshot(projId!, period, { silent: true }),
});

/** The last `count` periods of a family's root series (the home trend line). */
export const recentSeriesQuery = (family: IndexFamily | undefined, count = RECENT_PERIODS) => {
  const from = family ? recentFrom(family, count) : undefined;
  return {
    key: `index:recent|${family?.projId}|${from}|${count}`,
    load: async () => {
      const [root] = await getIndexSeries({ projId: family!.projId, from }, { silent: true });
      if (!root) throw new ApiError('malformed', '');
      return { ...root, points: root.points.slice(-count) };
    },
  };
};

export const latestArticlesQuery = (categoryId: number, count = LATEST_COUNT) => ({
  key: `articles:latest|${categoryId}|${count}`,
  load: () => getArticles({ categoryId, current: 1, pageSize: count }, { silent: true }),
});

/** A column's list in the cache: its category and filters (src/hooks/articles.ts). */
export const articleListKey = (categoryId: number, filters: { keyword: string; year?: number; month?: number }) =>
  `articles|${categoryId}|${filters.keyword}|${filters.year ?? ''}-${filters.month ?? ''}`;

/** Page `page` of a paged list in the cache, on either site (src/hooks/usePaged.ts). */
export const pageKey = (listKey: string, page: number) => `${listKey}|page=${page}`;

/** Page 1 of a column without filters: what /comment, /report, /info and their phone twins open on. */
export const articleColumnQuery = (categoryId: number) => ({
  key: pageKey(articleListKey(categoryId, { keyword: '' }), FIRST_PAGE),
  load: () => getArticles({ categoryId, current: FIRST_PAGE, pageSize: PAGE_SIZE, keyword: '' }),
});

const HOME_ROUTES = ['/home', '/mobile/home', '/', '/mobile', ''];

/** The columns by route, desktop and phone. */
const COLUMN_ROUTES: Record<string, number> = Object.fromEntries(
  (['comment', 'report', 'info'] as const).flatMap((column) => [
    [`/${column}`, CATEGORY_IDS[column]],
    [`/mobile/${column}`, CATEGORY_IDS[column]],
  ]),
);

/**
 * Start the first requests of the page a visit opens on, beside the site info rather than after the
 * layout and page chunks and their first render: the home pages' and a column's unfiltered first page
 * (`search`: the route's query; a filtered list asks for itself).
 */
export function prefetchFor(pathname: string, search = ''): void {
  const column = COLUMN_ROUTES[pathname];
  if (column !== undefined) {
    if (!search.replace(/^\?/, '')) start(articleColumnQuery(column));
    return;
  }
  if (!HOME_ROUTES.includes(pathname)) return;
  const queries: Query<unknown>[] = [
    familiesQuery(),
    latestArticlesQuery(CATEGORY_IDS.comment),
    latestArticlesQuery(CATEGORY_IDS.info),
  ];
  if (!pathname.startsWith('/mobile')) queries.push(latestArticlesQuery(CATEGORY_IDS.report));
  queries.forEach(start);
  // What the families list leads to: every family's card (the headline's too) and the headline's trend line.
  remember(familiesQuery().key, familiesQuery().load)
    .then((families) => {
      families.forEach((f) => start(snapshotQuery(f.projId)));
      const headline = headlineOf(families);
      if (headline) start(recentSeriesQuery(headline));
    })
    .catch(() => undefined);
}

/** A failed prefetch is not kept: the page asks again and shows its own error state. */
function start(q: Query<unknown>): void {
  remember(q.key, q.load).catch(() => undefined);
}
