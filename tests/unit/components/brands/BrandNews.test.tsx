/** The brand news: the newest articles of category 221, linked on the current side, with its states. */
import { fireEvent, render, screen } from '@testing-library/react';
import BrandNews from '@/components/brands/BrandNews';

jest.mock('@umijs/max', () => ({
  useIntl: () => jest.requireActual('../zhIntl').zhIntl,
  useModel: () => ({ categoryIds: { brand: 221 } }),
  Link: ({ to, children, ...rest }: { to: string; children: unknown }) =>
    jest.requireActual('react').createElement('a', { href: to, ...rest }, children),
}));

let mockSide = 'desktop';
jest.mock('@/views/useView', () => ({ useSide: () => mockSide }));

const mockLatest = jest.fn();
jest.mock('@/hooks/indices', () => ({ useLatestArticles: (id: number, count: number) => mockLatest(id, count) }));

const article = (id: number) => ({ id, title: `品牌文章${id}`, publishedAt: '2025-06-0' + (id % 9) + 'T08:00:00+08:00' });
const answer = (patch: object) => ({ data: undefined, loading: false, error: undefined, refresh: jest.fn(), ...patch });

beforeEach(() => {
  mockLatest.mockReset();
  mockSide = 'desktop';
});

describe('BrandNews', () => {
  it('asks for six articles of category 221 and links each to its article', () => {
    mockLatest.mockReturnValue(answer({ data: { list: [1, 2, 3, 4, 5, 6, 7].map(article), total: 7 } }));
    render(<BrandNews />);
    expect(mockLatest).toHaveBeenCalledWith(221, 6);
    expect(screen.getByRole('region', { name: '品牌资讯' })).toBe(screen.getByTestId('brand-news'));
    const links = screen.getAllByRole('link');
    expect(links).toHaveLength(6);
    expect(links[0].getAttribute('href')).toBe('/article/1');
  });

  it('links to the phone article pages on /mobile', () => {
    mockSide = 'mobile';
    mockLatest.mockReturnValue(answer({ data: { list: [article(3)], total: 1 } }));
    render(<BrandNews compact />);
    expect(screen.getByRole('link', { name: '品牌文章3' }).getAttribute('href')).toBe('/mobile/article/3');
  });

  it('shows loading, empty and error (retry) states', () => {
    mockLatest.mockReturnValue(answer({ loading: true }));
    const { rerender } = render(<BrandNews />);
    expect(screen.getByRole('status')).toBeTruthy();
    mockLatest.mockReturnValue(answer({ data: { list: [], total: 0 } }));
    rerender(<BrandNews />);
    expect(screen.getByText('暂无品牌资讯。')).toBeTruthy();
    const refresh = jest.fn();
    mockLatest.mockReturnValue(answer({ error: new Error('x'), refresh }));
    rerender(<BrandNews />);
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(refresh).toHaveBeenCalled();
  });
});
