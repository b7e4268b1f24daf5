/**
 * Views of the industry pages, shared by each desktop page and its /mobile twin:
 * - /priceTrend `?ids=copper,zinc&range=3y&scale=rebased&panel=cost`: compared materials (the first
 *   material when absent), the range, when comparing prices or each rebased to 100 at the range start
 *   (absent: rebased when the units differ), and the phone's one chart at a time (trend or cost);
 * - /exportData `?range=5y&chart=line&by=category&year=2025&month=6&partner=美国&sort=-total&panel=breakdown`;
 * - /brandRank `?year=2024&region=江南街道&category=工具类&keyword=华&sort=-rankChange&brand=B1005-1`
 *   (the latest edition when absent; `brand` opens that brand's history across editions);
 * - /company `?keyword=锁&industry=锁具安防&region=石桥镇&tag=专精特新&page=3`;
 * - /product `?keyword=&category=&company=1005&page=2&preview=10021` (`preview` opens that product's pictures);
 * - /companyDetail/:id, linked from rankings, products and lists.
 */
import { MAX_COMPARE } from '@/config/constants';
import { MATERIAL_RANGES, TRADE_RANGES } from '@/domain/range';
import { BRAND_SORTS } from '@/domain/brands';
import { defineView, idList, oneOf, optionalInt, optionalKey, page, pathOn, text, type Field, type Side } from './codec';

export const PRICE_SCALES = ['price', 'rebased'] as const;
export type PriceScale = (typeof PRICE_SCALES)[number];

/** The visitor's scale, or undefined: the page then picks by the units compared. */
const chosenScale: Field<PriceScale | undefined> = {
  defaultValue: undefined,
  parse: (raw) => PRICE_SCALES.find((s) => s === raw),
  format: (v) => v,
};

export const PRICE_PANELS = ['trend', 'cost'] as const;
export type PricePanel = (typeof PRICE_PANELS)[number];

export const priceTrendView = defineView('/priceTrend', {
  ids: idList(MAX_COMPARE),
  range: oneOf(MATERIAL_RANGES, '1y'),
  scale: chosenScale,
  panel: oneOf(PRICE_PANELS, 'trend'),
});

export const TRADE_CHARTS = ['bar', 'line'] as const;
export type TradeChartKind = (typeof TRADE_CHARTS)[number];

export const TRADE_BREAKDOWNS = ['partner', 'category'] as const;
/** The phone shows one chart at a time: the monthly chart or the breakdown. */
export const TRADE_PANELS = ['monthly', 'breakdown'] as const;
export type TradePanel = (typeof TRADE_PANELS)[number];

export const exportDataView = defineView(
  '/exportData',
  {
    range: oneOf(TRADE_RANGES, '3y'),
    chart: oneOf(TRADE_CHARTS, 'bar'),
    /** The breakdown's split, its year and month (the latest with figures when absent). */
    by: oneOf(TRADE_BREAKDOWNS, 'partner'),
    year: optionalInt(9999),
    month: optionalInt(12),
    /** The monthly chart filtered to one partner or one category (at most one of the two). */
    partner: text(),
    category: text(),
    /** The month × item table's order: a column key, `-key` descending; month order when empty. */
    sort: text(),
    panel: oneOf(TRADE_PANELS, 'monthly'),
  },
  {
    adjust: (next, patch, current) => ({
      ...next,
      // One filter at a time: the breakdowns are by partner or by category, never both.
      ...(patch.partner ? { category: '' } : patch.category ? { partner: '' } : {}),
      // Another split has other columns: the table's order no longer applies.
      ...(patch.by && patch.by !== current.by && !('sort' in patch) ? { sort: '' } : {}),
    }),
  },
);

export const brandRankView = defineView('/brandRank', {
  /** Edition year; the latest when absent. */
  year: optionalInt(9999),
  region: text(),
  category: text(),
  keyword: text(),
  /** The rows' order: '' the edition's (rank 1 first), `key` ascending, `-key` descending. */
  sort: oneOf(BRAND_SORTS, ''),
  /** The brand whose history across editions is shown (a brand id such as `B1005-1`). */
  brand: optionalKey(),
});

export const companyListView = defineView('/company', { keyword: text(), industry: text(), region: text(), tag: text(), page: page() });

export const productListView = defineView('/product', {
  keyword: text(),
  category: text(),
  /** Products of one company (its id). */
  company: optionalInt(),
  page: page(),
  /** The product whose pictures, specs and company are shown in the preview. */
  preview: optionalInt(),
}, {
  // Opening or closing a preview looks closer at the page shown: it stays on that page.
  adjust: (next, patch, current) => (Object.keys(patch).every((k) => k === 'preview') ? { ...next, page: current.page } : next),
});

export const companyHref = (id: number | string, side: Side = 'desktop') => pathOn(`/companyDetail/${id}`, side);
