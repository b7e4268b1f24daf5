/**
 * Where each hit of a site-wide search leads, in one place for the search pages and the search box's
 * suggestions: a category opens /data on its node, an article its page, a company its page, a brand
 * the ranking on it, a product the product list with it previewed.
 */
import type { SearchResult, SearchText } from '@/types/webapi';
import { articleHref } from '@/views/articles';
import type { Side } from '@/views/codec';
import { indexDataView } from '@/views/indexData';
import { brandRankView, companyHref, companyListView, productListView } from '@/views/industry';

export type HitGroup = 'categories' | 'articles' | 'companies' | 'brands' | 'products';

export interface HitLink {
  key: string;
  group: HitGroup;
  to: string;
  name: SearchText;
  /** What it is (family and path, industry and region…), in the hit's own words. */
  meta: string;
}

export const categoryLinks = (result: SearchResult, side: Side): HitLink[] =>
  result.categories.items.map((c) => ({
    key: `category:${c.projId}:${c.nodeId}`,
    group: 'categories',
    to: indexDataView.href({ proj: c.projId, nodes: [c.nodeId] }, side),
    name: c.name,
    meta: [c.family, ...c.path].join(' › '),
  }));

export const articleLinks = (result: SearchResult, side: Side): HitLink[] =>
  result.articles.items.map((a) => ({ key: `article:${a.id}`, group: 'articles', to: articleHref(a.id, side), name: a.title, meta: a.publishedAt.slice(0, 10) }));

/** The directory's groups, each with the full list filtered by the words. */
export function directoryGroups(result: SearchResult, side: Side, rankText: (rank: number) => string) {
  const { q, companies, brands, products } = result;
  return [
    {
      id: 'companies' as const,
      total: companies.total,
      more: companyListView.href({ keyword: q }, side),
      hits: companies.items.map((c): HitLink => ({ key: `company:${c.id}`, group: 'companies', to: companyHref(c.id, side), name: c.name, meta: `${c.industry} · ${c.region}` })),
    },
    {
      id: 'brands' as const,
      total: brands.total,
      more: brandRankView.href({ keyword: q }, side),
      hits: brands.items.map(
        (b): HitLink => ({
          key: `brand:${b.brandId}`,
          group: 'brands',
          to: brandRankView.href({ brand: b.brandId }, side),
          name: b.name,
          meta: b.rank === null ? b.companyName : `${b.companyName} · ${rankText(b.rank)}`,
        }),
      ),
    },
    {
      id: 'products' as const,
      total: products.total,
      more: productListView.href({ keyword: q }, side),
      hits: products.items.map(
        (p): HitLink => ({ key: `product:${p.id}`, group: 'products', to: productListView.href({ preview: p.id }, side), name: p.name, meta: `${p.companyName} · ${p.category}` }),
      ),
    },
  ];
}

/** The search box's suggestions: a few of each group, names first (a company typed in full comes first). */
export function suggestionLinks(result: SearchResult, side: Side, rankText: (rank: number) => string, perGroup: number): HitLink[] {
  const [companies, brands, products] = directoryGroups(result, side, rankText).map((g) => g.hits.slice(0, perGroup));
  return [...companies, ...brands, ...products, ...categoryLinks(result, side).slice(0, perGroup), ...articleLinks(result, side).slice(0, perGroup)];
}
