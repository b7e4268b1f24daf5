/**
 * /mobile/data: the index data page on a phone. Family capsules, a category selector (composite
 * and 大类, up to four), range and value-kind switches, the chart with the latest values, a paged
 * table of the shown series and the notes. Same URL query as /data, so links work across devices.
 */
import { useT } from '@/hooks/useT';
import { CapsuleTabs, Selector } from 'antd-mobile';
import { useMemo } from 'react';
import EChart from '@/components/charts/EChart';
import DownloadButtons from '@/components/DownloadButtons';
import IndexNotes from '@/components/index/IndexNotes';
import SeriesSummary from '@/components/index/SeriesSummary';
import { explorerChartLabel, explorerChartOption, explorerSheet } from '@/components/index/explorer';
import { RANGE_KEYS, VALUE_KINDS } from '@/domain/indexSeries';
import { AsyncView, NotFoundState } from '@/components/states';
import { useIndexExplorer } from '@/hooks/indices';
import type { IndexFamily } from '@/types/webapi';
import CategoryPicker from './CategoryPicker';
import PeriodList from './PeriodList';
import styles from './index.less';

type Explorer = ReturnType<typeof useIndexExplorer>;

export default function MobileDataPage() {
  const explorer = useIndexExplorer();
  const { families, family, notFound } = explorer;
  if (notFound) return <NotFoundState homePath="/mobile/home" />;
  return (
    <div className={styles.page}>
      <AsyncView loading={families.loading} error={families.error} data={families.data} onRetry={families.retry}>
        {(list) => family && <FamilyView explorer={explorer} families={list} family={family} />}
      </AsyncView>
    </div>
  );
}

function FamilyView({ explorer, families, family }: { explorer: Explorer; families: IndexFamily[]; family: IndexFamily }) {
  const { t, intl } = useT();
  const { view, update, treeNodes, hasCategories, nodeIds, shown, familyLatest } = explorer;

  const option = useMemo(
    () => shown.data && explorerChartOption(shown.data, family, view.kind, intl, { compact: true, zoom: 'slider' }),
    [shown.data, family, view.kind, intl],
  );
  // The series the period list shows: the one the URL names, else the first compared.
  const tableSeries = Math.max(0, view.table ? nodeIds.indexOf(view.table) : 0);

  return (
    <>
      <CapsuleTabs activeKey={String(family.projId)} onChange={(key) => update({ proj: Number(key) })} className={styles.tabs}>
        {families.map((f) => (
          <CapsuleTabs.Tab key={String(f.projId)} title={f.shortName} />
        ))}
      </CapsuleTabs>

      <section className={styles.card} aria-labelledby="m-chart-title" data-testid="chart-region">
        <h2 id="m-chart-title" className={styles.cardTitle}>
          {family.name}
        </h2>

        {hasCategories &&
          (treeNodes ? (
            <CategoryPicker tree={treeNodes} value={nodeIds} onChange={(ids) => update({ nodes: ids })} />
          ) : (
            <span className={styles.pickerButton} aria-hidden="true" />
          ))}
        <div className={styles.control} role="group" aria-label={t('data.range.title')}>
          <span className={styles.controlLabel}>{t('data.range.title')}</span>
          <Selector
            columns={4}
            options={RANGE_KEYS.map((r) => ({ label: t(`data.range.${r}`), value: r }))}
            value={[view.range]}
            onChange={([range]) => range && update({ range })}
            showCheckMark={false}
            className={styles.selector}
          />
        </div>
        <div className={styles.control} role="group" aria-label={t('data.kind.title')}>
          <span className={styles.controlLabel}>{t('data.kind.title')}</span>
          <Selector
            columns={3}
            options={VALUE_KINDS.map((k) => ({ label: t(`index.kindShort.${k}`), value: k }))}
            value={[view.kind]}
            onChange={([kind]) => kind && update({ kind })}
            showCheckMark={false}
            className={styles.selector}
          />
        </div>

        {/* The chart's final height is kept while it loads, so nothing below it moves. */}
        <div className={styles.chartSlot}>
          <AsyncView loading={shown.loading} error={shown.error} data={shown.data} onRetry={shown.retry} isEmpty={(s) => s.rows.length === 0}>
            {(s) => (
              <>
                <SeriesSummary shown={s} kind={view.kind} />
                <div className={styles.chart} data-testid="index-chart">
                  {option && <EChart option={option} height={260} ariaLabel={explorerChartLabel(s, family, view.kind, intl)} />}
                </div>
              </>
            )}
          </AsyncView>
        </div>
      </section>

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
            <Selector
              columns={2}
              options={shown.data.series.map((s) => ({ label: s.name, value: s.nodeId }))}
              value={[nodeIds[tableSeries]]}
              onChange={([id]) => id && update({ table: id })}
              showCheckMark={false}
              className={styles.selector}
            />
          )}
          <PeriodList shown={shown.data} index={tableSeries} kind={view.kind} />
          <DownloadButtons sheet={() => explorerSheet(shown.data!, family, view.kind, intl)} className={styles.download} />
        </section>
      )}
    </>
  );
}
