/**
 * Index data for the home and data pages, desktop and mobile: families (from the `data` model, kept
 * for the visit), category trees, series, snapshots, and the /data view state kept in the URL.
 */
import { useLocation, useModel, useNavigate, useSearchParams } from '@umijs/max';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { getIndexSeries, getIndexSnapshot, getIndexTree } from '@/services/indices';
import { getArticles } from '@/services/articles';
import { ApiError } from '@/services/errors';
import { REQUEST_CACHE_TIME } from '@/config/constants';
import type { IndexFamily, IndexSeries, IndexSnapshot, ValueKind } from '@/types/webapi';
import {
  alignSeries,
  type AlignedRow,
  DEFAULT_KIND,
  DEFAULT_RANGE,
  isRangeKey,
  isValueKind,
  keyPeriodsBefore,
  MAX_COMPARE,
  rangeStartAfter,
  resolveNodeIds,
  type RangeKey,
} from '@/components/index/series';
import { useApi } from './useApi';

/** The headline family of the home pages: the original's project 21 (the weekly price index). */
export const HEADLINE_PROJ_ID = 21;

/** The state of one data region, as AsyncView wants it. */
export interface Loadable<T> {
  data: T | undefined;
  loading: boolean;
  error: unknown;
  retry: () => void;
}

// ------------------------------------------------------------------ families

/** All index families, fetched once per visit through the `data` model. */
export function useFamilies(): Loadable<IndexFamily[]> {
  const { data, error, loading, ensure } = useModel('data', (m) => m.families);
  useEffect(() => {
    ensure().catch(() => undefined);
  }, [ensure]);
  const retry = useCallback(() => {
    ensure(true).catch(() => undefined);
  }, [ensure]);
  return { data, error, loading: loading || (data === undefined && !error), retry };
}

// ------------------------------------------------------------------ tree, snapshot, series

/**
 * Index answers are cached by what they answer for REQUEST_CACHE_TIME and shared by every page of
 * the visit: adding a node to a comparison fetches only that node, switching range or kind fetches
 * nothing, and the notes and the snapshot table of /data share one snapshot request.
 */
const answers = new Map<string, { at: number; promise: Promise<unknown> }>();

function cached<T>(key: string, load: () => Promise<T>): Promise<T> {
  const hit = answers.get(key);
  if (hit && Date.now() - hit.at < REQUEST_CACHE_TIME) return hit.promise as Promise<T>;
  const promise = load();
  // A failure must not stick: the retry button asks again.
  promise.catch(() => answers.delete(key));
  answers.set(key, { at: Date.now(), promise });
  return promise;
}

/** A family's category tree, tagged with its family so a page never pairs a tree with the wrong family. */
export function useIndexTree(projId: number | undefined) {
  return useApi(
    async () => ({ projId: projId!, nodes: await cached(`tree|${projId}`, () => getIndexTree(projId!, { silent: true })) }),
    { ready: projId !== undefined, refreshDeps: [projId], refreshOnWindowFocus: false },
  );
}

/** Every node of a family in one period (default: the latest). */
export function useIndexSnapshot(projId: number | undefined, period?: string) {
  return useApi(
    () => cached(`snapshot|${projId}|${period ?? ''}`, () => getIndexSnapshot(projId!, period, { silent: true })),
    { ready: projId !== undefined, refreshDeps: [projId, period] },
  );
}

function loadNodeSeries(projId: number, nodeId: string): Promise<IndexSeries> {
  return cached(`series|${projId}|${nodeId}`, async () => {
    const [series] = await getIndexSeries({ projId, nodeIds: [nodeId] }, { silent: true });
    if (!series) throw new ApiError('malformed', '');
    return series;
  });
}

/** Whole series of the given nodes, in the given order. */
export function useIndexSeries(projId: number | undefined, nodeIds: string[]) {
  const key = nodeIds.join(',');
  return useApi(() => Promise.all(nodeIds.map((id) => loadNodeSeries(projId!, id))), {
    ready: projId !== undefined && nodeIds.length > 0,
    refreshDeps: [projId, key],
  });
}

/** The last `count` periods of a family's root series (the home sparkline). */
export function useRecentSeries(family: IndexFamily | undefined, count: number) {
  const from = family ? keyPeriodsBefore(family.latestPeriod, family.frequency, count) : undefined;
  return useApi(
    async () => {
      const [root] = await getIndexSeries({ projId: family!.projId, from }, { silent: true });
      if (!root) throw new ApiError('malformed', '');
      return { ...root, points: root.points.slice(-count) };
    },
    { ready: !!family, refreshDeps: [family?.projId, from, count] },
  );
}

/** The newest articles of a category (home lists). Shared cache: desktop and mobile home read the same. */
export function useLatestArticles(categoryId: number, count: number) {
  return useApi(() => getArticles({ categoryId, current: 1, pageSize: count }, { silent: true }), {
    cacheKey: `latest-articles-${categoryId}-${count}`,
  });
}

// ------------------------------------------------------------------ /data view state in the URL

export interface IndexView {
  /** Family from `proj`; undefined when the query names none (use the first family). */
  projId: number | undefined;
  /** `proj` is present but not a number. */
  invalidProj: boolean;
  /** Requested node ids (validated against the tree by the page). */
  nodeIds: string[];
  range: RangeKey;
  kind: ValueKind;
}

export type IndexViewPatch = Partial<Pick<IndexView, 'projId' | 'nodeIds' | 'range' | 'kind'>>;

/**
 * `#/data?proj=21&nodes=21-0,21-3&range=3y&kind=indexValue`: a permalink reproduces the view.
 * Changes replace the history entry so Back leaves the page instead of undoing each click.
 */
export function useIndexView(): [IndexView, (patch: IndexViewPatch) => void] {
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const proj = params.get('proj');
  const nodes = params.get('nodes') ?? '';
  const range = params.get('range');
  const kind = params.get('kind');

  const view = useMemo<IndexView>(() => {
    const projNumber = proj === null || proj === '' ? undefined : Number(proj);
    const invalidProj = projNumber !== undefined && !Number.isInteger(projNumber);
    return {
      projId: invalidProj ? undefined : projNumber,
      invalidProj,
      nodeIds: nodes.split(',').filter(Boolean).slice(0, MAX_COMPARE),
      range: isRangeKey(range) ? range : DEFAULT_RANGE,
      kind: isValueKind(kind) ? kind : DEFAULT_KIND,
    };
  }, [proj, nodes, range, kind]);

  // A stable setter (reads the view through a ref) so memoised sections do not re-render on every change.
  const current = useRef(view);
  current.current = view;
  const update = useCallback(
    (patch: IndexViewPatch) => {
      const shownView = current.current;
      const next = { ...shownView, ...patch };
      // Another family has other nodes.
      if (patch.projId !== undefined && patch.projId !== shownView.projId && !patch.nodeIds) next.nodeIds = [];
      const query: [string, string][] = [];
      if (next.projId !== undefined) query.push(['proj', String(next.projId)]);
      if (next.nodeIds.length) query.push(['nodes', next.nodeIds.join(',')]);
      query.push(['range', next.range], ['kind', next.kind]);
      // Commas stay readable in a shared link (`nodes=21-0,21-3`, not `21-0%2C21-3`).
      const search = query.map(([k, v]) => `${k}=${encodeURIComponent(v).replace(/%2C/gi, ',')}`).join('&');
      navigate({ pathname, search: `?${search}` }, { replace: true });
    },
    [pathname, navigate],
  );

  return [view, update];
}

/** The family a view shows: its `proj`, or the first family. `notFound` when `proj` names none. */
export function pickFamily(families: IndexFamily[], view: IndexView): { family?: IndexFamily; notFound: boolean } {
  if (view.invalidProj) return { notFound: true };
  if (view.projId === undefined) return { family: families[0], notFound: false };
  const family = families.find((f) => f.projId === view.projId);
  return { family, notFound: !family };
}

// ------------------------------------------------------------------ /data and /mobile/data

/** The series a data page shows, on one period axis limited to the chosen range. */
export interface ShownSeries {
  series: IndexSeries[];
  rows: AlignedRow[];
}

/**
 * Everything /data and /mobile/data share: the view from the URL, the family it names (or 404),
 * the family's tree, the chosen nodes (validated, root by default), their series in the chosen
 * range, and the latest snapshot for the notes.
 */
export function useIndexExplorer() {
  const families = useFamilies();
  const [view, update] = useIndexView();
  const { family, notFound } = families.data ? pickFamily(families.data, view) : { family: undefined, notFound: false };
  const projId = family?.projId;

  const tree = useIndexTree(projId);
  const treeNodes = tree.data?.projId === projId ? tree.data?.nodes : undefined;
  const nodeIdsKey = view.nodeIds.join(',');
  const nodeIds = useMemo(
    () => (treeNodes ? resolveNodeIds(view.nodeIds, treeNodes) : []),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [treeNodes, nodeIdsKey],
  );

  const series = useIndexSeries(projId, nodeIds);
  const startAfter = family ? rangeStartAfter(family.latestPeriod, family.frequency, view.range) : undefined;
  const shown = useMemo<ShownSeries | undefined>(() => {
    // While other nodes load, the previous answer is not what the controls say: wait for the new one.
    if (!treeNodes) return undefined;
    // A family without nodes: an empty view, not an endless spinner.
    if (!nodeIds.length) return { series: [], rows: [] };
    const list = nodeIds.map((id) => series.data?.find((s) => s.nodeId === id));
    if (list.some((s) => !s)) return undefined;
    const ordered = list as IndexSeries[];
    return { series: ordered, rows: alignSeries(ordered, startAfter) };
  }, [treeNodes, series.data, nodeIds, startAfter]);

  const latest = useIndexSnapshot(projId);

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
  const hasCategories = !!treeNodes?.some((n) => n.children?.length);
  // The latest snapshot until another family's answer arrives: the notes never show a stale family.
  const familyLatest = latest.data?.projId === projId ? latest.data : undefined;

  return { families, view, update, family, notFound, treeNodes, hasCategories, nodeIds, shown: shownState, latest, familyLatest, startAfter };
}

// ------------------------------------------------------------------ home

/** The home headline: the headline family and its latest snapshot, as one region. */
export function useHeadline(): Loadable<{ family: IndexFamily | undefined; snapshot: IndexSnapshot }> & {
  families: Loadable<IndexFamily[]>;
  /** Every family but the headline one, for the cards under it. */
  otherFamilies: IndexFamily[] | undefined;
} {
  const families = useFamilies();
  const snapshot = useIndexSnapshot(HEADLINE_PROJ_ID);
  const data = useMemo(
    () =>
      families.data && snapshot.data
        ? { family: families.data.find((f) => f.projId === HEADLINE_PROJ_ID), snapshot: snapshot.data }
        : undefined,
    [families.data, snapshot.data],
  );
  const retry = useCallback(() => {
    if (families.error) families.retry();
    if (snapshot.error) snapshot.refresh();
  }, [families, snapshot]);
  return {
    data,
    loading: families.loading || snapshot.loading,
    error: families.error ?? snapshot.error,
    retry,
    families,
    otherFamilies: families.data?.filter((f) => f.projId !== HEADLINE_PROJ_ID),
  };
}
