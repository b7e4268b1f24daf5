/**
 * Raw-material quotes, a month's trade figures and a brand-ranking edition through the same path as
 * an index period (issue 22, item 6), against the real server: each dataset's template, a broken
 * copy answered with its errors by row and column, the right one imported, submitted, refused to its
 * own author, approved by a reviewer after acknowledging its warnings, and shown by the public read;
 * a revision needs a reason, and the database still holds what it replaced as closed vintages (nothing
 * is deleted). Every admin answer is checked against docs/openapi.yaml.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type ExcelJS from 'exceljs';
import type { AdminClient } from './support/admin';
import { request, type TestDatabase } from './support/server';
import { queryRows } from './support/sql';
import { beijingDate, cli as portal, data, publishingSuite, tokenOf } from './support/publishing';
import { codeTemplateRows, fillCodes, round2 } from '../support/codeTemplate';
import { nowMs } from '../../server/clock';

/** Every trade-month and brand-entry row of the default site, as stored (vintages with their times). */
interface Vintage {
  kind: 'trade' | 'brand';
  key: string;
  value: number;
  detail: unknown;
  published_at: string;
  superseded_at: string | null;
}
const SITE = '(select min(id) from site where seeded_at is not null)';
const vintages = (database: TestDatabase) =>
  queryRows<Vintage>(
    database,
    `select 'trade' as kind, month as key, export_value as value, figures as detail, published_at, superseded_at from trade_month where site_id = ${SITE}
     union all
     select 'brand', year || ':' || brand_id, (item->>'value')::float8, item, published_at, superseded_at from brand_rank where site_id = ${SITE}
     order by 1, 2, 5`,
  );
let stored: Vintage[] = [];

// What the seed stored, read before the server takes the database (PGlite's folder is one process's).
const suite = publishingSuite(undefined, { beforeStart: async (database) => void (stored = await vintages(database)) });
const { as, problems } = suite;

/** What the revisions below replaced, for the check of the stored history at the end. */
const history: { trade?: { month: string; exportValue: number; newExport: number; yearLater: string; yearLaterYoY: number | null }; brands?: { year: number; values: Map<string, number> } } = {};

interface Report {
  id: number;
  dataset: string;
  errors: number;
  warnings: number;
  issues: { level: string; rule: string; row: number | null; column: string | null; value: string | null; message: string }[];
  revision: { changed: number } | null;
  preview: { root: { id: string; value: number }; changes: { id: string; old: number | null; new: number }[] } | null;
}
const pub = async <T>(url: string) => (await request(suite.server.baseURL, url)).json as { data: T };
const beijingToday = () => beijingDate();

async function templateOf(dataset: string, period: string) {
  const t = await as.editor.send('GET', `/webapi/admin/index/template?dataset=${dataset}&period=${period}`);
  expect(t.status).toBe(200);
  expect(t.headers.get('content-disposition')).toMatch(/^attachment; /);
  return codeTemplateRows(t.bytes);
}
const importAs = async (client: AdminClient, dataset: string, period: string, file: Buffer) =>
  data<Report>(await client.send('POST', `/webapi/admin/index/imports?dataset=${dataset}&period=${period}&filename=${encodeURIComponent(`${dataset}.xlsx`)}`, file));

/** Submitted by the editor, refused to them, refused without acknowledging any warnings, approved by the reviewer; not to be withdrawn. */
async function fourEyes(report: Report, reason?: string): Promise<{ id: number; state: string; kind: string; dataset: string }> {
  const importId = report.id;
  const submitted = await as.editor.send('POST', '/webapi/admin/index/publications', reason ? { importId, reason } : { importId });
  expect(submitted.status).toBe(200);
  const { id } = data<{ id: number }>(submitted);
  expect((await as.editor.send('POST', '/webapi/admin/index/publications', { importId, reason })).status).toBe(409);
  expect((await as.editor.send('POST', `/webapi/admin/index/publications/${id}/review`, { decision: 'approve', acknowledgeWarnings: true })).status).toBe(403);
  if (report.warnings > 0) expect((await as.reviewer.send('POST', `/webapi/admin/index/publications/${id}/review`, { decision: 'approve' })).status).toBe(400);
  const approved = await as.reviewer.send('POST', `/webapi/admin/index/publications/${id}/review`, { decision: 'approve', acknowledgeWarnings: true, comment: '核对无误' });
  expect(approved.status).toBe(200);
  // Only the index is withdrawn; these are corrected by a revision, and the answer says so in both languages.
  const withdrawn = await as.reviewer.send('POST', `/webapi/admin/index/publications/${id}/withdraw`, { reason: '撤回试试' });
  expect(withdrawn.status).toBe(400);
  expect(withdrawn.json.errorMessage).toMatch(/不能撤回.*（.*cannot be withdrawn.*）/);
  return data(approved);
}

describe('raw-material quotes', () => {
  interface Material {
    id: string;
    latest: { date: string; price: number };
  }
  it('a new quote day: template, a broken copy with its rows, the right one, four eyes, and on the public list', async () => {
    const day = beijingToday();
    const before = (await pub<Material[]>('/webapi/materials')).data;
    expect(before.every((m) => m.latest.date < day)).toBe(true);
    const { book, rows } = await templateOf('materials', day);
    expect(rows.map((r) => r.code)).toEqual(before.map((m) => m.id));
    expect(rows[0].previous).toBe(before[0].latest.price);

    const values = new Map<string, ExcelJS.CellValue>(rows.map((r) => [r.code, round2(r.previous! * 1.01)]));
    const broken = new Map(values);
    broken.set(rows[1].code, '涨');
    broken.delete(rows[2].code);
    const bad = await importAs(as.editor, 'materials', day, await fillCodes(book, broken, [[rows[3].code, '重复', '', null, 1000], ['NOPE', '不存在', '', null, 1]]));
    expect(bad.issues).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ level: 'error', rule: 'not-a-number', row: rows[1].row, value: '涨', column: expect.stringContaining('本期') }),
        expect.objectContaining({ level: 'error', rule: 'empty-value', row: rows[2].row }),
        expect.objectContaining({ level: 'error', rule: 'duplicate-code', row: rows.length + 2, value: rows[3].code }),
        expect.objectContaining({ level: 'error', rule: 'unknown-code', row: rows.length + 3, value: 'NOPE' }),
      ]),
    );
    for (const i of bad.issues) expect(i.message).toMatch(/[\u4e00-\u9fff].*（.*[A-Za-z].*）$/);
    expect(bad.preview).toBeNull();
    expect((await as.editor.send('POST', '/webapi/admin/index/publications', { importId: bad.id })).status).toBe(400);

    // One price jumps beyond the 8 % alert: a warning the reviewer acknowledges.
    values.set(rows[4].code, round2(rows[4].previous! * 1.2));
    const good = await importAs(as.editor, 'materials', day, await fillCodes(book, values));
    expect(good).toMatchObject({ dataset: 'materials', errors: 0 });
    expect(good.issues).toEqual(expect.arrayContaining([expect.objectContaining({ level: 'warning', rule: 'large-move', row: rows[4].row })]));
    expect(good.preview!.root).toMatchObject({ id: rows[0].code, value: values.get(rows[0].code) });
    expect((await as.editor.send('POST', '/webapi/admin/index/publications', { importId: good.id, publishAt: new Date(nowMs() + 60_000).toISOString() })).status).toBe(400);
    const done = await fourEyes(good);
    expect(done).toMatchObject({ dataset: 'materials', kind: 'new', state: 'published' });

    const after = (await pub<Material[]>('/webapi/materials')).data;
    for (const r of rows) expect(after.find((m) => m.id === r.code)!.latest).toEqual({ date: day, price: values.get(r.code) });
  });

  it('a revision of a quote day needs a reason; the series shows the corrected price', async () => {
    const day = beijingToday();
    const { book, rows } = await templateOf('materials', day);
    const now = new Map((await pub<Material[]>('/webapi/materials')).data.map((m) => [m.id, m.latest.price]));
    const values = new Map<string, ExcelJS.CellValue>(rows.map((r) => [r.code, now.get(r.code)!]));
    values.set(rows[0].code, now.get(rows[0].code)! + 10);
    const report = await importAs(as.editor, 'materials', day, await fillCodes(book, values));
    expect(report.revision).toEqual({ changed: 1 });
    expect(report.preview!.changes).toEqual([expect.objectContaining({ id: rows[0].code, old: now.get(rows[0].code), new: now.get(rows[0].code)! + 10 })]);
    expect((await as.editor.send('POST', '/webapi/admin/index/publications', { importId: report.id })).status).toBe(400);
    expect(await fourEyes(report, '报价点更正')).toMatchObject({ kind: 'revision', state: 'published' });
    const series = (await pub<{ points: { date: string; price: number }[] }>(`/webapi/materials/${rows[0].code}/prices?from=${day}&to=${day}`)).data;
    expect(series.points).toEqual([{ date: day, price: now.get(rows[0].code)! + 10 }]);
  });
});

describe('the command line with --dataset', () => {
  it('a template, a dry run that shows the revision, an import submitted and listed by dataset', async () => {
    const token = await tokenOf(suite.server, 'editor1');
    const cli = (...args: string[]) => portal(suite.server, token, ...args);
    const day = beijingToday();
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'portal-datasets-')), 'quotes.xlsx');
    expect(await cli('template', '--dataset', 'materials', '--period', day, '--out', file)).toMatchObject({ code: 0 });
    const { book, rows } = await codeTemplateRows(new Uint8Array(fs.readFileSync(file)));
    const now = new Map((await pub<{ id: string; latest: { price: number } }[]>('/webapi/materials')).data.map((m) => [m.id, m.latest.price]));
    const values = new Map<string, ExcelJS.CellValue>(rows.map((r) => [r.code, now.get(r.code)!]));
    values.set(rows[1].code, now.get(rows[1].code)! - 5);
    fs.writeFileSync(file, await fillCodes(book, values));
    const dry = await cli('import', file, '--dataset', 'materials', '--period', day, '--dry-run');
    expect(dry.code).toBe(0);
    expect(dry.out).toContain(`修订 ${rows[1].code} ${rows[1].name}: ${now.get(rows[1].code)} → ${now.get(rows[1].code)! - 5}`);
    const real = await cli('import', file, '--dataset', 'materials', '--period', day, '--reason', '报价更正');
    expect(real.code).toBe(0);
    const id = real.out.trim().split('\n').pop()!;
    const list = await cli('release', 'list', '--dataset', 'materials', '--state', 'submitted');
    expect(list.out.split('\n')[0]).toMatch(new RegExp(`^#${id} .*修订 +待审核`));
    expect((await cli('import', file, '--period', day)).code).toBe(2);
  });
});

describe('trade figures', () => {
  interface Trade {
    missingMonths: string[];
    months: { month: string; exportValue: number; importValue: number; exportYoY: number | null }[];
  }
  it('the month customs did not publish: template, a broken copy, the right one, four eyes, and in the public trade', async () => {
    const before = (await pub<Trade>('/webapi/trade?from=2025-01&to=2026-12')).data;
    expect(before.missingMonths.length).toBeGreaterThan(0);
    const month = before.missingMonths[0];
    const { book, rows } = await templateOf('trade', month);
    const parts = (prefix: string) => rows.filter((r) => r.code.startsWith(prefix));
    // Parts moved a little, each total the sum of its rounded parts.
    const values = new Map<string, number>();
    for (const r of rows) if (r.code.includes('-')) values.set(r.code, round2(r.previous! * 1.03));
    const sum = (prefix: string) => round2(parts(prefix).reduce((s, r) => s + values.get(r.code)!, 0));
    values.set('EXP', sum('EXP-P'));
    values.set('IMP', sum('IMP-P'));
    values.set('ADJ', round2(rows.find((r) => r.code === 'ADJ')!.previous! * 1.03));
    // Product groups must add up to the same export total: the last one takes the rounding.
    const groups = parts('EXP-G');
    const rest = round2(groups.slice(0, -1).reduce((s, r) => s + values.get(r.code)!, 0));
    values.set(groups[groups.length - 1].code, round2(values.get('EXP')! - rest));

    const broken = new Map<string, ExcelJS.CellValue>(values);
    broken.set('EXP', values.get('EXP')! + 1000);
    broken.set('IMP-P1', 'n/a');
    const bad = await importAs(as.editor, 'trade', month, await fillCodes(book, broken));
    const expRow = rows.find((r) => r.code === 'EXP')!.row;
    expect(bad.issues).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ level: 'error', rule: 'sum-mismatch', row: expRow }),
        expect.objectContaining({ level: 'error', rule: 'not-a-number', row: rows.find((r) => r.code === 'IMP-P1')!.row, value: 'n/a' }),
      ]),
    );
    expect(bad.preview).toBeNull();

    const good = await importAs(as.editor, 'trade', month, await fillCodes(book, values));
    expect(good).toMatchObject({ dataset: 'trade', errors: 0, revision: null });
    expect(await fourEyes(good)).toMatchObject({ dataset: 'trade', kind: 'new', state: 'published' });
    const after = (await pub<Trade>('/webapi/trade?from=2025-01&to=2026-12')).data;
    expect(after.missingMonths).not.toContain(month);
    expect(after.months.find((m) => m.month === month)).toMatchObject({ exportValue: values.get('EXP'), importValue: values.get('IMP') });
  });

  it('a month out of turn is refused; a revision of a published month needs a reason and moves its 同比 a year later', async () => {
    expect((await as.editor.send('GET', '/webapi/admin/index/template?dataset=trade&period=2031-01')).status).toBe(400);
    const shown = (await pub<Trade>('/webapi/trade?from=2024-01&to=2026-12')).data.months;
    const target = shown[shown.length - 13];
    const yearLater = shown[shown.length - 1];
    const { book, rows } = await templateOf('trade', target.month);
    // The month before's figures (the template's 上期) in place of the published ones: every value changes.
    const values = new Map<string, ExcelJS.CellValue>(rows.map((r) => [r.code, r.previous]));
    const report = await importAs(as.editor, 'trade', target.month, await fillCodes(book, values));
    expect(report.errors).toBe(0);
    expect(report.revision!.changed).toBeGreaterThan(0);
    expect(report.issues.find((i) => i.rule === 'revision')?.level).toBe('warning');
    expect((await as.editor.send('POST', '/webapi/admin/index/publications', { importId: report.id })).status).toBe(400);
    expect(await fourEyes(report, '海关更正')).toMatchObject({ kind: 'revision', state: 'published' });
    const after = (await pub<Trade>('/webapi/trade?from=2024-01&to=2026-12')).data.months;
    const revised = after.find((m) => m.month === target.month)!;
    expect(revised.exportValue).toBe(values.get('EXP'));
    const later = after.find((m) => m.month === yearLater.month)!;
    expect(later.exportYoY).toBe(round2((later.exportValue / revised.exportValue - 1) * 100));
    history.trade = { month: target.month, exportValue: target.exportValue, newExport: revised.exportValue, yearLater: yearLater.month, yearLaterYoY: yearLater.exportYoY };
  });
});

describe('brand ranking', () => {
  interface Ranking {
    year: number;
    years: number[];
    items: { rank: number; brandId: string; value: number; rankChange: number | null }[];
  }
  it('a new edition: template, a broken copy, the right one, four eyes, and the public ranking ordered by value', async () => {
    const latest = (await pub<Ranking>('/webapi/brands/ranking')).data;
    const year = latest.year + 1;
    const { book, rows } = await templateOf('brands', String(year));
    const ranked = rows.filter((r) => r.previous !== null);
    expect(ranked.map((r) => r.code)).toEqual(latest.items.map((i) => i.brandId));

    const values = new Map<string, ExcelJS.CellValue>(ranked.map((r) => [r.code, round2(r.previous! * 1.05)]));
    // The last of last year's list climbs to the top.
    const climber = ranked[ranked.length - 1];
    values.set(climber.code, round2(ranked[0].previous! * 1.3));
    const broken = new Map(values);
    broken.set(ranked[1].code, 5000);
    // Two brands more than last year's thirty: one too many even with the bad value left out.
    for (const r of rows.filter((x) => x.previous === null).slice(0, 2)) broken.set(r.code, 1);
    const bad = await importAs(as.editor, 'brands', String(year), await fillCodes(book, broken));
    expect(bad.issues).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ level: 'error', rule: 'out-of-range', row: ranked[1].row, value: '5000' }),
        expect.objectContaining({ level: 'error', rule: 'too-many' }),
      ]),
    );

    const good = await importAs(as.editor, 'brands', String(year), await fillCodes(book, values));
    expect(good).toMatchObject({ dataset: 'brands', errors: 0 });
    expect(good.issues).toEqual(expect.arrayContaining([expect.objectContaining({ level: 'warning', rule: 'large-move', row: climber.row })]));
    expect(await fourEyes(good)).toMatchObject({ dataset: 'brands', kind: 'new', state: 'published' });

    const shown = (await pub<Ranking>(`/webapi/brands/ranking?year=${year}`)).data;
    expect(shown.years).toContain(year);
    expect(shown.items).toHaveLength(values.size);
    expect(shown.items[0]).toMatchObject({ rank: 1, brandId: climber.code, value: values.get(climber.code), rankChange: latest.items.length - 1 });
    const byValue = [...shown.items].sort((a, b) => b.value - a.value);
    expect(shown.items.map((i) => i.brandId)).toEqual(byValue.map((i) => i.brandId));
  });

  it('a revision of the edition before needs a reason: the ranking shows the new order, and the 名次变化 of the next edition follows it', async () => {
    const latest = (await pub<Ranking>('/webapi/brands/ranking')).data;
    const year = latest.years.filter((y) => y < latest.year).pop()!;
    const before = (await pub<Ranking>(`/webapi/brands/ranking?year=${year}`)).data.items;
    const { book } = await templateOf('brands', String(year));
    // The first two swap places: their values change hands.
    const values = new Map<string, ExcelJS.CellValue>(before.map((i) => [i.brandId, i.value]));
    values.set(before[0].brandId, before[1].value);
    values.set(before[1].brandId, before[0].value);
    const report = await importAs(as.editor, 'brands', String(year), await fillCodes(book, values));
    expect(report).toMatchObject({ errors: 0, revision: { changed: 2 } });
    expect((await as.editor.send('POST', '/webapi/admin/index/publications', { importId: report.id })).status).toBe(400);
    expect(await fourEyes(report, '评估机构更正')).toMatchObject({ dataset: 'brands', kind: 'revision', state: 'published' });

    const after = (await pub<Ranking>(`/webapi/brands/ranking?year=${year}`)).data.items;
    expect(after.slice(0, 2).map((i) => [i.brandId, i.value])).toEqual([
      [before[1].brandId, before[0].value],
      [before[0].brandId, before[1].value],
    ]);
    const rankNow = new Map(after.map((i) => [i.brandId, i.rank]));
    const following = (await pub<Ranking>(`/webapi/brands/ranking?year=${latest.year}`)).data.items;
    expect(following.length).toBeGreaterThan(0);
    for (const i of following) {
      const prev = rankNow.get(i.brandId);
      expect(i.rankChange).toBe(prev === undefined ? null : prev - i.rank);
    }
    history.brands = { year, values: new Map(before.map((i) => [i.brandId, i.value])) };
  });

  it('the publications list by dataset, and the audit names each step', async () => {
    const list = data<{ dataset: string; state: string }[]>(await as.reviewer.send('GET', '/webapi/admin/index/publications?dataset=brands'));
    expect(list.length).toBeGreaterThan(0);
    expect(list.every((p) => p.dataset === 'brands')).toBe(true);
    const trail = data<{ list: { action: string }[] }>(await as.admin.send('GET', '/webapi/admin/audit?entity=index_publication'));
    expect(trail.list.map((e) => e.action)).toEqual(expect.arrayContaining(['data.submit', 'data.approve']));
  });

  it('every answer kept the contract', () => {
    expect(problems).toEqual([]);
  });
});

describe('nothing is overwritten', () => {
  it('the revised trade month and edition are still in the database as closed vintages; every row there was is still there', async () => {
    // PGlite's folder is the server's while it runs: read it once the server is done.
    await suite.server.stop();
    const now = await vintages(suite.database);
    const keyOf = (v: Vintage) => `${v.kind} ${v.key} ${v.published_at}`;
    const kept = new Map(now.map((v) => [keyOf(v), v]));
    // An empty read of the seed would make the loop below pass without checking a row.
    expect(stored.filter((v) => v.kind === 'trade').length).toBeGreaterThan(0);
    expect(stored.filter((v) => v.kind === 'brand').length).toBeGreaterThan(0);
    for (const v of stored) expect(kept.get(keyOf(v))).toMatchObject({ value: v.value, detail: v.detail });
    expect(now.filter((v) => v.kind === 'trade').length).toBeGreaterThan(stored.filter((v) => v.kind === 'trade').length);
    expect(now.filter((v) => v.kind === 'brand').length).toBeGreaterThan(stored.filter((v) => v.kind === 'brand').length);

    const { trade, brands } = history;
    const month = now.filter((v) => v.kind === 'trade' && v.key === trade!.month);
    const current = month.filter((v) => v.superseded_at === null);
    expect(current.map((v) => v.value)).toEqual([trade!.newExport]);
    // The published figures are still there, closed at the instant the revision came out.
    expect(month.filter((v) => v.superseded_at !== null && v.value === trade!.exportValue).map((v) => v.superseded_at)).toEqual([current[0].published_at]);
    const yearLater = now.filter((v) => v.kind === 'trade' && v.key === trade!.yearLater);
    expect(yearLater.filter((v) => v.superseded_at !== null).map((v) => (v.detail as { exportYoY: number | null }).exportYoY)).toContain(trade!.yearLaterYoY);
    expect(yearLater.filter((v) => v.superseded_at === null)).toHaveLength(1);

    const edition = now.filter((v) => v.kind === 'brand' && v.key.startsWith(`${brands!.year}:`));
    const closed = new Map(edition.filter((v) => v.superseded_at !== null).map((v) => [v.key.split(':')[1], v.value]));
    expect(closed).toEqual(brands!.values);
    expect(edition.filter((v) => v.superseded_at === null)).toHaveLength(brands!.values.size);
  });
});
