/**
 * /mobile/data: the index data page on a phone. Family capsules; the shown period's headline with
 * its summary; the chart (category selector with up to MAX_COMPARE series, range and value-kind
 * switches, a tap tooltip; SVG until the chart is touched, then ECharts with its zoom) with share; each 大类's contribution and the largest movers; the
 * category list that drills down the tree with a breadcrumb back; the notes and a paged table.
 * Same URL query as /data (plus `drill`), so links work across devices. 「历史版本」 at the top shows
 * the index as published on a past day (`asOf`), with a banner saying so and 「返回最新」.
 */
import { useT } from '@/hooks/useT';

import { useCallback, useDeferredValue, useEffect, useMemo, useRef, type RefObject } from 'react';
import DownloadButtons from '@/components/DownloadButtons';
import { AsOfMobileBanner, AsOfMobileControl } from '@/components/index/AsOfMobile';
import ShareButton from '@/components/ShareButton';
import FamilyTabs from '@/components/index/FamilyTabs';
import HeadlineBlock from '@/components/index/HeadlineBlock';
import IndexNotes from '@/components/index/IndexNotes';
import SeriesSummary from '@/components/index/SeriesSummary';
import ExplorerChart from '@/components/index/ExplorerChart';
import { explorerChartInput, explorerChartLabel, explorerSheet } from '@/components/index/explorer';
import { RANGE_KEYS, VALUE_KINDS } from '@/domain/indexSeries';
import { AsyncView, NotFoundState } from '@/components/states';
import { useIndexExplorer } from '@/hooks/indices';
import VersionedFamily from '@/components/index/VersionedFamily';
import type { IndexFamily } from '@/types/webapi';
import { pageShareUrl } from '@/config/share';
import { articleHref } from '@/views/articles';
import { indexDataView } from '@/views/indexData';
import CategoryPicker from './CategoryPicker';
import DrillDown from './DrillDown';
import PeriodList from './PeriodList';
import PeriodMovesCards from './PeriodMovesCards';
import { drillTarget } from './drill';
import { usePeriodMoves, type PeriodMoves } from './usePeriodMoves';
import styles from './index.less';
import Choices from '@/components/choices/Choices';

/** The chart card, which the family tabs show. */
const CHART_REGION_ID = 'm-data-chart';

type Explorer = ReturnType<typeof useIndexExplorer>;

export default function MobileDataPage() {
  const explorer = useIndexExplorer();
  const { family, notFound, view, update, version } = explorer;
  if (notFound) return <NotFoundState homePath="/mobile/home" />;
  const { asOf } = view;
  return (
    <div className={styles.page}>
      {asOf && <AsOfMobileBanner asOf={asOf} error={version.error} onLatest={() => update({ asOf: undefined })} />}
      <AsOfMobileControl value={asOf} onChange={(day) => update({ asOf: day })} min={family?.basePeriodDate} />
      <VersionedFamily explorer={explorer}>{(list, fam) => <FamilyView explorer={explorer} families={list} family={fam} />}</VersionedFamily>
    </div>
  );
}

function FamilyView({ explorer, families, family }: { explorer: Explorer; families: IndexFamily[]; family: IndexFamily }) {
  const { t, intl } = useT();
  const { view, update, treeNodes, hasCategories, nodeIds, shown, familyLatest } = explorer;
  const moves = usePeriodMoves(family, view.period);
  // Below the chart: drawn in a deferred, time-sliced render after the headline, so a phone's main
  // thread is not held by one long task when the period's answer arrives.
  const later = useDeferredValue(moves.data);
  const laterLoading = moves.loading || (!!moves.data && !later);
  const isEmpty = (d: PeriodMoves) => d.snapshot.rows.length === 0;
  const chartRef = useRef<HTMLElement>(null);
  useRevealOnChange(chartRef, nodeIds.join(','));

  // One node in the chart, alone (the period list follows it).
  const showInChart = useCallback((id: string) => update({ nodes: [id], table: undefined }), [update]);
  const drillTo = useCallback((id: string | undefined) => update({ drill: id }), [update]);
  // Links from contributions and movers: this view at the node, the list where the node is.
  const tree = moves.data?.tree;
  const hrefOf = useCallback(
    (id: string) => indexDataView.href({ ...view, nodes: [id], table: undefined, drill: tree && drillTarget(tree, id) }, 'mobile'),
    [view, tree],
  );

  const chartInput = useMemo(
    () => shown.data && explorerChartInput(shown.data, family, view.kind, intl, { compact: true, zoom: 'slider' }),
    [shown.data, family, view.kind, intl],
  );
  // The series the period list shows: the one the URL names, else the first compared.
  const tableSeries = Math.max(0, view.table ? nodeIds.indexOf(view.table) : 0);

  return (
    <>
      <FamilyTabs
        variant="capsule"
        label={t('data.family.label')}
        controls={CHART_REGION_ID}
        activeKey={String(family.projId)}
        onChange={(key) => update({ proj: Number(key) })}
        items={families.map((f) => ({ key: String(f.projId), label: f.shortName }))}
      />

      {/* The loaded headline's height is kept while it loads, so the chart below does not jump. */}
      <div className={`${styles.card} ${styles.headline} ${moves.data ? '' : hasCategories ? styles.reserveTall : styles.reserve}`} data-testid="headline-region">
        <AsyncView loading={moves.loading} error={moves.error} data={moves.data} onRetry={moves.retry} isEmpty={isEmpty}>
          {(d) => (
            <HeadlineBlock compact family={family} snapshot={d.snapshot} breakdown={d.breakdown} articlePath={(id) => articleHref(id, 'mobile')} />
          )}
        </AsyncView>
        {view.period && (
          <button type="button" className={styles.linkButton} onClick={() => update({ period: undefined })}>
            {t('data.mobile.latest')}
          </button>
        )}
      </div>

      <section ref={chartRef} id={CHART_REGION_ID} className={`${styles.card} ${styles.chartCard}`} aria-labelledby="m-chart-title" data-testid="chart-region">
        <div className={styles.cardHead}>
          <h2 id="m-chart-title" className={styles.cardTitle}>
            {t('data.mobile.chart')}
          </h2>
          {/* The view's share address: the whole view is in it (src/config/share.ts). */}
          <span className={styles.share}>
            <ShareButton title={family.name} url={pageShareUrl({ kind: 'data', projId: family.projId, view: indexDataView.toQuery(view) })} />
          </span>
        </div>

        {hasCategories &&
          (treeNodes ? (
            <CategoryPicker tree={treeNodes} value={nodeIds} onChange={(ids) => update({ nodes: ids })} />
          ) : (
            <span className={styles.pickerButton} aria-hidden="true" />
          ))}
        <div className={styles.control} role="group" aria-label={t('data.range.title')}>
          <span className={styles.controlLabel}>{t('data.range.title')}</span>
          <Choices
            columns={4}
            options={RANGE_KEYS.map((r) => ({ label: t(`data.range.${r}`), value: r }))}
            value={[view.range]}
            onChange={([range]) => range && update({ range })}
            size="small"
          />
        </div>
        <div className={styles.control} role="group" aria-label={t('data.kind.title')}>
          <span className={styles.controlLabel}>{t('data.kind.title')}</span>
          <Choices
            columns={3}
            options={VALUE_KINDS.map((k) => ({ label: t(`index.kindShort.${k}`), value: k }))}
            value={[view.kind]}
            onChange={([kind]) => kind && update({ kind })}
            size="small"
          />
        </div>

        {/* The chart's final height is kept while it loads, so nothing below it moves. */}
        <div className={styles.chartSlot}>
          <AsyncView loading={shown.loading} error={shown.error} data={shown.data} onRetry={shown.retry} isEmpty={(s) => s.rows.length === 0}>
            {(s) => (
              <>
                <SeriesSummary shown={s} kind={view.kind} />
                <div className={styles.chart} data-testid="index-chart">
                  {/* SVG first (no chart engine while the page loads); ECharts when the chart is touched. */}
                  {chartInput && <ExplorerChart input={chartInput} height={260} ariaLabel={explorerChartLabel(s, family, view.kind, intl)} />}
                </div>
              </>
            )}
          </AsyncView>
        </div>
      </section>

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
          <AsyncView loading={laterLoading} error={moves.error} data={later} onRetry={moves.retry} isEmpty={isEmpty}>
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

/**
 * When the chart's series change while it is scrolled out of view above (a row's 「走势」, a
 * mover's link), bring it back so the visitor sees what the tap did.
 */
function useRevealOnChange(ref: RefObject<HTMLElement>, key: string) {
  const last = useRef(key);
  useEffect(() => {
    if (last.current === key) return;
    // The first series the tree resolves is the page loading, not a tap: stay where the browser put us.
    const loading = last.current === '';
    last.current = key;
    if (loading) return;
    const el = ref.current;
    if (el && el.getBoundingClientRect().top < 0) el.scrollIntoView({ block: 'start', behavior: 'smooth' });
  }, [ref, key]);
}
