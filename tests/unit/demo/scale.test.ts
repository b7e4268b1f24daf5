/**
 * @jest-environment node
 *
 * DEMO_SCALE (mock/lib/scale.ts), the size knob of `npm run bench:scale`: k× the index data as families ×
 * nodes, each copy a valid family (depth 4, weights summing to 100 %, names 「…（二）」, new projIds), and
 * k = 1 the demo as it always was.
 */
import { parseDemoScale } from '../../../mock/lib/scale';
import { buildMonthlyFamilies, buildPriceFamily, priceIndexNodes } from '../../../mock/lib/indices';
import type { Dataset } from '../../../mock/lib/dataset';
import { dataset, TODAY } from '../model/support';
import { beijingDay } from '../../../server/model/calendar';

const DAY = beijingDay(TODAY);
const sum = (xs: number[]) => xs.reduce((s, x) => s + x, 0);

describe('parseDemoScale', () => {
  it('splits k into families × nodes × years, 1 by default', () => {
    expect(parseDemoScale(undefined)).toEqual({ k: 1, families: 1, nodes: 1, years: 1 });
    expect(parseDemoScale('')).toEqual({ k: 1, families: 1, nodes: 1, years: 1 });
    for (const k of ['1', '2', '4', '8', '16']) {
      const s = parseDemoScale(k);
      expect(s.families * s.nodes * s.years).toBe(Number(k));
    }
    expect(parseDemoScale('4')).toEqual({ k: 4, families: 2, nodes: 2, years: 1 });
    expect(parseDemoScale('16')).toEqual({ k: 16, families: 4, nodes: 4, years: 1 });
  });

  it('refuses a scale it cannot split', () => {
    for (const bad of ['3', '0', '-4', '2.5', 'x', '32']) expect(() => parseDemoScale(bad)).toThrow(/DEMO_SCALE/);
  });
});

describe('the scaled families', () => {
  it('repeats the 大类 of the price tree, depth 4, weights still summing to 100 %', () => {
    const one = priceIndexNodes();
    const four = priceIndexNodes(21, 4);
    const categories = four.filter((n) => n.level === 2);
    expect(categories).toHaveLength(4 * one.filter((n) => n.level === 2).length);
    expect(four.length - 1).toBe(4 * (one.length - 1));
    expect(Math.max(...four.map((n) => n.level))).toBe(4);
    expect(sum(categories.map((n) => n.weight))).toBeCloseTo(100, 9);
    expect(new Set(four.map((n) => n.name)).size).toBe(four.length);
    expect(four.map((n) => n.name)).toEqual(expect.arrayContaining(['工具类', '工具类（二）', '开口扳手（四）']));
    // Every level's weights add up to their parent's.
    for (const n of four.filter((x) => x.childIds.length)) {
      expect(sum(n.childIds.map((id) => four.find((c) => c.id === id)!.weight))).toBeCloseTo(n.weight, 9);
    }
  });

  it('gives a family copy its own projId, node ids, name and values', () => {
    const price = buildPriceFamily(DAY);
    const copy = buildPriceFamily(DAY, 1, 2);
    expect(copy.family).toMatchObject({ projId: 26, name: '青溪五金价格指数（二）', shortName: '价格指数（二）', depth: 4 });
    expect(copy.periods.map((p) => p.key)).toEqual(price.periods.map((p) => p.key));
    expect([...copy.nodeById.keys()].every((id) => id.startsWith('26-'))).toBe(true);
    expect(copy.values.get('26-0')).not.toEqual(price.values.get('21-0'));
    const monthly = buildMonthlyFamilies(DAY, { tradeAdjusted: new Map(), materialRelative: new Map() }, 3);
    expect(monthly.map((f) => [f.family.projId, f.family.name])).toEqual([
      [37, '青溪五金景气指数（四）'],
      [38, '青溪五金外贸指数（四）'],
      [39, '青溪五金原材料价格指数（四）'],
      [40, '青溪五金产业发展指数（四）'],
    ]);
  });

  it('makes the dataset k× as large under DEMO_SCALE=4, and the demo unchanged at 1', () => {
    const values = (ds: Dataset) => sum(ds.families.flatMap((f) => [...f.values.values()].map((v) => v.filter(Number.isFinite).length)));
    let scaled: Dataset | undefined;
    const before = process.env.DEMO_SCALE;
    process.env.DEMO_SCALE = '4';
    try {
      jest.isolateModules(() => {
        // eslint-disable-next-line @typescript-eslint/no-require-imports -- a fresh module registry reads DEMO_SCALE again
        scaled = (require('../../../mock/lib/dataset') as typeof import('../../../mock/lib/dataset')).createDataset(TODAY);
      });
    } finally {
      if (before === undefined) delete process.env.DEMO_SCALE;
      else process.env.DEMO_SCALE = before;
    }
    const demo = dataset();
    expect(demo.families.map((f) => f.family.projId)).toEqual([21, 22, 23, 24, 25]);
    expect(scaled!.families.map((f) => f.family.projId)).toEqual([21, 22, 23, 24, 25, 26, 27, 28, 29, 30]);
    expect(values(scaled!) / values(demo)).toBeGreaterThan(3.9);
    expect(values(scaled!) / values(demo)).toBeLessThan(4.1);
    // The content is the demo's.
    expect(scaled!.articles.length).toBe(demo.articles.length);
  });
});
