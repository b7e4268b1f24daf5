/** The statistics of the range on a phone: one short definition list per material (no wide table). */
import '@/locales/areas/industry';
import { useT } from '@/hooks/useT';
import { useMemo } from 'react';
import ChangeBadge from '@/components/ChangeBadge';
import { statsRows } from '@/components/industry/comparedPrices';
import m from '@/components/industry/mobile.less';
import { shownSpan, type MaterialQuotes } from '@/domain/industry';
import { formatDate, formatNumber } from '@/utils/format';
import styles from './StatsCards.less';
import MobileCard from '@/components/industry/MobileCard';

export default function StatsCards({ shown }: { shown: MaterialQuotes[] }) {
  const { t, intl } = useT();
  const rows = useMemo(() => statsRows(shown), [shown]);
  const span = shownSpan(shown);
  const k = (key: string) => t(`industry.material.${key}`);
  const price = (v: number, digits = 0) => formatNumber(v, intl.locale, digits);
  const date = (iso: string) => formatDate(iso, intl.locale);
  if (!rows.length) return null;
  return (
    <MobileCard id="stats-title" title={k('statsTitle')} testId="stats-cards">
      {rows.map(({ material, stats }) => (
        <div key={material.id} className={styles.block} data-testid="stats-card">
          {rows.length > 1 && <h3 className={styles.name}>{material.name}</h3>}
          <dl className={styles.list}>
            <dt>{k('latest')}</dt>
            <dd>
              {price(stats.latest.price)} {material.unit} <small>{date(stats.latest.date)}</small>
            </dd>
            <dt>{k('high')}</dt>
            <dd>
              {price(stats.high.price)} <small>{date(stats.high.date)}</small>
            </dd>
            <dt>{k('low')}</dt>
            <dd>
              {price(stats.low.price)} <small>{date(stats.low.date)}</small>
            </dd>
            <dt>{k('average')}</dt>
            <dd>{price(stats.average, 2)}</dd>
            <dt>{k('rangeChange')}</dt>
            <dd>
              <ChangeBadge value={stats.change} unit="none" digits={0} /> <ChangeBadge value={stats.changePct} unit="percent" />
            </dd>
            <dt>{k('volatility')}</dt>
            <dd>{stats.volatility === null ? '—' : `${formatNumber(stats.volatility, intl.locale, 2)}%`}</dd>
          </dl>
        </div>
      ))}
      <p className={m.hint}>
        {t('industry.material.statsHint', { from: span.from ? date(span.from) : '—', to: span.to ? date(span.to) : '—' })}
      </p>
    </MobileCard>
  );
}
