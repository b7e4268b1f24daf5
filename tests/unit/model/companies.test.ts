/**
 * @jest-environment node
 */
import * as api from '../../../server/model/answers';
import { PRICE_PROJ } from '../../../mock/lib/indices';
import { jsonRoute } from './harness';
import { CATEGORY_NAMES } from '../../../mock/lib/taxonomy';
import type { BrandHistory, BrandRanking, CompanyPage, ProductPage } from '../../../src/types/webapi';
import { BRAND_DROPOUT, BRAND_EDITION, BRAND_HISTORY, call, dataset, expectNotFound, expectShape, ok } from './support';
import { ROUTES } from './routes';

const ds = dataset();
const handlers = ROUTES;
const fixed = <T,>(answer: Parameters<typeof jsonRoute<T>>[0]) => jsonRoute(answer, () => ds);

const ranking = (year?: number) => ok<BrandRanking>(call(fixed((d, q) => api.getBrandRanking(d, q)), year === undefined ? {} : { year: String(year) }));
const history = (brandId: string) => call(fixed((d, _q, p) => api.getBrandHistory(d, p)), {}, { brandId });
const companies = (query: Record<string, string> = {}) => ok<CompanyPage>(call(fixed((d, q) => api.listCompanies(d, q)), { pageSize: '100', ...query }));
const products = (query: Record<string, string> = {}) => ok<ProductPage>(call(fixed((d, q) => api.listProducts(d, q)), query));

// ------------------------------------------------------------------ brands

describe('brand ranking: drop-outs', () => {
  const { years } = ranking();

  it('lists the brands of the previous edition that this one no longer ranks', () => {
    expect(ranking(years[0]).dropouts).toEqual([]);
    let total = 0;
    years.slice(1).forEach((year, i) => {
      const edition = ranking(year);
      for (const d of edition.dropouts) expectShape(d, BRAND_DROPOUT, 'dropout');
      const previous = ranking(years[i]).items;
      const ranked = new Set(edition.items.map((it) => it.brandId));
      const expected = previous
        .filter((it) => !ranked.has(it.brandId))
        .map((it) => ({ brandId: it.brandId, name: it.name, companyId: it.companyId, companyName: it.companyName, previousRank: it.rank, region: it.region, category: it.category }));
      expect(edition.dropouts).toEqual(expected);
      // A full top 30 both years: as many leave as enter.
      expect(edition.dropouts).toHaveLength(edition.items.filter((it) => !previous.some((p) => p.brandId === it.brandId)).length);
      total += edition.dropouts.length;
    });
    expect(total).toBeGreaterThan(0);
  });

  it('leaves the items unchanged', () => {
    const latest = ds.brandYears[ds.brandYears.length - 1];
    expect(ranking().items).toEqual(latest.items);
  });
});

describe('brand history', () => {
  const { years } = ranking();
  const all = ds.brands.map((b) => ok<BrandHistory>(history(b.brandId)));

  it('has one edition per ranking year, oldest first, matching each edition', () => {
    const editions = years.map((y) => ranking(y).items);
    for (const h of all) {
      expectShape(h, BRAND_HISTORY, 'history');
      const brand = ds.brandById.get(h.brandId)!;
      const company = ds.companyById.get(brand.companyId)!;
      expect(h).toMatchObject({ name: brand.name, companyId: company.id, companyName: company.name, region: company.region, category: company.industry });
      expect(h.editions.map((e) => e.year)).toEqual(years);
      h.editions.forEach((e, k) => {
        expectShape(e, BRAND_EDITION, 'edition');
        const it = editions[k].find((item) => item.brandId === h.brandId);
        expect(e).toEqual(it ? { year: e.year, rank: it.rank, value: it.value, rankChange: it.rankChange } : { year: e.year, rank: null, value: null, rankChange: null });
      });
    }
  });

  it('includes a new entry and a drop-out in the demo data', () => {
    const newEntry = all.find((h) => h.editions[0].rank === null && h.editions.some((e) => e.rank !== null));
    expect(newEntry).toBeDefined();
    const first = newEntry!.editions.find((e) => e.rank !== null)!;
    expect(first.rankChange).toBeNull();
    const dropOut = all.find((h) => h.editions.some((e, k) => k > 0 && e.rank === null && h.editions[k - 1].rank !== null));
    expect(dropOut).toBeDefined();
  });

  it('answers NOT_FOUND for an unknown brand', () => {
    expectNotFound(history('B9999-1'), '品牌不存在');
    expectNotFound(history(''), '品牌不存在');
    expectNotFound(call(handlers['GET /webapi/brands/:brandId/history'], {}, { brandId: 'nope' }), '品牌不存在');
  });
});

// ------------------------------------------------------------------ companies

describe('company directory filters', () => {
  const all = companies();

  /** `options` holds every value once, the one on most companies first, ties in Chinese order. */
  function expectMostFirst(options: string[], valuesOf: (c: (typeof ds.companies)[number]) => string[]) {
    const count = (v: string) => ds.companies.filter((c) => valuesOf(c).includes(v)).length;
    expect(new Set(options)).toEqual(new Set(ds.companies.flatMap(valuesOf)));
    expect(new Set(options).size).toBe(options.length);
    for (let i = 1; i < options.length; i += 1) {
      const [a, b] = [options[i - 1], options[i]];
      expect(count(a) > count(b) || (count(a) === count(b) && a.localeCompare(b, 'zh-CN') < 0)).toBe(true);
    }
  }

  it('lists every industry as the price index classifies it (its 大类, in order)', () => {
    const used = new Set(ds.companies.map((c) => c.industry));
    expect(all.industries).toEqual(CATEGORY_NAMES.filter((name) => used.has(name)));
    expect(all.industries.length).toBeGreaterThan(5);
  });

  it('lists every region with a company, most companies first, ties in Chinese order', () => {
    expectMostFirst(all.regions, (c) => [c.region]);
    expect(all.regions.length).toBeGreaterThan(5);
  });

  it('lists every tag, most frequent first, ties in Chinese order', () => {
    expectMostFirst(all.tags, (c) => c.tags);
  });

  it('filters by region and tag (exact match), with the option lists unchanged', () => {
    for (const region of all.regions) {
      const page = companies({ region });
      expect(page.total).toBe(ds.companies.filter((c) => c.region === region).length);
      expect(page.total).toBeGreaterThan(0);
      for (const c of page.list) expect(c.region).toBe(region);
      expect([page.industries, page.regions, page.tags]).toEqual([all.industries, all.regions, all.tags]);
    }
    for (const tag of all.tags) {
      const page = companies({ tag });
      expect(page.total).toBe(ds.companies.filter((c) => c.tags.includes(tag)).length);
      for (const c of page.list) expect(c.tags).toContain(tag);
      expect([page.industries, page.regions, page.tags]).toEqual([all.industries, all.regions, all.tags]);
    }
    const [c] = ds.companies;
    const both = companies({ region: c.region, industry: c.industry, tag: c.tags[0] ?? '' });
    expect(both.list.map((x) => x.id)).toContain(c.id);
    for (const x of both.list) expect([x.region, x.industry]).toEqual([c.region, c.industry]);
  });

  it('answers an empty page for a value that matches nothing', () => {
    const queries: Record<string, string>[] = [{ region: '不存在的镇' }, { tag: '不存在的标签' }, { industry: '不存在的行业' }, { region: all.regions[0].slice(0, 2) }];
    for (const query of queries) {
      const page = companies(query);
      expect(page).toMatchObject({ list: [], total: 0, current: 1 });
      expect(page.regions).toEqual(all.regions);
    }
  });
});

describe('company categories', () => {
  const tree = ds.familyById.get(PRICE_PROJ)!;

  it('start with the own industry, have no duplicates and exist as 大类 of the weekly price index', () => {
    let extra = 0;
    for (const c of ds.companies) {
      const detail = api.getCompany(ds, { id: String(c.id) });
      expect(detail.categoryProjId).toBe(PRICE_PROJ);
      expect(detail.categoryProjId).toBe(21);
      expect(detail.categoryIds[0]).toBe(`${PRICE_PROJ}-${CATEGORY_NAMES.indexOf(c.industry) + 1}`);
      expect(tree.nodeById.get(detail.categoryIds[0])!.name).toBe(c.industry);
      expect(new Set(detail.categoryIds).size).toBe(detail.categoryIds.length);
      expect(detail.categoryIds.length).toBeLessThanOrEqual(3);
      for (const id of detail.categoryIds) expect(tree.nodeById.get(id)?.level).toBe(2);
      extra += detail.categoryIds.length - 1;
    }
    expect(extra).toBeGreaterThan(10);
  });
});

describe('product list: company options', () => {
  it('lists every company with products, by name in Chinese order, whatever the filters', () => {
    const page = products();
    const expected = ds.companies.filter((c) => ds.products.some((p) => p.companyId === c.id)).map((c) => ({ id: c.id, name: c.name }));
    expect([...page.companies].sort((a, b) => a.id - b.id)).toEqual(expected.sort((a, b) => a.id - b.id));
    for (let i = 1; i < page.companies.length; i += 1) expect(page.companies[i - 1].name.localeCompare(page.companies[i].name, 'zh-CN')).toBeLessThanOrEqual(0);
    // A maker of 锁具安防, so that both filters together keep rows to check (not every company makes any).
    const maker = ds.products.find((p) => p.category === '锁具安防')!.companyId;
    const filtered = products({ category: '锁具安防', companyId: String(maker) });
    expect(filtered.companies).toEqual(page.companies);
    expect(filtered.list.length).toBeGreaterThan(0);
    for (const p of filtered.list) expect([p.companyId, p.category]).toEqual([maker, '锁具安防']);
  });
});
