/**
 * The demo trade answers: a deliberately unpublished month, release dates, breakdowns that add up.
 * @jest-environment node
 */
import * as api from '../../../server/model/answers';
import type { TradeBreakdown, TradeData } from '../../../src/types/webapi';
import { dataset } from './support';

const ds = dataset();
const trade = (query = {}) => api.getTrade(ds, query) as TradeData;
const breakdown = (query: Record<string, string>) => api.getTradeBreakdown(ds, query) as TradeBreakdown;

describe('GET /webapi/trade (fixed date 2026-11-21)', () => {
  it('marks the unpublished month instead of sending zeros', () => {
    const data = trade();
    expect(data.months[data.months.length - 1].month).toBe('2026-10');
    expect(data.missingMonths).toEqual(['2026-01']);
    expect(data.months.some((m) => m.month === '2026-01')).toBe(false);
    expect(data.months.every((m) => m.exportValue > 0 && m.importValue > 0)).toBe(true);
  });

  it('names its source, currency and release dates', () => {
    const data = trade();
    expect(data).toMatchObject({ unit: '万美元', currency: 'USD', updatedAt: '2026-11-14', nextUpdate: '2026-12-14' });
    expect(data.source).toContain('海关');
  });

  it('lists a missing month only inside the range asked for', () => {
    expect(trade({ from: '2024-01', to: '2024-12' }).missingMonths).toEqual([]);
    expect(trade({ from: '2026-01', to: '2026-10' }).missingMonths).toEqual(['2026-01']);
  });

  it('rejects from after to', () => {
    expect(() => trade({ from: '2026-05', to: '2026-01' })).toThrow();
  });
});

describe('GET /webapi/trade/breakdown', () => {
  it.each(['partner', 'category'])('by %s: the items add up to the month totals, the same month is missing', (by) => {
    const totals = new Map(trade().months.map((m) => [m.month, m]));
    const b = breakdown({ by });
    expect(b.by).toBe(by);
    expect(b.missingMonths).toEqual(['2026-01']);
    expect(b.months.map((m) => m.month)).toEqual([...totals.keys()]);
    expect(b.months.length).toBeGreaterThanOrEqual(24);
    for (const m of b.months.slice(-24)) {
      expect(m.exports).toHaveLength(b.items.length);
      const exports = m.exports.reduce<number>((s, v) => s + (v ?? 0), 0);
      const imports = m.imports.reduce<number>((s, v) => s + (v ?? 0), 0);
      expect(Math.abs(exports - totals.get(m.month)!.exportValue)).toBeLessThan(0.1);
      expect(Math.abs(imports - totals.get(m.month)!.importValue)).toBeLessThan(0.1);
    }
  });

  it('ranks the partners by their exports over the last twelve published months', () => {
    const b = breakdown({ by: 'partner', from: '2025-11' });
    const sums = b.items.map((_, i) => b.months.reduce((s, m) => s + (m.exports[i] ?? 0), 0));
    for (let i = 1; i < sums.length; i += 1) expect(sums[i - 1]).toBeGreaterThanOrEqual(sums[i] - 1e-6);
    expect(b.items).toEqual(expect.arrayContaining(['美国', '欧盟', '日本']));
  });

  it('rejects an unknown split', () => {
    expect(() => breakdown({ by: 'region' })).toThrow();
  });
});
