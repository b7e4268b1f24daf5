/**
 * The foundation as a visitor meets it: routing and redirects, both layouts and their menus,
 * language and RTL, device choice, 404/403, scroll to top, and what happens when /webapi fails (the
 * CSP on every route is tests/e2e/gate-routes.spec.ts).
 */
import type { Page } from '@playwright/test';
import { LAYOUT_SECTIONS } from '../../src/config/sections';
import zhApp from '../../src/locales/zh-CN/app';
import type { ArticleSummary, CompanyPage, PageResult, SiteInfo } from '../../src/types/webapi';
import { api, expect, failApi, openRoute, PHONE, test, withoutResourceErrors, withoutBoot, newContext } from './fixtures';

const DESKTOP_ROUTES = LAYOUT_SECTIONS.map((s) => s.path);

/** The desktop header navigation: links, and group buttons each showing a list of links (disclosure pattern). */
const siteNav = (page: Page) => page.getByRole('banner').getByRole('navigation');

/** The top-level entries of the header navigation: its links and group buttons, in order. */
const topEntries = (page: Page) => siteNav(page).locator(':scope > ul > li > :is(a, button)');

/** Open a group of the header navigation by hovering its button; returns the group's (visible) links. */
async function openGroup(page: Page, name: string) {
  const button = siteNav(page).getByRole('button', { name, exact: true });
  await button.hover();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  // (`has` is searched inside each list item: a locator relative to it, not to the page's navigation.)
  const group = siteNav(page).getByRole('listitem').filter({ has: page.getByRole('button', { name, exact: true }) });
  return group.getByRole('link');
}

async function detailIds(page: Page) {
  const articles = await api<PageResult<ArticleSummary>>(page, '/articles?categoryId=214');
  const companies = await api<CompanyPage>(page, '/companies');
  return { article: articles.list[0].id, company: companies.list[0].id };
}

/** Wait until no data region is loading, then check none failed and the page has content. */
async function expectSettledWithData(page: Page) {
  await expect(page.locator('#main')).toBeVisible();
  await expect.poll(async () => (await page.locator('#main').innerText()).trim().length, { timeout: 20_000 }).toBeGreaterThan(20);
  await expect(page.locator('[data-state="loading"]')).toHaveCount(0, { timeout: 20_000 });
  await expect(page.locator('[data-state="error"], [data-state="page-error"], [data-state="site-error"]')).toHaveCount(0);
  await expect(page.locator('[data-state="not-found"], [data-state="forbidden"]')).toHaveCount(0);
}

test.describe('routing', () => {
  test('/ redirects to /home and /mobile to /mobile/home', async ({ page, consoleErrors }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/#\/home$/);
    await page.goto('/#/mobile');
    await expect(page).toHaveURL(/#\/mobile\/home$/);
    expect(consoleErrors).toEqual([]);
  });

  test('every desktop route renders its data without console errors', async ({ page, consoleErrors }) => {
    test.setTimeout(120_000);
    const ids = await detailIds(page);
    for (const route of [...DESKTOP_ROUTES, `/article/${ids.article}`, `/companyDetail/${ids.company}`]) {
      await openRoute(page, route);
      await expectSettledWithData(page);
      // A title per page: 「page - site」.
      await expect(page).toHaveTitle(/ - /);
    }
    expect(consoleErrors).toEqual([]);
  });

  test('/datashow renders full-screen outside the desktop layout', async ({ page, consoleErrors }) => {
    await openRoute(page, '/datashow');
    await expectSettledWithData(page);
    await expect(page.locator('header nav')).toHaveCount(0);
    expect(consoleErrors).toEqual([]);
  });

  test('unknown paths show the 404 page on both sides', async ({ page }) => {
    await openRoute(page, '/no-such-page');
    await expect(page.locator('[data-state="not-found"]')).toContainText('页面不存在');
    await expect(page.getByTestId('site-name')).toBeVisible();
    await openRoute(page, '/mobile/no-such-page');
    await expect(page.locator('[data-state="not-found"]')).toContainText('页面不存在');
    await expect(page.getByRole('link', { name: '返回首页' })).toHaveAttribute('href', /mobile\/home/);
  });

  test('scrolls to top on every route change', async ({ page }) => {
    await openRoute(page, '/home');
    await expectSettledWithData(page);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    await page.evaluate(() => (window.location.hash = '#/about'));
    await expect(page).toHaveURL(/#\/about$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test.describe('desktop layout', () => {
  test('header shows the site name from /webapi and the footer its publisher and demo notice', async ({ page, consoleErrors }) => {
    await openRoute(page, '/home');
    const site = await api<SiteInfo>(page, '/site');
    await expect(page.getByTestId('site-name')).toHaveText(site.name);
    const footer = page.getByRole('contentinfo');
    await expect(footer).toContainText(site.publisher);
    await expect(footer).toContainText(site.compiler);
    await expect(page.getByTestId('demo-notice')).toContainText('演示数据');
    await expect(page).toHaveTitle(`首页 - ${site.name}`);
    expect(consoleErrors).toEqual([]);
  });

  test('the menu has exactly the original items and groups, and navigates', async ({ page, consoleErrors }) => {
    await openRoute(page, '/home');
    const site = await api<SiteInfo>(page, '/site');
    // One navigation landmark in the header, named after the site.
    const nav = siteNav(page);
    await expect(nav).toHaveAccessibleName(site.name);
    await expect(topEntries(page)).toHaveText(['首页', '指数数据', '指数分析', '行业信息', '区域品牌', '关于', '大数据展示']);
    // Every entry fits on screen, none hidden behind a "more" overflow.
    for (const entry of await topEntries(page).all()) await expect(entry).toBeInViewport();
    await expect(nav.getByRole('link', { name: '首页', exact: true })).toHaveAttribute('aria-current', 'page');
    const industry = nav.getByRole('button', { name: '行业信息', exact: true });
    await expect(industry).toHaveAttribute('aria-expanded', 'false');
    const links = await openGroup(page, '行业信息');
    await expect(links).toHaveText(['行业资讯', '原材料价格走势', '进出口数据']);
    await links.filter({ hasText: '进出口数据' }).click();
    await expect(page).toHaveURL(/#\/exportData$/);
    await expect(page).toHaveTitle(/^进出口数据 - /);
    // Following the link closed the group; the visited page is current and its group shows the brand colour.
    await expect(industry).toHaveAttribute('aria-expanded', 'false');
    const visited = nav.getByRole('link', { name: '进出口数据', includeHidden: true });
    await expect(visited).toHaveAttribute('aria-current', 'page');
    await page.mouse.move(1, 1);
    await expect(industry).toHaveCSS('color', 'rgb(179, 38, 30)');
    await expect(nav.getByRole('button', { name: '指数分析', exact: true })).not.toHaveCSS('color', 'rgb(179, 38, 30)');
    await expect(nav.getByRole('link', { name: /大数据展示/ })).toHaveAttribute('target', '_blank');
    expect(consoleErrors).toEqual([]);
  });
});

test.describe('document title', () => {
  test('detail pages title themselves; the route title comes back after them and follows the language', async ({ page, consoleErrors }) => {
    const site = await api<SiteInfo>(page, '/site');
    const articles = await api<PageResult<ArticleSummary>>(page, '/articles?categoryId=214');
    const companies = await api<CompanyPage>(page, '/companies');
    await openRoute(page, `/article/${articles.list[0].id}`);
    await expect(page).toHaveTitle(`${articles.list[0].title} - ${site.name}`);
    await siteNav(page).getByRole('link', { name: '首页', exact: true }).click();
    await expect(page).toHaveURL(/#\/home$/);
    await expect(page).toHaveTitle(`首页 - ${site.name}`);
    await page.goBack();
    await expect(page).toHaveTitle(`${articles.list[0].title} - ${site.name}`);
    await openRoute(page, `/companyDetail/${companies.list[0].id}`);
    await expect(page).toHaveTitle(`${companies.list[0].name} - ${site.name}`);
    // A language switch keeps the page's own title, and translates the route's.
    await page.getByTestId('lang-switch').selectOption('en-US');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
    await expect(page).toHaveTitle(`${companies.list[0].name} - ${site.name}`);
    await siteNav(page).getByRole('link', { name: 'Home', exact: true }).click();
    await expect(page).toHaveTitle(`Home - ${site.name}`);
    expect(consoleErrors).toEqual([]);
  });

  test('a mobile detail page titles itself too', async ({ browser }) => {
    const context = await newContext(browser, { ...PHONE, locale: 'zh-CN' });
    const page = await context.newPage();
    const site = await api<SiteInfo>(page, '/site');
    const articles = await api<PageResult<ArticleSummary>>(page, '/articles?categoryId=213');
    await openRoute(page, `/mobile/article/${articles.list[0].id}`);
    await expect(page).toHaveTitle(`${articles.list[0].title} - ${site.name}`);
    await openRoute(page, '/mobile/info');
    await expect(page).toHaveTitle(`行业资讯 - ${site.name}`);
    await context.close();
  });
});

test.describe('language', () => {
  test('switching language translates the UI, saves umi_locale and survives a reload', async ({ page, consoleErrors }) => {
    await openRoute(page, '/home');
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
    await page.getByTestId('lang-switch').selectOption('en-US');
    await expect(page.locator('header nav')).toContainText('Index Data');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
    expect(await page.evaluate(() => localStorage.getItem('umi_locale'))).toBe('en-US');
    await page.reload();
    await expect(page.locator('header nav')).toContainText('Index Data');
    await expect(page).toHaveTitle(/^Home - /);
    await page.getByTestId('lang-switch').selectOption('zh-TW');
    await expect(page.locator('header nav')).toContainText('指數數據');
    expect(consoleErrors).toEqual([]);
  });

  test('Arabic switches the layout to right-to-left', async ({ page, consoleErrors }) => {
    await openRoute(page, '/home');
    await page.getByTestId('lang-switch').selectOption('ar-EG');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('header nav')).toContainText('الرئيسية');
    // The navigation runs right to left: its first entry (الرئيسية, Home) is the rightmost.
    await expect(siteNav(page)).toHaveCSS('direction', 'rtl');
    const [first, second] = await topEntries(page).all();
    expect((await first.boundingBox())!.x).toBeGreaterThan((await second.boundingBox())!.x);
    await page.getByTestId('lang-switch').selectOption('zh-CN');
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    expect(consoleErrors).toEqual([]);
  });

  test('without a saved choice the browser language is used, with no Chinese shown first', async ({ browser }) => {
    const context = await newContext(browser, { locale: 'en-US' });
    const page = await context.newPage();
    // English messages are a chunk of their own (src/locales/load.ts): the page waits for them.
    // Neither the Chinese text nor the bare message id before the English.
    await page.addInitScript((texts) => {
      new MutationObserver(() => {
        const shown = texts.find((t) => document.body?.innerText.includes(t));
        if (shown) (window as any).shownFirst ??= shown;
      }).observe(document, { subtree: true, childList: true, characterData: true });
    }, [zhApp['menu.data'], 'menu.data']);
    await openRoute(page, '/home');
    await expect(page.locator('header nav')).toContainText('Index Data');
    expect(await page.evaluate(() => (window as any).shownFirst ?? null)).toBeNull();
    await context.close();
  });

  test('a language whose messages cannot load says so and stays; the next try switches', async ({ page, consoleErrors }) => {
    await openRoute(page, '/home');
    const chunk = /\/locale-en-US\.[^/]*\.js$/;
    await page.route(chunk, (route) => route.abort());
    await page.getByTestId('lang-switch').selectOption('en-US');
    await expect(page.getByText(zhApp['layout.languageFailed'])).toBeVisible();
    await expect(page.getByTestId('lang-switch')).toHaveValue('zh-CN');
    await expect(page.getByTestId('lang-switch')).toBeEnabled();
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
    await expect(page.locator('header nav')).toContainText(zhApp['menu.data']);
    await page.unroute(chunk);
    await page.getByTestId('lang-switch').selectOption('en-US');
    await expect(page.locator('header nav')).toContainText('Index Data');
    expect(withoutResourceErrors(consoleErrors).filter((e) => !/ChunkLoadError|Loading chunk/.test(e))).toEqual([]);
  });
});

test.describe('access', () => {
  async function withSections(page: Page, drop: string[]) {
    await withoutBoot(page);
    await page.route('**/webapi/site*', async (route) => {
      const res = await route.fetch();
      const body = await res.json();
      body.data.sections = body.data.sections.filter((s: string) => !drop.includes(s));
      await route.fulfill({ response: res, json: body });
    });
  }

  test('a section the site switches off is 403 and leaves the menu', async ({ page }) => {
    await withSections(page, ['exportData']);
    await openRoute(page, '/exportData');
    await expect(page.locator('[data-state="forbidden"]')).toContainText('403');
    await expect(await openGroup(page, '行业信息')).toHaveText(['行业资讯', '原材料价格走势']);
    await openRoute(page, '/mobile/exportData');
    await expect(page.locator('[data-state="forbidden"]')).toBeVisible();
  });

  test('a group whose entries are all forbidden is hidden', async ({ page }) => {
    await withSections(page, ['brandRank', 'company', 'product']);
    await openRoute(page, '/home');
    await expect(page.locator('header nav')).toContainText('行业信息');
    await expect(page.locator('header nav')).not.toContainText('区域品牌');
  });
});

test.describe('device choice', () => {
  test.use(PHONE);

  test('a phone visiting a desktop route lands on its mobile twin, ids kept', async ({ page, consoleErrors }) => {
    const ids = await detailIds(page);
    await page.goto('/#/home');
    await expect(page).toHaveURL(/#\/mobile\/home$/);
    // A new visit (a shared link opened fresh): the phone guess is made when the app loads.
    await page.goto('about:blank');
    await page.goto(`/#/article/${ids.article}`);
    await expect(page).toHaveURL(new RegExp(`#/mobile/article/${ids.article}$`));
    await page.goto('about:blank');
    await page.goto('/');
    await expect(page).toHaveURL(/#\/mobile\/home$/);
    expect(consoleErrors).toEqual([]);
  });

  test('电脑版 is remembered: the phone then stays on desktop routes', async ({ page }) => {
    await openRoute(page, '/mobile/comment');
    await page.getByTestId('switch-desktop').click();
    await expect(page).toHaveURL(/#\/comment$/);
    await page.goto('/#/info');
    await expect(page).toHaveURL(/#\/info$/);
    await page.reload();
    await expect(page).toHaveURL(/#\/info$/);
    await expect(page.getByTestId('site-name')).toBeVisible();
    // 手机版 switches back and is remembered too.
    await page.getByTestId('switch-mobile').click();
    await expect(page).toHaveURL(/#\/mobile\/info$/);
  });
});

test.describe('device choice on a desktop', () => {
  test.use({ viewport: { width: 1100, height: 900 } });

  test('a desktop visit whose window is then narrowed to 700 px stays on the desktop site', async ({ page, consoleErrors }) => {
    await openRoute(page, '/home');
    await expectSettledWithData(page);
    await page.setViewportSize({ width: 700, height: 900 });
    const menu = siteNav(page);
    await menu.getByRole('link', { name: '指数数据', exact: true }).click();
    await expect(page).toHaveURL(/#\/data$/);
    await expect(page).toHaveTitle(/^指数数据 - /);
    await expect(page.getByTestId('switch-mobile')).toBeVisible();
    await expect(page.getByTestId('mobile-tabs')).toHaveCount(0);
    await menu.getByRole('link', { name: '首页', exact: true }).click();
    await expect(page).toHaveURL(/#\/home$/);
    await expect(page.getByTestId('site-name')).toBeVisible();
    // Back and forward are navigations too: still the desktop site.
    await page.goBack();
    await expect(page).toHaveURL(/#\/data$/);
    await expect(page.getByTestId('mobile-tabs')).toHaveCount(0);
    expect(consoleErrors).toEqual([]);
  });

  test('a desktop that loads the site in a narrow window gets the mobile site, and 电脑版 keeps it on desktop', async ({ page }) => {
    await page.setViewportSize({ width: 700, height: 900 });
    await page.goto('/#/info');
    await expect(page).toHaveURL(/#\/mobile\/info$/);
    await page.getByTestId('switch-desktop').click();
    await expect(page).toHaveURL(/#\/info$/);
    await page.reload();
    await expect(page).toHaveURL(/#\/info$/);
    await expect(page.getByTestId('site-name')).toBeVisible();
  });
});

test.describe('mobile layout', () => {
  test.use(PHONE);

  test('every mobile route renders its data without console errors', async ({ page, consoleErrors }) => {
    test.setTimeout(120_000);
    const ids = await detailIds(page);
    for (const route of [...DESKTOP_ROUTES, `/article/${ids.article}`, `/companyDetail/${ids.company}`]) {
      await openRoute(page, `/mobile${route}`);
      await expectSettledWithData(page);
    }
    expect(consoleErrors).toEqual([]);
  });

  test('the drawer reaches every mobile route and the tab bar switches sections', async ({ page }) => {
    await openRoute(page, '/mobile/home');
    await page.getByTestId('mobile-menu').click();
    const drawer = page.getByTestId('mobile-drawer');
    const hrefs = await drawer.getByRole('link').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(hrefs).toEqual(DESKTOP_ROUTES.map((r) => `#/mobile${r}`).sort((a, b) => hrefs.indexOf(a) - hrefs.indexOf(b)));
    expect(hrefs).toHaveLength(DESKTOP_ROUTES.length);
    await drawer.getByRole('link', { name: '品牌区域排行' }).click();
    await expect(page).toHaveURL(/#\/mobile\/brandRank$/);
    await expect(page.getByRole('banner')).toContainText('品牌区域排行');
    const tabs = page.getByTestId('mobile-tabs');
    await expect(tabs.getByRole('link')).toHaveText(['首页', '指数数据', '指数评论', '行业资讯']);
    await tabs.getByRole('link', { name: '指数数据' }).click();
    await expect(tabs.getByRole('link', { name: '指数数据' })).toHaveAttribute('aria-current', 'page');
    await expect(page).toHaveURL(/#\/mobile\/data$/);
    await page.getByRole('banner').getByRole('button', { name: '返回' }).click();
    await expect(page).toHaveURL(/#\/mobile\/brandRank$/);
  });
});

test.describe('when /webapi fails', () => {
  // Every route under every kind of failure, the site info's included: tests/e2e/gate-faults.spec.ts.
  test('a failing data region shows its error, a message, and recovers on retry', async ({ page, consoleErrors }) => {
    await failApi(page, 'articles*', 'http500');
    await openRoute(page, '/info');
    const region = page.locator('[data-state="error"]').first();
    await expect(region).toContainText('服务暂时不可用（500）');
    await expect(page.locator('.ant-message')).toContainText('服务暂时不可用（500）');
    await page.unroute('**/webapi/articles*');
    await region.getByRole('button', { name: '重试' }).click();
    await expectSettledWithData(page);
    expect(withoutResourceErrors(consoleErrors)).toEqual([]);
  });
});

test.describe('when /webapi fails on /mobile', () => {
  test.use(PHONE);

  test('a failing request shows antd-mobile\'s Toast, not antd\'s desktop message', async ({ page, consoleErrors }) => {
    await failApi(page, 'articles*', 'http500');
    await openRoute(page, '/mobile/info');
    await expect(page.locator('[data-state="error"]').first()).toContainText('服务暂时不可用（500）');
    await expect(page.locator('.adm-toast-main')).toContainText('服务暂时不可用（500）');
    await expect(page.locator('.ant-message')).toHaveCount(0);
    expect(withoutResourceErrors(consoleErrors)).toEqual([]);
  });
});
