/**
 * /data: the index data page. Family tabs, the chosen period's headline (level, changes, summary),
 * a category picker to compare up to MAX_COMPARE nodes, range presets plus zoom, 定基/环比/同比,
 * rebased to 100 when levels differ, the chart (SVG first, ECharts once reached) with the latest
 * values beside it, its PNG and a share link; then, from Below.tsx once the first screen shows,
 * 「本期变动解读」 (the one period select, contributions, movers, heat-map), the paged table with
 * CSV/XLSX download, the notes with the category weights, and one period of every category.
 * The whole view lives in the URL (`?proj=21&nodes=21-0,21-3&range=3y&kind=indexValue&period=…`)
 * so a link reproduces it. 「历史版本」 beside the title shows the index as published on a past day
 * (`asOf`), with a banner saying so and 「返回最新」.
 *
 * The first screen draws no antd component (the switches are Choices; the banner, the day picker and
 * everything below are chunks of their own), so its route has no antd wrapper and those parts bring
 * antd's setup (`ownAntd` in src/config/sections.ts): antd's engine, theme and styles are not among
 * what the headline waits for (issue 23).
 */
import '@/locales/areas/indices';
import { useT } from '@/hooks/useT';
import { useModel } from '@umijs/max';
import type { ECharts } from 'echarts';
import { lazy, Suspense, useCallback, useMemo, useRef, useState } from 'react';
import AsOfControl from '@/components/index/AsOfControl';
import asOfStyles from '@/components/index/AsOf.less';
import FamilyTabs from '@/components/index/FamilyTabs';
import HeadlineBlock from '@/components/index/HeadlineBlock';
import SeriesSummary from '@/components/index/SeriesSummary';
import ExplorerChart from '@/components/index/ExplorerChart';
import { canRebase, explorerChartInput, explorerChartLabel, rebasedShown } from '@/components/index/explorer';
import { kindLabel } from '@/components/index/labels';
import { contributionsOf } from '@/domain/indexMoves';
import { RANGE_KEYS, VALUE_KINDS, type RangeKey } from '@/domain/indexSeries';
import Choices from '@/components/choices/Choices';
import { AsyncView, NotFoundState } from '@/components/states';
import BelowFirstScreen from '@/components/layout/BelowFirstScreen';
import { useIndexExplorer, useIndexSnapshot } from '@/hooks/indices';
import VersionedFamily from '@/components/index/VersionedFamily';
import type { IndexFamily, ValueKind } from '@/types/webapi';
import { formatPeriod } from '@/utils/format';
import { pageShareUrl } from '@/config/share';
import { articleHref } from '@/views/articles';
import { indexDataView } from '@/views/indexData';
import ChartTools from './ChartTools';
import SeriesPicker from './SeriesPicker';
import styles from './index.less';

type Explorer = ReturnType<typeof useIndexExplorer>;

/** The chart's panel: what the family tabs switch. */
const CHART_REGION_ID = 'data-chart';

const Below = lazy(() => import(/* webpackChunkName: "data-below" */ './Below'));
// antd's Alert: only a past day's view shows it, so its chunk is asked for then, its box kept meanwhile.
const AsOfBanner = lazy(() => import(/* webpackChunkName: "asof-banner" */ '@/components/index/AsOfBanner'));

export default function DataPage() {
  const { t } = useT();
  const explorer = useIndexExplorer();
  const { family, notFound, view, update, version } = explorer;
  if (notFound) return <NotFoundState />;
  const { asOf } = view;
  return (
    <div className={styles.page}>
      <div className={asOfStyles.heading}>
        <h1 className={styles.title}>{t('menu.data')}</h1>
        <AsOfControl value={asOf} onChange={(day) => update({ asOf: day })} min={family?.basePeriodDate} ready={!explorer.latest.loading && !explorer.shown.loading} />
      </div>
      {asOf && (
        <Suspense fallback={<div className={asOfStyles.bannerSlot} aria-hidden="true" />}>
          <AsOfBanner asOf={asOf} error={version.error} onLatest={() => update({ asOf: undefined })} />
        </Suspense>
      )}
      <VersionedFamily explorer={explorer}>{(list, fam) => <FamilyView explorer={explorer} families={list} family={fam} />}</VersionedFamily>
    </div>
  );
}

function FamilyView({ explorer, families, family }: { explorer: Explorer; families: IndexFamily[]; family: IndexFamily }) {
  const { t, intl } = useT();
  const { view, update, treeNodes, hasCategories, nodeIds, shown, familyLatest } = explorer;
  // 定基 lines of different levels, rebased to 100 at the range start when the view asks for it:
  // the summary, table and download show what the chart shows.
  const displayed = useMemo(() => shown.data && rebasedShown(shown.data, view.kind, view.scale), [shown.data, view.kind, view.scale]);
  const rebased = !!displayed && displayed !== shown.data;

  const chartInput = useMemo(
    () => shown.data && explorerChartInput(shown.data, family, view.kind, intl, { zoom: 'full' }, view.scale),
    [shown.data, family, view.kind, intl, view.scale],
  );

  // The chosen period (the latest when the view names none): headline, moves and snapshot table.
  const snap = useIndexSnapshot(hasCategories ? family.projId : undefined, view.period);
  const chosen = snap.data && snap.data.projId === family.projId && (!view.period || snap.data.period === view.period) ? snap.data : undefined;
  const headlineSnapshot = hasCategories ? chosen : familyLatest;
  const breakdown = useMemo(() => chosen && treeNodes && contributionsOf(chosen.rows, treeNodes), [chosen, treeNodes]);
  const chartLabel = shown.data
    ? `${explorerChartLabel(shown.data, family, view.kind, intl)}${rebased ? ` ${t('data.scale.rebased')}` : ''}`
    : '';

  // The chart starts as SVG; the PNG export needs ECharts, so it asks for it and waits for its first draw.
  const chart = useRef<ECharts>();
  const waiting = useRef<((instance: ECharts) => void)[]>([]);
  const [liveChart, setLiveChart] = useState(false);
  const onChartInit = useCallback((instance: ECharts) => {
    chart.current = instance;
    waiting.current.splice(0).forEach((resolve) => resolve(instance));
  }, []);
  const liveInstance = useCallback((): Promise<ECharts> => {
    const current = chart.current;
    if (current && !current.isDisposed()) return Promise.resolve(current);
    setLiveChart(true);
    return new Promise((resolve) => {
      waiting.current.push(resolve);
    });
  }, []);
  const { name: siteName } = useModel('global');
  const image = () => {
    const rows = shown.data?.rows;
    if (!rows?.length) return undefined;
    const first = formatPeriod(rows[0].label, intl);
    const last = formatPeriod(rows[rows.length - 1].label, intl);
    return {
      title: `${family.name}（${kindLabel(view.kind, intl)}${rebased ? `，${t('data.scale.rebased')}` : ''}）`,
      subtitle: first === last ? last : `${first} – ${last}`,
      source: t('data.export.source', { site: family.source || siteName }),
      fileName: `${family.name}-${rows[rows.length - 1].period}.png`,
    };
  };

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
          <div className={styles.push}>
            <ChartTools
              chart={liveInstance}
              image={image}
              shareTitle={`${family.name}${headlineSnapshot ? ` ${formatPeriod(headlineSnapshot, intl)}` : ''}`}
              shareUrl={pageShareUrl({ kind: 'data', projId: family.projId, view: indexDataView.toQuery(view) })}
              scale={canRebase(shown.data, view.kind) ? view.scale : null}
              onScale={(scale) => update({ scale })}
            />
          </div>
        </header>

        {/* The headline of the chosen period; its height is kept while it loads. */}
        <div className={styles.headlineSlot} data-testid="headline-region">
          <AsyncView
            loading={hasCategories ? snap.loading : explorer.latest.loading}
            error={hasCategories ? snap.error : explorer.latest.error}
            data={headlineSnapshot}
            onRetry={hasCategories ? snap.refresh : explorer.latest.refresh}
          >
            {(s) => <HeadlineBlock family={family} snapshot={s} articlePath={(id) => articleHref(id)} breakdown={hasCategories ? breakdown : undefined} hideTitle />}
          </AsyncView>
        </div>

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
            <Choices<RangeKey>
              variant="segmented"
              value={[view.range]}
              onChange={([range]) => range && update({ range })}
              options={RANGE_KEYS.map((r) => ({ value: r, label: t(`data.range.${r}`) }))}
              data-testid="range-switch"
            />
          </div>
          <div className={styles.control} role="group" aria-labelledby="kind-label">
            <span id="kind-label" className={styles.controlLabel}>
              {t('data.kind.title')}
            </span>
            <Choices<ValueKind>
              variant="segmented"
              value={[view.kind]}
              onChange={([kind]) => kind && update({ kind })}
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
            data={displayed}
            onRetry={shown.retry}
            isEmpty={(s) => s.rows.length === 0}
          >
            {(s) => (
              <div className={styles.chartArea}>
                <SeriesSummary shown={s} kind={view.kind} />
                <div className={styles.chart} data-testid="index-chart">
                  {/* SVG first (no chart engine while the page loads); ECharts once the mouse or focus reaches it. */}
                  {chartInput && (
                    <ExplorerChart input={chartInput} height={420} ariaLabel={chartLabel} live={liveChart} upgradeOnHover onInit={onChartInit} />
                  )}
                </div>
              </div>
            )}
          </AsyncView>
        </div>
      </section>

      {/* Below the first screen: its own chunk, asked for once the headline and chart have been painted. */}
      <BelowFirstScreen ready={!(hasCategories ? snap.loading : explorer.latest.loading) && !shown.loading}>
          <Below explorer={explorer} family={family} snap={snap} chosen={chosen} breakdown={breakdown} displayed={displayed} />
      </BelowFirstScreen>
    </>
  );
}
