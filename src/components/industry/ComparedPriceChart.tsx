/**
 * The compared-prices chart of /priceTrend and its /mobile twin: the shown materials on the chosen
 * scale (SVG first view, ECharts on demand), with its loading, empty, 404 and error-with-retry states.
 */
import '@/locales/areas/industry';
import { useCallback, useMemo } from 'react';
import { useT } from '@/hooks/useT';
import SvgFirstChart from '@/components/charts/SvgFirstChart';
import { AsyncView, NotFoundState } from '@/components/states';
import { shownSpan, type MaterialQuotes } from '@/domain/industry';
import type { useMaterialSeries } from '@/hooks/industry';
import type { PriceScale } from '@/views/industry';
import { formatDate } from '@/utils/format';
import { comparedPriceFirstView, comparedPriceOption } from './comparedPrices';

export default function ComparedPriceChart({
  series,
  shown,
  scale,
  names,
  compact,
  homePath,
  height,
  zoomBand,
}: {
  series: ReturnType<typeof useMaterialSeries>;
  shown: MaterialQuotes[] | undefined;
  scale: PriceScale;
  /** The shown materials' names, as the chart's title lists them. */
  names: string;
  /** The phone's chart: tighter axes; it upgrades to ECharts on a tap only, not on hover. */
  compact?: boolean;
  homePath?: string;
  height: number;
  zoomBand: number;
}) {
  const { t, intl } = useT();
  const { locale } = intl;
  const rebasedUnit = t('industry.material.rebasedUnit');
  const rightAxis = t('industry.material.rightAxis');
  const option = useCallback(
    () => comparedPriceOption(shown!, scale, { locale, rebasedUnit, rightAxis, compact }),
    [shown, scale, locale, rebasedUnit, rightAxis, compact],
  );
  const first = useMemo(() => shown && comparedPriceFirstView(shown, scale, { locale, rebasedUnit }), [shown, scale, locale, rebasedUnit]);
  const span = shownSpan(shown);
  return (
    <AsyncView
      loading={series.loading}
      error={series.error}
      data={shown}
      onRetry={series.refresh}
      isEmpty={(s) => s.every((x) => x.quotes.length === 0)}
      notFound={<NotFoundState homePath={homePath} />}
    >
      {() => (
        <SvgFirstChart
          first={first ?? null}
          option={option}
          height={height}
          zoomBand={zoomBand}
          upgradeOnHover={!compact}
          ariaLabel={t('industry.material.chartAria', {
            names,
            from: span.from ? formatDate(span.from, locale) : '',
            to: span.to ? formatDate(span.to, locale) : '',
          })}
        />
      )}
    </AsyncView>
  );
}
