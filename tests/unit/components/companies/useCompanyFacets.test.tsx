/**
 * The company list's filters (industry, region, tag): labelled, valued from the URL view, options
 * from the answer kept while the next loads, a desktop change setting its one field and the phone
 * sheet's values applied all at once.
 */
import { renderHook } from '@testing-library/react';
import { facetPatch, useCompanyFacets } from '@/components/companies/useCompanyFacets';

jest.mock('@umijs/max', () => jest.requireActual('./umiMock').umiMock);

const answer = (industries: string[]) => ({
  list: [],
  total: 0,
  current: 1,
  pageSize: 10,
  industries,
  regions: ['江南街道', '石桥镇'],
  tags: ['专精特新', '出口型企业'],
});

const filtersOf = (view: { industry: string; region: string; tag: string }) => {
  const setFilters = jest.fn();
  // Only what the facets read: the view and setFilters.
  return { filters: { view: { keyword: '', page: 1, ...view }, setFilters } as never, setFilters };
};

describe('useCompanyFacets', () => {
  it('offers industry, region and tag with their labels, values and options', () => {
    const { filters } = filtersOf({ industry: '', region: '石桥镇', tag: '' });
    const { result } = renderHook(() => useCompanyFacets(filters, answer(['锁具安防', '五金工具'])));
    expect(result.current.map((f) => [f.key, f.label, f.allLabel, f.value])).toEqual([
      ['industry', '行业', '全部行业', ''],
      ['region', '所在区域', '全部区域', '石桥镇'],
      ['tag', '企业标签', '全部标签', ''],
    ]);
    expect(result.current[1].options).toEqual([
      { value: '江南街道', label: '江南街道' },
      { value: '石桥镇', label: '石桥镇' },
    ]);
  });

  it('keeps the options while the next answer loads', () => {
    const { filters } = filtersOf({ industry: '', region: '', tag: '' });
    const { result, rerender } = renderHook(({ a }) => useCompanyFacets(filters, a), {
      initialProps: { a: answer(['锁具安防']) as ReturnType<typeof answer> | undefined },
    });
    rerender({ a: undefined });
    expect(result.current[0].options).toEqual([{ value: '锁具安防', label: '锁具安防' }]);
  });

  it('sets only its own field on a desktop change', () => {
    const { filters, setFilters } = filtersOf({ industry: '', region: '', tag: '' });
    const { result } = renderHook(() => useCompanyFacets(filters, undefined));
    result.current[2].onChange('专精特新');
    expect(setFilters).toHaveBeenCalledWith({ tag: '专精特新' });
  });
});

describe('facetPatch', () => {
  it('applies the sheet values at once, a missing one meaning all', () => {
    expect(facetPatch({ industry: '锁具安防', tag: '专精特新' })).toEqual({ industry: '锁具安防', region: '', tag: '专精特新' });
  });
});
