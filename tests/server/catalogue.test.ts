/**
 * An office builds its own directory (issue 45): on an empty site it creates companies, their
 * products and brands in the back office, each visible to visitors only once another account
 * approves it, and retires them (hidden from every visitor answer, kept, audited) under the same
 * four eyes.
 */
import ExcelJS from 'exceljs';
import sharp from 'sharp';
import { codeTemplateRows, fillCodes } from '../support/codeTemplate';
import { AdminClient, openOffice, staffOn, type Reply } from './support/admin';
import { request, type TestServer } from './support/server';
import { nowMs } from '../../server/clock';

const A = '/webapi/admin';
const PASSWORD = 'Lakeside-catalogue-2031';
const CODE = 'hupan-bamboo';

let server: TestServer;
let admin: AdminClient;
let editor: AdminClient;
let reviewer: AdminClient;

const json = async (url: string) => (await request(server.baseURL, url)).json as Reply['json'];
const outcome = (r: Reply) => ({ status: r.status, code: r.json.errorCode });


async function picture(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 40, g: 120, b: 60 } } })
    .png()
    .toBuffer();
}

const COMPANY = {
  name: '湖畔竹业有限公司',
  shortName: '湖畔竹业',
  industry: '竹制品',
  region: '安吉县',
  founded: 2009,
  capital: 1200,
  employees: 85,
  tags: ['竹地板'],
  brief: '竹地板与竹家具。',
  introduction: '<p>竹地板与竹家具的生产企业。</p>',
  address: '安吉县竹乡路 1 号',
  website: '',
  phone: '0572-000 0001',
  legalPerson: '李竹',
  honours: [],
  logo: '',
};

type Item = { id: number; brandId: string; state: string; onSite: boolean; retiredAt: string | null; revisions: { rev: number; state: string; retireReason?: string }[] };
const data = (r: Reply) => r.json.data as Item;

/** Submits the latest revision as `by` and approves it as `as`. */
async function approve(path: string, by: AdminClient, as: AdminClient): Promise<Item> {
  const item = data(await by.send('GET', path));
  const rev = item.revisions[0].rev;
  if (item.revisions[0].state === 'draft') expect((await by.send('POST', `${path}/revisions/${rev}/submit`)).status).toBe(200);
  const approved = await as.send('POST', `${path}/revisions/${rev}/review`, { decision: 'approve' });
  expect(approved.status).toBe(200);
  return data(approved);
}

beforeAll(async () => {
  ({ server, admin } = await openOffice({ code: CODE, name: '湖畔竹制品价格指数', password: PASSWORD }));
  editor = await staffOn(server, 'writer', 'editor', PASSWORD);
  reviewer = await staffOn(server, 'checker', 'reviewer', PASSWORD);
});

afterAll(async () => {
  await server?.stop();
});

describe('creating a company, its product and its brand', () => {
  let companyId: number;
  let productId: number;
  let brandId: string;

  it('creates a company as a draft that no visitor sees, with the site’s next id', async () => {
    const created = await editor.send('POST', `${A}/companies`, COMPANY);
    expect(created.status).toBe(200);
    companyId = data(created).id;
    expect(data(created)).toMatchObject({ id: 1, state: 'draft', onSite: false, retiredAt: null, published: { revision: null, fields: { name: COMPANY.name } } });
    await expect(json('/webapi/companies')).resolves.toMatchObject({ success: true, data: { total: 0 } });
    await expect(json(`/webapi/companies/${companyId}`)).resolves.toMatchObject({ errorCode: 'NOT_FOUND' });
    const list = await editor.send('GET', `${A}/companies`);
    expect(list.json.data).toMatchObject({ total: 1, list: [{ id: companyId, name: COMPANY.name, state: 'draft' }] });
    const trail = await admin.send('GET', `${A}/audit?action=company.create`);
    expect(trail.json.data).toMatchObject({ total: 1, list: [{ action: 'company.create', accountName: 'writer' }] });
  });

  it('refuses a product or brand of a company visitors do not see yet, bilingually', async () => {
    const product = await editor.send('POST', `${A}/products`, { companyId, name: '竹地板', category: '地板', spec: '1220×122×15mm', price: 168, priceUnit: '元/平方米', images: [] });
    expect(outcome(product)).toEqual({ status: 400, code: 'BAD_REQUEST' });
    expect(product.json.errorMessage).toBe(`企业 ${companyId} 不存在或已停用（No company ${companyId} on the site.）`);
    expect(outcome(await editor.send('POST', `${A}/brands`, { companyId, name: '湖畔', logo: '' }))).toEqual({ status: 400, code: 'BAD_REQUEST' });
  });

  it('lets no one approve their own submission', async () => {
    expect((await editor.send('POST', `${A}/companies/${companyId}/revisions/1/submit`)).status).toBe(200);
    // An editor may not review at all; an admin who submitted may not approve it either.
    expect(outcome(await editor.send('POST', `${A}/companies/${companyId}/revisions/1/review`, { decision: 'approve' }))).toEqual({ status: 403, code: 'FORBIDDEN' });
    await expect(json(`/webapi/companies/${companyId}`)).resolves.toMatchObject({ errorCode: 'NOT_FOUND' });
  });

  it('shows the company to visitors once another account approves it', async () => {
    const approved = await reviewer.send('POST', `${A}/companies/${companyId}/revisions/1/review`, { decision: 'approve' });
    expect(data(approved)).toMatchObject({ state: 'published', onSite: true, published: { revision: 1 } });
    await expect(json('/webapi/companies')).resolves.toMatchObject({ success: true, data: { total: 1, list: [{ id: companyId, name: COMPANY.name }] } });
    await expect(json(`/webapi/companies/${companyId}`)).resolves.toMatchObject({ success: true, data: { id: companyId, name: COMPANY.name, products: [], brands: [] } });
  });

  it('creates a product of it: pictures uploaded to the new id, visible once approved', async () => {
    const created = await editor.send('POST', `${A}/products`, { companyId, name: '竹地板', category: '地板', spec: '1220×122×15mm', price: 168, priceUnit: '元/平方米', images: [] });
    expect(created.status).toBe(200);
    productId = data(created).id;
    expect(data(created)).toMatchObject({ id: 1, companyId, companyName: COMPANY.name, state: 'draft', onSite: false });
    // No picture yet: a reviewer cannot publish it.
    expect((await editor.send('POST', `${A}/products/${productId}/revisions/1/submit`)).status).toBe(200);
    const bare = await reviewer.send('POST', `${A}/products/${productId}/revisions/1/review`, { decision: 'approve' });
    expect(outcome(bare)).toEqual({ status: 400, code: 'BAD_REQUEST' });
    expect(bare.json.errorMessage).toMatch(/图片.*（A product needs a picture/);
    expect((await reviewer.send('POST', `${A}/products/${productId}/revisions/1/review`, { decision: 'return', comment: '请上传图片' })).status).toBe(200);

    const image = await editor.send('POST', `${A}/products/${productId}/images`, await picture(1200, 900));
    expect(image.status).toBe(200);
    const url = (image.json.data as { url: string }).url;
    const saved = await editor.send('POST', `${A}/products/${productId}/revisions`, { name: '竹地板', category: '地板', spec: '1220×122×15mm', price: 168, priceUnit: '元/平方米', images: [url] });
    expect(saved.status).toBe(200);
    await expect(json('/webapi/products')).resolves.toMatchObject({ success: true, data: { total: 0 } });

    expect(await approve(`${A}/products/${productId}`, editor, reviewer)).toMatchObject({ state: 'published', onSite: true, companyId });
    await expect(json('/webapi/products')).resolves.toMatchObject({ success: true, data: { total: 1, list: [{ id: productId, name: '竹地板', companyId, companyName: COMPANY.name, image: url }] } });
    await expect(json(`/webapi/companies/${companyId}`)).resolves.toMatchObject({ success: true, data: { products: [{ id: productId, name: '竹地板' }] } });
  });

  it('creates a brand of it, named after the company, visible once approved', async () => {
    const created = await editor.send('POST', `${A}/brands`, { companyId, name: '湖畔', logo: '' });
    expect(created.status).toBe(200);
    brandId = data(created).brandId;
    expect(data(created)).toMatchObject({ brandId: `B${companyId}-1`, companyId, state: 'draft', onSite: false });
    await expect(json(`/webapi/companies/${companyId}`)).resolves.toMatchObject({ success: true, data: { brands: [] } });
    await approve(`${A}/brands/${brandId}`, editor, reviewer);
    await expect(json(`/webapi/companies/${companyId}`)).resolves.toMatchObject({ success: true, data: { brands: [{ brandId, name: '湖畔', rank: null }] } });
    await expect(json('/webapi/datashow')).resolves.toMatchObject({ success: true, data: { totals: { companies: 1, products: 1 } } });
    const found = (await json(`/webapi/search?q=${encodeURIComponent('湖畔')}`)).data as { companies: { items: { id: number }[] }; brands: { items: { brandId: string }[] } };
    expect(found.companies.items.map((c) => c.id)).toEqual([companyId]);
  });

  it('retires a product under review: gone from the lists and the company page, kept in the back office, audited', async () => {
    const asked = await editor.send('POST', `${A}/products/${productId}/retire`, { reason: '停产' });
    expect(data(asked)).toMatchObject({ state: 'submitted', onSite: true });
    expect(data(asked).revisions[0]).toMatchObject({ state: 'submitted', retireReason: '停产' });
    // Still on the site until approved; the one who asked cannot approve it.
    await expect(json('/webapi/products')).resolves.toMatchObject({ success: true, data: { total: 1 } });
    const rev = data(asked).revisions[0].rev;
    expect(outcome(await editor.send('POST', `${A}/products/${productId}/revisions/${rev}/review`, { decision: 'approve' }))).toEqual({ status: 403, code: 'FORBIDDEN' });
    const retired = await reviewer.send('POST', `${A}/products/${productId}/revisions/${rev}/review`, { decision: 'approve' });
    expect(data(retired)).toMatchObject({ state: 'published', onSite: false });
    expect(data(retired).retiredAt).toEqual(expect.any(String));
    await expect(json('/webapi/products')).resolves.toMatchObject({ success: true, data: { total: 0, list: [] } });
    await expect(json(`/webapi/companies/${companyId}`)).resolves.toMatchObject({ success: true, data: { products: [] } });
    await expect(json('/webapi/datashow')).resolves.toMatchObject({ success: true, data: { totals: { products: 0 } } });
    // Kept: the back office still lists it, marked retired; nothing more may be drafted of it.
    const list = await editor.send('GET', `${A}/products`);
    expect(list.json.data).toMatchObject({ total: 1, list: [{ id: productId, retiredAt: data(retired).retiredAt }] });
    const redraft = await editor.send('POST', `${A}/products/${productId}/revisions`, { name: '竹地板', category: '地板', spec: '', price: 1, priceUnit: '元', images: ['/nowhere.png'] });
    expect(outcome(redraft)).toEqual({ status: 409, code: 'CONFLICT' });
    expect(redraft.json.errorMessage).toBe('该产品已停用（The product is retired.）');
    expect(outcome(await editor.send('POST', `${A}/products/${productId}/retire`, { reason: '再次' }))).toEqual({ status: 409, code: 'CONFLICT' });
    const trail = await admin.send('GET', `${A}/audit?action=product.retire`);
    expect(trail.json.data).toMatchObject({ total: 1, list: [{ action: 'product.retire', accountName: 'writer', after: { retireReason: '停产' } }] });
  });

  it('retires a company: its detail is 404 and it leaves every list, search and the showcase', async () => {
    expect(outcome(await editor.send('POST', `${A}/companies/${companyId}/retire`, { reason: '  ' }))).toEqual({ status: 400, code: 'BAD_REQUEST' });
    const asked = await editor.send('POST', `${A}/companies/${companyId}/retire`, { reason: '企业注销' });
    expect(asked.status).toBe(200);
    await approve(`${A}/companies/${companyId}`, editor, reviewer);
    const detail = await json(`/webapi/companies/${companyId}`);
    expect(detail).toMatchObject({ success: false, errorCode: 'NOT_FOUND' });
    await expect(json('/webapi/companies')).resolves.toMatchObject({ success: true, data: { total: 0, list: [] } });
    await expect(json(`/webapi/companies?keyword=${encodeURIComponent('湖畔')}`)).resolves.toMatchObject({ success: true, data: { total: 0 } });
    await expect(json(`/webapi/search?q=${encodeURIComponent('湖畔')}`)).resolves.toMatchObject({ success: true, data: { companies: { total: 0 }, brands: { total: 0 }, products: { total: 0 } } });
    await expect(json('/webapi/datashow')).resolves.toMatchObject({ success: true, data: { totals: { companies: 0, products: 0, brands: 0 } } });
    const trail = await admin.send('GET', `${A}/audit?action=company.retire`);
    expect(trail.json.data).toMatchObject({ total: 1, list: [{ action: 'company.retire', after: { retireReason: '企业注销' } }] });
    // Its history stays in the back office.
    const kept = data(await editor.send('GET', `${A}/companies/${companyId}`));
    expect(kept).toMatchObject({ onSite: false, published: { fields: { name: COMPANY.name } } });
    expect(kept.revisions.map((r) => r.rev)).toEqual([2, 1]);
  });

  it('gives the next company the next id, never one used before', async () => {
    const created = await editor.send('POST', `${A}/companies`, { ...COMPANY, name: '竹乡家居有限公司' });
    expect(data(created).id).toBe(companyId + 1);
  });
});

describe('raw materials', () => {
  const STEEL = { name: '毛竹原竹', spec: '胸径 10cm 以上', unit: '元/吨', group: '竹材', market: '安吉竹材市场', source: '湖畔竹制品指数办公室采集', currency: 'CNY', weight: 60 };
  const GLUE = { ...STEEL, name: '脲醛胶', spec: '固含量 50%', group: '辅料', market: '湖州化工市场', weight: 40 };
  const today = new Date(nowMs() + 8 * 3_600_000).toISOString().slice(0, 10);
  const materialsTemplate = async () => {
    const t = await editor.send('GET', `${A}/index/template?dataset=materials&period=${today}`);
    expect(t.status).toBe(200);
    return codeTemplateRows(t.bytes);
  };
  const ids: string[] = [];

  it('creates them under four eyes; approved, their quotes import and release as any week’s', async () => {
    for (const fields of [STEEL, GLUE]) {
      const created = await editor.send('POST', `${A}/materials`, fields);
      expect(created.status).toBe(200);
      ids.push((created.json.data as { materialId: string }).materialId);
    }
    expect(ids).toEqual(['M1', 'M2']);
    expect((await materialsTemplate()).rows).toEqual([]);
    for (const id of ids) {
      expect(outcome(await editor.send('POST', `${A}/materials/${id}/revisions/1/submit`))).toEqual({ status: 200, code: undefined });
      expect(outcome(await editor.send('POST', `${A}/materials/${id}/revisions/1/review`, { decision: 'approve' }))).toEqual({ status: 403, code: 'FORBIDDEN' });
      expect((await reviewer.send('POST', `${A}/materials/${id}/revisions/1/review`, { decision: 'approve' })).status).toBe(200);
    }
    // Approved but not quoted yet: not on the site, but in the quote template.
    await expect(json('/webapi/materials')).resolves.toMatchObject({ success: true, data: [] });
    const { book, rows } = await materialsTemplate();
    expect(rows.map((r) => [r.code, r.name])).toEqual([
      ['M1', STEEL.name],
      ['M2', GLUE.name],
    ]);
    const imported = await editor.send('POST', `${A}/index/imports?dataset=materials&period=${today}&filename=materials.xlsx`, await fillCodes(book, new Map([['M1', 820], ['M2', 5600]])));
    expect(imported.json.data).toMatchObject({ dataset: 'materials', errors: 0 });
    const submitted = await editor.send('POST', `${A}/index/publications`, { importId: (imported.json.data as { id: number }).id });
    expect(submitted.status).toBe(200);
    const release = (submitted.json.data as { id: number }).id;
    expect((await reviewer.send('POST', `${A}/index/publications/${release}/review`, { decision: 'approve', acknowledgeWarnings: true })).status).toBe(200);
    const shown = (await json('/webapi/materials')).data as { id: string; name: string; unit: string; source: string; latest: { price: number } }[];
    expect(shown.map((m) => [m.id, m.name, m.unit, m.source, m.latest.price])).toEqual([
      ['M1', STEEL.name, '元/吨', STEEL.source, 820],
      ['M2', GLUE.name, '元/吨', GLUE.source, 5600],
    ]);
  });

  it('retires one: gone from the site and from the next quote template, its quotes kept', async () => {
    const asked = await editor.send('POST', `${A}/materials/M2/retire`, { reason: '不再采集' });
    expect(asked.status).toBe(200);
    const rev = (asked.json.data as Item).revisions[0].rev;
    expect((await reviewer.send('POST', `${A}/materials/M2/revisions/${rev}/review`, { decision: 'approve' })).status).toBe(200);
    const shown = (await json('/webapi/materials')).data as { id: string }[];
    expect(shown.map((m) => m.id)).toEqual(['M1']);
    await expect(json('/webapi/materials/M2/prices')).resolves.toMatchObject({ success: false, errorCode: 'NOT_FOUND' });
    expect((await materialsTemplate()).rows.map((r) => r.code)).toEqual(['M1']);
    const list = await editor.send('GET', `${A}/materials`);
    expect(list.json.data).toMatchObject({ total: 2, list: [{ materialId: 'M1', retiredAt: null }, { materialId: 'M2', retiredAt: expect.any(String) }] });
    const trail = await admin.send('GET', `${A}/audit?action=material.retire`);
    expect(trail.json.data).toMatchObject({ total: 1, list: [{ action: 'material.retire', after: { retireReason: '不再采集' } }] });
  });
});

describe('adding a catalogue in bulk', () => {
  type Report = { errors: number; issues: { rule: string; sheet: string | null; row: number | null; column: string | null; message: string }[]; created: null | { companies: { id: number; name: string }[]; products: { id: number }[]; brands: { brandId: string }[]; materials: { materialId: string }[] } };
  const filled = async (rows: Record<string, (string | number)[][]>) => {
    const t = await editor.send('GET', `${A}/catalogue/template`);
    expect(t.status).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(t.bytes as unknown as ArrayBuffer);
    for (const [name, lines] of Object.entries(rows)) book.getWorksheet(name)!.addRows(lines);
    return Buffer.from(await book.xlsx.writeBuffer());
  };
  const company = (name: string) => [name, name.slice(0, 4), '竹制品', '安吉县', 2012, 300, 20, '竹筷、竹砧板', '', '', '', '', ''];
  const counts = async () => {
    const [c, p, b, m] = await Promise.all(['companies', 'products', 'brands', 'materials'].map((k) => editor.send('GET', `${A}/${k}?pageSize=100`)));
    return [c, p, b, m].map((r) => (r.json.data as { total: number }).total);
  };

  it('refuses a broken file with a report by sheet, row and column, and writes nothing', async () => {
    const before = await counts();
    const file = await filled({
      企业: [company('竹韵餐具有限公司'), company(''), company('竹韵餐具有限公司')],
      产品: [['无名竹业', '竹筷', '餐具', '', 12, '元/把']],
    });
    const r = await editor.send('POST', `${A}/catalogue/import?filename=bad.xlsx`, file);
    expect(r.status).toBe(200);
    const report = r.json.data as Report;
    expect(report.created).toBeNull();
    expect(report.issues.map((i) => [i.rule, i.sheet, i.row, i.column])).toEqual([
      ['empty-value', '企业', 3, '企业名称'],
      ['empty-value', '企业', 3, '简称'],
      ['duplicate-name', '企业', 4, '企业名称'],
      ['unknown-company', '产品', 2, '企业名称'],
    ]);
    expect(report.errors).toBe(4);
    expect(report.issues[3].message).toBe('第 2 行的企业「无名竹业」本站没有，也不在「企业」表中（Row 2: no company "无名竹业" on the site or in the 企业 sheet）');
    expect(await counts()).toEqual(before);
  });

  it('creates every item of a good file in one go, each submitted for review and shown once approved', async () => {
    const before = await counts();
    const file = await filled({
      企业: [company('竹韵餐具有限公司')],
      产品: [['竹韵餐具有限公司', '竹筷', '餐具', '24cm', 12, '元/把']],
      品牌: [['竹韵餐具有限公司', '竹韵']],
      原材料: [['楠竹', '4 年生', '元/吨', '竹材', '', '', 30]],
    });
    const r = await editor.send('POST', `${A}/catalogue/import?filename=good.xlsx`, file);
    const report = r.json.data as Report;
    expect(report).toMatchObject({ errors: 0, issues: [] });
    expect(report.created!.companies.map((c) => c.name)).toEqual(['竹韵餐具有限公司']);
    expect(await counts()).toEqual([before[0] + 1, before[1] + 1, before[2] + 1, before[3] + 1]);
    const id = report.created!.companies[0].id;
    const pending = (await editor.send('GET', `${A}/companies/${id}`)).json.data as Item;
    expect(pending).toMatchObject({ state: 'submitted', onSite: false, revisions: [{ rev: 1, state: 'submitted' }] });
    // The product waits as a draft for its pictures (a reviewer cannot approve one without).
    const product = (await editor.send('GET', `${A}/products/${report.created!.products[0].id}`)).json.data as Item;
    expect(product).toMatchObject({ onSite: false, revisions: [{ rev: 1, state: 'draft' }] });
    await expect(json(`/webapi/companies/${id}`)).resolves.toMatchObject({ success: false, errorCode: 'NOT_FOUND' });
    // The same file again: every name is taken now.
    const again = (await editor.send('POST', `${A}/catalogue/import?filename=good.xlsx`, file)).json.data as Report;
    expect(again.created).toBeNull();
    expect(again.issues.map((i) => i.rule)).toEqual(['duplicate-name', 'duplicate-name', 'duplicate-name', 'duplicate-name']);
    // Its brand waits for its company; approved after it, both show.
    const brandId = report.created!.brands[0].brandId;
    expect(outcome(await reviewer.send('POST', `${A}/brands/${brandId}/revisions/1/review`, { decision: 'approve' }))).toEqual({ status: 400, code: 'BAD_REQUEST' });
    expect(outcome(await editor.send('POST', `${A}/companies/${id}/revisions/1/review`, { decision: 'approve' }))).toEqual({ status: 403, code: 'FORBIDDEN' });
    expect((await reviewer.send('POST', `${A}/companies/${id}/revisions/1/review`, { decision: 'approve' })).status).toBe(200);
    expect((await reviewer.send('POST', `${A}/brands/${brandId}/revisions/1/review`, { decision: 'approve' })).status).toBe(200);
    await expect(json(`/webapi/companies/${id}`)).resolves.toMatchObject({ success: true, data: { name: '竹韵餐具有限公司', brands: [{ brandId, name: '竹韵' }] } });
    const trail = await admin.send('GET', `${A}/audit?action=catalogue.import`);
    expect(trail.json.data).toMatchObject({ total: 1, list: [{ action: 'catalogue.import', after: { companies: 1, products: 1, brands: 1, materials: 1 } }] });
  });
});
