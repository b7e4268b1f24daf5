/**
 * Calendar arithmetic on "day numbers" (days since 1970-01-01, UTC calendar), so nothing depends on
 * the server's time zone. The portal's calendar is Beijing time: `beijingDay(now)` gives today.
 */

export type DayNum = number;

const MS_PER_DAY = 86_400_000;
const BEIJING_OFFSET_MS = 8 * 3_600_000;

export function dayOf(year: number, month: number, day: number): DayNum {
  return Math.round(Date.UTC(year, month - 1, day) / MS_PER_DAY);
}

/** Calendar date of a day number (Howard Hinnant's civil_from_days; no Date allocation). */
export function ymd(day: DayNum): { year: number; month: number; day: number } {
  const z = day + 719468;
  const era = Math.floor(z / 146097);
  const doe = z - era * 146097;
  const yoe = Math.floor((doe - Math.floor(doe / 1460) + Math.floor(doe / 36524) - Math.floor(doe / 146096)) / 365);
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const d = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const m = mp < 10 ? mp + 3 : mp - 9;
  return { year: yoe + era * 400 + (m <= 2 ? 1 : 0), month: m, day: d };
}

const pad2 = (n: number): string => String(n).padStart(2, '0');

/** `YYYY-MM-DD` */
export function isoDate(day: DayNum): string {
  const { year, month, day: d } = ymd(day);
  return `${year}-${pad2(month)}-${pad2(d)}`;
}

/** Parses `YYYY-MM-DD` (anything after the date, e.g. a time, is ignored); null when invalid. */
export function parseIsoDate(text: string): DayNum | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(text);
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (mo < 1 || mo > 12 || d < 1 || d > daysInMonth(y, mo)) return null;
  return dayOf(y, mo, d);
}

/** ISO date-time in Beijing time, e.g. `2026-11-16T10:00:00+08:00`. */
export function beijingDateTime(day: DayNum, hour = 10, minute = 0): string {
  return `${isoDate(day)}T${pad2(hour)}:${pad2(minute)}:00+08:00`;
}

/** An instant (epoch ms) as ISO date-time in Beijing time, to the second. */
export function beijingInstant(ms: number): string {
  return new Date(ms + BEIJING_OFFSET_MS).toISOString().slice(0, 19) + '+08:00';
}

/** The calendar day in Beijing of an instant. */
export function beijingDay(instant: Date): DayNum {
  return Math.floor((instant.getTime() + BEIJING_OFFSET_MS) / MS_PER_DAY);
}

/** 1 = Monday … 7 = Sunday. */
export function isoWeekday(day: DayNum): number {
  return ((((day + 3) % 7) + 7) % 7) + 1;
}

export function mondayOf(day: DayNum): DayNum {
  return day - isoWeekday(day) + 1;
}

/** ISO week-numbering year and week of a day. */
export function isoWeek(day: DayNum): { year: number; week: number } {
  const thursday = mondayOf(day) + 3;
  const year = ymd(thursday).year;
  return { year, week: Math.floor((thursday - dayOf(year, 1, 1)) / 7) + 1 };
}

/** Monday of ISO week 1 of a year. */
export function firstIsoMonday(year: number): DayNum {
  return mondayOf(dayOf(year, 1, 4));
}

export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** Months as one integer: year * 12 + (month - 1). */
export function monthIndex(year: number, month: number): number {
  return year * 12 + month - 1;
}

export function fromMonthIndex(index: number): { year: number; month: number } {
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

/** `YYYY-MM` */
export function monthKey(year: number, month: number): string {
  return `${year}-${pad2(month)}`;
}

export function monthKeyOfIndex(index: number): string {
  const { year, month } = fromMonthIndex(index);
  return monthKey(year, month);
}

/** Parses `YYYY-MM`; null when invalid. */
export function parseMonthKey(text: string): number | null {
  const m = /^(\d{4})-(\d{2})$/.exec(text);
  if (!m) return null;
  const month = Number(m[2]);
  if (month < 1 || month > 12) return null;
  return monthIndex(Number(m[1]), month);
}

/** Month index of the last complete month before `today`. */
export function lastCompleteMonth(today: DayNum): number {
  const { year, month } = ymd(today);
  return monthIndex(year, month) - 1;
}

export function firstDayOfMonthIndex(index: number): DayNum {
  const { year, month } = fromMonthIndex(index);
  return dayOf(year, month, 1);
}

export const QUARTER_NAMES = ['一', '二', '三', '四'] as const;

// ------------------------------------------------------------------ quarters

/**
 * A quarter's key is `YYYY-Qn` (`2026-Q3`): the form statistics offices use, it sorts as text like the
 * other keys (so `from`/`to` bounds and `valid_from` compare as strings), starts with the year as they
 * do, and cannot be taken for a month (`2026-03` would be March).
 */
export function quarterKey(year: number, quarter: number): string {
  return `${year}-Q${quarter}`;
}

/** Quarters as one integer: year * 4 + (quarter - 1). */
export function quarterIndex(year: number, quarter: number): number {
  return year * 4 + quarter - 1;
}

export function fromQuarterIndex(index: number): { year: number; quarter: number } {
  return { year: Math.floor(index / 4), quarter: (index % 4) + 1 };
}

export function quarterKeyOfIndex(index: number): string {
  const { year, quarter } = fromQuarterIndex(index);
  return quarterKey(year, quarter);
}

/** Parses `YYYY-Qn` (n 1–4); null when invalid. */
export function parseQuarterKey(text: string): number | null {
  const m = /^(\d{4})-Q([1-4])$/.exec(text);
  return m ? quarterIndex(Number(m[1]), Number(m[2])) : null;
}

export function firstDayOfQuarterIndex(index: number): DayNum {
  return firstDayOfMonthIndex(index * 3);
}

/** Quarter index of the day's quarter. */
export function quarterOfDay(day: DayNum): number {
  const { year, month } = ymd(day);
  return quarterIndex(year, Math.ceil(month / 3));
}

// ------------------------------------------------------------------ Spring Festival

/** Chinese New Year's day (正月初一), 2015–2035. */
export const SPRING_FESTIVAL: Readonly<Record<number, string>> = {
  2015: '2015-02-19',
  2016: '2016-02-08',
  2017: '2017-01-28',
  2018: '2018-02-16',
  2019: '2019-02-05',
  2020: '2020-01-25',
  2021: '2021-02-12',
  2022: '2022-02-01',
  2023: '2023-01-22',
  2024: '2024-02-10',
  2025: '2025-01-29',
  2026: '2026-02-17',
  2027: '2027-02-06',
  2028: '2028-01-26',
  2029: '2029-02-13',
  2030: '2030-02-03',
  2031: '2031-01-23',
  2032: '2032-02-11',
  2033: '2033-01-31',
  2034: '2034-02-19',
  2035: '2035-02-08',
};

const festivalDays = new Map<number, DayNum>(
  Object.entries(SPRING_FESTIVAL).map(([year, text]) => {
    const [y, m, d] = text.split('-').map(Number);
    return [Number(year), dayOf(y, m, d)];
  }),
);

export function springFestivalDay(year: number): DayNum | null {
  return festivalDays.get(year) ?? null;
}

/** The market closes from 除夕 eve (two days before New Year) to 初八: no index is published then. */
export const FESTIVAL_CLOSED_BEFORE = 2;
export const FESTIVAL_CLOSED_AFTER = 7;

/** True when the Monday-to-Sunday week starting `monday` overlaps the Spring-Festival closure (2–3 weeks a year). */
export function isSpringFestivalWeek(monday: DayNum): boolean {
  const sunday = monday + 6;
  for (const year of [ymd(monday).year, ymd(sunday).year]) {
    const cny = springFestivalDay(year);
    if (cny === null) continue;
    if (monday <= cny + FESTIVAL_CLOSED_AFTER && sunday >= cny - FESTIVAL_CLOSED_BEFORE) return true;
  }
  return false;
}

/** True when a single day lies in the Spring-Festival closure. */
export function isSpringFestivalDay(day: DayNum): boolean {
  const cny = springFestivalDay(ymd(day).year);
  return cny !== null && day >= cny - FESTIVAL_CLOSED_BEFORE && day <= cny + FESTIVAL_CLOSED_AFTER;
}

/** Chinese date label: `2026年11月9日`. */
export function cnDate(day: DayNum): string {
  const { year, month, day: d } = ymd(day);
  return `${year}年${month}月${d}日`;
}

/** Short Chinese date label: `11月9日`. */
export function cnMonthDay(day: DayNum): string {
  const { month, day: d } = ymd(day);
  return `${month}月${d}日`;
}
