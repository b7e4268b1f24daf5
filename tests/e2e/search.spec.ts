/**
 * Site-wide search (issue 24), desktop and phone, zh-CN and en-US: the header's box (the phone's
 * search page), grouped hits with the words marked, a hit that opens its page, a category that opens
 * /data on its node, no results with suggestions, the word kept in the URL, a failed answer retried.
 */
import type { Page } from '@playwright/test';
import type { CompanyPage, IndexNode, SearchResult } from '../../src/types/webapi';
import { api, expect, failApi, openRoute, PHONE, retryButton, test, withoutResourceErrors } from './fixtures';

const firstCompany = async (page: Page) => (await api<CompanyPage>(page, '/companies?pageSize=1')).list[0];
const hits = (page: Page, group: string) => page.getByTestId(`search-group-${group}`).getByTestId('search-hit');

test.describe('desktop /search', () => {
  test('a company name typed in the header finds it first, marked, and opens it', async ({ page, consoleErrors }) => {
    const company = await firstCompany(page);
    await openRoute(page, '/home');
    const box = page.getByRole('combobox', { name: '搜索全站' });
    await box.fill(company.name);
    await box.press('Enter');
    await expect(page).toHaveURL(new RegExp(`#/search\\?q=${encodeURIComponent(company.name).replace(/[()]/g, '\\$&')}`));
    await expect(page.getByRole('heading', { level: 1, name: `「${company.name}」的搜索结果` })).toBeVisible();
    const first = hits(page, 'companies').first();
    await expect(first.locator('mark')).toHaveText(company.name);
    await expect(first).toContainText(`${company.industry} · ${company.region}`);
    // The box keeps the words; a reload keeps the search.
    await expect(box).toHaveValue(company.name);
    await page.reload();
    await expect(hits(page, 'companies').first().locator('mark')).toHaveText(company.name);
    await hits(page, 'companies').first().getByRole('link').click();
    await expect(page).toHaveURL(new RegExp(`#/companyDetail/${company.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: company.name })).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });

  test('the header box suggests as one types (after two characters): arrows choose, Enter opens the company', async ({ page, consoleErrors }) => {
    const company = await firstCompany(page);
    await openRoute(page, '/home');
    const box = page.getByRole('combobox', { name: '搜索全站' });
    await box.pressSequentially(company.name.slice(0, 1));
    // One character suggests nothing.
    await expect(box).toHaveAttribute('aria-expanded', 'false');
    await box.fill(company.name);
    const list = page.getByRole('listbox', { name: '搜索建议' });
    const option = list.getByRole('option').first();
    await expect(option).toContainText(company.name);
    await expect(option).toContainText('企业');
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('status').filter({ hasText: '条建议' })).toBeAttached();
    await box.press('ArrowDown');
    await expect(option).toHaveAttribute('aria-selected', 'true');
    await expect(box).toHaveAttribute('aria-activedescendant', (await option.getAttribute('id'))!);
    await box.press('Escape');
    await expect(list).toBeHidden();
    await box.press('ArrowDown');
    await expect(option).toHaveAttribute('aria-selected', 'true');
    await box.press('Enter');
    await expect(page).toHaveURL(new RegExp(`#/companyDetail/${company.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: company.name })).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });

  test('a category name lands on /data with that node', async ({ page, consoleErrors }) => {
    const [root] = await api<IndexNode[]>(page, '/index/families/21/tree');
    const category = root.children![1];
    const result = await api<SearchResult>(page, `/search?q=${encodeURIComponent(category.name)}&limit=8`);
    const hit = result.categories.items.find((c) => c.projId === 21 && c.nodeId === category.id)!;
    expect(hit).toBeDefined();
    await openRoute(page, `/search?q=${encodeURIComponent(category.name)}`);
    const group = page.getByTestId('search-group-categories');
    await expect(group.getByRole('heading', { level: 2 })).toContainText(`指数类别 ${result.categories.total} 条`);
    const row = hits(page, 'categories')
      .filter({ has: page.getByRole('link', { name: category.name, exact: true }) })
      .filter({ hasText: hit.family })
      .first();
    await expect(row).toBeVisible();
    await row.getByRole('link').click();
    await expect(page).toHaveURL(new RegExp(`#/data\\?proj=21&nodes=${category.id}`));
    await expect(page.getByTestId('index-chart')).toBeVisible();
    await expect(page.getByText(category.name).first()).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });

  test('a word found nowhere says so and suggests words that find something', async ({ page, consoleErrors }) => {
    await openRoute(page, `/search?q=${encodeURIComponent('没有这个词ZZQ')}`);
    const none = page.getByTestId('search-none');
    await expect(none).toContainText('没有找到与「没有这个词ZZQ」相关的内容');
    const suggestion = none.getByTestId('search-suggestion').first();
    const word = (await suggestion.textContent())!;
    await suggestion.click();
    await expect(page).toHaveURL(new RegExp(`#/search\\?q=${encodeURIComponent(word)}$`));
    await expect(page.getByTestId('search-hit').first()).toBeVisible();
    // Back returns to the search before.
    await page.goBack();
    await expect(page.getByTestId('search-none')).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });

  test('with no word it asks for one; a failed answer offers a retry', async ({ page, consoleErrors }) => {
    await openRoute(page, '/search');
    await expect(page.getByTestId('search-prompt')).toContainText('输入企业、品牌、产品');
    await failApi(page, 'search?*', 'http500');
    await openRoute(page, '/search?q=%E4%BA%94%E9%87%91');
    await expect(retryButton(page)).toBeVisible();
    await page.unroute('**/webapi/search?*');
    await retryButton(page).click();
    await expect(page.getByTestId('search-hit').first()).toBeVisible();
    expect(withoutResourceErrors(consoleErrors)).toEqual([]);
  });

  test('en-US: the box, the groups and the links are in English', async ({ page, consoleErrors }) => {
    await page.addInitScript(() => window.localStorage.setItem('umi_locale', 'en-US'));
    const company = await firstCompany(page);
    const result = await api<SearchResult>(page, `/search?q=${encodeURIComponent(company.shortName)}&limit=8`);
    await openRoute(page, '/home');
    const box = page.getByRole('combobox', { name: 'Search the site' });
    await box.fill(company.shortName);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: `Results for “${company.shortName}”` })).toBeVisible();
    await expect(page.getByText(`${result.total} results for “${company.shortName}”`)).toBeVisible();
    await expect(page.getByTestId('search-group-companies').getByRole('heading', { level: 2 })).toHaveText(`Companies ${result.companies.total}`);
    expect(consoleErrors).toEqual([]);
  });
});

test.describe('mobile /mobile/search', () => {
  test.use(PHONE);

  test('the search button opens the page; a company name finds it and opens it', async ({ page, consoleErrors }) => {
    const company = await firstCompany(page);
    await openRoute(page, '/mobile/home');
    await page.getByTestId('mobile-search').click();
    await expect(page).toHaveURL(/#\/mobile\/search$/);
    await expect(page.getByTestId('search-prompt')).toBeVisible();
    const box = page.getByRole('combobox', { name: '搜索全站' });
    // The whole name (other specs may rename a company: its short name need not be in its name).
    await box.fill(company.name);
    await box.press('Enter');
    await expect(page).toHaveURL(/#\/mobile\/search\?q=/);
    const hit = hits(page, 'companies').first();
    await expect(hit.locator('mark')).toHaveText(company.name);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);
    await hit.getByRole('link').click();
    await expect(page).toHaveURL(new RegExp(`#/mobile/companyDetail/${company.id}$`));
    expect(consoleErrors).toEqual([]);
  });

  test('en-US: no results and the suggestions in English', async ({ page, consoleErrors }) => {
    await page.addInitScript(() => window.localStorage.setItem('umi_locale', 'en-US'));
    await openRoute(page, '/mobile/search?q=ZZQ%E6%97%A0');
    await expect(page.getByTestId('search-none')).toContainText('Nothing found for “ZZQ无”');
    await expect(page.getByTestId('search-none')).toContainText('Try:');
    await expect(page.getByTestId('search-suggestion').first()).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });
});
