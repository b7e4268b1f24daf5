/**
 * One period of a family's categories (desktop /data): the composite, every level-2 category and,
 * expanded, its level-3 groups, with 定基, changes, 环比 and 同比; sortable, and each row can be
 * added to the chart. At most ~60 rows ever reach the DOM (levels below 3 stay in the chart picker).
 */
import '@/locales/areas/indices';
import { useT } from '@/hooks/useT';
import { Button } from 'antd';
import { useMemo } from 'react';
import ChangeBadge from '@/components/ChangeBadge';
import DataTable, { type Column } from '@/components/table/DataTable';
import type { SnapshotRow } from '@/types/webapi';
import { formatNumber } from '@/utils/format';
import styles from './SnapshotTable.less';

interface Row extends SnapshotRow {
  children?: Row[];
}

function toRows(rows: SnapshotRow[]): Row[] {
  const childrenOf = new Map<string, Row[]>();
  rows.forEach((r) => {
    if (r.level === 3 && r.parentId) childrenOf.set(r.parentId, [...(childrenOf.get(r.parentId) ?? []), { ...r }]);
  });
  const top = rows.filter((r) => r.level <= 2);
  return top.map((r) => (childrenOf.has(r.nodeId) ? { ...r, children: childrenOf.get(r.nodeId) } : { ...r }));
}

const byNumber = (key: keyof Pick<SnapshotRow, 'indexValue' | 'lastValue' | 'sameValue' | 'change' | 'changePct'>) => (a: Row, b: Row) =>
  (a[key] ?? -Infinity) - (b[key] ?? -Infinity);

interface Props {
  rows: SnapshotRow[];
  /** Nodes already in the chart, and how to add one (absent: no compare buttons). */
  inChart?: string[];
  canAdd?: boolean;
  onCompare?: (nodeId: string) => void;
}

export default function SnapshotTable({ rows, inChart = [], canAdd = true, onCompare }: Props) {
  const { t, intl } = useT();
  const data = useMemo(() => toRows(rows), [rows]);
  const num = (v: number | null) => <span className={styles.num}>{formatNumber(v, intl.locale)}</span>;

  const columns: Column<Row>[] = [
    {
      key: 'name',
      title: t('index.snapshot.name'),
      render: (r) => (
        <span className={styles.nameCell}>
          <span className={r.level === 1 ? styles.root : undefined}>{r.name}</span>
          {onCompare && (
            <Button
              size="small"
              type="link"
              className={styles.compare}
              disabled={inChart.includes(r.nodeId) || !canAdd}
              onClick={() => onCompare(r.nodeId)}
              // The name starts with the visible label (WCAG 2.5.3), then says which row.
              aria-label={t(inChart.includes(r.nodeId) ? 'index.snapshot.inChartLabel' : 'index.snapshot.compareLabel', { name: r.name })}
            >
              {inChart.includes(r.nodeId) ? t('index.snapshot.inChart') : t('index.snapshot.compare')}
            </Button>
          )}
        </span>
      ),
    },
    {
      key: 'indexValue',
      title: t('index.kind.indexValue'),
      align: 'right',
      sorter: byNumber('indexValue'),
      render: (r) => num(r.indexValue),
    },
    {
      key: 'change',
      title: t('index.change.points.previous'),
      align: 'right',
      sorter: byNumber('change'),
      render: (r) => <ChangeBadge value={r.change} unit="points" />,
    },
    {
      key: 'changePct',
      title: t('index.change.percent.previous'),
      align: 'right',
      sorter: byNumber('changePct'),
      render: (r) => <ChangeBadge value={r.changePct} unit="percent" />,
    },
    {
      key: 'lastValue',
      title: t('index.kind.lastValue'),
      align: 'right',
      sorter: byNumber('lastValue'),
      render: (r) => num(r.lastValue),
    },
    {
      key: 'sameValue',
      title: t('index.kind.sameValue'),
      align: 'right',
      sorter: byNumber('sameValue'),
      render: (r) => num(r.sameValue),
    },
  ];

  return (
    <DataTable<Row>
      rowKey="nodeId"
      size="middle"
      columns={columns}
      rows={data}
      scroll={{ x: 'max-content' }}
      expandable={{ indentSize: 20, rowLabel: (r) => r.name }}
      data-testid="index-snapshot-table"
    />
  );
}
