/**
 * A new index office, from an empty database to its first releases (issue 45's main test), on the
 * production build and the real server, all in the browser as its staff would do it:
 *
 * 1. the first admin signs in at /#/admin and is led through 设置站点: the site is made, its footer
 *    shows the ICP and public-security numbers;
 * 2. the admin creates a monthly index family (指数项目); an editor downloads the classification
 *    template, fills a 3-level tree of 31 nodes and imports it (分类体系); a reviewer approves it;
 * 3. the editor back-loads five years of monthly history in one workbook (导入历史数据), every parent
 *    the weighted mean of its children; the reviewer approves it and every period is public;
 * 4. three companies with products and two raw materials, from one workbook on 批量导入 (addCatalogue);
 * 5. visitors: /home and /data (desktop and /mobile) show the family's latest month;
 * 6. the next month is imported and released through 指数发布 as any period is; its commentary is
 *    written and approved; every visitor route on desktop and /mobile shows this
 *    office and none of the demo's names, and no error page;
 * 7. a basket change from a later month, with the office's note, approved and released: the chart of
 *    /data rules the break and its notes carry the note.
 *
 * The office shares nothing with the demo: its own code, names, family id, tree and figures. Periods
 * are counted back from the last complete (Beijing) month, so the test holds on any day.
 */
import fs from 'node:fs';
import type { Browser, BrowserContextOptions, Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import sharp from 'sharp';
import { consistent, filled, templateRows } from '../support/indexTemplate';
import { PUBLISHER as DEMO_PUBLISHER, SITE_NAME as DEMO_SITE_NAME } from '../../mock/lib/site';
import { routeGoals } from '../../scripts/routes.mjs';
import { expect, PHONE, test, zhMonth, newContext } from './fixtures';
import { FAILED, LOADING } from './gates';
import { startOwnServer, type OwnServer } from './support/ownServer';
import { oneTimeIn, PASSWORD, shot, staffOf, usersIn } from './support/staff';
import { nowMs } from '../../server/clock';

const PORT = Number(process.env.E2E_OFFICE_PORT || 4392);
const BASE = `http://localhost:${PORT}`;
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const NAMES = { admin: 'cj-director', editor: 'cj-compiler', reviewer: 'cj-checker' } as const;

/** The office. */
const SITE = {
  code: 'chengjiang-tea',
  name: '澄江县茶叶价格指数',
  shortName: '澄江茶指',
  publisher: '澄江县茶叶产业服务中心',
  compiler: '澄江县茶叶价格监测站',
  icp: '滇ICP备31004500号-1',
  police: '滇公网安备 53042202000045号',
};
/** Its monthly family. */
const FAMILY = { projId: 61, name: '澄江茶叶月度价格指数', shortName: '澄江茶价', description: '以澄江县茶叶交易市场月度成交价为基础，按成交额加权编制，基期为 100。' };
/** What the demo site shows (mock/): none of it may appear on this office's pages. */
const DEMO_WORDS = [DEMO_SITE_NAME, DEMO_PUBLISHER, '青溪', '五金', '冷轧钢板'];

// ---------------------------------------------------------------- the periods, from today

/** A month as its index since year 0 (y × 12 + m − 1), and back. */
const monthKey = (i: number) => `${Math.floor(i / 12)}-${String((i % 12) + 1).padStart(2, '0')}`;
const beijing = new Date(nowMs() + 8 * 3_600_000);
/** The last complete month (Beijing). */
const LAST = beijing.getUTCFullYear() * 12 + beijing.getUTCMonth() - 1;
/** Five years of history up to two months ago; last month is released as a new period; the month after is the basket change. */
const HISTORY = Array.from({ length: 60 }, (_, i) => monthKey(LAST - 61 + i));
const NEXT = monthKey(LAST - 1);
const BREAK = monthKey(LAST);
const BREAK_NOTE = '调整篮子：新增澄江滇红碎茶，普洱类改称普洱茶类并调高权重';

// ---------------------------------------------------------------- the tree and its history

type Cell = string | number | null;
interface Node {
  code: string;
  name: string;
  enName: string;
  parent: string | null;
  level: number;
  /** % of its parent. */
  weight: number | null;
}

const GROUPS: [string, string, string, number, string[]][] = [
  ['G', '绿茶类', 'Green tea', 30, ['澄江毛峰', '抚仙湖银针', '明前炒青', '雨前烘青', '高山绿茶']],
  ['R', '红茶类', 'Black tea', 25, ['滇红工夫', '金芽红茶', '古树红茶', '红碎茶', '小种红茶']],
  ['P', '普洱类', 'Pu-erh', 20, ['普洱生茶饼', '普洱熟茶饼', '普洱沱茶', '散装熟普', '小青柑']],
  ['W', '白茶类', 'White tea', 15, ['月光白', '白毫银针', '白牡丹', '寿眉', '老白茶']],
  ['H', '花茶类', 'Scented tea', 10, ['茉莉花茶', '玫瑰花茶', '菊花茶', '桂花乌龙', '金银花茶']],
];
const LEAF_WEIGHTS = [30, 25, 20, 15, 10];
/** Root, 5 groups, 25 leaves: 31 nodes, three levels. */
const TREE: Node[] = [
  { code: 'CJT', name: '澄江茶叶总指数', enName: 'Chengjiang tea', parent: null, level: 1, weight: null },
  ...GROUPS.flatMap(([g, name, enName, weight, leaves]) => [
    { code: `CJT-${g}`, name, enName, parent: 'CJT', level: 2, weight },
    ...leaves.map((leaf, i) => ({ code: `CJT-${g}${i + 1}`, name: leaf, enName: `${enName} ${i + 1}`, parent: `CJT-${g}`, level: 3, weight: LEAF_WEIGHTS[i] })),
  ]),
];

const round2 = (v: number) => Math.round(v * 100) / 100;

/** Month `m` (0 = the first back-loaded one) of the history: leaves drift apart, each parent the weighted mean of its children, rounded as published. */
function levels(m: number): Map<string, number> {
  const out = new Map<string, number>();
  const leaves = TREE.filter((n) => n.level === 3);
  leaves.forEach((n, k) => out.set(n.code, round2(100 + m * (((k % 7) - 3) * 0.06 + 0.15) + (Math.sin(m / 3 + k) - Math.sin(k)) * 0.8)));
  const mean = (code: string) => {
    const kids = TREE.filter((n) => n.parent === code);
    return round2(kids.reduce((s, k) => s + k.weight! * out.get(k.code)!, 0) / kids.reduce((s, k) => s + k.weight!, 0));
  };
  for (const g of TREE.filter((n) => n.level === 2)) out.set(g.code, mean(g.code));
  out.set('CJT', mean('CJT'));
  return out;
}

/** The back-load as an office would keep it: one sheet, the codes down, a column a month. */
async function historyWorkbook(): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('历史数据');
  sheet.addRow(['代码', ...HISTORY]);
  const months = HISTORY.map((_, m) => levels(m));
  for (const n of TREE) sheet.addRow([n.code, ...months.map((v) => v.get(n.code)!)]);
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** The classification template downloaded from the page, its sheet 分类体系 holding `nodes`. */
async function classificationFile(template: Buffer, nodes: Node[]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(template as unknown as ArrayBuffer);
  const sheet = book.getWorksheet('分类体系')!;
  // Written over the rows it had (exceljs' spliceRows keeps them), any left over emptied.
  const last = Math.max(sheet.rowCount, nodes.length + 1);
  for (let r = 2; r <= last; r += 1) {
    const n = nodes[r - 2];
    sheet.getRow(r).values = n ? ([n.code, n.name, n.enName, n.parent, n.level, n.weight] satisfies Cell[]) : [];
  }
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** The tree a classification template holds (the tree in force). */
async function treeOf(template: Buffer): Promise<Node[]> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(template as unknown as ArrayBuffer);
  const nodes: Node[] = [];
  book.getWorksheet('分类体系')!.eachRow((r, i) => {
    if (i === 1) return;
    const v = (c: number) => r.getCell(c).value as Cell;
    nodes.push({ code: String(v(1)), name: String(v(2)), enName: String(v(3) ?? ''), parent: v(4) === null || v(4) === '' ? null : String(v(4)), level: Number(v(5)), weight: v(6) === null || v(6) === '' ? null : Number(v(6)) });
  });
  return nodes;
}

// ---------------------------------------------------------------- the server and its people

test.skip(!!process.env.E2E_BASE_URL, 'starts a server of its own');
test.describe.configure({ mode: 'serial' });
test.use({ baseURL: BASE });

let own: OwnServer | null = null;
const users = (...args: string[]) => usersIn(own!.dataDir)(...args);
const staff = staffOf(users, NAMES, { baseURL: BASE });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  own = await startOwnServer(PORT, 'e2e-office-', { seed: false });
});

test.afterAll(async () => {
  await own?.stop();
});

const fileOf = async (download: Promise<import('@playwright/test').Download>) => fs.readFileSync((await (await download).path())!);

/** The publication `id` approved by the reviewer (its warnings acknowledged, if any), public at once. */
async function approvePublication(browser: Browser, id: string) {
  const reviewer = await staff(browser, 'reviewer');
  await reviewer.goto(`/#/admin/publish/${id}`);
  await expect(reviewer.getByTestId('publication-state')).toHaveText('待审核');
  await expect(reviewer.getByTestId('import-report')).toBeVisible();
  const warnings = Number(await reviewer.getByTestId('import-warnings').textContent());
  // A warning (a move past the alert) is the data's to acknowledge, not the flow's.
  if (warnings > 0) await reviewer.getByTestId('publication-ack').check();
  await reviewer.getByTestId('publication-approve').click();
  await expect(reviewer.getByTestId('publication-confirm')).toBeVisible();
  const now = reviewer.getByTestId('approve-timing').getByLabel('立即发布');
  // A new period's dialog offers 立即发布; a back-load has no time to choose.
  if (await now.count()) await now.check();
  await reviewer.getByTestId('publication-confirm').click();
  await expect(reviewer.getByTestId('publication-state')).toHaveText('已发布');
  await reviewer.context().close();
}

/** The family's next period through 指数发布 (template, figures consistent with the weights, 立即发布), submitted; its publication id. */
async function importNextPeriod(browser: Browser, period: string, move: number): Promise<{ id: string; root: number }> {
  const page = await staff(browser, 'editor');
  await page.goto('/#/admin/publish');
  await expect(page.getByTestId(`family-next-${FAMILY.projId}`)).toContainText(zhMonth(period));
  await expect(page.getByTestId('publish-period')).toContainText(`${zhMonth(period)}（下一期）`);
  const template = await fileOf(Promise.all([page.waitForEvent('download'), page.getByTestId('publish-template').click()]).then(([d]) => d));
  const { book, rows } = await templateRows(new Uint8Array(template));
  const values = consistent(rows, (r) => round2((r.previous || 100) * (1 + move / 100)));
  await page.getByTestId('publish-upload').locator('input[type=file]').setInputFiles({ name: `${period}.xlsx`, mimeType: XLSX, buffer: await filled(book, values) });
  await expect(page.getByTestId('import-verdict')).toContainText('没有错误，可以提交审核。');
  await page.getByLabel('立即发布').check();
  await page.getByTestId('publish-submit').click();
  await expect(page).toHaveURL(/#\/admin\/publish\/\d+$/);
  await expect(page.getByTestId('publication-state')).toHaveText('待审核');
  const id = /(\d+)$/.exec(page.url())![1];
  await page.context().close();
  return { id, root: values.get(rows[0].code)! };
}

// ---------------------------------------------------------------- 1. the site

test('1. the first admin signs in at /#/admin and sets the site up; the footer shows its filing numbers', async ({ browser }) => {
  // Before: no site, the public site says so (not the demo's).
  const empty = await (await fetch(`${BASE}/webapi/site`)).json();
  expect(empty).toMatchObject({ success: false, errorCode: 'SITE_NOT_SET_UP' });

  // `npm run users -- add` prints a one-time password, which the admin changes on first sign-in.
  const oneTime = oneTimeIn(users('add', NAMES.admin, '--role', 'admin'));
  const context = await newContext(browser, { baseURL: BASE, locale: 'zh-CN' });
  const page = await context.newPage();
  await page.goto('/#/admin');
  await page.getByLabel('账号').fill(NAMES.admin);
  await page.getByLabel('密码').fill(oneTime);
  await page.getByRole('button', { name: /登\s*录/ }).click();
  // First the one-time password is changed; then, there being no site, the admin is led to 设置站点.
  await expect(page).toHaveURL(/#\/admin\/password/);
  await page.getByLabel('当前密码').fill(oneTime);
  await page.getByLabel('新密码', { exact: true }).fill(PASSWORD);
  await page.getByLabel('确认新密码').fill(PASSWORD);
  await page.getByRole('button', { name: '保存新密码' }).click();
  await expect(page).toHaveURL(/#\/admin\/setup/);
  await expect(page.getByText('本服务器还没有站点')).toBeVisible();
  await page.getByLabel('站点代码').fill(SITE.code);
  await page.getByLabel('网站名称').fill(SITE.name);
  await page.getByLabel('简称').fill(SITE.shortName);
  await page.getByLabel('发布单位').fill(SITE.publisher);
  await page.getByLabel('编制单位').fill(SITE.compiler);
  await page.getByLabel('电话').fill('0877-6710 000');
  await page.getByLabel('电子邮箱').fill('tea-index@example.org');
  await page.getByLabel('地址').fill('澄江县凤麓街道茶城路 18 号');
  await page.getByLabel('ICP 备案号').fill(SITE.icp);
  await page.getByLabel('公安备案号').fill(SITE.police);
  await shot(page, '45-1-setup');
  await page.getByTestId('setup-submit').click();
  await expect(page.getByText('站点已开通')).toBeVisible();
  await expect(page).not.toHaveURL(/setup/);
  await context.close();

  const visitor = await newContext(browser, { baseURL: BASE, locale: 'zh-CN' });
  const home = await visitor.newPage();
  await home.goto('/#/home');
  await expect(home.getByTestId('filings')).toContainText(SITE.icp);
  await expect(home.getByTestId('filings')).toContainText(SITE.police);
  await expect(home.locator('body')).toContainText(SITE.name);
  await visitor.close();
});

// ---------------------------------------------------------------- 2. the family and its tree

test('2. the admin creates the monthly family; the editor imports its tree from the template; a reviewer approves it', async ({ browser }) => {
  const admin = await staff(browser, 'admin');
  await admin.goto('/#/admin/families');
  await admin.getByRole('button', { name: '新建指数项目' }).click();
  const form = admin.getByRole('dialog');
  await form.getByLabel('项目编号').fill(String(FAMILY.projId));
  await form.getByLabel('指数名称').fill(FAMILY.name);
  await form.getByLabel('简称').fill(FAMILY.shortName);
  await form.getByLabel('基期', { exact: true }).fill(HISTORY[0]);
  await form.getByLabel('编制说明').fill(FAMILY.description);
  await admin.getByTestId('family-submit').click();
  await expect(admin.getByText('指数项目已保存')).toBeVisible();
  const row = admin.locator('tr', { hasText: FAMILY.name });
  await expect(row).toContainText('每月');
  await expect(row).toContainText('尚未发布');
  await admin.context().close();

  // The editor: the template (no tree yet: its header), filled, with the month it takes effect from.
  const editor = await staff(browser, 'editor');
  await editor.goto(`/#/admin/publish/classification?projId=${FAMILY.projId}`);
  const template = await fileOf(Promise.all([editor.waitForEvent('download'), editor.getByTestId('classification-template').click()]).then(([d]) => d));
  expect(await treeOf(template)).toEqual([]);
  await editor.getByTestId('classification-valid-from').fill(HISTORY[0]);
  await editor.getByTestId('classification-note').fill('首版分类：五大茶类');
  await editor.locator('input[type=file]').setInputFiles({ name: '分类体系.xlsx', mimeType: XLSX, buffer: await classificationFile(template, TREE) });
  const counts = editor.getByTestId('classification-report').getByTestId('classification-counts');
  await expect(counts).toContainText(`共 ${TREE.length} 个节点`);
  await expect(counts).toContainText(`新增 ${TREE.length}`);
  await editor.getByTestId('classification-submit').click();
  await expect(editor.getByText('已提交审核')).toBeVisible();
  // Four eyes: the editor has no 通过.
  await expect(editor.locator('[data-testid^=classification-approve-]')).toHaveCount(0);
  await editor.context().close();

  const reviewer = await staff(browser, 'reviewer');
  await reviewer.goto(`/#/admin/publish/classification?projId=${FAMILY.projId}`);
  await reviewer.locator('[data-testid^=classification-approve-]').click();
  await expect(reviewer.getByText('已通过，新分类已生效')).toBeVisible();
  await expect(reviewer.getByRole('row', { name: /首版分类/ })).toContainText('已生效');
  await reviewer.context().close();
});

// ---------------------------------------------------------------- 3. five years of history

test('3. the editor back-loads five years in one workbook; the reviewer approves it; it is public', async ({ browser }) => {
  const editor = await staff(browser, 'editor');
  await editor.goto('/#/admin/publish');
  await expect(editor.getByTestId('history-panel')).toBeVisible();
  await editor.getByTestId('history-upload').locator('input[type=file]').setInputFiles({ name: '澄江茶叶历史数据.xlsx', mimeType: XLSX, buffer: await historyWorkbook() });
  await expect(editor.getByTestId('import-verdict')).toContainText('没有错误，可以提交审核。');
  await expect(editor.getByTestId('history-extent')).toHaveText(new RegExp(`^${HISTORY.length} 期，共 1,?${String(HISTORY.length * TREE.length).slice(1)} 个数值$`));
  await editor.getByTestId('history-submit').click();
  const submitted = editor.getByTestId('history-submitted');
  await expect(submitted).toContainText(`${zhMonth(HISTORY[0])}至${zhMonth(HISTORY[HISTORY.length - 1])}历史数据`);
  await submitted.getByRole('link').click();
  await expect(editor).toHaveURL(/#\/admin\/publish\/\d+$/);
  const id = /(\d+)$/.exec(editor.url())![1];
  await expect(editor.getByTestId('publication-approve')).toHaveCount(0);
  await editor.context().close();

  await approvePublication(browser, id);
  const series = (await (await fetch(`${BASE}/webapi/index/series?projId=${FAMILY.projId}&nodeIds=CJT`)).json()) as { data: { points: { period: string; indexValue: number }[] }[] };
  expect(series.data[0].points.map((p) => p.period)).toEqual(HISTORY);
  expect(series.data[0].points.map((p) => p.indexValue)).toEqual(HISTORY.map((_, m) => levels(m).get('CJT')));
});

// ---------------------------------------------------------------- 4. the directory

interface Made {
  companies: { id: number; name: string; shortName: string }[];
  products: { id: number; name: string }[];
  materials: { materialId: string; name: string }[];
}
let made: Made;

/** The catalogue item at `path` (a back-office page) approved by the reviewer. */
async function approveOn(reviewer: Page, path: string) {
  await reviewer.goto(`/#${path}`);
  await expect(reviewer.getByTestId('edited-state')).toHaveText('待审核');
  await reviewer.getByTestId('edited-approve').click();
  await expect(reviewer.getByTestId('edited-state')).toHaveText('已发布');
}

/**
 * The catalogue in one workbook, on 批量导入 as an office would add it: the template downloaded and
 * filled (three companies, a product each, two raw materials), uploaded; the reviewer approves the
 * companies and materials; the editor gives each product (a draft: a workbook carries no pictures)
 * its picture and submits it; the reviewer approves it.
 */
async function addCatalogue(editor: Page, reviewer: Page): Promise<Made> {
  const COMPANIES = [
    { name: '澄江凤麓茶业有限公司', shortName: '凤麓茶业', product: '凤麓毛峰', category: '绿茶', spec: '250g/罐', price: 168 },
    { name: '抚仙湖古树茶厂', shortName: '抚仙湖茶厂', product: '古树滇红', category: '红茶', spec: '357g/饼', price: 298 },
    { name: '澄江云岭普洱茶有限公司', shortName: '云岭普洱', product: '云岭熟普', category: '普洱茶', spec: '357g/饼', price: 226 },
  ];
  const MATERIALS = [
    { name: '鲜叶（一芽二叶）', spec: '春茶 一芽二叶', group: '鲜叶', weight: 70 },
    { name: '茶叶包装礼盒', spec: '纸质 250g 装', group: '包装', weight: 30 },
  ];
  await editor.goto('/#/admin/catalogue');
  const [download] = await Promise.all([editor.waitForEvent('download'), editor.getByTestId('catalogue-template').click()]);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(fs.readFileSync((await download.path())!) as unknown as ArrayBuffer);
  for (const c of COMPANIES) {
    // 企业名称, 简称, 行业, 地区, 成立年份, 注册资本, 员工人数, 标签, 简介, 地址, 网址, 电话, 法定代表人
    book.getWorksheet('企业')!.addRow([c.name, c.shortName, '茶叶', '澄江县', 2008, 800, 60, c.category, `${c.category}的种植、加工与销售。`, '澄江县茶城路 1 号', '', '0877-6710 001', '杨茶']);
    book.getWorksheet('产品')!.addRow([c.name, c.product, c.category, c.spec, c.price, '元']);
  }
  for (const m of MATERIALS) book.getWorksheet('原材料')!.addRow([m.name, m.spec, '元/千克', m.group, '澄江县茶叶交易市场', '澄江县茶叶价格监测站采集', m.weight]);
  await editor
    .getByTestId('catalogue-upload')
    .locator('input[type=file]')
    .setInputFiles({ name: '澄江茶叶名录.xlsx', mimeType: XLSX, buffer: Buffer.from(await book.xlsx.writeBuffer()) });
  await expect(editor.getByTestId('catalogue-done')).toBeVisible();
  const linksOf = async (kind: string) =>
    Promise.all(
      (await editor.getByTestId(`catalogue-created-${kind}`).getByTestId('catalogue-created-link').all()).map(async (a) => ({
        name: (await a.textContent())!,
        path: (await a.getAttribute('href'))!.replace(/^#/, ''),
      })),
    );
  const companies = await linksOf('companies');
  const products = await linksOf('products');
  const materials = await linksOf('materials');
  expect(companies.map((c) => c.name)).toEqual(COMPANIES.map((c) => c.name));
  expect(products.map((p) => p.name)).toEqual(COMPANIES.map((c) => c.product));
  expect(materials.map((m) => m.name)).toEqual(MATERIALS.map((m) => m.name));

  for (const item of [...companies, ...materials]) await approveOn(reviewer, item.path);
  const picture = await sharp({ create: { width: 1200, height: 900, channels: 3, background: { r: 60, g: 110, b: 50 } } })
    .png()
    .toBuffer();
  for (const p of products) {
    await editor.goto(`/#${p.path}`);
    await expect(editor.getByTestId('edited-state')).toHaveText('草稿');
    await editor.getByTestId('image-upload').locator('input[type=file]').setInputFiles({ name: 'tea.png', mimeType: 'image/png', buffer: picture });
    await expect(editor.getByTestId('image-item')).toHaveCount(1);
    await editor.getByTestId('edited-submit').click();
    await expect(editor.getByTestId('edited-state')).toHaveText('待审核');
    await approveOn(reviewer, p.path);
  }
  const idOf = (path: string) => decodeURIComponent(path.split('/').pop()!);
  return {
    companies: companies.map((c, i) => ({ id: Number(idOf(c.path)), name: c.name, shortName: COMPANIES[i].shortName })),
    products: products.map((p) => ({ id: Number(idOf(p.path)), name: p.name })),
    materials: materials.map((m) => ({ materialId: idOf(m.path), name: m.name })),
  };
}

test('4. three companies with products and two raw materials, approved by another account', async ({ browser }) => {
  const editor = await staff(browser, 'editor');
  const reviewer = await staff(browser, 'reviewer');
  made = await addCatalogue(editor, reviewer);
  await editor.context().close();
  await reviewer.context().close();
  const companies = (await (await fetch(`${BASE}/webapi/companies`)).json()).data as { total: number };
  expect(companies.total).toBe(3);
});

/** A visitor's page on the desktop site, then on /mobile (`prefix` '' or '/mobile'), each in a context of its own. */
async function onBothSides(browser: Browser, visit: (page: Page, prefix: string) => Promise<void>) {
  for (const [device, prefix] of [
    [{}, ''],
    [PHONE, '/mobile'],
  ] as [BrowserContextOptions, string][]) {
    const context = await newContext(browser, { baseURL: BASE, locale: 'zh-CN', ...device });
    await visit(await context.newPage(), prefix);
    await context.close();
  }
}

// ---------------------------------------------------------------- 5. visitors see the history

test('5. visitors: /home and /data, desktop and /mobile, show the family’s latest month', async ({ browser }) => {
  const latest = zhMonth(HISTORY[HISTORY.length - 1]);
  await onBothSides(browser, async (page, prefix) => {
    for (const route of ['/home', '/data']) {
      await page.goto(`/#${prefix}${route}`);
      await expect(page.getByTestId('headline-period').first()).toHaveText(latest);
      await expect(page.locator('#main')).toContainText(FAMILY.name);
    }
  });
});

// ---------------------------------------------------------------- 6. the next month

/** The month's commentary, once approved. */
let articleId = 0;
const COMMENT_TITLE = '澄江茶叶价格月度评论';
const OUTLOOK = '预计下月澄江茶叶价格稳中有升。';

test('6. the next month imported and released through 指数发布; the month’s commentary written and approved', async ({ browser }) => {
  test.setTimeout(150_000);
  const { id, root } = await importNextPeriod(browser, NEXT, 0.6);
  await approvePublication(browser, id);

  const context = await newContext(browser, { baseURL: BASE, locale: 'zh-CN' });
  const page = await context.newPage();
  await page.goto(`/#/data?proj=${FAMILY.projId}`);
  await expect(page.getByTestId('headline-period').first()).toHaveText(zhMonth(NEXT));
  const first = page.getByTestId('index-data-table').locator('tbody tr[data-row-key]').first();
  await expect(first).toContainText(zhMonth(NEXT));
  await expect(first).toContainText(root.toFixed(2));
  await context.close();

  // The month's commentary (a monthly family has none drafted for it): written by the editor, approved by the reviewer.
  const editor = await staff(browser, 'editor');
  await editor.goto('/#/admin/articles/new');
  await editor.getByLabel('栏目').click();
  await editor.getByTitle('指数评论', { exact: true }).click();
  await editor.getByTestId('article-title').fill(COMMENT_TITLE);
  await editor.getByLabel('摘要').fill(`${zhMonth(NEXT)}澄江茶叶价格指数小幅上涨。`);
  await editor.getByTestId('rich-text').click();
  await editor.keyboard.type(OUTLOOK);
  await editor.getByTestId('article-save').click();
  await expect(editor).toHaveURL(/#\/admin\/articles\/\d+$/);
  articleId = Number(/articles\/(\d+)$/.exec(editor.url())![1]);
  await editor.getByTestId('article-submit').click();
  await expect(editor.getByTestId('article-state')).toHaveText('待审核');
  await editor.context().close();
  const reviewer = await staff(browser, 'reviewer');
  await reviewer.goto(`/#/admin/articles/${articleId}`);
  await reviewer.getByTestId('article-approve').click();
  await expect(reviewer.getByTestId('article-state')).toHaveText('已发布');
  await reviewer.context().close();
});

// ---------------------------------------------------------------- every visitor route

test('every visitor route, desktop and /mobile, shows this office and none of the demo’s names, never an error page', async ({ browser }) => {
  test.setTimeout(180_000);
  const routes = routeGoals({ article: String(articleId), company: String(made.companies[0].id), search: made.companies[0].shortName });
  const seen = new Map<string, string>();
  for (const side of ['desktop', 'mobile'] as const) {
    const context = await newContext(browser, { baseURL: BASE, locale: 'zh-CN', ...(side === 'mobile' ? PHONE : {}) });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(`${page.url()}: ${e.message}`));
    for (const r of routes.filter((x) => x.side === side)) {
      await page.goto(`/#${r.path}`);
      await expect(page.locator('#main'), r.path).toBeVisible();
      // A section with nothing published yet says so in a few words (市场介绍 · 暂无文章): that is its page, not an error.
      await expect.poll(async () => (await page.locator('#main').innerText()).trim().length, { message: r.path }).toBeGreaterThan(4);
      await expect(page.locator(LOADING), r.path).toHaveCount(0);
      await expect(page.locator(FAILED), r.path).toHaveCount(0);
      await expect(page.locator('[data-state="not-found"]'), r.path).toHaveCount(0);
      const text = await page.locator('body').innerText();
      seen.set(r.path, text);
      // What the visitor reads, the window's title with it (a phone's section page names the site there only).
      const read = `${await page.title()}\n${text}`;
      for (const word of DEMO_WORDS) expect(read.includes(word), `${r.path} shows the demo's 「${word}」`).toBe(false);
      expect([SITE.name, SITE.shortName, FAMILY.name].some((w) => read.includes(w)), `${r.path} names the office`).toBe(true);
    }
    expect(errors).toEqual([]);
    await context.close();
  }
  // What each section shows of this office's data.
  for (const prefix of ['', '/mobile']) {
    expect(seen.get(`${prefix}/home`)).toContain(zhMonth(NEXT));
    expect(seen.get(`${prefix}/data`)).toContain(zhMonth(NEXT));
    expect(seen.get(`${prefix}/company`)).toContain(made.companies[1].name);
    expect(seen.get(`${prefix}/product`)).toContain(made.products[2].name);
    expect(seen.get(`${prefix}/companyDetail/${made.companies[0].id}`)).toContain(made.products[0].name);
    expect(seen.get(`${prefix}/article/${articleId}`)).toContain(OUTLOOK);
    expect(seen.get(`${prefix}/comment`)).toContain(COMMENT_TITLE);
  }
});

// ---------------------------------------------------------------- 7. a basket change

test('7. a basket change from a later month, with the office’s note: approved, released, ruled on the chart with its note', async ({ browser }) => {
  test.setTimeout(150_000);
  const editor = await staff(browser, 'editor');
  await editor.goto(`/#/admin/publish/classification?projId=${FAMILY.projId}`);
  const template = await fileOf(Promise.all([editor.waitForEvent('download'), editor.getByTestId('classification-template').click()]).then(([d]) => d));
  const inForce = await treeOf(template);
  expect(inForce.map((n) => n.code)).toEqual(TREE.map((n) => n.code));
  // 普洱类 renamed and weighted up (绿茶类 down), a new leaf under 红茶类 (its leaves reweighted to make room).
  const basket = inForce.flatMap((n): Node[] => {
    if (n.code === 'CJT-P') return [{ ...n, name: '普洱茶类', weight: 25 }];
    if (n.code === 'CJT-G') return [{ ...n, weight: 25 }];
    if (n.code === 'CJT-R1') return [{ ...n, weight: 20 }];
    if (n.code === 'CJT-R5') return [n, { code: 'CJT-R6', name: '澄江滇红碎茶', enName: 'Broken black tea', parent: 'CJT-R', level: 3, weight: 10 }];
    return [n];
  });
  await editor.getByTestId('classification-valid-from').fill(BREAK);
  await editor.getByTestId('classification-note').fill(BREAK_NOTE);
  await editor.locator('input[type=file]').setInputFiles({ name: '新分类.xlsx', mimeType: XLSX, buffer: await classificationFile(template, basket) });
  const diff = editor.getByTestId('classification-report').getByTestId('classification-diff');
  await expect(diff.getByRole('row').filter({ hasText: '澄江滇红碎茶' }).filter({ hasText: '新增' })).toBeVisible();
  await expect(diff.getByRole('row').filter({ hasText: '原名「普洱类」' })).toContainText('普洱茶类');
  await editor.getByTestId('classification-submit').click();
  await expect(editor.getByText('已提交审核')).toBeVisible();
  await editor.context().close();

  const reviewer = await staff(browser, 'reviewer');
  await reviewer.goto(`/#/admin/publish/classification?projId=${FAMILY.projId}`);
  await reviewer.getByRole('row', { name: new RegExp(BREAK_NOTE) }).locator('[data-testid^=classification-approve-]').click();
  await expect(reviewer.getByRole('row', { name: new RegExp(BREAK_NOTE) })).toContainText('已生效');
  await reviewer.context().close();

  const { id } = await importNextPeriod(browser, BREAK, 0.4);
  await approvePublication(browser, id);

  await onBothSides(browser, async (page, prefix) => {
    await page.goto(`/#${prefix}/data?proj=${FAMILY.projId}`);
    await expect(page.getByTestId('headline-period').first()).toHaveText(zhMonth(BREAK));
    await expect(page.locator('[data-chart="svg"]').getByTestId('chart-rule')).toHaveCount(1);
    const notes = page.getByTestId('chart-notes');
    await expect(notes).toContainText(`${zhMonth(BREAK)}起分类调整`);
    await expect(notes).toContainText(BREAK_NOTE);
    await shot(page, `45-7-break${prefix.replace('/', '-')}`);
  });
});
