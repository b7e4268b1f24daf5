/**
 * /priceTrend — raw-material prices: the chart of up to MAX_COMPARE materials on one scale (prices,
 * one axis per unit, or rebased to 100 at the range start) with range presets and zoom, every
 * material's latest quote, the statistics of the range, the quotes as a downloadable table, the
 * cost-pressure view (materials by group beside the index 大类 they feed) and the notes.
 * The whole view lives in the URL (`?ids=copper,zinc&range=3y&scale=rebased`): a permalink.
 */
import '@/locales/areas/industry';
import { useT } from '@/hooks/useT';
import { useMemo } from 'react';
import { MAX_COMPARE } from '@/config/constants';
import { materialQuotes } from '@/domain/industry';
import styles from '@/components/industry/page.less';
import MaterialNotes from '@/components/industry/MaterialNotes';
import { AsyncView, LoadingState, NotFoundState } from '@/components/states';
import { useCostPressure } from '@/hooks/costPressure';
import { useMaterials, useMaterialSeries, useMaterialView } from '@/hooks/industry';
import type { RawMaterial } from '@/types/webapi';
import CostPressure from './CostPressure';
import MaterialTable from './MaterialTable';
import PeriodStatsTable from './PeriodStatsTable';
import PriceChartPanel from './PriceChartPanel';
import QuoteTable from './QuoteTable';
import local from './index.less';
import { IndustryPage } from '@/components/industry/IndustryPage';

function PriceTrendView({ materials }: { materials: RawMaterial[] }) {
  const view = useMaterialView(materials);
  const series = useMaterialSeries(view.unknown.length ? [] : view.ids);
  const shown = useMemo(() => series.data && materialQuotes(series.data, view.range), [series.data, view.range]);
  const cost = useCostPressure(materials, view.range);

  if (view.unknown.length) return <NotFoundState />;
  return (
    <>
      <PriceChartPanel view={view} series={series} shown={shown} />
      {/* Known with the material list, so it never moves; what arrives with the series comes after it. */}
      <MaterialTable materials={materials} view={view} />
      {/* Same request as the chart: its failure is shown (with retry) once, in the chart panel. */}
      {shown && <PeriodStatsTable shown={shown} range={view.range} />}
      {shown ? <QuoteTable shown={shown} range={view.range} /> : series.loading && <LoadingState />}
      <CostPressure cost={cost} />
      <MaterialNotes
        materials={view.selected}
        family={cost.family}
        className={`${styles.section} ${local.notes}`}
      />
    </>
  );
}

export default function PriceTrendPage() {
  const { t } = useT();
  const materials = useMaterials();
  return (
    <IndustryPage title={t('menu.priceTrend')} leadId="industry.material.lead" values={{ max: MAX_COMPARE }}>
      <AsyncView of={materials} emptyText={t('industry.material.unpublished')}>
        {(list) => <PriceTrendView materials={list} />}
      </AsyncView>
    </IndustryPage>
  );
}
