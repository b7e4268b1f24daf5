/**
 * @jest-environment node
 *
 * The series answer's compact layout (`layout=columns`): what the server sends (server/model/answers.ts
 * `getSeriesAnswer`) reads back, through the portal's service (src/domain/seriesColumns.ts
 * `fromColumns`), as exactly the points the default layout answers; the guard refuses a malformed one.
 */
import fc from 'fast-check';
import { fromColumns, isSeriesColumns, toColumns } from '@/domain/seriesColumns';
import type { IndexPoint, IndexSeries, IndexSeriesColumns } from '@/types/webapi';
import { getDataset } from '../../../mock/lib/dataset';
import { getSeries, getSeriesAnswer } from '../../../server/model/answers';

const value = fc.double({ min: -1e6, max: 1e6, noNaN: true });
const maybe = fc.option(value, { nil: null });
const revision = fc.record({
  firstValue: value,
  revisedAt: fc.constant('2026-11-02T10:00:00+08:00'),
  reason: fc.string(),
});

/** A point of a weekly, monthly or quarterly family, with or without a revision and a stand-in 同比 week. */
const point = (part: 'week' | 'month' | 'quarter') =>
  fc
    .record({
      period: fc.string({ minLength: 1 }),
      year: fc.integer({ min: 1990, max: 2100 }),
      n: fc.integer({ min: 1, max: 53 }),
      indexValue: value,
      lastValue: maybe,
      sameValue: maybe,
      change: maybe,
      changePct: maybe,
      revised: fc.option(revision, { nil: undefined }),
      samePeriod: fc.option(fc.string(), { nil: undefined }),
    })
    .map(({ n, revised, samePeriod, ...p }): IndexPoint => ({
      ...p,
      [part]: n,
      ...(revised ? { revised } : {}),
      ...(samePeriod !== undefined ? { samePeriod } : {}),
    }));

const series = fc.constantFrom('week' as const, 'month' as const, 'quarter' as const).chain((part) =>
  fc.record({
    projId: fc.integer({ min: 1, max: 999 }),
    nodeId: fc.string(),
    name: fc.string(),
    points: fc.array(point(part), { maxLength: 40 }),
    breaks: fc.constant<IndexSeries['breaks']>([]),
    gaps: fc.constant<IndexSeries['gaps']>([]),
  }),
);

describe('series as columns', () => {
  it('reads back as the same points, whatever the series', () => {
    fc.assert(
      fc.property(series, (s: IndexSeries) => {
        const columns = toColumns(s);
        expect(isSeriesColumns(columns)).toBe(true);
        expect(fromColumns(columns)).toEqual(s);
      }),
    );
  });

  it("answers the demo's series, every node of every family, as the points the default layout answers", () => {
    const ds = getDataset();
    for (const fam of ds.families) {
      const query = {
        projId: String(fam.family.projId),
        nodeIds: fam.nodes.map((n) => n.id).join(','),
      };
      const points = getSeries(ds, query);
      const columns = getSeriesAnswer(ds, {
        ...query,
        layout: 'columns',
      }) as IndexSeriesColumns[];
      expect(columns.map(fromColumns)).toEqual(points);
      expect(JSON.stringify(columns).length).toBeLessThan(JSON.stringify(points).length / 2);
    }
    // The stand-in 同比 weeks travel too (a weekly family's Spring-Festival gaps have them).
    const weekly = ds.families.find((f) => f.family.frequency === 'week')!;
    const [root] = getSeriesAnswer(ds, {
      projId: String(weekly.family.projId),
      layout: 'columns',
    }) as IndexSeriesColumns[];
    expect(root.samePeriods.length).toBeGreaterThan(0);
  });

  it('refuses an answer whose columns are not all as long as its periods', () => {
    const [s] = getSeries(getDataset(), {
      projId: String(getDataset().families[0].family.projId),
    });
    const good = toColumns(s);
    expect(isSeriesColumns(good)).toBe(true);
    expect(
      isSeriesColumns({
        ...good,
        columns: {
          ...good.columns,
          indexValue: good.columns.indexValue.slice(1),
        },
      }),
    ).toBe(false);
    expect(isSeriesColumns({ ...good, revised: undefined })).toBe(false);
    expect(isSeriesColumns(s)).toBe(false);
  });
});
