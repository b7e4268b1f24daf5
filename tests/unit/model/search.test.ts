/**
 * @jest-environment node
 */
import { ApiError } from '../../../server/model/errors';
import { PRICE_PROJ } from '../../../mock/lib/indices';
import { fold, hitsIn, nameRank, search, searchWords, SEARCH_DEFAULT_LIMIT } from '../../../server/model/search';
import type { SearchText } from '../../../src/types/webapi';
import { dataset } from './support';

const ds = dataset();
/** The marked parts of a text, as the page would highlight them. */
const markedParts = (t: SearchText) => t.hits.map(([a, b]) => t.text.slice(a, b));
const badRequest = (q: Record<string, unknown>) => {
  try {
    search(ds, q);
  } catch (e) {
    return e instanceof ApiError && e.status === 400 ? e.message : `not a 400: ${String(e)}`;
  }
  return 'answered';
};

describe('search on the demo data', () => {
  it('puts the company whose whole name was typed first, and marks the name', () => {
    // A company whose name is also part of other companies' names or texts, when there is one.
    const target = ds.companies.find((c) => ds.companies.some((o) => o !== c && (o.name.includes(c.shortName) || o.brief.includes(c.shortName)))) ?? ds.companies[0];
    const r = search(ds, { q: target.name });
    expect(r.companies.items[0].id).toBe(target.id);
    expect(r.companies.items[0].name).toEqual({ text: target.name, hits: [[0, target.name.length]] });
    const short = search(ds, { q: target.shortName, limit: '20' });
    expect(short.companies.items.map((c) => c.id)).toContain(target.id);
    // Whole-name and prefix hits come before hits in the brief.
    const ranks = short.companies.items.map((c) => {
      const rec = ds.companyById.get(c.id)!;
      return Math.min(...[rec.name, rec.shortName].map((n) => nameRank(n, searchWords({ q: target.shortName })) ?? 4));
    });
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
  });

  it('finds a Chinese word inside longer names without segmentation, in every group it is in', () => {
    const main = ds.familyById.get(PRICE_PROJ)!;
    const category = main.nodes.find((n) => n.parentId !== null && n.name.length >= 3)!;
    const word = category.name.slice(1, 3);
    const r = search(ds, { q: word, limit: '20' });
    const hit = r.categories.items.find((c) => c.projId === PRICE_PROJ && c.nodeId === category.id);
    expect(hit).toBeDefined();
    expect(markedParts(hit!.name)).toEqual([word]);
    expect(r.categories.total).toBe(ds.families.reduce((n, f) => n + f.nodes.filter((x) => x.parentId !== null && x.name.includes(word)).length, 0));
    expect(r.products.total).toBe(ds.products.filter((p) => [p.name, p.spec, p.category, p.companyName].some((f) => f.includes(word))).length);
    expect(r.products.items.length).toBeGreaterThan(0);
    for (const p of r.products.items) expect([p.name.text, p.category, p.companyName].join() + ds.productById.get(p.id)!.spec).toContain(word);
    expect(r.total).toBe(r.categories.total + r.articles.total + r.companies.total + r.brands.total + r.products.total);
    expect(r.suggestions).toEqual([]);
  });

  it('gives a category its path below the root and an index its root', () => {
    const main = ds.familyById.get(PRICE_PROJ)!;
    const deep = main.nodes.find((n) => n.parentId !== null && main.nodeById.get(n.parentId)!.parentId !== null)!;
    const parent = main.nodeById.get(deep.parentId!)!;
    const hit = search(ds, { q: deep.name, limit: '20' }).categories.items.find((c) => c.projId === PRICE_PROJ && c.nodeId === deep.id)!;
    expect(hit.path).toEqual([parent.name]);
    expect(hit.family).toBe(main.family.shortName);
    const root = search(ds, { q: main.family.name }).categories.items[0];
    expect(root).toMatchObject({ projId: PRICE_PROJ, nodeId: main.nodes[0].id, path: [] });
  });

  it('lists articles newest first among equal hits, with their counts per column and a marked snippet', () => {
    const word = ds.articles[0].title.slice(0, 2);
    const r = search(ds, { q: word, limit: '20' });
    const matching = ds.articles.filter((a) => a.title.toLowerCase().includes(word.toLowerCase()));
    expect(r.articles.total).toBeGreaterThanOrEqual(matching.length);
    expect(r.articles.byCategory.reduce((n, c) => n + c.total, 0)).toBe(r.articles.total);
    // Title hits first; among title hits that are not the whole title or its start, newest first.
    const titled = r.articles.items.filter((a) => a.title.hits.length > 0);
    expect(r.articles.items.slice(0, titled.length)).toEqual(titled);
    expect(titled.length).toBeGreaterThan(0); // the word is the start of a title
    for (const a of r.articles.items) {
      expect(a.snippet.text.length).toBeLessThanOrEqual(82);
      for (const part of markedParts(a.snippet)) expect(fold(part)).toBe(fold(word));
    }
  });

  it('needs every word, in any field, and folds full-width letters and case', () => {
    const c = ds.companies.find((x) => /[A-Za-z]/.test(x.name) || x.tags.length > 0)!;
    const words = [c.shortName, c.region];
    const both = search(ds, { q: words.join('  '), limit: '20' });
    expect(both.q).toBe(words.join(' '));
    expect(both.companies.items.map((x) => x.id)).toContain(c.id);
    for (const x of both.companies.items) {
      const rec = ds.companyById.get(x.id)!;
      const text = [rec.name, rec.shortName, rec.brief, rec.industry, rec.region, ...rec.tags].join(' ');
      for (const w of words) expect(text).toContain(w);
    }
    expect(fold('ＡＢＣ１２３　Ｘ')).toBe('abc123 x');
    expect(hitsIn('不锈钢水槽与不锈钢锅', ['不锈钢'])).toEqual([
      [0, 3],
      [6, 9],
    ]);
    expect(hitsIn('Stainless steel', ['steel', 'stain', 'less'])).toEqual([
      [0, 9],
      [10, 15],
    ]);
  });

  it('answers a word found nowhere with no hits and the main index categories as suggestions', () => {
    const r = search(ds, { q: '没有这个词ZZQ' });
    expect(r.total).toBe(0);
    const main = ds.familyById.get(PRICE_PROJ)!;
    expect(r.suggestions).toEqual(main.nodes[0].childIds.slice(0, 6).map((id) => main.nodeById.get(id)!.name));
    for (const s of r.suggestions) expect(search(ds, { q: s }).total).toBeGreaterThan(0);
  });

  it('lists `limit` hits per group, five by default', () => {
    const word = ds.products[0].category;
    const r = search(ds, { q: word });
    expect(r.products.total).toBeGreaterThan(SEARCH_DEFAULT_LIMIT);
    expect(r.products.items).toHaveLength(SEARCH_DEFAULT_LIMIT);
    expect(search(ds, { q: word, limit: '20' }).products.items).toHaveLength(Math.min(20, r.products.total));
  });

  it('refuses a missing, too long or malformed query with a message in both languages', () => {
    for (const q of [{}, { q: '   ' }, { q: '字'.repeat(51) }, { q: 'a b c d e f' }, { q: '钢', limit: '0' }, { q: '钢', limit: '21' }, { q: '钢', limit: 'x' }]) {
      expect(badRequest(q)).not.toBe('answered');
      expect(badRequest(q)).not.toMatch(/^not a 400/);
    }
    expect(badRequest({})).toMatch(/请输入.*\/ q: /);
    expect(badRequest({ q: '字'.repeat(50) })).toBe('answered');
  });
});
