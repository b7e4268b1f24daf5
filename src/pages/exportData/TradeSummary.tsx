/** Headline numbers: the latest month (with YoY) and the twelve months ending with it. */
import { useT } from '@/hooks/useT';
import ChangeBadge from '@/components/ChangeBadge';
import { monthLabel, tradeSummary } from '@/domain/industry';
import styles from '@/components/industry/page.less';
import type { TradeData } from '@/types/webapi';
import { formatNumber } from '@/utils/format';
import local from './index.less';

export default function TradeSummary({ trade }: { trade: TradeData }) {
  const { t, intl } = useT();
  const s = tradeSummary(trade.months);
  const month = monthLabel(s.latest.month, intl);
  const range = `${monthLabel(s.from, intl)} – ${month}`;
  const tiles = [
    { label: t('industry.trade.monthExport', { month }), value: s.latest.exportValue, yoy: s.latest.exportYoY },
    { label: t('industry.trade.monthImport', { month }), value: s.latest.importValue, yoy: s.latest.importYoY },
    { label: t('industry.trade.monthBalance', { month }), value: s.balance },
    { label: t('industry.trade.yearExport', { range }), value: s.exportTotal },
    { label: t('industry.trade.yearImport', { range }), value: s.importTotal },
  ];
  return (
    <section className={styles.section} aria-label={t('industry.trade.summary')}>
      <dl className={local.tiles} data-testid="trade-summary">
        {tiles.map((tile) => (
          <div key={tile.label} className={local.tile}>
            <dt>{tile.label}</dt>
            <dd>
              <span className={local.value}>{formatNumber(tile.value, intl.locale)}</span>
              <span className={local.unit}>{trade.unit}</span>
            </dd>
            {'yoy' in tile && (
              <dd className={local.yoy}>
                {t('industry.trade.yoy')} <ChangeBadge value={tile.yoy} unit="percent" />
              </dd>
            )}
          </div>
        ))}
      </dl>
    </section>
  );
}
