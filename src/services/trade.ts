import type { TradeData } from '@/types/webapi';
import { get, isArray, isObject, type GetOptions } from './client';

export const getTrade = (range: { from?: string; to?: string } = {}, opts?: GetOptions) =>
  get<TradeData>('/trade', (v) => isObject(v) && isArray(v.months) && isArray(v.partners), range, opts);
