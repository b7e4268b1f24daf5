/**
 * The phone's category list: one level of the tree at a time (总指数 → 大类 → 中类 → 规格品), each
 * row with the period's level and 环比 change. Tapping a row with children goes down a level,
 * tapping a leaf (or 「走势」 on any row) shows that node in the chart; the breadcrumb above goes
 * back up. The level is the view's `drill`, so it is in the URL and Back goes up a level.
 */
import '@/locales/areas/indices';
import { useMemo } from 'react';
import ChangeBadge from '@/components/ChangeBadge';
import { useT } from '@/hooks/useT';
import type { IndexNode, SnapshotRow } from '@/types/webapi';
import { formatNumber } from '@/utils/format';
import { drillLevel } from './drill';
import styles from './DrillDown.less';

interface Props {
  tree: IndexNode[];
  /** The shown period's snapshot rows (values and changes of every node). */
  rows: SnapshotRow[];
  drill: string | undefined;
  /** Nodes in the chart now: their rows say so. */
  inChart: string[];
  /** Go to a node's children (undefined: the composite's). */
  onDrill: (id: string | undefined) => void;
  onShow: (id: string) => void;
}

export default function DrillDown({ tree, rows, drill, inChart, onDrill, onShow }: Props) {
  const { t } = useT();
  const level = useMemo(() => drillLevel(tree, drill), [tree, drill]);
  const rowOf = useMemo(() => new Map(rows.map((r) => [r.nodeId, r])), [rows]);
  if (!level) return null;
  const { path, children } = level;

  return (
    <>
      <nav aria-label={t('data.mobile.breadcrumb')} data-testid="drill-breadcrumb">
        <ol className={styles.crumbs}>
          {path.map((n, i) =>
            i < path.length - 1 ? (
              <li key={n.id}>
                {/* The composite is the list's default: no `drill` in the URL. */}
                <button type="button" className={styles.crumb} onClick={() => onDrill(i === 0 ? undefined : n.id)}>
                  {n.name}
                </button>
              </li>
            ) : (
              <li key={n.id} aria-current="location" className={styles.here}>
                {n.name}
              </li>
            ),
          )}
        </ol>
      </nav>
      <ul className={styles.list} data-testid="drill-list">
        {children.map((n) => (
          <DrillRow key={n.id} node={n} row={rowOf.get(n.id)} inChart={inChart.includes(n.id)} onDrill={onDrill} onShow={onShow} />
        ))}
      </ul>
    </>
  );
}

function DrillRow({
  node,
  row,
  inChart,
  onDrill,
  onShow,
}: {
  node: IndexNode;
  row: SnapshotRow | undefined;
  inChart: boolean;
  onDrill: (id: string) => void;
  onShow: (id: string) => void;
}) {
  const { t, intl } = useT();
  const count = node.children?.length ?? 0;
  const figures = (
    <span className={styles.figures}>
      <span className={styles.value}>{formatNumber(row?.indexValue, intl.locale)}</span>
      <ChangeBadge value={row?.changePct} unit="percent" className={styles.change} />
    </span>
  );
  const name = (
    <span className={styles.name}>
      <span>{node.name}</span>
      {(count > 0 || inChart) && (
        <span className={styles.meta}>
          {count > 0 && t('data.mobile.children', { count })}
          {count > 0 && inChart && ' · '}
          {inChart && t('index.snapshot.inChart')}
        </span>
      )}
    </span>
  );

  return (
    <li className={`${styles.row} ${inChart ? styles.inChart : ''}`} data-testid="drill-row" data-node={node.id}>
      {count > 0 ? (
        <>
          <button type="button" className={styles.main} onClick={() => onDrill(node.id)}>
            {name}
            {figures}
            <span className={styles.chevron} aria-hidden="true">
              ›
            </span>
          </button>
          <button type="button" className={styles.show} onClick={() => onShow(node.id)} aria-label={t('data.mobile.showLabel', { name: node.name })}>
            {t('data.mobile.show')}
          </button>
        </>
      ) : (
        // A leaf has nothing below it: the whole row shows it in the chart (its name says so last).
        <button type="button" className={styles.main} onClick={() => onShow(node.id)}>
          {name}
          {figures}
          <span className={styles.show}>{t('data.mobile.show')}</span>
        </button>
      )}
    </li>
  );
}
