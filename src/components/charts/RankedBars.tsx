/**
 * A ranked bar chart in plain HTML: one row per item (label, bar, value), largest first. Used where
 * a ranking needs no interaction (the brand top ten), so the page needs no chart engine; the rows
 * are real text, so the chart is its own text alternative and never shifts while loading.
 */
import styles from './RankedBars.less';

export interface RankedBar {
  key: string;
  label: string;
  value: number;
}

export default function RankedBars({
  items,
  format,
  label,
  testId,
}: {
  items: RankedBar[];
  /** The value as shown beside its bar (unit in the heading). */
  format: (value: number) => string;
  /** Accessible name of the list. */
  label: string;
  testId?: string;
}) {
  const max = Math.max(0, ...items.map((it) => it.value));
  return (
    <ol className={styles.bars} aria-label={label} data-testid={testId}>
      {items.map((it) => (
        <li key={it.key} className={styles.row}>
          <span className={styles.label}>{it.label}</span>
          <span className={styles.track} aria-hidden="true">
            <span className={styles.bar} style={{ width: `${max > 0 ? Math.max(0, (it.value / max) * 100) : 0}%` }} />
          </span>
          <span className={styles.value}>{format(it.value)}</span>
        </li>
      ))}
    </ol>
  );
}
