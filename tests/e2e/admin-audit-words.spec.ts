/**
 * Readable records (issue 43, item 5), on the production build and the real server: after an editor
 * starts an article and saves a second version, an admin's 操作日志 names the action in words, the
 * article by its title as a link that opens it, the editor by display name (the sign-in name on
 * hover), and an opened row lists the changed fields (field | before | after), not JSON; the same in
 * en-US; the commentary section has one name in the public menu and the back office.
 *
 * Needs the server this run started (its data folder, for the command line): skipped against
 * E2E_BASE_URL.
 */
import { expect, test } from './fixtures';
import { E2E_DATA_DIR, shot, staffOf, usersIn, xsrfOf, type Users } from './support/staff';

test.skip(!!process.env.E2E_BASE_URL, 'needs the data folder of the server this run started');
test.describe.configure({ mode: 'serial' });

// Unique per run: a reused local server keeps the accounts and articles of earlier runs.
const RUN = Date.now().toString(36);
const NAMES = { admin: `ledger${RUN}`, editor: `quill${RUN}` } as const;
const DISPLAY: Record<string, string> = { [NAMES.admin]: `审计员${RUN}`, [NAMES.editor]: `王编辑${RUN}` };
const TITLE = `第${RUN}期周评`;
const RETITLED = `第${RUN}期周评（修订）`;

// Every account made here gets a display name unlike its sign-in name.
const plain = usersIn(E2E_DATA_DIR);
const users: Users = (...args) => plain(...args, ...(args[0] === 'add' ? ['--display', DISPLAY[args[1]]] : []));
const staff = staffOf(users, NAMES);

let articleId = 0;

test('an editor starts an article and revises its title (through the API)', async ({ browser }) => {
  const editor = await staff(browser, 'editor');
  const headers = { 'X-XSRF-TOKEN': await xsrfOf(editor.request) };
  const draft = { categoryId: 214, title: TITLE, content: '<p>本周价格指数小幅回升。</p>' };
  const created = await editor.request.post('/webapi/admin/articles', { data: draft, headers });
  expect(created.status()).toBe(200);
  articleId = ((await created.json()) as { data: { id: number } }).data.id;
  const revised = await editor.request.post(`/webapi/admin/articles/${articleId}/revisions`, { data: { ...draft, title: RETITLED }, headers });
  expect(revised.status()).toBe(200);
  await editor.context().close();
});

test('the audit trail names the action, the article and the person in words, and opens to the changed fields', async ({ browser }) => {
  const admin = await staff(browser, 'admin');
  await admin.goto('/#/admin/audit');
  // One account at a time: other tests write to the trail at the same time.
  await admin.getByLabel('操作人').fill(NAMES.editor);
  await admin.getByRole('button', { name: /查\s?询/ }).click();

  const rows = admin.locator('tr.ant-table-row');
  const created = rows.filter({ hasText: '新建文章' });
  const revised = rows.filter({ hasText: '保存文章修订' });
  await expect(created).toHaveCount(1);
  await expect(revised).toHaveCount(1);
  // Who: the display name, the sign-in name on hover; never the bare id of the thing.
  await expect(created).toContainText(DISPLAY[NAMES.editor]);
  await expect(created).not.toContainText(`#${articleId}`);
  await created.getByText(DISPLAY[NAMES.editor]).hover();
  await expect(admin.getByRole('tooltip').filter({ hasText: NAMES.editor })).toBeVisible();
  // What: the article by its title now, a link to its page.
  await expect(created.getByTestId('audit-entity')).toHaveText(`文章${RETITLED}`);

  // The revision opens to the one field it changed (and its revision number), before and after.
  await revised.getByRole('button', { name: /展开行|Expand row/ }).click();
  const changes = admin.getByTestId('audit-changes');
  await expect(changes.getByRole('columnheader')).toHaveText(['字段', '修改前', '修改后']);
  await expect(changes.getByRole('row').filter({ hasText: 'title' })).toHaveText(`title${TITLE}${RETITLED}`);
  await expect(changes.getByRole('row').filter({ hasText: 'rev' })).toHaveText('rev12');
  // Only what changed: the category stayed, so it is not listed; no JSON anywhere.
  await expect(changes.getByRole('row').filter({ hasText: 'categoryId' })).toHaveCount(0);
  await expect(changes).not.toContainText('{');
  await shot(admin, '43-5-audit-in-words');

  await created.getByRole('link', { name: RETITLED }).click();
  await expect(admin).toHaveURL(new RegExp(`#/admin/articles/${articleId}$`));
  await expect(admin.getByTestId('article-state')).toBeVisible();
  await expect(admin.getByText(RETITLED, { exact: true }).first()).toBeVisible();
  await admin.context().close();
});

test('in en-US the trail speaks English', async ({ browser }) => {
  const admin = await staff(browser, 'admin', 'en-US');
  await admin.goto('/#/admin/audit');
  await admin.getByLabel('By', { exact: true }).fill(NAMES.editor);
  await admin.getByRole('button', { name: /Query|查\s?询/ }).click();
  const created = admin.locator('tr.ant-table-row').filter({ hasText: 'Created an article' });
  await expect(created).toHaveCount(1);
  await expect(created).toContainText(DISPLAY[NAMES.editor]);
  await expect(created.getByTestId('audit-entity')).toHaveText(`Article${RETITLED}`);
  await admin.context().close();
});

test('the commentary section has one name in the public menu and the back office', async ({ browser, page }) => {
  await page.goto('/#/home');
  const inMenu = (await page.getByRole('banner').getByRole('navigation').locator('a[href="#/comment"]').textContent())!.trim();
  expect(inMenu).toBe('指数评论');

  const admin = await staff(browser, 'admin');
  await admin.goto('/#/admin/articles');
  await expect(admin.getByText(`${inMenu}、研究报告和资讯的稿件`)).toBeVisible();
  await expect(admin.locator('tr.ant-table-row', { hasText: RETITLED })).toContainText(inMenu);
  await admin.context().close();
});
