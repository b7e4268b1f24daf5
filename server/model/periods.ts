/**
 * Periods of an index: the week (Monday to Sunday, ISO numbering) and the calendar month, each with
 * the day its values are due (the Monday after the week, the first of the next month) and its label.
 */
import { beijingDateTime, firstDayOfMonthIndex, fromMonthIndex, isoDate, isoWeek, isoWeekday, isSpringFestivalWeek, monthIndex, monthKey, type DayNum } from './calendar';
import type { PeriodInfo } from './types';

/**
 * When a family's periods are released (issue 45, set up in the back office): on an ISO weekday (1 Monday
 * … 7 Sunday) on or after the day after the period ends, or (null) that day itself; at `time` (HH:MM Beijing).
 */
export interface ReleaseSlot {
  weekday: number | null;
  time: string;
}

/** The rule of every family not set otherwise (the demo's): the day after the period, 10:00. */
export const DEFAULT_SLOT: ReleaseSlot = { weekday: null, time: '10:00' };

/** A family's slot as stored in `index_family.meta.setup` (set up in the back office), else the default. */
export const slotOf = (meta: unknown): ReleaseSlot => (meta as { setup?: { releaseSlot?: ReleaseSlot } } | null)?.setup?.releaseSlot ?? DEFAULT_SLOT;

/** The day and instant a period ending on `endDay` is released at `slot`. */
function releaseAt(endDay: DayNum, slot: ReleaseSlot): { releaseDay: DayNum; publishedAt: string } {
  let releaseDay = endDay + 1;
  if (slot.weekday !== null) while (isoWeekday(releaseDay) !== slot.weekday) releaseDay += 1;
  const [hour, minute] = slot.time.split(':').map(Number);
  return { releaseDay, publishedAt: beijingDateTime(releaseDay, hour, minute) };
}

export function weekPeriod(monday: DayNum, slot: ReleaseSlot = DEFAULT_SLOT): PeriodInfo {
  const { year, week } = isoWeek(monday);
  const { releaseDay, publishedAt } = releaseAt(monday + 6, slot);
  return {
    key: isoDate(monday),
    year,
    week,
    startDay: monday,
    endDay: monday + 6,
    releaseDay,
    publishedAt,
    label: `${year}年第${week}周`,
  };
}

export function monthPeriod(index: number, slot: ReleaseSlot = DEFAULT_SLOT): PeriodInfo {
  const { year, month } = fromMonthIndex(index);
  const endDay = firstDayOfMonthIndex(index + 1) - 1;
  const { releaseDay, publishedAt } = releaseAt(endDay, slot);
  return {
    key: monthKey(year, month),
    year,
    month,
    startDay: firstDayOfMonthIndex(index),
    endDay,
    releaseDay,
    publishedAt,
    label: `${year}年${month}月`,
  };
}

/** The day a family's next period is due after `latest` (weekly: skipping the Spring-Festival break). */
export function nextReleaseDay(frequency: 'week' | 'month', latest: PeriodInfo): DayNum {
  if (frequency === 'week') {
    let monday = latest.startDay + 7;
    while (isSpringFestivalWeek(monday)) monday += 7;
    return monday + 7;
  }
  return firstDayOfMonthIndex(monthIndex(latest.year, latest.month ?? 1) + 2);
}

