/** The product list's category and company filters: options from the answer, values to and from the view. */
import { renderHook } from '@testing-library/react';
import { companyOf, companyOptions, filtersOfSheet, useProductFacets } from '@/components/products/productFacets';

jest.mock('@umijs/max', () => ({ useIntl: () => jest.requireActual('../zhIntl').zhIntl, request: jest.fn(), history: {} }));

const answer = {
  list: [],
  total: 0,
  current: 1,
  pageSize: 10,
  categories: ['锁具安防', '五金工具'],
  companies: [
    { id: 1005, name: '青溪恒安锁业有限公司' },
    { id: 1012, name: '青溪宏达工具有限公司' },
  ],
};

const filtersAt = (view: { category: string; company?: number }) => {
  const setFilters = jest.fn();
  return { filters: { view: { keyword: '', page: 1, preview: undefined, ...view }, setFilters } as any, setFilters };
};

describe('product facets', () => {
  it('reads a facet value as a company id, else all companies', () => {
    expect(companyOf('1005')).toBe(1005);
    expect(companyOf('')).toBeUndefined();
    expect(companyOf(undefined)).toBeUndefined();
    expect(companyOf('abc')).toBeUndefined();
    expect(companyOf('0')).toBeUndefined();
    expect(companyOf('1.5')).toBeUndefined();
  });

  it('turns the filter sheet into one change of category and company', () => {
    expect(filtersOfSheet({ category: '锁具安防', company: '1012' })).toEqual({ category: '锁具安防', company: 1012 });
    expect(filtersOfSheet({ category: '', company: '' })).toEqual({ category: '', company: undefined });
    expect(filtersOfSheet({})).toEqual({ category: '', company: undefined });
  });

  it('offers the companies by id, labelled by name', () => {
    expect(companyOptions(answer.companies)).toEqual([
      { value: '1005', label: '青溪恒安锁业有限公司' },
      { value: '1012', label: '青溪宏达工具有限公司' },
    ]);
  });

  it('shows the view’s values and writes a choice back, the company as a number', () => {
    const { filters, setFilters } = filtersAt({ category: '锁具安防', company: 1005 });
    const { result } = renderHook(() => useProductFacets(answer as any, filters));
    const [category, company] = result.current;
    expect(category).toMatchObject({ key: 'category', label: '产品类别', allLabel: '全部类别', value: '锁具安防' });
    expect(category.options.map((o) => o.value)).toEqual(['锁具安防', '五金工具']);
    expect(company).toMatchObject({ key: 'company', label: '所属企业', allLabel: '全部企业', value: '1005' });
    expect(company.options).toHaveLength(2);

    company.onChange('1012');
    expect(setFilters).toHaveBeenLastCalledWith({ company: 1012 });
    company.onChange('');
    expect(setFilters).toHaveBeenLastCalledWith({ company: undefined });
    category.onChange('五金工具');
    expect(setFilters).toHaveBeenLastCalledWith({ category: '五金工具' });
  });

  it('keeps the options while the next answer loads', () => {
    const { filters } = filtersAt({ category: '' });
    const { result, rerender } = renderHook(({ page }) => useProductFacets(page as any, filters), { initialProps: { page: answer as unknown } });
    rerender({ page: undefined });
    expect(result.current[0].options).toHaveLength(2);
    expect(result.current[1].options).toHaveLength(2);
    expect(result.current[1].value).toBe('');
  });
});
