/**
 * The regional brand ranking as the pages read it: one edition filtered and sorted as the URL says,
 * its summary (total value, counts by region and category, climbers and fallers) and one brand's
 * path through every edition. The backend sends whole editions (30 brands): all of this is instant.
 */
import type { BrandDropout, BrandEdition, BrandRanking, BrandRankItem } from '@/types/webapi';
import { sortBy } from './sortBy';

/** Orders of the ranking (`-key` descending); '' is the edition's own order (rank 1 first). */
export const BRAND_SORTS = ['', 'rank', '-rank', 'value', '-value', 'rankChange', '-rankChange'] as const;
export type BrandSort = (typeof BRAND_SORTS)[number];

export interface BrandFilter {
  region: string;
  category: string;
  keyword: string;
}

const sum = (values: number[]) => Math.round(values.reduce((s, v) => s + v, 0) * 100) / 100;

/** The brands of an edition that pass the filters (exact region and category; keyword in brand or company name). */
export function filterRanking(items: BrandRankItem[], { region, category, keyword }: BrandFilter): BrandRankItem[] {
  const needle = keyword.trim().toLowerCase();
  return items.filter(
    (it) =>
      (!region || it.region === region) &&
      (!category || it.category === category) &&
      (!needle || it.name.toLowerCase().includes(needle) || it.companyName.toLowerCase().includes(needle)),
  );
}

/** New entries (no previous rank) sort after every climber and faller. */
export const sortRanking = (items: BrandRankItem[], sort: BrandSort): BrandRankItem[] =>
  sortBy(items, sort, (it, key) => (key === 'rank' ? it.rank : key === 'value' ? it.value : key === 'rankChange' ? it.rankChange : null));

/** Total value of the ranked brands and the leader, or null for an empty ranking. */
export function rankingSummary(items: BrandRankItem[]): { total: number; top: BrandRankItem } | null {
  if (!items.length) return null;
  return { total: sum(items.map((it) => it.value)), top: items[0] };
}

export interface Count {
  name: string;
  count: number;
  value: number;
}

/** Brands and their value per region (or category), most brands first, then the larger value. */
function countBy(items: BrandRankItem[], key: 'region' | 'category'): Count[] {
  const counts = new Map<string, Count>();
  items.forEach((it) => {
    const c = counts.get(it[key]) ?? { name: it[key], count: 0, value: 0 };
    c.count += 1;
    c.value = sum([c.value, it.value]);
    counts.set(it[key], c);
  });
  return [...counts.values()].sort((a, b) => b.count - a.count || b.value - a.value);
}

export interface EditionSummary {
  count: number;
  total: number;
  byRegion: Count[];
  byCategory: Count[];
  /** The largest rises and falls on the previous edition, at most `limit` each. */
  climbers: BrandRankItem[];
  fallers: BrandRankItem[];
  newEntries: BrandRankItem[];
  dropouts: BrandDropout[];
}

/** The edition at a glance, against the previous edition (which the backend knows even for the oldest shown). */
export function editionSummary(ranking: BrandRanking, limit = 3): EditionSummary {
  const { items } = ranking;
  const moved = items.filter((it) => it.rankChange !== null && it.rankChange !== 0);
  return {
    count: items.length,
    total: sum(items.map((it) => it.value)),
    byRegion: countBy(items, 'region'),
    byCategory: countBy(items, 'category'),
    climbers: moved.filter((it) => it.rankChange! > 0).sort((a, b) => b.rankChange! - a.rankChange! || a.rank - b.rank).slice(0, limit),
    fallers: moved.filter((it) => it.rankChange! < 0).sort((a, b) => a.rankChange! - b.rankChange! || a.rank - b.rank).slice(0, limit),
    newEntries: items.filter((it) => it.rankChange === null),
    dropouts: ranking.dropouts ?? [],
  };
}

/** Where a brand stands in an edition: ranked, newly ranked, just dropped out, or not ranked. */
export type EditionStatus = 'ranked' | 'new' | 'dropped' | 'absent';

export interface TimelineEdition extends BrandEdition {
  status: EditionStatus;
}

/** The brand's editions, oldest first, each with its status against the previous edition. */
export function brandTimeline(editions: BrandEdition[]): TimelineEdition[] {
  const ordered = [...editions].sort((a, b) => a.year - b.year);
  return ordered.map((e, i) => {
    const before = ordered[i - 1];
    let status: EditionStatus;
    if (e.rank === null) status = before && before.rank !== null ? 'dropped' : 'absent';
    else status = e.rankChange === null ? 'new' : 'ranked';
    return { ...e, status };
  });
}
