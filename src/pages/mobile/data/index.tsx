/**
 * /mobile/data: the index data page on a phone. Family capsules; the shown period's headline with
 * its summary; the chart (category selector with up to MAX_COMPARE series, range and value-kind
 * switches, a tap tooltip; SVG until the chart is touched, then ECharts with its zoom) with share;
 * then, from Below.tsx once the first screen shows: each 大类's contribution and the largest movers,
 * the category list that drills down the tree with a breadcrumb back, the notes and a paged table.
 * Same URL query as /data (plus `drill`), so links work across devices. 「历史版本」 at the top shows
 * the index as published on a past day (`asOf`), with a banner saying so and 「返回最新」.
 */
import '@/locales/areas/indices';
import { useT } from '@/hooks/useT';
import { lazy, useEffect, useMemo, useRef, type RefObject } from 'react';
import { AsOfMobileBanner, AsOfMobileControl } from '@/components/index/AsOfMobile';
import ShareButton from '@/components/ShareButton';
import FamilyTabs from '@/components/index/FamilyTabs';
import HeadlineBlock from '@/components/index/HeadlineBlock';
import SeriesSummary from '@/components/index/SeriesSummary';
import ExplorerChart from '@/components/index/ExplorerChart';
import { explorerChartInput, explorerChartLabel } from '@/components/index/explorer';
import { RANGE_KEYS, VALUE_KINDS } from '@/domain/indexSeries';
import { AsyncView, NotFoundState } from '@/components/states';
import BelowFirstScreen from '@/components/layout/BelowFirstScreen';
import { useIndexExplorer } from '@/hooks/indices';
import VersionedFamily from '@/components/index/VersionedFamily';
import type { IndexFamily } from '@/types/webapi';
import { pageShareUrl } from '@/config/share';
import { articleHref } from '@/views/articles';
import { indexDataView } from '@/views/indexData';
import CategoryPicker from './CategoryPicker';
import { noRows, usePeriodMoves } from './usePeriodMoves';
import styles from './index.less';
import Choices, { type Choice } from '@/components/choices/Choices';

/** The chart card, which the family tabs show. */
const CHART_REGION_ID = 'm-data-chart';

const Below = lazy(() => import(/* webpackChunkName: "mobile-data-below" */ './Below'));

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
  const { view, update, treeNodes, hasCategories, nodeIds, shown } = explorer;
  const moves = usePeriodMoves(family, view.period);
  const chartRef = useRef<HTMLElement>(null);
  useRevealOnChange(chartRef, nodeIds.join(','));

  const chartInput = useMemo(
    () => shown.data && explorerChartInput(shown.data, family, view.kind, intl, { compact: true, zoom: 'slider' }),
    [shown.data, family, view.kind, intl],
  );

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
        <AsyncView of={moves} isEmpty={noRows}>
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
        <ControlRow
          label={t('data.range.title')}
          columns={4}
          options={RANGE_KEYS.map((r) => ({ label: t(`data.range.${r}`), value: r }))}
          value={view.range}
          onChange={(range) => update({ range })}
        />
        <ControlRow
          label={t('data.kind.title')}
          columns={3}
          options={VALUE_KINDS.map((k) => ({ label: t(`index.kindShort.${k}`), value: k }))}
          value={view.kind}
          onChange={(kind) => update({ kind })}
        />

        {/* The chart's final height is kept while it loads, so nothing below it moves. */}
        <div className={styles.chartSlot}>
          <AsyncView of={shown} isEmpty={(s) => s.rows.length === 0}>
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

      {/* Below the first screen: its own chunk, asked for once the headline and chart have been painted. */}
      <BelowFirstScreen ready={!moves.loading && !shown.loading}>
          <Below explorer={explorer} family={family} moves={moves} />
      </BelowFirstScreen>
    </>
  );
}

/** One of the chart's switches: its label, shown and naming the group, then its small chips. */
function ControlRow<V extends string>({
  label,
  columns,
  options,
  value,
  onChange,
}: {
  label: string;
  columns: number;
  options: Choice<V>[];
  value: V;
  onChange: (value: V) => void;
}) {
  return (
    <div className={styles.control} role="group" aria-label={label}>
      <span className={styles.controlLabel}>{label}</span>
      <Choices columns={columns} options={options} value={[value]} onChange={([v]) => v && onChange(v)} size="small" />
    </div>
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
