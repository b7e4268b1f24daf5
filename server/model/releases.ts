/**
 * The release calendar of an index family (issue 22): what the office has scheduled, then what is due.
 * One place for the rules that `nextRelease` (the public family data, /datashow) and releases.ics read:
 *
 * 1. approved publications whose instant is still ahead (a new period at its slot or at a chosen time,
 *    a revision at its time), at those instants;
 * 2. then every period due after the latest released or scheduled one, at the family's slot (the
 *    weekly index the Monday after its week, a monthly or quarterly one the day after it, 10:00 Beijing),
 *    skipping the planned gaps: the weeks of the Spring-Festival closure, which are never published.
 *    A skipped week is a `gap` entry, so the calendar can say 「春节休市，本周不发布」 instead of
 *    leaving a silent hole.
 *
 * Pure: the rows come from the data layer (server/db/read.ts), the periods from ./periods.ts, which
 * the import's checks (server/publish) use too.
 */
import { beijingDay, beijingInstant, isSpringFestivalWeek, type DayNum } from './calendar';
import { CALENDAR_HORIZON_DAYS } from './feeds';
import { DEFAULT_SLOT, numbered, weekPeriod, type Frequency, type ReleaseSlot } from './periods';
import type { CalendarEntry, PeriodInfo } from './types';

export type { Frequency } from './periods';

/** The periods due after `latest`, in order, each with the Spring-Festival weeks skipped just before it. */
export function* dueAfter(frequency: Frequency, latest: PeriodInfo, slot: ReleaseSlot = DEFAULT_SLOT): Generator<{ period: PeriodInfo; skipped: PeriodInfo[] }> {
  if (frequency !== 'week') {
    const n = numbered(frequency);
    for (let i = n.ordinal(latest) + 1; ; i += 1) yield { period: n.period(i, slot), skipped: [] };
  }
  for (let monday = latest.startDay + 7; ; monday += 7) {
    const skipped: PeriodInfo[] = [];
    // The market is closed then: the office publishes nothing for those weeks.
    while (isSpringFestivalWeek(monday)) {
      skipped.push(weekPeriod(monday, slot));
      monday += 7;
    }
    yield { period: weekPeriod(monday, slot), skipped };
  }
}

/** The period due after `latest` (weekly: skipping the Spring-Festival weeks). */
export function nextPeriod(frequency: Frequency, latest: PeriodInfo, slot: ReleaseSlot = DEFAULT_SLOT): PeriodInfo {
  return dueAfter(frequency, latest, slot).next().value!.period;
}

/** A Beijing `YYYY-MM-DDTHH:MM:SS+08:00` of an instant. */

export interface ScheduledPublication {
  kind: 'new' | 'revision';
  /** The period's info, its own rules. */
  period: PeriodInfo;
  /** When it becomes public, epoch ms. */
  at: number;
}

/**
 * A family's calendar as of `now`: the scheduled publications ahead, then the periods due after
 * `latest` (the newest period released or scheduled) and the gaps between them, up to `horizon` days
 * ahead (Beijing days), in time order. A due slot already past (the office is late) is left out: its
 * time is no longer known.
 */
export function familyCalendar(
  frequency: Frequency,
  latest: PeriodInfo | undefined,
  scheduled: ScheduledPublication[],
  now: number,
  horizon: number = CALENDAR_HORIZON_DAYS,
  slot: ReleaseSlot = DEFAULT_SLOT,
): CalendarEntry[] {
  const today = beijingDay(new Date(now));
  const last: DayNum = today + horizon;
  const out: CalendarEntry[] = scheduled
    .filter((s) => s.at > now && beijingDay(new Date(s.at)) <= last)
    .sort((a, b) => a.at - b.at)
    .map((s) => {
      const day = beijingDay(new Date(s.at));
      return { kind: s.kind === 'new' ? 'release' : 'revision', period: { ...s.period, releaseDay: day, publishedAt: beijingInstant(s.at) } };
    });
  if (!latest) return out;
  for (const { period, skipped } of dueAfter(frequency, latest, slot)) {
    for (const gap of skipped) if (gap.releaseDay > today && gap.releaseDay <= last) out.push({ kind: 'gap', period: gap });
    if (period.releaseDay > last) break;
    if (Date.parse(period.publishedAt) > now) out.push({ kind: 'release', period });
  }
  return out;
}

/** The Beijing date of the family's next new period, or null when the calendar has none. */
export function nextReleaseOf(calendar: CalendarEntry[]): string | null {
  const next = calendar.find((e) => e.kind === 'release');
  return next ? next.period.publishedAt.slice(0, 10) : null;
}
