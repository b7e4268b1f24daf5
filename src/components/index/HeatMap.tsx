/**
 * 大类 × the last periods, each cell coloured by its 环比 change in per cent (desktop /data). An
 * HTML table, not a chart: every cell is a button carrying its value as text (signed, so colour is
 * never the only cue) and a full name (category, period, value), so the table is its own text
 * alternative. Arrow keys move between cells (one tab stop for the grid); Enter or a click selects.
 */
import '@/locales/areas/indices';
import { useRef, type KeyboardEvent } from 'react';
import type { HeatGrid } from '@/domain/indexMoves';
import { useT } from '@/hooks/useT';
import { formatPeriod, formatSigned } from '@/utils/format';
import { heatColor, heatLegendGradient } from './heatScale';
import styles from './HeatMap.less';

interface Props {
  grid: HeatGrid;
  /** The selected period and category (highlighted; the grid's tab stop). */
  period?: string;
  nodeId?: string;
  onSelect: (period: string, nodeId: string) => void;
}

const MOVES: Record<string, [number, number]> = { ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1] };

export default function HeatMap({ grid, period, nodeId, onSelect }: Props) {
  const { t, intl } = useT();
  const table = useRef<HTMLTableElement>(null);
  const { periods, rows, extent } = grid;
  const labels = periods.map((p) => formatPeriod(p, intl));
  const shortLabels = periods.map((p) =>
    p.week ? t('data.heat.week', { week: p.week }) : p.month ? t('data.heat.month', { month: p.month }) : p.quarter ? t('data.heat.quarter', { quarter: p.quarter }) : p.period,
  );
  const selectedColumn = Math.max(0, period ? periods.findIndex((p) => p.period === period) : periods.length - 1);
  const selectedRow = Math.max(0, nodeId ? rows.findIndex((r) => r.nodeId === nodeId) : 0);

  // Roving focus: arrows move to the neighbouring cell, Home/End to the row's ends.
  const onKeyDown = (e: KeyboardEvent<HTMLButtonElement>, row: number, column: number) => {
    let next: [number, number] | undefined;
    if (MOVES[e.key]) next = [row + MOVES[e.key][0], column + MOVES[e.key][1]];
    else if (e.key === 'Home') next = [row, 0];
    else if (e.key === 'End') next = [row, periods.length - 1];
    if (!next) return;
    e.preventDefault();
    const cell = table.current?.querySelector<HTMLButtonElement>(`[data-row="${next[0]}"][data-column="${next[1]}"]`);
    cell?.focus();
  };

  const value = (v: number) => formatSigned(v, intl.locale);

  return (
    <div className={styles.heat} data-testid="heatmap">
      <div className={styles.scroll}>
        <table ref={table} className={styles.table} aria-label={t('data.heat.label', { count: periods.length })}>
          <thead>
            <tr>
              <th scope="col" className={styles.corner}>
                {t('data.heat.category')}
              </th>
              {periods.map((p, j) => (
                <th key={p.period} scope="col" className={j === selectedColumn ? styles.current : undefined} title={labels[j]}>
                  <span aria-hidden="true">{shortLabels[j]}</span>
                  <span className={styles.srOnly}>{labels[j]}</span>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((r, i) => (
              <tr key={r.nodeId}>
                <th scope="row" className={styles.name}>
                  {r.name}
                </th>
                {r.cells.map((c, j) => {
                  const p = periods[j];
                  const selected = j === selectedColumn && r.nodeId === nodeId;
                  const name = t('data.heat.cell', { name: r.name, period: labels[j], value: c === null ? '—' : value(c) });
                  return (
                    <td key={p.period} className={j === selectedColumn ? styles.current : undefined}>
                      {c === null ? (
                        <span className={styles.empty} title={name}>
                          —
                        </span>
                      ) : (
                        <button
                          type="button"
                          className={`${styles.cell} ${selected ? styles.selected : ''}`}
                          style={{ background: heatColor(c, extent) }}
                          title={name}
                          aria-label={name}
                          aria-pressed={selected}
                          tabIndex={i === selectedRow && j === selectedColumn ? 0 : -1}
                          data-testid="heat-cell"
                          data-period={p.period}
                          data-node={r.nodeId}
                          data-row={i}
                          data-column={j}
                          onClick={() => onSelect(p.period, r.nodeId)}
                          onKeyDown={(e) => onKeyDown(e, i, j)}
                        >
                          {value(c)}
                        </button>
                      )}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className={styles.legend} aria-hidden="true">
        <span>{t('data.heat.legend')}</span>
        <span>{`${value(-extent)}%`}</span>
        <span className={styles.strip} style={{ background: heatLegendGradient() }} />
        <span>{`${value(extent)}%`}</span>
      </div>
    </div>
  );
}
