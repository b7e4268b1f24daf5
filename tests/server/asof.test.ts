/**
 * `asOf`: an index answered as published on a past day. The demo seed revises one period (DEMO_REVISION
 * in server/demo/seed.ts: project 22, four periods back, first published 0.6 lower and corrected with
 * the next period's release), so the day before that release shows the first estimate and today the
 * corrected value. A day in the future or a malformed day → 400.
 */
import { isoDate } from '../../server/model/calendar';
import { getDataset } from '../../mock/lib/dataset';
import { DEMO_REVISION, DEMO_REVISION_REASON } from '../../server/demo/seed';
import { BACKEND, request, seededAt, startServer, type TestServer } from './support/server';
import { nowMs } from '../../server/clock';

interface Point {
  period: string;
  indexValue: number;
  revised?: { firstValue: number; revisedAt: string; reason: string };
}
type Series = { nodeId: string; points: Point[] }[];

const family = getDataset(seededAt()).familyById.get(DEMO_REVISION.projId)!;
const revised = family.periods[family.periods.length - 1 - DEMO_REVISION.periodsBack];
const correction = family.periods[family.periods.length - DEMO_REVISION.periodsBack];
const dayBefore = isoDate(correction.releaseDay - 1);
const url = (query: string) => `/webapi/index/series?projId=${DEMO_REVISION.projId}${query}`;

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server?.stop());

async function series(query: string): Promise<Point[]> {
  const answer = await request(server.baseURL, url(query), { timeoutMs: 120_000 });
  expect({ status: answer.status, body: answer.status === 200 ? 'ok' : answer.json }).toEqual({ status: 200, body: 'ok' });
  return (answer.json as { data: Series }).data[0].points;
}

const valueOf = (points: Point[], period: string) => points.find((p) => p.period === period)?.indexValue;

describe(`asOf (${BACKEND})`, () => {
  it(`shows the first estimate of ${revised.key} the day before its correction (${dayBefore}), the corrected value without asOf`, async () => {
    const now = await series('');
    const then = await series(`&asOf=${dayBefore}`);
    // Then, the corrected period's release was still to come: the revised period was the latest.
    expect(then[then.length - 1].period).toBe(revised.key);
    expect(now.length).toBe(then.length + DEMO_REVISION.periodsBack);
    const corrected = valueOf(now, revised.key)!;
    const first = valueOf(then, revised.key)!;
    expect(Math.abs(first - (corrected + DEMO_REVISION.firstEstimateDelta))).toBeLessThanOrEqual(0.011);
    // Every other period of then is as it is now.
    expect(then.filter((p) => p.period !== revised.key).map((p) => [p.period, p.indexValue])).toEqual(
      now.slice(0, then.length).filter((p) => p.period !== revised.key).map((p) => [p.period, p.indexValue]),
    );
  });

  it(`shows the corrected value from the day of the correction (${isoDate(correction.releaseDay)})`, async () => {
    const now = await series('');
    const then = await series(`&asOf=${isoDate(correction.releaseDay)}`);
    expect(then[then.length - 1].period).toBe(correction.key);
    expect(valueOf(then, revised.key)).toBe(valueOf(now, revised.key));
  });

  it('marks the revised point with its first published value, the revision\'s time and reason; no other point, and not before the correction', async () => {
    const now = await series('');
    const first = valueOf(await series(`&asOf=${dayBefore}`), revised.key)!;
    expect(now.filter((p) => p.revised).map((p) => [p.period, p.revised])).toEqual([
      [revised.key, { firstValue: first, revisedAt: correction.publishedAt, reason: DEMO_REVISION_REASON }],
    ]);
    expect((await series(`&asOf=${dayBefore}`)).filter((p) => p.revised)).toEqual([]);
    // The snapshot's rows say so too.
    const snap = await request(server.baseURL, `/webapi/index/snapshot?projId=${DEMO_REVISION.projId}&period=${revised.key}`);
    const rows = (snap.json as { data: { rows: Point[] } }).data.rows;
    expect(rows.length).toBeGreaterThan(0); // every() of no rows is true
    expect(rows.every((r) => r.revised?.firstValue !== undefined && r.revised.reason === DEMO_REVISION_REASON)).toBe(true);
  });

  it('answers a day in the future, and malformed or impossible days, with 400 BAD_REQUEST', async () => {
    const future = isoDate(getDataset(new Date(nowMs())).today + 2);
    for (const asOf of [future, '2999-01-01', '2026-13-01', '2025-02-30', 'yesterday', '2025-1-1', '20250101', '']) {
      const answer = await request(server.baseURL, url(`&asOf=${encodeURIComponent(asOf)}`));
      expect({ asOf, status: answer.status, errorCode: (answer.json as { errorCode?: string })?.errorCode }).toEqual({ asOf, status: 400, errorCode: 'BAD_REQUEST' });
    }
  });

  it('answers a day before the first release with 404 NOT_FOUND', async () => {
    const answer = await request(server.baseURL, url('&asOf=2000-01-01'), { timeoutMs: 120_000 });
    expect({ status: answer.status, errorCode: (answer.json as { errorCode?: string })?.errorCode }).toEqual({ status: 404, errorCode: 'NOT_FOUND' });
  });
});
