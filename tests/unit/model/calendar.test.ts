/**
 * @jest-environment node
 */
import { dayOf, isoWeek, parseIsoDate, SPRING_FESTIVAL } from '../../../server/model/calendar';

describe('calendar', () => {
  it('computes ISO weeks', () => {
    expect(isoWeek(dayOf(2016, 1, 4))).toEqual({ year: 2016, week: 1 });
    expect(isoWeek(dayOf(2026, 11, 9))).toEqual({ year: 2026, week: 46 });
    expect(isoWeek(dayOf(2018, 12, 31))).toEqual({ year: 2019, week: 1 });
    expect(isoWeek(dayOf(2021, 1, 3))).toEqual({ year: 2020, week: 53 });
  });
  it('knows the Spring Festival of 2015–2035', () => {
    for (let y = 2015; y <= 2035; y += 1) {
      const d = parseIsoDate(SPRING_FESTIVAL[y]);
      expect(d).not.toBeNull();
      const month = Number(SPRING_FESTIVAL[y].slice(5, 7));
      expect(month === 1 || month === 2).toBe(true);
    }
    expect(SPRING_FESTIVAL[2026]).toBe('2026-02-17');
  });
});
