/**
 * /mobile/data below the chart: each 大类's contribution and the largest movers, the category list
 * that drills down the tree, the notes and the paged table with its download. A chunk of its own,
 * loaded while the first screen (headline and chart) is shown: a phone downloads and runs none of
 * it before that screen (issue 23).
 */
import '@/locales/areas/indices';
import { useT } from '@/hooks/useT';
import { useCallback, useDeferredValue } from 'react';
import DownloadButtons from '@/components/DownloadButtons';
import IndexNotes from '@/components/index/IndexNotes';
import { explorerSheet } from '@/components/index/explorer';
import { AsyncView } from '@/components/states';
import type { Loadable, useIndexExplorer } from '@/hooks/indices';
import type { IndexFamily } from '@/types/webapi';
import { indexDataView } from '@/views/indexData';
import Choices from '@/components/choices/Choices';
import DrillDown from './DrillDown';
import PeriodList from './PeriodList';
import PeriodMovesCards from './PeriodMovesCards';
import { drillTarget } from './drill';
import { noRows, type PeriodMoves } from './usePeriodMoves';
import styles from './index.less';

interface Props {
  explorer: ReturnType<typeof useIndexExplorer>;
  family: IndexFamily;
  moves: Loadable<PeriodMoves>;
}

export default function Below({ explorer, family, moves }: Props) {
  const { t, intl } = useT();
  const { view, update, hasCategories, nodeIds, shown, familyLatest } = explorer;
  // Drawn in a deferred, time-sliced render after the headline, so a phone's main thread is not
  // held by one long task when the period's answer arrives.
  const later = useDeferredValue(moves.data);
  const laterLoading = moves.loading || (!!moves.data && !later);

  // One node in the chart, alone (the period list follows it).
  const showInChart = useCallback((id: string) => update({ nodes: [id], table: undefined }), [update]);
  const drillTo = useCallback((id: string | undefined) => update({ drill: id }), [update]);
  // Links from contributions and movers: this view at the node, the list where the node is.
  const tree = moves.data?.tree;
  const hrefOf = useCallback(
    (id: string) => indexDataView.href({ ...view, nodes: [id], table: undefined, drill: tree && drillTarget(tree, id) }, 'mobile'),
    [view, tree],
  );
  // The series the period list shows: the one the URL names, else the first compared.
  const tableSeries = Math.max(0, view.table ? nodeIds.indexOf(view.table) : 0);

  return (
    <>
      {hasCategories &&
        (later ? (
          later.breakdown && <PeriodMovesCards breakdown={later.breakdown} rows={later.snapshot.rows} hrefOf={hrefOf} />
        ) : (
          <section className={styles.card} aria-label={t('data.moves.title')} data-testid="contribution-region">
            <AsyncView loading={laterLoading} error={moves.error} data={later} onRetry={moves.retry}>
              {() => null}
            </AsyncView>
          </section>
        ))}

      {hasCategories && (
        <section className={styles.card} aria-labelledby="m-drill-title" data-testid="drill-region">
          <h2 id="m-drill-title" className={styles.cardTitle}>
            {t('data.mobile.drill')}
          </h2>
          <AsyncView loading={laterLoading} error={moves.error} data={later} onRetry={moves.retry} isEmpty={noRows}>
            {(d) => <DrillDown tree={d.tree} rows={d.snapshot.rows} drill={view.drill} inChart={nodeIds} onDrill={drillTo} onShow={showInChart} />}
          </AsyncView>
        </section>
      )}

      {/* Above the table, which appears later: the notes never move. */}
      <IndexNotes family={family} latest={familyLatest} />

      {shown.data && shown.data.rows.length > 0 && (
        <section className={styles.card} aria-labelledby="m-table-title">
          <div className={styles.cardHead}>
            <h2 id="m-table-title" className={styles.cardTitle}>
              {t('common.table')}
            </h2>
          </div>
          {shown.data.series.length > 1 && (
            <Choices
              columns={2}
              options={shown.data.series.map((s) => ({ label: s.name, value: s.nodeId }))}
              value={[nodeIds[tableSeries]]}
              onChange={([id]) => id && update({ table: id })}
              size="small"
            />
          )}
          <PeriodList shown={shown.data} index={tableSeries} kind={view.kind} />
          <DownloadButtons sheet={() => explorerSheet(shown.data!, family, view.kind, intl)} className={styles.download} />
        </section>
      )}
    </>
  );
}
