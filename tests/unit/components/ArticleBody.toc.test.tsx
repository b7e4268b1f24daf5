/**
 * ArticleBody's table of contents, wired to the router: shown from three headings up, links that
 * carry the route plus `?section=`, a click that scrolls the heading into view and replaces the URL
 * (same pathname, no push), a URL that already names a section scrolling there once, the phone's
 * closed 目录 block closing on a tap.
 */
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import ArticleBody from '@/components/articles/ArticleBody';

// No imported type in this file: with a jest.mock, Umi's preset runs it through Babel's CommonJS transform.

const mockNavigate = jest.fn();
let mockLocation = { pathname: '/article/100567', search: '' };
jest.mock('@umijs/max', () => ({
  useIntl: () => jest.requireActual('./zhIntl').zhIntl,
  useLocation: () => mockLocation,
  useNavigate: () => mockNavigate,
  history: { createHref: (to: { pathname: string; search?: string }) => `#${to.pathname}${to.search ?? ''}` },
}));

const LONG = '<h2>一、总指数运行情况</h2><p>a</p><h2>二、大类指数涨跌概况</h2><p>b</p><h3>（一）主要上涨类别</h3><p>c</p><h2>三、后市展望</h2><p>d</p>';
const SHORT = '<h2>企业声音</h2><p>a</p><h2>结语</h2><p>b</p>';
const SECOND = 'sec-二-大类指数涨跌概况';
const SECOND_SEARCH = `?section=${encodeURIComponent(SECOND)}`;

const scrollIntoView = jest.fn();

beforeAll(() => {
  Element.prototype.scrollIntoView = scrollIntoView;
  window.matchMedia = ((query: string) => ({ matches: false, media: query })) as unknown as typeof window.matchMedia;
});

beforeEach(() => {
  mockLocation = { pathname: '/article/100567', search: '' };
  mockNavigate.mockClear();
  scrollIntoView.mockClear();
});

const toc = () => screen.getByRole('navigation', { name: '目录' });
const headingOf = (id: string) => document.getElementById(id) as HTMLElement;

describe('ArticleBody, desktop', () => {
  it('lists the headings of a long article, each linking to its section of this route', () => {
    render(<ArticleBody html={LONG} />);
    const links = within(toc()).getAllByRole('link');
    expect(links.map((a) => a.textContent)).toEqual(['一、总指数运行情况', '二、大类指数涨跌概况', '（一）主要上涨类别', '三、后市展望']);
    expect(links[1].getAttribute('href')).toBe(`#/article/100567${SECOND_SEARCH}`);
    expect(toc().getAttribute('data-testid')).toBe('article-toc');
    expect(toc().getAttribute('data-print')).toBe('hide');
    // The ids are on the rendered headings, with their own link to the section.
    expect(headingOf(SECOND).tagName).toBe('H2');
    expect(headingOf(SECOND).querySelector('a[data-section-link]')?.getAttribute('href')).toBe(`#/article/100567${SECOND_SEARCH}`);
  });

  it('jumps on a click: scrolls the heading into view and replaces the URL, keeping the route', () => {
    render(<ArticleBody html={LONG} />);
    const link = within(toc()).getByRole('link', { name: '二、大类指数涨跌概况' });
    const notPrevented = fireEvent.click(link);
    expect(notPrevented).toBe(false);
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scrollIntoView.mock.contexts[0]).toBe(headingOf(SECOND));
    expect(scrollIntoView).toHaveBeenCalledWith({ block: 'start', behavior: 'smooth' });
    expect(document.activeElement).toBe(headingOf(SECOND));
    expect(mockNavigate).toHaveBeenCalledWith({ pathname: '/article/100567', search: SECOND_SEARCH }, { replace: true });
  });

  it('does not scroll again when the router then shows the section it wrote', () => {
    const { rerender } = render(<ArticleBody html={LONG} />);
    fireEvent.click(within(toc()).getByRole('link', { name: '二、大类指数涨跌概况' }));
    mockLocation = { pathname: '/article/100567', search: SECOND_SEARCH };
    rerender(<ArticleBody html={LONG} />);
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
  });

  it('scrolls to the section a URL names when the article is drawn (a shared link, a reload)', () => {
    mockLocation = { pathname: '/article/100567', search: SECOND_SEARCH };
    render(<ArticleBody html={LONG} />);
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scrollIntoView.mock.contexts[0]).toBe(headingOf(SECOND));
    expect(mockNavigate).not.toHaveBeenCalled();
  });

  it('ignores a section the article does not have', () => {
    mockLocation = { pathname: '/article/100567', search: '?section=sec-no-such' };
    render(<ArticleBody html={LONG} />);
    expect(scrollIntoView).not.toHaveBeenCalled();
  });

  it('jumps from a heading’s own anchor too; a modified click is left to the browser', () => {
    render(<ArticleBody html={LONG} />);
    const anchor = headingOf(SECOND).querySelector('a[data-section-link]') as HTMLElement;
    expect(fireEvent.click(anchor, { ctrlKey: true })).toBe(true);
    expect(mockNavigate).not.toHaveBeenCalled();
    expect(fireEvent.click(anchor)).toBe(false);
    expect(mockNavigate).toHaveBeenCalledWith({ pathname: '/article/100567', search: SECOND_SEARCH }, { replace: true });
  });

  it('has no contents for a short article, but its headings can still be linked to', () => {
    render(<ArticleBody html={SHORT} />);
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(headingOf('sec-企业声音').querySelector('a[data-section-link]')).not.toBeNull();
  });
});

describe('ArticleBody, phone', () => {
  it('puts the links in a closed 目录 block that closes again on a tap', () => {
    mockLocation = { pathname: '/mobile/article/100567', search: '' };
    render(<ArticleBody html={LONG} compact />);
    const details = toc().querySelector('details') as HTMLDetailsElement;
    expect(details.open).toBe(false);
    expect(details.querySelector('summary')?.textContent).toBe('目录共 4 节');

    act(() => {
      details.open = true;
    });
    const link = within(details).getByRole('link', { name: '二、大类指数涨跌概况' });
    expect(link.getAttribute('href')).toBe(`#/mobile/article/100567${SECOND_SEARCH}`);
    fireEvent.click(link);
    expect(details.open).toBe(false);
    expect(scrollIntoView.mock.contexts[0]).toBe(headingOf(SECOND));
    expect(mockNavigate).toHaveBeenCalledWith({ pathname: '/mobile/article/100567', search: SECOND_SEARCH }, { replace: true });
  });
});
