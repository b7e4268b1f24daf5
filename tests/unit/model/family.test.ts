/**
 * @jest-environment node
 *
 * A family's points derived from its index values (server/model/family.ts), on the demo's weekly price index.
 */
import { isoDate } from '../../../server/model/calendar';
import { pointAt, seriesPoints } from '../../../server/model/family';
import { dataset } from './support';

const round2 = (x: number) => Math.round(x * 100) / 100;

describe('weekly price index (project 21)', () => {
  const ds = dataset();
  const fam = ds.familyById.get(21)!;

  it('derives lastValue, sameValue, change and changePct from indexValue', () => {
    for (const id of ['21-0', '21-5', '21-8-1', '21-11-2-1']) {
      const pts = seriesPoints(fam, id);
      expect(pts[0]).toMatchObject({ indexValue: 100, lastValue: null, change: null, changePct: null, sameValue: null });
      const weeklyMoves: number[] = [];
      for (let i = 1; i < pts.length; i += 1) {
        const cur = pts[i];
        const prev = pts[i - 1];
        expect(cur.change).toBe(round2(cur.indexValue - prev.indexValue));
        expect(cur.changePct).toBe(round2((cur.indexValue / prev.indexValue - 1) * 100));
        expect(cur.lastValue).toBe(round2((cur.indexValue / prev.indexValue) * 100));
        expect(Math.abs(cur.changePct! - (cur.lastValue! - 100))).toBeLessThanOrEqual(0.011);
        if (fam.periods[i].startDay - fam.periods[i - 1].startDay === 7) weeklyMoves.push(Math.abs(cur.changePct!));
      }
      // Weekly moves (a week after the week before it, not after a festival gap) are small.
      expect(Math.max(...weeklyMoves)).toBeLessThan(3);
      // sameValue: null in the first year, then against the week a year (52 weeks) earlier where that week was published.
      const firstYear = pts.filter((_, i) => fam.periods[i].startDay - 364 < fam.periods[0].startDay);
      expect(firstYear.map((pt) => [pt.period, pt.sameValue])).toEqual(firstYear.map((pt) => [pt.period, null]));
      const byKey = new Map(pts.map((p) => [p.period, p]));
      const withYearAgo = pts.flatMap((pt, i) => {
        const yearAgo = byKey.get(isoDate(fam.periods[i].startDay - 364));
        return yearAgo ? [{ pt, yearAgo }] : [];
      });
      expect(withYearAgo.map(({ pt }) => [pt.period, pt.sameValue])).toEqual(
        withYearAgo.map(({ pt, yearAgo }) => [pt.period, round2((pt.indexValue / yearAgo.indexValue) * 100)]),
      );
      expect(withYearAgo.length).toBeGreaterThan(400);
    }
    expect(pointAt(fam, '21-0', 60)).toEqual(seriesPoints(fam, '21-0')[60]);
  });
});
