/**
 * Nothing typed is lost in the back office (issue 43), on the production build and the real server:
 * 退出登录 with unsaved changes asks first and 留在此页 keeps both the form and the session; Back asks
 * too; what was typed in a new article survives a reload and is offered back; a session ended
 * elsewhere (the same account's password changed in another browser) mid-edit asks for the password
 * in place and 保存草稿 is carried out after signing in; the dialog speaks English in en-US.
 *
 * Needs the server this run started (its data folder, for the command line): skipped against
 * E2E_BASE_URL.
 */
import type { Browser, Page } from '@playwright/test';
import { expect, test, newContext } from './fixtures';
import { E2E_DATA_DIR, PASSWORD, shot, staffOf, usersIn, xsrfOf } from './support/staff';

test.skip(!!process.env.E2E_BASE_URL, 'needs the data folder of the server this run started');
// One account: ending its sessions (below) would sign out a test running beside it.
test.describe.configure({ mode: 'serial' });

const RUN = Date.now().toString(36);
const NAMES = { editor: `draft${RUN}` } as const;
const staff = staffOf(usersIn(E2E_DATA_DIR), NAMES);

/** A new article with a category and `title` typed, nothing saved. */
async function newArticle(page: Page, title: string) {
  await page.goto('/#/admin/articles/new');
  await page.getByLabel('栏目').or(page.getByLabel('Section')).or(page.getByLabel('Category')).first().click();
  await page.locator('.ant-select-item-option').first().click();
  await page.getByTestId('article-title').fill(title);
}

/** Ends every other session of the account, as a password change in another browser does (then changes it back). */
async function endSessionsElsewhere(browser: Browser) {
  const other = await newContext(browser);
  const name = NAMES.editor;
  expect((await other.request.post('/webapi/admin/session', { data: { name, password: PASSWORD } })).status()).toBe(200);
  for (const [currentPassword, newPassword] of [
    [PASSWORD, `${PASSWORD}-x`],
    [`${PASSWORD}-x`, PASSWORD],
  ]) {
    const res = await other.request.post('/webapi/admin/password', {
      data: { currentPassword, newPassword },
      headers: { 'X-XSRF-TOKEN': await xsrfOf(other.request) },
    });
    expect(res.status()).toBe(200);
  }
  await other.close();
}

test('退出登录 with unsaved changes asks first; 留在此页 keeps the form and a working session', async ({ browser }) => {
  const page = await staff(browser, 'editor');
  const title = `退出前${RUN}`;
  await newArticle(page, title);
  await page.getByTestId('admin-sign-out').click();
  const ask = page.getByRole('dialog').filter({ hasText: '有尚未保存的修改' });
  await expect(ask).toBeVisible();
  await shot(page, '43-1-sign-out-asks-first');
  await ask.getByRole('button', { name: '留在此页' }).click();
  await expect(ask).toBeHidden();
  await expect(page.getByTestId('article-title')).toHaveValue(title);
  // Still signed in: the draft saves.
  await page.getByTestId('article-save').click();
  await expect(page).toHaveURL(/#\/admin\/articles\/\d+$/);
  await expect(page.getByTestId('article-title')).toHaveValue(title);

  // Unsaved again, and this time leaving: the session ends, the sign-in page shows.
  await page.getByTestId('article-title').fill(`${title}改`);
  await page.getByTestId('admin-sign-out').click();
  await ask.getByRole('button', { name: '离开此页' }).click();
  await expect(page).toHaveURL(/#\/admin\/login/);
  expect((await page.request.get('/webapi/admin/session')).status()).toBe(401);
  await page.context().close();
});

test('what was typed in a new article survives a reload and is offered back', async ({ browser }) => {
  const page = await staff(browser, 'editor');
  // The browser's own question on reload (unsaved changes): leave.
  page.on('dialog', (d) => void d.accept());
  const title = `重新载入${RUN}`;
  await newArticle(page, title);
  await page.getByLabel('摘要').fill('尚未保存的摘要');
  await page.reload();
  const kept = page.getByTestId('article-kept');
  await expect(kept).toBeVisible();
  await shot(page, '43-1-draft-offered-back');
  await expect(kept).toContainText(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}/);
  await expect(page.getByTestId('article-title')).toHaveValue('');
  await kept.getByRole('button', { name: '恢复未保存的内容' }).click();
  await expect(kept).toBeHidden();
  await expect(page.getByTestId('article-title')).toHaveValue(title);
  await expect(page.getByLabel('摘要')).toHaveValue('尚未保存的摘要');

  // Saved: nothing is offered any more.
  await page.getByTestId('article-save').click();
  await expect(page).toHaveURL(/#\/admin\/articles\/\d+$/);
  await page.goto('/#/admin/articles/new');
  await expect(page.getByTestId('article-title')).toBeVisible();
  await expect(page.getByTestId('article-kept')).toHaveCount(0);
  await page.context().close();
});

test('a company: what was typed is offered back after a reload; 丢弃 drops it for good', async ({ browser }) => {
  const page = await staff(browser, 'editor');
  page.on('dialog', (d) => void d.accept());
  const list = await page.request.get('/webapi/admin/companies?current=1&pageSize=3');
  expect(list.status()).toBe(200);
  // Not the first: admin-companies.spec.ts renames that one.
  const company = (await list.json()).data.list.at(-1) as { id: number | string };
  await page.goto(`/#/admin/companies/${company.id}`);
  const name = page.getByTestId('field-name');
  await expect(name).toBeEditable();
  const before = await name.inputValue();
  await name.fill(`草稿企业${RUN}`);
  await expect(page.getByTestId('edited-dirty')).toBeVisible();
  await page.reload();

  const kept = page.getByTestId('edited-kept');
  await expect(kept).toBeVisible();
  await expect(name).toHaveValue(before);
  await kept.getByRole('button', { name: /丢\s?弃/ }).click();
  await expect(kept).toBeHidden();
  await expect(name).toHaveValue(before);
  await page.reload();
  await expect(name).toBeEditable();
  await expect(page.getByTestId('edited-kept')).toHaveCount(0);
  await page.context().close();
});

test('Back with unsaved changes asks; 留在此页 keeps what was typed', async ({ browser }) => {
  const page = await staff(browser, 'editor');
  await page.goto('/#/admin/articles');
  await page.getByTestId('new-article').click();
  await expect(page).toHaveURL(/#\/admin\/articles\/new/);
  await page.getByTestId('article-title').fill(`返回${RUN}`);
  await page.evaluate(() => window.history.back());
  const ask = page.getByRole('dialog').filter({ hasText: '有尚未保存的修改' });
  await expect(ask).toBeVisible();
  await shot(page, '43-1-back-asks');
  await ask.getByRole('button', { name: '留在此页' }).click();
  await expect(ask).toBeHidden();
  await expect(page).toHaveURL(/#\/admin\/articles\/new/);
  await expect(page.getByTestId('article-title')).toHaveValue(`返回${RUN}`);

  await page.evaluate(() => window.history.back());
  await ask.getByRole('button', { name: '离开此页' }).click();
  await expect(page).toHaveURL(/#\/admin\/articles$/);
  await page.context().close();
});

test('a session ended mid-edit asks for the password in place; signed in again, 保存草稿 is carried out', async ({ browser }) => {
  const page = await staff(browser, 'editor');
  const title = `会话结束${RUN}`;
  await newArticle(page, title);
  await endSessionsElsewhere(browser);

  await page.getByTestId('article-save').click();
  const dialog = page.getByRole('dialog').filter({ hasText: '登录已失效' });
  await expect(dialog).toBeVisible();
  await shot(page, '43-1-sign-in-again');
  await expect(dialog.getByLabel('账号')).toHaveValue(NAMES.editor);
  await dialog.getByLabel('密码').fill(PASSWORD);
  await dialog.getByRole('button', { name: '登录并继续' }).click();
  await expect(dialog).toBeHidden();
  // The save went out after the sign-in: the article exists, its first revision saved.
  await expect(page).toHaveURL(/#\/admin\/articles\/\d+$/);
  await expect(page.getByText('草稿已保存（第 1 版）')).toBeVisible();
  await shot(page, '43-1-saved-after-sign-in');
  await expect(page.getByTestId('article-title')).toHaveValue(title);
  await expect(page.getByTestId('admin-sign-out')).toBeVisible();
  await page.context().close();
});

test('en-US: the sign-in dialog in English; cancelled, the form keeps what was typed', async ({ browser }) => {
  const page = await staff(browser, 'editor', 'en-US');
  const title = `Ended ${RUN}`;
  await newArticle(page, title);
  await endSessionsElsewhere(browser);

  await page.getByTestId('article-save').click();
  const dialog = page.getByRole('dialog').filter({ hasText: 'Session ended' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('Sign in again and what you were doing carries on');
  await expect(dialog.getByLabel('Account')).toHaveValue(NAMES.editor);
  await expect(dialog.getByLabel('Password')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Sign in and continue' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/#\/admin\/articles\/new/);
  await expect(page.getByTestId('article-title')).toHaveValue(title);
  await page.context().close();
});
