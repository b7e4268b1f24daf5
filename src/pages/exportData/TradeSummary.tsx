/**
 * Headline numbers: the latest month with figures and January through that month (year to date),
 * export, import and balance, each with its 同比. Missing months are named, not counted as zero.
 */
import '@/locales/areas/industry';
import ChangeBadge from '@/components/ChangeBadge';
import styles from '@/components/industry/page.less';
import { latestMonth, yearToDate, type TradeRow } from '@/domain/trade';
import local from './index.less';
import { useTradeText } from './useTradeText';

interface Tile {
  label: string;
  value: number | null;
  yoy: number | null;
}

function TileGroup({ title, tiles, unit, testId }: { title: string; tiles: Tile[]; unit: string; testId: string }) {
  const { t, num } = useTradeText();
  return (
    <div className={local.group}>
      <h3 className={local.groupTitle}>{title}</h3>
      <dl className={local.tiles} data-testid={testId}>
        {tiles.map((tile) => (
          <div key={tile.label} className={local.tile}>
            <dt>{tile.label}</dt>
            <dd>
              <span className={local.value}>{num(tile.value)}</span>
              {tile.value !== null && <span className={local.unit}>{unit}</span>}
            </dd>
            <dd className={local.yoy}>
              {t('industry.trade.yoy')} <ChangeBadge value={tile.yoy} unit="percent" />
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

export default function TradeSummary({ rows, unit }: { rows: TradeRow[]; unit: string }) {
  const { t, month, months } = useTradeText();
  const latest = latestMonth(rows);
  if (!latest) return null;
  const ytd = yearToDate(rows, latest.row.month);
  const first = `${ytd.year}-01`;
  const names = [t('industry.trade.export'), t('industry.trade.import'), t('industry.trade.balance')];
  return (
    <section className={styles.section} aria-label={t('industry.trade.summary')} data-testid="trade-summary">
      <div className={local.groups}>
        <TileGroup
          title={t('industry.trade.monthOf', { month: month(latest.row.month) })}
          testId="trade-latest"
          unit={unit}
          tiles={[
            { label: names[0], value: latest.row.exportValue, yoy: latest.row.exportYoY },
            { label: names[1], value: latest.row.importValue, yoy: latest.row.importYoY },
            { label: names[2], value: latest.balance, yoy: latest.balanceYoY },
          ]}
        />
        <TileGroup
          title={t('industry.trade.ytdOf', { from: month(first), to: month(latest.row.month) })}
          testId="trade-ytd"
          unit={unit}
          tiles={[
            { label: names[0], value: ytd.exportTotal, yoy: ytd.exportYoY },
            { label: names[1], value: ytd.importTotal, yoy: ytd.importYoY },
            { label: names[2], value: ytd.balance, yoy: ytd.balanceYoY },
          ]}
        />
      </div>
      {ytd.missing.length > 0 && (
        <p className={styles.note} data-testid="trade-ytd-missing">
          {t('industry.trade.missingNote', { months: months(ytd.missing) })}
        </p>
      )}
    </section>
  );
}
