/** The SVG trend line: its text alternative, real text for ticks, periods and markers, and the pointer tooltip. */
import { fireEvent, render, screen } from '@testing-library/react';
import TrendLine from '@/components/charts/TrendLine';

// jsdom has no PointerEvent: a MouseEvent carries clientX all the same.
if (typeof window.PointerEvent === 'undefined') {
  (window as unknown as { PointerEvent: typeof MouseEvent }).PointerEvent = class extends MouseEvent {};
}

const values = [100, 102, null, 101, 104];
const labels = ['W1', 'W2', 'W3', 'W4', 'W5'];

describe('TrendLine', () => {
  it('is one image with the given text alternative, its text laid over the SVG', () => {
    const { container } = render(<TrendLine values={values} labels={labels} height={122} ariaLabel="近5期走势" locale="en-US" />);
    const img = screen.getByRole('img', { name: '近5期走势' });
    expect(img.style.height).toBe('122px');
    // Plot 100 px high (122 − 22 for the periods); default pads 18 → ticks 100..104 in steps of 1.
    expect([...container.querySelectorAll('.tick')].map((t) => t.textContent)).toEqual(['100', '101', '102', '103', '104']);
    const svg = container.querySelector('svg')!;
    expect(svg.getAttribute('viewBox')).toBe('0 0 100 100');
    expect(svg.getAttribute('preserveAspectRatio')).toBe('none');
    // y = 82 − (v − 100) × 16: 100 → 82, 102 → 50, 101 → 66, 104 → 18; the null breaks the line.
    expect(container.querySelector('path[stroke-linecap="round"]')!.getAttribute('d')).toBe('M0 82L25 50M75 66L100 18');
    expect([...container.querySelectorAll('.periods span')].map((s) => s.textContent)).toEqual(['W1', 'W5']);
    // Latest (also the highest) and lowest values, as text.
    expect([...container.querySelectorAll('.mark')].map((s) => s.textContent)).toEqual(['104.00', '100.00']);
  });

  it('uses the caller’s formats', () => {
    const { container } = render(
      <TrendLine values={values} labels={labels} height={122} ariaLabel="x" formatTick={(v, d) => `${v.toFixed(d)}pt`} formatValue={(v) => `v${v}`} />,
    );
    expect(container.querySelector('.tick')!.textContent).toBe('100pt');
    expect([...container.querySelectorAll('.mark')].map((s) => s.textContent)).toEqual(['v104', 'v100']);
  });

  it('shows the period and value under the pointer, a dash in a gap', () => {
    const { container } = render(<TrendLine values={values} labels={labels} height={122} ariaLabel="x" locale="en-US" />);
    const plot = container.querySelector('.plot') as HTMLElement;
    plot.getBoundingClientRect = () => ({ left: 0, top: 0, width: 400, height: 100, right: 400, bottom: 100, x: 0, y: 0, toJSON: () => ({}) });
    fireEvent.pointerMove(plot, { clientX: 110 }); // 0.275 × 4 = 1.1 → W2
    expect(container.querySelector('.tooltip')!.textContent).toBe('W2102.00');
    fireEvent.pointerMove(plot, { clientX: 190 }); // 1.9 → W3, no value
    expect(container.querySelector('.tooltip')!.textContent).toBe('W3—');
    fireEvent.pointerLeave(plot);
    expect(container.querySelector('.tooltip')).toBeNull();
  });

  it('draws no line when no period has a value', () => {
    const { container } = render(<TrendLine values={[null, null]} labels={['a', 'b']} height={100} ariaLabel="x" />);
    expect(container.querySelector('svg')).toBeNull();
    expect(screen.getByRole('img', { name: 'x' })).toBeTruthy();
  });

  it('draws several series on one axis, a dot at each latest value, each series in the tooltip', () => {
    const series = [
      { name: '总指数', values: [100, 102, 104] },
      { name: '原料', values: [96, null, 108] },
    ];
    const { container } = render(
      <TrendLine series={series} labels={['W1', 'W2', 'W3']} reference={{ value: 100, label: '基期' }} height={122} ariaLabel="对比" locale="en-US" />,
    );
    expect(screen.getByRole('img', { name: '对比' })).toBeTruthy();
    // One axis for both: its ticks span the lowest (96) and highest (108) values.
    const ticks = [...container.querySelectorAll('.tick')].map((t) => Number(t.textContent));
    expect(ticks[0]).toBeLessThanOrEqual(96);
    expect(ticks[ticks.length - 1]).toBeGreaterThanOrEqual(108);
    const lines = container.querySelectorAll('[data-testid="trend-path"]');
    expect(lines).toHaveLength(2);
    // The second line has a gap: two runs.
    expect(lines[1].getAttribute('d')!.match(/M/g)).toHaveLength(2);
    expect(lines[0].getAttribute('stroke')).not.toBe(lines[1].getAttribute('stroke'));
    // No area and no value labels (the caller's key gives the values); one latest dot per line.
    expect(container.querySelector('linearGradient')).toBeNull();
    expect(container.querySelectorAll('.mark')).toHaveLength(1); // the reference line's label
    expect(container.querySelector('.mark')!.textContent).toBe('基期');
    expect(container.querySelector('[data-testid="trend-reference"]')).not.toBeNull();
    expect(container.querySelectorAll('.dot')).toHaveLength(2);

    const plot = container.querySelector('.plot') as HTMLElement;
    plot.getBoundingClientRect = () => ({ left: 0, top: 0, width: 400, height: 100, right: 400, bottom: 100, x: 0, y: 0, toJSON: () => ({}) });
    fireEvent.pointerMove(plot, { clientX: 200 }); // W2: the second series has no value there
    const rows = [...container.querySelectorAll('.tipRow')].map((r) => r.textContent);
    expect(container.querySelector('.tipPeriod')!.textContent).toBe('W2');
    expect(rows).toEqual(['总指数102.00', '原料—']);
  });

  it('leaves out a reference line outside the values', () => {
    const { container } = render(
      <TrendLine series={[{ name: 'a', values: [10, 12] }, { name: 'b', values: [11, 13] }]} labels={['1', '2']} reference={{ value: 100, label: '基期' }} height={122} ariaLabel="x" />,
    );
    expect(container.querySelector('[data-testid="trend-reference"]')).toBeNull();
  });
});
