/**
 * Foreign-trade answers: the published months (a month customs never published is a gap, and a
 * YoY against it is null), the range totals by partner and by product category, the release dates.
 */
import type { TradeBreakdown, TradeBreakdownBy, TradeData, TradeMonth } from '../../src/types/webapi';
import { firstDayOfMonthIndex, fromMonthIndex, isoDate, type DayNum } from './calendar';
import { round2 } from './numbers';
import type { TradeDataset, TradeMonthData } from './types';

/** Month indices whose figures customs have not published. */
export function unpublishedMonths(trade: TradeDataset): Set<number> {
  return trade.unpublished ?? new Set();
}

/** The months whose figures were published: what articles and the showcase may quote. */
export function publishedTradeMonths(trade: TradeDataset): TradeMonthData[] {
  const unpublished = unpublishedMonths(trade);
  return trade.months.filter((m) => !unpublished.has(m.index));
}

export function tradeMonth(m: TradeMonthData): TradeMonth {
  return publishedMonth(m, new Set());
}

/** The contract's month; a YoY against an unpublished month is null (there is nothing to compare with). */
function publishedMonth(m: TradeMonthData, unpublished: Set<number>): TradeMonth {
  const priorMissing = unpublished.has(m.index - 12);
  return {
    month: m.key,
    exportValue: m.exportValue,
    importValue: m.importValue,
    exportYoY: priorMissing ? null : m.exportYoY,
    importYoY: priorMissing ? null : m.importYoY,
  };
}

/** Published months in [fromIdx, toIdx] and the keys of the unpublished ones. */
function publishedIn(trade: TradeDataset, fromIdx: number, toIdx: number) {
  const unpublished = unpublishedMonths(trade);
  const inRange = trade.months.filter((m) => m.index >= fromIdx && m.index <= toIdx);
  return {
    unpublished,
    months: inRange.filter((m) => !unpublished.has(m.index)),
    missingMonths: inRange.filter((m) => unpublished.has(m.index)).map((m) => m.key),
  };
}

/** The day a month's figures (a month index) come out when customs publish on `releaseDay` of the next month. */
export function tradeReleaseDay(index: number, releaseDay: number): DayNum {
  return firstDayOfMonthIndex(index + 1) + releaseDay - 1;
}

/**
 * Release dates: the latest release (never after today) and the next one, by the day of the month the
 * office's customs publish on. An office that has not stored that day announces no next date (null),
 * and its latest release is taken as the first day its figures could be out (the next month's 1st).
 */
function releases(trade: TradeDataset, today: DayNum): { updatedAt: string; nextUpdate: string | null } {
  const last = trade.months[trade.months.length - 1]?.index ?? 0;
  const day = trade.releaseDay;
  if (day === undefined) return { updatedAt: isoDate(Math.min(today, firstDayOfMonthIndex(last + 1))), nextUpdate: null };
  return { updatedAt: isoDate(Math.min(today, tradeReleaseDay(last, day))), nextUpdate: isoDate(tradeReleaseDay(last + 1, day)) };
}

/** The TradeData answer for months in [fromIdx, toIdx]; partners and products cover the 12 months ending at the range end. */
export function tradeData(trade: TradeDataset, fromIdx: number, toIdx: number, today: DayNum): TradeData {
  const { unpublished, months: selected, missingMonths } = publishedIn(trade, fromIdx, toIdx);
  const end = selected.length ? selected[selected.length - 1].index : -Infinity;
  const window = trade.months.filter((m) => m.index > end - 12 && m.index <= end && !unpublished.has(m.index));
  const partners = trade.partnerNames
    .map((name, p) => ({
      name,
      exportValue: round2(window.reduce((s, m) => s + (m.partnerExport[p] ?? 0), 0)),
      importValue: round2(window.reduce((s, m) => s + (m.partnerImport[p] ?? 0), 0)),
    }))
    .sort((a, b) => b.exportValue - a.exportValue);
  const products = trade.productNames
    .map((name, p) => ({ name, exportValue: round2(window.reduce((s, m) => s + (m.productExport[p] ?? 0), 0)) }))
    .sort((a, b) => b.exportValue - a.exportValue);
  return {
    unit: trade.unit,
    currency: trade.currency,
    source: trade.source,
    ...releases(trade, today),
    missingMonths,
    months: selected.map((m) => publishedMonth(m, unpublished)),
    partners,
    products,
  };
}

/** Imports per product category as the month's figures give them; none (nulls) where the office does not split imports by category. */
function productImport(trade: TradeDataset, m: TradeMonthData): (number | null)[] {
  return m.productImport ?? trade.productNames.map(() => null);
}

/** The TradeBreakdown answer: monthly export and import per partner or category in [fromIdx, toIdx]. */
export function tradeBreakdown(trade: TradeDataset, by: TradeBreakdownBy, fromIdx: number, toIdx: number): TradeBreakdown {
  const { unpublished, months, missingMonths } = publishedIn(trade, fromIdx, toIdx);
  const names = by === 'partner' ? trade.partnerNames : trade.productNames;
  const split = (m: TradeMonthData): { exports: number[]; imports: (number | null)[] } =>
    by === 'partner' ? { exports: m.partnerExport, imports: m.partnerImport } : { exports: m.productExport, imports: productImport(trade, m) };
  // Order: largest export over the last twelve published months of the whole history.
  const recent = trade.months.filter((m) => !unpublished.has(m.index)).slice(-12);
  // A partner or group added after a month was stored has no figure in it (the set-up only appends): none, 0.
  const totals = names.map((_, i) => recent.reduce((s, m) => s + (split(m).exports[i] ?? 0), 0));
  const order = names.map((_, i) => i).sort((a, b) => totals[b] - totals[a]);
  return {
    by,
    unit: trade.unit,
    items: order.map((i) => names[i]),
    months: months.map((m) => {
      const { exports, imports } = split(m);
      return { month: m.key, exports: order.map((i) => round2(exports[i] ?? 0)), imports: order.map((i) => ((imports[i] ?? null) === null ? null : round2(imports[i]!))) };
    }),
    missingMonths,
  };
}

/** Sum of a field over the months of a year (for reports). */
export function yearTotals(trade: TradeDataset, year: number): { exportValue: number; importValue: number; months: number } {
  const ms = trade.months.filter((m) => fromMonthIndex(m.index).year === year);
  return {
    exportValue: round2(ms.reduce((s, m) => s + m.exportValue, 0)),
    importValue: round2(ms.reduce((s, m) => s + m.importValue, 0)),
    months: ms.length,
  };
}
