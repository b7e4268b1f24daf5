/**
 * Publishing through four eyes in the browser (issue 21), on the production build and the real
 * server: an editor writes a commentary in the rich-text editor (a hostile title, a script in the
 * HTML), attaches a PDF (an HTML file named .pdf is refused), saves and submits; the same editor
 * cannot approve, in the page or through the API; a reviewer approves; a visitor sees it on /comment
 * and /mobile/comment with its attachment, the title as text and nothing of the script; the audit
 * trail shows the three steps; axe finds nothing serious on the content pages, in zh-CN and en-US;
 * the editor's toolbar and actions work by keyboard.
 *
 * Needs the server this run started (its data folder, for the command line): skipped against
 * E2E_BASE_URL.
 */
import { tinyPdf } from '../server/support/admin';
import { expect, PHONE, test, newContext } from './fixtures';
import { axe, E2E_DATA_DIR, staffOf, usersIn, xsrfOf } from './support/staff';

test.skip(!!process.env.E2E_BASE_URL, 'needs the data folder of the server this run started');
test.describe.configure({ mode: 'serial' });

// Unique per run: a reused local server keeps the accounts and articles of earlier runs.
const RUN = Date.now().toString(36);
const NAMES = { admin: `boss${RUN}`, editor: `pen${RUN}`, reviewer: `eye${RUN}` } as const;
const TITLE = `<img src=x onerror="window.__pwned=1">第${RUN}期指数点评 & "引号"`;
const PDF_NAME = `第${RUN}期点评.pdf`;

const staff = staffOf(usersIn(E2E_DATA_DIR), NAMES);

let articleId = 0;

test('an editor writes a commentary with a PDF and submits it; the editor cannot approve it', async ({ browser }) => {
  const page = await staff(browser, 'editor');
  await page.goto('/#/admin/articles');
  await expect(page.getByRole('heading', { name: '文章' }).or(page.getByText('指数评论、研究报告和资讯的稿件')).first()).toBeVisible();
  expect(await axe(page)).toEqual([]);
  await page.getByTestId('new-article').click();
  await expect(page).toHaveURL(/#\/admin\/articles\/new/);

  await page.getByLabel('栏目').click();
  await page.getByTitle('指数评论', { exact: true }).click();
  await page.getByTestId('article-title').fill(TITLE);
  await page.getByLabel('摘要').fill('本周价格指数小幅回升。');
  const editor = page.getByTestId('rich-text');
  await editor.click();
  await page.keyboard.type('本周价格指数回升，');
  await page.getByRole('button', { name: '加粗' }).click();
  await page.keyboard.type('五金工具类领涨');
  await expect(editor.locator('strong')).toHaveText('五金工具类领涨');

  // An HTML page named .pdf: refused by its bytes, with the server's reason, and not attached.
  const input = page.getByTestId('attachment-upload').locator('input[type=file]');
  await input.setInputFiles({ name: 'report.pdf', mimeType: 'application/pdf', buffer: Buffer.from('<!doctype html><html><script>alert(1)</script></html>') });
  await expect(page.getByText(/report\.pdf 不是 PDF 文件/).first()).toBeVisible();
  await input.setInputFiles({ name: PDF_NAME, mimeType: 'application/pdf', buffer: tinyPdf(2, RUN) });
  await expect(page.getByText('2 页')).toBeVisible();
  await expect(page.getByText('report.pdf', { exact: true })).toHaveCount(0);
  expect(await axe(page)).toEqual([]);

  await page.getByTestId('article-save').click();
  await expect(page).toHaveURL(/#\/admin\/articles\/\d+$/);
  articleId = Number(/articles\/(\d+)$/.exec(page.url())![1]);
  await expect(page.getByTestId('article-state')).toHaveText('草稿');
  await page.getByTestId('article-submit').click();
  await expect(page.getByTestId('article-state')).toHaveText('待审核');
  await expect(page.getByTestId('revision-row-1')).toContainText('待审核');
  // An editor has no way to approve, and the server refuses it anyway.
  await expect(page.getByTestId('article-approve')).toHaveCount(0);
  const refused = await page.request.post(`/webapi/admin/articles/${articleId}/revisions/1/review`, {
    data: { decision: 'approve' },
    headers: { 'X-XSRF-TOKEN': await xsrfOf(page.request) },
  });
  expect(refused.status()).toBe(403);
  expect(await axe(page)).toEqual([]);
  // Nothing public yet.
  expect((await page.request.get(`/webapi/articles/${articleId}`)).status()).toBe(404);
  await page.context().close();
});

test('a reviewer approves it; a visitor sees it on /comment and /mobile/comment with its attachment', async ({ browser }) => {
  const reviewer = await staff(browser, 'reviewer');
  await reviewer.goto(`/#/admin/articles/${articleId}`);
  await expect(reviewer.getByTestId('article-title-view')).toHaveText(TITLE);
  await expect(reviewer.getByTestId('article-content-view').locator('strong')).toHaveText('五金工具类领涨');
  expect(await axe(reviewer)).toEqual([]);
  await reviewer.getByTestId('article-approve').click();
  await expect(reviewer.getByTestId('article-state')).toHaveText('已发布');
  await reviewer.context().close();

  const visitor = await browser.newPage();
  await visitor.goto('/#/comment');
  const link = visitor.getByRole('link', { name: TITLE });
  await expect(link.first()).toBeVisible();
  await link.first().click();
  await expect(visitor).toHaveURL(new RegExp(`#/article/${articleId}`));
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(TITLE);
  await expect(visitor.locator('strong', { hasText: '五金工具类领涨' })).toBeVisible();
  await expect(visitor.getByText(PDF_NAME).first()).toBeVisible();
  expect(await visitor.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
  await visitor.close();

  const phone = await newContext(browser, { ...PHONE });
  const mobile = await phone.newPage();
  await mobile.goto('/#/mobile/comment');
  await expect(mobile.getByText(TITLE).first()).toBeVisible();
  await mobile.getByText(TITLE).first().click();
  await expect(mobile).toHaveURL(new RegExp(`#/mobile/article/${articleId}`));
  await expect(mobile.getByText(PDF_NAME).first()).toBeVisible();
  expect(await mobile.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
  await phone.close();
});

test('the audit trail shows the three steps, by whom', async ({ browser }) => {
  const admin = await staff(browser, 'admin');
  await admin.goto('/#/admin/audit');
  // One account at a time: other tests write to the trail at the same time.
  for (const [who, steps] of [
    [NAMES.editor, ['新建文章', '提交文章审核']],
    [NAMES.reviewer, ['文章审核通过']],
  ] as const) {
    await admin.getByLabel('操作人').fill(who);
    await admin.getByRole('button', { name: '查 询' }).or(admin.getByRole('button', { name: '查询' })).click();
    for (const step of steps) await expect(admin.locator('tr', { hasText: who }).filter({ hasText: step }).filter({ hasText: TITLE })).toHaveCount(1);
  }
  await admin.goto('/#/admin/settings');
  await expect(admin.getByTestId('settings-save')).toBeVisible();
  expect(await axe(admin)).toEqual([]);
  await admin.context().close();
});

test('by keyboard: the editor toolbar and saving a new revision', async ({ browser }) => {
  const page = await staff(browser, 'editor');
  await page.goto(`/#/admin/articles/${articleId}`);
  await expect(page.getByTestId('article-state')).toHaveText('已发布');
  const editor = page.getByTestId('rich-text');
  await editor.click();
  await page.keyboard.press('End');
  await page.keyboard.type('（补充）');
  // Shift+Tab from the text reaches the toolbar; Space presses a button.
  const italic = page.getByRole('button', { name: '斜体' });
  for (let i = 0; i < 20 && !(await italic.evaluate((el) => el === document.activeElement)); i += 1) await page.keyboard.press('Shift+Tab');
  await expect(italic).toBeFocused();
  const save = page.getByTestId('article-save');
  for (let i = 0; i < 80 && !(await save.evaluate((el) => el === document.activeElement)); i += 1) await page.keyboard.press('Tab');
  await expect(save).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('revision-row-2')).toContainText('草稿');
  await expect(page.getByTestId('article-state')).toHaveText('草稿');
  await page.context().close();
});

test('in English: the article list and the editor', async ({ browser }) => {
  const page = await staff(browser, 'editor', 'en-US');
  await page.goto('/#/admin/articles');
  await expect(page.getByTestId('new-article')).toBeVisible();
  await expect(page.locator('tr', { hasText: TITLE }).first()).toBeVisible();
  expect(await axe(page)).toEqual([]);
  await page.goto(`/#/admin/articles/${articleId}`);
  await expect(page.getByTestId('article-state')).toHaveText('Draft');
  expect(await axe(page)).toEqual([]);
  await page.context().close();
});
