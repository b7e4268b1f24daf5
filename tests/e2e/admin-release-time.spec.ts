/**
 * The reviewer decides the release time (issue 43, item 2), on the production build and a real server
 * of its own: an editor submits the weekly price index's next week; the reviewer's 工作台 lists it and
 * the menu counts what waits; on the publication the submitted file downloads under its own name and
 * the values are listed; 通过 asks when — the release slot, 立即发布 or a chosen time — and says what
 * becomes public when; 立即发布 puts the week on the public answers at once. A revision of that week,
 * approved for a chosen time, shows that time. The dialog in English once.
 *
 * A new week changes the latest period every other spec sees: this one starts its own server.
 */
import fs from 'node:fs';
import type { Browser, Page } from '@playwright/test';
import { consistent, filled, templateRows } from '../support/indexTemplate';
import { expect, test } from './fixtures';
import { startOwnServer, type OwnServer } from './support/ownServer';
import { shot, staffOf, usersIn, xsrfOf } from './support/staff';
import { nowMs } from '../../server/clock';

const PORT = Number(process.env.E2E_RELEASE_TIME_PORT || 4178);
const BASE = `http://localhost:${PORT}`;
/** The weekly price index. */
const PRICE = 21;
const NAMES = { editor: 'rt-editor', reviewer: 'rt-reviewer' } as const;
const FILE = '本周价格指数.xlsx';

test.skip(!!process.env.E2E_BASE_URL, 'starts a server of its own');
test.describe.configure({ mode: 'serial' });
test.use({ baseURL: BASE, timezoneId: 'Asia/Shanghai' });

let own: OwnServer | null = null;
const staff = staffOf((...args) => usersIn(own!.dataDir)(...args), NAMES, { baseURL: BASE, timezoneId: 'Asia/Shanghai' });

test.beforeAll(async () => {
  // Seeding a fresh data folder takes 15–25 s; a busy machine more.
  test.setTimeout(240_000);
  own = await startOwnServer(PORT, 'e2e-release-time-');
});
test.afterAll(async () => {
  await own?.stop();
});

interface Family {
  projId: number;
  name: string;
  next: { period: string; label: string; slot: string };
}

let family: Family;
let count = 0;
let publicationId = 0;
let importId = 0;

/** `ms` as the dialog states it in Beijing time: 2026年12月7日 09:30. */
function beijing(ms: number): { zh: string; short: string } {
  const d = new Date(ms + 8 * 3_600_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  const hm = `${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}`;
  return { zh: `${d.getUTCFullYear()}年${d.getUTCMonth() + 1}月${d.getUTCDate()}日 ${hm}`, short: `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ${hm}` };
}

/** The editor imports `period` (values from last period's by `factor`) and submits it; the publication's id and the import's. */
async function submit(browser: Browser, period: string, factor: number, reason?: string) {
  const page = await staff(browser, 'editor');
  const api = page.request;
  const template = await api.get(`/webapi/admin/index/template?projId=${PRICE}&period=${period}`);
  expect(template.status()).toBe(200);
  const { book, rows } = await templateRows(new Uint8Array(await template.body()));
  const values = consistent(rows, (r) => r.previous * factor);
  const xsrf = { 'X-XSRF-TOKEN': await xsrfOf(api) };
  const imported = await api.post(`/webapi/admin/index/imports?projId=${PRICE}&period=${period}&filename=${encodeURIComponent(FILE)}`, {
    data: await filled(book, values),
    headers: { ...xsrf, 'Content-Type': 'application/octet-stream' },
  });
  const report = (await imported.json()).data as { id: number; errors: number; revision: { changed: number } | null };
  expect(report.errors).toBe(0);
  const sent = await api.post('/webapi/admin/index/publications', { data: { importId: report.id, reason: reason ?? null }, headers: xsrf });
  expect(sent.status()).toBe(200);
  const { id } = (await sent.json()).data as { id: number };
  await page.context().close();
  return { id, importId: report.id, values: values.size, changed: report.revision?.changed ?? 0 };
}

/** Opens 通过's dialog (the warnings acknowledged first, if any). */
async function openApprove(page: Page) {
  await expect(page.getByTestId('publication-state')).toBeVisible();
  const ack = page.getByTestId('publication-ack');
  if (Number(await page.getByTestId('import-warnings').textContent()) > 0) await ack.check();
  await page.getByTestId('publication-approve').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  return dialog;
}

test('a submitted week waits on the reviewer’s 工作台, counted on the menu', async ({ browser }) => {
  test.setTimeout(120_000);
  const editor = await staff(browser, 'editor');
  family = ((await (await editor.request.get('/webapi/admin/index/families')).json()).data as Family[]).find((f) => f.projId === PRICE)!;
  await editor.context().close();
  const sent = await submit(browser, family.next.period, 1.003);
  publicationId = sent.id;
  importId = sent.importId;
  count = sent.values;

  const reviewer = await staff(browser, 'reviewer');
  await reviewer.goto('/#/admin/home');
  const item = reviewer.getByTestId(`waiting-publication-${publicationId}`);
  await expect(item).toContainText(`${family.name} · ${family.next.label}`);
  // The menu counts every item listed (the demo may have others waiting).
  const listed = await reviewer.locator('[data-testid^="waiting-"]').count();
  await expect(reviewer.getByTestId('menu-waiting')).toContainText(String(listed));
  await shot(reviewer, '43-2-workbench-waiting');
  await item.getByRole('link').click();
  await expect(reviewer).toHaveURL(new RegExp(`#/admin/publish/${publicationId}$`));
  await expect(reviewer.getByTestId('publication-state')).toHaveText('待审核');
  await reviewer.context().close();
});

test('the submitted file downloads under its own name, and the values are listed', async ({ browser }) => {
  const reviewer = await staff(browser, 'reviewer');
  await reviewer.goto(`/#/admin/publish/${publicationId}`);
  await expect(reviewer.getByTestId('import-values')).toContainText(`（${count} 个）`);
  await shot(reviewer, '43-2-submitted-file-and-values');
  const [download] = await Promise.all([reviewer.waitForEvent('download'), reviewer.getByTestId('publication-file').click()]);
  expect(download.suggestedFilename()).toBe(FILE);
  const { rows } = await templateRows(new Uint8Array(fs.readFileSync((await download.path())!)));
  expect(rows.length).toBe(count);
  // The same through the API, as a script reads it.
  const answer = await reviewer.request.get(`/webapi/admin/index/imports/${importId}/file`);
  expect(answer.headers()['content-disposition']).toContain(`filename*=UTF-8''${encodeURIComponent(FILE)}`);
  await reviewer.context().close();
});

test('in English: the dialog says what becomes public when', async ({ browser }) => {
  const reviewer = await staff(browser, 'reviewer', 'en-US');
  await reviewer.goto(`/#/admin/publish/${publicationId}`);
  const dialog = await openApprove(reviewer);
  await dialog.getByRole('radio', { name: 'Publish now' }).check();
  await expect(dialog.getByTestId('approve-effect')).toContainText(`Once confirmed, the ${count} values of ${family.name}`);
  await expect(dialog.getByTestId('approve-effect')).toContainText('become public at once.');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(reviewer.getByTestId('publication-state')).toHaveText('Awaiting review');
  await reviewer.context().close();
});

test('立即发布: the dialog names the slot, says at once, and the week is public at once', async ({ browser }) => {
  const reviewer = await staff(browser, 'reviewer');
  await reviewer.goto(`/#/admin/publish/${publicationId}`);
  const dialog = await openApprove(reviewer);
  await expect(dialog.getByRole('radio', { name: `按发布时刻（${beijing(Date.parse(family.next.slot)).zh}）` })).toBeVisible();
  await dialog.getByRole('radio', { name: '立即发布' }).check();
  await expect(dialog.getByTestId('approve-effect')).toHaveText(`确认后，${family.name} ${family.next.label} 的 ${count} 个数值将立即公开。`);
  await dialog.getByTestId('approve-comment').fill('核对无误，立即发布');
  await shot(reviewer, '43-2-approve-now');
  await dialog.getByTestId('publication-confirm').click();
  await expect(reviewer.getByTestId('publication-state')).toHaveText('已发布');
  await expect(reviewer.getByTestId('publication-published-at')).not.toHaveText('—');
  const snapshot = (await (await reviewer.request.get(`/webapi/index/snapshot?projId=${PRICE}`)).json()) as { data: { period: string } };
  expect(snapshot.data.period).toBe(family.next.period);
  // Nothing of this waits on the 工作台 any more.
  await reviewer.goto('/#/admin/home');
  await expect(reviewer.getByTestId('admin-waiting')).toBeVisible();
  await expect(reviewer.getByTestId(`waiting-publication-${publicationId}`)).toHaveCount(0);
  await reviewer.context().close();
});

test('指定时间: a revision approved for a chosen time says so, and the publication shows that time', async ({ browser }) => {
  test.setTimeout(120_000);
  const sent = await submit(browser, family.next.period, 1.006, '报价点更正了本周的报价');
  expect(sent.changed).toBeGreaterThan(0);
  // Tomorrow 10:30, Beijing time.
  const day = new Date(nowMs() + 8 * 3_600_000 + 86_400_000);
  const chosen = Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), 10, 30) - 8 * 3_600_000;
  const time = beijing(chosen);

  const reviewer = await staff(browser, 'reviewer');
  await reviewer.goto(`/#/admin/publish/${sent.id}`);
  const dialog = await openApprove(reviewer);
  await dialog.getByRole('radio', { name: '指定时间' }).check();
  const input = dialog.locator('.ant-picker input');
  await input.click();
  await input.fill(time.short);
  await input.press('Enter');
  await expect(dialog.getByTestId('approve-effect')).toHaveText(`确认后，${family.name} ${family.next.label} 修订的 ${sent.changed} 个数值将于 ${time.zh} 公开。`);
  await shot(reviewer, '43-2-approve-at-chosen-time');
  await dialog.getByTestId('publication-confirm').click();
  // The toast (a few seconds) first, then the page.
  await expect(reviewer.getByText(`已通过，网站将于 ${time.zh} 公布`)).toBeVisible();
  await expect(reviewer.getByTestId('publication-state')).toHaveText('已通过，待发布');
  await expect(reviewer.getByTestId('publication-published-at')).toHaveText(time.short);
  await shot(reviewer, '43-2-scheduled-at-chosen-time');
  await reviewer.context().close();
});
