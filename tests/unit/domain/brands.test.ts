import { brandTimeline, editionSummary, filterRanking, rankingSummary, sortRanking } from '@/domain/brands';
import type { BrandEdition, BrandRanking, BrandRankItem } from '@/types/webapi';

const brand = (rank: number, value: number, patch: Partial<BrandRankItem> = {}): BrandRankItem => ({
  rank,
  brandId: `b${rank}`,
  name: `品牌${rank}`,
  companyId: rank,
  companyName: `公司${rank}`,
  value,
  rankChange: null,
  region: 'r',
  category: 'c',
  ...patch,
});

const items = [
  brand(1, 30.3, { name: '华力', region: '江南街道', category: '工具类', rankChange: 0 }),
  brand(2, 20.2, { name: '金鼎', companyName: '青溪金鼎门业', region: '东城街道', category: '门业类', rankChange: 3 }),
  brand(3, 10.1, { name: '恒通', region: '江南街道', category: '工具类', rankChange: -2 }),
  brand(4, 9.5, { name: 'Acme', region: '江南街道', category: '门业类', rankChange: null }),
  brand(5, 8, { name: '宏达', region: '东城街道', category: '工具类', rankChange: 1 }),
];
const ranking: BrandRanking = {
  year: 2025,
  years: [2021, 2022, 2023, 2024, 2025],
  items,
  dropouts: [{ brandId: 'bx', name: '旧牌', companyId: 9, companyName: '公司9', previousRank: 28, region: '石桥镇', category: '厨具类' }],
};

describe('rankingSummary', () => {
  it('sums the brand values (to cents) and names the first-ranked brand', () => {
    const list = [brand(1, 30.3), brand(2, 20.2), brand(3, 10.1)];
    const s = rankingSummary(list);
    expect(s?.total).toBe(60.6); // a plain float sum is 60.599999999999994
    expect(s?.top).toBe(list[0]);
  });

  it('is null for an empty ranking', () => {
    expect(rankingSummary([])).toBeNull();
  });
});

describe('filterRanking', () => {
  const none = { region: '', category: '', keyword: '' };
  it('keeps everything without filters', () => {
    expect(filterRanking(items, none)).toEqual(items);
  });
  it('filters by exact region and category together', () => {
    expect(filterRanking(items, { ...none, region: '江南街道', category: '工具类' }).map((it) => it.rank)).toEqual([1, 3]);
  });
  it('finds the keyword in the brand or the company name, ignoring case and spaces around it', () => {
    expect(filterRanking(items, { ...none, keyword: ' 门业 ' }).map((it) => it.rank)).toEqual([2]);
    expect(filterRanking(items, { ...none, keyword: 'acme' }).map((it) => it.rank)).toEqual([4]);
    expect(filterRanking(items, { ...none, keyword: '没有' })).toEqual([]);
  });
});

describe('sortRanking', () => {
  it('keeps the edition order by default and sorts by value either way', () => {
    expect(sortRanking(items, '')).toBe(items);
    expect(sortRanking(items, 'value').map((it) => it.rank)).toEqual([5, 4, 3, 2, 1]);
    expect(sortRanking(items, '-rank').map((it) => it.rank)).toEqual([5, 4, 3, 2, 1]);
  });
  it('puts the biggest climbers first for -rankChange, new entries last', () => {
    expect(sortRanking(items, '-rankChange').map((it) => it.rank)).toEqual([2, 5, 1, 3, 4]);
    expect(sortRanking(items, 'rankChange').map((it) => it.rank)).toEqual([3, 1, 5, 2, 4]);
  });
});

describe('editionSummary', () => {
  const s = editionSummary(ranking, 2);
  it('totals the edition and counts brands per region and category, most first', () => {
    expect(s.count).toBe(5);
    expect(s.total).toBe(78.1);
    expect(s.byRegion).toEqual([
      { name: '江南街道', count: 3, value: 49.9 },
      { name: '东城街道', count: 2, value: 28.2 },
    ]);
    expect(s.byCategory.map((c) => [c.name, c.count])).toEqual([
      ['工具类', 3],
      ['门业类', 2],
    ]);
  });
  it('names the largest climbers and fallers, new entries and drop-outs', () => {
    expect(s.climbers.map((it) => it.name)).toEqual(['金鼎', '宏达']);
    expect(s.fallers.map((it) => it.name)).toEqual(['恒通']);
    expect(s.newEntries.map((it) => it.name)).toEqual(['Acme']);
    expect(s.dropouts.map((d) => d.name)).toEqual(['旧牌']);
  });
  it('has no climbers in an empty edition', () => {
    const empty = editionSummary({ ...ranking, items: [], dropouts: [] });
    expect(empty).toMatchObject({ count: 0, total: 0, climbers: [], fallers: [], byRegion: [] });
  });
});

describe('brandTimeline', () => {
  const e = (year: number, rank: number | null, rankChange: number | null): BrandEdition => ({
    year,
    rank,
    value: rank === null ? null : 40 - rank,
    rankChange,
  });
  it('marks new entries, drop-outs and the years not ranked, oldest first', () => {
    const timeline = brandTimeline([e(2025, 12, null), e(2021, null, null), e(2022, 20, null), e(2023, 18, 2), e(2024, null, null)]);
    expect(timeline.map((t) => [t.year, t.status])).toEqual([
      [2021, 'absent'],
      [2022, 'new'],
      [2023, 'ranked'],
      [2024, 'dropped'],
      [2025, 'new'],
    ]);
  });
});
