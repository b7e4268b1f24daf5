/**
 * Partners or categories of one month as ranked HTML bars (no chart engine; PRODUCT.md §3.7: no
 * map), each with its value, share and 同比. Every row is a toggle button: pressing it filters the
 * monthly chart to that entry. Label and figures sit above the bar, so a 360 px phone fits it.
 */
import '@/locales/areas/industry';
import ChangeBadge from '@/components/ChangeBadge';
import type { BreakdownItem } from '@/domain/trade';
import { formatNumber } from '@/utils/format';
import styles from './BreakdownBars.less';
import { useTradeText } from './useTradeText';

interface Props {
  items: BreakdownItem[];
  /** The entry the monthly chart is filtered to, if it is of this split. */
  selected?: string;
  onToggle: (name: string) => void;
  label: string;
}

export default function BreakdownBars({ items, selected, onToggle, label }: Props) {
  const { t, intl, num } = useTradeText();
  const max = Math.max(0, ...items.map((it) => it.value));
  return (
    <ol className={styles.bars} aria-label={label} data-testid="breakdown-bars">
      {items.map((it) => (
        <li key={it.name}>
          <button
            type="button"
            className={styles.row}
            aria-pressed={selected === it.name}
            title={t('industry.trade.filterEntry', { name: it.name })}
            data-item={it.name}
            onClick={() => onToggle(it.name)}
          >
            <span className={styles.label}>{it.name}</span>
            <span className={styles.figures}>
              <span className={styles.value}>{num(it.value)}</span>
              <span className={styles.share}>
                {t('industry.trade.shareShort')} {formatNumber(it.share, intl.locale, 1)}%
              </span>
              <ChangeBadge value={it.yoy} unit="percent" />
            </span>
            <span className={styles.track} aria-hidden="true">
              <span className={styles.bar} style={{ width: `${max > 0 ? (it.value / max) * 100 : 0}%` }} />
            </span>
          </button>
        </li>
      ))}
    </ol>
  );
}
