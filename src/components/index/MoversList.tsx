/**
 * The largest risers and fallers of one level (中类 or 规格品) in one period (/data and
 * /mobile/data): two short lists, each name linking to its node, with 环比 in percent and points.
 */
import '@/locales/areas/indices';
import { Link } from '@umijs/max';
import { useMemo } from 'react';
import ChangeBadge from '@/components/ChangeBadge';
import { moversOf } from '@/domain/indexMoves';
import { useT } from '@/hooks/useT';
import type { SnapshotRow } from '@/types/webapi';
import styles from './MoversList.less';

export default function MoversList({
  rows,
  level,
  hrefOf,
  compact,
}: {
  /** One period's snapshot rows (every level; the list picks `level`). */
  rows: SnapshotRow[];
  level: 3 | 4;
  hrefOf: (nodeId: string) => string;
  compact?: boolean;
}) {
  const { t } = useT();
  const { risers, fallers } = useMemo(() => moversOf(rows, level), [rows, level]);
  const levelName = t(`index.movers.level${level}`);

  const list = (kind: 'risers' | 'fallers', items: SnapshotRow[]) => {
    const title = t(`index.movers.${kind}`);
    return (
      <div className={styles.column}>
        <h4 className={`${styles.heading} ${kind === 'risers' ? styles.up : styles.down}`}>{title}</h4>
        {items.length ? (
          <ol className={styles.list} aria-label={t('index.movers.listLabel', { list: title, level: levelName })} data-testid={`movers-${kind}`}>
            {items.map((r) => (
              <li key={r.nodeId} className={styles.item} data-testid="mover">
                <Link to={hrefOf(r.nodeId)} className={styles.name}>
                  {r.name}
                </Link>
                <span className={styles.changes}>
                  <ChangeBadge value={r.changePct} unit="percent" />
                  {!compact && <ChangeBadge value={r.change} unit="points" />}
                </span>
              </li>
            ))}
          </ol>
        ) : (
          <p className={styles.none}>{t(kind === 'risers' ? 'index.movers.noRisers' : 'index.movers.noFallers', { level: levelName })}</p>
        )}
      </div>
    );
  };

  return (
    <div className={`${styles.movers} ${compact ? styles.compact : ''}`} data-testid={`movers-${level}`}>
      {list('risers', risers)}
      {list('fallers', fallers)}
    </div>
  );
}
