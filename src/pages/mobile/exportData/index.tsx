/**
 * /mobile/exportData — trade on a phone: the latest month, the monthly chart with range presets,
 * a compact monthly list (newest first), the partner ranking and the export's product groups.
 */
import { useT } from '@/hooks/useT';
import { Selector } from 'antd-mobile';
import { useMemo, useState } from 'react';
import ChangeBadge from '@/components/ChangeBadge';
import EChart from '@/components/charts/EChart';
import { rankedBarsOption, tradeMonthsOption } from '@/components/industry/chartOptions';
import { monthLabel, tradeSummary, withShares } from '@/domain/industry';
import m from '@/components/industry/mobile.less';
import MobileRangePresets from '@/components/industry/MobileRangePresets';
import { TRADE_RANGES, withinRange } from '@/domain/range';
import { AsyncView } from '@/components/states';
import { useTrade, useTradeView } from '@/hooks/industry';
import type { TradeChartKind } from '@/views/industry';
import type { TradeData, TradeMonth } from '@/types/webapi';
import { formatNumber } from '@/utils/format';
import styles from './index.less';

/** Months listed at first and added by each 「查看更多」. */
const MONTHS_STEP = 12;

function Summary({ trade }: { trade: TradeData }) {
  const { t, intl } = useT();
  const s = tradeSummary(trade.months);
  const month = monthLabel(s.latest.month, intl);
  return (
    <section className={m.card} aria-labelledby="trade-latest">
      <h2 id="trade-latest" className={m.cardTitle}>
        {month}
        <span className={m.hint}>{t('industry.unitIs', { unit: trade.unit })}</span>
      </h2>
      <dl className={styles.tiles} data-testid="trade-summary">
        {[
          { id: 'industry.trade.export', value: s.latest.exportValue, yoy: s.latest.exportYoY },
          { id: 'industry.trade.import', value: s.latest.importValue, yoy: s.latest.importYoY },
        ].map((tile) => (
          <div key={tile.id}>
            <dt>{t(tile.id)}</dt>
            <dd className={styles.value}>{formatNumber(tile.value, intl.locale)}</dd>
            <dd>
              {t('industry.trade.yoy')} <ChangeBadge value={tile.yoy} unit="percent" />
            </dd>
          </div>
        ))}
        <div>
          <dt>{t('industry.trade.balance')}</dt>
          <dd className={styles.value}>{formatNumber(s.balance, intl.locale)}</dd>
        </div>
      </dl>
    </section>
  );
}

function MonthList({ months, unit }: { months: TradeMonth[]; unit: string }) {
  const { t, intl } = useT();
  const [shown, setShown] = useState(MONTHS_STEP);
  const rows = useMemo(() => [...months].reverse(), [months]);
  return (
    <section className={m.card} aria-labelledby="trade-months">
      <h2 id="trade-months" className={m.cardTitle}>
        {t('industry.trade.tableTitle')}
      </h2>
      <table className={styles.table} data-testid="trade-table">
        <thead>
          <tr>
            <th scope="col">{t('industry.trade.month')}</th>
            <th scope="col" className={styles.numCell}>{t('industry.trade.export')}</th>
            <th scope="col" className={styles.numCell}>{t('industry.trade.import')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.slice(0, shown).map((row) => (
            <tr key={row.month}>
              <th scope="row">{monthLabel(row.month, intl)}</th>
              <td className={styles.numCell}>
                {formatNumber(row.exportValue, intl.locale)}
                <br />
                <ChangeBadge value={row.exportYoY} unit="percent" />
              </td>
              <td className={styles.numCell}>
                {formatNumber(row.importValue, intl.locale)}
                <br />
                <ChangeBadge value={row.importYoY} unit="percent" />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className={m.hint}>
        {t('industry.trade.mobileTableHint', { unit })}
      </p>
      {shown < rows.length && (
        <button type="button" className={m.more} onClick={() => setShown((n) => n + MONTHS_STEP)}>
          {t('industry.loadMore')}
        </button>
      )}
    </section>
  );
}

function Partners({ trade }: { trade: TradeData }) {
  const { t, intl } = useT();
  const format = (v: number) => formatNumber(v, intl.locale);
  const partners = useMemo(() => withShares(trade.partners, (p) => p.exportValue), [trade.partners]);
  const products = useMemo(() => withShares(trade.products, (p) => p.exportValue), [trade.products]);
  const option = useMemo(
    () =>
      rankedBarsOption(
        trade.partners.map((p) => p.name),
        [{ name: t('industry.trade.export'), values: trade.partners.map((p) => p.exportValue) }],
        { unit: trade.unit, format, compact: true },
      ),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [trade, intl.locale],
  );
  return (
    <>
      <section className={m.card} aria-labelledby="trade-partners">
        <h2 id="trade-partners" className={m.cardTitle}>
          {t('industry.trade.partnersTitle')}
        </h2>
        {partners.length > 0 && (
          <EChart option={option} height={partners.length * 26 + 24} ariaLabel={t('industry.trade.partnersAria')} />
        )}
        <ol className={styles.ranking} data-testid="partner-list">
          {partners.map((p) => (
            <li key={p.name}>
              <span>{p.name}</span>
              <span className={styles.numCell}>
                {format(p.exportValue)} <small>{formatNumber(p.share, intl.locale, 1)}%</small>
              </span>
            </li>
          ))}
        </ol>
        <p className={m.hint}>{t('industry.unitIs', { unit: trade.unit })}</p>
      </section>
      {products.length > 0 && (
        <section className={m.card} aria-labelledby="trade-products">
          <h2 id="trade-products" className={m.cardTitle}>
            {t('industry.trade.productsTitle')}
          </h2>
          <ol className={styles.ranking}>
            {products.map((p) => (
              <li key={p.name}>
                <span>{p.name}</span>
                <span className={styles.numCell}>
                  {format(p.exportValue)} <small>{formatNumber(p.share, intl.locale, 1)}%</small>
                </span>
              </li>
            ))}
          </ol>
        </section>
      )}
    </>
  );
}

function TradeView({ trade }: { trade: TradeData }) {
  const { t, intl } = useT();
  const view = useTradeView();
  const months = useMemo(() => withinRange(trade.months, (x) => x.month, view.range), [trade.months, view.range]);
  const option = useMemo(
    () =>
      tradeMonthsOption(months, {
        kind: view.chart,
        unit: trade.unit,
        labels: {
          export: t('industry.trade.export'),
          import: t('industry.trade.import'),
          exportYoY: t('industry.trade.exportYoY'),
          importYoY: t('industry.trade.importYoY'),
        },
        monthLabel: (key) => monthLabel(key, intl),
        format: (v) => formatNumber(v, intl.locale),
        compact: true,
      }),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [months, view.chart, intl.locale],
  );
  return (
    <>
      <Summary trade={trade} />
      <section className={m.card} aria-labelledby="trade-chart">
        <h2 id="trade-chart" className={m.cardTitle}>
          {t('industry.trade.chartTitle')}
          <Selector<TradeChartKind>
            className={styles.kind}
            options={[
              { value: 'bar', label: t('industry.trade.bar') },
              { value: 'line', label: t('industry.trade.line') },
            ]}
            value={[view.chart]}
            showCheckMark={false}
            onChange={(v) => v[0] && view.setChart(v[0])}
          />
        </h2>
        <MobileRangePresets presets={TRADE_RANGES} value={view.range} onChange={view.setRange} />
        <EChart
          option={option}
          height={280}
          ariaLabel={t('industry.trade.chartAria', {
            from: months.length ? monthLabel(months[0].month, intl) : '',
            to: months.length ? monthLabel(months[months.length - 1].month, intl) : '',
            unit: trade.unit,
          })}
        />
        <p className={m.hint}>{t('industry.trade.chartHint', { unit: trade.unit })}</p>
      </section>
      <MonthList key={view.range} months={months} unit={trade.unit} />
      <Partners trade={trade} />
    </>
  );
}

export default function MobileExportDataPage() {
  const trade = useTrade();
  return (
    <div className={m.page}>
      <AsyncView
        loading={trade.loading}
        error={trade.error}
        data={trade.data}
        onRetry={trade.refresh}
        isEmpty={(d) => d.months.length === 0}
      >
        {(data) => <TradeView trade={data} />}
      </AsyncView>
    </div>
  );
}
