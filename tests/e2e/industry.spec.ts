/**
 * Industry pages, desktop and mobile: raw-material prices (/priceTrend), trade (/exportData), the
 * brand ranking (/brandRank), companies (/company, /companyDetail/:id) and products (/product).
 * Every test compares what the visitor sees with the /webapi answer the page reads.
 */
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import dayjs from 'dayjs';
import type {
  BrandRanking,
  CompanyDetail,
  CompanyPage,
  MaterialPriceSeries,
  ProductPage,
  RawMaterial,
  TradeBreakdown,
  TradeData,
} from '../../src/types/webapi';
import {
  api,
  emptyState,
  errorState,
  expect,
  failApi,
  notFoundState,
  num,
  openRoute,
  PHONE,
  retryButton,
  scrollUntil,
  selectOption,
  tableRows,
  test,
  withoutResourceErrors,
  zhDate,
  zhMonth,
} from './fixtures';

const NO_HITS = '不存在的关键词zzz';

// ---------------------------------------------------------------- helpers



/** Console noise of a failure made on purpose (the failed resource, the request hook's log, antd's toast warning). */
const unexpectedErrors = (errors: string[]) =>
  withoutResourceErrors(errors).filter((e) => !/^ApiError\b|\[antd: message\] Static function/.test(e));

async function downloadText(page: Page, button: string, scope: Pick<Page, 'getByRole'> = page): Promise<string> {
  const [download] = await Promise.all([page.waitForEvent('download'), scope.getByRole('button', { name: button }).click()]);
  return readFileSync((await download.path())!, 'utf8').replace(/^\uFEFF/, '');
}


/** Quotes of a material inside the 近3月 window (ending at its newest quote). */
function quotesIn3Months(series: MaterialPriceSeries) {
  const end = series.points[series.points.length - 1].date;
  const start = dayjs(end).subtract(3, 'month').add(1, 'day').format('YYYY-MM-DD');
  return series.points.filter((p) => p.date >= start);
}

/** A company of the first page that has a website (the demo gives most of them one). */
async function companyWithWebsite(page: Page): Promise<CompanyDetail> {
  const { list } = await api<CompanyPage>(page, '/companies?current=1&pageSize=10');
  for (const c of list) {
    const detail = await api<CompanyDetail>(page, `/companies/${c.id}`);
    if (detail.website) return detail;
  }
  throw new Error('no company with a website on the first page');
}

// ---------------------------------------------------------------- desktop

test.describe('desktop /priceTrend', () => {
  test('lists every material and charts the first one with its quotes', async ({ page, consoleErrors }) => {
    const materials = await api<RawMaterial[]>(page, '/materials');
    const first = materials[0];
    const series = await api<MaterialPriceSeries>(page, `/materials/${first.id}/prices`);
    const last = series.points[series.points.length - 1];
    await openRoute(page, '/priceTrend');

    await expect(page.getByRole('heading', { level: 1, name: '原材料价格走势' })).toBeVisible();
    await expect(page.getByTestId('material-name')).toHaveCount(materials.length);
    // The material list's row (the statistics table keys its rows by material too).
    const firstRow = page.locator(`tr[data-row-key="${first.id}"]`).filter({ has: page.getByTestId('material-name') });
    await expect(firstRow).toContainText(first.name);
    await expect(firstRow).toContainText(`${num(first.latest.price, 0)} ${first.unit}`);
    await expect(firstRow).toContainText(zhDate(first.latest.date));
    await expect(page.getByRole('heading', { level: 2, name: `${first.name}价格走势` })).toBeVisible();
    await expect(page.getByRole('img', { name: new RegExp(`^${first.name}价格走势图`) })).toBeVisible();
    // The first view is SVG (one line, no chart engine); the mouse over it brings ECharts' tooltip and zoom.
    const chart = page.locator('[data-chart]');
    await expect(chart).toHaveAttribute('data-chart', 'svg');
    await expect(chart.getByTestId('trend-path')).toHaveCount(1);
    await expect(chart.locator('canvas')).toHaveCount(0);
    await chart.hover();
    await expect(chart.locator('canvas').first()).toBeVisible();
    await expect(chart).toHaveAttribute('data-chart', 'echarts');
    await expect(page.getByRole('img', { name: new RegExp(`^${first.name}价格走势图`) })).toBeVisible();
    const newest = tableRows(page, 'quote-table').first();
    await expect(newest).toContainText(zhDate(last.date));
    await expect(newest).toContainText(num(last.price, 0));
    expect(consoleErrors).toEqual([]);
  });

  test('choosing, comparing and the range are kept in the URL', async ({ page, consoleErrors }) => {
    const [, second, third] = await api<RawMaterial[]>(page, '/materials');
    await openRoute(page, '/priceTrend');

    await page.getByTestId('material-name').filter({ hasText: second.name }).click();
    await expect(page).toHaveURL(new RegExp(`ids=${second.id}(&|$)`));
    await expect(page.getByRole('heading', { level: 2, name: `${second.name}价格走势` })).toBeVisible();

    await page.getByRole('checkbox', { name: `对比${third.name}` }).check();
    await expect(page).toHaveURL(new RegExp(`ids=${second.id}%2C${third.id}|ids=${second.id},${third.id}`));
    await expect(page.getByTestId('selected-materials')).toContainText(second.name);
    await expect(page.getByTestId('selected-materials')).toContainText(third.name);
    await expect(page.getByTestId('quote-table').locator('thead')).toContainText(`${third.name}（${third.unit}）`);

    await page.getByTestId('range-presets').getByText('近3年').click();
    await expect(page).toHaveURL(/range=3y/);
    await page.getByTestId('price-scale').getByText('起点=100').click();
    await expect(page).toHaveURL(/scale=rebased/);
    await expect(page.getByText('以所选时段第一期报价为 100 折算')).toBeVisible();

    // The URL is a permalink: a fresh visit shows the same comparison.
    await page.reload();
    await expect(page.getByTestId('selected-materials')).toContainText(third.name);
    await expect(page.getByTestId('range-presets').locator('.ant-segmented-item-selected')).toHaveText('近3年');
    await expect(page.getByTestId('price-scale').locator('.ant-segmented-item-selected')).toHaveText('起点=100');

    // Back to one material: there is nothing to rebase against.
    await page.getByRole('button', { name: `取消对比${third.name}` }).click();
    await expect(page.getByTestId('price-scale')).toHaveCount(0);
    expect(consoleErrors).toEqual([]);
  });

  test('the 近3月 range shows only the last three months of quotes, downloadable as CSV', async ({ page, consoleErrors }) => {
    const [first] = await api<RawMaterial[]>(page, '/materials');
    const series = await api<MaterialPriceSeries>(page, `/materials/${first.id}/prices`);
    const quotes = quotesIn3Months(series);
    await openRoute(page, `/priceTrend?ids=${first.id}&range=3m`);

    await expect(tableRows(page, 'quote-table').first()).toContainText(zhDate(quotes[quotes.length - 1].date));
    if (quotes.length > 10) await expect(page.getByText(`共 ${quotes.length} 条`)).toBeVisible();
    else await expect(tableRows(page, 'quote-table')).toHaveCount(quotes.length);

    // The statistics above have their own download: this one is the quotes'.
    const csv = await downloadText(page, '下载 CSV', page.getByRole('region', { name: '报价明细' }));
    const lines = csv.trim().split(/\r?\n/);
    expect(lines[0]).toContain(`${first.name} ${first.spec}（${first.unit}）`);
    expect(lines).toHaveLength(quotes.length + 1);
    expect(lines[1].startsWith(`${quotes[quotes.length - 1].date},${quotes[quotes.length - 1].price}`)).toBe(true);
    expect(consoleErrors).toEqual([]);
  });

  test('an unknown material id shows the 404 state', async ({ page }) => {
    await openRoute(page, '/priceTrend?ids=no-such-material');
    await expect(notFoundState(page)).toBeVisible();
    await expect(page.getByRole('link', { name: '返回首页' })).toHaveAttribute('href', '#/home');
  });

  test('a failed price history shows an error in the chart and retry recovers', async ({ page, consoleErrors }) => {
    await failApi(page, 'materials/*/prices*', 'network');
    await openRoute(page, '/priceTrend');
    await expect(page.getByRole('region', { name: /价格走势$/ }).locator('[data-state="error"]')).toBeVisible();
    await expect(page.getByTestId('material-name').first()).toBeVisible();
    await page.unroute('**/webapi/materials/*/prices*');
    // The chart and the cost-pressure view both read price histories: each shows its error and retry.
    await expect(async () => {
      const retry = retryButton(page);
      if (await retry.count()) await retry.first().click();
      await expect(errorState(page)).toHaveCount(0, { timeout: 2_000 });
    }).toPass({ timeout: 30_000 });
    await expect(tableRows(page, 'quote-table').first()).toBeVisible();
    expect(unexpectedErrors(consoleErrors)).toEqual([]);
  });
});

test.describe('desktop /exportData', () => {
  test('shows the latest month, the monthly chart and table, and the breakdown by partner', async ({ page, consoleErrors }) => {
    const trade = await api<TradeData>(page, '/trade');
    const partners = await api<TradeBreakdown>(page, '/trade/breakdown?by=partner');
    const latest = trade.months[trade.months.length - 1];
    await openRoute(page, '/exportData');

    await expect(page.getByRole('heading', { level: 1, name: '进出口数据' })).toBeVisible();
    const summary = page.getByTestId('trade-summary');
    await expect(summary).toContainText(`${zhMonth(latest.month)}出口`);
    await expect(summary).toContainText(num(latest.exportValue));
    await expect(summary).toContainText(num(latest.importValue));
    await expect(page.getByRole('img', { name: /月度出口额、进口额/ })).toBeVisible();
    const newest = tableRows(page, 'trade-table').first();
    await expect(newest).toContainText(zhMonth(latest.month));
    await expect(newest).toContainText(num(latest.exportValue));
    await expect(newest).toContainText(num(latest.exportValue - latest.importValue));
    // Unpublished months are rows too (marked 未公布), so three years are 36 rows.
    await expect(page.getByText(`共 ${Math.min(36, trade.months.length + trade.missingMonths.length)} 条`)).toBeVisible();
    // Partners of the newest published month as ranked bars (export, share, 同比), one row of the table per month.
    await expect(page.getByTestId('breakdown-bars').getByRole('button')).toHaveCount(partners.items.length);
    await expect(tableRows(page, 'breakdown-table').first()).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });

  test('range and chart type are kept in the URL; the table downloads as CSV', async ({ page, consoleErrors }) => {
    const trade = await api<TradeData>(page, '/trade');
    const latest = trade.months[trade.months.length - 1];
    await openRoute(page, '/exportData');

    await page.getByTestId('range-presets').getByText('近1年').click();
    await expect(page).toHaveURL(/range=1y/);
    await expect(tableRows(page, 'trade-table')).toHaveCount(12);
    await page.getByText('折线图').click();
    await expect(page).toHaveURL(/chart=line/);
    await page.reload();
    await expect(page.locator('.ant-segmented-item-selected', { hasText: '折线图' })).toBeVisible();
    await expect(tableRows(page, 'trade-table')).toHaveCount(12);

    // Two tables download on this page: the monthly one's section.
    const csv = await downloadText(page, '下载 CSV', page.locator('section', { has: page.getByTestId('trade-table') }));
    const lines = csv.trim().split(/\r?\n/);
    expect(lines[0]).toBe('月份,出口额（万美元）,出口同比（%）,进口额（万美元）,进口同比（%）,贸易差额（万美元）');
    expect(lines).toHaveLength(13);
    expect(lines[1].startsWith(`${latest.month},${latest.exportValue},`)).toBe(true);
    expect(consoleErrors).toEqual([]);
  });

});

test.describe('desktop /brandRank', () => {
  test('shows the latest ranking with values, rank changes and company links', async ({ page, consoleErrors }) => {
    const ranking = await api<BrandRanking>(page, '/brands/ranking');
    await openRoute(page, '/brandRank');

    await expect(page.getByTestId('brand-summary')).toContainText(`${ranking.year}年度共 ${ranking.items.length} 个品牌上榜`);
    // The top ten as HTML bars (no chart engine): ten rows, largest first, each with its value.
    const bars = page.getByRole('list', { name: new RegExp(`${ranking.year}年度品牌价值前十`) }).getByRole('listitem');
    await expect(bars).toHaveCount(Math.min(10, ranking.items.length));
    await expect(bars.first()).toContainText(`1. ${ranking.items[0].name}`);
    await expect(bars.first()).toContainText(num(ranking.items[0].value));
    const rows = tableRows(page, 'brand-table');
    await expect(rows).toHaveCount(ranking.items.length);
    const top = ranking.items[0];
    await expect(rows.first()).toContainText(top.name);
    await expect(rows.first()).toContainText(top.companyName);
    await expect(rows.first()).toContainText(num(top.value));
    const newIndex = ranking.items.findIndex((it) => it.rankChange === null);
    if (newIndex >= 0) await expect(rows.nth(newIndex)).toContainText('新上榜');
    const upIndex = ranking.items.findIndex((it) => (it.rankChange ?? 0) > 0);
    if (upIndex >= 0) await expect(rows.nth(upIndex)).toContainText(`▲ +${ranking.items[upIndex].rankChange}`);
    const downIndex = ranking.items.findIndex((it) => (it.rankChange ?? 0) < 0);
    if (downIndex >= 0) await expect(rows.nth(downIndex)).toContainText(`▼ −${-ranking.items[downIndex].rankChange!}`);

    await rows.first().getByRole('link', { name: top.companyName }).click();
    await expect(page).toHaveURL(new RegExp(`#/companyDetail/${top.companyId}$`));
    await expect(page.getByRole('heading', { level: 1, name: top.companyName })).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });

  test('another year is chosen through the URL and downloads as CSV', async ({ page, consoleErrors }) => {
    const { years } = await api<BrandRanking>(page, '/brands/ranking');
    const year = years[0];
    const older = await api<BrandRanking>(page, `/brands/ranking?year=${year}`);
    await openRoute(page, '/brandRank');

    await page.getByTestId('brand-years').getByText(`${year}年度`).click();
    await expect(page).toHaveURL(new RegExp(`year=${year}`));
    await expect(tableRows(page, 'brand-table').first()).toContainText(older.items[0].name);
    await expect(page.getByTestId('brand-summary')).toContainText(`${year}年度`);

    const csv = await downloadText(page, '下载 CSV');
    const lines = csv.trim().split(/\r?\n/);
    expect(lines[0]).toBe('排名,品牌,企业,行业,区域,品牌价值（亿元）,排名变化');
    expect(lines).toHaveLength(older.items.length + 1);
    expect(lines[1].startsWith(`1,${older.items[0].name},${older.items[0].companyName},`)).toBe(true);
    expect(consoleErrors).toEqual([]);
  });

  test('a year without ranking shows the 404 state', async ({ page }) => {
    await openRoute(page, '/brandRank?year=1990');
    await expect(notFoundState(page)).toBeVisible();
  });

});

test.describe('desktop /company', () => {
  test('lists ten companies a page with pagination', async ({ page, consoleErrors }) => {
    const first = await api<CompanyPage>(page, '/companies?current=1&pageSize=10');
    const second = await api<CompanyPage>(page, '/companies?current=2&pageSize=10');
    await openRoute(page, '/company');

    const items = page.getByTestId('company-item');
    await expect(items).toHaveCount(first.list.length);
    await expect(items.first()).toContainText(first.list[0].name);
    await expect(items.first()).toContainText(first.list[0].industry);
    await expect(items.first()).toContainText(`成立于 ${first.list[0].founded} 年`);
    await expect(page.getByText(`共 ${first.total} 条`)).toBeVisible();
    await page.getByRole('listitem').filter({ hasText: /^2$/ }).click();
    await expect(items.first()).toContainText(second.list[0].name);
    expect(consoleErrors).toEqual([]);
  });

  test('keyword and industry filters are in the URL; no hits shows the empty state', async ({ page, consoleErrors }) => {
    const { list, industries } = await api<CompanyPage>(page, '/companies?current=1&pageSize=10');
    const industry = industries[1];
    const byIndustry = await api<CompanyPage>(page, `/companies?industry=${encodeURIComponent(industry)}`);
    const keyword = list[0].shortName;
    const byKeyword = await api<CompanyPage>(page, `/companies?keyword=${encodeURIComponent(keyword)}`);
    await openRoute(page, '/company');

    const search = page.getByRole('searchbox', { name: '搜索企业名称、简介或标签' });
    await search.fill(keyword);
    await search.press('Enter');
    await expect(page).toHaveURL(/keyword=/);
    await expect(page.getByText(`共 ${byKeyword.total} 条`)).toBeVisible();
    await expect(page.getByTestId('company-item').first()).toContainText(byKeyword.list[0].name);

    await search.fill(NO_HITS);
    await search.press('Enter');
    await expect(emptyState(page)).toContainText('没有找到符合条件的企业');

    await openRoute(page, '/company');
    await page.getByTestId('company-industry').click();
    await selectOption(page, industry);
    await expect(page).toHaveURL(new RegExp(`industry=${encodeURIComponent(industry)}`));
    await expect(page.getByText(`共 ${byIndustry.total} 条`)).toBeVisible();
    await expect(page.getByTestId('company-item').first()).toContainText(byIndustry.list[0].name);
    for (const item of await page.getByTestId('company-item').all()) await expect(item).toContainText(industry);
    expect(consoleErrors).toEqual([]);
  });

  test('a company name opens its detail page', async ({ page, consoleErrors }) => {
    const { list } = await api<CompanyPage>(page, '/companies?current=1&pageSize=10');
    await openRoute(page, '/company');
    await page.getByRole('link', { name: list[0].name }).click();
    await expect(page).toHaveURL(new RegExp(`#/companyDetail/${list[0].id}$`));
    await expect(page.getByRole('heading', { level: 1, name: list[0].name })).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });

});

test.describe('desktop /companyDetail/:id', () => {
  test('shows the company facts, introduction, brands, honours and products', async ({ page, consoleErrors }) => {
    const company = await companyWithWebsite(page);
    await openRoute(page, `/companyDetail/${company.id}`);

    await expect(page.getByRole('heading', { level: 1, name: company.name })).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(`^${company.name} - `));
    for (const text of [company.industry, company.region, company.legalPerson, company.address, company.phone, `${num(company.capital, 0)} 万元`]) {
      await expect(page.locator('main')).toContainText(text);
    }
    const website = page.getByRole('link', { name: company.website! });
    await expect(website).toHaveAttribute('href', company.website!);
    await expect(website).toHaveAttribute('target', '_blank');
    await expect(website).toHaveAttribute('rel', /noopener/);
    const intro = company.introduction.match(/<p>([^<]{6,30})/)?.[1];
    if (intro) await expect(page.locator('main')).toContainText(intro);
    // The demo's first company with a website has both: else the two checks below would check nothing.
    expect([company.brands.length > 0, company.honours.length > 0]).toEqual([true, true]);
    for (const b of company.brands) await expect(page.getByTestId('company-brands')).toContainText(b.name);
    for (const h of company.honours) await expect(page.locator('main')).toContainText(h);
    await expect(page.getByTestId('product-card')).toHaveCount(company.products.length);
    const firstProduct = company.products[0];
    if (firstProduct) await expect(page.getByRole('img', { name: firstProduct.name }).first()).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });

  test('an unknown or malformed id shows the 404 state', async ({ page }) => {
    await openRoute(page, '/companyDetail/99999');
    await expect(notFoundState(page)).toBeVisible();
    await expect(page).toHaveTitle(/^企业详情/);
    await openRoute(page, '/companyDetail/abc');
    await expect(notFoundState(page)).toBeVisible();
  });

});

test.describe('desktop /product', () => {
  test('shows ten product cards a page with picture, price and company link', async ({ page, consoleErrors }) => {
    const first = await api<ProductPage>(page, '/products?current=1&pageSize=10');
    const p = first.list[0];
    await openRoute(page, '/product');

    const cards = page.getByTestId('product-card');
    await expect(cards).toHaveCount(first.list.length);
    await expect(cards.first()).toContainText(p.name);
    await expect(cards.first()).toContainText(p.spec);
    await expect(cards.first()).toContainText(`${num(p.price)}${p.priceUnit}`);
    await expect(cards.first().getByRole('img', { name: p.name })).toHaveAttribute('src', p.image);
    await expect(page.getByText(`共 ${first.total} 条`)).toBeVisible();
    await cards.first().getByRole('link', { name: p.companyName }).click();
    await expect(page).toHaveURL(new RegExp(`#/companyDetail/${p.companyId}$`));
    await expect(page.getByRole('heading', { level: 1, name: p.companyName })).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });

  test('category and keyword filters are in the URL; no hits shows the empty state', async ({ page, consoleErrors }) => {
    const { categories } = await api<ProductPage>(page, '/products?current=1&pageSize=10');
    const category = categories[2];
    const byCategory = await api<ProductPage>(page, `/products?category=${encodeURIComponent(category)}`);
    await openRoute(page, '/product');

    await page.getByTestId('product-category').click();
    await selectOption(page, category);
    await expect(page).toHaveURL(new RegExp(`category=${encodeURIComponent(category)}`));
    await expect(page.getByText(`共 ${byCategory.total} 条`)).toBeVisible();
    await expect(page.getByTestId('product-card').first()).toContainText(byCategory.list[0].name);

    await openRoute(page, `/product?keyword=${encodeURIComponent(NO_HITS)}`);
    await expect(emptyState(page)).toContainText('没有找到符合条件的产品');
    await expect(page.getByRole('searchbox', { name: '搜索产品名称或规格' })).toHaveValue(NO_HITS);
    expect(consoleErrors).toEqual([]);
  });

});

// ---------------------------------------------------------------- mobile

test.describe('mobile /mobile/priceTrend', () => {
  test.use(PHONE);

  test('lists the materials and charts the chosen one with its recent quotes', async ({ page, consoleErrors }) => {
    const materials = await api<RawMaterial[]>(page, '/materials');
    const [first, second] = materials;
    const series = await api<MaterialPriceSeries>(page, `/materials/${second.id}/prices`);
    const last = series.points[series.points.length - 1];
    await openRoute(page, '/mobile/priceTrend');

    await expect(page.getByTestId('material-item')).toHaveCount(materials.length);
    await expect(page.getByTestId('material-item').first()).toContainText(first.name);
    await expect(page.getByTestId('material-item').first()).toContainText(num(first.latest.price, 0));
    await expect(page.getByRole('heading', { name: `${first.name}价格走势` })).toBeVisible();

    await page.getByRole('link', { name: second.name }).click();
    await expect(page).toHaveURL(new RegExp(`/mobile/priceTrend\\?ids=${second.id}`));
    await expect(page.getByRole('heading', { name: `${second.name}价格走势` })).toBeVisible();
    const newest = page.getByTestId('recent-quotes').locator('tbody tr').first();
    await expect(newest).toContainText(zhDate(last.date));
    await expect(newest).toContainText(num(last.price, 0));
    await expect(page.getByTestId('recent-quotes').locator('tbody tr')).toHaveCount(10);
    expect(consoleErrors).toEqual([]);
  });

  test('an unknown material id shows the 404 state', async ({ page }) => {
    await openRoute(page, '/mobile/priceTrend?ids=no-such-material');
    await expect(notFoundState(page)).toBeVisible();
    await expect(page.getByRole('link', { name: '返回首页' })).toHaveAttribute('href', '#/mobile/home');
  });

});

test.describe('mobile /mobile/exportData', () => {
  test.use(PHONE);

  test('shows the latest month, the chart, the monthly list and, behind the switch, the partner ranking', async ({ page, consoleErrors }) => {
    const trade = await api<TradeData>(page, '/trade');
    const partners = await api<TradeBreakdown>(page, '/trade/breakdown?by=partner');
    const latest = trade.months[trade.months.length - 1];
    await openRoute(page, '/mobile/exportData');

    await expect(page.getByTestId('trade-summary')).toContainText(num(latest.exportValue));
    await expect(page.getByTestId('trade-summary')).toContainText(num(latest.importValue));
    await expect(page.getByRole('img', { name: /月度出口额、进口额/ })).toBeVisible();
    // Drawn as SVG first, with no chart engine: export and import bars for each published month of
    // the default three years. A tap brings ECharts.
    const start = dayjs(`${latest.month}-01`).subtract(35, 'month').format('YYYY-MM');
    const chart = page.locator('[data-chart]');
    await expect(chart).toHaveAttribute('data-chart', 'svg');
    await expect(chart.getByTestId('combo-bar')).toHaveCount(2 * trade.months.filter((m) => m.month >= start).length);
    await chart.click();
    await expect(chart).toHaveAttribute('data-chart', 'echarts');
    await expect(chart.locator('canvas').first()).toBeVisible();
    const rows = page.getByTestId('trade-table').locator('tbody tr');
    await expect(rows.first()).toContainText(zhMonth(latest.month));
    await expect(rows.first()).toContainText(num(latest.exportValue));
    await expect(rows).toHaveCount(12);
    await page.getByRole('button', { name: '查看更多' }).click();
    await expect(rows).toHaveCount(Math.min(24, trade.months.length + trade.missingMonths.length));
    await page.getByTestId('trade-panel').getByRole('radio', { name: '构成排行', exact: true }).click();
    await expect(page.getByTestId('breakdown-bars').getByRole('button')).toHaveCount(partners.items.length);
    expect(consoleErrors).toEqual([]);
  });

});

test.describe('mobile /mobile/brandRank', () => {
  test.use(PHONE);

  test("shows the ranked list, switches years and opens a brand's history, then its company", async ({ page, consoleErrors }) => {
    const ranking = await api<BrandRanking>(page, '/brands/ranking');
    const year = ranking.years[0];
    const older = await api<BrandRanking>(page, `/brands/ranking?year=${year}`);
    await openRoute(page, '/mobile/brandRank');

    const items = page.getByTestId('brand-item');
    await expect(items).toHaveCount(ranking.items.length);
    await expect(items.first()).toContainText(ranking.items[0].name);
    await expect(items.first()).toContainText(num(ranking.items[0].value));

    await page.getByRole('tab', { name: `${year}年度` }).click();
    await expect(page).toHaveURL(new RegExp(`year=${year}`));
    await expect(items.first()).toContainText(older.items[0].name);

    await items.first().click();
    await expect(page).toHaveURL(new RegExp(`brand=${older.items[0].brandId}`));
    await page.getByTestId('brand-history').getByTestId('brand-history-company').click();
    await expect(page).toHaveURL(new RegExp(`#/mobile/companyDetail/${older.items[0].companyId}$`));
    await expect(page.getByRole('heading', { name: older.items[0].companyName })).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });

});

test.describe('mobile /mobile/company', () => {
  test.use(PHONE);

  test('loads more companies on scroll and opens one', async ({ page, consoleErrors }) => {
    const first = await api<CompanyPage>(page, '/companies?current=1&pageSize=10');
    const second = await api<CompanyPage>(page, '/companies?current=2&pageSize=10');
    await openRoute(page, '/mobile/company');

    const items = page.getByTestId('company-item');
    await expect(items.first()).toContainText(first.list[0].name);
    await scrollUntil(page, 'company-item', 20);
    await expect(items.nth(10)).toContainText(second.list[0].name);

    await page.evaluate(() => window.scrollTo(0, 0));
    await items.first().click();
    await expect(page).toHaveURL(new RegExp(`#/mobile/companyDetail/${first.list[0].id}$`));
    await expect(page.getByRole('heading', { name: first.list[0].name })).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });

  test('search and the industry chosen in the filter sheet are in the URL; no hits shows the empty state', async ({ page, consoleErrors }) => {
    const { industries } = await api<CompanyPage>(page, '/companies?current=1&pageSize=10');
    const industry = industries[2];
    const byIndustry = await api<CompanyPage>(page, `/companies?industry=${encodeURIComponent(industry)}`);
    await openRoute(page, '/mobile/company');

    await page.getByTestId('company-filters').click();
    await page.getByTestId('company-filters-industry').getByText(industry, { exact: true }).click();
    await page.getByRole('button', { name: '确定' }).click();
    await expect(page).toHaveURL(new RegExp(`industry=${encodeURIComponent(industry)}`));
    await expect(page.getByText(`共 ${byIndustry.total} 条`)).toBeVisible();
    await expect(page.getByTestId('company-filters')).toHaveText('筛选（1）');
    await expect(page.getByTestId('company-item').first()).toContainText(byIndustry.list[0].name);

    const search = page.getByRole('searchbox');
    await search.fill(NO_HITS);
    await search.press('Enter');
    await expect(page).toHaveURL(/keyword=/);
    await expect(emptyState(page)).toContainText('没有找到符合条件的企业');
    expect(consoleErrors).toEqual([]);
  });

});

test.describe('mobile /mobile/companyDetail/:id', () => {
  test.use(PHONE);

  test('shows the company facts, introduction and products', async ({ page, consoleErrors }) => {
    const company = await companyWithWebsite(page);
    await openRoute(page, `/mobile/companyDetail/${company.id}`);

    await expect(page.getByRole('heading', { name: company.name })).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(`^${company.name} - `));
    for (const text of [company.industry, company.legalPerson, company.address, company.phone]) {
      await expect(page.locator('main')).toContainText(text);
    }
    await expect(page.getByRole('link', { name: company.website! })).toHaveAttribute('rel', /noopener/);
    await expect(page.getByTestId('product-card')).toHaveCount(company.products.length);
    expect(consoleErrors).toEqual([]);
  });

  test('an unknown id shows the 404 state', async ({ page }) => {
    await openRoute(page, '/mobile/companyDetail/99999');
    await expect(notFoundState(page)).toBeVisible();
    await expect(page.getByRole('link', { name: '返回首页' })).toHaveAttribute('href', '#/mobile/home');
  });

});

test.describe('mobile /mobile/product', () => {
  test.use(PHONE);

  test('shows product cards and loads more on scroll', async ({ page, consoleErrors }) => {
    const first = await api<ProductPage>(page, '/products?current=1&pageSize=10');
    const second = await api<ProductPage>(page, '/products?current=2&pageSize=10');
    await openRoute(page, '/mobile/product');

    const cards = page.getByTestId('product-card');
    await expect(cards.first()).toContainText(first.list[0].name);
    await expect(cards.first()).toContainText(num(first.list[0].price));
    await expect(cards.first().getByRole('link', { name: first.list[0].companyName })).toHaveAttribute(
      'href',
      `#/mobile/companyDetail/${first.list[0].companyId}`,
    );
    await scrollUntil(page, 'product-card', 20);
    await expect(cards.nth(10)).toContainText(second.list[0].name);
    expect(consoleErrors).toEqual([]);
  });

  test('a keyword without hits shows the empty state', async ({ page, consoleErrors }) => {
    await openRoute(page, '/mobile/product');
    await expect(page.getByTestId('product-card').first()).toBeVisible();
    const search = page.getByRole('searchbox');
    await search.fill(NO_HITS);
    await search.press('Enter');
    await expect(emptyState(page)).toContainText('没有找到符合条件的产品');
    expect(consoleErrors).toEqual([]);
  });

});
