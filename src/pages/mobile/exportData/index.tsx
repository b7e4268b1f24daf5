/**
 * /mobile/exportData — trade on a phone: the latest month and the year to date, then one chart at a
 * time behind a switch (the monthly chart, or exports by partner/category as ranked bars whose tap
 * filters the monthly chart), the monthly list (newest first) and the notes. Nothing is wider than
 * the screen: bars stack their label over the bar, the list has three columns.
 */

import '@/locales/areas/industry';
import { useMemo, useState } from 'react';
import ChangeBadge from '@/components/ChangeBadge';
import m from '@/components/industry/mobile.less';
import MobileRangePresets from '@/components/industry/MobileRangePresets';
import { AsyncView } from '@/components/states';
import { TRADE_RANGES } from '@/domain/range';
import { breakdownPeriod, latestMonth, yearToDate, type TradeRow } from '@/domain/trade';
import { useTrade, useTradeBreakdown, useTradeView, type TradeView } from '@/hooks/industry';
import BreakdownPicker from '@/pages/exportData/BreakdownPicker';
import { useBySwitchOptions } from '@/pages/exportData/bySwitch';
import FilterChip from '@/pages/exportData/FilterChip';
import MonthBars from '@/pages/exportData/MonthBars';
import TradeNotes from '@/pages/exportData/TradeNotes';
import { useShownMonths } from '@/pages/exportData/useShownMonths';
import TradeMonthsChart from '@/pages/exportData/TradeMonthsChart';
import { useTradeText } from '@/pages/exportData/useTradeText';
import type { TradeBreakdownBy, TradeData } from '@/types/webapi';
import type { TradeChartKind, TradePanel } from '@/views/industry';
import styles from './index.less';
import Choices from '@/components/choices/Choices';
import MobileCard from '@/components/industry/MobileCard';

/** Months listed at first and added by each 「查看更多」. */
const MONTHS_STEP = 12;

interface Tile {
  id: string;
  value: number | null;
  yoy: number | null;
}

function Tiles({ tiles, testId }: { tiles: Tile[]; testId: string }) {
  const { t, num } = useTradeText();
  return (
    <dl className={styles.tiles} data-testid={testId}>
      {tiles.map((tile) => (
        <div key={tile.id}>
          <dt>{t(tile.id)}</dt>
          <dd className={styles.value}>{num(tile.value)}</dd>
          <dd>
            {t('industry.trade.yoy')} <ChangeBadge value={tile.yoy} unit="percent" />
          </dd>
        </div>
      ))}
    </dl>
  );
}

function Summary({ rows, unit }: { rows: TradeRow[]; unit: string }) {
  const { t, month, months } = useTradeText();
  const latest = latestMonth(rows);
  if (!latest) return null;
  const ytd = yearToDate(rows, latest.row.month);
  return (
    <section className={m.card} aria-labelledby="trade-latest" data-testid="trade-summary">
      <h2 id="trade-latest" className={m.cardTitle}>
        {month(latest.row.month)}
        <span className={m.hint}>{t('industry.unitIs', { unit })}</span>
      </h2>
      <Tiles
        testId="trade-latest"
        tiles={[
          { id: 'industry.trade.export', value: latest.row.exportValue, yoy: latest.row.exportYoY },
          { id: 'industry.trade.import', value: latest.row.importValue, yoy: latest.row.importYoY },
          { id: 'industry.trade.balance', value: latest.balance, yoy: latest.balanceYoY },
        ]}
      />
      <h3 className={styles.subTitle}>{t('industry.trade.ytdOf', { from: month(`${ytd.year}-01`), to: month(latest.row.month) })}</h3>
      <Tiles
        testId="trade-ytd"
        tiles={[
          { id: 'industry.trade.export', value: ytd.exportTotal, yoy: ytd.exportYoY },
          { id: 'industry.trade.import', value: ytd.importTotal, yoy: ytd.importYoY },
          { id: 'industry.trade.balance', value: ytd.balance, yoy: ytd.balanceYoY },
        ]}
      />
      {ytd.missing.length > 0 && (
        <p className={m.hint} data-testid="trade-ytd-missing">
          {t('industry.trade.missingNote', { months: months(ytd.missing) })}
        </p>
      )}
    </section>
  );
}

/** A month's export or import figure with its 同比 under it (none for a month without figures). */
function FlowCell({ value, yoy, missing }: { value: string; yoy: number | null; missing?: boolean }) {
  return (
    <td className={styles.numCell}>
      {value}
      {!missing && (
        <>
          <br />
          <ChangeBadge value={yoy} unit="percent" />
        </>
      )}
    </td>
  );
}

function MonthList({ rows: ascending, unit }: { rows: TradeRow[]; unit: string }) {
  const { t, month, num } = useTradeText();
  const [shown, setShown] = useState(MONTHS_STEP);
  const rows = useMemo(() => [...ascending].reverse(), [ascending]);
  return (
    <MobileCard id="trade-months" title={t('industry.trade.tableTitle')}>
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
            <tr key={row.month} data-missing={row.missing || undefined}>
              <th scope="row">{month(row.month)}</th>
              <FlowCell value={num(row.exportValue)} yoy={row.exportYoY} missing={row.missing} />
              <FlowCell value={num(row.importValue)} yoy={row.importYoY} missing={row.missing} />
            </tr>
          ))}
        </tbody>
      </table>
      <p className={m.hint}>{t('industry.trade.mobileTableHint', { unit })}</p>
      {shown < rows.length && (
        <button type="button" className={m.more} onClick={() => setShown((n) => n + MONTHS_STEP)}>
          {t('industry.loadMore')}
        </button>
      )}
    </MobileCard>
  );
}

function MonthlyPanel({ rows, unit, view }: { rows: TradeRow[]; unit: string; view: TradeView }) {
  const { t } = useTradeText();
  return (
    <>
      <div className={styles.chartHead}>
        <h2 id="trade-chart" className={m.cardTitle}>
          {view.filter ? t('industry.trade.chartTitleOf', { name: view.filter.name }) : t('industry.trade.chartTitle')}
        </h2>
        <Choices<TradeChartKind>
          size="small"
          aria-label={t('industry.trade.chartKind')}
          options={[
            { value: 'bar', label: t('industry.trade.bar') },
            { value: 'line', label: t('industry.trade.line') },
          ]}
          value={[view.chart]}
          onChange={(v) => view.setChart(v[0])}
        />
      </div>
      <FilterChip view={view} />
      <MobileRangePresets presets={TRADE_RANGES} value={view.range} onChange={view.setRange} />
      <TradeMonthsChart rows={rows} unit={unit} view={view} height={280} compact noteClassName={m.hint} />
    </>
  );
}

function BreakdownPanel({ view }: { view: TradeView }) {
  const { t, month } = useTradeText();
  const by = useBySwitchOptions();
  const req = useTradeBreakdown(view.by);
  return (
    <>
      <h2 id="trade-chart" className={m.cardTitle}>
        {t('industry.trade.breakdownTitle')}
      </h2>
      <Choices<TradeBreakdownBy>
        size="small"
        aria-label={by.label}
        columns={2}
        options={by.options}
        value={[view.by]}
        onChange={(v) => view.setBy(v[0])}
      />
      <AsyncView of={req} isEmpty={(d) => d.items.length === 0}>
        {(breakdown) => {
          const period = breakdownPeriod(breakdown, view.year, view.month);
          if (!period) return null;
          return (
            <>
              <BreakdownPicker period={period} view={view} />
              <h3 className={styles.subTitle}>
                {t('industry.trade.breakdownOf', { month: month(period.key) })}
                <span className={m.hint}> {t('industry.unitIs', { unit: breakdown.unit })}</span>
              </h3>
              <MonthBars breakdown={breakdown} monthKey={period.key} view={view} thenShow="monthly" noteClassName={m.hint} />
              <p className={m.hint}>{t('industry.trade.breakdownHint')}</p>
            </>
          );
        }}
      </AsyncView>
    </>
  );
}

function TradePage({ trade }: { trade: TradeData }) {
  const { t } = useTradeText();
  const view = useTradeView();
  const shown = useShownMonths(trade, view);
  return (
    <>
      <Summary rows={shown.all} unit={trade.unit} />
      <section className={m.card} aria-labelledby="trade-chart">
        <div className={styles.panelSwitch} data-testid="trade-panel">
          <Choices<TradePanel>
            aria-label={t('industry.trade.panel')}
            columns={2}
            options={[
              { value: 'monthly', label: t('industry.trade.panelMonthly') },
              { value: 'breakdown', label: t('industry.trade.panelBreakdown') },
            ]}
            value={[view.panel]}
            onChange={(v) => view.setPanel(v[0])}
          />
        </div>
        {view.panel === 'breakdown' ? (
          <BreakdownPanel view={view} />
        ) : (
          <AsyncView loading={shown.loading} error={shown.error} data={shown.rows} onRetry={shown.retry}>
            {(rows) => <MonthlyPanel rows={rows} unit={trade.unit} view={view} />}
          </AsyncView>
        )}
      </section>
      {shown.rows && <MonthList key={`${view.range}|${view.filter?.name ?? ''}`} rows={shown.rows} unit={trade.unit} />}
      <TradeNotes trade={trade} className={`${m.card} ${styles.notes}`} />
    </>
  );
}

export default function MobileExportDataPage() {
  const { t } = useTradeText();
  const trade = useTrade();
  return (
    <div className={m.page}>
      <AsyncView of={trade} isEmpty={(d) => d.months.length === 0} emptyText={t('industry.trade.unpublished')}>
        {(data) => <TradePage trade={data} />}
      </AsyncView>
    </div>
  );
}
