/**
 * Index data for the home and data pages, desktop and mobile: families (from the `data` model, kept
 * for the visit), category trees, series, snapshots, and the /data view state kept in the URL,
 * either as published now or as published on a past day (`asOf`, 「历史版本」).
 */
import { useModel } from '@umijs/max';
import { createContext, useCallback, useContext, useMemo } from 'react';
import { getIndexSeries, getIndexTree } from '@/services/indices';
import { ApiError } from '@/services/errors';
import { remember } from '@/services/cache';
import { headlineOf, latestArticlesQuery, recentSeriesQuery, snapshotQuery, type VersionedSnapshot } from '@/services/queries';
import { indexDataView, type IndexView } from '@/views/indexData';
import { useView } from '@/views/useView';
import type { IndexFamily, IndexSeries, IndexSnapshot } from '@/types/webapi';
import { alignSeries, keyPeriodsBefore, rangeStartAfter, resolveNodeIds, type ShownSeries } from '@/domain/indexSeries';
import { HEAT_PERIODS } from '@/domain/indexMoves';
import { useApi } from './useApi';


/** The state of one data region, as AsyncView wants it. */
export interface Loadable<T> {
  data: T | undefined;
  loading: boolean;
  error: unknown;
  retry: () => void;
}

// ------------------------------------------------------------------ families

/** All index families, fetched once per visit through the `data` model (on top of the one cache). */
export function useFamilies(): Loadable<IndexFamily[]> {
  const { data, error, loading, refresh } = useModel('data', (m) => m.families);
  return { data, error, loading: loading || (data === undefined && !error), retry: refresh };
}

// ------------------------------------------------------------------ 历史版本 (asOf)

const AsOfContext = createContext<string | undefined>(undefined);

/**
 * The published version the sections below show (`asOf`, `YYYY-MM-DD`; undefined: the latest).
 * /data and /mobile/data provide their view's, so every snapshot, series and heat-map request of
 * their sections asks for that version (the tree and the families list have no versions).
 */
export const AsOfProvider = AsOfContext.Provider;
export const useAsOf = () => useContext(AsOfContext);

/** The end of a Beijing day, in ms: what was public by then is in that day's version. */
export const endOfBeijingDay = (day: string) => Date.parse(`${day}T23:59:59.999+08:00`);

/**
 * A family as published on `asOf`: the families list is always the latest, so its latest period
 * comes from that version's snapshot, and its revisions are those public by then (a withdrawal
 * made later had not happened yet).
 */
export function familyAsOf(family: IndexFamily, asOf: string, latest: IndexSnapshot): IndexFamily {
  const end = endOfBeijingDay(asOf);
  const revisions = Array.isArray(family.revisions)
    ? family.revisions
        .filter((r) => Date.parse(r.revisedAt) <= end)
        .map((r) => (r.withdrawnAt && Date.parse(r.withdrawnAt) > end ? { ...r, withdrawnAt: undefined, withdrawReason: undefined } : r))
    : family.revisions;
  return { ...family, latestPeriod: latest.period, revisions };
}

// ------------------------------------------------------------------ tree, snapshot, series

/** A family's category tree, tagged with its family so a page never pairs a tree with the wrong family. */
export function useIndexTree(projId: number | undefined) {
  return useApi(`index:tree|${projId}`, async () => ({ projId: projId!, nodes: await getIndexTree(projId!, { silent: true }) }), {
    ready: projId !== undefined,
    refreshOnWindowFocus: false,
  });
}

/** Every node of a family in one period (default: the latest), in the version of the page (`useAsOf`). */
export function useIndexSnapshot(projId: number | undefined, period?: string) {
  return useIndexSnapshotAt(projId, period, useAsOf());
}

/** `useIndexSnapshot` as published on `asOf` (undefined: the latest); the answer says which (`asOf`). */
export function useIndexSnapshotAt(projId: number | undefined, period: string | undefined, asOf: string | undefined) {
  const q = snapshotQuery(projId, period, asOf);
  return useApi<VersionedSnapshot>(q.key, q.load, { ready: projId !== undefined });
}

/** One node's whole series, cached on its own: adding a node to a comparison fetches only that node. */
function loadNodeSeries(projId: number, nodeId: string, asOf: string | undefined): Promise<IndexSeries> {
  return remember(`index:node-series|${projId}|${nodeId}${asOf ? `|asOf=${asOf}` : ''}`, async () => {
    const [series] = await getIndexSeries({ projId, nodeIds: [nodeId], asOf }, { silent: true });
    if (!series) throw new ApiError('malformed', '');
    return series;
  });
}

/**
 * Whole series of the given nodes, in the given order, as published on `asOf` (undefined: the
 * latest). The answer names its version, so a page never shows another version's lines as this one's.
 */
export function useIndexSeries(projId: number | undefined, nodeIds: string[], asOf?: string) {
  return useApi(
    `index:series|${projId}|${nodeIds.join(',')}${asOf ? `|asOf=${asOf}` : ''}`,
    async () => ({ asOf, series: await Promise.all(nodeIds.map((id) => loadNodeSeries(projId!, id, asOf))) }),
    { ready: projId !== undefined && nodeIds.length > 0 },
  );
}

/**
 * The 大类 series over the heat-map's periods, ending with `until` (the selected period, else the
 * latest): one request for every category, cached per period.
 */
export function useHeatSeries(family: IndexFamily | undefined, categoryIds: string[], until: string | undefined) {
  const asOf = useAsOf();
  const end = until ?? family?.latestPeriod;
  const from = family && end ? keyPeriodsBefore(end, family.frequency, HEAT_PERIODS) : undefined;
  return useApi(
    `index:heat|${family?.projId}|${end}|${categoryIds.join(',')}${asOf ? `|asOf=${asOf}` : ''}`,
    () => getIndexSeries({ projId: family!.projId, nodeIds: categoryIds, from, to: end, asOf }, { silent: true }),
    { ready: !!family && !!end && categoryIds.length > 0 },
  );
}

/** The last `count` periods of a family's root series (the home trend line). */
export function useRecentSeries(family: IndexFamily | undefined, count: number) {
  const q = recentSeriesQuery(family, count);
  return useApi(q.key, q.load, { ready: !!family });
}

/** The newest articles of a category (home lists). Shared cache: desktop and mobile home read the same. */
export function useLatestArticles(categoryId: number, count: number) {
  const q = latestArticlesQuery(categoryId, count);
  return useApi(q.key, q.load);
}

/** The family a view shows: its `proj`, or the first family. `notFound` when `proj` names none. */
export function pickFamily(families: IndexFamily[], view: IndexView): { family?: IndexFamily; notFound: boolean } {
  if (view.proj === undefined) return { family: families[0], notFound: false };
  const family = families.find((f) => f.projId === view.proj);
  return { family, notFound: !family };
}

// ------------------------------------------------------------------ /data and /mobile/data

/**
 * Everything /data and /mobile/data share: the view from the URL, the family it names (or 404),
 * the family's tree, the chosen nodes (validated, root by default), their series in the chosen
 * range, and the latest snapshot for the notes — all in the version the view names (`asOf`: as
 * published by the end of that day), or the latest.
 *
 * With `asOf`, `family` waits for that version's latest snapshot (the families list is always the
 * latest: its latest period and revisions are replaced by the version's, see `familyAsOf`);
 * `version` is that request's state, its error a day the backend refuses (400) or before the
 * family's first release (404).
 */
export function useIndexExplorer() {
  const families = useFamilies();
  const [view, update] = useView(indexDataView);
  const { asOf } = view;
  const picked = families.data ? pickFamily(families.data, view) : { family: undefined, notFound: false };
  const { notFound } = picked;
  const projId = picked.family?.projId;

  const latest = useIndexSnapshotAt(projId, undefined, asOf);
  // The latest snapshot of this family and version until another's answer arrives: the notes never show a stale one.
  const familyLatest = latest.data?.projId === projId && latest.data?.asOf === asOf ? latest.data : undefined;
  const family = useMemo(
    () => (!picked.family || !asOf ? picked.family : familyLatest ? familyAsOf(picked.family, asOf, familyLatest) : undefined),
    [picked.family, asOf, familyLatest],
  );
  // A previous day's failure is not this day's: it counts once the request for this day has ended.
  const versionFailed = !!asOf && !familyLatest && !latest.loading && !!latest.error;
  const version: Loadable<VersionedSnapshot> = {
    data: familyLatest,
    loading: !!asOf && !familyLatest && !versionFailed,
    error: versionFailed ? latest.error : undefined,
    retry: latest.refresh,
  };

  const tree = useIndexTree(projId);
  const treeNodes = tree.data?.projId === projId ? tree.data?.nodes : undefined;
  const nodeIdsKey = view.nodes.join(',');
  const nodeIds = useMemo(() => (treeNodes ? resolveNodeIds(nodeIdsKey.split(','), treeNodes) : []), [treeNodes, nodeIdsKey]);

  const series = useIndexSeries(projId, nodeIds, asOf);
  const seriesData = series.data && series.data.asOf === asOf ? series.data.series : undefined;
  const startAfter = family ? rangeStartAfter(family.latestPeriod, family.frequency, view.range) : undefined;
  const shown = useMemo<ShownSeries | undefined>(() => {
    // While other nodes load, the previous answer is not what the controls say: wait for the new one.
    if (!treeNodes) return undefined;
    // A family without nodes: an empty view, not an endless spinner.
    if (!nodeIds.length) return { series: [], rows: [] };
    const list = nodeIds.map((id) => seriesData?.find((s) => s.nodeId === id));
    if (list.some((s) => !s)) return undefined;
    const ordered = list as IndexSeries[];
    return { series: ordered, rows: alignSeries(ordered, startAfter) };
  }, [treeNodes, seriesData, nodeIds, startAfter]);

  const treeRefresh = tree.refresh;
  const seriesRefresh = series.refresh;
  const treeError = tree.error;
  const retrySeries = useCallback(() => (treeError ? treeRefresh() : seriesRefresh()), [treeError, treeRefresh, seriesRefresh]);

  const shownState: Loadable<ShownSeries> = {
    data: shown,
    loading: tree.loading || series.loading || (!!treeNodes && !shown && !series.error),
    error: tree.error ?? series.error,
    retry: retrySeries,
  };

  // Categories (大类) to pick from exist only in families whose tree has a second level.
  // Known from the family before its tree arrives, so the picker's place is kept from the first paint.
  const hasCategories = (family?.depth ?? 1) > 1;

  return { families, view, update, family, notFound, version, treeNodes, hasCategories, nodeIds, shown: shownState, latest, familyLatest, startAfter };
}

// ------------------------------------------------------------------ home

/** The home headline: the office's headline family (headlineOf) and its latest snapshot, as one region; no family yet: none. */
export function useHeadline(): Loadable<{ family: IndexFamily; snapshot: IndexSnapshot } | { family: undefined; snapshot: undefined }> & {
  families: Loadable<IndexFamily[]>;
  /** Every family but the headline one, for the cards under it. */
  otherFamilies: IndexFamily[] | undefined;
} {
  const families = useFamilies();
  const family = families.data ? headlineOf(families.data) : undefined;
  const snapshot = useIndexSnapshot(family?.projId);
  const data = useMemo(() => {
    if (!families.data) return undefined;
    if (!family) return { family: undefined, snapshot: undefined };
    return snapshot.data ? { family, snapshot: snapshot.data } : undefined;
  }, [families.data, family, snapshot.data]);
  const retry = useCallback(() => {
    if (families.error) families.retry();
    if (snapshot.error) snapshot.refresh();
  }, [families, snapshot]);
  return {
    data,
    loading: families.loading || (!!family && snapshot.loading),
    error: families.error ?? (family ? snapshot.error : undefined),
    retry,
    families,
    otherFamilies: families.data?.filter((f) => f !== family),
  };
}
