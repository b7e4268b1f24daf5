/**
 * /about and /introduce (desktop and phone) with the page's own text from the site's settings: shown
 * above the category's articles, standing alone while the category has none; with neither, the
 * empty state as before.
 */
import { render, screen } from '@testing-library/react';
import CategoryIntroPage from '@/components/articles/CategoryIntroPage';
import MobileCategoryIntro from '@/components/articles/mobile/MobileCategoryIntro';

// No imported type in this file: with a jest.mock, Umi's preset runs it through Babel's CommonJS transform.

let mockSite: { about?: string; introduce?: string } = {};
let mockArticles: { id: number; title: string; publishedAt: string; categoryId: number }[] = [];
jest.mock('@umijs/max', () => ({
  useIntl: () => jest.requireActual('./zhIntl').zhIntl,
  useModel: () => ({ site: mockSite }),
  useLocation: () => ({ pathname: '/about', search: '' }),
  useNavigate: () => jest.fn(),
  history: { createHref: (to: { pathname: string }) => `#${to.pathname}` },
  Link: ({ to, children }: { to: string; children: unknown }) => <a href={`#${to}`}>{children as string}</a>,
}));
jest.mock('@/hooks/articles', () => ({
  useCategoryMain: () => ({
    list: { data: { list: mockArticles, total: mockArticles.length }, loading: false },
    main: mockArticles.length
      ? { data: { ...mockArticles[0], content: '<p>文章正文</p>', attachments: [], source: '' }, loading: false }
      : { data: undefined, loading: false },
    others: mockArticles.slice(1),
  }),
}));

beforeAll(() => {
  Element.prototype.scrollIntoView = () => {};
  window.matchMedia = ((query: string) => ({ matches: false, media: query, addListener: () => {}, removeListener: () => {} })) as unknown as typeof window.matchMedia;
});

const ARTICLE = { id: 101, title: '南湖茶市场概况', publishedAt: '2031-03-01T08:00:00+08:00', categoryId: 215 };

describe.each([
  ['desktop', () => <CategoryIntroPage category="about" />],
  ['phone', () => <MobileCategoryIntro category="about" />],
])('the about page on the %s', (_where, page) => {
  beforeEach(() => {
    mockSite = {};
    mockArticles = [];
  });

  it('shows the empty state with neither a text nor an article', () => {
    render(page());
    expect(screen.getByText('暂无文章')).toBeTruthy();
    expect(screen.queryByTestId('intro-text')).toBeNull();
  });

  it('shows the office’s text alone while the category has no article', () => {
    mockSite = { about: '<p>南湖县是浙北的<strong>产茶大县</strong>。</p>' };
    render(page());
    expect(screen.getByTestId('intro-text').textContent).toBe('南湖县是浙北的产茶大县。');
    expect(screen.queryByText('暂无文章')).toBeNull();
  });

  it('shows the text above the newest article', () => {
    mockSite = { about: '<p>南湖县是浙北的产茶大县。</p>', introduce: '<p>指数说明</p>' };
    mockArticles = [ARTICLE];
    render(page());
    const text = screen.getByTestId('intro-text');
    const article = screen.getByTestId('intro-main');
    expect(text.textContent).toBe('南湖县是浙北的产茶大县。');
    expect(article.textContent).toContain('南湖茶市场概况');
    expect(text.compareDocumentPosition(article) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.queryByText('指数说明')).toBeNull();
  });
});
