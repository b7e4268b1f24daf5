/**
 * /priceTrend — raw-material prices: the chart of up to three materials with range presets and
 * zoom, the table of every material's latest quote, and the quotes shown as a downloadable table.
 * Selection and range live in the URL (`?ids=copper,zinc&range=3y`) so the view is a permalink.
 */
import { useT } from '@/hooks/useT';
import { useMemo } from 'react';
import { MAX_COMPARE } from '@/config/constants';
import { materialQuotes } from '@/domain/industry';
import styles from '@/components/industry/page.less';
import { AsyncView, LoadingState, NotFoundState } from '@/components/states';
import { useMaterials, useMaterialSeries, useMaterialView } from '@/hooks/industry';
import type { RawMaterial } from '@/types/webapi';
import MaterialTable from './MaterialTable';
import PriceChartPanel from './PriceChartPanel';
import QuoteTable from './QuoteTable';

function PriceTrendView({ materials }: { materials: RawMaterial[] }) {
  const view = useMaterialView(materials);
  const series = useMaterialSeries(view.unknown.length ? [] : view.ids);
  const shown = useMemo(() => series.data && materialQuotes(series.data, view.range), [series.data, view.range]);

  if (view.unknown.length) return <NotFoundState />;
  return (
    <>
      <PriceChartPanel view={view} series={series} shown={shown} />
      <MaterialTable materials={materials} view={view} />
      {/* Same request as the chart: its failure is shown (with retry) once, in the chart panel. */}
      {shown ? <QuoteTable shown={shown} range={view.range} /> : series.loading && <LoadingState />}
    </>
  );
}

export default function PriceTrendPage() {
  const { t } = useT();
  const materials = useMaterials();
  return (
    <div className={styles.page}>
      <header>
        <h1 className={styles.title}>{t('menu.priceTrend')}</h1>
        <p className={styles.lead}>{t('industry.material.lead', { max: MAX_COMPARE })}</p>
      </header>
      <AsyncView loading={materials.loading} error={materials.error} data={materials.data} onRetry={materials.refresh}>
        {(list) => <PriceTrendView materials={list} />}
      </AsyncView>
    </div>
  );
}
