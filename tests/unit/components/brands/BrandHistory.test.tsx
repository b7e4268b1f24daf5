/**
 * A brand's history: the SVG chart with its text alternative, one figure per edition with its
 * status, and the body's loading, unknown-brand and error states; the desktop panel loads the body
 * on demand and closes.
 */
import { fireEvent, render, screen, within } from '@testing-library/react';
import BrandHistoryBody from '@/components/brands/BrandHistoryBody';
import BrandHistoryPanel from '@/components/brands/BrandHistoryPanel';
import { ApiError } from '@/services/errors';
import { EDITIONS } from './fixtures';

jest.mock('@umijs/max', () => ({
  useIntl: () => jest.requireActual('../zhIntl').zhIntl,
  Link: ({ to, children, ...rest }: { to: string; children: unknown }) =>
    jest.requireActual('react').createElement('a', { href: to, ...rest }, children),
}));

// The panel's inside is lazy: jest cannot run the dynamic import, so lazy() hands over the module at once.
jest.mock('react', () => ({
  ...jest.requireActual('react'),
  lazy: () => jest.requireActual('@/components/brands/BrandHistoryBody').default,
}));

const mockHistory = jest.fn();
jest.mock('@/hooks/industry', () => ({ useBrandHistory: (id: string) => mockHistory(id) }));

const HISTORY = {
  brandId: 'B1005-1',
  name: '金鼎',
  companyId: 1005,
  companyName: '青溪金鼎门业',
  region: '东城街道',
  category: '门业类',
  editions: EDITIONS,
};
const answer = (patch: object) => ({ data: undefined, loading: false, error: undefined, refresh: jest.fn(), ...patch });

beforeEach(() => mockHistory.mockReset());

describe('BrandHistoryBody', () => {
  it('names the brand and links its company on the side shown', () => {
    mockHistory.mockReturnValue(answer({ data: HISTORY }));
    render(<BrandHistoryBody brandId="B1005-1" side="mobile" titleId="t" current={2024} />);
    expect(screen.getByRole('heading', { name: '金鼎 · 历年排名' }).id).toBe('t');
    expect(screen.getByRole('link', { name: '青溪金鼎门业' }).getAttribute('href')).toBe('/mobile/companyDetail/1005');
  });

  it('draws one bar per ranked edition, the rank written on each, with a sentence for screen readers', () => {
    mockHistory.mockReturnValue(answer({ data: HISTORY }));
    render(<BrandHistoryBody brandId="B1005-1" side="desktop" titleId="t" />);
    const chart = screen.getByRole('img');
    expect(chart.getAttribute('aria-label')).toBe(
      '金鼎历年品牌价值与排名：2021年度未上榜；2022年度第4名，12.50亿元；2023年度未上榜；2024年度第9名，8.00亿元；2025年度第7名，9.25亿元。',
    );
    expect(chart.querySelectorAll('rect')).toHaveLength(3);
    expect([...chart.querySelectorAll('text')].map((n) => n.textContent)).toEqual(
      expect.arrayContaining(['未上榜', '第4名', '第9名', '第7名', '2021', '2025']),
    );
  });

  it('lists every edition oldest first with its rank, value, move and status', () => {
    mockHistory.mockReturnValue(answer({ data: HISTORY }));
    render(<BrandHistoryBody brandId="B1005-1" side="desktop" titleId="t" current={2024} />);
    const figures = screen.getAllByTestId('brand-history-edition');
    expect(figures.map((f) => f.getAttribute('data-status'))).toEqual(['absent', 'new', 'dropped', 'new', 'ranked']);
    expect(figures[0].textContent).toBe('2021年度未上榜—');
    expect(figures[1].textContent).toContain('第4名');
    expect(figures[1].textContent).toContain('12.50 亿元');
    expect(figures[1].textContent).toContain('新上榜');
    expect(figures[2].textContent).toContain('跌出榜单');
    expect(figures[4].textContent).toContain('▲ +2');
    expect(within(figures[4]).getByTitle('排名上升 2 位')).toBeTruthy();
    expect(figures[3].getAttribute('aria-current')).toBe('true');
  });

  it('shows loading, and never the previous brand while another loads', () => {
    mockHistory.mockReturnValue(answer({ loading: true, data: { ...HISTORY, brandId: 'B1' } }));
    render(<BrandHistoryBody brandId="B1005-1" side="desktop" titleId="t" />);
    expect(screen.getByRole('status')).toBeTruthy();
    expect(screen.queryByText('金鼎 · 历年排名')).toBeNull();
    expect(screen.getByRole('heading', { name: '品牌历程' })).toBeTruthy();
  });

  it('says so when the brand is unknown (404)', () => {
    mockHistory.mockReturnValue(answer({ error: new ApiError('http', '品牌不存在', { status: 404 }) }));
    render(<BrandHistoryBody brandId="nope" side="desktop" titleId="t" />);
    expect(screen.getByText('没有找到该品牌。')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('offers a retry on other errors', () => {
    const refresh = jest.fn();
    mockHistory.mockReturnValue(answer({ error: new ApiError('network', ''), refresh }));
    render(<BrandHistoryBody brandId="B1005-1" side="desktop" titleId="t" />);
    fireEvent.click(within(screen.getByRole('alert')).getByRole('button', { name: '重试' }));
    expect(refresh).toHaveBeenCalled();
  });
});

describe('BrandHistoryPanel', () => {
  it('holds the inside, is named by its heading and closes', async () => {
    mockHistory.mockReturnValue(answer({ data: HISTORY }));
    const onClose = jest.fn();
    render(<BrandHistoryPanel brandId="B1005-1" current={2025} onClose={onClose} />);
    const panel = screen.getByTestId('brand-history');
    expect(await screen.findByRole('region', { name: '金鼎 · 历年排名' })).toBe(panel);
    expect(mockHistory).toHaveBeenCalledWith('B1005-1');
    fireEvent.click(screen.getByRole('button', { name: '关闭品牌历程' }));
    expect(onClose).toHaveBeenCalled();
  });
});
