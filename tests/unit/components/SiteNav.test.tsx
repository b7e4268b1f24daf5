/** SiteNav, the desktop header navigation, as a visitor meets it: links, disclosure groups, the current section. */
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import SiteNav, { currentKey } from '@/components/layout/SiteNav';
import { MENU } from '@/config/menu';

// Styles come through identity-obj-proxy: a class is its name (`current` marks the current section).
// No imported type in this file: with a jest.mock, Umi's preset runs it through Babel's CommonJS transform,
// which refuses an imported binding in a type position.

// The real zh-CN messages through the engine react-intl uses; Umi's Link and useLocation are react-router's.
jest.mock('@umijs/max', () => {
  const messages: Record<string, string> = jest.requireActual('@/locales/zh-CN/index').default;
  const { default: Format } = jest.requireActual('intl-messageformat');
  const { Link, useLocation } = jest.requireActual('react-router-dom');
  const intl = {
    locale: 'zh-CN',
    formatMessage: ({ id }: { id: string }, values?: Record<string, string | number>) =>
      new Format(messages[id] ?? id, 'zh-CN').format(values) as string,
  };
  return { useIntl: () => intl, Link, useLocation };
});

const SITE = '青溪五金产业指数';

const renderAt = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <SiteNav items={MENU} label={SITE} />
    </MemoryRouter>,
  );

const nav = () => screen.getByRole('navigation', { name: SITE });
const group = (name: string) => within(nav()).getByRole('button', { name });
/** The list a group button controls. */
const panelOf = (button: HTMLElement) => document.getElementById(button.getAttribute('aria-controls')!)!;
const texts = (els: HTMLElement[]) => els.map((el) => el.textContent);
const mouse = { pointerType: 'mouse' };

// jsdom has no PointerEvent (fireEvent would drop pointerType): a MouseEvent carrying it stands in.
if (!('PointerEvent' in window)) {
  class PointerEventStub extends MouseEvent {
    pointerType: string;
    constructor(type: string, init: PointerEventInit = {}) {
      super(type, init);
      this.pointerType = init.pointerType ?? '';
    }
  }
  Object.defineProperty(window, 'PointerEvent', { value: PointerEventStub, configurable: true });
}

afterEach(() => jest.useRealTimers());

describe('SiteNav', () => {
  it('is one navigation landmark: top-level links and group buttons in menu order, no menu roles', () => {
    const { container } = renderAt('/home');
    expect(container.querySelectorAll('nav')).toHaveLength(1);
    const top = [...nav().querySelectorAll(':scope > ul > li > :is(a, button)')];
    expect(top.map((el) => [el.tagName, el.textContent])).toEqual([
      ['A', '首页'],
      ['A', '指数数据'],
      ['BUTTON', '指数分析'],
      ['BUTTON', '行业信息'],
      ['BUTTON', '区域品牌'],
      ['BUTTON', '关于'],
      ['A', '大数据展示'],
    ]);
    expect(screen.getByRole('link', { name: '首页' }).getAttribute('href')).toBe('/home');
    expect(container.querySelector('[role="menu"], [role="menubar"], [role="menuitem"]')).toBeNull();
    // Closed groups: their links are hidden, out of the tab order and the accessibility tree.
    expect(screen.queryByRole('link', { name: '行业资讯' })).toBeNull();
  });

  it('opens a group on click, shows its links, and closes on a second click', () => {
    renderAt('/home');
    const button = group('行业信息');
    const panel = panelOf(button);
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(panel.hidden).toBe(true);
    expect(button.closest('li')!.contains(panel)).toBe(true);

    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(panel.hidden).toBe(false);
    expect(texts(within(panel).getAllByRole('link'))).toEqual(['行业资讯', '原材料价格走势', '进出口数据']);

    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(panel.hidden).toBe(true);
  });

  it('keeps one group open at a time', () => {
    renderAt('/home');
    fireEvent.click(group('行业信息'));
    fireEvent.click(group('关于'));
    expect(group('行业信息').getAttribute('aria-expanded')).toBe('false');
    expect(group('关于').getAttribute('aria-expanded')).toBe('true');
  });

  it('closes on Escape and gives focus back to the button', () => {
    renderAt('/home');
    const button = group('区域品牌');
    fireEvent.click(button);
    const link = within(panelOf(button)).getByRole('link', { name: '重点企业' });
    link.focus();
    fireEvent.keyDown(link, { key: 'Escape' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button);
  });

  it('closes when focus leaves the group or a press lands outside it', () => {
    renderAt('/home');
    const button = group('指数分析');
    fireEvent.click(button);
    // Focus moving within the group keeps it open.
    fireEvent.blur(button, { relatedTarget: within(panelOf(button)).getByRole('link', { name: '指数评论' }) });
    expect(button.getAttribute('aria-expanded')).toBe('true');
    fireEvent.blur(button, { relatedTarget: screen.getByRole('link', { name: '首页' }) });
    expect(button.getAttribute('aria-expanded')).toBe('false');

    fireEvent.click(button);
    fireEvent.pointerDown(panelOf(button));
    expect(button.getAttribute('aria-expanded')).toBe('true');
    fireEvent.pointerDown(document.body);
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });

  it('opens on mouse hover and closes shortly after the pointer leaves, not if it comes back', () => {
    jest.useFakeTimers();
    renderAt('/home');
    const button = group('行业信息');
    const item = button.closest('li')!;
    fireEvent.pointerEnter(item, mouse);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    fireEvent.pointerLeave(item, mouse);
    act(() => jest.advanceTimersByTime(100));
    fireEvent.pointerEnter(item, mouse); // on the way to the list
    act(() => jest.advanceTimersByTime(500));
    expect(button.getAttribute('aria-expanded')).toBe('true');
    fireEvent.pointerLeave(item, mouse);
    act(() => jest.advanceTimersByTime(200));
    expect(button.getAttribute('aria-expanded')).toBe('false');
    // A touch does not open by hover (its tap opens by the click that follows).
    fireEvent.pointerEnter(item, { pointerType: 'touch' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });

  it('closes a hover-opened group on Escape, wherever focus is', () => {
    renderAt('/home');
    const button = group('指数分析');
    fireEvent.pointerEnter(button.closest('li')!, mouse);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });

  it('keeps a hover-opened group open when its button is clicked', () => {
    jest.useFakeTimers();
    renderAt('/home');
    const button = group('关于');
    fireEvent.pointerEnter(button.closest('li')!, mouse);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    // Opened by a click now: leaving it with the pointer does not close it.
    fireEvent.pointerLeave(button.closest('li')!, mouse);
    act(() => jest.advanceTimersByTime(500));
    expect(button.getAttribute('aria-expanded')).toBe('true');
  });

  it('closes after following a link, focus back on the button', () => {
    renderAt('/home');
    const button = group('行业信息');
    fireEvent.click(button);
    const link = within(panelOf(button)).getByRole('link', { name: '进出口数据' });
    link.focus();
    fireEvent.click(link);
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button);
    // The visited page is now the current one.
    expect(panelOf(button).querySelector('[aria-current="page"]')?.textContent).toBe('进出口数据');
  });

  it('marks the current page and its group', () => {
    renderAt('/priceTrend');
    const button = group('行业信息');
    fireEvent.click(button);
    const current = within(panelOf(button)).getByRole('link', { name: '原材料价格走势' });
    expect(current.getAttribute('aria-current')).toBe('page');
    expect(nav().querySelectorAll('[aria-current]')).toHaveLength(1);
    // The group holding it is styled as the active section, and so is the link; nothing else is.
    expect(button.classList).toContain('current');
    expect(current.classList).toContain('current');
    expect(nav().querySelectorAll('.current')).toHaveLength(2);
  });

  it('marks a top-level page link', () => {
    renderAt('/data');
    expect(screen.getByRole('link', { name: '指数数据' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: '首页' }).getAttribute('aria-current')).toBeNull();
  });

  it("puts a company's page under 重点企业", () => {
    expect(currentKey('/companyDetail/42')).toBe('/company');
    expect(currentKey('/company')).toBe('/company');
    expect(currentKey('/article/7')).toBe('/article');
    renderAt('/companyDetail/42');
    const button = group('区域品牌');
    fireEvent.click(button);
    // Within the section but not the page itself: a current item, not aria-current="page".
    const company = within(panelOf(button)).getByRole('link', { name: '重点企业' });
    expect(company.getAttribute('aria-current')).toBe('true');
    expect(button.classList).toContain('current');
    expect(group('指数分析').classList).not.toContain('current');
  });

  it('opens the showcase in a new tab, saying so in its name', () => {
    renderAt('/home');
    const link = screen.getByRole('link', { name: '大数据展示 （在新标签页打开）' });
    expect(link.textContent).toBe('大数据展示');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(link.getAttribute('href')).toBe('/datashow/#/datashow');
  });

  it('moves into and through an open list with the arrow keys', () => {
    jest.useFakeTimers();
    renderAt('/home');
    const button = group('关于');
    button.focus();
    fireEvent.keyDown(button, { key: 'ArrowDown' });
    act(() => jest.runAllTimers());
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(document.activeElement?.textContent).toBe('市场介绍');
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
    act(() => jest.runAllTimers());
    expect(document.activeElement?.textContent).toBe('指数介绍');
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
    act(() => jest.runAllTimers());
    expect(document.activeElement?.textContent).toBe('市场介绍');
  });

  it('hides what the access map removed: it renders only the entries it is given', () => {
    const items = MENU.filter((n) => n.key !== 'brand').map((n) =>
      n.key === 'industry' ? { ...n, children: n.children!.filter((c) => c.key !== 'exportData') } : n,
    );
    render(
      <MemoryRouter initialEntries={['/home']}>
        <SiteNav items={items} label={SITE} />
      </MemoryRouter>,
    );
    expect(screen.queryByRole('button', { name: '区域品牌' })).toBeNull();
    const button = group('行业信息');
    fireEvent.click(button);
    expect(texts(within(panelOf(button)).getAllByRole('link'))).toEqual(['行业资讯', '原材料价格走势']);
  });
});
