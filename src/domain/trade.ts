/**
 * Pure trade arithmetic of /exportData (desktop and phone): months with their gaps, year-to-date
 * totals, 同比 and breakdown shares. The rule throughout: a month without published figures is a
 * gap (null), never a zero, and a 同比 that would need it is null rather than a made-up number.
 */
import type { TradeBreakdown, TradeData } from '@/types/webapi';

/** One month as the chart and tables show it; values are null for an unpublished month. */
export interface TradeRow {
  month: string;
  exportValue: number | null;
  importValue: number | null;
  exportYoY: number | null;
  importYoY: number | null;
  /** The figures are not published (yet). */
  missing: boolean;
}

const round2 = (v: number) => Math.round(v * 100) / 100;
const byMonth = (a: { month: string }, b: { month: string }) => (a.month < b.month ? -1 : a.month > b.month ? 1 : 0);

/** `YYYY-MM` shifted by `delta` months. */
export function shiftMonth(key: string, delta: number): string {
  const [y, m] = key.split('-').map(Number);
  const i = y * 12 + (m - 1) + delta;
  return `${Math.floor(i / 12)}-${String((i % 12) + 1).padStart(2, '0')}`;
}

/** Percent change of `value` on `base`; null when either is missing or the base is zero. Against |base| so a deficit that shrinks reads as a rise. */
export function changePct(value: number | null | undefined, base: number | null | undefined): number | null {
  if (value === null || value === undefined || base === null || base === undefined || base === 0) return null;
  return round2(((value - base) / Math.abs(base)) * 100);
}

/** Export minus import; null when either is missing. */
export const balanceOf = (r: Pick<TradeRow, 'exportValue' | 'importValue'>) =>
  r.exportValue === null || r.importValue === null ? null : round2(r.exportValue - r.importValue);

/** Published months and the missing ones as one ascending list of rows. */
export function tradeRows(trade: Pick<TradeData, 'months' | 'missingMonths'>): TradeRow[] {
  const rows: TradeRow[] = [
    ...trade.months.map((m) => ({ ...m, missing: false })),
    ...trade.missingMonths.map((month) => ({ month, exportValue: null, importValue: null, exportYoY: null, importYoY: null, missing: true })),
  ];
  return rows.sort(byMonth);
}

/** The monthly rows of one partner or category; 同比 against the same item a year earlier. */
export function itemRows(breakdown: TradeBreakdown, item: string): TradeRow[] {
  const i = breakdown.items.indexOf(item);
  if (i < 0) return [];
  const values = new Map(breakdown.months.map((m) => [m.month, { exportValue: m.exports[i] ?? null, importValue: m.imports[i] ?? null }]));
  const published = breakdown.months.map((m): TradeRow => {
    const now = values.get(m.month)!;
    const before = values.get(shiftMonth(m.month, -12));
    return {
      month: m.month,
      ...now,
      exportYoY: changePct(now.exportValue, before?.exportValue),
      importYoY: changePct(now.importValue, before?.importValue),
      missing: now.exportValue === null && now.importValue === null,
    };
  });
  return [...published, ...tradeRows({ months: [], missingMonths: breakdown.missingMonths })].sort(byMonth);
}

const sum = (values: number[]) => round2(values.reduce((s, v) => s + v, 0));

export interface YearToDate {
  year: number;
  /** The last month counted (1–12). */
  throughMonth: number;
  /** Months of the window without figures: not counted, and shown as such. */
  missing: string[];
  exportTotal: number;
  importTotal: number;
  balance: number;
  /** null when this window or last year's same window has a missing month (a fake comparison otherwise). */
  exportYoY: number | null;
  importYoY: number | null;
  balanceYoY: number | null;
}

/** January through `month` (`YYYY-MM`) of its year, with 同比 on the same months of the year before. */
export function yearToDate(rows: TradeRow[], month: string): YearToDate {
  const [year, through] = month.split('-').map(Number);
  const byMonth = new Map(rows.map((r) => [r.month, r]));
  const keys = (y: number) => Array.from({ length: through }, (_, i) => `${y}-${String(i + 1).padStart(2, '0')}`);
  const window = (y: number) => {
    const found = keys(y).map((k) => byMonth.get(k));
    const present = found.filter((r): r is TradeRow => !!r && !r.missing);
    const exportTotal = sum(present.map((r) => r.exportValue!));
    const importTotal = sum(present.map((r) => r.importValue!));
    return {
      missing: keys(y).filter((_, i) => !found[i] || found[i]!.missing),
      exportTotal,
      importTotal,
      balance: round2(exportTotal - importTotal),
    };
  };
  const now = window(year);
  const before = window(year - 1);
  const comparable = now.missing.length === 0 && before.missing.length === 0;
  const yoy = (a: number, b: number) => (comparable ? changePct(a, b) : null);
  return {
    year,
    throughMonth: through,
    missing: now.missing,
    exportTotal: now.exportTotal,
    importTotal: now.importTotal,
    balance: now.balance,
    exportYoY: yoy(now.exportTotal, before.exportTotal),
    importYoY: yoy(now.importTotal, before.importTotal),
    balanceYoY: yoy(now.balance, before.balance),
  };
}

/** The newest month with figures, its balance and the balance's 同比; undefined without any. */
export function latestMonth(rows: TradeRow[]) {
  const latest = [...rows].reverse().find((r) => !r.missing);
  if (!latest) return undefined;
  const yearBefore = rows.find((r) => r.month === shiftMonth(latest.month, -12));
  const balance = balanceOf(latest);
  return { row: latest, balance, balanceYoY: changePct(balance, yearBefore ? balanceOf(yearBefore) : null) };
}

export interface BreakdownItem {
  name: string;
  value: number;
  /** Percent of the month's total over all items. */
  share: number;
  /** 同比 on the same item a year earlier; null without it. */
  yoy: number | null;
}

/** Exports per item in `month`, largest first; undefined when the month has no figures. */
export function breakdownAt(breakdown: TradeBreakdown, month: string): BreakdownItem[] | undefined {
  const now = breakdown.months.find((m) => m.month === month);
  if (!now) return undefined;
  const before = breakdown.months.find((m) => m.month === shiftMonth(month, -12));
  const total = now.exports.reduce<number>((s, v) => s + (v ?? 0), 0);
  return breakdown.items
    .flatMap((name, i) => {
      const value = now.exports[i];
      if (value === null || value === undefined) return [];
      return [{ name, value, share: total ? round2((value / total) * 100) : 0, yoy: changePct(value, before?.exports[i]) }];
    })
    .sort((a, b) => b.value - a.value);
}

/** One row of the month × item table: exports per item (aligned with `items`), null when missing. */
export interface BreakdownTableRow {
  month: string;
  missing: boolean;
  values: (number | null)[];
  total: number | null;
}

/** The months of `year` up to the newest one known (published or missing), ascending. */
export function breakdownYearRows(breakdown: TradeBreakdown, year: number): BreakdownTableRow[] {
  const byMonth = new Map(breakdown.months.map((m) => [m.month, m]));
  const prefix = `${year}-`;
  const known = [...breakdown.months.map((m) => m.month), ...breakdown.missingMonths].filter((k) => k.startsWith(prefix)).sort();
  return known.map((month) => {
    const m = byMonth.get(month);
    const values = m ? m.exports : breakdown.items.map(() => null);
    return { month, missing: !m, values, total: m ? sum(m.exports.map((v) => v ?? 0)) : null };
  });
}

/** Years with at least one month (published or not), newest first. */
export function yearsOf(months: string[]): number[] {
  return [...new Set(months.map((k) => Number(k.slice(0, 4))))].sort((a, b) => b - a);
}

export interface BreakdownPeriod {
  /** Years with a known month, newest first. */
  years: number[];
  year: number;
  /** The chosen month (1–12) and the last known month of `year` (the slider's end). */
  month: number;
  lastMonth: number;
  /** `YYYY-MM` of the chosen month. */
  key: string;
}

/**
 * The breakdown's year and month from the view: an unknown year falls back to the newest; without
 * a month, the newest published month of the year; a month beyond the year's last is clamped.
 */
export function breakdownPeriod(breakdown: Pick<TradeBreakdown, 'months' | 'missingMonths'>, year?: number, month?: number): BreakdownPeriod | undefined {
  const published = breakdown.months.map((m) => m.month);
  const known = [...published, ...breakdown.missingMonths].sort();
  const years = yearsOf(known);
  if (!years.length) return undefined;
  const y = year !== undefined && years.includes(year) ? year : years[0];
  const monthNo = (k: string) => Number(k.slice(5, 7));
  const inYear = known.filter((k) => k.startsWith(`${y}-`));
  const lastMonth = monthNo(inYear[inYear.length - 1]);
  const newestPublished = published.filter((k) => k.startsWith(`${y}-`)).pop();
  const m = Math.min(month ?? (newestPublished ? monthNo(newestPublished) : lastMonth), lastMonth);
  return { years, year: y, month: m, lastMonth, key: `${y}-${String(m).padStart(2, '0')}` };
}
