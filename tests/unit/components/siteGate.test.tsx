/** The gate around every layout: a server without a site yet is said to be not open, in the visitor's language, with the staff's way in. */
import { render, screen } from '@testing-library/react';
import SiteGate from '@/components/layout/SiteGate';

const mockState: { initialState: unknown; locale: string } = { initialState: null, locale: 'zh-CN' };
const mockMessages: Record<string, Record<string, string>> = {
  'zh-CN': jest.requireActual('@/locales/zh-CN/app').default,
  'en-US': jest.requireActual('@/locales/en-US/app').default,
};

jest.mock('@umijs/max', () => ({
  useIntl: () => ({ locale: mockState.locale, formatMessage: ({ id }: { id: string }) => mockMessages[mockState.locale][id] ?? id }),
  useModel: (name: string) => (name === '@@initialState' ? { initialState: mockState.initialState, loading: false, error: undefined, refresh: jest.fn() } : { name: '' }),
  useSelectedRoutes: () => [],
  Link: ({ to, children }: { to: string; children: unknown }) => <a href={`#${to}`}>{children as string}</a>,
}));

const SITE = { siteCode: 'nanhu-tea', name: '南湖茶叶价格指数', sections: [] };

describe('SiteGate', () => {
  beforeEach(() => Object.assign(mockState, { initialState: { site: null, admin: null }, locale: 'zh-CN' }));

  it.each([
    ['zh-CN', '本站尚未开通', '工作人员登录'],
    ['en-US', 'This site is not open yet', 'Staff sign-in'],
  ])('shows a public page of a server without a site as not open yet (%s), with the way to sign in', (locale, title, link) => {
    mockState.locale = locale;
    render(<SiteGate>page</SiteGate>);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(title);
    expect(screen.getByRole('link', { name: link }).getAttribute('href')).toBe('#/admin/login');
    expect(screen.queryByText('page')).toBeNull();
  });

  it('lets the back office through, where the site is set up', () => {
    render(<SiteGate setup>back office</SiteGate>);
    expect(screen.getByText('back office')).toBeTruthy();
  });

  it('shows the page of a site that exists', () => {
    mockState.initialState = { site: SITE, admin: null };
    render(<SiteGate>page</SiteGate>);
    expect(screen.getByText('page')).toBeTruthy();
  });
});
