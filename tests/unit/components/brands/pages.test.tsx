/**
 * /brandRank and /mobile/brandRank over a fixed ranking state: the filters and count, the table's
 * toggles and kept sort, the history panel or sheet from `?brand=`, the empty filtered result.
 */
import { fireEvent, render, screen, within } from '@testing-library/react';
import BrandRankPage from '@/pages/brandRank';
import MobileBrandRankPage from '@/pages/mobile/brandRank';
import { filterRanking, sortRanking } from '@/domain/brands';
import { RANKING } from './fixtures';
import { ApiError } from '@/services/errors';

jest.mock('@umijs/max', () => ({
  useIntl: () => jest.requireActual('../zhIntl').zhIntl,
  useModel: () => ({ categoryIds: { brand: 221 } }),
  Link: ({ to, children, ...rest }: { to: string; children: unknown }) =>
    jest.requireActual('react').createElement('a', { href: to, ...rest }, children),
}));
jest.mock('react', () => ({
  ...jest.requireActual('react'),
  // Each lazy component, at once: the phone's history sheet, or the history's body (named by its import).
  lazy: (load: () => unknown) =>
    jest.requireActual(String(load).includes('MobileBrandHistory') ? '@/components/brands/MobileBrandHistory' : '@/components/brands/BrandHistoryBody').default,
}));
// The sheet itself: its lazy front (BottomSheet) would get BrandHistoryBody from the lazy above.
jest.mock('@/components/layout/BottomSheet', () => jest.requireActual('@/components/layout/BottomSheetPopup'));
jest.mock('@/views/useView', () => ({ useSide: () => 'desktop' }));
jest.mock('@/hooks/indices', () => ({
  useLatestArticles: () => ({ loading: false, data: { list: [{ id: 7, title: '品牌文章', publishedAt: '2025-06-01' }], total: 1 } }),
}));

const mockState = jest.fn();
const mockHistory = jest.fn();
jest.mock('@/hooks/industry', () => ({
  useBrandRanking: () => mockState(),
  useBrandHistory: (id: string) => mockHistory(id),
  useBrandSummary: () => '2025年度共 5 个品牌上榜',
}));

const setters = () => ({
  setYear: jest.fn(),
  setFilter: jest.fn(),
  clearFilters: jest.fn(),
  setSort: jest.fn(),
  setBrand: jest.fn(),
  refresh: jest.fn(),
});

function state(view: { region?: string; category?: string; keyword?: string; sort?: string; brand?: string } = {}) {
  const filter = { region: view.region ?? '', category: view.category ?? '', keyword: view.keyword ?? '' };
  const sort = (view.sort ?? '') as '';
  const s = {
    data: RANKING,
    loading: false,
    error: undefined,
    year: 2025,
    years: ['2025', '2024', '2023'],
    regions: ['江南街道', '东城街道', '石桥镇'],
    categories: ['工具类', '门业类'],
    filter,
    filtered: Object.values(filter).some(Boolean),
    sort,
    shown: sortRanking(filterRanking(RANKING.items, filter), sort),
    brand: view.brand,
    ...setters(),
  };
  mockState.mockReturnValue(s);
  return s;
}

const HISTORY = {
  brandId: 'B3',
  name: '恒通',
  companyId: 1003,
  companyName: '公司3',
  region: '江南街道',
  category: '工具类',
  editions: [
    { year: 2023, rank: null, value: null, rankChange: null },
    { year: 2024, rank: 8, value: 20, rankChange: null },
    { year: 2025, rank: 3, value: 30, rankChange: 5 },
  ],
};

beforeEach(() => mockHistory.mockReturnValue({ data: HISTORY, loading: false, error: undefined, refresh: jest.fn() }));

describe('/brandRank', () => {
  it('shows the count, the top ten of the brands shown, the table and the brand news', () => {
    state({ category: '门业类' });
    render(<BrandRankPage />);
    expect(screen.getByTestId('brand-count').textContent).toBe('筛选出 2 个品牌（共 5 个）');
    expect(within(screen.getByTestId('brand-top')).getAllByRole('listitem').map((li) => li.textContent?.split('.')[0])).toEqual(['2', '4']);
    expect(within(screen.getByTestId('brand-table')).getAllByTestId('brand-open').map((b) => b.textContent)).toEqual(['金鼎', 'Acme']);
    expect(screen.getByTestId('edition-count').textContent).toBe('5 个');
    expect(screen.getByText('品牌文章').getAttribute('href')).toBe('/article/7');
    expect(screen.getByTestId('brand-clear')).toBeTruthy();
  });

  it('sorts through the URL from the sortable headers', () => {
    const s = state();
    render(<BrandRankPage />);
    fireEvent.click(screen.getByText('品牌价值（亿元）').closest('button')!);
    expect(s.setSort).toHaveBeenCalledWith('value');
  });

  it('opens a brand from its name and closes it when pressed again', () => {
    const s = state();
    const { unmount } = render(<BrandRankPage />);
    const named = (name: string) => screen.getAllByTestId('brand-open').find((b) => b.textContent === name)!;
    expect(named('恒通').getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(named('恒通'));
    expect(s.setBrand).toHaveBeenCalledWith('B3');
    unmount();
    const open = state({ brand: 'B3' });
    render(<BrandRankPage />);
    expect(named('恒通').getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(named('恒通'));
    expect(open.setBrand).toHaveBeenCalledWith(undefined);
  });

  it('shows the history of ?brand= above the table, with one figure per edition, and closes', () => {
    const s = state({ brand: 'B3' });
    render(<BrandRankPage />);
    const panel = screen.getByTestId('brand-history');
    expect(panel.getAttribute('aria-labelledby')).toBe(within(panel).getByText('恒通 · 历年排名').id);
    expect(within(panel).getAllByTestId('brand-history-edition').map((e) => e.getAttribute('data-status'))).toEqual(['absent', 'new', 'ranked']);
    expect(panel.compareDocumentPosition(screen.getByTestId('brand-table')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    fireEvent.click(screen.getByTestId('brand-history-close'));
    expect(s.setBrand).toHaveBeenCalledWith(undefined);
  });

  it('offers to clear filters that match nothing', () => {
    const s = state({ keyword: '无此品牌' });
    render(<BrandRankPage />);
    expect(screen.queryByTestId('brand-table')).toBeNull();
    expect(screen.queryByTestId('brand-top')).toBeNull();
    expect(screen.getByText('没有符合筛选条件的品牌。')).toBeTruthy();
    fireEvent.click(screen.getByTestId('brand-empty-clear'));
    expect(s.clearFilters).toHaveBeenCalled();
  });
});

/** A site that has published no ranking yet: the latest edition asked for is not there. */
function unpublished() {
  const s = { ...state(), data: undefined, error: new ApiError('http', '品牌榜单尚未发布', { status: 404, code: 'NOT_FOUND' }), year: undefined, years: [], unpublished: true, shown: [] };
  mockState.mockReturnValue(s);
}

describe('a site without a ranking yet', () => {
  it.each([
    ['/brandRank', BrandRankPage],
    ['/mobile/brandRank', MobileBrandRankPage],
  ])('%s says none is published (not a 404), and still shows the brand news', (_path, Page) => {
    unpublished();
    render(<Page />);
    expect(screen.getByText('尚未发布品牌榜单')).toBeTruthy();
    expect(screen.queryByText(/404/)).toBeNull();
    expect(screen.getByText('品牌文章')).toBeTruthy();
  });
});

describe('/mobile/brandRank', () => {
  it('lists the brands shown; a tap opens the brand', () => {
    const s = state({ region: '东城街道' });
    render(<MobileBrandRankPage />);
    const items = screen.getAllByTestId('brand-item');
    const buttons = items.map((it) => it.querySelector('button')!);
    expect(buttons.map((b) => b.textContent)).toEqual(['金鼎', '宏达']);
    expect(buttons[1].getAttribute('aria-haspopup')).toBe('dialog');
    fireEvent.click(buttons[1]);
    expect(s.setBrand).toHaveBeenCalledWith('B5');
    expect(screen.getByTestId('edition-summary')).toBeTruthy();
    expect(screen.getByTestId('brand-summary').textContent).toBe('2025年度共 5 个品牌上榜');
  });

  it('applies region, industry and order from the sheet in one change', () => {
    const s = state();
    render(<MobileBrandRankPage />);
    fireEvent.click(screen.getByTestId('brand-filters'));
    const sheet = screen.getByTestId('brand-filters-sheet');
    fireEvent.click(within(screen.getByTestId('brand-filters-region')).getByText('石桥镇'));
    fireEvent.click(within(screen.getByTestId('brand-filters-sort')).getByText('排名升幅最大'));
    fireEvent.click(within(sheet).getByText('确定').closest('button')!);
    expect(s.setFilter).toHaveBeenCalledTimes(1);
    expect(s.setFilter).toHaveBeenCalledWith({ region: '石桥镇', category: '', sort: '-rankChange' });
  });

  it('shows ?brand= in a bottom sheet with a link to the company on the phone', () => {
    const s = state({ brand: 'B3' });
    render(<MobileBrandRankPage />);
    const dialog = screen.getByTestId('brand-history');
    expect(dialog.getAttribute('role')).toBe('dialog');
    expect(dialog.getAttribute('aria-labelledby')).toBe(within(dialog).getByText('恒通 · 历年排名').id);
    expect(within(dialog).getByText('公司3').getAttribute('href')).toBe('/mobile/companyDetail/1003');
    expect(within(dialog).getAllByTestId('brand-history-edition')).toHaveLength(3);
    fireEvent.click(within(dialog).getByTestId('brand-history-close'));
    expect(s.setBrand).toHaveBeenCalledWith(undefined);
  });
});
