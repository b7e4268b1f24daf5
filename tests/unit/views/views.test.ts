/**
 * Every page view survives the URL: parse(toQuery(v)) gives v back, junk parameters fall back to
 * the defaults, defaults stay out of links, and the one push/replace and page-1 rules hold.
 */
import { MAX_COMPARE } from '@/config/constants';
import { articleHref, articleListViews } from '@/views/articles';
import { routeId, type ViewCodec } from '@/views/codec';
import { indexDataView } from '@/views/indexData';
import {
  brandRankView,
  companyHref,
  companyListView,
  exportDataView,
  priceTrendView,
  productListView,
} from '@/views/industry';

const roundTrip = <V>(codec: ViewCodec<V>, view: V) => codec.parse(new URLSearchParams(codec.toQuery(view)));

/** For each page: a view unlike the default in every field, and a query of junk for every field. */
const cases: { name: string; codec: ViewCodec<any>; view: any; junk: string }[] = [
  {
    name: '/data',
    codec: indexDataView,
    view: { proj: 22, nodes: ['21-0', '21-3'], range: 'all', kind: 'sameValue', period: '2026-11-16', table: '21-3', scale: 'rebased', drill: '21-3', asOf: '2026-07-31' },
    junk: 'proj=abc&nodes=<x>,&range=9y&kind=evil&period=yesterday&table=%00&scale=log&drill=../x&asOf=2026-02-30',
  },
  {
    name: '/priceTrend',
    codec: priceTrendView,
    view: { ids: ['copper', 'zinc'], range: '3y', scale: 'rebased', panel: 'cost' },
    junk: 'ids=<script>&range=7d&scale=log&panel=pie',
  },
  {
    name: '/exportData',
    codec: exportDataView,
    view: { range: '5y', chart: 'line', by: 'category', year: 2025, month: 6, partner: '', category: '锁具', sort: '-total', panel: 'breakdown' },
    junk: 'range=1d&chart=pie&by=region&year=20x5&month=13&panel=map',
  },
  {
    name: '/brandRank',
    codec: brandRankView,
    view: { year: 2024, region: '江南街道', category: '工具类', keyword: '华', sort: '-rankChange', brand: 'B1005-1' },
    junk: 'year=20x4&sort=height&brand=<x>',
  },
  {
    name: '/company',
    codec: companyListView,
    view: { keyword: '门锁 集团', industry: '门锁', region: '石桥镇', tag: '专精特新', page: 3 },
    junk: 'page=-2&keyword=%20%20',
  },
  {
    name: '/product',
    codec: productListView,
    view: { keyword: '锁', category: '智能锁', company: 1005, page: 2, preview: 10021 },
    junk: 'page=1.5&company=abc&preview=-1',
  },
  ...(['comment', 'report', 'info'] as const).map((kind) => ({
    name: `/${kind}`,
    codec: articleListViews[kind] as ViewCodec<any>,
    view: { keyword: '季度', page: 4 },
    junk: 'page=0&keyword=',
  })),
];

describe.each(cases)('$name view', ({ codec, view, junk }) => {
  it('reads back what it writes', () => {
    expect(roundTrip(codec, view)).toEqual(view);
    expect(codec.parse(codec.search(view).slice(1))).toEqual(view);
  });

  it('falls back to the defaults on junk and on an empty query', () => {
    expect(codec.parse(junk)).toEqual(codec.defaults);
    expect(codec.parse('')).toEqual(codec.defaults);
  });

  it('leaves defaults out of links', () => {
    expect(codec.toQuery(codec.defaults)).toEqual([]);
    expect(codec.href()).toBe(codec.path);
    expect(codec.href({}, 'mobile')).toBe(`/mobile${codec.path}`);
  });
});

describe('the codec rules', () => {
  it('keeps list commas readable and encodes the rest', () => {
    expect(indexDataView.href({ proj: 21, nodes: ['21-0', '21-3'], kind: 'lastValue' })).toBe('/data?proj=21&nodes=21-0,21-3&kind=lastValue');
    expect(companyListView.href({ keyword: '门锁 A&B' }, 'mobile')).toBe(
      `/mobile/company?keyword=${encodeURIComponent('门锁 A&B')}`,
    );
  });

  it('caps compared ids and drops duplicates', () => {
    const ids = Array.from({ length: MAX_COMPARE + 3 }, (_, i) => `m${i}`);
    expect(priceTrendView.parse(`ids=m0,m0,${ids.join(',')}`).ids).toEqual(ids.slice(0, MAX_COMPARE));
  });

  it('pushes a new page or keyword, replaces every other change', () => {
    const v = companyListView.defaults;
    expect(companyListView.pushes(v, companyListView.apply(v, { page: 2 }))).toBe(true);
    expect(companyListView.pushes(v, companyListView.apply(v, { keyword: '锁' }))).toBe(true);
    expect(companyListView.pushes(v, companyListView.apply(v, { industry: '门锁' }))).toBe(false);
    const d = indexDataView.defaults;
    expect(indexDataView.pushes(d, indexDataView.apply(d, { range: 'all' }))).toBe(false);
    // A step down the phone's category list, and back up, is one Back each.
    const drilled = indexDataView.apply(d, { drill: '21-3' });
    expect(indexDataView.pushes(d, drilled)).toBe(true);
    expect(indexDataView.pushes(drilled, indexDataView.apply(drilled, { drill: undefined }))).toBe(true);
    expect(indexDataView.pushes(drilled, indexDataView.apply(drilled, { nodes: ['21-3-1'] }))).toBe(false);
  });

  it('sends a paged list back to page 1 when anything but the page changes', () => {
    const onPage3 = { ...companyListView.defaults, keyword: '锁', page: 3 };
    expect(companyListView.apply(onPage3, { industry: '门锁' }).page).toBe(1);
    expect(companyListView.apply(onPage3, { keyword: '锁' }).page).toBe(3);
    expect(companyListView.apply(onPage3, { page: 5 }).page).toBe(5);
  });

  it('keeps the page when a product preview opens or closes', () => {
    const onPage2 = { ...productListView.defaults, category: '锁具安防', page: 2 };
    expect(productListView.apply(onPage2, { preview: 10021 })).toEqual({ ...onPage2, preview: 10021 });
    expect(productListView.apply({ ...onPage2, preview: 10021 }, { preview: undefined }).page).toBe(2);
    expect(productListView.apply(onPage2, { company: 1005 }).page).toBe(1);
  });

  it('forgets the nodes, period, table series and category level of another family', () => {
    const v = { ...indexDataView.defaults, proj: 21, nodes: ['21-3'], period: '2026-11-16', table: '21-3', drill: '21-3' };
    expect(indexDataView.apply(v, { proj: 22 })).toEqual({ ...indexDataView.defaults, proj: 22 });
    expect(indexDataView.apply(v, { range: '1y' })).toEqual({ ...v, range: '1y' });
  });

  it('links detail pages on either side and reads their ids', () => {
    expect(articleHref(42)).toBe('/article/42');
    expect(articleHref(42, 'mobile')).toBe('/mobile/article/42');
    expect(companyHref(7, 'mobile')).toBe('/mobile/companyDetail/7');
    expect(routeId('12')).toBe(12);
    expect([routeId('0'), routeId('-1'), routeId('1e3'), routeId('abc'), routeId(undefined)]).toEqual([undefined, undefined, undefined, undefined, undefined]);
  });
});
