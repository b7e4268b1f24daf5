/** A small edition and a brand's history for the /brandRank component tests. */
import type { BrandEdition, BrandRanking, BrandRankItem } from '@/types/webapi';

export const item = (rank: number, value: number, patch: Partial<BrandRankItem> = {}): BrandRankItem => ({
  rank,
  brandId: `B${rank}`,
  name: `品牌${rank}`,
  companyId: 1000 + rank,
  companyName: `公司${rank}`,
  value,
  rankChange: 0,
  region: '江南街道',
  category: '工具类',
  ...patch,
});

export const ITEMS = [
  item(1, 50, { name: '华力', rankChange: 2 }),
  item(2, 40, { name: '金鼎', companyName: '青溪金鼎门业', region: '东城街道', category: '门业类', rankChange: -1 }),
  item(3, 30, { name: '恒通', rankChange: 5 }),
  item(4, 20, { name: 'Acme', region: '石桥镇', category: '门业类', rankChange: null }),
  item(5, 10, { name: '宏达', region: '东城街道', rankChange: -4 }),
];

export const RANKING: BrandRanking = {
  year: 2025,
  years: [2023, 2024, 2025],
  items: ITEMS,
  dropouts: [{ brandId: 'B9', name: '旧牌', companyId: 1009, companyName: '公司9', previousRank: 28, region: '石桥镇', category: '厨具类' }],
};

/** Ranked 4th, out, back in as new, then up 2: every status of the timeline. */
export const EDITIONS: BrandEdition[] = [
  { year: 2022, rank: 4, value: 12.5, rankChange: null },
  { year: 2021, rank: null, value: null, rankChange: null },
  { year: 2023, rank: null, value: null, rankChange: null },
  { year: 2024, rank: 9, value: 8, rankChange: null },
  { year: 2025, rank: 7, value: 9.25, rankChange: 2 },
];
