/**
 * An office sets up its own index families (issue 45): on an empty server with a site of its own,
 * an admin creates a weekly and a monthly family with their base, unit, release slot, alert
 * threshold and 编制说明, edits them, and the store, the audit trail and the visitors' answers say
 * so. A bad field is a 400 naming it, a taken projId 409 FAMILY_EXISTS, an editor is refused, and a
 * family with a released period keeps its base.
 */
import { AdminClient, openOffice, staffOn, type Reply } from './support/admin';
import { freshDatabase, request, startServer, type TestDatabase, type TestServer } from './support/server';
import { queryRows } from './support/sql';
import { ContractValidator } from './contract/validate';
import { dereferenceDocument, operationsOf, type Document } from './contract/document';

const A = '/webapi/admin';
const PASSWORD = 'Lakeside-tea-2031';
const CODE = 'lakeside-tea';

let doc: Document;
let validator: ContractValidator;
/** Every back-office answer of this file, checked against the document's schemas. */
const contractProblems: string[] = [];

/** A client whose every answer is checked against the operation's response in docs/openapi.yaml. */
class CheckedClient extends AdminClient {
  async send(method: string, url: string, body?: unknown, opts?: Parameters<AdminClient['send']>[3]): Promise<Reply> {
    const r = await super.send(method, url, body, opts);
    const bare = url.split('?')[0];
    const op = operationsOf(doc, 'admin').find((o) => o.method === method.toLowerCase() && new RegExp(`^${o.path.replace(/\{\w+\}/g, '[^/]+')}$`).test(bare));
    if (!op) contractProblems.push(`${method} ${bare}: no operation`);
    else {
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

const outcome = (r: Reply) => ({ status: r.status, code: r.json.errorCode, message: r.json.errorMessage });


const WEEKLY = {
  name: '湖畔茶叶价格指数',
  shortName: '茶价指数',
  kind: 'price',
  frequency: 'week',
  baseValue: 1000,
  basePeriod: '2016-01-04',
  releaseSlot: { weekday: 2, time: '09:30' },
  movePct: 3,
  source: '湖畔茶叶市场管理办公室',
  description: '以 2016 年第 1 周为基期（1000），按成交额加权编制。',
};
const MONTHLY = {
  name: '湖畔茶产业景气指数',
  shortName: '景气指数',
  kind: 'climate',
  frequency: 'month',
  baseValue: 100,
  basePeriod: '2020-01',
  threshold: 50,
};

const families = async (c: AdminClient = admin) => (await c.send('GET', `${A}/families`)).json.data as Record<string, unknown>[];

beforeAll(async () => {
  doc = await dereferenceDocument();
  validator = new ContractValidator(doc);
  database = await freshDatabase({ seeded: false });
  ({ server, admin } = await openOffice({ code: CODE, name: '湖畔茶叶指数', password: PASSWORD, Client: CheckedClient, database }));
  editor = await staffOn(server, 'writer', 'editor', PASSWORD, CheckedClient);
}, 300_000);

afterAll(async () => {
  await server?.stop();
  await database?.drop();
});

describe('creating families', () => {
  it('creates a weekly family at 21 with the base label and date derived, the defaults filled in', async () => {
    const r = await admin.send('POST', `${A}/families`, WEEKLY);
    expect(r.status).toBe(200);
    expect(r.json.data).toEqual({
      ...WEEKLY,
      projId: 21,
      basePeriodLabel: '2016年第1周',
      basePeriodDate: '2016-01-04',
      unit: '点',
      depth: 1,
      threshold: null,
      valueKinds: ['indexValue', 'lastValue', 'sameValue'],
      published: false,
    });
  });

  it('creates a monthly family at the next free id, with the default slot and alert threshold', async () => {
    const r = await admin.send('POST', `${A}/families`, MONTHLY);
    expect(r.json.data).toMatchObject({
      projId: 22,
      basePeriod: '2020-01',
      basePeriodLabel: '2020年1月',
      basePeriodDate: '2020-01-01',
      releaseSlot: { weekday: null, time: '10:00' },
      movePct: 10,
      threshold: 50,
      valueKinds: [],
      source: '',
      description: '',
    });
    expect((await families()).map((f) => [f.projId, f.name, f.frequency])).toEqual([
      [21, WEEKLY.name, 'week'],
      [22, MONTHLY.name, 'month'],
    ]);
  });

  it('lists them in the site constants with their value kinds, depth 1', async () => {
    const constants = (await request(server.baseURL, '/webapi/constants')).json as Reply['json'];
    expect((constants.data as { projects: unknown[] }).projects).toEqual([
      { projId: 21, depth: 1, list: ['indexValue', 'lastValue', 'sameValue'] },
      { projId: 22, depth: 1, list: [] },
    ]);
  });

  it('refuses a projId in use: 409 FAMILY_EXISTS, nothing written', async () => {
    expect(outcome(await admin.send('POST', `${A}/families`, { ...MONTHLY, projId: 21, name: '另一个' }))).toEqual({
      status: 409,
      code: 'FAMILY_EXISTS',
      message: '指数项目 21 已存在（Index family 21 already exists.）',
    });
    expect((await families()).map((f) => f.name)).toEqual([WEEKLY.name, MONTHLY.name]);
  });

  it('refuses each bad field with a 400 naming it, in Chinese and English, and writes nothing', async () => {
    const bad: [Record<string, unknown>, RegExp][] = [
      [{ baseValue: 500 }, /^baseValue：基期值只能是 100 或 1000.*（baseValue: the base value is 100 or 1000/],
      [{ basePeriod: '2016-01-05' }, /^basePeriod（基期）：周期应为该周星期一的日期.*（A weekly period is its Monday/],
      [{ basePeriod: '2016-13' }, /^basePeriod（基期）：/],
      [{ releaseSlot: { weekday: 8, time: '10:00' } }, /^releaseSlot\.weekday：发布日应为星期一（1）到星期日（7）.*（releaseSlot\.weekday: /],
      [{ releaseSlot: { weekday: 1, time: '25:00' } }, /^releaseSlot\.time：发布时间应为北京时间 HH:MM.*（releaseSlot\.time: /],
      [{ releaseSlot: { weekday: 1, time: '9:30' } }, /^releaseSlot\.time：/],
      [{ movePct: 0 }, /^movePct：预警阈值.*（movePct: /],
      [{ name: '  ' }, /^name：请填写指数名称.*（name: /],
      [{ kind: 'weather' }, /参数 kind 只能是 price、climate、trade、material、development 之一（Parameter kind /],
      [{ frequency: 'day' }, /参数 frequency /],
      [{ projId: 0 }, /^projId：/],
    ];
    for (const [change, message] of bad) {
      const r = await admin.send('POST', `${A}/families`, { ...WEEKLY, projId: 30, ...change });
      expect({ change, status: r.status, code: r.json.errorCode, message: r.json.errorMessage }).toEqual({ change, status: 400, code: 'BAD_REQUEST', message: expect.stringMatching(message) });
    }
    expect((await families()).map((f) => f.projId)).toEqual([21, 22]);
  });

  it('is for admins only', async () => {
    expect(outcome(await editor.send('POST', `${A}/families`, { ...MONTHLY, projId: 40 }))).toMatchObject({ status: 403, code: 'FORBIDDEN' });
    expect(outcome(await editor.send('PUT', `${A}/families/21`, { name: '改名' }))).toMatchObject({ status: 403, code: 'FORBIDDEN' });
    expect((await editor.send('GET', `${A}/families`)).status).toBe(403);
    expect((await families()).map((f) => f.name)).toEqual([WEEKLY.name, MONTHLY.name]);
  });
});

describe('editing a family', () => {
  it('changes the fields given, keeps the others, and is audited with before and after', async () => {
    const r = await admin.send('PUT', `${A}/families/22`, { description: '按月调查 120 家企业编制。', releaseSlot: { weekday: 5, time: '15:00' }, baseValue: 1000, basePeriod: '2019-12' });
    expect(r.json.data).toMatchObject({ projId: 22, name: MONTHLY.name, frequency: 'month', description: '按月调查 120 家企业编制。', releaseSlot: { weekday: 5, time: '15:00' }, baseValue: 1000, basePeriodLabel: '2019年12月', threshold: 50 });
    expect((await families()).find((f) => f.projId === 22)).toEqual(r.json.data);
    const trail = await admin.send('GET', `${A}/audit?action=family.update`);
    expect(trail.json.data).toMatchObject({
      total: 1,
      list: [{ action: 'family.update', accountName: 'boss', entity: 'index_family', entityId: '22', entityTitle: MONTHLY.name, before: { description: '', baseValue: 100 }, after: { description: '按月调查 120 家企业编制。', baseValue: 1000 } }],
    });
    expect((await admin.send('GET', `${A}/audit?action=family.create`)).json.data).toMatchObject({ total: 2 });
  });

  it('refuses a bad field (400) and an unknown family (404), and never changes the frequency', async () => {
    const before = await families();
    expect(outcome(await admin.send('PUT', `${A}/families/22`, { baseValue: 10 }))).toMatchObject({ status: 400, message: expect.stringMatching(/^baseValue：/) });
    expect(outcome(await admin.send('PUT', `${A}/families/99`, { name: '无' }))).toMatchObject({ status: 404, message: '没有 99 号指数（No index family 99.）' });
    expect(await families()).toEqual(before);
    // Not a field of the edit: never taken, whatever the body says.
    await admin.send('PUT', `${A}/families/22`, { frequency: 'week', projId: 21 });
    expect((await families()).find((f) => f.projId === 22)).toMatchObject({ frequency: 'month', basePeriod: '2019-12' });
  });
});

describe('a family with a released period', () => {
  beforeAll(async () => {
    // Publishing needs a classification (the tree import, not in this piece): one node, one week, written directly.
    await server.stop();
    const site = `(select id from site where code = '${CODE}')`;
    await queryRows(database, `insert into index_node (site_id, proj_id, node_id, parent_id, name, en_name, level, weight, ord, valid_from) values (${site}, 21, 'T', null, '总指数', 'All', 1, 100, 0, '2016-01-04')`);
    await queryRows(database, `insert into index_release (site_id, proj_id, period, year, week, start_date, end_date, release_date, label, published_at) values (${site}, 21, '2026-11-16', 2026, 47, '2026-11-16', '2026-11-22', '2026-11-24', '2026年第47周', '2026-11-24T09:30:00+08:00')`);
    await queryRows(database, `insert into index_observation (site_id, proj_id, node_id, period, value, published_at) values (${site}, 21, 'T', '2026-11-16', 1032.5, '2026-11-24T09:30:00+08:00')`);
    server = await startServer({ database, env: { SEED: 'off' } });
    admin = new CheckedClient(server.baseURL);
    const signedIn = await admin.signIn('boss', PASSWORD);
    if (signedIn.status !== 200) throw new Error(`sign-in failed: ${signedIn.status} ${signedIn.text}`);
  }, 300_000);

  it('is shown to visitors with its stored fields, the back office’s setup left out', async () => {
    const list = (await request(server.baseURL, '/webapi/index/families')).json as Reply['json'];
    const [family] = list.data as Record<string, unknown>[];
    expect(family).toMatchObject({ projId: 21, name: WEEKLY.name, shortName: WEEKLY.shortName, kind: 'price', frequency: 'week', baseValue: 1000, basePeriod: '2016年第1周', basePeriodDate: '2016-01-04', unit: '点', depth: 1, source: WEEKLY.source, description: WEEKLY.description, latestPeriod: '2026-11-16' });
    expect(family).not.toHaveProperty('setup');
    expect(family).not.toHaveProperty('movePct');
  });

  it('is due next at its own release slot: the Tuesday after the week, 09:30', async () => {
    const due = (await admin.send('GET', `${A}/index/families`)).json.data as { projId: number; next: { period: string; slot: string } }[];
    expect(due.find((f) => f.projId === 21)?.next).toMatchObject({ period: '2026-11-23', slot: '2026-12-01T09:30:00+08:00' });
  });

  it('keeps its base: changing the base value or period is 409, other fields still change', async () => {
    for (const change of [{ baseValue: 100 }, { basePeriod: '2017-01-02' }]) {
      expect({ change, ...outcome(await admin.send('PUT', `${A}/families/21`, change)) }).toEqual({
        change,
        status: 409,
        code: 'CONFLICT',
        message: `${WEEKLY.name}已有发布的数据，基期和基期值不能再改（21 has published periods: its base period and base value can no longer change.）`,
      });
    }
    const r = await admin.send('PUT', `${A}/families/21`, { unit: '点', description: '新的编制说明。' });
    expect(r.json.data).toMatchObject({ published: true, baseValue: 1000, basePeriod: '2016-01-04', description: '新的编制说明。' });
    const list = (await request(server.baseURL, '/webapi/index/families')).json as Reply['json'];
    expect((list.data as Record<string, unknown>[])[0]).toMatchObject({ description: '新的编制说明。' });
  });
});

describe('the contract', () => {
  it('every back-office answer above keeps docs/openapi.yaml', () => {
    expect(contractProblems).toEqual([]);
  });
});
