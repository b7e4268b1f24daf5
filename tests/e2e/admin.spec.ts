/**
 * The back office in the browser (issue 21): a visitor sees no way in and a 403 on its pages; the
 * first admin, made with `npm run users` beside the running server, signs in with the one-time
 * password, must change it, then manages accounts (a new editor's one-time password shown once),
 * reads the audit trail (and proves its hash chain whole) and signs out; a wrong password says so in the reader's language; axe
 * (WCAG 2.1 AA) finds nothing serious on any admin page, in zh-CN and en-US.
 *
 * Needs the server this run started (its data folder, for the command line): skipped against
 * E2E_BASE_URL.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { axe, E2E_DATA_DIR, oneTimeIn, PASSWORD, usersIn } from './support/staff';

test.skip(!!process.env.E2E_BASE_URL, 'needs the data folder of the server this run started');
test.describe.configure({ mode: 'serial' });

const users = usersIn(E2E_DATA_DIR);

// Unique per run: a reused local server keeps the accounts of earlier runs.
const RUN = Date.now().toString(36);
const ADMIN = `chief${RUN}`;
const EDITOR = `writer${RUN}`;

async function signIn(page: Page, name: string, password: string) {
  await page.goto('/#/admin/login');
  await page.getByLabel('账号').fill(name);
  await page.getByLabel('密码').fill(password);
  await page.getByRole('button', { name: '登 录' }).or(page.getByRole('button', { name: '登录' })).click();
}

test('a visitor: no way into the back office on the site, a 403 with a sign-in button on its pages, the sign-in form at /admin', async ({ page, consoleErrors }) => {
  await page.goto('/#/home');
  await expect(page.getByTestId('site-name')).toBeVisible();
  await expect(page.getByTestId('admin-entry')).toHaveCount(0);
  for (const route of ['/admin/home', '/admin/accounts', '/admin/audit', '/admin/tokens']) {
    await page.goto(`/#${route}`);
    await expect(page.getByText('403 需要登录后台')).toBeVisible();
  }
  await page.getByRole('button', { name: '登录后台' }).click();
  await expect(page).toHaveURL(/#\/admin\/login\?next=%2Fadmin%2Ftokens/);
  await expect(page.getByRole('heading', { name: '登录后台' })).toBeVisible();
  expect(await axe(page)).toEqual([]);
  // The back office's own address opens the sign-in form, not a 403.
  await page.goto('/#/admin');
  await expect(page).toHaveURL(/#\/admin\/login$/);
  await expect(page.getByRole('heading', { name: '登录后台' })).toBeVisible();
  await expect(page.getByText('403 需要登录后台')).toHaveCount(0);
  expect(consoleErrors).toEqual([]);
});

test('the first admin: one-time password, forced change, accounts, audit, sign out', async ({ page }) => {
  const oneTime = oneTimeIn(users('add', ADMIN, '--role', 'admin', '--display', '王主任'));

  // A wrong password first: refused, in Chinese.
  await signIn(page, ADMIN, 'not-the-password');
  await expect(page.getByTestId('sign-in-error')).toContainText('账号或密码不正确');

  await signIn(page, ADMIN, oneTime);
  await expect(page).toHaveURL(/#\/admin\/password/);
  await expect(page.getByText('首次登录请先把一次性密码改为您自己的密码。')).toBeVisible();
  // Other pages wait until the password is changed.
  await page.goto('/#/admin/accounts');
  await expect(page).toHaveURL(/#\/admin\/password/);
  await page.getByLabel('当前密码').fill(oneTime);
  await page.getByLabel('新密码', { exact: true }).fill(PASSWORD);
  await page.getByLabel('确认新密码').fill(PASSWORD);
  await page.getByRole('button', { name: '保存新密码' }).click();
  await expect(page).toHaveURL(/#\/admin\/home/);
  await expect(page.getByTestId('admin-role')).toHaveText('您的角色：管理员');
  expect(await axe(page)).toEqual([]);

  // The public site now shows the way in.
  await page.goto('/#/home');
  await expect(page.getByTestId('admin-entry')).toHaveText('后台管理');
  await page.getByTestId('admin-entry').click();
  await expect(page).toHaveURL(/#\/admin\/home/);

  // A new editor: the one-time password is shown once.
  await page.getByRole('menuitem', { name: '账号管理' }).click();
  await expect(page.getByRole('cell', { name: `${ADMIN}（您）` })).toBeVisible();
  expect(await axe(page)).toEqual([]);
  await page.getByRole('button', { name: '新建账号' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('账号名').fill(EDITOR);
  await dialog.getByLabel('显示名称').fill('李编辑');
  await dialog.getByLabel('角色').click();
  await page.getByTitle('编辑', { exact: true }).click();
  await dialog.getByRole('button', { name: '确 定' }).or(dialog.getByRole('button', { name: '确定' })).click();
  await expect(page.getByTestId('one-time-password')).toHaveText(/^[A-Za-z0-9]{16}$/);
  await page.getByRole('button', { name: '关 闭' }).or(page.getByRole('button', { name: '关闭' })).click();
  const row = page.locator('tr', { hasText: EDITOR });
  await expect(row).toContainText('李编辑');
  await expect(row).toContainText('待修改初始密码');

  // The audit trail has each step.
  await page.getByRole('menuitem', { name: '操作日志' }).click();
  await expect(page.locator('tr', { hasText: '新建账号' }).first()).toBeVisible();
  await expect(page.locator('tr', { hasText: '修改密码' }).first()).toBeVisible();
  expect(await axe(page)).toEqual([]);
  const csv = await page.getByRole('link', { name: '导出 CSV' }).getAttribute('href');
  expect(csv).toMatch(/^\/webapi\/admin\/audit\.csv\?/);
  const res = await page.request.get(csv!);
  expect(res.status()).toBe(200);
  expect(await res.text()).toContain('account.create');
  // The chain is whole; a head noted with another hash shows a rewrite.
  await page.getByRole('button', { name: '校验完整性' }).click();
  const chain = page.getByTestId('audit-chain');
  await expect(chain.getByRole('status')).toContainText(/审计记录完整：共 \d+ 条，哈希链无断裂。/);
  const head = (await chain.getByTestId('audit-head').textContent())!;
  expect(head).toMatch(/^\d+:[0-9a-f]{64}$/);
  await chain.getByLabel('记下的链头（序号:哈希）').fill('12:abc');
  await chain.getByRole('button', { name: /^核\s?对$/ }).click();
  await expect(chain.getByText('链头应为“序号:哈希”')).toBeVisible();
  await chain.getByLabel('记下的链头（序号:哈希）').fill(`${head.split(':')[0]}:${'0'.repeat(64)}`);
  await chain.getByRole('button', { name: /^核\s?对$/ }).click();
  await expect(chain.getByRole('alert')).toContainText(`审计记录已被篡改第 ${head.split(':')[0]} 条`);
  await expect(chain.getByRole('alert')).toContainText('的哈希与记下的不同：此前的记录被重写。');
  expect(await axe(page)).toEqual([]);

  await page.getByRole('menuitem', { name: 'API 令牌' }).click();
  await expect(page.getByText('个人 API 令牌供脚本调用后台接口')).toBeVisible();
  expect(await axe(page)).toEqual([]);

  await page.getByTestId('admin-sign-out').click();
  await expect(page).toHaveURL(/#\/admin\/login/);
  await page.goto('/#/admin/home');
  await expect(page.getByText('403 需要登录后台')).toBeVisible();
});

test('in English: the sign-in page, its error and the overview', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('umi_locale', 'en-US'));
  await page.goto('/#/admin/login');
  await expect(page.getByRole('heading', { name: 'Sign in to the back office' })).toBeVisible();
  await page.getByLabel('Account').fill(ADMIN);
  await page.getByLabel('Password').fill('wrong-password-here');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByTestId('sign-in-error')).toContainText('Wrong account name or password.');
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByTestId('admin-role')).toHaveText('Your role: Admin');
  expect(await axe(page)).toEqual([]);
  await page.getByRole('menuitem', { name: 'Audit trail' }).click();
  await expect(page.getByText('Every write of the back office is recorded here')).toBeVisible();
  await page.getByRole('button', { name: 'Verify integrity' }).click();
  await expect(page.getByTestId('audit-chain').getByRole('status')).toContainText(/The audit trail is whole: \d+ rows, the hash chain holds\./);
  expect(await axe(page)).toEqual([]);
});
