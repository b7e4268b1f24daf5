/**
 * /data: the index data page. Family tabs, a category picker to compare up to four nodes (project
 * 21), range presets plus zoom, 定基/环比/同比, the chart with the latest values beside it, the
 * paged table with CSV/XLSX download, the notes, and one period of every category. The whole view
 * lives in the URL (`?proj=21&nodes=21-0,21-3&range=3y&kind=indexValue`) so a link reproduces it.
 */
import { useT } from '@/hooks/useT';
import { Segmented } from 'antd';
import { useCallback, useDeferredValue, useMemo } from 'react';
import EChart from '@/components/charts/EChart';
import DownloadButtons from '@/components/DownloadButtons';
import FamilyTabs from '@/components/index/FamilyTabs';
import IndexNotes from '@/components/index/IndexNotes';
import SeriesSummary from '@/components/index/SeriesSummary';
import { explorerChartLabel, explorerChartOption, explorerSheet } from '@/components/index/explorer';
import { MAX_COMPARE } from '@/config/constants';
import { RANGE_KEYS, VALUE_KINDS, type RangeKey } from '@/domain/indexSeries';
import { AsyncView, NotFoundState } from '@/components/states';
import { useIndexExplorer } from '@/hooks/indices';
import type { IndexFamily, ValueKind } from '@/types/webapi';
import { formatPeriod } from '@/utils/format';
import SeriesPicker from './SeriesPicker';
import SeriesTable from './SeriesTable';
import SnapshotSection from './SnapshotSection';
import styles from './index.less';

type Explorer = ReturnType<typeof useIndexExplorer>;

/** The chart's panel: what the family tabs switch. */
const CHART_REGION_ID = 'data-chart';

export default function DataPage() {
  const { t } = useT();
  const explorer = useIndexExplorer();
  const { families, family, notFound } = explorer;
  if (notFound) return <NotFoundState />;
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('menu.data')}</h1>
      <AsyncView loading={families.loading} error={families.error} data={families.data} onRetry={families.retry}>
        {(list) => family && <FamilyView explorer={explorer} families={list} family={family} />}
      </AsyncView>
    </div>
  );
}

function FamilyView({ explorer, families, family }: { explorer: Explorer; families: IndexFamily[]; family: IndexFamily }) {
  const { t, intl } = useT();
  const { view, update, treeNodes, hasCategories, nodeIds, shown, familyLatest } = explorer;
  // The chart answers a click at once; the 50-row table follows in a deferred render.
  const tableView = { shown: useDeferredValue(shown.data), kind: useDeferredValue(view.kind) };

  const option = useMemo(
    () => shown.data && explorerChartOption(shown.data, family, view.kind, intl, { zoom: 'full' }),
    [shown.data, family, view.kind, intl],
  );

  // Period labels for the snapshot picker, from the loaded series (every node shares the periods).
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

  const chartLabel = shown.data ? explorerChartLabel(shown.data, family, view.kind, intl) : '';

  return (
    <>
      <FamilyTabs
        className={styles.tabs}
        label={t('data.family.label')}
        controls={CHART_REGION_ID}
        activeKey={String(family.projId)}
        onChange={(key) => update({ proj: Number(key) })}
        items={families.map((f) => ({ key: String(f.projId), label: f.shortName }))}
      />

      <section id={CHART_REGION_ID} className={styles.panel} aria-labelledby="chart-title" data-testid="chart-region">
        <header className={styles.panelHead}>
          <h2 id="chart-title" className={styles.panelTitle}>
            {family.name}
          </h2>
        </header>
        <div className={styles.controls}>
          {hasCategories && (
            <div className={styles.control} role="group" aria-labelledby="picker-label">
              <span id="picker-label" className={styles.controlLabel}>
                {t('data.picker.title')}
              </span>
              {treeNodes ? (
                <SeriesPicker tree={treeNodes} value={nodeIds} onChange={(ids) => update({ nodes: ids })} />
              ) : (
                <span className={styles.pickerSlot} aria-hidden="true" />
              )}
            </div>
          )}
          <div className={styles.control} role="group" aria-labelledby="range-label">
            <span id="range-label" className={styles.controlLabel}>
              {t('data.range.title')}
            </span>
            <Segmented<RangeKey>
              value={view.range}
              onChange={(range) => update({ range })}
              options={RANGE_KEYS.map((r) => ({ value: r, label: t(`data.range.${r}`) }))}
              data-testid="range-switch"
            />
          </div>
          <div className={styles.control} role="group" aria-labelledby="kind-label">
            <span id="kind-label" className={styles.controlLabel}>
              {t('data.kind.title')}
            </span>
            <Segmented<ValueKind>
              value={view.kind}
              onChange={(kind) => update({ kind })}
              options={VALUE_KINDS.map((k) => ({ value: k, label: t(`index.kindShort.${k}`) }))}
              data-testid="kind-switch"
            />
          </div>
        </div>

        {/* The chart's final height is kept while it loads, so nothing below it moves. */}
        <div className={styles.chartSlot}>
          <AsyncView
            loading={shown.loading}
            error={shown.error}
            data={shown.data}
            onRetry={shown.retry}
            isEmpty={(s) => s.rows.length === 0}
          >
            {(s) => (
              <div className={styles.chartArea}>
                <SeriesSummary shown={s} kind={view.kind} />
                <div className={styles.chart} data-testid="index-chart">
                  {option && <EChart option={option} height={420} ariaLabel={chartLabel} />}
                </div>
              </div>
            )}
          </AsyncView>
        </div>
      </section>

      {/* Shown from the start (a tall empty panel while loading) so the notes below stay put. */}
      {!(tableView.shown && tableView.shown.rows.length === 0) && !shown.error && (
        <section className={styles.panel} aria-labelledby="table-title">
          <header className={styles.panelHead}>
            <h2 id="table-title" className={styles.panelTitle}>
              {t('common.table')}
            </h2>
            {tableView.shown && (
              <DownloadButtons sheet={() => explorerSheet(tableView.shown!, family, tableView.kind, intl)} className={styles.push} />
            )}
          </header>
          {tableView.shown ? <SeriesTable shown={tableView.shown} kind={tableView.kind} /> : <div className={styles.tableSlot} />}
        </section>
      )}

      <IndexNotes family={family} latest={familyLatest} />

      {hasCategories && (
        <SnapshotSection
          key={family.projId}
          period={view.period}
          onPeriod={(period) => update({ period })}
          family={family}
          latest={familyLatest}
          labelOf={labelOf}
          inChart={nodeIds}
          canAdd={nodeIds.length < MAX_COMPARE}
          onCompare={addToChart}
        />
      )}
    </>
  );
}
