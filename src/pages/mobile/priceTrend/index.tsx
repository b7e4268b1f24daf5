/**
 * /mobile/priceTrend — raw-material prices on a phone, one chart at a time behind a switch (the
 * URL's `panel`): the trend (chart, statistics of the range and recent quotes of the chosen
 * material, every material's latest price below; tapping one shows its chart) or the cost
 * pressure (groups as a list, each material beside the 大类 it feeds). Then the notes.
 */
import '@/locales/areas/industry';
import { Link, useModel } from '@umijs/max';
import { useT } from '@/hooks/useT';
import List from 'antd-mobile/es/components/list';
import { useMemo, type ReactNode } from 'react';
import ChangeBadge from '@/components/ChangeBadge';
import { rebasedEnd } from '@/components/industry/comparedPrices';
import ComparedPriceChart from '@/components/industry/ComparedPriceChart';
import MaterialNotes from '@/components/industry/MaterialNotes';
import { quoteRows, materialQuotes, type MaterialQuotes } from '@/domain/industry';
import { useCostPressure } from '@/hooks/costPressure';
import { PRICE_PANELS, type PricePanel, type PriceScale } from '@/views/industry';
import CostPanel from './CostPanel';
import StatsCards from './StatsCards';
import m from '@/components/industry/mobile.less';
import MobileRangePresets from '@/components/industry/MobileRangePresets';
import { MATERIAL_RANGES } from '@/domain/range';
import { AsyncView, NotFoundState } from '@/components/states';
import { useMaterials, useMaterialSeries, useMaterialView } from '@/hooks/industry';
import type { RawMaterial } from '@/types/webapi';
import { formatDate, formatNumber } from '@/utils/format';
import styles from './index.less';
import Choices from '@/components/choices/Choices';
import MobileCard from '@/components/industry/MobileCard';

function MaterialList({ materials, view }: { materials: RawMaterial[]; view: ReturnType<typeof useMaterialView> }) {
  const { t, intl } = useT();
  const groups = useMemo(() => [...new Set(materials.map((x) => x.group))], [materials]);
  return (
    <section className={m.card} aria-labelledby="materials-title">
      <h2 id="materials-title" className={m.cardTitle}>
        {t('industry.material.listTitle')}
        <span className={m.hint}>{t('industry.material.tapHint')}</span>
      </h2>
      {groups.map((g) => (
        <List key={g} header={g} className={`${m.bleed} ${m.rowList} ${styles.group}`}>
          {materials
            .filter((x) => x.group === g)
            .map((x) => {
              const active = view.ids.includes(x.id);
              return (
                <List.Item
                  key={x.id}
                  className={active ? styles.active : undefined}
                  description={x.spec}
                  extra={
                    <span className={styles.extra}>
                      <span className={m.num}>
                        {formatNumber(x.latest.price, intl.locale, 0)}
                      </span>
                      <ChangeBadge value={x.changePct} unit="percent" />
                    </span>
                  }
                  arrow={false}
                  data-testid="material-item"
                >
                  <Link
                    to={view.hrefOf(x.id, 'mobile')}
                    replace
                    aria-current={active ? 'true' : undefined}
                    className={`${m.rowLink} ${styles.itemLink}`}
                  >
                    {x.name}
                  </Link>
                </List.Item>
              );
            })}
        </List>
      ))}
      {/* One line per unit: materials may be quoted in different units. */}
      {[...new Set(materials.map((x) => x.unit))].map((unit) => (
        <p key={unit} className={m.hint}>
          {t('industry.unitIs', { unit })}
        </p>
      ))}
    </section>
  );
}

/** The chart card, then `children` (the material list), then the statistics and recent quotes: they appear last, so nothing moves. */
function ChartCard({
  view,
  series,
  shown,
  children,
}: {
  view: ReturnType<typeof useMaterialView>;
  series: ReturnType<typeof useMaterialSeries>;
  shown: MaterialQuotes[] | undefined;
  children: ReactNode;
}) {
  const { t, intl } = useT();
  const { pageSize } = useModel('constants');
  const rebasedView = view.scale === 'rebased';
  const recent = useMemo(() => (shown ? quoteRows(shown.map((s) => s.quotes)).slice(0, pageSize) : []), [shown, pageSize]);
  const names = view.selected.map((x) => x.name).join('、');

  return (
    <>
      <MobileCard id="price-chart-title" title={t('industry.material.chartTitle', { names })} testId="price-chart-card">
        {view.selected.map((x) => (
          <div key={x.id} className={styles.latest}>
            <span className={styles.latestName}>
              {x.name} <small>{x.spec}</small>
            </span>
            <span className={styles.latestValue}>
              <strong>{formatNumber(x.latest.price, intl.locale, 0)}</strong> {x.unit}
            </span>
            <span className={styles.latestChange}>
              <ChangeBadge value={x.change} unit="none" digits={0} /> <ChangeBadge value={x.changePct} unit="percent" />
              <span className={styles.date}>{t('industry.material.quotedOn', { date: formatDate(x.latest.date, intl.locale) })}</span>
            </span>
            {rebasedView && shown && (
              <span className={styles.date} data-testid="rebased-span">
                {t('industry.material.rebasedSpan', {
                  end: formatNumber(rebasedEnd(shown.find((s) => s.material.id === x.id) ?? { material: x, quotes: [] }), intl.locale, 2),
                })}
              </span>
            )}
          </div>
        ))}
        <MobileRangePresets presets={MATERIAL_RANGES} value={view.range} onChange={view.setRange} />
        {view.selected.length > 1 && (
          <div className={styles.switch} data-testid="price-scale">
            <Choices<PriceScale>
              aria-label={t('industry.material.scale')}
              columns={2}
                options={[
                { value: 'price', label: t('industry.material.scalePrice') },
                { value: 'rebased', label: t('industry.material.scaleRebased') },
              ]}
              value={[view.scale]}
              onChange={(v) => view.setScale(v[0])}
            />
          </div>
        )}
        {/* The chart's height, kept while it loads. */}
        <div className={styles.chartSlot}>
          <ComparedPriceChart
            series={series}
            shown={shown}
            scale={view.scale}
            names={names}
            compact
            homePath="/mobile/home"
            height={260}
            zoomBand={36}
          />
        </div>
        {rebasedView && <p className={m.hint}>{t('industry.material.rebasedHint')}</p>}
      </MobileCard>
      {children}
      {shown && <StatsCards shown={shown} />}
      {shown && recent.length > 0 && (
        <MobileCard id="recent-title" title={t('industry.material.recent')}>
          {/* Up to six materials side by side: the table scrolls inside its box, never the page. */}
          <div className={styles.tableBox}>
          <table className={styles.quotes} data-testid="recent-quotes">
            <thead>
              <tr>
                <th scope="col">{t('common.date')}</th>
                {shown.map((s) => (
                  <th key={s.material.id} scope="col" className={styles.numCell}>
                    {shown.length > 1 ? s.material.name : `${t('industry.material.price')}（${s.material.unit}）`}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {recent.map((r) => (
                <tr key={r.date}>
                  <td>{formatDate(r.date, intl.locale)}</td>
                  {r.cells.map((c, i) => (
                    <td key={shown[i].material.id} className={styles.numCell}>
                      {formatNumber(c?.price, intl.locale, 0)}
                      <br />
                      <ChangeBadge value={c?.changePct} unit="percent" />
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
          </div>
        </MobileCard>
      )}
    </>
  );
}

function PanelSwitch({ value, onChange }: { value: PricePanel; onChange: (p: PricePanel) => void }) {
  const { t } = useT();
  const label = { trend: t('industry.material.panelTrend'), cost: t('industry.material.panelCost') };
  return (
    <div className={styles.switch} data-testid="panel-switch">
      <Choices<PricePanel>
        aria-label={t('industry.material.panel')}
        columns={2}
        options={PRICE_PANELS.map((p) => ({ value: p, label: label[p] }))}
        value={[value]}
        onChange={(v) => onChange(v[0])}
      />
    </div>
  );
}

function PriceTrendView({ materials }: { materials: RawMaterial[] }) {
  const view = useMaterialView(materials);
  const series = useMaterialSeries(view.unknown.length ? [] : view.ids);
  const shown = useMemo(() => series.data && materialQuotes(series.data, view.range), [series.data, view.range]);
  const cost = useCostPressure(materials, view.range, view.panel === 'cost');
  if (view.unknown.length) return <NotFoundState homePath="/mobile/home" />;
  return (
    <>
      <PanelSwitch value={view.panel} onChange={view.setPanel} />
      {view.panel === 'cost' ? (
        <CostPanel cost={cost} range={<MobileRangePresets presets={MATERIAL_RANGES} value={view.range} onChange={view.setRange} />} />
      ) : (
        <ChartCard view={view} series={series} shown={shown}>
          <MaterialList materials={materials} view={view} />
        </ChartCard>
      )}
      <MaterialNotes
        materials={view.selected}
        family={cost.family}
        className={`${m.card} ${styles.notes}`}
        titleClassName={m.cardTitle}
      />
    </>
  );
}

export default function MobilePriceTrendPage() {
  const { t } = useT();
  const materials = useMaterials();
  return (
    <div className={m.page}>
      <AsyncView of={materials} emptyText={t('industry.material.unpublished')}>
        {(list) => <PriceTrendView materials={list} />}
      </AsyncView>
    </div>
  );
}
