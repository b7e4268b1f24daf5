/** ContributionBars: each 大类's points with sign and 点, largest first, red up / green down, and the stated sum. */
import { render, screen, within } from '@testing-library/react';
import ContributionBars from '@/components/index/ContributionBars';

jest.mock('@umijs/max', () => ({
  useIntl: () => jest.requireActual('./zhIntl').zhIntl,
  Link: ({ to, children, ...rest }: { to: string; children: unknown }) =>
    jest.requireActual('react').createElement('a', { href: to, ...rest }, children),
}));

const part = (nodeId: string, name: string, weight: number, change: number | null, points: number | null) => ({ nodeId, name, weight, change, points });

const BREAKDOWN = {
  parts: [
    part('21-1', '建筑装潢五金', 30, 0.1, 0.03),
    part('21-2', '日用五金', 25, 0.08, 0.02),
    part('21-3', '机械五金', 20, 0, 0),
    part('21-4', '工具', 25, -0.04, -0.01),
  ],
  composite: 0.05,
  sum: 0.04,
  residual: 0.01,
};

const values = () => screen.getAllByTestId('contribution-value').map((v) => v.textContent);

describe('ContributionBars', () => {
  it('lists every category with its points, signed and in 点, in the given (largest first) order', () => {
    render(<ContributionBars breakdown={BREAKDOWN} />);
    const list = screen.getByRole('list', { name: '各大类对总指数环比的拉动（点）' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(4);
    expect(screen.getAllByTestId('contribution-row').map((r) => r.getAttribute('data-node'))).toEqual(['21-1', '21-2', '21-3', '21-4']);
    expect(values()).toEqual(['+0.03 点', '+0.02 点', '0.00 点', '−0.01 点']);
    expect(screen.getAllByTestId('contribution-value').map((v) => v.getAttribute('data-trend'))).toEqual(['up', 'up', 'flat', 'down']);
    expect(screen.getByText('权重 30.00%')).toBeTruthy();
  });

  it('states the sum, the composite and what rounding leaves over', () => {
    render(<ContributionBars breakdown={BREAKDOWN} />);
    expect(screen.getByTestId('contribution-total').textContent).toBe(
      '各大类拉动合计 +0.04 点；总指数环比 +0.05 点，相差 +0.01 点，为各项四舍五入至 0.01 点所致。',
    );
  });

  it('says the parts equal the composite when nothing is left over', () => {
    render(<ContributionBars breakdown={{ ...BREAKDOWN, composite: 0.04, residual: 0 }} />);
    expect(screen.getByTestId('contribution-total').textContent).toBe('各大类拉动合计 +0.04 点，等于总指数环比 +0.04 点（各项四舍五入至 0.01 点）。');
  });

  it('links each name where hrefOf is given, and hides the weights when compact', () => {
    render(<ContributionBars breakdown={BREAKDOWN} hrefOf={(id) => `/data?nodes=${id}`} compact />);
    expect(screen.getByRole('link', { name: '工具' }).getAttribute('href')).toBe('/data?nodes=21-4');
    expect(screen.queryByText('权重 30.00%')).toBeNull();
  });

  it('draws risers right of the centre line and fallers left, scaled to the largest', () => {
    const { container } = render(<ContributionBars breakdown={BREAKDOWN} />);
    const rows = screen.getAllByTestId('contribution-row');
    const bars = (row: HTMLElement) => [...row.querySelectorAll('[aria-hidden="true"] > span')].map((half) => (half.firstElementChild as HTMLElement | null)?.style.width ?? '');
    expect(bars(rows[0])).toEqual(['', '100%']);
    const [left, right] = bars(rows[3]);
    expect(parseFloat(left)).toBeCloseTo(100 / 3, 5);
    expect(right).toBe('');
    // The bars are decoration: the numbers are the text.
    expect(container.querySelectorAll('[aria-hidden="true"]')).toHaveLength(4);
  });
});
