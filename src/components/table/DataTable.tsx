/**
 * The app's one data table, in place of antd's Table: that chunk was ~57 KB brotli (it brings rc-tree,
 * Checkbox and Dropdown for filter UI we never use) plus ~6 KB of Pagination, the heaviest thing on the
 * desktop data pages. This is a plain semantic <table> — <th scope>, header groups, sortable columns with
 * aria-sort, tree rows with expand buttons, a checkbox column, paging (./Pager), a scroll box with a
 * sticky head and first column — styled like antd's table from our Less tokens, with no antd import.
 */
import { useT } from '@/hooks/useT';
import { useRef, useState, type CSSProperties, type ReactNode } from 'react';
import Pager from './Pager';
import styles from './DataTable.less';

export interface Column<T> {
  key: string;
  title: ReactNode;
  /** 'right' aligns at the end of the cell (the left in right-to-left layouts), like numbers. */
  align?: 'left' | 'right' | 'center';
  /** On the header cell and every body cell of the column. */
  className?: string;
  width?: number;
  /** The cell's content; `index` is the row's position among the rows shown. Default: `row[dataIndex]`. */
  render?: (row: T, index: number) => ReactNode;
  dataIndex?: keyof T;
  /** Makes the column sortable: ascending → descending → unsorted; tree children sort within their parent. */
  sorter?: (a: T, b: T) => number;
  /** Sortable in a table whose order the page keeps (`sort` / `onSortChange`): the page sorts the rows. */
  sortable?: boolean;
  /** The first column only: stays in view while the table scrolls sideways. */
  fixed?: 'left';
  /** The column's cells are the row's headers (<th scope="row">): the period, the name… */
  rowHeader?: boolean;
  /** A header group: its title spans these columns on a first header row (one level). */
  children?: Column<T>[];
}

export interface Pagination {
  pageSize: number;
  /** Text before the pager, given the number of (top-level) rows. */
  total?: (total: number) => ReactNode;
  /** No pager, nor total, when everything fits on one page. */
  hideOnSinglePage?: boolean;
}

export interface RowSelection<T> {
  /** Header of the checkbox column. */
  title?: ReactNode;
  width?: number;
  selectedKeys: readonly string[];
  /** The visitor ticked or unticked `row`. */
  onToggle: (row: T) => void;
  /** Rows whose checkbox cannot change now (a minimum or maximum reached). */
  disabled?: (row: T) => boolean;
  /** Accessible name of the row's checkbox. */
  label: (row: T) => string;
}

export interface DataTableProps<T> {
  columns: Column<T>[];
  rows: T[];
  rowKey: keyof T | ((row: T) => string);
  /** Rows with a non-empty `children` array are tree nodes, collapsed at first. */
  expandable?: { indentSize?: number; rowLabel?: (row: T) => string };
  rowSelection?: RowSelection<T>;
  /** Default: no paging. */
  pagination?: Pagination | false;
  scroll?: { x?: number | 'max-content'; y?: number };
  size?: 'small' | 'middle';
  bordered?: boolean;
  className?: string;
  'data-testid'?: string;
  'aria-label'?: string;
  'aria-labelledby'?: string;
  /**
   * The order kept by the page (e.g. in its URL view): `key` ascending, `-key` descending, '' the
   * rows' own order. With `onSortChange` the table only shows and changes it; the rows come sorted.
   */
  sort?: string;
  onSortChange?: (sort: string) => void;
}

type Order = 'ascend' | 'descend';
const NEXT_ORDER: Record<Order | 'none', Order | undefined> = { none: 'ascend', ascend: 'descend', descend: undefined };
const ARIA_SORT = { ascend: 'ascending', descend: 'descending' } as const;
const ALIGN = { left: styles.alignStart, right: styles.alignEnd, center: styles.alignCenter } as const;
const SELECTION_WIDTH = 48;

function childrenOf<T>(row: T): T[] | undefined {
  const children = (row as { children?: unknown }).children;
  return Array.isArray(children) && children.length > 0 ? (children as T[]) : undefined;
}

const display = (value: unknown): ReactNode => {
  if (value === null || value === undefined) return null;
  return typeof value === 'string' || typeof value === 'number' ? value : String(value);
};

/** `key` / `-key` as the table's order; '' (or nothing) is no order. */
function parseSort(sort: string | undefined): { key: string; order: Order } | undefined {
  if (!sort) return undefined;
  return sort.startsWith('-') ? { key: sort.slice(1), order: 'descend' } : { key: sort, order: 'ascend' };
}

const cx = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(' ');

interface Line<T> {
  row: T;
  key: string;
  level: number;
  parent: boolean;
  expanded: boolean;
}

export default function DataTable<T>({
  columns,
  rows,
  rowKey,
  expandable,
  rowSelection,
  pagination = false,
  scroll,
  size = 'middle',
  bordered = false,
  className,
  'data-testid': testId,
  'aria-label': ariaLabel,
  'aria-labelledby': ariaLabelledBy,
  sort: keptSort,
  onSortChange,
}: DataTableProps<T>) {
  const { t } = useT();
  const scroller = useRef<HTMLDivElement>(null);
  const [ownSort, setOwnSort] = useState<{ key: string; order: Order }>();
  const sort = onSortChange ? parseSort(keptSort) : ownSort;
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(() => new Set());
  // The page belongs to the rows it was chosen for: new rows (another range, filter, period…) start on page 1.
  const [paging, setPaging] = useState({ rows, page: 1 });

  const keyOf = (row: T) => (typeof rowKey === 'function' ? rowKey(row) : String(row[rowKey]));
  const grouped = columns.some((c) => c.children?.length);
  const leaves = columns.flatMap((c) => (c.children?.length ? c.children : [c]));
  // A kept order arrives sorted; the table sorts only by its own columns' comparators.
  const sorter = !onSortChange && sort ? leaves.find((c) => c.key === sort.key)?.sorter : undefined;
  const ordered = (list: T[]) => {
    if (!sort || !sorter) return list;
    const sign = sort.order === 'ascend' ? 1 : -1;
    return [...list].sort((a, b) => sign * sorter(a, b));
  };

  const all = ordered(rows);
  const pageSize = pagination ? pagination.pageSize : Math.max(1, all.length);
  const pages = Math.max(1, Math.ceil(all.length / pageSize));
  const page = Math.min(paging.rows === rows ? paging.page : 1, pages);
  const shown = pagination ? all.slice((page - 1) * pageSize, page * pageSize) : all;

  const isTree = rows.some((r) => childrenOf(r));
  const lines: Line<T>[] = [];
  const flatten = (list: T[], level: number) =>
    list.forEach((row) => {
      const key = keyOf(row);
      const children = childrenOf(row);
      const open = !!children && expanded.has(key);
      lines.push({ row, key, level, parent: !!children, expanded: open });
      if (children && open) flatten(ordered(children), level + 1);
    });
  flatten(shown, 0);

  const goTo = (next: number) => {
    setPaging({ rows, page: next });
    if (scroller.current) scroller.current.scrollTop = 0;
  };
  const cycleSort = (key: string) => {
    const order = NEXT_ORDER[sort?.key === key ? sort.order : 'none'];
    if (onSortChange) onSortChange(order ? `${order === 'descend' ? '-' : ''}${key}` : '');
    else setOwnSort(order ? { key, order } : undefined);
    goTo(1);
  };
  const toggle = (key: string) =>
    setExpanded((prev) => {
      const next = new Set(prev);
      if (!next.delete(key)) next.add(key);
      return next;
    });

  // Sticky first column: the checkbox column sticks too, and the fixed column sits after it.
  const fixed = leaves[0]?.fixed === 'left';
  const selectionWidth = rowSelection?.width ?? SELECTION_WIDTH;
  const fixedStyle = (col: Column<T>): CSSProperties | undefined =>
    fixed && col === leaves[0] && rowSelection ? { insetInlineStart: selectionWidth } : undefined;
  const cellClass = (col: Column<T>) =>
    cx(col.align && ALIGN[col.align], fixed && col === leaves[0] && styles.fixed, col.className);

  const headerCell = (col: Column<T>, rowSpan: number) => {
    const order = sort?.key === col.key ? sort.order : undefined;
    const next = NEXT_ORDER[order ?? 'none'];
    const hint = t(next ? `common.sort.${next}` : 'common.sort.cancel');
    return (
      <th
        key={col.key}
        scope="col"
        rowSpan={rowSpan > 1 ? rowSpan : undefined}
        className={cellClass(col)}
        style={fixedStyle(col)}
        aria-sort={order ? ARIA_SORT[order] : undefined}
      >
        {col.sorter || col.sortable ? (
          <button type="button" className={styles.sortButton} onClick={() => cycleSort(col.key)} title={hint}>
            <span>{col.title}</span>
            <span className={styles.sorter} aria-hidden="true">
              <span className={cx(styles.up, order === 'ascend' && styles.on)} />
              <span className={cx(styles.down, order === 'descend' && styles.on)} />
            </span>
          </button>
        ) : (
          col.title
        )}
      </th>
    );
  };

  const selectionHeader = rowSelection && (
    <th scope="col" rowSpan={grouped ? 2 : undefined} className={cx(styles.selection, fixed && styles.fixed)}>
      {rowSelection.title}
    </th>
  );

  const firstCell = (line: Line<T>, content: ReactNode) => {
    if (!isTree) return content;
    const indent = line.level * (expandable?.indentSize ?? 15);
    const name = expandable?.rowLabel?.(line.row);
    return (
      <span className={styles.treeCell}>
        {indent > 0 && <span className={styles.indent} style={{ width: indent }} />}
        {line.parent ? (
          <button
            type="button"
            className={styles.expand}
            aria-expanded={line.expanded}
            aria-label={name ? t('common.row.childrenOf', { name }) : t('common.row.children')}
            onClick={() => toggle(line.key)}
          />
        ) : (
          <span className={styles.expandSpace} />
        )}
        {content}
      </span>
    );
  };

  const body = lines.map((line, index) => {
    const selected = !!rowSelection?.selectedKeys.includes(line.key);
    const locked = !!rowSelection?.disabled?.(line.row);
    return (
      <tr key={line.key} data-row-key={line.key} data-level={line.level} className={selected ? styles.selected : undefined}>
        {rowSelection && (
          <td className={cx(styles.selection, fixed && styles.fixed)}>
            <input
              type="checkbox"
              checked={selected}
              disabled={locked}
              onChange={() => !locked && rowSelection.onToggle(line.row)}
              aria-label={rowSelection.label(line.row)}
            />
          </td>
        )}
        {leaves.map((col, i) => {
          const value = col.dataIndex !== undefined ? display(line.row[col.dataIndex]) : null;
          const content = col.render ? col.render(line.row, index) : value;
          const Cell = col.rowHeader ? 'th' : 'td';
          return (
            <Cell key={col.key} scope={col.rowHeader ? 'row' : undefined} className={cellClass(col)} style={fixedStyle(col)}>
              {i === 0 ? firstCell(line, content) : content}
            </Cell>
          );
        })}
      </tr>
    );
  });

  const showPager = !!pagination && all.length > 0 && !(pagination.hideOnSinglePage && pages <= 1);
  const tableStyle: CSSProperties | undefined =
    scroll?.x !== undefined ? { width: scroll.x, minWidth: '100%' } : undefined;

  return (
    <div
      className={cx(styles.table, size === 'small' ? styles.small : styles.middle, bordered && styles.bordered, className)}
      data-testid={testId}
    >
      <div
        ref={scroller}
        className={cx(styles.scroll, scroll?.y !== undefined && styles.stickyHead)}
        style={scroll?.y !== undefined ? { maxHeight: scroll.y } : undefined}
        // A box that scrolls must be reachable by keyboard; named as a region when the table has a name.
        tabIndex={scroll ? 0 : undefined}
        role={scroll && (ariaLabel || ariaLabelledBy) ? 'region' : undefined}
        aria-label={scroll ? ariaLabel : undefined}
        aria-labelledby={scroll ? ariaLabelledBy : undefined}
      >
        <table style={tableStyle} aria-label={ariaLabel} aria-labelledby={ariaLabelledBy}>
          {rowSelection && (
            <colgroup>
              <col style={{ width: selectionWidth }} />
            </colgroup>
          )}
          {columns.map((c) => (
            <colgroup key={c.key}>
              {(c.children?.length ? c.children : [c]).map((leaf) => (
                <col key={leaf.key} style={leaf.width ? { width: leaf.width } : undefined} />
              ))}
            </colgroup>
          ))}
          <thead>
            <tr>
              {selectionHeader}
              {columns.map((c) =>
                c.children?.length ? (
                  <th key={c.key} scope="colgroup" colSpan={c.children.length} className={cx(styles.group, c.className)}>
                    {c.title}
                  </th>
                ) : (
                  headerCell(c, grouped ? 2 : 1)
                ),
              )}
            </tr>
            {grouped && <tr>{columns.flatMap((c) => c.children ?? []).map((c) => headerCell(c, 1))}</tr>}
          </thead>
          <tbody>
            {lines.length > 0 ? (
              body
            ) : (
              <tr data-empty="">
                <td colSpan={leaves.length + (rowSelection ? 1 : 0)} className={styles.empty}>
                  {t('state.empty')}
                </td>
              </tr>
            )}
          </tbody>
        </table>
      </div>
      {showPager && (
        <div className={styles.pagerRow}>
          {pagination.total && <span className={styles.total}>{pagination.total(all.length)}</span>}
          <Pager current={page} pages={pages} onChange={goTo} />
        </div>
      )}
    </div>
  );
}
