/**
 * @jest-environment node
 *
 * The demo's pictures (mock/lib/media.ts): company logos and product pictures, generated as SVG
 * documents and served as the seed stores them.
 */
import { JSDOM } from 'jsdom';
import * as api from '../../../server/model/answers';
import * as files from '../../../mock/lib/files';
import { jsonRoute, svgRoute } from '../model/harness';
import { LOGO_COLOURS, logoSvg, modelNumber, productSvg } from '../../../mock/lib/media';
import { CATEGORIES } from '../../../mock/lib/taxonomy';
import type { CompanyPage, ProductPage, ProductSummary } from '../../../src/types/webapi';
import { call, dataset, expectNotFound, ok } from '../model/support';
import { ROUTES } from '../model/routes';

const ds = dataset();
const handlers = ROUTES;
const fixed = <T,>(answer: Parameters<typeof jsonRoute<T>>[0]) => jsonRoute(answer, () => ds);

const companies = (query: Record<string, string> = {}) => ok<CompanyPage>(call(fixed((d, q) => api.listCompanies(d, q)), { pageSize: '100', ...query }));
const products = (query: Record<string, string> = {}) => ok<ProductPage>(call(fixed((d, q) => api.listProducts(d, q)), query));
const logoRoute = svgRoute((d, p) => files.getLogo(d, p), () => ds);
const productImageRoute = svgRoute((d, p) => files.getProductImage(d, p), () => ds);

const { DOMParser } = new JSDOM('').window;
function parseSvg(text: string): Element {
  expect(text.startsWith('<svg ')).toBe(true);
  expect(text).not.toContain('<?xml');
  const doc = new DOMParser().parseFromString(text, 'application/xml');
  expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
  const root = doc.documentElement;
  expect(root.tagName).toBe('svg');
  expect(root.getAttribute('xmlns')).toBe('http://www.w3.org/2000/svg');
  return root;
}

/** Answer of an SVG route: 200, the image headers, the parsed document. */
function svgOk(res: ReturnType<typeof call>): { text: string; root: Element } {
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
  expect(res.headers['cache-control']).toBe('public, max-age=86400');
  expect(res.headers['x-content-type-options']).toBe('nosniff');
  const text = res.ended as string;
  expect(typeof text).toBe('string');
  return { text, root: parseSvg(text) };
}

const titleOf = (root: Element) => root.getElementsByTagName('title')[0]?.textContent;
const texts = (root: Element) => [...root.getElementsByTagName('text')].map((t) => t.textContent);

/** WCAG contrast of white on `#rrggbb`. */
function whiteContrast(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255).map((v) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4));
  return 1.05 / (0.2126 * r + 0.7152 * g + 0.0722 * b + 0.05);
}

// ------------------------------------------------------------------ logos

describe('company logos', () => {
  const withLogo = ds.companies.filter((c) => c.logo);

  it('most companies have one, at /webapi/media/logos/<id>.svg; the list and detail carry it', () => {
    expect(withLogo.length / ds.companies.length).toBeGreaterThan(0.78);
    expect(withLogo.length).toBeLessThan(ds.companies.length);
    for (const c of withLogo) expect(c.logo).toBe(`/webapi/media/logos/${c.id}.svg`);
    const page = companies();
    for (const c of page.list) expect(c.logo).toBe(ds.companyById.get(c.id)!.logo);
    const without = ds.companies.find((c) => !c.logo)!;
    expect('logo' in page.list.find((c) => c.id === without.id)!).toBe(false);
  });

  it('serves a square SVG with the 字号 in white on a dark enough colour', () => {
    for (const c of withLogo) {
      const { root } = svgOk(call(logoRoute, {}, { file: `${c.id}.svg` }));
      expect([root.getAttribute('viewBox'), root.getAttribute('width'), root.getAttribute('height')]).toEqual(['0 0 112 112', '112', '112']);
      expect(titleOf(root)).toBe(c.name);
      const [text] = root.getElementsByTagName('text');
      expect(text.textContent).toBe(c.shortName.slice(0, 2));
      expect(text.getAttribute('fill')).toBe('#fff');
      expect(text.getAttribute('font-family')).toBe('Noto Sans SC, PingFang SC, Microsoft YaHei, sans-serif');
      const fill = root.getElementsByTagName('rect')[0].getAttribute('fill')!;
      expect(LOGO_COLOURS).toContain(fill);
    }
    for (const colour of LOGO_COLOURS) expect(whiteContrast(colour)).toBeGreaterThanOrEqual(4.5);
    // Deterministic, and the live route gives the same picture.
    const c = withLogo[0];
    expect(call(handlers['GET /webapi/media/logos/:file'], {}, { file: `${c.id}.svg` }).ended).toBe(call(logoRoute, {}, { file: `${c.id}.svg` }).ended);
  });

  it('escapes XML special characters', () => {
    const text = logoSvg({ id: 7, name: 'A&B <公司> "引号" \'单\'', shortName: '<&华力' });
    expect(text).toContain('A&amp;B &lt;公司&gt; &quot;引号&quot; &apos;单&apos;');
    const root = parseSvg(text);
    expect(titleOf(root)).toBe('A&B <公司> "引号" \'单\'');
    expect(root.getElementsByTagName('text')[0].textContent).toBe('<&');
  });

  it('answers NOT_FOUND for a company without logo, an unknown id or another name', () => {
    const without = ds.companies.find((c) => !c.logo)!;
    for (const file of [`${without.id}.svg`, '9999.svg', '1.svg', `${withLogo[0].id}.png`, `${withLogo[0].id}`, 'abc.svg', '']) {
      expectNotFound(call(logoRoute, {}, { file }));
    }
  });
});

// ------------------------------------------------------------------ product pictures

describe('product pictures', () => {
  it('every product has three, the first one is its card picture', () => {
    for (const p of ds.products) {
      expect(p.images).toEqual([1, 2, 3].map((v) => `/webapi/media/products/${p.id}/${v}.svg`));
      expect(p.image).toBe(p.images[0]);
    }
    const { list } = products();
    expect(list.length).toBeGreaterThan(0);
    for (const p of list) expect(p.images).toHaveLength(3);
  });

  // One product of each category: every artwork is read and embedded.
  const samples = CATEGORIES.map((cat) => ds.products.find((p) => p.category === cat.name)!);

  it.each(samples.map((p) => [p.category, p] as [string, ProductSummary]))('%s: three 4:3 views around the category artwork', (_category, p) => {
    const views = [1, 2, 3].map((v) => svgOk(call(productImageRoute, {}, { id: String(p.id), file: `${v}.svg` })));
    for (const { root } of views) {
      expect([root.getAttribute('viewBox'), root.getAttribute('width'), root.getAttribute('height')]).toEqual(['0 0 960 720', '960', '720']);
      expect(titleOf(root)).toContain(p.name);
      expect(root.getElementsByTagName('title')).toHaveLength(1);
      const nested = [...root.getElementsByTagName('svg')];
      expect(nested).toHaveLength(1);
      expect(nested[0].getAttribute('viewBox')).toBe('0 0 400 300');
      expect(nested[0].children.length).toBeGreaterThan(0);
    }
    expect(texts(views[0].root)).toContain(modelNumber(p.name));
    expect(modelNumber(p.name)).toMatch(/^[A-Z]{2}-\d{4}$/);
    expect(texts(views[1].root)).toContain('细节');
    // The close-up draws the artwork larger than the frame (clipped).
    expect(Number(views[1].root.getElementsByTagName('svg')[0].getAttribute('width'))).toBeGreaterThan(960);
    const card = texts(views[2].root).join('\n');
    expect(card).toContain(p.spec);
    expect(card).toContain(p.category);
    expect(card).toContain(modelNumber(p.name));
    // Cached: the same document again.
    expect(call(productImageRoute, {}, { id: String(p.id), file: '1.svg' }).ended).toBe(views[0].text);
  });

  it('escapes XML special characters', () => {
    const fake: ProductSummary = { ...ds.products[0], id: 1, name: '扳手 <b>&"x"', spec: 'a<b & c>d', companyName: 'Q&A 公司' };
    for (const view of [1, 2, 3] as const) {
      const root = parseSvg(productSvg(fake, view));
      expect(titleOf(root)).toContain('扳手 <b>&"x"');
    }
    const card = parseSvg(productSvg(fake, 3));
    expect(texts(card)).toEqual(expect.arrayContaining(['规格　a<b & c>d', 'Q&A 公司']));
  });

  it('answers NOT_FOUND for another view, an unknown product or a malformed id', () => {
    const id = String(ds.products[0].id);
    for (const [pid, file] of [[id, '4.svg'], [id, '0.svg'], [id, '1.png'], [id, '10.svg'], [id, '1'], ['99999', '1.svg'], ['abc', '1.svg'], ['1001', '1.svg']]) {
      expectNotFound(call(productImageRoute, {}, { id: pid, file }));
    }
    expectNotFound(call(handlers['GET /webapi/media/products/:id/:file'], {}, { id, file: '4.svg' }), '产品图片不存在');
  });
});
