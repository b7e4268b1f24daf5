/**
 * The demo's unpublished trade month in its articles and showcase.
 * @jest-environment node
 */
import * as api from '../../../server/model/answers';
import type { TradeData } from '../../../src/types/webapi';
import { dataset } from '../model/support';

const ds = dataset();
const trade = (query = {}) => api.getTrade(ds, query) as TradeData;

describe('the unpublished month elsewhere in the demo data', () => {
  it('is quoted by no article and left out of the showcase', () => {
    const [missing] = trade().missingMonths;
    const [year, month] = missing.split('-').map(Number);
    const tradeNewsOf = (y: number, m: number) =>
      ds.articles.filter((a) => a.title.startsWith(`${m}月青溪五金出口`) && a.publishedAt.startsWith(`${m === 12 ? y + 1 : y}-${String((m % 12) + 1).padStart(2, '0')}`));
    expect(tradeNewsOf(year, month)).toEqual([]);
    // The month after it has its news as usual: the check above can fail.
    expect(tradeNewsOf(year, month + 1)).toHaveLength(1);
    expect(api.getDataShow(ds).trade.months.some((m) => m.month === missing)).toBe(false);
  });
});
