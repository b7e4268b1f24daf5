/** A family's release slot (issue 45): the day after the period by default, else a weekday on or after it, at a Beijing time. */
import { parseIsoDate } from '../../../server/model/calendar';
import { DEFAULT_SLOT, monthPeriod, slotOf, weekPeriod } from '../../../server/model/periods';
import { nextPeriod } from '../../../server/model/releases';
import { monthIndex } from '../../../server/model/calendar';

const day = (iso: string) => parseIsoDate(iso)!;

describe('release slots', () => {
  it('keeps today’s rule by default: the Monday after the week, the first of the next month, 10:00', () => {
    expect(weekPeriod(day('2026-11-16'))).toMatchObject({ releaseDay: day('2026-11-23'), publishedAt: '2026-11-23T10:00:00+08:00' });
    expect(monthPeriod(monthIndex(2026, 10))).toMatchObject({ releaseDay: day('2026-11-01'), publishedAt: '2026-11-01T10:00:00+08:00' });
    expect(slotOf({ name: '青溪五金价格指数' })).toEqual(DEFAULT_SLOT);
  });

  it('releases on the first chosen weekday on or after the day after the period, at the chosen time', () => {
    const tuesday = { weekday: 2, time: '09:30' };
    expect(weekPeriod(day('2026-11-16'), tuesday)).toMatchObject({ releaseDay: day('2026-11-24'), publishedAt: '2026-11-24T09:30:00+08:00' });
    // October 2026 ends on a Saturday: the next Friday is 6 November; a Sunday slot is the 1st itself.
    expect(monthPeriod(monthIndex(2026, 10), { weekday: 5, time: '15:00' })).toMatchObject({ releaseDay: day('2026-11-06'), publishedAt: '2026-11-06T15:00:00+08:00' });
    expect(monthPeriod(monthIndex(2026, 10), { weekday: 7, time: '08:05' })).toMatchObject({ publishedAt: '2026-11-01T08:05:00+08:00' });
    expect(nextPeriod('week', weekPeriod(day('2026-11-16'), tuesday), tuesday)).toMatchObject({ key: '2026-11-23', publishedAt: '2026-12-01T09:30:00+08:00' });
  });

  it('reads the slot a family was set up with', () => {
    expect(slotOf({ setup: { releaseSlot: { weekday: 3, time: '16:00' }, movePct: 5 } })).toEqual({ weekday: 3, time: '16:00' });
  });
});
