/**
 * The 大类 board: it scrolls (a second copy of the rows following the first) only when its rows are
 * taller than its box, at the same pace in em at any scale, and stands still, scrollable by hand,
 * under reduced motion. Sizes come from a stand-in ResizeObserver: jsdom lays nothing out.
 */
import { act, render, screen } from '@testing-library/react';
import Categories from '@/pages/datashow/panels/Categories';

jest.mock('@umijs/max', () => ({ useIntl: () => jest.requireActual('../zhIntl').zhIntl }));

let listHeight = 0;
let boxHeight = 0;
const observers = new Set<ResizeObserver>();

class FakeResizeObserver {
  constructor(private readonly callback: ResizeObserverCallback) {
    observers.add(this as unknown as ResizeObserver);
  }
  observe(el: HTMLElement) {
    Object.defineProperty(el, 'clientHeight', { configurable: true, get: () => boxHeight });
    Object.defineProperty(el, 'offsetHeight', { configurable: true, get: () => listHeight });
    this.callback([], this as unknown as ResizeObserver);
  }
  disconnect() {
    observers.delete(this as unknown as ResizeObserver);
  }
}

function reduceMotion(reduce: boolean) {
  window.matchMedia = ((query: string) => ({
    matches: reduce && query.includes('reduce'),
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  })) as unknown as typeof window.matchMedia;
}

const row = (i: number, changePct: number) => ({
  nodeId: `21-${i}`,
  name: `大类${i}`,
  level: 2,
  parentId: '21-0',
  indexValue: 1000 + i,
  lastValue: null,
  sameValue: null,
  change: changePct,
  changePct,
});
const ROWS = [row(1, 0.5), row(2, -1.2), row(3, 0), row(4, 2.4)];

const board = () => screen.getByTestId('datashow-board');

beforeAll(() => {
  (window as any).ResizeObserver = FakeResizeObserver;
});
beforeEach(() => reduceMotion(false));

describe('the 大类 board', () => {
  it('ranks the categories by their change, highest first', () => {
    boxHeight = 400;
    listHeight = 200;
    render(<Categories categories={ROWS} />);
    expect(screen.getAllByTestId('datashow-category').map((li) => li.firstElementChild?.textContent)).toEqual(['大类4', '大类1', '大类3', '大类2']);
  });

  it('stands still when every row fits', () => {
    boxHeight = 400;
    listHeight = 200;
    render(<Categories categories={ROWS} />);
    expect(board().getAttribute('data-scrolling')).toBe('false');
    expect(board().querySelectorAll('ol')).toHaveLength(1);
  });

  it('scrolls round when taller than its box: a hidden second copy follows, 1.25 em/s', () => {
    boxHeight = 200;
    listHeight = 500;
    render(<Categories categories={ROWS} />);
    expect(board().getAttribute('data-scrolling')).toBe('true');
    const copies = board().querySelectorAll('ol');
    expect(copies).toHaveLength(2);
    expect(copies[1].parentElement?.getAttribute('aria-hidden')).toBe('true');
    // Only the first copy's rows are the rows.
    expect(screen.getAllByTestId('datashow-category')).toHaveLength(ROWS.length);
    // 500 px at 16 px/em and 1.25 em/s: 25 s a round.
    const track = copies[0].parentElement!.parentElement!;
    expect(track.style.animationDuration).toBe('25s');
  });

  it('does not move under reduced motion, and can be scrolled by hand and keyboard', () => {
    reduceMotion(true);
    boxHeight = 200;
    listHeight = 500;
    render(<Categories categories={ROWS} />);
    expect(board().getAttribute('data-scrolling')).toBe('false');
    expect(board().getAttribute('tabindex')).toBe('0');
    expect(board().querySelectorAll('ol')).toHaveLength(1);
  });

  it('disconnects its observer when it goes', () => {
    boxHeight = 200;
    listHeight = 500;
    const { unmount } = render(<Categories categories={ROWS} />);
    expect(observers.size).toBe(1);
    act(() => unmount());
    expect(observers.size).toBe(0);
  });
});
