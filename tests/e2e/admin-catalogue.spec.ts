/**
 * An office adds and retires its catalogue in the browser (issue 45, deliver 5), on the production
 * build and the real server, from an empty database (a site of its own, none of the demo's): an
 * editor adds a company with 新增企业 (created and submitted at once), a reviewer approves it and the
 * public /company list shows it; the editor fills the downloaded 批量导入 template (exceljs) with a
 * product of that company and a raw material, uploads it and follows the links of what was created;
 * the reviewer approves the raw material, sends the product back (it has no picture yet), the editor
 * adds one and submits, the reviewer approves it; the editor asks to retire the company (停用, with
 * the reason), the reviewer approves, the lists and the page say 已停用 and its public page is the 404.
 *
 * It starts its own server on an empty data folder (SEED=off) and its own port.
 */
import fs from 'node:fs';
import type { Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import sharp from 'sharp';
import { expect, notFoundState, test } from './fixtures';
import { startOwnServer, type OwnServer } from './support/ownServer';
import { staffOf, usersIn, xsrfOf } from './support/staff';

const PORT = Number(process.env.E2E_CATALOGUE_PORT || 4179);
const BASE = `http://localhost:${PORT}`;
const NAMES = { admin: 'boss', editor: 'writer', reviewer: 'checker' } as const;
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const COMPANY = '松溪竹艺有限公司';
const PRODUCT = '竹编收纳篮';
const MATERIAL = '毛竹原竹';

test.skip(!!process.env.E2E_BASE_URL, 'starts a server of its own');
test.describe.configure({ mode: 'serial' });
test.use({ baseURL: BASE });

let own: OwnServer | null = null;
const staff = staffOf((...args) => usersIn(own!.dataDir)(...args), NAMES, { baseURL: BASE });

test.beforeAll(async ({ browser }) => {
  test.setTimeout(240_000);
  own = await startOwnServer(PORT, 'e2e-catalogue-', { seed: false });
  // The office's own site: nothing of the demo's.
  const admin = await staff(browser, 'admin');
  const settings = {
    name: '松溪竹产业价格指数',
    shortName: '松溪竹指',
    publisher: '松溪县竹产业发展中心',
    compiler: '松溪县竹产业发展中心编制组',
    description: '',
    contact: { phone: '', email: '', address: '' },
    icp: '',
    police: '',
    sections: ['home', 'data', 'company', 'product', 'priceTrend', 'about'],
  };
  const created = await admin.request.post('/webapi/admin/site', { data: { code: 'songxi-bamboo', settings }, headers: { 'X-XSRF-TOKEN': await xsrfOf(admin.request) } });
  expect(created.status()).toBe(200);
  await admin.context().close();
});

test.afterAll(async () => {
  await own?.stop();
});

let companyId = 0;

/** A reviewer approves what `path` shows, waiting for review. */
async function approve(reviewer: Page, path: string) {
  await reviewer.goto(`/#${path}`);
  await expect(reviewer.getByTestId('edited-state')).toHaveText('待审核');
  await reviewer.getByTestId('edited-approve').click();
  await expect(reviewer.getByTestId('edited-state')).toHaveText('已发布');
}

test('an editor adds a company, a reviewer approves it, visitors see it', async ({ browser }) => {
  test.setTimeout(90_000);
  const editor = await staff(browser, 'editor');
  await editor.goto('/#/admin/companies');
  await editor.getByTestId('companies-new').click();
  const dialog = editor.getByRole('dialog', { name: '新增企业' });
  await dialog.getByLabel('企业名称').fill(COMPANY);
  await dialog.getByLabel('简称').fill('松溪竹艺');
  await dialog.getByLabel('行业').fill('竹制品');
  await dialog.getByLabel('地区').fill('松溪县');
  await dialog.getByLabel('成立年份').fill('2015');
  await dialog.getByLabel('注册资本').fill('500');
  await dialog.getByLabel('员工人数').fill('40');
  await dialog.getByTestId('new-item-ok').click();
  await expect(editor).toHaveURL(/#\/admin\/companies\/\d+$/);
  companyId = Number(/companies\/(\d+)$/.exec(editor.url())![1]);
  await expect(editor.locator('.ant-page-header-heading-title')).toHaveText(COMPANY);
  await expect(editor.getByTestId('edited-state')).toHaveText('待审核');
  await editor.context().close();

  const reviewer = await staff(browser, 'reviewer');
  await approve(reviewer, `/admin/companies/${companyId}`);
  await reviewer.context().close();

  const visitor = await browser.newPage();
  await expect(async () => {
    await visitor.goto('/#/company');
    await expect(visitor.getByTestId('company-item').filter({ hasText: COMPANY })).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 30_000 });
  await visitor.close();
});

test('the editor bulk-imports a product and a raw material; the reviewer approves them', async ({ browser }) => {
  test.setTimeout(120_000);
  const editor = await staff(browser, 'editor');
  await editor.goto('/#/admin/catalogue');
  const [download] = await Promise.all([editor.waitForEvent('download'), editor.getByTestId('catalogue-template').click()]);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(fs.readFileSync((await download.path())!) as unknown as ArrayBuffer);
  book.getWorksheet('产品')!.addRow([COMPANY, PRODUCT, '竹编', '30×20×15cm', 45, '元/个']);
  book.getWorksheet('原材料')!.addRow([MATERIAL, '4 年生', '元/吨', '竹材', '松溪竹木市场', '松溪县竹产业发展中心', 30]);
  await editor
    .getByTestId('catalogue-upload')
    .locator('input[type=file]')
    .setInputFiles({ name: 'catalogue.xlsx', mimeType: XLSX, buffer: Buffer.from(await book.xlsx.writeBuffer()) });
  await expect(editor.getByTestId('catalogue-done')).toBeVisible();
  const links = editor.getByTestId('catalogue-created-link');
  await expect(links).toHaveText([PRODUCT, MATERIAL]);
  const productPath = (await links.nth(0).getAttribute('href'))!.replace(/^#/, '');
  const materialPath = (await links.nth(1).getAttribute('href'))!.replace(/^#/, '');
  expect(productPath).toMatch(/^\/admin\/products\/\d+$/);
  expect(materialPath).toMatch(/^\/admin\/materials\/[A-Za-z0-9-]+$/);

  const reviewer = await staff(browser, 'reviewer');
  await approve(reviewer, materialPath);

  // The product is a draft (a workbook carries no pictures): its picture added, then submitted.
  await editor.goto(`/#${productPath}`);
  await expect(editor.getByTestId('edited-state')).toHaveText('草稿');
  const picture = await sharp({ create: { width: 1200, height: 900, channels: 3, background: { r: 60, g: 140, b: 80 } } })
    .png()
    .toBuffer();
  await editor.getByTestId('image-upload').locator('input[type=file]').setInputFiles({ name: 'basket.png', mimeType: 'image/png', buffer: picture });
  await expect(editor.getByTestId('image-item')).toHaveCount(1);
  await editor.getByTestId('edited-submit').click();
  await expect(editor.getByTestId('edited-state')).toHaveText('待审核');
  await editor.context().close();

  // Away from the product's page first: coming back reads it anew.
  await reviewer.goto('/#/admin/materials');
  await expect(reviewer.getByRole('link', { name: MATERIAL })).toBeVisible();
  await approve(reviewer, productPath);
  await reviewer.context().close();
});

test('an editor retires the company with a reason; approved, visitors get the 404 page', async ({ browser }) => {
  test.setTimeout(90_000);
  const editor = await staff(browser, 'editor');
  await editor.goto(`/#/admin/companies/${companyId}`);
  await editor.getByTestId('retire').click();
  await editor.getByTestId('retire-reason').fill('企业已注销');
  await editor.getByTestId('retire-confirm').click();
  await expect(editor.getByTestId('edited-state')).toHaveText('待审核');
  await editor.context().close();

  const reviewer = await staff(browser, 'reviewer');
  await reviewer.goto(`/#/admin/companies/${companyId}`);
  await expect(reviewer.getByTestId('retire-notice')).toContainText('企业已注销');
  await reviewer.getByTestId('edited-approve').click();
  await expect(reviewer.getByTestId('edited-retired')).toHaveText('已停用');
  await reviewer.goto('/#/admin/companies');
  await expect(reviewer.getByRole('row', { name: new RegExp(COMPANY) })).toContainText('已停用');
  await reviewer.context().close();

  const visitor = await browser.newPage();
  await expect(async () => {
    await visitor.goto(`/#/companyDetail/${companyId}`);
    await expect(notFoundState(visitor)).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 30_000 });
  await visitor.close();
});
