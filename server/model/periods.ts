/**
 * Periods of an index: the week (Monday to Sunday, ISO numbering), the calendar month and the quarter,
 * each with the day its values are due (the Monday after the week, the day after the month or quarter)
 * and its label.
 */
import {
  beijingDateTime,
  firstDayOfMonthIndex,
  firstDayOfQuarterIndex,
  fromMonthIndex,
  fromQuarterIndex,
  isoDate,
  isoWeek,
  isoWeekday,
  isSpringFestivalWeek,
  monthIndex,
  monthKey,
  monthKeyOfIndex,
  mondayOf,
  parseIsoDate,
  parseMonthKey,
  parseQuarterKey,
  quarterIndex,
  quarterKey,
  quarterKeyOfIndex,
  ymd,
  type DayNum,
} from './calendar';
import type { PeriodInfo } from './types';

/** How often a family publishes: its period is a week, a calendar month or a quarter. */
export type Frequency = 'week' | 'month' | 'quarter';

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

export function quarterPeriod(index: number, slot: ReleaseSlot = DEFAULT_SLOT): PeriodInfo {
  const { year, quarter } = fromQuarterIndex(index);
  const endDay = firstDayOfQuarterIndex(index + 1) - 1;
  const { releaseDay, publishedAt } = releaseAt(endDay, slot);
  return {
    key: quarterKey(year, quarter),
    year,
    quarter,
    startDay: firstDayOfQuarterIndex(index),
    endDay,
    releaseDay,
    publishedAt,
    label: `${year}年第${quarter}季度`,
  };
}

/**
 * The calendar frequencies (month, quarter) as a run of numbered periods: the one place that knows how
 * many make a year (同比 looks that many back; 环比 one), how a key reads and which period holds a day.
 * Weeks are not numbered so: their year has 52 or 53 and the Spring-Festival weeks are skipped.
 */
export interface NumberedPeriods {
  perYear: number;
  ordinal: (p: Pick<PeriodInfo, 'year' | 'month' | 'quarter'>) => number;
  parse: (key: string) => number | null;
  keyOf: (ordinal: number) => string;
  period: (ordinal: number, slot?: ReleaseSlot) => PeriodInfo;
  ofDay: (day: DayNum) => number;
}

const NUMBERED: Record<Exclude<Frequency, 'week'>, NumberedPeriods> = {
  month: {
    perYear: 12,
    ordinal: (p) => monthIndex(p.year, p.month!),
    parse: parseMonthKey,
    keyOf: monthKeyOfIndex,
    period: monthPeriod,
    ofDay: (day) => {
      const { year, month } = ymd(day);
      return monthIndex(year, month);
    },
  },
  quarter: {
    perYear: 4,
    ordinal: (p) => quarterIndex(p.year, p.quarter!),
    parse: parseQuarterKey,
    keyOf: quarterKeyOfIndex,
    period: quarterPeriod,
    ofDay: (day) => {
      const { year, month } = ymd(day);
      return quarterIndex(year, Math.ceil(month / 3));
    },
  },
};

export const numbered = (frequency: Exclude<Frequency, 'week'>): NumberedPeriods => NUMBERED[frequency];

/** The period of key `key` of a family of `frequency`, or null when it is not one (a week: its Monday). */
export function periodOfKey(frequency: Frequency, key: string, slot: ReleaseSlot = DEFAULT_SLOT): PeriodInfo | null {
  if (frequency === 'week') {
    const day = parseIsoDate(key);
    return day === null || isoWeekday(day) !== 1 ? null : weekPeriod(day, slot);
  }
  const n = NUMBERED[frequency];
  const ordinal = n.parse(key);
  return ordinal === null ? null : n.period(ordinal, slot);
}

/** The key of the period of `frequency` that starts on `day` (a stored base period's start date). */
export const periodKeyOfStart = (frequency: Frequency, day: DayNum): string => (frequency === 'week' ? isoDate(day) : NUMBERED[frequency].keyOf(NUMBERED[frequency].ofDay(day)));

/** The last period of `frequency` that has ended by `today` (a family with nothing out yet starts there). */
export function lastCompletePeriod(frequency: Frequency, today: DayNum, slot: ReleaseSlot = DEFAULT_SLOT): PeriodInfo {
  if (frequency === 'week') return weekPeriod(mondayOf(today) - 7, slot);
  const n = NUMBERED[frequency];
  return n.period(n.ofDay(today) - 1, slot);
}

/** The day a family's next period is due after `latest` (weekly: skipping the Spring-Festival break). */
export function nextReleaseDay(frequency: Frequency, latest: PeriodInfo): DayNum {
  if (frequency === 'week') {
    let monday = latest.startDay + 7;
    while (isSpringFestivalWeek(monday)) monday += 7;
    return monday + 7;
  }
  const n = NUMBERED[frequency];
  return n.period(n.ordinal(latest) + 1).endDay + 1;
}

