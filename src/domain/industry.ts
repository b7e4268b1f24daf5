/**
 * Pure transforms behind the industry tables and charts, shared by desktop and mobile so a number
 * is computed in one place whichever page shows it.
 */
import type { MaterialPriceSeries, TradeMonth } from '@/types/webapi';
import type { Formatter } from '@/utils/errorText';
import { formatPeriod } from '@/utils/format';
import { rebaseTo100 } from './compare';
import { withinRange, type RangePreset } from './range';

// ---------------------------------------------------------------- raw-material quotes

export interface Quote {
  date: string;
  price: number;
  /** Percent change on the previous quote of the same material; null for the first one. */
  changePct: number | null;
}

/** One material's quotes with their change, limited to the window of `preset` ending at `end`. */
export function quotesInRange(series: MaterialPriceSeries, preset: RangePreset, end?: string): Quote[] {
  const quotes = series.points.map((p, i) => {
    const prev = series.points[i - 1];
    const changePct = prev && prev.price ? Math.round((p.price / prev.price - 1) * 10000) / 100 : null;
    return { date: p.date, price: p.price, changePct };
  });
  return withinRange(quotes, (q) => q.date, preset, end);
}

/** Newest quote date across several materials: compared series share the same window end. */
export function latestDate(series: MaterialPriceSeries[]): string | undefined {
  return series.reduce<string | undefined>((max, s) => {
    const last = s.points[s.points.length - 1]?.date;
    return last && (!max || last > max) ? last : max;
  }, undefined);
}

export interface MaterialQuotes {
  material: MaterialPriceSeries['material'];
  quotes: Quote[];
}

/** The quotes shown for each material: compared materials share one window, ending at the newest quote. */
export function materialQuotes(series: MaterialPriceSeries[], preset: RangePreset): MaterialQuotes[] {
  const end = latestDate(series);
  return series.map((s) => ({ material: s.material, quotes: quotesInRange(s, preset, end) }));
}

/** First and last quote date of what is shown (for the chart's text alternative). */
export function shownSpan(shown: MaterialQuotes[] | undefined): { from?: string; to?: string } {
  const dates = shown?.flatMap((s) => s.quotes.map((q) => q.date)).sort() ?? [];
  return { from: dates[0], to: dates[dates.length - 1] };
}

/** Quotes as an index of the window's first quote (= 100), so materials of any price level compare. */
export function rebased(quotes: Quote[]): { date: string; price: number }[] {
  const values = rebaseTo100(quotes.map((q) => q.price));
  return values[0] === undefined || values[0] === null ? [] : quotes.map((q, i) => ({ date: q.date, price: values[i]! }));
}

export interface QuoteRow {
  date: string;
  /** One cell per material, in the order of the series; null where it has no quote that day. */
  cells: (Quote | null)[];
}

/** Quotes of several materials side by side, one row per date, newest first. */
export function quoteRows(quotesBySeries: Quote[][]): QuoteRow[] {
  const byDate = new Map<string, (Quote | null)[]>();
  quotesBySeries.forEach((quotes, i) => {
    quotes.forEach((q) => {
      const cells = byDate.get(q.date) ?? quotesBySeries.map(() => null);
      cells[i] = q;
      byDate.set(q.date, cells);
    });
  });
  return [...byDate.entries()].sort(([a], [b]) => (a < b ? 1 : -1)).map(([date, cells]) => ({ date, cells }));
}

// ---------------------------------------------------------------- trade

/** Trade balance (顺差 when positive). Rounded to cents to avoid float noise. */
export const tradeBalance = (m: Pick<TradeMonth, 'exportValue' | 'importValue'>) =>
  Math.round((m.exportValue - m.importValue) * 100) / 100;

/** `YYYY-MM` as the visitor reads it: 2026年10月 / October 2026 style (formatPeriod). */
export function monthLabel(key: string, intl: Formatter): string {
  const [year, month] = key.split('-').map(Number);
  return formatPeriod({ period: key, year, month }, intl);
}

