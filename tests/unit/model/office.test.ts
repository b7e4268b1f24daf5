/**
 * The domain for an office that is not the demo: a family built by hand (its own names, ids, tree and
 * dates, none of the generator's), read through the same modules the server answers with.
 */
import { weeklyFigures, OUTLOOK_HEADING } from '../../../server/model/commentary';
import { familyData, headlineFamily, pointAt, snapshotOf } from '../../../server/model/family';
import { parseIsoDate } from '../../../server/model/calendar';
import { monthPeriod, weekPeriod } from '../../../server/model/periods';
import { listCompanies, listFamilies } from '../../../server/model/answers';
import type { IndexFamily } from '../../../src/types/webapi';
import type { Dataset, FamilyData, NodeInfo } from '../../../server/model/types';

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
