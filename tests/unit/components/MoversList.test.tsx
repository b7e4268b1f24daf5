/** MoversList: the five largest rises and falls of one level, each linking to its node, 环比 in % and 点. */
import { render, screen, within } from '@testing-library/react';
import MoversList from '@/components/index/MoversList';

jest.mock('@umijs/max', () => ({
  useIntl: () => jest.requireActual('./zhIntl').zhIntl,
  Link: ({ to, children, ...rest }: { to: string; children: unknown }) =>
    jest.requireActual('react').createElement('a', { href: to, ...rest }, children),
}));

const row = (nodeId: string, level: number, changePct: number | null) => ({
  nodeId,
  name: `品${nodeId}`,
  level,
  parentId: '21-1',
  indexValue: 100,
  lastValue: null,
  sameValue: null,
  change: changePct === null ? null : changePct / 2,
  changePct,
});

// Level 4: seven risers, six fallers, one flat, one unpublished; level 3: one riser only.
const ROWS = [
  ...[0.5, 1.2, 0.1, 3.4, 0.9, 2.2, 0.3].map((v, i) => row(`r${i}`, 4, v)),
  ...[-0.5, -1.2, -0.1, -3.4, -0.9, -2.2].map((v, i) => row(`f${i}`, 4, v)),
  row('flat', 4, 0),
  row('none', 4, null),
  row('g1', 3, 0.7),
];

const names = (testId: string) =>
  within(screen.getByTestId(testId))
    .getAllByRole('link')
    .map((a) => a.textContent);

describe('MoversList', () => {
  it('lists the five largest rises and falls of the level, largest first, each a link to its node', () => {
    render(<MoversList rows={ROWS} level={4} hrefOf={(id) => `/data?nodes=${id}`} />);
    const region = screen.getByTestId('movers-4');
    expect(within(region).getByRole('heading', { name: '涨幅居前' })).toBeTruthy();
    expect(within(region).getByRole('heading', { name: '跌幅居前' })).toBeTruthy();
    expect(names('movers-risers')).toEqual(['品r3', '品r5', '品r1', '品r4', '品r0']);
    expect(names('movers-fallers')).toEqual(['品f3', '品f5', '品f1', '品f4', '品f0']);
    expect(screen.getByRole('link', { name: '品r3' }).getAttribute('href')).toBe('/data?nodes=r3');
    expect(screen.getByRole('list', { name: '涨幅居前的规格品' })).toBeTruthy();
  });

  it('shows 环比 in per cent and in points, signed', () => {
    render(<MoversList rows={ROWS} level={4} hrefOf={(id) => id} />);
    const first = within(screen.getByTestId('movers-risers')).getAllByTestId('mover')[0];
    expect(first.textContent).toContain('+3.40%');
    expect(first.textContent).toContain('+1.70点');
    const fall = within(screen.getByTestId('movers-fallers')).getAllByTestId('mover')[0];
    expect(fall.textContent).toContain('−3.40%');
  });

  it('says so when a level has no fallers, and leaves out points when compact', () => {
    render(<MoversList rows={ROWS} level={3} hrefOf={(id) => id} compact />);
    expect(screen.getByTestId('movers-3')).toBeTruthy();
    expect(names('movers-risers')).toEqual(['品g1']);
    expect(screen.getByText('本期没有下跌的中类')).toBeTruthy();
    expect(screen.getByTestId('mover').textContent).not.toContain('点');
  });
});
