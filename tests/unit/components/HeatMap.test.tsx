/** HeatMap: 大类 × periods of 环比 changes as a table of buttons, a symmetric red/green scale, keyboard and click. */
import { fireEvent, render, screen, within } from '@testing-library/react';
import HeatMap from '@/components/index/HeatMap';
import { heatColor } from '@/components/index/heatScale';

jest.mock('@umijs/max', () => ({ useIntl: () => jest.requireActual('./zhIntl').zhIntl }));

const GRID = {
  periods: [
    { period: '2026-11-02', year: 2026, week: 45 },
    { period: '2026-11-09', year: 2026, week: 46 },
    { period: '2026-11-16', year: 2026, week: 47 },
  ],
  rows: [
    { nodeId: '21-1', name: '建筑装潢五金', cells: [0.5, -1, null] },
    { nodeId: '21-2', name: '日用五金', cells: [0, 1, -0.25] },
  ],
  extent: 1,
};

const cells = () => screen.getAllByTestId('heat-cell');

describe('HeatMap', () => {
  it('is a table of categories by periods; each value is text, named with category, period and value', () => {
    render(<HeatMap grid={GRID} onSelect={jest.fn()} />);
    const table = screen.getByRole('table', { name: /各大类近 3 期环比涨跌幅/ });
    expect(within(table).getAllByRole('rowheader').map((h) => h.textContent)).toEqual(['建筑装潢五金', '日用五金']);
    expect(within(table).getAllByRole('columnheader')).toHaveLength(4);
    // An empty cell is no button.
    expect(cells()).toHaveLength(5);
    expect(cells().map((c) => c.textContent)).toEqual(['+0.50', '−1.00', '0.00', '+1.00', '−0.25']);
    const first = cells()[0];
    expect(first.getAttribute('title')).toBe('建筑装潢五金，2026年第45周：环比 +0.50%');
    expect(first.getAttribute('data-period')).toBe('2026-11-02');
    expect(first.getAttribute('data-node')).toBe('21-1');
  });

  it('colours on a scale symmetric around 0: red up, green down, white flat, stronger further out', () => {
    expect(heatColor(0, 2)).toBe('#ffffff');
    expect(heatColor(null, 2)).toBeUndefined();
    const up = heatColor(2, 2)!.match(/\d+/g)!.map(Number);
    const down = heatColor(-2, 2)!.match(/\d+/g)!.map(Number);
    expect(up[0]).toBeGreaterThan(up[1]);
    expect(down[1]).toBeGreaterThan(down[0]);
    // Equal distance from 0 on each side: equal distance from white.
    const fade = (c: number[]) => c.reduce((acc, v) => acc + (255 - v), 0);
    expect(heatColor(1, 2)).not.toBe(heatColor(2, 2));
    expect(fade(heatColor(1, 2)!.match(/\d+/g)!.map(Number))).toBeLessThan(fade(up));
  });

  it('a click selects that category and period', () => {
    const onSelect = jest.fn();
    render(<HeatMap grid={GRID} onSelect={onSelect} />);
    fireEvent.click(cells()[3]);
    expect(onSelect).toHaveBeenCalledWith('2026-11-09', '21-2');
  });

  it('marks the selected cell, which is the one tab stop; arrows move between cells', () => {
    render(<HeatMap grid={GRID} period="2026-11-09" nodeId="21-2" onSelect={jest.fn()} />);
    const selected = cells().filter((c) => c.getAttribute('aria-pressed') === 'true');
    expect(selected.map((c) => `${c.getAttribute('data-node')}|${c.getAttribute('data-period')}`)).toEqual(['21-2|2026-11-09']);
    expect(cells().filter((c) => c.tabIndex === 0)).toEqual(selected);
    selected[0].focus();
    fireEvent.keyDown(selected[0], { key: 'ArrowUp' });
    expect(document.activeElement?.getAttribute('data-node')).toBe('21-1');
    expect(document.activeElement?.getAttribute('data-period')).toBe('2026-11-09');
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowLeft' });
    expect(document.activeElement?.getAttribute('data-period')).toBe('2026-11-02');
  });

  it('has a legend from the largest fall to the largest rise', () => {
    render(<HeatMap grid={GRID} onSelect={jest.fn()} />);
    expect(screen.getByTestId('heatmap').textContent).toContain('环比涨跌幅−1.00%+1.00%');
  });
});
