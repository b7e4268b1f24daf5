/**
 * /data below the chart: 「本期变动解读」 (the period select, contributions, movers, heat-map), the
 * paged table with its CSV/XLSX download, the notes with the category weights, and one period of
 * every category. A chunk of its own, loaded while the first screen (headline and chart) is shown:
 * none of it is downloaded or run before that screen (issue 23). It brings antd's setup (AntdConfig)
 * for its buttons: /data's layout leaves that to the page's antd parts (`ownAntd`).
 */
import { useT } from '@/hooks/useT';
import { useCallback, useDeferredValue, useMemo } from 'react';
import DownloadButtons from '@/components/DownloadButtons';
import AntdConfig from '@/components/layout/AntdConfig';
import IndexNotes from '@/components/index/IndexNotes';
import { explorerSheet } from '@/components/index/explorer';
import type { ContributionBreakdown } from '@/domain/indexMoves';
import type { ShownSeries } from '@/domain/indexSeries';
import { MAX_COMPARE } from '@/config/constants';
import type { useIndexExplorer, useIndexSnapshot } from '@/hooks/indices';
import type { IndexFamily, IndexSnapshot } from '@/types/webapi';
import { formatPeriod } from '@/utils/format';
import { indexDataView } from '@/views/indexData';
import MovesSection from './MovesSection';
import SeriesTable from './SeriesTable';
import SnapshotSection from './SnapshotSection';
import styles from './index.less';
import DataPanel from './DataPanel';

interface Props {
  explorer: ReturnType<typeof useIndexExplorer>;
  family: IndexFamily;
  /** The chosen period's request and its answer, once it is this family's and period's. */
  snap: ReturnType<typeof useIndexSnapshot>;
  chosen: IndexSnapshot | undefined;
  breakdown: ContributionBreakdown | undefined;
  /** What the chart shows (rebased when it is). */
  displayed: ShownSeries | undefined;
}

export default function Below({ explorer, family, snap, chosen, breakdown, displayed }: Props) {
  const { t, intl } = useT();
  const { view, update, treeNodes, hasCategories, nodeIds, shown, familyLatest } = explorer;
  // The chart answers a click at once; the 50-row table follows in a deferred render.
  const tableView = { shown: useDeferredValue(displayed), kind: useDeferredValue(view.kind) };
  const periods = familyLatest?.periods ?? chosen?.periods ?? [];
  const period = chosen?.period ?? view.period ?? periods[0] ?? '';
  // The request's state as one stable object, so the memoised moves section skips unrelated renders.
  const snapState = useMemo(
    () => ({ loading: snap.loading, error: snap.error, refresh: snap.refresh }),
    [snap.loading, snap.error, snap.refresh],
  );
  const rootId = treeNodes?.[0]?.id;

  // Period labels for the period select, from the loaded series (every node shares the periods).
  const fullPoints = shown.data?.series[0]?.points;
  const labelOf = useMemo(() => {
    const byKey = new Map((fullPoints ?? []).map((p) => [p.period, formatPeriod(p, intl)]));
    return (key: string) => byKey.get(key) ?? key;
  }, [fullPoints, intl]);

  const addToChart = useCallback(
    (id: string) => {
      if (!nodeIds.includes(id) && nodeIds.length < MAX_COMPARE) update({ nodes: [...nodeIds, id] });
    },
    [nodeIds, update],
  );
  // A node of the moves (bar, mover, heat cell) opens the chart on the composite and that node, the
  // rest of the view kept: "what did this category do against the index". A heat cell also chooses
  // its period, so the headline, contributions, movers and snapshot table explain that period.
  const focusNodes = useCallback((id: string) => (rootId && rootId !== id ? [rootId, id] : [id]), [rootId]);
  // Stable while only the compared nodes change (they are replaced in the link anyway), so adding
  // or removing a line does not redraw the moves section below the chart.
  const { range, kind, scale, asOf } = view;
  const hrefOf = useCallback(
    (id: string) => indexDataView.href({ proj: family.projId, range, kind, scale, nodes: focusNodes(id), period, asOf }),
    [family.projId, range, kind, scale, focusNodes, period, asOf],
  );
  const onCell = useCallback((p: string, id: string) => update({ period: p, nodes: focusNodes(id) }), [update, focusNodes]);
  const onPeriod = useCallback((p: string) => update({ period: p }), [update]);
  const focusNode = nodeIds.find((id) => id !== rootId);
  // Like the table: the chart answers a click at once, the moves section's links follow in a deferred render.
  const movesHrefOf = useDeferredValue(hrefOf);
  const movesFocus = useDeferredValue(focusNode);

  return (
    <AntdConfig>
      {hasCategories && (
        <MovesSection
          // Both sections start afresh with another family; siblings, so each its own key (React warned of two alike).
          key={`moves-${family.projId}`}
          family={family}
          treeNodes={treeNodes}
          snap={snapState}
          shown={chosen}
          breakdown={breakdown}
          periods={periods}
          period={period}
          labelOf={labelOf}
          onPeriod={onPeriod}
          onCell={onCell}
          hrefOf={movesHrefOf}
          focusNode={movesFocus}
        />
      )}

      {/* Shown from the start (a tall empty panel while loading) so the notes below stay put. */}
      {!(tableView.shown && tableView.shown.rows.length === 0) && !shown.error && (
        <DataPanel
          id="table-title"
          title={t('common.table')}
          tools={tableView.shown && <DownloadButtons sheet={() => explorerSheet(tableView.shown!, family, tableView.kind, intl)} className={styles.push} />}
        >
          {tableView.shown ? <SeriesTable shown={tableView.shown} kind={tableView.kind} /> : <div className={styles.tableSlot} />}
        </DataPanel>
      )}

      <IndexNotes family={family} latest={familyLatest} weights={hasCategories ? treeNodes?.[0]?.children : undefined} />

      {hasCategories && (
        <SnapshotSection
          key={`snapshot-${family.projId}`}
          family={family}
          snap={snap}
          shown={chosen}
          inChart={nodeIds}
          canAdd={nodeIds.length < MAX_COMPARE}
          onCompare={addToChart}
        />
      )}
    </AntdConfig>
  );
}
