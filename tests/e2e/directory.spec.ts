/**
 * The regional brand map (issue 10), desktop and mobile: the ranking's filters, sort and brand
 * history, the company list's filters, the links of a company's detail page to the ranking, the
 * products and /data, product previews and broken pictures. Every expectation is computed from the
 * /webapi answers the pages read.
 */
import type { Page } from '@playwright/test';
import type {
  BrandHistory,
  BrandRanking,
  BrandRankItem,
  CompanyDetail,
  CompanyPage,
  IndexSnapshot,
  ProductPage,
} from '../../src/types/webapi';
import {
  api,
  emptyState,
  expect,
  num,
  openRoute,
  PHONE,
  scrollUntil,
  selectOption,
  tableRows,
  test,
} from './fixtures';

const enc = encodeURIComponent;
/** The most frequent value of `key` among `items` (a filter that keeps several rows). */
function mostCommon<T>(items: T[], key: (it: T) => string): string {
  const counts = new Map<string, number>();
  items.forEach((it) => counts.set(key(it), (counts.get(key(it)) ?? 0) + 1));
  return [...counts.entries()].sort((a, b) => b[1] - a[1])[0][0];
}

/** Choose `label` in the antd Select with test id `testId` (typed: its long lists are virtual). */
async function choose(page: Page, testId: string, label: string) {
  await page.getByTestId(testId).click();
  await page.keyboard.type(label);
  await selectOption(page, label);
}

/** The brand names of the ranking table, in order. */
const rankedNames = (page: Page) => tableRows(page, 'brand-table').locator('th[scope="row"]').allInnerTexts();

// ---------------------------------------------------------------- /brandRank

test.describe('desktop /brandRank: filters, sort, history, summary', () => {
  test('region, category and search filter the rows and the top ten; the sort orders them; a reload restores all', async ({
    page,
    consoleErrors,
  }) => {
    const ranking = await api<BrandRanking>(page, '/brands/ranking');
    const region = mostCommon(ranking.items, (it) => it.region);
    const inRegion = ranking.items.filter((it) => it.region === region);
    await openRoute(page, '/brandRank');
    const rows = tableRows(page, 'brand-table');
    await expect(rows).toHaveCount(ranking.items.length);

    await choose(page, 'brand-region', region);
    await expect(page).toHaveURL(new RegExp(`region=${enc(region)}`));
    await expect(rows).toHaveCount(inRegion.length);
    expect(await rankedNames(page)).toEqual(inRegion.map((it) => it.name));
    const bars = page.getByTestId('brand-top').getByRole('listitem');
    await expect(bars).toHaveCount(Math.min(10, inRegion.length));
    await expect(bars.first()).toContainText(inRegion[0].name);

    const category = mostCommon(inRegion, (it) => it.category);
    const both = inRegion.filter((it) => it.category === category);
    await choose(page, 'brand-category', category);
    await expect(page).toHaveURL(new RegExp(`category=${enc(category)}`));
    await expect(rows).toHaveCount(both.length);

    // Value, ascending: the smallest first.
    await page.getByTestId('brand-table').getByRole('button', { name: '品牌价值（亿元）', exact: true }).click();
    await expect(page).toHaveURL(/sort=value/);
    const ascending = [...both].sort((a, b) => a.value - b.value).map((it) => it.name);
    await expect.poll(() => rankedNames(page)).toEqual(ascending);
    await expect(page.getByTestId('brand-table').locator('th[aria-sort="ascending"]')).toContainText('品牌价值');

    await page.reload();
    await expect(rows).toHaveCount(both.length);
    await expect.poll(() => rankedNames(page)).toEqual(ascending);

    // Search by name: one brand.
    await page.getByTestId('brand-clear').first().click();
    await expect(rows).toHaveCount(ranking.items.length);
    const target = ranking.items[ranking.items.length - 1];
    const search = page.locator('#main').getByRole('searchbox').first();
    await search.fill(target.name);
    await search.press('Enter');
    await expect(page).toHaveURL(new RegExp(`keyword=${enc(target.name)}`));
    await expect(rows.first()).toContainText(target.name);
    expect(await rankedNames(page)).toEqual(ranking.items.filter((it) => it.name.includes(target.name) || it.companyName.includes(target.name)).map((it) => it.name));

    await search.fill('不存在的品牌zzz');
    await search.press('Enter');
    await expect(emptyState(page)).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });

  test("a brand's history shows one point per edition, new entries and drop-outs marked", async ({ page, consoleErrors }) => {
    const ranking = await api<BrandRanking>(page, '/brands/ranking');
    const newcomer = ranking.items.find((it) => it.rankChange === null);
    expect(newcomer, 'the demo edition has a new entry').toBeTruthy();
    await openRoute(page, '/brandRank');

    // Picked from the table.
    await tableRows(page, 'brand-table')
      .filter({ hasText: newcomer!.companyName })
      .getByRole('button', { name: newcomer!.name, exact: true })
      .click();
    await expect(page).toHaveURL(new RegExp(`brand=${newcomer!.brandId}`));
    const history = page.getByTestId('brand-history');
    await expect(history).toContainText(newcomer!.name);
    const editions = history.getByTestId('brand-history-edition');
    await expect(editions).toHaveCount(ranking.years.length);
    const latest = editions.last();
    await expect(latest).toHaveAttribute('data-status', 'new');
    await expect(latest).toContainText(`第${newcomer!.rank}名`);
    await expect(latest).toContainText(num(newcomer!.value));
    await expect(history.getByRole('img')).toBeVisible();

    // A drop-out, opened from a link: its latest edition says it is no longer ranked.
    const dropout = ranking.dropouts[0];
    expect(dropout, 'the demo edition has a drop-out').toBeTruthy();
    const dropped = await api<BrandHistory>(page, `/brands/${dropout.brandId}/history`);
    await openRoute(page, `/brandRank?brand=${dropout.brandId}`);
    await expect(history).toContainText(dropped.name);
    await expect(editions).toHaveCount(dropped.editions.length);
    await expect(editions.last()).toHaveAttribute('data-status', 'dropped');
    await expect(editions.last()).toContainText('未上榜');
    const previous = dropped.editions[dropped.editions.length - 2];
    await expect(editions.nth(dropped.editions.length - 2)).toContainText(`第${previous.rank}名`);

    await page.getByTestId('brand-history-close').click();
    await expect(history).toHaveCount(0);
    await expect(page).not.toHaveURL(/brand=/);
    expect(consoleErrors).toEqual([]);
  });

  test('the edition summary totals the edition, names its climbers, and brand news link to articles', async ({ page, consoleErrors }) => {
    const ranking = await api<BrandRanking>(page, '/brands/ranking');
    const total = ranking.items.reduce((s, it) => s + it.value, 0);
    const climber = [...ranking.items].filter((it) => (it.rankChange ?? 0) > 0).sort((a, b) => b.rankChange! - a.rankChange! || a.rank - b.rank)[0];
    await openRoute(page, '/brandRank');

    const summary = page.getByTestId('edition-summary');
    await expect(summary).toContainText(num(Math.round(total * 100) / 100));
    await expect(summary).toContainText(mostCommon(ranking.items, (it) => it.region));
    await summary.getByRole('button', { name: new RegExp(climber.name) }).first().click();
    await expect(page).toHaveURL(new RegExp(`brand=${climber.brandId}`));
    await expect(page.getByTestId('brand-history')).toContainText(climber.name);

    const news = page.getByTestId('brand-news').getByRole('link');
    await expect(news.first()).toBeVisible();
    const title = (await news.first().innerText()).trim();
    await news.first().click();
    await expect(page).toHaveURL(/#\/article\/\d+$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(title.slice(0, 8));
    expect(consoleErrors).toEqual([]);
  });
});

test.describe('mobile /mobile/brandRank', () => {
  test.use(PHONE);

  test('the filter sheet narrows and orders the list; a row opens its history', async ({ page, consoleErrors }) => {
    const ranking = await api<BrandRanking>(page, '/brands/ranking');
    const region = mostCommon(ranking.items, (it) => it.region);
    const inRegion = ranking.items.filter((it) => it.region === region);
    await openRoute(page, '/mobile/brandRank');
    const items = page.getByTestId('brand-item');
    await expect(items).toHaveCount(ranking.items.length);

    await page.getByTestId('brand-filters').click();
    await page.getByTestId('brand-filters-region').getByText(region, { exact: true }).click();
    await page.getByRole('button', { name: '确定' }).click();
    await expect(page).toHaveURL(new RegExp(`region=${enc(region)}`));
    await expect(items).toHaveCount(inRegion.length);
    await expect(page.getByTestId('brand-filters')).toHaveText('筛选（1）');
    await page.reload();
    await expect(items).toHaveCount(inRegion.length);

    await items.first().click();
    await expect(page).toHaveURL(new RegExp(`brand=${inRegion[0].brandId}`));
    const history = page.getByTestId('brand-history');
    await expect(history).toContainText(inRegion[0].name);
    await expect(history.getByTestId('brand-history-edition')).toHaveCount(ranking.years.length);
    // The sheet and everything in it fit the phone's width.
    for (const box of [await history.boundingBox(), await history.getByTestId('brand-history-edition').last().boundingBox()]) {
      expect(box!.x + box!.width).toBeLessThanOrEqual(PHONE.viewport.width);
    }
    await expect(page.getByTestId('brand-history-close')).toBeInViewport({ ratio: 1 });
    await history.getByRole('link', { name: new RegExp(inRegion[0].companyName) }).click();
    await expect(page).toHaveURL(new RegExp(`#/mobile/companyDetail/${inRegion[0].companyId}$`));
    expect(consoleErrors).toEqual([]);
  });
});

// ---------------------------------------------------------------- /company

test.describe('desktop /company: filters in the URL', () => {
  test('region, segment and tag filter the list; page 2 of a filtered list is a link a reload restores', async ({ page, consoleErrors }) => {
    const all = await api<CompanyPage>(page, '/companies?current=1&pageSize=10');
    const tag = all.tags[0];
    const byTag = await api<CompanyPage>(page, `/companies?tag=${enc(tag)}&current=2&pageSize=10`);
    expect(byTag.total, `more than one page of ${tag}`).toBeGreaterThan(10);
    await openRoute(page, `/company?tag=${enc(tag)}&page=2`);

    const items = page.getByTestId('company-item');
    await expect(items.first()).toContainText(byTag.list[0].name);
    await expect(items).toHaveCount(byTag.list.length);
    await expect(page.getByText(`共 ${byTag.total} 条`)).toBeVisible();
    await page.reload();
    await expect(items.first()).toContainText(byTag.list[0].name);

    const region = all.regions[0];
    const both = await api<CompanyPage>(page, `/companies?tag=${enc(tag)}&region=${enc(region)}&current=1&pageSize=10`);
    await choose(page, 'company-region', region);
    await expect(page).toHaveURL(new RegExp(`region=${enc(region)}`));
    await expect(page).not.toHaveURL(/page=/);
    await expect(page.getByText(`共 ${both.total} 条`)).toBeVisible();
    if (both.total) await expect(items.first()).toContainText(both.list[0].name);

    const industry = all.industries[0];
    const three = await api<CompanyPage>(page, `/companies?tag=${enc(tag)}&region=${enc(region)}&industry=${enc(industry)}&current=1&pageSize=10`);
    await choose(page, 'company-industry', industry);
    await expect(page).toHaveURL(new RegExp(`industry=${enc(industry)}`));
    if (three.total) await expect(page.getByText(`共 ${three.total} 条`)).toBeVisible();
    else await expect(emptyState(page)).toBeVisible();

    await page.getByTestId('company-clear').first().click();
    await expect(page.getByText(`共 ${all.total} 条`)).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });

  test('logos are real pictures with alt text; a broken one falls back to the short name', async ({ page, consoleErrors }) => {
    const { list } = await api<CompanyPage>(page, '/companies?current=1&pageSize=10');
    const withLogo = list.filter((c) => c.logo);
    const broken = withLogo[0];
    await page.route(`**${broken.logo}`, (route) => route.fulfill({ status: 404, body: '' }));
    await openRoute(page, `/companyDetail/${broken.id}`);
    const fallback = page.getByRole('img', { name: broken.name });
    await expect(fallback).toHaveText(broken.shortName.slice(0, 2));
    await expect(fallback).toHaveAttribute('data-testid', 'image-fallback');

    const good = withLogo[1];
    await openRoute(page, `/companyDetail/${good.id}`);
    const logo = page.getByRole('img', { name: good.name });
    await expect(logo).toHaveAttribute('src', good.logo!);
    await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
    const box = (await logo.boundingBox())!;
    expect(box.width).toBeLessThanOrEqual(112);
    expect(box.width).toBe(box.height);
    expect(consoleErrors.filter((e) => !e.includes('404'))).toEqual([]);
  });
});

test.describe('desktop /companyDetail: the links of a company', () => {
  /** The leader of the latest ranking: its company has a ranked brand, categories and products. */
  async function leaderCompany(page: Page): Promise<{ brand: BrandRankItem; company: CompanyDetail }> {
    const ranking = await api<BrandRanking>(page, '/brands/ranking');
    const brand = ranking.items[0];
    return { brand, company: await api<CompanyDetail>(page, `/companies/${brand.companyId}`) };
  }

  test('its brand opens the ranking with that brand selected', async ({ page, consoleErrors }) => {
    const { brand, company } = await leaderCompany(page);
    await openRoute(page, `/companyDetail/${company.id}`);
    const item = page.getByTestId('company-brands').getByRole('listitem').filter({ hasText: brand.name });
    await expect(item).toContainText('第 1 名');
    await item.getByRole('link', { name: brand.name, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`#/brandRank\\?brand=${brand.brandId}$`));
    await expect(page.getByTestId('brand-history')).toContainText(brand.name);
    expect(consoleErrors).toEqual([]);
  });

  test('its index categories show their latest 环比 and open /data at that node', async ({ page, consoleErrors }) => {
    const { company } = await leaderCompany(page);
    const snapshot = await api<IndexSnapshot>(page, `/index/snapshot?projId=${company.categoryProjId}`);
    const rows = company.categoryIds.map((id) => snapshot.rows.find((r) => r.nodeId === id)!).filter(Boolean);
    expect(rows.length).toBeGreaterThan(0);
    await openRoute(page, `/companyDetail/${company.id}`);

    const links = page.getByTestId('company-category');
    await expect(links).toHaveCount(rows.length);
    const first = rows[0];
    await expect(links.first()).toContainText(first.name);
    await expect(links.first()).toContainText(`${Math.abs(first.changePct!).toFixed(2)}%`);
    await links.first().click();
    await expect(page).toHaveURL(new RegExp(`#/data\\?proj=${company.categoryProjId}&nodes=${first.nodeId}$`));
    await expect(page.getByTestId('series-picker').getByTestId('series-chip')).toHaveText([first.name]);
    expect(consoleErrors).toEqual([]);
  });

  test('its products open their preview on /product; address, phone and website work', async ({ page, context, consoleErrors }) => {
    const { company } = await leaderCompany(page);
    const product = company.products[1];
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await openRoute(page, `/companyDetail/${company.id}`);

    await page.getByTestId('company-copy-address').click();
    await expect(page.getByText('地址已复制')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(company.address);
    await expect(page.getByRole('link', { name: company.phone })).toHaveAttribute('href', `tel:${company.phone.replace(/[^\d+]/g, '')}`);
    if (company.website) {
      const site = page.getByRole('link', { name: company.website });
      await expect(site).toHaveAttribute('target', '_blank');
      await expect(site).toHaveAttribute('rel', 'noopener noreferrer');
    }

    await page.getByTestId('company-products').getByTestId('product-card').nth(1).getByTestId('product-open').first().click();
    await expect(page).toHaveURL(new RegExp(`#/product\\?company=${company.id}&preview=${product.id}$`));
    await expect(page.getByTestId('product-preview')).toContainText(product.name);
    expect(consoleErrors).toEqual([]);
  });
});

test.describe('mobile /mobile/company and /mobile/companyDetail', () => {
  test.use(PHONE);

  test('the filter sheet sets region and tag at once; infinite scroll keeps them in the URL', async ({ page, consoleErrors }) => {
    const all = await api<CompanyPage>(page, '/companies?current=1&pageSize=10');
    const tag = all.tags[0];
    const byTag = await api<CompanyPage>(page, `/companies?tag=${enc(tag)}&current=1&pageSize=100`);
    expect(byTag.total).toBeGreaterThan(10);
    await openRoute(page, '/mobile/company');

    await page.getByTestId('company-filters').click();
    await page.getByTestId('company-filters-tag').getByText(tag, { exact: true }).click();
    await page.getByRole('button', { name: '确定' }).click();
    await expect(page).toHaveURL(new RegExp(`tag=${enc(tag)}`));
    await expect(page.getByText(`共 ${byTag.total} 条`)).toBeVisible();
    const items = page.getByTestId('company-item');
    await scrollUntil(page, 'company-item', Math.min(byTag.total, 20));
    await expect(items.nth(10)).toContainText(byTag.list[10].name);
    await expect(page).toHaveURL(new RegExp(`tag=${enc(tag)}`));
    await expect(page).not.toHaveURL(/page=/);

    // Region and tag together: one apply, one URL change.
    const region = mostCommon(byTag.list, (c) => c.region);
    const both = await api<CompanyPage>(page, `/companies?tag=${enc(tag)}&region=${enc(region)}&current=1&pageSize=10`);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.getByTestId('company-filters').click();
    await page.getByTestId('company-filters-region').getByText(region, { exact: true }).click();
    await page.getByRole('button', { name: '确定' }).click();
    await expect(page).toHaveURL(new RegExp(`region=${enc(region)}`));
    await expect(page.getByTestId('company-filters')).toHaveText('筛选（2）');
    await expect(page.getByText(`共 ${both.total} 条`)).toBeVisible();
    await expect(items.first()).toContainText(both.list[0].name);
    expect(consoleErrors).toEqual([]);
  });

  test('company detail: brand, category and product links, and the phone to call', async ({ page, consoleErrors }) => {
    const ranking = await api<BrandRanking>(page, '/brands/ranking');
    const brand = ranking.items[0];
    const company = await api<CompanyDetail>(page, `/companies/${brand.companyId}`);
    await openRoute(page, `/mobile/companyDetail/${company.id}`);

    await expect(page.getByTestId('company-call')).toHaveAttribute('href', `tel:${company.phone.replace(/[^\d+]/g, '')}`);
    await expect(page.getByTestId('company-category').first()).toHaveAttribute(
      'href',
      `#/mobile/data?proj=${company.categoryProjId}&nodes=${company.categoryIds[0]}`,
    );
    await expect(page.getByTestId('company-products').getByTestId('product-open').first()).toHaveAttribute(
      'href',
      `#/mobile/product?company=${company.id}&preview=${company.products[0].id}`,
    );
    await page.getByTestId('company-brands').getByRole('link').first().click();
    await expect(page).toHaveURL(new RegExp(`#/mobile/brandRank\\?brand=${company.brands[0].brandId}$`));
    await expect(page.getByTestId('brand-history')).toContainText(company.brands[0].name);
    expect(consoleErrors).toEqual([]);
  });
});

// ---------------------------------------------------------------- /product

test.describe('desktop /product: filters and preview', () => {
  test('category, company and search are in the URL; a reload restores them', async ({ page, consoleErrors }) => {
    const all = await api<ProductPage>(page, '/products?current=1&pageSize=10');
    const company = all.companies[3];
    const ofCompany = await api<ProductPage>(page, `/products?companyId=${company.id}&current=1&pageSize=10`);
    await openRoute(page, '/product');

    await choose(page, 'product-company', company.name);
    await expect(page).toHaveURL(new RegExp(`company=${company.id}`));
    const cards = page.getByTestId('product-card');
    await expect(cards).toHaveCount(ofCompany.list.length);
    await expect(cards.first()).toContainText(ofCompany.list[0].name);
    await page.reload();
    await expect(cards).toHaveCount(ofCompany.list.length);

    const category = all.categories[1];
    const ofCategory = await api<ProductPage>(page, `/products?category=${enc(category)}&current=2&pageSize=10`);
    await openRoute(page, `/product?category=${enc(category)}&page=2`);
    await expect(cards.first()).toContainText(ofCategory.list[0].name);
    expect(consoleErrors).toEqual([]);
  });

  test('the preview opens larger pictures, moves to the next by keyboard and closes with Escape', async ({ page, consoleErrors }) => {
    const { list } = await api<ProductPage>(page, '/products?current=1&pageSize=10');
    const product = list[0];
    await openRoute(page, '/product');
    await page.getByTestId('product-card').first().getByTestId('product-open').first().click();
    await expect(page).toHaveURL(new RegExp(`preview=${product.id}`));

    const preview = page.getByTestId('product-preview');
    await expect(preview).toContainText(product.name);
    await expect(preview).toContainText(product.spec);
    await expect(preview.getByRole('link', { name: product.companyName })).toBeVisible();
    const shown = page.locator('.ant-image-preview-img');
    await expect(shown).toHaveAttribute('src', product.images[0]);
    await page.keyboard.press('ArrowRight');
    await expect(shown).toHaveAttribute('src', product.images[1]);
    await expect(preview).toContainText(`2 / ${product.images.length}`);
    await page.keyboard.press('Escape');
    await expect(shown).toBeHidden();
    await expect(page).not.toHaveURL(/preview=/);
    expect(consoleErrors).toEqual([]);
  });

  test('a broken product picture shows the fallback in its box', async ({ page, consoleErrors }) => {
    const { list } = await api<ProductPage>(page, '/products?current=1&pageSize=10');
    await page.route(`**${list[0].image}`, (route) => route.fulfill({ status: 404, body: '' }));
    await openRoute(page, '/product');
    const cards = page.getByTestId('product-card');
    await expect(cards.first().getByTestId('image-fallback')).toContainText('暂无图片');
    // The first row is on the first screen: its pictures are asked at once, the others as they come into view.
    await expect(cards.nth(1).getByRole('img', { name: list[1].name })).toHaveAttribute('loading', 'eager');
    await expect(cards.nth(4).getByRole('img', { name: list[4].name })).toHaveAttribute('loading', 'lazy');
    const [broken, good] = await Promise.all([
      cards.first().getByTestId('image-fallback').boundingBox(),
      cards.nth(1).getByRole('img', { name: list[1].name }).boundingBox(),
    ]);
    expect(Math.round(broken!.height)).toBe(Math.round(good!.height));
    expect(consoleErrors.filter((e) => !e.includes('404'))).toEqual([]);
  });
});

test.describe('mobile /mobile/product', () => {
  test.use(PHONE);

  test('the filter sheet picks a category; a card opens the image viewer with the company linked', async ({ page, consoleErrors }) => {
    const all = await api<ProductPage>(page, '/products?current=1&pageSize=10');
    const category = all.categories[2];
    const ofCategory = await api<ProductPage>(page, `/products?category=${enc(category)}&current=1&pageSize=10`);
    await openRoute(page, '/mobile/product');

    await page.getByTestId('product-filters').click();
    await page.getByTestId('product-filters-category').getByText(category, { exact: true }).click();
    await page.getByRole('button', { name: '确定' }).click();
    await expect(page).toHaveURL(new RegExp(`category=${enc(category)}`));
    const cards = page.getByTestId('product-card');
    await expect(cards.first()).toContainText(ofCategory.list[0].name);

    const product = ofCategory.list[0];
    await cards.first().getByTestId('product-open').first().click();
    await expect(page).toHaveURL(new RegExp(`preview=${product.id}`));
    const preview = page.getByTestId('product-preview');
    await expect(preview).toContainText(product.name);
    await expect(preview).toContainText(`1 / ${product.images.length}`);
    await expect(page.locator('.adm-image-viewer-content img').first()).toHaveAttribute('src', product.images[0]);
    await expect(preview.getByRole('link', { name: product.companyName })).toHaveAttribute('href', `#/mobile/companyDetail/${product.companyId}`);
    await page.goBack();
    await expect(page).not.toHaveURL(/preview=/);
    await expect(preview).toHaveCount(0);
    expect(consoleErrors).toEqual([]);
  });
});
