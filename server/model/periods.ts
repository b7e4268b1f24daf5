/**
 * Periods of an index: the week (Monday to Sunday, ISO numbering) and the calendar month, each with
 * the day its values are due (the Monday after the week, the first of the next month) and its label.
 */
import { beijingDateTime, firstDayOfMonthIndex, fromMonthIndex, isoDate, isoWeek, isSpringFestivalWeek, monthIndex, monthKey, type DayNum } from './calendar';
import type { PeriodInfo } from './types';

export function weekPeriod(monday: DayNum): PeriodInfo {
  const { year, week } = isoWeek(monday);
  const releaseDay = monday + 7;
  return {
    key: isoDate(monday),
    year,
    week,
    startDay: monday,
    endDay: monday + 6,
    releaseDay,
    publishedAt: beijingDateTime(releaseDay, 10, 0),
    label: `${year}年第${week}周`,
  };
}

export function monthPeriod(index: number): PeriodInfo {
  const { year, month } = fromMonthIndex(index);
  const releaseDay = firstDayOfMonthIndex(index + 1);
  return {
    key: monthKey(year, month),
    year,
    month,
    startDay: firstDayOfMonthIndex(index),
    endDay: releaseDay - 1,
    releaseDay,
    publishedAt: beijingDateTime(releaseDay, 10, 0),
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

