/** The ranking's facets (desktop selects, the phone's sheet), the sheet's one patch, and the chart's ten. */
import { brandFacets, facetPatch, topTen } from '@/components/brands/brandFilters';
import { translator } from '@/hooks/useT';
import { zhIntl } from '../zhIntl';
import { item, ITEMS } from './fixtures';

const t = translator(zhIntl);

const state = (patch: Partial<Parameters<typeof brandFacets>[0]> = {}) => ({
  regions: ['江南街道', '东城街道'],
  categories: ['工具类'],
  filter: { region: '东城街道', category: '', keyword: '' },
  sort: '' as const,
  setFilter: jest.fn(),
  setSort: jest.fn(),
  ...patch,
});

describe('brandFacets', () => {
  it('offers region and category with their "all" choice and current value; changes go to setFilter', () => {
    const s = state();
    const [region, category, ...rest] = brandFacets(s, t);
    expect(rest).toEqual([]);
    expect(region).toMatchObject({ key: 'region', label: '区域', allLabel: '全部区域', value: '东城街道' });
    expect(region.options.map((o) => o.value)).toEqual(['江南街道', '东城街道']);
    expect(category).toMatchObject({ key: 'category', label: '行业', allLabel: '全部行业', value: '' });
    category.onChange('工具类');
    expect(s.setFilter).toHaveBeenCalledWith({ category: '工具类' });
  });

  it('adds the order on the phone: 按排名 as "all", every other order labelled, the rank order counted as the default', () => {
    const s = state({ sort: 'rank' });
    const sort = brandFacets(s, t, true)[2];
    expect(sort).toMatchObject({ key: 'sort', label: '排序', allLabel: '按排名', value: '' });
    expect(sort.options).toEqual([
      { value: '-value', label: '品牌价值从高到低' },
      { value: 'value', label: '品牌价值从低到高' },
      { value: '-rankChange', label: '排名升幅最大' },
      { value: 'rankChange', label: '排名降幅最大' },
      { value: '-rank', label: '排名从后往前' },
    ]);
    sort.onChange('-value');
    expect(s.setSort).toHaveBeenCalledWith('-value');
    expect(brandFacets(state({ sort: '-rankChange' }), t, true)[2].value).toBe('-rankChange');
  });
});

describe('facetPatch', () => {
  it('turns the sheet values into one patch of filters and order', () => {
    expect(facetPatch({ region: '石桥镇', category: '', sort: '-rankChange' })).toEqual({ region: '石桥镇', category: '', sort: '-rankChange' });
  });

  it('reads an unknown order as the default and leaves out what the sheet did not hold', () => {
    expect(facetPatch({ sort: 'bogus' })).toEqual({ sort: '' });
    expect(facetPatch({ region: '' })).toEqual({ region: '' });
  });
});

describe('topTen', () => {
  it('keeps the first ten passing the filters, in rank order', () => {
    const many = Array.from({ length: 14 }, (_, i) => item(i + 1, 100 - i, { region: i % 2 ? '东城街道' : '江南街道' }));
    expect(topTen(many, { region: '', category: '', keyword: '' }).map((it) => it.rank)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(topTen(many, { region: '东城街道', category: '', keyword: '' }).map((it) => it.rank)).toEqual([2, 4, 6, 8, 10, 12, 14]);
  });

  it('searches brand and company names', () => {
    expect(topTen(ITEMS, { region: '', category: '', keyword: '金鼎门业' }).map((it) => it.name)).toEqual(['金鼎']);
    expect(topTen(ITEMS, { region: '', category: '门业类', keyword: 'acme' }).map((it) => it.name)).toEqual(['Acme']);
  });
});
