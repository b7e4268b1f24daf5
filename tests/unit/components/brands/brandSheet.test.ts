/** The ranking's download holds the rows shown: filtered and in the table's order. */
import { brandSheet } from '@/components/industry/sheets';
import { filterRanking, sortRanking } from '@/domain/brands';
import { zhIntl } from '../zhIntl';
import { ITEMS } from './fixtures';

describe('brandSheet', () => {
  it('writes the rows given, in their order, with plain numbers and 新上榜 for a new entry', () => {
    const shown = sortRanking(filterRanking(ITEMS, { region: '', category: '门业类', keyword: '' }), '-value');
    const sheet = brandSheet(2025, shown, zhIntl);
    expect(sheet.name).toBe('品牌价值排行-2025');
    expect(sheet.columns).toEqual(['排名', '品牌', '企业', '行业', '区域', '品牌价值（亿元）', '排名变化']);
    expect(sheet.rows).toEqual([
      [2, '金鼎', '青溪金鼎门业', '门业类', '东城街道', 40, -1],
      [4, 'Acme', '公司4', '门业类', '石桥镇', 20, '新上榜'],
    ]);
  });
});
