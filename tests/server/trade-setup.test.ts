/**
 * The trade set-up (外贸设置, issue 45 deliver 5) of an office that starts empty: its admin names the
 * partners and product groups (and the unit, currency, source and customs' release day); every rule
 * refuses a broken input with a clear 400 in Chinese and English and writes nothing; only admins may;
 * the trade template then lists those names and a month imports, passes four eyes and is public. Once a
 * month is stored a partner can be renamed or appended, never removed or moved. Every trade-setup answer
 * is checked against docs/openapi.yaml.
 */
import { dereferenceDocument } from './contract/document';
import { ContractValidator } from './contract/validate';
import { AdminClient, openOffice, staffOn, type Reply } from './support/admin';
import { request, type TestServer } from './support/server';
import { codeTemplateRows, fillCodes } from '../support/codeTemplate';

const A = '/webapi/admin';
const PASSWORD = 'Harbour-trade-office-2031';
const CODE = 'harbour-trade';
const TRADE = `${A}/trade?siteCode=${CODE}`;
/** A month long over whatever day the test runs (a new office's first month may be any past one). */
const MONTH = '2024-03';

const SETUP = {
  unit: '万美元',
  currency: 'usd',
  source: '港城海关',
  releaseDay: 18,
  partnerNames: ['东盟', ' 欧盟 ', '美国'],
  productNames: ['机电产品', '纺织服装'],
};

let server: TestServer;
let admin: AdminClient;
let editor: AdminClient;
let reviewer: AdminClient;
let validator: ContractValidator;
const problems: string[] = [];


/** A trade-setup call, its answer held to the contract. */
async function trade(client: AdminClient, method: 'GET' | 'PUT', body?: unknown): Promise<Reply> {
  const r = await client.send(method, TRADE, body);
  const headers: Record<string, string> = {};
  r.headers.forEach((value, name) => (headers[name] = value));
  problems.push(...validator.checkOperation(method, '/webapi/admin/trade', { status: r.status, headers, json: r.json, passedOn: false }).map((p) => `${method} ${r.status}: ${p}`));
  return r;
}

const pub = async <T>(url: string) => (await request(server.baseURL, url)).json as { success: boolean; data: T };
const outcome = (r: Reply) => ({ status: r.status, code: r.json.errorCode });

beforeAll(async () => {
  validator = new ContractValidator(await dereferenceDocument());
  ({ server, admin } = await openOffice({ code: CODE, name: '港城外贸指数', password: PASSWORD, env: { VERSION_TTL_MS: '500' }, adminName: 'harbour-admin' }));
  editor = await staffOn(server, 'harbour-editor', 'editor', PASSWORD);
  reviewer = await staffOn(server, 'harbour-reviewer', 'reviewer', PASSWORD);
}, 300_000);

afterAll(async () => {
  await server?.stop();
});

describe('a new office’s trade set-up', () => {
  it('starts empty: nothing to import yet', async () => {
    const r = await trade(admin, 'GET');
    expect(r.status).toBe(200);
    expect(r.json.data).toEqual({ unit: '', currency: 'USD', source: '', releaseDay: null, partnerNames: [], productNames: [], storedMonths: 0 });
  });

  it('is for admins only: editors and reviewers are refused, strangers asked to sign in', async () => {
    for (const client of [editor, reviewer]) {
      expect(outcome(await trade(client, 'GET'))).toEqual({ status: 403, code: 'FORBIDDEN' });
      expect(outcome(await trade(client, 'PUT', SETUP))).toEqual({ status: 403, code: 'FORBIDDEN' });
    }
    expect(outcome(await trade(new AdminClient(server.baseURL), 'PUT', SETUP))).toEqual({ status: 401, code: 'UNAUTHENTICATED' });
  });

  it('refuses each broken set-up with a clear 400 in Chinese and English, and keeps what it had', async () => {
    const twelve = Array.from({ length: 12 }, (_, i) => `伙伴${i + 1}`);
    const bad: [string, unknown, RegExp][] = [
      ['an empty partner', { ...SETUP, partnerNames: ['东盟', '  '] }, /第 2 个贸易伙伴没有名称（partner 2 has no name\.）/],
      ['a partner twice', { ...SETUP, partnerNames: ['东盟', '欧盟', ' 东盟'] }, /贸易伙伴「东盟」重复（The partner "东盟" is listed twice\.）/],
      ['a name over 40 characters', { ...SETUP, productNames: ['机'.repeat(41)] }, /产品类别「机+」超过 40 个字（The product group name ".*" is longer than 40 characters\.）/],
      ['thirteen partners', { ...SETUP, partnerNames: [...twelve, '伙伴13'] }, /贸易伙伴最多 12 个，现有 13 个（At most 12 partners, not 13\.）/],
      ['thirteen groups', { ...SETUP, productNames: [...twelve, '类别13'] }, /产品类别最多 12 个/],
      ['a group twice', { ...SETUP, productNames: ['机电产品', '机电产品'] }, /产品类别「机电产品」重复/],
      ['a currency that is no code', { ...SETUP, currency: 'US' }, /币种应为三个字母的代码.*（The currency is a three-letter code/],
      ['release day 29', { ...SETUP, releaseDay: 29 }, /releaseDay 不能大于 28（/],
      ['release day 0', { ...SETUP, releaseDay: 0 }, /releaseDay 不能小于 1（/],
      ['no partner list', { ...SETUP, partnerNames: undefined }, /partnerNames 缺失（/],
    ];
    for (const [what, body, message] of bad) {
      const r = await trade(admin, 'PUT', body);
      expect({ what, status: r.status, code: r.json.errorCode }).toEqual({ what, status: 400, code: 'BAD_REQUEST' });
      expect({ what, message: r.json.errorMessage }).toEqual({ what, message: expect.stringMatching(message) });
    }
    expect((await trade(admin, 'GET')).json.data).toMatchObject({ partnerNames: [], productNames: [] });
    expect((await admin.send('GET', `${A}/audit?action=trade.update`)).json.data).toMatchObject({ total: 0 });
  });

  it('stores a set-up (trimmed, the currency upper-case), audits it, and visitors see it at once', async () => {
    const r = await trade(admin, 'PUT', SETUP);
    const stored = { unit: '万美元', currency: 'USD', source: '港城海关', releaseDay: 18, partnerNames: ['东盟', '欧盟', '美国'], productNames: ['机电产品', '纺织服装'] };
    expect(r.status).toBe(200);
    expect(r.json.data).toEqual({ ...stored, storedMonths: 0 });
    expect((await trade(admin, 'GET')).json.data).toEqual({ ...stored, storedMonths: 0 });
    const trail = (await admin.send('GET', `${A}/audit?action=trade.update`)).json.data;
    expect(trail).toMatchObject({ total: 1, list: [{ action: 'trade.update', accountName: 'harbour-admin', before: { partnerNames: [] }, after: stored }] });
    const shown = await pub<{ unit: string; currency: string; source: string }>(`/webapi/trade?siteCode=${CODE}&from=2024-01&to=2024-12`);
    expect(shown).toMatchObject({ success: true, data: { unit: '万美元', currency: 'USD', source: '港城海关' } });
  });

  it('before any month is stored, partners and groups may still be removed and reordered', async () => {
    const reordered = await trade(admin, 'PUT', { ...SETUP, partnerNames: ['美国', '东盟'], productNames: ['纺织服装', '机电产品'] });
    expect(reordered.json.data).toMatchObject({ partnerNames: ['美国', '东盟'], productNames: ['纺织服装', '机电产品'] });
    expect((await trade(admin, 'PUT', SETUP)).status).toBe(200);
  });
});

describe('then the trade figures import as today', () => {
  const template = async () => {
    const t = await editor.send('GET', `${A}/index/template?dataset=trade&period=${MONTH}&siteCode=${CODE}`);
    expect(t.status).toBe(200);
    return codeTemplateRows(t.bytes);
  };

  it('the trade template lists the partners and groups in their order, with the unit', async () => {
    const { rows } = await template();
    expect(rows.map((r) => [r.code, r.name])).toEqual([
      ['EXP', '出口总额'],
      ['IMP', '进口总额'],
      ['ADJ', '季节调整后进出口总额'],
      ['EXP-P1', '对东盟出口'],
      ['EXP-P2', '对欧盟出口'],
      ['EXP-P3', '对美国出口'],
      ['IMP-P1', '自东盟进口'],
      ['IMP-P2', '自欧盟进口'],
      ['IMP-P3', '自美国进口'],
      ['EXP-G1', '机电产品出口'],
      ['EXP-G2', '纺织服装出口'],
    ]);
  });

  it('a month imports, passes four eyes and is on the public trade page with its partners', async () => {
    const { book } = await template();
    const values = new Map<string, number>([
      ['EXP-P1', 120.5],
      ['EXP-P2', 80.25],
      ['EXP-P3', 60],
      ['IMP-P1', 50],
      ['IMP-P2', 40.5],
      ['IMP-P3', 30],
      ['EXP-G1', 200],
      ['EXP-G2', 60.75],
      ['EXP', 260.75],
      ['IMP', 120.5],
      ['ADJ', 380],
    ]);
    const imported = await editor.send('POST', `${A}/index/imports?dataset=trade&period=${MONTH}&filename=trade.xlsx&siteCode=${CODE}`, await fillCodes(book, values));
    expect(imported.status).toBe(200);
    const report = imported.json.data as { id: number; errors: number; issues: unknown[] };
    expect({ errors: report.errors, issues: report.issues.filter((i) => (i as { level: string }).level === 'error') }).toEqual({ errors: 0, issues: [] });
    const submitted = await editor.send('POST', `${A}/index/publications?siteCode=${CODE}`, { importId: report.id });
    expect(submitted.status).toBe(200);
    const { id } = submitted.json.data as { id: number };
    // Four eyes: its author cannot approve it.
    expect((await editor.send('POST', `${A}/index/publications/${id}/review?siteCode=${CODE}`, { decision: 'approve', acknowledgeWarnings: true })).status).toBe(403);
    const approved = await reviewer.send('POST', `${A}/index/publications/${id}/review?siteCode=${CODE}`, { decision: 'approve', acknowledgeWarnings: true });
    expect(approved.json.data).toMatchObject({ dataset: 'trade', state: 'published' });

    const shown = await pub<{ months: { month: string; exportValue: number; importValue: number }[]; partners: { name: string; exportValue: number; importValue: number }[]; products: { name: string; exportValue: number }[] }>(
      `/webapi/trade?siteCode=${CODE}&from=2024-01&to=2024-12`,
    );
    expect(shown.data.months).toEqual([expect.objectContaining({ month: MONTH, exportValue: 260.75, importValue: 120.5 })]);
    expect(shown.data.partners).toEqual([
      { name: '东盟', exportValue: 120.5, importValue: 50 },
      { name: '欧盟', exportValue: 80.25, importValue: 40.5 },
      { name: '美国', exportValue: 60, importValue: 30 },
    ]);
    expect(shown.data.products).toEqual([
      { name: '机电产品', exportValue: 200 },
      { name: '纺织服装', exportValue: 60.75 },
    ]);
  });

  it('once a month is stored, a partner or group cannot be removed or moved: the error says why', async () => {
    expect((await trade(admin, 'GET')).json.data).toMatchObject({ storedMonths: 1 });
    const cases: [string, unknown, RegExp][] = [
      ['a partner removed', { ...SETUP, partnerNames: ['东盟', '欧盟'] }, /已有外贸数据按贸易伙伴的顺序保存，贸易伙伴只能改名或在末尾添加，不能删除（Trade figures are stored in the order of the partners: .*not removed\.）/],
      ['partners reordered', { ...SETUP, partnerNames: ['欧盟', '东盟', '美国'] }, /「欧盟」不能调换位置.*（.*"欧盟" cannot be moved/],
      ['a group removed', { ...SETUP, productNames: ['机电产品'] }, /产品类别只能改名或在末尾添加，不能删除/],
      ['a group moved to the end', { ...SETUP, productNames: ['纺织服装', '家具', '机电产品'] }, /「纺织服装」不能调换位置/],
    ];
    for (const [what, body, message] of cases) {
      const r = await trade(admin, 'PUT', body);
      expect({ what, status: r.status, message: r.json.errorMessage }).toEqual({ what, status: 400, message: expect.stringMatching(message) });
    }
    expect((await trade(admin, 'GET')).json.data).toMatchObject({ partnerNames: ['东盟', '欧盟', '美国'], productNames: ['机电产品', '纺织服装'] });
  });

  it('a partner renamed and one appended: the template and the public page follow, the stored month keeps its figures', async () => {
    const r = await trade(admin, 'PUT', { ...SETUP, partnerNames: ['东盟十国', '欧盟', '美国', '日本'], productNames: ['机电产品', '纺织服装', '家具'] });
    expect(r.json.data).toMatchObject({ partnerNames: ['东盟十国', '欧盟', '美国', '日本'], productNames: ['机电产品', '纺织服装', '家具'], storedMonths: 1 });
    const { rows } = await template();
    expect(rows.filter((x) => x.code.startsWith('EXP-P')).map((x) => x.name)).toEqual(['对东盟十国出口', '对欧盟出口', '对美国出口', '对日本出口']);
    expect(rows.filter((x) => x.code.startsWith('EXP-G')).map((x) => x.name)).toEqual(['机电产品出口', '纺织服装出口', '家具出口']);
    const shown = await pub<{ partners: { name: string; exportValue: number; importValue: number }[]; products: { name: string; exportValue: number }[] }>(
      `/webapi/trade?siteCode=${CODE}&from=2024-01&to=2024-12`,
    );
    expect(shown.data.partners).toEqual([
      { name: '东盟十国', exportValue: 120.5, importValue: 50 },
      { name: '欧盟', exportValue: 80.25, importValue: 40.5 },
      { name: '美国', exportValue: 60, importValue: 30 },
      { name: '日本', exportValue: 0, importValue: 0 },
    ]);
    expect(shown.data.products.map((p) => p.name)).toEqual(['机电产品', '纺织服装', '家具']);
  });

  it('every trade-setup answer matched the contract', () => {
    expect(problems).toEqual([]);
  });
});
