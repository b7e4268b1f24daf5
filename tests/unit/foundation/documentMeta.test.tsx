import { render } from '@testing-library/react';
import { ArticleMeta, DocumentLocale, PageTitle, RouteTitle } from '@/components/layout/DocumentMeta';
import { directionOf } from '@/hooks/usePageMeta';

const mockEnv = { locale: 'zh-CN', route: 'menu.home' as string | undefined, name: '青溪五金产业指数' };
const mockMessages: Record<string, Record<string, string>> = {
  'zh-CN': { 'menu.home': '首页', 'menu.company': '重点企业' },
  'en-US': { 'menu.home': 'Home', 'menu.company': 'Key companies' },
};

jest.mock('@umijs/max', () => ({
  useIntl: () => ({ locale: mockEnv.locale, formatMessage: ({ id }: { id: string }) => mockMessages[mockEnv.locale][id] ?? id }),
  useModel: () => ({ name: mockEnv.name }),
  useSelectedRoutes: () => (mockEnv.route ? [{ route: { path: '/' } }, { route: { title: mockEnv.route } }] : []),
}));

// (No type imports: with jest.mock in the file the transform cannot strip them.)
const page = (children: JSX.Element) => children;

beforeEach(() => {
  Object.assign(mockEnv, { locale: 'zh-CN', route: 'menu.home', name: '青溪五金产业指数' });
  document.title = '';
});

describe('document title', () => {
  it('is「route title - site name」for a layout', () => {
    render(page(<RouteTitle />));
    expect(document.title).toBe('首页 - 青溪五金产业指数');
  });

  it('is the route title alone while the site name is unknown', () => {
    mockEnv.name = '';
    render(page(<RouteTitle />));
    expect(document.title).toBe('首页');
  });

  it('is the page\'s own title once it has one, and the route\'s again when the page goes', () => {
    mockEnv.route = 'menu.company';
    const { rerender } = render(page(<RouteTitle><PageTitle title={undefined} /></RouteTitle>));
    expect(document.title).toBe('重点企业 - 青溪五金产业指数');
    rerender(page(<RouteTitle><PageTitle title="青溪精工工具有限公司" /></RouteTitle>));
    expect(document.title).toBe('青溪精工工具有限公司 - 青溪五金产业指数');
    rerender(page(<RouteTitle />));
    expect(document.title).toBe('重点企业 - 青溪五金产业指数');
  });

  it('follows the language (the page title stays, the route title translates)', () => {
    const { rerender } = render(page(<RouteTitle><PageTitle title="青溪精工工具有限公司" /></RouteTitle>));
    mockEnv.locale = 'en-US';
    rerender(page(<RouteTitle><PageTitle title="青溪精工工具有限公司" /></RouteTitle>));
    expect(document.title).toBe('青溪精工工具有限公司 - 青溪五金产业指数');
    rerender(page(<RouteTitle />));
    expect(document.title).toBe('Home - 青溪五金产业指数');
  });
});

describe('<html lang dir>', () => {
  it('follows the language, right-to-left for he, ar, fa and ku', () => {
    const { rerender } = render(page(<DocumentLocale />));
    expect(document.documentElement.lang).toBe('zh-CN');
    expect(document.documentElement.dir).toBe('ltr');
    mockEnv.locale = 'ar-EG';
    rerender(page(<DocumentLocale />));
    expect(document.documentElement.lang).toBe('ar-EG');
    expect(document.documentElement.dir).toBe('rtl');
  });

  it.each([
    ['he-IL', 'rtl'],
    ['ar-EG', 'rtl'],
    ['fa-IR', 'rtl'],
    ['ku-IQ', 'rtl'],
    ['zh-TW', 'ltr'],
    ['en-US', 'ltr'],
  ])('%s is %s', (locale, dir) => {
    expect(directionOf(locale)).toBe(dir);
  });
});

describe('an article\'s link-preview tags', () => {
  const content = (selector: string) => [...document.head.querySelectorAll(selector)].map((m) => m.getAttribute('content'));

  it('carry the article while it is shown, and go with it', () => {
    const { rerender, unmount } = render(page(<ArticleMeta title="第12周指数点评" summary="价格指数小幅上涨" image="/demo/cover.svg" />));
    expect(content('meta[property="og:title"]')).toEqual(['第12周指数点评']);
    expect(content('meta[property="og:type"]')).toEqual(['article']);
    expect(content('meta[property="og:description"]')).toEqual(['价格指数小幅上涨']);
    expect(content('meta[name="description"]')).toEqual(['价格指数小幅上涨']);
    expect(content('meta[property="og:image"]')).toEqual([`${window.location.origin}/demo/cover.svg`]);
    // Another article: its own tags replace the first one's, no duplicates.
    rerender(page(<ArticleMeta title="第13周指数点评" />));
    expect(content('meta[property="og:title"]')).toEqual(['第13周指数点评']);
    expect(content('meta[property="og:description"]')).toEqual([]);
    expect(content('meta[property="og:image"]')).toEqual([]);
    unmount();
    expect(document.head.querySelectorAll('meta[property^="og:"], meta[name="description"]')).toHaveLength(0);
  });
});
