/**
 * /mobile/priceTrend — raw-material prices on a phone: the chart and recent quotes of the chosen
 * material on top, every material's latest price below; tapping one shows its chart (the URL keeps
 * the choice, so the view can be shared).
 */
import { Link, useModel } from '@umijs/max';
import { useT } from '@/hooks/useT';
import { List } from 'antd-mobile';
import { useMemo, type ReactNode } from 'react';
import ChangeBadge from '@/components/ChangeBadge';
import EChart from '@/components/charts/EChart';
import { priceLinesOption } from '@/components/industry/chartOptions';
import { quoteRows, materialQuotes, shownSpan } from '@/domain/industry';
import m from '@/components/industry/mobile.less';
import MobileRangePresets from '@/components/industry/MobileRangePresets';
import { MATERIAL_RANGES } from '@/domain/range';
import { AsyncView, NotFoundState } from '@/components/states';
import { useMaterials, useMaterialSeries, useMaterialView } from '@/hooks/industry';
import type { RawMaterial } from '@/types/webapi';
import { formatDate, formatNumber } from '@/utils/format';
import styles from './index.less';

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
      <p className={m.hint}>{t('industry.unitIs', { unit: materials[0]?.unit ?? '' })}</p>
    </section>
  );
}

/** The chart card, then `children` (the material list), then the recent quotes: they appear last, so nothing moves. */
function ChartCard({
  view,
  series,
  children,
}: {
  view: ReturnType<typeof useMaterialView>;
  series: ReturnType<typeof useMaterialSeries>;
  children: ReactNode;
}) {
  const { t, intl } = useT();
  const { pageSize } = useModel('constants');
  const shown = useMemo(() => series.data && materialQuotes(series.data, view.range), [series.data, view.range]);
  const span = shownSpan(shown);
  const option = useMemo(
    () =>
      shown &&
      priceLinesOption(
        shown.map((s) => ({ name: s.material.name, points: s.quotes })),
        { unit: shown[0]?.material.unit ?? '', format: (v) => formatNumber(v, intl.locale, 0), compact: true },
      ),
    [shown, intl.locale],
  );
  const recent = useMemo(() => (shown ? quoteRows(shown.map((s) => s.quotes)).slice(0, pageSize) : []), [shown, pageSize]);
  const names = view.selected.map((x) => x.name).join('、');

  return (
    <>
      <section className={m.card} aria-labelledby="price-chart-title" data-testid="price-chart-card">
        <h2 id="price-chart-title" className={m.cardTitle}>
          {t('industry.material.chartTitle', { names })}
        </h2>
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
          </div>
        ))}
        <MobileRangePresets presets={MATERIAL_RANGES} value={view.range} onChange={view.setRange} />
        {/* The chart's height, kept while it loads. */}
        <div className={styles.chartSlot}>
          <AsyncView
            loading={series.loading}
            error={series.error}
            data={shown}
            onRetry={series.refresh}
            isEmpty={(s) => s.every((x) => x.quotes.length === 0)}
            notFound={<NotFoundState homePath="/mobile/home" />}
          >
            {() => (
              <EChart
                option={option!}
                height={260}
                ariaLabel={t('industry.material.chartAria', {
                  names,
                  from: span.from ? formatDate(span.from, intl.locale) : '',
                  to: span.to ? formatDate(span.to, intl.locale) : '',
                })}
              />
            )}
          </AsyncView>
        </div>
      </section>
      {children}
      {shown && recent.length > 0 && (
        <section className={m.card} aria-labelledby="recent-title">
          <h2 id="recent-title" className={m.cardTitle}>
            {t('industry.material.recent')}
          </h2>
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
        </section>
      )}
    </>
  );
}

function PriceTrendView({ materials }: { materials: RawMaterial[] }) {
  const view = useMaterialView(materials);
  const series = useMaterialSeries(view.unknown.length ? [] : view.ids);
  if (view.unknown.length) return <NotFoundState homePath="/mobile/home" />;
  return (
    <>
      <ChartCard view={view} series={series}>
        <MaterialList materials={materials} view={view} />
      </ChartCard>
    </>
  );
}

export default function MobilePriceTrendPage() {
  const materials = useMaterials();
  return (
    <div className={m.page}>
      <AsyncView loading={materials.loading} error={materials.error} data={materials.data} onRetry={materials.refresh}>
        {(list) => <PriceTrendView materials={list} />}
      </AsyncView>
    </div>
  );
}
