/**
 * Related reading (相关阅读) of every article, computed once per dataset: other articles scored by
 * shared tags, tags named in the other's title, a shared index family, the same category, and
 * nearness in time as the tie-break. Only articles sharing something qualify; at most RELATED_COUNT,
 * of which at most SAME_CATEGORY_MAX from the article's own category while others qualify (prev / next
 * already lead there: related reading should also cross to reports, news and commentary).
 */
import type { IndexFamily, RelatedArticle } from '../../src/types/webapi';
import type { ArticleRecord } from './types';

export const RELATED_COUNT = 5;
export const SAME_CATEGORY_MAX = 3;

/** Points per shared tag, per tag named in the other title, for a shared family and for the same category. */
const WEIGHT = { tag: 3, mention: 1, family: 4, category: 2 };
/** Nearness in time adds up to 1 point: 1 on the same day, ½ a month apart, and so on. */
const NEAR_DAYS = 30;

interface Profile {
  record: ArticleRecord;
  tags: Set<string>;
  families: Set<number>;
}

type Described = Pick<ArticleRecord, 'title' | 'tags' | 'about'>;

/**
 * Families an article is about: a commentary's own family, otherwise those whose short name
 * (价格指数, 原材料价格指数…) its title or tags mention, longest name first so that
 * 「原材料价格指数」 does not also count as 「价格指数」.
 */
export function familiesOf(a: Described, families: readonly IndexFamily[]): Set<number> {
  if (a.about) return new Set([a.about.projId]);
  const found = new Set<number>();
  let text = [a.title, ...a.tags].join('|');
  const longestFirst = [...families].sort((x, y) => y.shortName.length - x.shortName.length || x.projId - y.projId);
  for (const f of longestFirst) {
    if (!text.includes(f.shortName)) continue;
    found.add(f.projId);
    text = text.split(f.shortName).join('|');
  }
  return found;
}

/** What `a` and `b` share, in points; 0 when they share nothing (then `b` is not related). */
function sharedScore(a: Profile, b: Profile): number {
  let score = 0;
  for (const tag of a.tags) {
    if (b.tags.has(tag)) score += WEIGHT.tag;
    else if (tag.length >= 2 && b.record.title.includes(tag)) score += WEIGHT.mention;
  }
  for (const tag of b.tags) {
    if (!a.tags.has(tag) && tag.length >= 2 && a.record.title.includes(tag)) score += WEIGHT.mention;
  }
  for (const f of a.families) {
    if (b.families.has(f)) {
      score += WEIGHT.family;
      break;
    }
  }
  if (a.record.categoryId === b.record.categoryId) score += WEIGHT.category;
  return score;
}

const link = ({ id, title, categoryId, publishedAt }: ArticleRecord): RelatedArticle => ({
  id,
  title,
  categoryId,
  publishedAt,
});

/**
 * The related articles of each record, best first: highest score, then nearest in time, then the
 * newer one, then the higher id — a total order, so the answer never depends on the input order.
 */
export function computeRelated(
  records: readonly ArticleRecord[],
  families: readonly IndexFamily[],
): Map<number, RelatedArticle[]> {
  const profiles: Profile[] = records.map((record) => ({
    record,
    tags: new Set(record.tags),
    families: familiesOf(record, families),
  }));
  const out = new Map<number, RelatedArticle[]>();
  for (const a of profiles) {
    const scored: { p: Profile; score: number; gap: number }[] = [];
    for (const b of profiles) {
      if (b.record.id === a.record.id) continue;
      const shared = sharedScore(a, b);
      if (shared === 0) continue;
      const gap = Math.abs(a.record.day - b.record.day);
      scored.push({ p: b, score: shared + 1 / (1 + gap / NEAR_DAYS), gap });
    }
    scored.sort((x, y) => {
      const [px, py] = [x.p.record.publishedAt, y.p.record.publishedAt];
      return y.score - x.score || x.gap - y.gap || (px < py ? 1 : px > py ? -1 : 0) || y.p.record.id - x.p.record.id;
    });
    // The best within the own-category cap, topped up from the own category when too few others qualify.
    const chosen = new Set<(typeof scored)[number]>();
    let same = 0;
    for (const s of scored) {
      if (chosen.size === RELATED_COUNT) break;
      const own = s.p.record.categoryId === a.record.categoryId;
      if (own && same === SAME_CATEGORY_MAX) continue;
      chosen.add(s);
      if (own) same += 1;
    }
    for (const s of scored) if (chosen.size < RELATED_COUNT) chosen.add(s);
    // Best first: `scored` order, whatever the pass that chose them.
    out.set(a.record.id, scored.filter((s) => chosen.has(s)).map((s) => link(s.p.record)));
  }
  return out;
}
