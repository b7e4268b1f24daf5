/**
 * Site-wide search (GET /webapi/search): a word, or a few, looked for in the index categories,
 * articles, companies, brands and products of the site's dataset.
 *
 * Chinese needs no word segmentation for this: a hit is a substring of the folded text (NFKC, so
 * full-width letters and digits read as ASCII, and lower case), which finds 「不锈钢」 in
 * 「304不锈钢水槽」. Several words must all be found (in any of an item's fields). The dataset is in
 * memory, one per data version, so the answer is the same on PGlite and PostgreSQL and takes a few
 * milliseconds on the demo data; each record's folded fields are kept beside it (a WeakMap dies with
 * its version). An office with far more text would move this to a trigram or bigram index.
 *
 * Order within a group: the name itself, then a name starting with the words, then a name holding
 * them, then a hit elsewhere (a company's brief, an article's summary or text); then the group's
 * own order (articles newest first, categories in tree order, companies and products as listed).
 */
import { htmlToText } from '../../src/utils/revisionDiff';
import { headlineFamily, mainCategories } from './family';
import type {
  SearchArticleHit,
  SearchBrandHit,
  SearchCategoryHit,
  SearchCompanyHit,
  SearchGroup,
  SearchProductHit,
  SearchResult,
  SearchText,
} from '../../src/types/webapi';
import { SEARCH_MAX_LENGTH } from '../../src/config/constants';
import { badRequest } from './errors';
import { optionalIntIn, queryString, type Query } from './params';
import type { Dataset } from './types';

export const SEARCH_MAX_WORDS = 5;
export const SEARCH_DEFAULT_LIMIT = 5;
export const SEARCH_MAX_LIMIT = 20;
/** Characters of an article's snippet around the first hit. */
const SNIPPET = 80;
const SUGGESTIONS = 6;

/**
 * Lower case and NFKC, character by character so that every offset in the folded text is the same
 * offset in the original (a character whose folded form has another length is only lower-cased, or
 * kept).
 */
export function fold(text: string): string {
  let out = '';
  for (const ch of text) {
    const folded = ch.normalize('NFKC').toLowerCase();
    if (folded.length === ch.length) out += folded;
    else {
      const lower = ch.toLowerCase();
      out += lower.length === ch.length ? lower : ch;
    }
  }
  return out;
}

export interface SearchWords {
  /** As read: trimmed, runs of spaces as one. */
  q: string;
  /** The folded words, each once. */
  words: string[];
  phrase: string;
}

/** `q` of the query: 1–50 characters, at most five words; BAD_REQUEST otherwise. */
export function searchWords(query: Query | undefined): SearchWords {
  const raw = queryString(query, 'q');
  if (raw === undefined) throw badRequest('请输入要搜索的词 / q: a word to search for is required');
  const q = raw.replace(/\s+/g, ' ');
  if ([...q].length > SEARCH_MAX_LENGTH) throw badRequest(`搜索词不能超过 ${SEARCH_MAX_LENGTH} 个字符 / q: at most ${SEARCH_MAX_LENGTH} characters`);
  const words = [...new Set(fold(q).split(' ').filter(Boolean))];
  if (words.length > SEARCH_MAX_WORDS) throw badRequest(`搜索词最多 ${SEARCH_MAX_WORDS} 个 / q: at most ${SEARCH_MAX_WORDS} words`);
  return { q, words, phrase: words.join(' ') };
}

/** Where the words are in `text`: [start, end) ranges, ascending, overlaps merged. */
export function hitsIn(text: string, words: string[]): [number, number][] {
  const folded = fold(text);
  const found: [number, number][] = [];
  for (const w of words) {
    for (let at = folded.indexOf(w); at >= 0; at = folded.indexOf(w, at + 1)) found.push([at, at + w.length]);
  }
  found.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  const merged: [number, number][] = [];
  for (const [start, end] of found) {
    const last = merged[merged.length - 1];
    if (last && start <= last[1]) last[1] = Math.max(last[1], end);
    else merged.push([start, end]);
  }
  return merged;
}

const marked = (text: string, words: string[]): SearchText => ({ text, hits: hitsIn(text, words) });

/** `fold`, with runs of white space as one space and none at the ends. */
const foldText = (text: string) => fold(text).replace(/\s+/g, ' ').trim();

/** How well an already folded name answers the words (see nameRank). */
function foldedRank(n: string, w: SearchWords): number | null {
  if (n === w.phrase) return 0;
  if (n.startsWith(w.phrase)) return 1;
  if (n.includes(w.phrase)) return 2;
  return w.words.every((word) => n.includes(word)) ? 3 : null;
}

/**
 * How well a name answers the words: 0 the name itself, 1 starts with them, 2 holds the phrase, 3
 * holds every word; null when it does not hold them all.
 */
export const nameRank = (name: string, w: SearchWords): number | null => foldedRank(foldText(name), w);

/**
 * The folded fields of each record, made on its first search and kept beside it: a search then
 * folds nothing of the dataset, only compares.
 */
const foldedFields = new WeakMap<object, string[]>();

/**
 * The rank of a record: the best of its names' ranks (its first `names.length` fields), else 4 when
 * every word is somewhere in its other fields; null when it does not match.
 */
function rankOf(record: object, names: (string | undefined)[], others: () => (string | undefined)[], w: SearchWords): number | null {
  let all = foldedFields.get(record);
  if (!all) {
    all = [...names, ...others()].map((f) => foldText(f ?? ''));
    foldedFields.set(record, all);
  }
  let best: number | null = null;
  for (let i = 0; i < names.length; i += 1) {
    const r = all[i] ? foldedRank(all[i], w) : null;
    if (r !== null && (best === null || r < best)) best = r;
  }
  if (best !== null) return best;
  return w.words.every((word) => all.some((f) => f.includes(word))) ? 4 : null;
}

/** Matches ordered by rank, then by their order in `items`; the group's first `limit`. */
function group<T, H>(items: readonly T[], rank: (item: T) => number | null, hit: (item: T) => H, limit: number): SearchGroup<H> & { matched: T[] } {
  const matched = items
    .map((item, i) => ({ item, i, r: rank(item) }))
    .filter((m): m is { item: T; i: number; r: number } => m.r !== null)
    .sort((a, b) => a.r - b.r || a.i - b.i)
    .map((m) => m.item);
  return { total: matched.length, items: matched.slice(0, limit).map(hit), matched };
}

/** About SNIPPET characters of `text` around its first hit, with the hits inside them. */
function snippetOf(text: string, words: string[]): SearchText | null {
  const hits = hitsIn(text, words);
  if (!hits.length) return null;
  const start = Math.max(0, Math.min(hits[0][0] - SNIPPET / 4, text.length - SNIPPET));
  const end = Math.min(text.length, start + SNIPPET);
  const head = start > 0 ? '…' : '';
  const cut = head + text.slice(start, end).replace(/\s+/g, ' ') + (end < text.length ? '…' : '');
  return marked(cut, words);
}

/** An article's text without its markup, made once per article. */
const plainTexts = new WeakMap<object, string>();
function plainText(a: { content: string }): string {
  let text = plainTexts.get(a);
  if (text === undefined) {
    text = htmlToText(a.content);
    plainTexts.set(a, text);
  }
  return text;
}

export function search(ds: Dataset, query: Query): SearchResult {
  const w = searchWords(query);
  const limit = optionalIntIn(query, 'limit', 1, SEARCH_MAX_LIMIT) ?? SEARCH_DEFAULT_LIMIT;

  // Index categories of today's trees, and each index itself (its root, by the index's name).
  const nodes = ds.families.flatMap((f) => f.nodes.map((node) => ({ f, node })));
  const categories = group(
    nodes,
    ({ f, node }) => rankOf(node, node.parentId === null ? [f.family.name, f.family.shortName] : [node.name], () => [], w),
    ({ f, node }): SearchCategoryHit => {
      const path: string[] = [];
      for (let p = node.parentId ? f.nodeById.get(node.parentId) : undefined; p?.parentId; p = p.parentId ? f.nodeById.get(p.parentId) : undefined) path.unshift(p.name);
      const name = node.parentId === null ? f.family.name : node.name;
      return { projId: f.family.projId, family: f.family.shortName, nodeId: node.id, name: marked(name, w.words), path };
    },
    limit,
  );

  const articles = group(
    ds.articles,
    (a) => rankOf(a, [a.title], () => [a.summary, plainText(a)], w),
    (a): SearchArticleHit => ({
      id: a.id,
      categoryId: a.categoryId,
      title: marked(a.title, w.words),
      snippet: snippetOf(a.summary, w.words) ?? snippetOf(plainText(a), w.words) ?? { text: a.summary.slice(0, SNIPPET), hits: [] },
      publishedAt: a.publishedAt,
    }),
    limit,
  );
  const byCategory = ds.constants.categories
    .map((c) => ({ categoryId: c.id, total: articles.matched.filter((a) => a.categoryId === c.id).length }))
    .filter((c) => c.total > 0);

  const companies = group(
    ds.companies,
    (c) => rankOf(c, [c.name, c.shortName], () => [c.brief, c.industry, c.region, ...c.tags], w),
    (c): SearchCompanyHit => ({ id: c.id, name: marked(c.name, w.words), industry: c.industry, region: c.region }),
    limit,
  );

  const latest = ds.brandYears[ds.brandYears.length - 1];
  const rankOfBrand = new Map((latest?.items ?? []).map((it) => [it.brandId, it.rank]));
  const companyName = (id: number) => ds.companyById.get(id)?.name ?? '';
  const brands = group(
    ds.brands,
    (b) => rankOf(b, [b.name], () => [companyName(b.companyId)], w),
    (b): SearchBrandHit => ({ brandId: b.brandId, name: marked(b.name, w.words), companyId: b.companyId, companyName: companyName(b.companyId), rank: rankOfBrand.get(b.brandId) ?? null }),
    limit,
  );

  const products = group(
    ds.products,
    (p) => rankOf(p, [p.name], () => [p.spec, p.category, p.companyName], w),
    (p): SearchProductHit => ({ id: p.id, name: marked(p.name, w.words), companyId: p.companyId, companyName: p.companyName, category: p.category }),
    limit,
  );

  const total = categories.total + articles.total + companies.total + brands.total + products.total;
  const main = headlineFamily(ds.families);
  const suggestions = total === 0 ? mainCategories(main).slice(0, SUGGESTIONS).map((n) => n.name) : [];
  const strip = <T, H>({ total: count, items }: SearchGroup<H> & { matched: T[] }): SearchGroup<H> => ({ total: count, items });
  return {
    q: w.q,
    total,
    categories: strip(categories),
    articles: { ...strip(articles), byCategory },
    companies: strip(companies),
    brands: strip(brands),
    products: strip(products),
    suggestions,
  };
}
