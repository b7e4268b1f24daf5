/** AnimatedNumber: a changed value counts to the new number over ~0.8 s, frame by frame; never on first render or under reduced motion. */
import { act, render, screen } from '@testing-library/react';
import AnimatedNumber from '@/pages/datashow/AnimatedNumber';

const format = (v: number | null | undefined) => (typeof v === 'number' ? v.toFixed(2) : '—');
const number = () => screen.getByTestId('animated-number');

function reduceMotion(reduce: boolean) {
  window.matchMedia = ((query: string) => ({
    matches: reduce && query.includes('reduce'),
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  })) as unknown as typeof window.matchMedia;
}

beforeEach(() => {
  jest.useFakeTimers();
  reduceMotion(false);
});
afterEach(() => {
  jest.useRealTimers();
});

describe('AnimatedNumber', () => {
  it('shows the first value at once, without counting', () => {
    render(<AnimatedNumber value={100} format={format} />);
    expect(number().textContent).toBe('100.00');
    expect(number().getAttribute('data-value')).toBe('100');
    expect(number().getAttribute('data-animating')).toBe('false');
    expect(jest.getTimerCount()).toBe(0);
  });

  it('counts from the old value to the new one, then rests on it', () => {
    const { rerender } = render(<AnimatedNumber value={100} format={format} />);
    rerender(<AnimatedNumber value={200} format={format} />);
    expect(number().getAttribute('data-value')).toBe('200');
    expect(number().getAttribute('data-animating')).toBe('true');

    act(() => {
      jest.advanceTimersByTime(400);
    });
    const midway = Number(number().textContent);
    expect(midway).toBeGreaterThan(100);
    expect(midway).toBeLessThan(200);
    expect(number().getAttribute('data-animating')).toBe('true');

    act(() => {
      jest.advanceTimersByTime(500);
    });
    expect(number().textContent).toBe('200.00');
    expect(number().getAttribute('data-animating')).toBe('false');
    expect(jest.getTimerCount()).toBe(0);
  });

  it('a second change during a count counts on from where it is', () => {
    const { rerender } = render(<AnimatedNumber value={0} format={format} />);
    rerender(<AnimatedNumber value={100} format={format} />);
    act(() => {
      jest.advanceTimersByTime(300);
    });
    const reached = Number(number().textContent);
    rerender(<AnimatedNumber value={50} format={format} />);
    act(() => {
      jest.advanceTimersByTime(20);
    });
    expect(Math.abs(Number(number().textContent) - reached)).toBeLessThan(20);
    act(() => {
      jest.advanceTimersByTime(1000);
    });
    expect(number().textContent).toBe('50.00');
  });

  it('jumps straight to the new value under prefers-reduced-motion', () => {
    reduceMotion(true);
    const { rerender } = render(<AnimatedNumber value={100} format={format} />);
    rerender(<AnimatedNumber value={200} format={format} />);
    expect(number().textContent).toBe('200.00');
    expect(number().getAttribute('data-animating')).toBe('false');
    expect(jest.getTimerCount()).toBe(0);
  });

  it('does not count from or to a missing value', () => {
    const { rerender } = render(<AnimatedNumber value={null} format={format} />);
    expect(number().textContent).toBe('—');
    rerender(<AnimatedNumber value={120} format={format} />);
    expect(number().textContent).toBe('120.00');
    expect(number().getAttribute('data-animating')).toBe('false');
  });

  it('cancels its frame when it goes away mid-count', () => {
    const { rerender, unmount } = render(<AnimatedNumber value={1} format={format} />);
    rerender(<AnimatedNumber value={2} format={format} />);
    act(() => {
      jest.advanceTimersByTime(100);
    });
    expect(jest.getTimerCount()).toBe(1);
    unmount();
    expect(jest.getTimerCount()).toBe(0);
  });
});
