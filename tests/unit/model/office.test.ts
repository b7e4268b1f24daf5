/**
 * The domain for an office that is not the demo: a family built by hand (its own names, ids, tree and
 * dates, none of the generator's), read through the same modules the server answers with.
 */
import { weeklyFigures, OUTLOOK_HEADING } from '../../../server/model/commentary';
import { familyData, headlineFamily, pointAt, snapshotOf } from '../../../server/model/family';
import { dayOf, monthIndex, monthKeyOfIndex, parseIsoDate } from '../../../server/model/calendar';
import { monthPeriod, weekPeriod } from '../../../server/model/periods';
import { getBrandRanking, getTrade, getTradeBreakdown, listCompanies, listFamilies } from '../../../server/model/answers';
import type { BrandRankItem, IndexFamily } from '../../../src/types/webapi';
import type { Dataset, FamilyData, NodeInfo, TradeDataset, TradeMonthData } from '../../../server/model/types';

const family = (over: Partial<IndexFamily>): IndexFamily => ({
  projId: 7,
  name: '南湖茶叶价格指数',
  shortName: '茶叶价格指数',
  kind: 'price',
  frequency: 'week',
  baseValue: 1000,
  basePeriod: '2031年第2周',
  basePeriodDate: '2031-01-06',
  unit: '点',
  depth: 2,
  valueKinds: ['indexValue', 'lastValue', 'sameValue'],
  source: '南湖茶叶指数编制组',
  description: '',
  latestPeriod: '',
  nextRelease: '',
  ...over,
});

const node = (id: string, name: string, parentId: string | null, weight: number, childIds: string[] = []): NodeInfo => ({
  id,
  name,
  enName: id,
  level: parentId === null ? 1 : 2,
  parentId,
  weight,
  childIds,
});

/** 南湖茶叶: a root and three 大类 over three weeks from 2031-01-06. */
function teaFamily(): FamilyData {
  const nodes = [node('T', '总指数', null, 1, ['G', 'B', 'W']), node('G', '绿茶', 'T', 0.5), node('B', '红茶', 'T', 0.3), node('W', '白茶', 'T', 0.2)];
  const monday = parseIsoDate('2031-01-06')!;
  const periods = [0, 1, 2].map((k) => weekPeriod(monday + 7 * k));
  const values = new Map([
    ['T', [1000, 1010, 1005]],
    ['G', [1000, 1030, 1030]],
    ['B', [1000, 990, 975]],
    ['W', [1000, 1000, 1000]],
  ]);
  return familyData(family({ latestPeriod: periods[2].key }), nodes, periods, values);
}

describe("an office's own family", () => {
  const tea = teaFamily();

  it('derives 环比 from its own values and periods', () => {
    const p = pointAt(tea, 'G', 1);
    expect(p.period).toBe('2031-01-13');
    expect(p.week).toBe(3);
    expect(p.change).toBe(30);
    expect(p.changePct).toBe(3);
    expect(p.lastValue).toBe(103);
    // No year-earlier period: no 同比.
    expect(p.sameValue).toBeNull();
  });

  it('counts its 大类 up, down and flat in a snapshot', () => {
    const s = snapshotOf(tea, 2);
    expect(s.projId).toBe(7);
    expect(s.summary).toEqual({ up: 0, down: 1, flat: 2 });
    expect(s.rows.map((r) => r.name)).toEqual(['总指数', '绿茶', '红茶', '白茶']);
    expect(s.periods).toEqual(['2031-01-20', '2031-01-13', '2031-01-06']);
  });

  it('is the headline family before a single-series one listed first', () => {
    const monthly = familyData(
      family({ projId: 9, name: '南湖茶叶景气指数', frequency: 'month', depth: 1 }),
      [node('C', '景气指数', null, 1)],
      [monthPeriod(2031 * 12)],
      new Map([['C', [101]]]),
    );
    expect(headlineFamily([monthly, tea])).toBe(tea);
    expect(headlineFamily([monthly])).toBe(monthly);
    expect(listFamilies({ families: [monthly, tea] } as unknown as Dataset).map((f) => f.projId)).toEqual([9, 7]);
  });

  it('gets a drafted commentary in its own name, with the movers of its own tree', () => {
    const d = weeklyFigures(tea, 1);
    expect(d.title).toBe('南湖茶叶价格指数周评（2031年第3周）');
    expect(d.lead).toContain('南湖茶叶价格指数总指数收于 1010.00 点');
    expect(d.countLine).toBe('3 个大类 1 涨 1 跌 1 平');
    expect(d.body).toContain('上涨的有绿茶');
    expect(d.body).toContain('下跌的有红茶');
    expect(d.body).not.toContain('青溪');
    expect(d.body).not.toContain(OUTLOOK_HEADING);
    expect(d.tags).toEqual(['茶叶价格指数', '周评', '2031年第3周']);
    expect(d.about).toEqual({ projId: 7, period: '2031-01-13' });
  });

  it('lists its companies\' industries as its index classifies them, others after', () => {
    const company = (id: number, industry: string, region: string) => ({ id, name: `企业${id}`, industry, region, tags: [], productIds: [] });
    const ds = {
      families: [tea],
      brandYears: [{ year: 2031, items: [] }],
      companies: [company(1, '茶具', '东村'), company(2, '白茶', '西村'), company(3, '绿茶', '西村'), company(4, '白茶', '西村')],
    } as unknown as Dataset;
    const page = listCompanies(ds, {});
    expect(page.industries).toEqual(['绿茶', '白茶', '茶具']);
    expect(page.regions).toEqual(['西村', '东村']);
  });
});

/** 南湖茶叶's trade, January to March 2031: two partners, two product groups; imports by group only for January and February. */
function teaTrade(releaseDay?: number): TradeDataset {
  const month = (m: number, productImport?: number[]): TradeMonthData => ({
    index: monthIndex(2031, m),
    key: monthKeyOfIndex(monthIndex(2031, m)),
    exportValue: 100 * m,
    importValue: 10 * m,
    exportYoY: null,
    importYoY: null,
    adjustedTotal: 110 * m,
    partnerExport: [60 * m, 40 * m],
    partnerImport: [5 * m, 5 * m],
    productExport: [70 * m, 30 * m],
    ...(productImport ? { productImport } : {}),
  });
  return {
    unit: '万元',
    currency: 'CNY',
    source: '南湖海关',
    months: [month(1, [4, 6]), month(2, [9, 11]), month(3)],
    partnerNames: ['东洋', '西洋'],
    productNames: ['茶叶', '茶具'],
    ...(releaseDay === undefined ? {} : { releaseDay }),
  };
}

describe("an office's own trade calendar and figures", () => {
  // Friday 25 April 2031: March is the last complete month.
  const today = dayOf(2031, 4, 25);
  const office = (trade: TradeDataset) => ({ today, trade }) as unknown as Dataset;

  it('dates the releases by the day its customs publish on (the 20th), not the demo\'s 14th', () => {
    const data = getTrade(office(teaTrade(20)), {});
    expect(data.months.map((m) => m.month)).toEqual(['2031-01', '2031-02', '2031-03']);
    expect([data.updatedAt, data.nextUpdate]).toEqual(['2031-04-20', '2031-05-20']);
    // Released later than today: the latest release is today at the latest.
    const early = getTrade({ today: dayOf(2031, 4, 16), trade: teaTrade(20) } as unknown as Dataset, { to: '2031-03' });
    expect([early.updatedAt, early.nextUpdate]).toEqual(['2031-04-16', '2031-05-20']);
  });

  it('announces no next release when the office has not stored its release day', () => {
    const data = getTrade(office(teaTrade()), {});
    expect(data.nextUpdate).toBeNull();
    expect(data.updatedAt).toBe('2031-04-01');
  });

  it('splits imports by product group with its own figures only, nulls where it has none', () => {
    const b = getTradeBreakdown(office(teaTrade(20)), { by: 'category' });
    expect(b.items).toEqual(['茶叶', '茶具']);
    expect(b.months).toEqual([
      { month: '2031-01', exports: [70, 30], imports: [4, 6] },
      { month: '2031-02', exports: [140, 60], imports: [9, 11] },
      { month: '2031-03', exports: [210, 90], imports: [null, null] },
    ]);
    const byPartner = getTradeBreakdown(office(teaTrade(20)), { by: 'partner' });
    expect(byPartner.months[2]).toEqual({ month: '2031-03', exports: [180, 120], imports: [15, 15] });
  });
});

describe("an office's own brand ranking", () => {
  const item = (rank: number, brandId: string): BrandRankItem => ({
    rank,
    brandId,
    name: `品牌${brandId}`,
    companyId: rank,
    companyName: `企业${rank}`,
    value: 10 - rank,
    rankChange: null,
    region: '西村',
    category: '绿茶',
  });

  it('shows its latest stored edition whatever the day (no publication date of the demo\'s)', () => {
    // 5 January 2032: the demo's rule (editions out on 18 June) would not show 2031 yet.
    const ds = { today: dayOf(2032, 1, 5), brandYears: [{ year: 2030, items: [item(1, 'A'), item(2, 'B')] }, { year: 2031, items: [item(1, 'B')] }] } as unknown as Dataset;
    const ranking = getBrandRanking(ds, {});
    expect(ranking.year).toBe(2031);
    expect(ranking.years).toEqual([2030, 2031]);
    expect(ranking.items.map((it) => it.brandId)).toEqual(['B']);
    expect(ranking.dropouts.map((d) => [d.brandId, d.previousRank])).toEqual([['A', 1]]);
  });
});
