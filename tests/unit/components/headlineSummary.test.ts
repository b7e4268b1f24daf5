/** The headline's summary paragraph, generated from the numbers: 点 and %, counts, the largest contribution. */
import { headlineSummary } from '@/components/index/headlineSummary';
import { zhIntl } from './zhIntl';

const family = { projId: 21, name: '青溪五金价格指数', unit: '点' } as Parameters<typeof headlineSummary>[0];
const root = { nodeId: '21-0', name: '总指数', level: 1, parentId: null, indexValue: 113.85, lastValue: 100.06, sameValue: 100.94, change: 0.07, changePct: 0.06 };
const snapshot = {
  projId: 21,
  period: '2026-11-16',
  year: 2026,
  week: 47,
  publishedAt: '2026-11-20',
  rows: [root],
  summary: { up: 10, down: 4, flat: 1 },
  periods: [],
};
const part = (nodeId: string, name: string, points: number) => ({ nodeId, name, weight: 10, change: points * 10, points });

describe('headlineSummary', () => {
  it('states level, 环比 in 点 and %, 同比 in 点 and %, and the counts', () => {
    expect(headlineSummary(family, snapshot, zhIntl)).toBe(
      '本期（2026年第47周）青溪五金价格指数收于 113.85 点，环比上涨 0.07 点（0.06%），同比上涨 1.06 点（0.94%）；15 个大类 10 涨 4 跌 1 平。',
    );
  });

  it('names the category that pushed the composite most in its direction', () => {
    const breakdown = { parts: [part('21-1', '建筑装潢五金', 0.02), part('21-2', '工具', -0.01)], composite: 0.07, sum: 0.01, residual: 0.06 };
    expect(headlineSummary(family, snapshot, zhIntl, breakdown)).toMatch(/。其中建筑装潢五金拉动最大（\+0\.02 点）。$/);
    const falling = { ...snapshot, rows: [{ ...root, change: -0.05, changePct: -0.04 }] };
    const down = { ...breakdown, composite: -0.05 };
    const text = headlineSummary(family, falling, zhIntl, down);
    expect(text).toContain('环比下跌 0.05 点（0.04%）');
    expect(text).toMatch(/其中工具拖累最大（−0\.01 点）。$/);
  });

  it('says so when there is no 同比 yet, and never uses 百分点', () => {
    const first = { ...snapshot, rows: [{ ...root, sameValue: null }] };
    const text = headlineSummary(family, first, zhIntl);
    expect(text).toContain('暂无同比数据');
    expect(text).not.toContain('百分点');
  });
});
