/** The edition at a glance: totals, counts by region and industry, climbers and fallers, new entries and drop-outs. */
import { fireEvent, render, screen, within } from '@testing-library/react';
import EditionSummary from '@/components/brands/EditionSummary';
import { RANKING } from './fixtures';

jest.mock('@umijs/max', () => ({ useIntl: () => jest.requireActual('../zhIntl').zhIntl }));

const texts = (testId: string) =>
  within(screen.getByTestId(testId))
    .getAllByRole('button')
    .map((b) => b.textContent);

describe('EditionSummary', () => {
  it('heads the whole edition with its total value and brand count', () => {
    render(<EditionSummary ranking={RANKING} onPick={jest.fn()} />);
    expect(screen.getByRole('region', { name: '2025年度榜单概览' })).toBe(screen.getByTestId('edition-summary'));
    expect(screen.getByTestId('edition-total').textContent).toBe('150.00 亿元');
    expect(screen.getByTestId('edition-count').textContent).toBe('5 个');
  });

  it('counts brands and value per region and per industry, most brands first', () => {
    render(<EditionSummary ranking={RANKING} onPick={jest.fn()} />);
    const regions = within(screen.getByRole('list', { name: '各区域上榜品牌' })).getAllByRole('listitem');
    expect(regions.map((r) => r.textContent)).toEqual(['江南街道2 个 · 80.00 亿元', '东城街道2 个 · 50.00 亿元', '石桥镇1 个 · 20.00 亿元']);
    expect(within(screen.getByRole('list', { name: '各行业上榜品牌' })).getAllByRole('listitem')).toHaveLength(2);
  });

  it('names the biggest climbers (red ▲) and fallers (green ▼), each opening its history', () => {
    const onPick = jest.fn();
    render(<EditionSummary ranking={RANKING} onPick={onPick} />);
    expect(texts('edition-climbers')).toEqual(['恒通', '华力']);
    expect(texts('edition-fallers')).toEqual(['宏达', '金鼎']);
    expect(screen.getByTestId('edition-climbers').textContent).toContain('▲ +5');
    expect(screen.getByTestId('edition-fallers').textContent).toContain('▼ −4');
    fireEvent.click(screen.getByRole('button', { name: '宏达' }));
    expect(onPick).toHaveBeenCalledWith('B5');
  });

  it('lists new entries and drop-outs with their previous rank', () => {
    const onPick = jest.fn();
    render(<EditionSummary ranking={RANKING} onPick={onPick} />);
    expect(texts('edition-new')).toEqual(['Acme']);
    expect(screen.getByTestId('edition-dropouts').textContent).toContain('旧牌上届第28名');
    fireEvent.click(screen.getByRole('button', { name: '旧牌' }));
    expect(onPick).toHaveBeenCalledWith('B9');
  });

  it('says there is nothing to compare with for a first edition', () => {
    const first = { ...RANKING, items: RANKING.items.map((it) => ({ ...it, rankChange: null })), dropouts: [] };
    render(<EditionSummary ranking={first} onPick={jest.fn()} />);
    expect(screen.getByText('本届为首届榜单，没有上届排名可比。')).toBeTruthy();
    expect(screen.queryByTestId('edition-climbers')).toBeNull();
    expect(screen.queryByTestId('edition-new')).toBeNull();
  });

  it('on the phone keeps totals, the leading regions and the movers', () => {
    render(<EditionSummary ranking={RANKING} onPick={jest.fn()} compact />);
    expect(within(screen.getByRole('list', { name: '上榜最多的区域' })).getAllByRole('listitem')).toHaveLength(3);
    expect(screen.queryByRole('list', { name: '各行业上榜品牌' })).toBeNull();
    expect(screen.getByTestId('edition-climbers')).toBeTruthy();
    expect(screen.queryByTestId('edition-dropouts')).toBeNull();
  });
});
