/**
 * Time-range presets of the industry charts (近3月 / 1年 / 3年 / 全部). A window always ends at the
 * newest data point, so a permalink such as `?range=1y` keeps meaning "the latest year".
 * Works on ISO keys: `YYYY-MM-DD` for quotes, `YYYY-MM` for months (both compare as strings).
 */
import dayjs from 'dayjs';

export type RangePreset = '3m' | '1y' | '3y' | '5y' | 'all';

const MONTHS: Record<Exclude<RangePreset, 'all'>, number> = { '3m': 3, '1y': 12, '3y': 36, '5y': 60 };

/** Presets of the weekly raw-material quotes and of the monthly trade figures. */
export const MATERIAL_RANGES: readonly RangePreset[] = ['3m', '1y', '3y', 'all'];
export const TRADE_RANGES: readonly RangePreset[] = ['1y', '3y', '5y', 'all'];

export function parsePreset(value: string | null | undefined, allowed: readonly RangePreset[], fallback: RangePreset): RangePreset {
  return allowed.includes(value as RangePreset) ? (value as RangePreset) : fallback;
}

/** First key (inclusive) of the window ending at `end`, or undefined for everything. */
export function rangeStart(preset: RangePreset, end: string): string | undefined {
  if (preset === 'all') return undefined;
  const monthly = end.length === 7;
  const endDay = dayjs(monthly ? `${end}-01` : end);
  if (!endDay.isValid()) return undefined;
  const before = endDay.subtract(MONTHS[preset], 'month');
  // 1y ending 2026-10 is 2025-11…2026-10 (12 months); ending 2026-11-20 it starts 2025-11-21.
  return monthly ? before.add(1, 'month').format('YYYY-MM') : before.add(1, 'day').format('YYYY-MM-DD');
}

/** Items (ascending by key) inside the preset window ending at the last item. */
export function withinRange<T>(items: T[], keyOf: (item: T) => string, preset: RangePreset, end?: string): T[] {
  const last = end ?? (items.length ? keyOf(items[items.length - 1]) : undefined);
  const start = last ? rangeStart(preset, last) : undefined;
  return start ? items.filter((it) => keyOf(it) >= start) : items;
}
