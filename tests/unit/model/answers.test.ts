/**
 * @jest-environment node
 */
import * as api from '../../../server/model/answers';
import { ApiError } from '../../../server/model/errors';
import { jsonRoute, type MockHandler } from './harness';
import { paginate } from '../../../server/model/paging';
import {
  ARTICLE_DETAIL,
  ARTICLE_SUMMARY,
  ATTACHMENT,
  BRAND_DROPOUT,
  BRAND_EDITION,
  BRAND_HISTORY,
  BRAND_ITEM,
  COMPANY_DETAIL,
  COMPANY_SUMMARY,
  FAMILY,
  MATERIAL_INFO,
  NODE,
  POINT,
  PRICE,
  PRODUCT,
  RAW_MATERIAL,
  ROW,
  TRADE_MONTH,
  call,
  callAsync,
  dataset,
  expectShape,
  expectShapes,
} from './support';
import { ROUTES } from './routes';

const ds = dataset();
const handlers = ROUTES;
/** A route of ./routes.ts bound to the fixed-date dataset (same wiring, deterministic data). */
const fixed = <T,>(answer: Parameters<typeof jsonRoute<T>>[0]) => jsonRoute(answer, () => ds);

function ok(res: ReturnType<typeof call>): any {
  expect(res.statusCode).toBe(200);
  const body = res.body as { success: boolean; data: unknown };
  expect(body.success).toBe(true);
  return body.data;
}

function expectError(res: ReturnType<typeof call>, status: number, code: string): void {
  expect(res.statusCode).toBe(status);
  expectShape(res.body, { success: 'boolean', data: 'null', errorCode: 'string', errorMessage: 'string', showType: 'number' }, 'error');
  const body = res.body as { success: boolean; errorCode: string; errorMessage: string; showType: number };
  expect(body.success).toBe(false);
  expect(body.errorCode).toBe(code);
  expect(body.showType).toBe(2);
  expect(body.errorMessage).toMatch(/[\u4e00-\u9fa5]/);
}

function expectTree(nodes: unknown[], parentId: string | null, level: number): number {
  let count = 0;
  for (const n of nodes as { children?: unknown[]; parentId: string | null; level: number; id: string }[]) {
    expectShape(n, NODE, 'node');
    expect(n.parentId).toBe(parentId);
    expect(n.level).toBe(level);
    count += 1;
    if (n.children) {
      expect(n.children.length).toBeGreaterThan(0);
      count += expectTree(n.children, n.id, level + 1);
    }
  }
  return count;
}

describe('every handler answers the contract shape (live dataset of today)', () => {
  it('site and constants', () => {
    const site = ok(call(handlers['GET /webapi/site']));
    expectShape(site, {
      siteCode: 'string',
      name: 'string',
      shortName: 'string',
      publisher: 'string',
      compiler: 'string',
      description: 'string',
      contact: 'object',
      icp: 'string?',
      about: 'string?',
      introduce: 'string?',
      logo: 'string|null?',
      demo: 'boolean',
      sections: 'array',
      updatedAt: 'string',
    });
    expect(site).toMatchObject({ siteCode: 'qingxi-hardware', name: '青溪五金产业指数', shortName: '青溪五金指数', demo: true });
    expectShape(site.contact, { phone: 'string', email: 'string', address: 'string' }, 'contact');
    expect(site.sections).toHaveLength(13);
    expect(ok(call(handlers['GET /webapi/site'], { siteCode: 'qingxi-hardware' })).siteCode).toBe('qingxi-hardware');

    const constants = ok(call(handlers['GET /webapi/constants']));
    expectShape(constants, { categories: 'array', projects: 'array' });
    const ids = Object.fromEntries(constants.categories.map((c: { key: string; id: number }) => [c.key, c.id]));
    expect(ids).toEqual({ report: 220, comment: 214, info: 213, brand: 221, about: 216, introduce: 212 });
    for (const c of constants.categories) expectShape(c, { id: 'number', key: 'string', name: 'string', type: 'string?' }, 'category');
    expect(constants.projects).toEqual([
      { projId: 21, depth: 4, list: ['indexValue', 'lastValue', 'sameValue'] },
      { projId: 22, depth: 1, list: [] },
      { projId: 23, depth: 1, list: [] },
      { projId: 24, depth: 1, list: [] },
      { projId: 25, depth: 1, list: [] },
    ]);
  });

  it('index families, trees, series and snapshots', async () => {
    const families = ok(call(handlers['GET /webapi/index/families']));
    expect(families.map((f: { projId: number }) => f.projId)).toEqual([21, 22, 23, 24, 25]);
    for (const f of families) expectShape(f, FAMILY, 'family');

    const tree = ok(call(handlers['GET /webapi/index/families/:projId/tree'], {}, { projId: '21' }));
    expect(expectTree(tree, null, 1)).toBe(ds.familyById.get(21)!.nodes.length);
    expect(expectTree(ok(call(handlers['GET /webapi/index/families/:projId/tree'], {}, { projId: '23' })), null, 1)).toBe(1);

    const series = ok(await callAsync(handlers['GET /webapi/index/series'], { projId: '21' }));
    expect(series).toHaveLength(1);
    expectShape(series[0], { projId: 'number', nodeId: 'string', name: 'string', points: 'array', breaks: 'array', gaps: 'array' }, 'series');
    expect(series[0].nodeId).toBe('21-0');
    expectShapes(series[0].points, POINT, 'point');

    const snap = ok(await callAsync(handlers['GET /webapi/index/snapshot'], { projId: '21' }));
    expectShape(snap, {
      projId: 'number',
      period: 'string',
      year: 'number',
      week: 'number?',
      month: 'number?',
      publishedAt: 'string',
      rows: 'array',
      summary: 'object',
      periods: 'array',
      commentId: 'number?',
    });
    expectShapes(snap.rows, ROW, 'row');
    expectShape(snap.summary, { up: 'number', down: 'number', flat: 'number' }, 'summary');
  });

  it('articles, files, materials, trade, brands, companies, products, datashow', () => {
    const page = ok(call(handlers['GET /webapi/articles'], { categoryId: '220' }));
    expectShape(page, { list: 'array', total: 'number', current: 'number', pageSize: 'number', years: 'array', elsewhere: 'array' }, 'page');
    for (const a of page.list) expectShape(a, ARTICLE_SUMMARY, 'article');
    const detail = ok(call(handlers['GET /webapi/articles/:id'], {}, { id: String(page.list[0].id) }));
    expectShape(detail, ARTICLE_DETAIL, 'detail');
    for (const att of detail.attachments) expectShape(att, ATTACHMENT, 'attachment');
    if (detail.prev) expectShape(detail.prev, { id: 'number', title: 'string' }, 'prev');

    const fileName = detail.attachments[0].url.split('/').pop();
    const file = call(handlers['GET /webapi/files/:name'], {}, { name: fileName });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    const bytes = file.ended as Buffer;
    expect(Buffer.isBuffer(bytes)).toBe(true);
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(bytes.length).toBe(detail.attachments[0].size);
    expect(file.headers['content-length']).toBe(bytes.length);
    // Saved under the Chinese name the page shows (RFC 6266 filename*), the URL's ASCII name as fallback.
    const disposition = String(file.headers['content-disposition']);
    const [, fallback, encoded] = /^attachment; filename="([\x20-\x7e]+)"; filename\*=UTF-8''(\S+)$/.exec(disposition) ?? [];
    expect(fallback).toBe(fileName);
    expect(decodeURIComponent(encoded)).toBe(detail.attachments[0].name);

    const materials = ok(call(handlers['GET /webapi/materials']));
    expect(materials.length).toBeGreaterThanOrEqual(12);
    for (const m of materials) {
      expectShape(m, RAW_MATERIAL, 'material');
      expectShape(m.latest, PRICE, 'latest');
    }
    const prices = ok(call(handlers['GET /webapi/materials/:id/prices'], {}, { id: materials[0].id }));
    expectShape(prices, { material: 'object', points: 'array' });
    expectShape(prices.material, MATERIAL_INFO, 'material');
    expectShapes(prices.points, PRICE, 'price');

    const trade = ok(call(handlers['GET /webapi/trade']));
    expectShape(trade, { unit: 'string', currency: 'string', source: 'string', updatedAt: 'string', nextUpdate: 'string|null', missingMonths: 'array', months: 'array', partners: 'array', products: 'array' });
    for (const by of ['partner', 'category']) {
      const breakdown = ok(call(handlers['GET /webapi/trade/breakdown'], { by }));
      expectShape(breakdown, { by: 'string', unit: 'string', items: 'array', months: 'array', missingMonths: 'array' }, by);
      expectShapes(breakdown.months, { month: 'string', exports: 'array', imports: 'array' }, `${by} month`);
    }
    expectShapes(trade.months, TRADE_MONTH, 'month');
    expectShapes(trade.partners, { name: 'string', exportValue: 'number', importValue: 'number' }, 'partner');
    expectShapes(trade.products, { name: 'string', exportValue: 'number' }, 'product');

    const ranking = ok(call(handlers['GET /webapi/brands/ranking']));
    expectShape(ranking, { year: 'number', years: 'array', items: 'array', dropouts: 'array' });
    for (const it of ranking.items) expectShape(it, BRAND_ITEM, 'brand');
    // May be none (an edition that kept every brand): companies.test.ts checks them where there are some.
    for (const d of ranking.dropouts) expectShape(d, BRAND_DROPOUT, 'dropout');
    const history = ok(call(handlers['GET /webapi/brands/:brandId/history'], {}, { brandId: ranking.items[0].brandId }));
    expectShape(history, BRAND_HISTORY, 'history');
    expectShapes(history.editions, BRAND_EDITION, 'edition');

    const companies = ok(call(handlers['GET /webapi/companies']));
    expectShape(companies, { list: 'array', total: 'number', current: 'number', pageSize: 'number', industries: 'array', regions: 'array', tags: 'array' });
    for (const c of companies.list) expectShape(c, COMPANY_SUMMARY, 'company');
    const company = ok(call(handlers['GET /webapi/companies/:id'], {}, { id: String(companies.list[0].id) }));
    expectShape(company, COMPANY_DETAIL, 'companyDetail');
    for (const b of company.brands) expectShape(b, { brandId: 'string', name: 'string', rank: 'number|null' }, 'brand'); // a company may have none
    expectShapes(company.products, PRODUCT, 'product');

    const products = ok(call(handlers['GET /webapi/products']));
    expectShape(products, { list: 'array', total: 'number', current: 'number', pageSize: 'number', categories: 'array', companies: 'array' });
    expectShapes(products.list, PRODUCT, 'product');
    expectShapes(products.companies, { id: 'number', name: 'string' }, 'company option');

    const show = ok(call(handlers['GET /webapi/datashow']));
    expectShape(show, {
      generatedAt: 'string',
      headline: 'object',
      families: 'array',
      categories: 'array',
      trade: 'object',
      materials: 'array',
      brands: 'array',
      companiesByRegion: 'array',
      totals: 'object',
      latestArticles: 'array',
    });
    expectShape(show.headline, { projId: 'number', name: 'string', point: 'object', recent: 'array' }, 'headline');
    expect(show.headline.recent).toHaveLength(52);
    for (const p of show.headline.recent) expectShape(p, POINT, 'recent');
    expect(show.families).toHaveLength(5);
    for (const f of show.families) {
      expectShape(f, { projId: 'number', name: 'string', unit: 'string', frequency: 'string', nextRelease: 'string', point: 'object' }, 'family');
      expectShape(f.point, POINT, 'point');
    }
    expect(show.categories).toHaveLength(15);
    for (const r of show.categories) expectShape(r, ROW, 'category');
    expectShape(show.trade, { unit: 'string', months: 'array' }, 'trade');
    expectShapes(show.brands, BRAND_ITEM, 'brand');
    expectShapes(show.companiesByRegion, { region: 'string', count: 'number' }, 'region');
    expectShape(show.totals, { companies: 'number', products: 'number', brands: 'number', articles: 'number' }, 'totals');
    expectShapes(show.latestArticles, ARTICLE_SUMMARY, 'latest');
  });
});

describe('paging', () => {
  const list = fixed((d, q) => api.listArticles(d, q));

  it('defaults to page 1 of 10 and answers a page beyond the last as the last', () => {
    const total = ds.articles.filter((a) => a.categoryId === 213).length;
    const pages = Math.ceil(total / 10);
    const first = ok(call(list, { categoryId: '213' }));
    expect(first).toMatchObject({ current: 1, pageSize: 10, total });
    expect(first.list).toHaveLength(10);
    expect(first.list[0].id).toBe(ds.articles.find((a) => a.categoryId === 213)!.id);
    const last = ok(call(list, { categoryId: '213', current: '999' }));
    expect(last.current).toBe(pages);
    expect(last.list).toHaveLength(total - (pages - 1) * 10);
    const second = ok(call(list, { categoryId: '213', current: '2', pageSize: '5' }));
    expect(second.list.map((a: { id: number }) => a.id)).toEqual(
      ds.articles.filter((a) => a.categoryId === 213).slice(5, 10).map((a) => a.id),
    );
  });

  it('serves pageSize up to 100', () => {
    const page = ok(call(list, { categoryId: '214', pageSize: '100' }));
    expect(page.pageSize).toBe(100);
    expect(page.list).toHaveLength(Math.min(100, ds.articles.filter((a) => a.categoryId === 214).length));
  });

  // The document types both as integers (current ≥ 1, pageSize 1–100): a caller's mistake is an error, not a default.
  it.each([
    ['current', '0'],
    ['current', '-4'],
    ['current', 'x'],
    ['current', '2.5'],
    ['pageSize', '0'],
    ['pageSize', 'abc'],
    ['pageSize', '101'],
    ['pageSize', '1000'],
  ])('answers %s=%s with BAD_REQUEST', (name, value) => {
    expectError(call(list, { categoryId: '213', [name]: value }), 400, 'BAD_REQUEST');
  });

  it('answers page 1 when nothing matches', () => {
    const empty = ok(call(list, { categoryId: '220', keyword: '不存在的关键词xyz', current: '3' }));
    expect(empty).toEqual({ list: [], total: 0, current: 1, pageSize: 10, years: expect.any(Array), elsewhere: [] });
    expect(paginate([], { current: '5' })).toEqual({ list: [], total: 0, current: 1, pageSize: 10 });
  });
});

describe('filters and search', () => {
  it('matches article keywords on title or summary, case-insensitively', () => {
    const res = ok(call(fixed((d, q) => api.listArticles(d, q)), { categoryId: '214', keyword: '周评', pageSize: '100' }));
    expect(res.total).toBe(80);
    for (const a of res.list) expect(`${a.title}${a.summary}`).toContain('周评');
    const brand = ds.brandYears[ds.brandYears.length - 1].items[0].name;
    const byName = ok(call(fixed((d, q) => api.listArticles(d, q)), { categoryId: '221', keyword: brand }));
    expect(byName.total).toBeGreaterThan(0);
    const mixed = ok(call(fixed((d, q) => api.listCompanies(d, q)), { keyword: 'HTTPS' }));
    expect(mixed.total).toBe(0);
  });

  it('filters articles by publication year and month, and lists the years to choose from', () => {
    const route = fixed((d, q) => api.listArticles(d, q));
    const all = ok(call(route, { categoryId: '213', pageSize: '100' }));
    const everything = ds.articles.filter((a) => a.categoryId === 213);
    const years = [...new Set(everything.map((a) => Number(a.publishedAt.slice(0, 4))))].sort((a, b) => b - a);
    expect(all.years).toEqual(years);
    expect(years.length).toBeGreaterThan(1);
    const [year] = years;
    const inYear = ok(call(route, { categoryId: '213', year: String(year), pageSize: '100' }));
    expect(inYear.total).toBe(everything.filter((a) => a.publishedAt.startsWith(`${year}-`)).length);
    expect(inYear.total).toBeGreaterThan(0);
    expect(inYear.total).toBeLessThan(all.total);
    // The years stay the category's, whatever the filter: the visitor can always pick another.
    expect(inYear.years).toEqual(years);
    const month = Number(inYear.list[0].publishedAt.slice(5, 7));
    const inMonth = ok(call(route, { categoryId: '213', year: String(year), month: String(month), pageSize: '100' }));
    const mm = String(month).padStart(2, '0');
    expect(inMonth.total).toBeGreaterThan(0);
    for (const a of inMonth.list) expect(a.publishedAt.slice(0, 7)).toBe(`${year}-${mm}`);
    const bad = call(route, { categoryId: '213', month: '3' });
    expect(bad.statusCode).toBe(400);
    expect(call(route, { categoryId: '213', year: '2026', month: '13' }).statusCode).toBe(400);
  });

  it('counts the hits of a search in the other article lists', () => {
    const route = fixed((d, q) => api.listArticles(d, q));
    const keyword = '指数';
    const res = ok(call(route, { categoryId: '214', keyword }));
    const hits = (categoryId: number) =>
      ds.articles.filter((a) => a.categoryId === categoryId && `${a.title}\u0000${a.summary}`.includes(keyword)).length;
    const expected = [220, 213].map((categoryId) => ({ categoryId, total: hits(categoryId) })).filter((m) => m.total > 0);
    expect(expected.length).toBeGreaterThan(0);
    expect([...res.elsewhere].sort((a: any, b: any) => a.categoryId - b.categoryId)).toEqual(
      expected.sort((a, b) => a.categoryId - b.categoryId),
    );
    expect(res.elsewhere.some((m: any) => m.categoryId === 214)).toBe(false);
    expect(ok(call(route, { categoryId: '214' })).elsewhere).toEqual([]);
  });

  it('filters companies by industry and keyword', () => {
    const route = fixed((d, q) => api.listCompanies(d, q));
    const all = ok(call(route, { pageSize: '100' }));
    expect(all.total).toBe(60);
    expect(all.industries).toHaveLength(15);
    const tools = ok(call(route, { industry: '电动工具', pageSize: '100' }));
    expect(tools.total).toBeGreaterThan(0);
    for (const c of tools.list) expect(c.industry).toBe('电动工具');
    const name = ds.companies[5].shortName;
    const found = ok(call(route, { keyword: name }));
    expect(found.list.map((c: { id: number }) => c.id)).toContain(ds.companies[5].id);
  });

  it('filters products by category, company and keyword', () => {
    const route = fixed((d, q) => api.listProducts(d, q));
    const all = ok(call(route));
    expect(all.total).toBe(240);
    expect(all.categories).toHaveLength(15);
    const c = ds.companies[3];
    const mine = ok(call(route, { companyId: String(c.id) }));
    expect(mine.total).toBe(4);
    for (const p of mine.list) expect(p.companyId).toBe(c.id);
    const cat = ok(call(route, { category: '锁具安防', pageSize: '100' }));
    expect(cat.total).toBeGreaterThan(0);
    for (const p of cat.list) expect(p.category).toBe('锁具安防');
    const kw = ok(call(route, { keyword: '保温杯', pageSize: '100' }));
    expect(kw.total).toBeGreaterThan(0);
    for (const p of kw.list) expect(`${p.name}${p.companyName}${p.spec}${p.category}`).toContain('保温杯');
  });

  it('filters series by node ids and inclusive period range', () => {
    const route = fixed((d, q) => api.getSeries(d, q));
    const res = ok(call(route, { projId: '21', nodeIds: '21-0,21-3-1', from: '2024-01-01', to: '2024-12-30' }));
    expect(res.map((s: { nodeId: string }) => s.nodeId)).toEqual(['21-0', '21-3-1']);
    expect(res[1].name).toBe(ds.familyById.get(21)!.nodeById.get('21-3-1')!.name);
    const periods = res[0].points.map((p: { period: string }) => p.period);
    expect(periods[0]).toBe('2024-01-01');
    expect(periods[periods.length - 1]).toBe('2024-12-30');
    expect(periods.length).toBeGreaterThanOrEqual(49);
    const monthly = ok(call(route, { projId: '22', from: '2020-01', to: '2020-12' }));
    expect(monthly[0].points).toHaveLength(12);
    const repeated = ok(call(route, { projId: '21', nodeIds: ['21-1', '21-2'] }));
    expect(repeated).toHaveLength(2);
  });

  it('answers snapshots with level-2 counts and periods newest first', () => {
    const route = fixed((d, q) => api.getSnapshot(d, q));
    const snap = ok(call(route, { projId: '21', period: '2025-06-02' }));
    expect(snap).toMatchObject({ period: '2025-06-02', year: 2025, week: 23 });
    const cats = snap.rows.filter((r: { level: number }) => r.level === 2);
    expect(snap.summary.up).toBe(cats.filter((r: { change: number }) => r.change > 0).length);
    expect(snap.summary.down).toBe(cats.filter((r: { change: number }) => r.change < 0).length);
    expect(snap.summary.flat).toBe(cats.filter((r: { change: number }) => r.change === 0).length);
    expect(snap.rows).toHaveLength(ds.familyById.get(21)!.nodes.length);
    expect(snap.periods[0]).toBe(ds.familyById.get(21)!.family.latestPeriod);
    expect(snap.periods[snap.periods.length - 1]).toBe('2016-01-04');
    const monthly = ok(call(route, { projId: '24' }));
    expect(monthly).toMatchObject({ period: '2026-10', year: 2026, month: 10 });
    expect(monthly.rows).toHaveLength(1);
    expect(monthly.summary).toEqual({ up: 0, down: 0, flat: 0 });
  });

  it('serves materials, trade and brand rankings with their ranges', () => {
    const prices = ok(call(fixed((d, q, p) => api.getMaterialPrices(d, p, q)), {}, { id: 'copper' }));
    expect(prices.points.length).toBeGreaterThan(240);
    expect(prices.points[0].date >= '2021-11-01').toBe(true);
    expect(prices.points[prices.points.length - 1]).toEqual(ds.materialById.get('copper')!.quotes.slice(-1)[0]);
    const ranged = ok(call(fixed((d, q, p) => api.getMaterialPrices(d, p, q)), { from: '2025-01-01', to: '2025-03-31' }, { id: 'copper' }));
    for (const pt of ranged.points) expect(pt.date >= '2025-01-01' && pt.date <= '2025-03-31').toBe(true);
    expect(ranged.points.length).toBeGreaterThanOrEqual(10);

    const trade = ok(call(fixed((d, q) => api.getTrade(d, q)), { from: '2024-01', to: '2024-12' }));
    expect(trade.months.map((m: { month: string }) => m.month)).toEqual(Array.from({ length: 12 }, (_, i) => `2024-${String(i + 1).padStart(2, '0')}`));
    const exportSum = trade.months.reduce((s: number, m: { exportValue: number }) => s + m.exportValue, 0);
    const partnerSum = trade.partners.reduce((s: number, p: { exportValue: number }) => s + p.exportValue, 0);
    expect(Math.abs(partnerSum - exportSum)).toBeLessThan(1);
    for (let i = 1; i < trade.partners.length; i += 1) expect(trade.partners[i - 1].exportValue).toBeGreaterThanOrEqual(trade.partners[i].exportValue);
    expect(trade.partners.map((p: { name: string }) => p.name)).toEqual(expect.arrayContaining(['美国', '欧盟', '东盟', '日本', '俄罗斯']));

    const ranking = ok(call(fixed((d, q) => api.getBrandRanking(d, q))));
    expect(ranking.year).toBe(2025);
    expect(ranking.years).toEqual([2021, 2022, 2023, 2024, 2025]);
    expect(ranking.items).toHaveLength(30);
    expect(ok(call(fixed((d, q) => api.getBrandRanking(d, q)), { year: '2022' })).year).toBe(2022);
  });
});

describe('errors', () => {
  const cases: [string, MockHandler, Record<string, unknown>, Record<string, string>, number][] = [
    ['unknown article', fixed((d, _q, p) => api.getArticle(d, p)), {}, { id: '999999' }, 404],
    ['non-numeric article id', fixed((d, _q, p) => api.getArticle(d, p)), {}, { id: 'abc' }, 400],
    ['missing categoryId', fixed((d, q) => api.listArticles(d, q)), {}, {}, 400],
    ['non-numeric categoryId', fixed((d, q) => api.listArticles(d, q)), { categoryId: 'news' }, {}, 400],
    ['unknown category', fixed((d, q) => api.listArticles(d, q)), { categoryId: '999' }, {}, 404],
    ['unknown company', fixed((d, _q, p) => api.getCompany(d, p)), {}, { id: '1' }, 404],
    ['non-numeric company id', fixed((d, _q, p) => api.getCompany(d, p)), {}, { id: '10x' }, 400],
    ['unknown material', fixed((d, q, p) => api.getMaterialPrices(d, p, q)), {}, { id: 'gold' }, 404],
    ['bad material date', fixed((d, q, p) => api.getMaterialPrices(d, p, q)), { from: '2025-13-01' }, { id: 'copper' }, 400],
    ['material date with trailing text', fixed((d, q, p) => api.getMaterialPrices(d, p, q)), { from: '2025-01-01junk' }, { id: 'copper' }, 400],
    ['material dates from after to', fixed((d, q, p) => api.getMaterialPrices(d, p, q)), { from: '2025-03-01', to: '2025-01-01' }, { id: 'copper' }, 400],
    ['unknown projId (tree)', fixed((d, _q, p) => api.getTree(d, p)), {}, { projId: '99' }, 404],
    ['non-numeric projId', fixed((d, _q, p) => api.getTree(d, p)), {}, { projId: 'x' }, 400],
    ['missing projId (series)', fixed((d, q) => api.getSeries(d, q)), {}, {}, 400],
    ['unknown node', fixed((d, q) => api.getSeries(d, q)), { projId: '21', nodeIds: '21-0,nope' }, {}, 404],
    ['bad period', fixed((d, q) => api.getSeries(d, q)), { projId: '21', from: 'last year' }, {}, 400],
    ['series period with trailing text', fixed((d, q) => api.getSeries(d, q)), { projId: '21', from: '2025-01-01junk' }, {}, 400],
    ['series period from after to', fixed((d, q) => api.getSeries(d, q)), { projId: '21', from: '2025-06-02', to: '2025-01-06' }, {}, 400],
    ['series month key of a weekly family', fixed((d, q) => api.getSeries(d, q)), { projId: '21', to: '2025-06' }, {}, 400],
    ['series date of a monthly family', fixed((d, q) => api.getSeries(d, q)), { projId: '22', from: '2025-06-01' }, {}, 400],
    ['malformed snapshot period', fixed((d, q) => api.getSnapshot(d, q)), { projId: '21', period: '2026-13-99' }, {}, 400],
    ['snapshot period in words', fixed((d, q) => api.getSnapshot(d, q)), { projId: '21', period: 'abc' }, {}, 400],
    ['unknown projId (snapshot)', fixed((d, q) => api.getSnapshot(d, q)), { projId: '26' }, {}, 404],
    ['Spring-Festival period', fixed((d, q) => api.getSnapshot(d, q)), { projId: '21', period: '2026-02-16' }, {}, 404],
    ['future period', fixed((d, q) => api.getSnapshot(d, q)), { projId: '22', period: '2026-11' }, {}, 404],
    ['bad trade month', fixed((d, q) => api.getTrade(d, q)), { from: '2020-13' }, {}, 400],
    ['trade months from after to', fixed((d, q) => api.getTrade(d, q)), { from: '2024-12', to: '2024-01' }, {}, 400],
    ['unknown ranking year', fixed((d, q) => api.getBrandRanking(d, q)), { year: '1999' }, {}, 404],
    ['non-numeric companyId filter', fixed((d, q) => api.listProducts(d, q)), { companyId: 'abc' }, {}, 400],
  ];
  it.each(cases)('%s', (_name, handler, query, params, status) => {
    expectError(call(handler, query, params), status, status === 404 ? 'NOT_FOUND' : 'BAD_REQUEST');
  });

  it('uses clear Chinese messages for missing articles and companies', () => {
    expect((call(fixed((d, _q, p) => api.getArticle(d, p)), {}, { id: '424242' }).body as { errorMessage: string }).errorMessage).toBe('文章不存在或已下线');
    expect(() => api.getCompany(ds, { id: '5' })).toThrow(ApiError);
  });
});
