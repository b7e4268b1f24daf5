/**
 * @jest-environment node
 *
 * The gaps a chart shades: every run of periods with no release between two released ones, planned
 * when it is the Spring-Festival closure; and 同比 across a gap names the period it compares with.
 */
import { isoDate, isSpringFestivalWeek, parseIsoDate } from '../../../server/model/calendar';
import { getDataset } from '../../../mock/lib/dataset';
import { historyWithin, releaseGaps } from '../../../server/model/history';
import { PRICE_PROJ } from '../../../mock/lib/indices';
import { seriesPoints } from '../../../server/model/family';

const price = getDataset().familyById.get(PRICE_PROJ)!;

describe('release gaps', () => {
  const gaps = releaseGaps(price);

  it('finds one planned gap a year in the weekly index: the Spring-Festival weeks, none of them published', () => {
    const years = new Set(price.periods.map((p) => p.year));
    expect(gaps.length).toBeGreaterThanOrEqual(years.size - 1);
    const keys = new Set(price.periods.map((p) => p.key));
    for (const g of gaps) {
      expect(g.planned).toBe(true);
      const mondays = Array.from({ length: g.periods }, (_, k) => parseIsoDate(g.from.period)! + 7 * k);
      expect(mondays.every(isSpringFestivalWeek)).toBe(true);
      expect(mondays.some((d) => keys.has(isoDate(d)))).toBe(false);
      // The gap sits between the two releases around it.
      expect(parseIsoDate(g.after)! + 7).toBe(parseIsoDate(g.from.period));
      expect(parseIsoDate(g.to.period)! + 7).toBe(parseIsoDate(g.before));
    }
  });

  it('a monthly family with every month published has none; a month left out is a gap not planned', () => {
    const monthly = getDataset().families.find((f) => f.family.frequency === 'month')!;
    expect(releaseGaps(monthly)).toEqual([]);
    const i = monthly.periods.length - 3;
    const holed = { ...monthly, periods: monthly.periods.filter((_, k) => k !== i) };
    expect(releaseGaps(holed)).toEqual([
      {
        after: monthly.periods[i - 1].key,
        before: monthly.periods[i + 1].key,
        from: { period: monthly.periods[i].key, year: monthly.periods[i].year, month: monthly.periods[i].month },
        to: { period: monthly.periods[i].key, year: monthly.periods[i].year, month: monthly.periods[i].month },
        periods: 1,
        planned: false,
      },
    ]);
  });

  it('a series carries the gaps within its range only', () => {
    const last = gaps[gaps.length - 1];
    expect(historyWithin(price, last.after, last.before).gaps).toEqual([last]);
    expect(historyWithin(price, last.before, price.periods[price.periods.length - 1].key).gaps).toEqual([]);
  });

  it('同比 of the week after a gap whose year-earlier week was not published names the week it compares with', () => {
    const points = seriesPoints(price, price.nodes[0].id);
    const standIns = points.filter((p) => p.samePeriod);
    expect(standIns.length).toBeGreaterThan(0);
    for (const p of standIns) {
      const yearAgo = parseIsoDate(p.period)! - 364;
      // That week was in a gap, so the last week published before it stands in.
      expect(isSpringFestivalWeek(yearAgo)).toBe(true);
      expect(parseIsoDate(p.samePeriod!)!).toBeLessThan(yearAgo);
    }
  });
});
