/**
 * Views of the industry pages, shared by each desktop page and its /mobile twin:
 * - /priceTrend `?ids=copper,zinc&range=3y&scale=rebased`: compared materials (the first material
 *   when absent), the range and, when comparing, prices or each rebased to 100 at the range start;
 * - /exportData `?range=5y&chart=line`;
 * - /brandRank `?year=2024` (the latest edition when absent);
 * - /company `?keyword=锁&industry=门锁&page=3`, /product `?keyword=&category=&page=`;
 * - /companyDetail/:id, linked from rankings, products and lists.
 */
import { MAX_COMPARE } from '@/config/constants';
import { MATERIAL_RANGES, TRADE_RANGES } from '@/domain/range';
import { defineView, idList, oneOf, optionalInt, page, pathOn, text, type Side } from './codec';

export const PRICE_SCALES = ['price', 'rebased'] as const;
export type PriceScale = (typeof PRICE_SCALES)[number];

export const priceTrendView = defineView('/priceTrend', {
  ids: idList(MAX_COMPARE),
  range: oneOf(MATERIAL_RANGES, '1y'),
  scale: oneOf(PRICE_SCALES, 'price'),
});

export const TRADE_CHARTS = ['bar', 'line'] as const;
export type TradeChartKind = (typeof TRADE_CHARTS)[number];

export const exportDataView = defineView('/exportData', {
  range: oneOf(TRADE_RANGES, '3y'),
  chart: oneOf(TRADE_CHARTS, 'bar'),
});

export const brandRankView = defineView('/brandRank', {
  /** Edition year; the latest when absent. */
  year: optionalInt(9999),
});

export const companyListView = defineView('/company', { keyword: text(), industry: text(), page: page() });

export const productListView = defineView('/product', { keyword: text(), category: text(), page: page() });

export const companyHref = (id: number | string, side: Side = 'desktop') => pathOn(`/companyDetail/${id}`, side);
