/**
 * A quarterly index family (issue 45, deliver 2) on an office of its own, from an empty database
 * (SEED=off, createSite): an admin creates the family (base period a quarter, `2023-Q3`); an editor
 * imports its 2-level tree and 3 years of quarterly history (CSV, long form) and a reviewer approves
 * both (four eyes); the public series answers the 12 quarters with 同比 from the 5th on. A malformed
 * quarter in a history file (a long one's cell, a wide one's header) is reported with its cell. The
 * quarter after is imported from its template as a week or a month is, released, and answered by the
 * series, the snapshot, the families and the release calendar. Quarters are taken relative to today,
 * so the test holds whatever the day; every admin answer is checked against docs/openapi.yaml.
 */
import ExcelJS from 'exceljs';
import { AdminClient, openOffice, staffOn, type Reply } from './support/admin';
import { freshDatabase, request, type TestDatabase, type TestServer } from './support/server';
import { ContractValidator } from './contract/validate';
import { dereferenceDocument, operationsOf, type Document } from './contract/document';
import { consistent, filled, templateRows } from '../support/indexTemplate';
import type { PublishingFamily } from '../../src/types/admin';
import { nowMs } from '../../server/clock';

const A = '/webapi/admin';
const PASSWORD = 'Lakeside-quarter-2031';
const CODE = 'lakeside-quarterly';
const round2 = (v: number) => Math.round(v * 100) / 100;

// ------------------------------------------------------------------ quarters, relative to today

const BEIJING = new Date(nowMs() + 8 * 3_600_000);
/** The quarter today is in, as year * 4 + (quarter - 1). */
const CURRENT = BEIJING.getUTCFullYear() * 4 + Math.floor(BEIJING.getUTCMonth() / 3);
const keyOf = (i: number) => `${Math.floor(i / 4)}-Q${(i % 4) + 1}`;
const labelOf = (i: number) => `${Math.floor(i / 4)}年第${(i % 4) + 1}季度`;
/** 3 years of back data, ending the quarter before the last complete one. */
const FIRST = CURRENT - 13;
const HISTORY = Array.from({ length: 12 }, (_, k) => keyOf(FIRST + k));
/** The last complete quarter: imported and released as a week or a month is. */
const NEXT = CURRENT - 1;

// ------------------------------------------------------------------ the family and its tree

const QUARTERLY = {
  name: '湖畔茶产业季度景气指数',
  shortName: '季度景气',
  kind: 'climate',
  frequency: 'quarter',
  baseValue: 100,
  basePeriod: HISTORY[0],
  description: `以 ${labelOf(FIRST)}为基期（100），按茶园面积加权编制。`,
};

type Cell = string | number | null;
const TREE: Cell[][] = [
  ['LT', '茶产业景气总指数', 'Tea industry', null, 1, null],
  ['LT-A', '种植', 'Growing', 'LT', 2, 40],
  ['LT-B', '加工', 'Processing', 'LT', 2, 35],
  ['LT-C', '流通', 'Trade', 'LT', 2, 25],
];
const LEAVES: [string, number][] = [
  ['LT-A', 40],
  ['LT-B', 35],
  ['LT-C', 25],
];

/** Quarter k's levels: the leaves drift apart slowly, the root their rounded weighted average. */
function levels(k: number): Map<string, number> {
  const out = new Map<string, number>(LEAVES.map(([id], j) => [id, round2(100 + k * (0.8 + j * 0.35))]));
  out.set('LT', round2(LEAVES.reduce((s, [id, w]) => s + w * out.get(id)!, 0) / 100));
  return out;
}

async function treeWorkbook(): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('分类体系');
  sheet.addRow(['代码 Code', '名称 Name', '英文名称 English name', '上级代码 Parent', '层级 Level', '权重(%) Weight']);
  for (const r of TREE) sheet.addRow(r);
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** The history in long form (代码, 期间, 定基), one line a value; `edit` breaks it. */
function longCsv(edit: (lines: string[][]) => void = () => {}): Buffer {
  const lines = HISTORY.flatMap((key, k) => [...levels(k)].map(([id, v]) => [id, key, v.toFixed(2)]));
  edit(lines);
  return Buffer.from(`\ufeff代码,期间,定基\n${lines.map((l) => l.join(',')).join('\n')}\n`, 'utf8');
}

/** The history in wide form: codes down, one column a quarter headed by its key. */
function wideCsv(headers: string[]): Buffer {
  const rows = ['LT', 'LT-A', 'LT-B', 'LT-C'].map((id) => [id, ...HISTORY.map((_, k) => levels(k).get(id)!.toFixed(2))].join(','));
  return Buffer.from(`代码,${headers.join(',')}\n${rows.join('\n')}\n`, 'utf8');
}

// ------------------------------------------------------------------ the office

let doc: Document;
let validator: ContractValidator;
const contractProblems: string[] = [];

class CheckedClient extends AdminClient {
  async send(method: string, url: string, body?: unknown, opts?: Parameters<AdminClient['send']>[3]): Promise<Reply> {
    const r = await super.send(method, url, body, opts);
    const bare = url.split('?')[0];
    const op = operationsOf(doc, 'admin').find((o) => o.method === method.toLowerCase() && new RegExp(`^${o.path.replace(/\{\w+\}/g, '[^/]+')}$`).test(bare));
    if (!op) contractProblems.push(`${method} ${bare}: no operation`);
    else if ((r.headers.get('content-type') ?? '').startsWith('application/json')) {
      const headers: Record<string, string> = {};
      r.headers.forEach((value, name) => (headers[name] = value));
      contractProblems.push(...validator.checkOperation(method, op.path, { status: r.status, headers, json: r.json, passedOn: false }).map((p) => `${method} ${url} ${r.status}: ${p}`));
    }
    return r;
  }
}

let database: TestDatabase;
let server: TestServer;
let admin: AdminClient;
let editor: AdminClient;
let reviewer: AdminClient;
let projId: number;


const data = <T>(r: Reply): T => {
  if (r.status !== 200) throw new Error(`${r.status} ${r.text}`);
  return r.json.data as T;
};
const publicJson = async <T>(url: string) => (await request(server.baseURL, url)).json as { data: T; success: boolean; errorCode?: string; errorMessage?: string };

type Issue = { level: string; rule: string; row: number | null; column: string | null; value: string | null; message: string };
type Report = { id: number; errors: number; warnings: number; issues: Issue[]; history?: { periods: number; first: string; last: string; layout: string } };
type Point = { period: string; year: number; quarter?: number; month?: number; week?: number; indexValue: number; lastValue: number | null; sameValue: number | null };

const uploadHistory = (bytes: Buffer, name = 'history.csv') => editor.send('POST', `${A}/families/${projId}/history?filename=${encodeURIComponent(name)}`, bytes);
const series = () => publicJson<{ nodeId: string; points: Point[] }[]>(`/webapi/index/series?projId=${projId}&nodeIds=LT,LT-B`);
const due = async () => data<PublishingFamily[]>(await editor.send('GET', `${A}/index/families`)).find((f) => f.projId === projId)!;

beforeAll(async () => {
  doc = await dereferenceDocument();
  validator = new ContractValidator(doc);
  database = await freshDatabase({ seeded: false });
  ({ server, admin } = await openOffice({ code: CODE, name: '湖畔茶产业指数', password: PASSWORD, Client: CheckedClient, database }));
  editor = await staffOn(server, 'writer', 'editor', PASSWORD, CheckedClient);
  reviewer = await staffOn(server, 'checker', 'reviewer', PASSWORD, CheckedClient);
}, 300_000);

afterAll(async () => {
  await server?.stop();
  await database?.drop();
});

describe('a quarterly family on an office of its own', () => {
  it('is created with a quarter as its base period, its label and first day derived', async () => {
    const created = data<Record<string, unknown>>(await admin.send('POST', `${A}/families`, QUARTERLY));
    expect(created).toMatchObject({
      ...QUARTERLY,
      basePeriodLabel: labelOf(FIRST),
      basePeriodDate: `${Math.floor(FIRST / 4)}-${String((FIRST % 4) * 3 + 1).padStart(2, '0')}-01`,
      releaseSlot: { weekday: null, time: '10:00' },
      movePct: 10,
      published: false,
    });
    projId = created.projId as number;
    // The next period due, with nothing out yet, is the last complete quarter.
    expect((await due()).next).toMatchObject({ period: keyOf(NEXT), label: labelOf(NEXT), importable: true });
  });

  it('refuses a month as a quarterly base period, naming the field in both languages', async () => {
    const r = await admin.send('POST', `${A}/families`, { ...QUARTERLY, name: '另一个季度指数', basePeriod: '2023-07' });
    expect({ status: r.status, code: r.json.errorCode }).toEqual({ status: 400, code: 'BAD_REQUEST' });
    expect(r.json.errorMessage).toMatch(/basePeriod（基期）.*2026-Q3.*A quarterly period is a year and quarter/);
  });

  it('takes its tree from the first quarter on, approved by another account', async () => {
    const checked = data<{ id: number; state: string; validFrom: string; label: string; errors: number }>(
      await editor.send('POST', `${A}/families/${projId}/classification/import?validFrom=${HISTORY[0]}&note=${encodeURIComponent('首版分类')}&filename=tree.xlsx`, await treeWorkbook()),
    );
    expect(checked).toMatchObject({ state: 'checked', validFrom: HISTORY[0], label: labelOf(FIRST), errors: 0 });
    await editor.send('POST', `${A}/families/${projId}/classification/changes/${checked.id}/submit`);
    const own = await editor.send('POST', `${A}/families/${projId}/classification/changes/${checked.id}/review`, { decision: 'approve' });
    expect(own.status).toBe(403);
    expect(data<{ state: string }>(await reviewer.send('POST', `${A}/families/${projId}/classification/changes/${checked.id}/review`, { decision: 'approve' }))).toMatchObject({ state: 'approved' });
  });

  it('reports a malformed quarter in a history file with its cell, and keeps nothing', async () => {
    // Long: the 6th value's period cell (row 7, column B) reads 2024-Q5.
    const long = data<Report>(
      await uploadHistory(
        longCsv((l) => {
          l[5][1] = `${HISTORY[1].slice(0, 4)}-Q5`;
        }),
      ),
    );
    expect(long.issues).toEqual(expect.arrayContaining([expect.objectContaining({ level: 'error', rule: 'bad-period', row: 7, column: 'B7', value: `${HISTORY[1].slice(0, 4)}-Q5` })]));
    expect(long.issues.find((i) => i.rule === 'bad-period')!.message).toMatch(/第 1 至第 4 季度.*Q1 to Q4/);
    // Wide: the third period header (column D of row 1) is a month, not a quarter.
    const headers = [...HISTORY];
    headers[2] = '2024-07';
    const wide = data<Report>(await uploadHistory(wideCsv(headers), 'wide.csv'));
    expect(wide.issues).toEqual(expect.arrayContaining([expect.objectContaining({ level: 'error', rule: 'bad-period', row: 1, column: 'D1', value: '2024-07' })]));
    expect(wide.issues.find((i) => i.rule === 'bad-period')!.message).toMatch(/季度指数的期间是年份和季度.*a quarterly period is a year and quarter/);
    expect((await editor.send('POST', `${A}/index/publications`, { importId: wide.id })).status).toBe(400);
    expect((await request(server.baseURL, `/webapi/index/series?projId=${projId}&nodeIds=LT`)).status).toBe(404);
  });

  it('reads the same 3 years from a wide file headed by the quarters’ keys', async () => {
    const wide = data<Report>(await uploadHistory(wideCsv(HISTORY), 'wide.csv'));
    expect(wide).toMatchObject({ errors: 0, history: { layout: 'wide', periods: 12, first: HISTORY[0], last: HISTORY[11] } });
  });

  it('back-loads 3 years (long CSV), approved by another account, and answers 12 quarters with 同比 from the 5th on', async () => {
    const report = data<Report>(await uploadHistory(longCsv()));
    expect(report).toMatchObject({ errors: 0, history: { layout: 'long', periods: 12, first: HISTORY[0], last: HISTORY[11] } });
    const pub = data<{ id: number; label: string }>(await editor.send('POST', `${A}/index/publications`, { importId: report.id }));
    expect(pub.label).toBe(`${labelOf(FIRST)}至${labelOf(FIRST + 11)}历史数据`);
    expect((await editor.send('POST', `${A}/index/publications/${pub.id}/review`, { decision: 'approve', acknowledgeWarnings: true })).status).toBe(403);
    expect((await reviewer.send('POST', `${A}/index/publications/${pub.id}/review`, { decision: 'approve', acknowledgeWarnings: true })).status).toBe(200);

    const answer = await series();
    expect(answer.success).toBe(true);
    const [root, processing] = answer.data;
    expect(root.points.map((p) => [p.period, p.year, p.quarter, p.month, p.week])).toEqual(HISTORY.map((key, k) => [key, Math.floor((FIRST + k) / 4), ((FIRST + k) % 4) + 1, undefined, undefined]));
    expect(root.points.map((p) => p.indexValue)).toEqual(HISTORY.map((_, k) => levels(k).get('LT')));
    expect(processing.points.map((p) => p.indexValue)).toEqual(HISTORY.map((_, k) => levels(k).get('LT-B')));
    // 同比 against the same quarter a year (4 quarters) earlier; 环比 against the quarter before.
    const v = (k: number) => levels(k).get('LT')!;
    expect(root.points.map((p) => p.sameValue)).toEqual(HISTORY.map((_, k) => (k < 4 ? null : round2((v(k) / v(k - 4)) * 100))));
    expect(root.points.map((p) => p.lastValue)).toEqual(HISTORY.map((_, k) => (k < 1 ? null : round2((v(k) / v(k - 1)) * 100))));
  });

  it('imports the next quarter from its template as a week or a month is, and releases it', async () => {
    expect((await due()).next).toMatchObject({ period: keyOf(NEXT), label: labelOf(NEXT), importable: true });
    const t = await editor.send('GET', `${A}/index/template?projId=${projId}&period=${keyOf(NEXT)}`);
    expect(t.status).toBe(200);
    const { book, rows } = await templateRows(t.bytes);
    expect(rows.map((r) => [r.code, r.previous])).toEqual(['LT', 'LT-A', 'LT-B', 'LT-C'].map((id) => [id, levels(11).get(id)]));
    const values = consistent(rows, (r) => round2(r.previous * 1.012));
    const report = data<Report>(await editor.send('POST', `${A}/index/imports?projId=${projId}&period=${keyOf(NEXT)}&filename=q.xlsx`, await filled(book, values)));
    expect(report.errors).toBe(0);
    const pub = data<{ id: number; label: string }>(await editor.send('POST', `${A}/index/publications`, { importId: report.id }));
    expect(pub.label).toContain(labelOf(NEXT));
    expect(data<{ state: string }>(await reviewer.send('POST', `${A}/index/publications/${pub.id}/review`, { decision: 'approve', acknowledgeWarnings: true, publishNow: true }))).toMatchObject({ state: 'published' });

    const [root] = (await series()).data;
    expect(root.points.map((p) => p.period)).toEqual([...HISTORY, keyOf(NEXT)]);
    const last = root.points[12];
    expect(last).toMatchObject({ year: Math.floor(NEXT / 4), quarter: (NEXT % 4) + 1, indexValue: values.get('LT') });
    expect(last.sameValue).toBe(round2((values.get('LT')! / levels(8).get('LT')!) * 100));
    expect((await due()).next).toMatchObject({ period: keyOf(CURRENT), label: labelOf(CURRENT) });
  });

  it('answers the quarter in the snapshot, the families and the release calendar; a month is no period of it', async () => {
    const snap = await publicJson<{ period: string; year: number; quarter: number; rows: unknown[] }>(`/webapi/index/snapshot?projId=${projId}&period=${HISTORY[4]}`);
    expect(snap.data).toMatchObject({ period: HISTORY[4], year: Math.floor((FIRST + 4) / 4), quarter: ((FIRST + 4) % 4) + 1 });
    expect(snap.data.rows).toHaveLength(4);
    const wrong = await publicJson(`/webapi/index/snapshot?projId=${projId}&period=2024-07`);
    expect({ code: wrong.errorCode, message: wrong.errorMessage }).toEqual({ code: 'BAD_REQUEST', message: expect.stringContaining('YYYY-Qn') });

    const families = await publicJson<{ projId: number; frequency: string; basePeriod: string; latestPeriod: string; nextRelease: string | null }[]>('/webapi/index/families');
    // The current quarter is due the day after it ends, at 10:00 Beijing: on the calendar when within its 91 days.
    const endYear = Math.floor((CURRENT + 1) / 4);
    const releaseDay = `${endYear}-${String(((CURRENT + 1) % 4) * 3 + 1).padStart(2, '0')}-01`;
    const within = (Date.parse(`${releaseDay}T00:00:00Z`) - Date.parse(`${BEIJING.toISOString().slice(0, 10)}T00:00:00Z`)) / 86_400_000 <= 91;
    expect(families.data.find((f) => f.projId === projId)).toMatchObject({ frequency: 'quarter', basePeriod: labelOf(FIRST), latestPeriod: keyOf(NEXT), nextRelease: within ? releaseDay : null });
    const ics = String((await request(server.baseURL, '/webapi/feeds/releases.ics')).body);
    expect(ics.includes(`release-${projId}-${keyOf(CURRENT)}@`)).toBe(within);
  });

  it('answered every admin call as the contract says', () => {
    expect(contractProblems).toEqual([]);
  });
});
