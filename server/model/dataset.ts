/** A site's dataset: what every public answer reads, with its lookups by id. */
import type { Dataset, FamilyData } from './types';

/** Quotes served by /materials/{id}/prices start about five years before today. */
export const MATERIAL_YEARS = 5;

/** What a dataset holds before its lookups: the generator's or the database's (server/db/read.ts). */
export type DatasetParts = Omit<Dataset, 'familyById' | 'materialById' | 'brandById' | 'companyById' | 'productById' | 'articleById' | 'commentByPeriod'>;

/** A dataset with its lookups by id, and each commentary by the period it is about. */
export function withIndexes(parts: DatasetParts): Dataset {
  const commentByPeriod = new Map<string, number>();
  for (const a of parts.articles) if (a.about) commentByPeriod.set(`${a.about.projId}:${a.about.period}`, a.id);
  return {
    ...parts,
    familyById: new Map(parts.families.map((f) => [f.family.projId, f])),
    materialById: new Map(parts.materials.map((m) => [m.info.id, m])),
    brandById: new Map(parts.brands.map((b) => [b.brandId, b])),
    companyById: new Map(parts.companies.map((c) => [c.id, c])),
    productById: new Map(parts.products.map((p) => [p.id, p])),
    articleById: new Map(parts.articles.map((a) => [a.id, a])),
    commentByPeriod,
  };
}


/**
 * When a site last changed for its visitors: the latest release of any of its families (a monthly
 * release can come after the latest week's); undefined before the first release.
 */
export function lastReleaseOf(families: readonly FamilyData[]): string | undefined {
  return families
    .map((f) => f.periods[f.periods.length - 1]?.publishedAt)
    .filter((at): at is string => !!at)
    .sort()
    .pop();
}
