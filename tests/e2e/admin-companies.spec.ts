/**
 * Companies, products and brands through four eyes in the browser, on the production build and the
 * real server: an editor renames a company and uploads its logo (an SVG is refused with the server's
 * message), then submits; the editor cannot approve, in the page or through the API; a reviewer
 * approves; a visitor sees the new name and logo on /companyDetail and /mobile/companyDetail. A
 * product's new picture, once approved, shows on its company's page. axe (WCAG 2.1 AA) finds nothing
 * serious on the three lists and an editor page; the lists' controls are reached by Tab.
 *
 * Needs the server this run started (its data folder, for the command line): skipped against
 * E2E_BASE_URL.
 */
import sharp from 'sharp';
import { expect, PHONE, test, newContext } from './fixtures';
import { axe, E2E_DATA_DIR, staffOf, usersIn, xsrfOf } from './support/staff';

test.skip(!!process.env.E2E_BASE_URL, 'needs the data folder of the server this run started');
test.describe.configure({ mode: 'serial' });

// Unique per run: a reused local server keeps the accounts and revisions of earlier runs.
const RUN = Date.now().toString(36);
const NAMES = { editor: `co${RUN}`, reviewer: `rv${RUN}` } as const;
const NEW_NAME = `测试企业${RUN}`;

const staff = staffOf(usersIn(E2E_DATA_DIR), NAMES);

/** A picture of one colour, as PNG bytes. */
const png = (width: number, height: number, r: number) => sharp({ create: { width, height, channels: 3, background: { r, g: 90, b: 160 } } }).png().toBuffer();
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200"><script>alert(1)</script><rect width="200" height="200"/></svg>');

/** The first product of the directory and its company (the company edited here has products). */
let companyId = 0;
let productId = 0;
let logoUrl = '';
let pictureUrl = '';

test('an editor renames a company and uploads its logo (an SVG is refused), then submits; the editor cannot approve', async ({ browser }) => {
  const page = await staff(browser, 'editor');
  const first = await page.request.get('/webapi/admin/products?current=1&pageSize=1');
  expect(first.status()).toBe(200);
  const product = (await first.json()).data.list[0] as { id: number; companyId: number };
  companyId = product.companyId;
  productId = product.id;

  await page.goto(`/#/admin/companies/${companyId}`);
  const name = page.getByTestId('field-name');
  await expect(name).toBeEditable();
  await name.fill(NEW_NAME);
  await expect(page.getByTestId('edited-dirty')).toBeVisible();

  const preview = page.getByTestId('logo-preview');
  // A retry finds the logo the first attempt uploaded: wait for a new one, not any WebP.
  const earlier = (await preview.count()) ? await preview.getAttribute('src') : null;
  const input = page.getByTestId('logo-upload').locator('input[type=file]');
  await input.setInputFiles({ name: 'logo.svg', mimeType: 'image/svg+xml', buffer: SVG });
  await expect(page.getByTestId('upload-error')).toContainText('只能上传 PNG、JPEG、WebP 或 GIF 图片');
  await input.setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: await png(100 + (Date.now() % 97), 120, (Date.now() % 200) + 20) });
  if (earlier) await expect(preview).not.toHaveAttribute('src', earlier);
  await expect(preview).toHaveAttribute('src', /^\/webapi\/media\/logos\/\w+\.webp$/);
  logoUrl = (await preview.getAttribute('src'))!;
  await expect(page.getByTestId('upload-error')).toHaveCount(0);
  expect(await axe(page)).toEqual([]);

  await page.getByTestId('edited-submit').click();
  await expect(page.getByTestId('edited-state')).toHaveText('待审核');
  await expect(page.locator('[data-testid^=revision-row-]').first()).toContainText('待审核');
  await expect(page.getByTestId('edited-approve')).toHaveCount(0);
  const company = (await (await page.request.get(`/webapi/admin/companies/${companyId}`)).json()).data as { revisions: { rev: number }[] };
  const refused = await page.request.post(`/webapi/admin/companies/${companyId}/revisions/${company.revisions[0].rev}/review`, {
    data: { decision: 'approve' },
    headers: { 'X-XSRF-TOKEN': await xsrfOf(page.request) },
  });
  expect(refused.status()).toBe(403);
  await page.context().close();
});

test('a reviewer approves it; a visitor sees the new name and logo on the desktop and phone pages', async ({ browser }) => {
  const reviewer = await staff(browser, 'reviewer');
  await reviewer.goto(`/#/admin/companies/${companyId}`);
  await expect(reviewer.getByTestId('logo-view')).toHaveAttribute('src', logoUrl);
  expect(await axe(reviewer)).toEqual([]);
  await reviewer.getByTestId('edited-approve').click();
  await expect(reviewer.getByTestId('edited-state')).toHaveText('已发布');
  await reviewer.context().close();

  const visitor = await browser.newPage();
  await expect(async () => {
    await visitor.goto(`/#/companyDetail/${companyId}`);
    await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(NEW_NAME, { timeout: 5_000 });
  }).toPass({ timeout: 30_000 });
  await expect(visitor.getByRole('img', { name: NEW_NAME }).first()).toHaveAttribute('src', logoUrl);
  await visitor.close();

  const phone = await newContext(browser, { ...PHONE });
  const mobile = await phone.newPage();
  await mobile.goto(`/#/mobile/companyDetail/${companyId}`);
  await expect(mobile.locator('#company-name')).toHaveText(NEW_NAME);
  await expect(mobile.getByRole('img', { name: NEW_NAME }).first()).toHaveAttribute('src', logoUrl);
  await phone.close();
});

test("a product's new picture, approved, shows on its company's page", async ({ browser }) => {
  const editor = await staff(browser, 'editor');
  await editor.goto(`/#/admin/products/${productId}`);
  await expect(editor.getByTestId('image-upload')).toBeVisible();
  const before = await editor.getByTestId('image-item').count();
  await editor.getByTestId('image-upload').locator('input[type=file]').setInputFiles({ name: 'picture.png', mimeType: 'image/png', buffer: await png(1280, 960, (Date.now() % 200) + 30) });
  await expect(editor.getByTestId('image-item')).toHaveCount(before + 1);
  const added = editor.getByTestId('image-item').last().locator('img');
  await expect(added).toHaveAttribute('alt', /第 \d+ 张图片/);
  pictureUrl = (await added.getAttribute('src'))!;
  expect(pictureUrl).toMatch(new RegExp(`^/webapi/media/products/${productId}/`));
  // The new one first: the card's picture.
  await editor.getByRole('button', { name: `第 ${before + 1} 张前移` }).click();
  await expect(editor.getByTestId('image-item').nth(before - 1).locator('img')).toHaveAttribute('src', pictureUrl);
  for (let i = before - 1; i > 0; i -= 1) await editor.getByRole('button', { name: `第 ${i + 1} 张前移` }).click();
  await expect(editor.getByTestId('image-item').first().locator('img')).toHaveAttribute('src', pictureUrl);
  await expect(editor.getByTestId('image-item').first()).toContainText('封面');
  expect(await axe(editor)).toEqual([]);
  await editor.getByTestId('edited-submit').click();
  await expect(editor.getByTestId('edited-state')).toHaveText('待审核');
  await editor.context().close();

  const reviewer = await staff(browser, 'reviewer');
  await reviewer.goto(`/#/admin/products/${productId}`);
  await reviewer.getByTestId('edited-approve').click();
  await expect(reviewer.getByTestId('edited-state')).toHaveText('已发布');
  await reviewer.context().close();

  const visitor = await browser.newPage();
  await expect(async () => {
    await visitor.goto(`/#/companyDetail/${companyId}`);
    await expect(visitor.getByTestId('company-products').locator(`img[src="${pictureUrl}"]`).first()).toBeAttached({ timeout: 5_000 });
  }).toPass({ timeout: 30_000 });
  await visitor.close();
});

test('the three lists: axe finds nothing serious, the filters and the first row are reached by Tab', async ({ browser }) => {
  const page = await staff(browser, 'editor');
  for (const [route, link] of [
    ['/admin/companies', 'company-link-'],
    ['/admin/products', 'product-link-'],
    ['/admin/brands', 'brand-link-'],
  ] as const) {
    await page.goto(`/#${route}`);
    const first = page.locator(`[data-testid^="${link}"]`).first();
    await expect(first).toBeVisible();
    expect(await axe(page)).toEqual([]);
    // From the top of the page: the text filter, then on to the first row's link.
    await page.locator('body').click({ position: { x: 1, y: 1 } });
    const search = page.getByLabel('搜索');
    for (let i = 0; i < 40 && !(await search.evaluate((el) => el === document.activeElement)); i += 1) await page.keyboard.press('Tab');
    await expect(search).toBeFocused();
    for (let i = 0; i < 40 && !(await first.evaluate((el) => el === document.activeElement)); i += 1) await page.keyboard.press('Tab');
    await expect(first).toBeFocused();
  }
  // From a company to its products.
  await page.goto(`/#/admin/companies/${companyId}`);
  await page.getByTestId('company-products').click();
  await expect(page.getByTestId('products-company-filter')).toBeVisible();
  await expect(page.getByTestId(`product-link-${productId}`)).toBeVisible();
  await page.context().close();
});

test('unsaved changes: leaving asks first', async ({ browser }) => {
  const page = await staff(browser, 'editor');
  await page.goto(`/#/admin/brands`);
  const first = page.locator('[data-testid^="brand-link-"]').first();
  await first.click();
  const name = page.getByTestId('field-name');
  await expect(name).toBeEditable();
  await name.fill(`品牌${RUN}`);
  await page.getByRole('link', { name: '返回品牌列表' }).click();
  await page.getByTestId('unsaved-stay').click();
  await expect(name).toHaveValue(`品牌${RUN}`);
  // As a person would: the next click once the question has gone (else two dialogs, two buttons).
  await expect(page.getByTestId('unsaved-stay')).toHaveCount(0);
  await page.getByRole('link', { name: '返回品牌列表' }).click();
  await page.getByTestId('unsaved-leave').click();
  await expect(page).toHaveURL(/#\/admin\/brands$/);
  await page.context().close();
});
