/** The chart of the shown materials with their latest quote, range presets and zoom. */
import '@/locales/areas/industry';
import { useT } from '@/hooks/useT';
import { Segmented } from 'antd';
import ChangeBadge from '@/components/ChangeBadge';
import { rebasedEnd } from '@/components/industry/comparedPrices';
import ComparedPriceChart from '@/components/industry/ComparedPriceChart';
import type { MaterialQuotes } from '@/domain/industry';
import { distinctUnits, pricesFitAxes } from '@/domain/materialStats';
import styles from '@/components/industry/page.less';
import { MATERIAL_RANGES } from '@/domain/range';
import RangePresets from '@/components/industry/RangePresets';
import { MAX_COMPARE } from '@/config/constants';
import type { useMaterialSeries, useMaterialView } from '@/hooks/industry';
import type { PriceScale } from '@/views/industry';
import { formatDate, formatNumber } from '@/utils/format';
import local from './index.less';

interface Props {
  view: ReturnType<typeof useMaterialView>;
  series: ReturnType<typeof useMaterialSeries>;
  shown: MaterialQuotes[] | undefined;
}

export default function PriceChartPanel({ view, series, shown }: Props) {
  const { t, intl } = useT();
  const names = view.selected.map((m) => m.name).join(intl.locale.startsWith('zh') ? '、' : ', ');

  const rebasedView = view.scale === 'rebased';
  const units = view.selected.map((m) => m.unit);
  const endOf = (id: string) => {
    const s = shown?.find((x) => x.material.id === id);
    return s ? rebasedEnd(s) : null;
  };

  return (
    <section className={styles.section} aria-labelledby="price-chart-title">
      <div className={styles.sectionHead}>
        <h2 id="price-chart-title">{t('industry.material.chartTitle', { names })}</h2>
        <div className={styles.tools}>
          {view.selected.length > 1 && (
            <Segmented<PriceScale>
              aria-label={t('industry.material.scale')}
              options={[
                // Three units or more share no price axis: only the rebased view remains.
                { value: 'price', label: t('industry.material.scalePrice'), disabled: !pricesFitAxes(units) },
                { value: 'rebased', label: t('industry.material.scaleRebased') },
              ]}
              value={view.scale}
              onChange={view.setScale}
              data-testid="price-scale"
            />
          )}
          <RangePresets presets={MATERIAL_RANGES} value={view.range} onChange={view.setRange} />
        </div>
      </div>
      <ul className={local.selected} data-testid="selected-materials">
        {view.selected.map((m) => (
          <li key={m.id} className={local.stat}>
            <div className={local.statHead}>
              <strong>{m.name}</strong>
              <span>{m.spec}</span>
              {view.selected.length > 1 && (
                <button
                  type="button"
                  className={local.remove}
                  onClick={() => view.toggle(m.id)}
                  aria-label={t('industry.material.removeCompare', { name: m.name })}
                >
                  ×
                </button>
              )}
            </div>
            <div className={local.statValue}>
              <span className={local.price}>{formatNumber(m.latest.price, intl.locale, 0)}</span>
              <span className={local.unit}>{m.unit}</span>
              <ChangeBadge value={m.change} unit="none" digits={0} />
              <ChangeBadge value={m.changePct} unit="percent" />
            </div>
            <div className={local.statMeta}>
              {t('industry.material.quotedOn', { date: formatDate(m.latest.date, intl.locale) })} · {m.market}
            </div>
            {rebasedView && endOf(m.id) !== null && (
              <div className={local.statMeta} data-testid="rebased-span">
                {t('industry.material.rebasedSpan', { end: formatNumber(endOf(m.id), intl.locale, 2) })}
              </div>
            )}
          </li>
        ))}
      </ul>
      <ComparedPriceChart series={series} shown={shown} scale={view.scale} names={names} height={380} zoomBand={44} />
      <p className={styles.note}>
        {rebasedView && `${t('industry.material.rebasedHint')} `}
        {distinctUnits(units).length > 1 && `${t('industry.material.unitsDiffer')} `}
        {t('industry.material.compareHint', { max: MAX_COMPARE })}
      </p>
    </section>
  );
}
