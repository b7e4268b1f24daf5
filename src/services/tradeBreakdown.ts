import type { TradeBreakdown, TradeBreakdownBy } from '@/types/webapi';
import { get, isArray, isObject, type GetOptions } from './client';

/** Monthly export and import per partner or product category (the whole history unless `from`/`to`). */
export const getTradeBreakdown = (by: TradeBreakdownBy, range: { from?: string; to?: string } = {}, opts?: GetOptions) =>
  get<TradeBreakdown>(
    '/trade/breakdown',
    (v) => isObject(v) && isArray(v.items) && isArray(v.months) && isArray(v.missingMonths),
    { by, ...range },
    opts,
  );
