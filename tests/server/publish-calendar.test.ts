/**
 * The release calendar and the public revision notes (issue 22, items 4 and 9). The calendar comes
 * from what the office scheduled and the planned gaps, not from a formula: a release approved for a
 * chosen time is the family's `nextRelease` and the first event of releases.ics at that time; the weeks
 * of the Spring-Festival closure are all-day 「春节休市，本周不发布」 events, never releases. The family
 * data lists the released revisions with their reasons, newest first: the demo's (seeded with its
 * reason) and one made in the back office.
 */
import { beijingDay, isoDate, isSpringFestivalWeek, parseIsoDate } from '../../server/model/calendar';
import { weekPeriod } from '../../server/model/periods';
import { getDataset } from '../../mock/lib/dataset';
import { familyCalendar } from '../../server/model/releases';
import { DEMO_REVISION, DEMO_REVISION_REASON } from '../../server/demo/seed';
import { AdminClient, oneTimePasswordIn, users, type Reply } from './support/admin';
import { BACKEND, freshDatabase, request, seededAt, startServer, type TestDatabase, type TestServer } from './support/server';
import { consistent, filled, templateRows } from '../support/indexTemplate';
import { nowMs } from '../../server/clock';

const PASSWORD = 'Calendar-pass-2026';
const PRICE = 21;

interface Family {
  projId: number;
  name: string;
  shortName: string;
  latestPeriod: string;
  nextRelease: string;
  revisions?: { period: string; year: number; week?: number; month?: number; revisedAt: string; reason: string }[];
}
interface Event {
  uid: string;
  summary: string;
  start: string;
  end?: string;
}

let server: TestServer;
let database: TestDatabase;
const as: Record<string, AdminClient> = {};
const data = <T>(r: Reply) => r.json.data as T;

beforeAll(async () => {
  database = await freshDatabase();
  server = await startServer({ database, env: { VERSION_TTL_MS: '500' } });
  for (const [name, role] of [
    ['editor1', 'editor'],
    ['reviewer1', 'reviewer'],
  ]) {
    const client = new AdminClient(server.baseURL);
    await client.firstSignIn(name, oneTimePasswordIn(await users(server.database, 'add', name, '--role', role)), PASSWORD);
    as[role] = client;
  }
}, 300_000);
afterAll(async () => {
  await server?.stop();
  await database?.drop();
});

const families = async () => ((await request(server.baseURL, '/webapi/index/families')).json as { data: Family[] }).data;

/** The VEVENTs of releases.ics, unfolded. */
async function events(): Promise<Event[]> {
  const res = await request(server.baseURL, '/webapi/feeds/releases.ics');
  expect(res.status).toBe(200);
  const text = String(res.body ?? '').replace(/\r\n /g, '');
  return text
    .split('BEGIN:VEVENT')
    .slice(1)
    .map((block) => {
      const field = (name: string) => new RegExp(`^${name}[;:](.*)$`, 'm').exec(block)?.[1];
      return { uid: field('UID')!, summary: field('SUMMARY')!, start: field('DTSTART')!, end: field('DTEND') };
    });
}

/** `TZID=Asia/Shanghai:20261130T100000` of an instant. */
const icsStart = (ms: number) => `TZID=Asia/Shanghai:${new Date(ms + 8 * 3_600_000).toISOString().slice(0, 19).replace(/[-:]/g, '')}`;

describe(`the release calendar and the revision notes (${BACKEND})`, () => {
  it('marks every Spring-Festival week within the horizon as a gap, never as a release (the rules, on fixed days)', () => {
    // 2027: 春节 on 6 February, the market closed 4–13 February: the weeks of 1 and 8 February are not published.
    const latest = weekPeriod(parseIsoDate('2027-01-18')!);
    const now = Date.parse('2027-01-26T12:00:00+08:00');
    const calendar = familyCalendar('week', latest, [], now);
    const keys = (kind: string) => calendar.filter((e) => e.kind === kind).map((e) => e.period.key);
    expect(keys('gap')).toEqual(['2027-02-01', '2027-02-08']);
    expect(keys('release').slice(0, 3)).toEqual(['2027-01-25', '2027-02-15', '2027-02-22']);
    // In time order: the gaps sit between the releases of 1 and 22 February.
    expect(calendar.slice(0, 4).map((e) => `${e.kind} ${e.period.publishedAt.slice(0, 10)}`)).toEqual([
      'release 2027-02-01',
      'gap 2027-02-08',
      'gap 2027-02-15',
      'release 2027-02-22',
    ]);
  });

  it('releases.ics: the weeks due at their slot, each Spring-Festival week in the horizon an all-day 「春节休市，本周不发布」', async () => {
    const price = (await families()).find((f) => f.projId === PRICE)!;
    const all = await events();
    const today = beijingDay(new Date(nowMs()));
    // Week by week from the latest released one: what the calendar must say, in time order.
    const want: string[] = [];
    for (let monday = parseIsoDate(price.latestPeriod)! + 7; weekPeriod(monday).releaseDay <= today + 91; monday += 7) {
      const p = weekPeriod(monday);
      if (isSpringFestivalWeek(monday)) want.push(`gap-${PRICE}-${p.key} VALUE=DATE:${isoDate(p.releaseDay).replace(/-/g, '')} ${price.shortName}：春节休市，本周不发布`);
      else if (Date.parse(p.publishedAt) > nowMs()) want.push(`release-${PRICE}-${p.key} ${icsStart(Date.parse(p.publishedAt))} ${price.name} ${p.label} 发布`);
    }
    const got = all.filter((e) => e.uid.startsWith(`release-${PRICE}-`) || e.uid.startsWith(`gap-${PRICE}-`)).map((e) => `${e.uid.split('@')[0]} ${e.start} ${e.summary}`);
    expect(got).toEqual(want);
    // Only the weekly family has a festival gap; the monthly ones publish on the 1st whatever the festival.
    expect(all.filter((e) => e.uid.startsWith('gap-') && !e.uid.startsWith(`gap-${PRICE}-`))).toEqual([]);
  });

  it('the family data lists the seeded revision with its reason; a family never revised lists none', async () => {
    const list = await families();
    const ds = getDataset(seededAt());
    const fam = ds.familyById.get(DEMO_REVISION.projId)!;
    const revised = fam.periods[fam.periods.length - 1 - DEMO_REVISION.periodsBack];
    const correction = fam.periods[fam.periods.length - DEMO_REVISION.periodsBack];
    expect(list.find((f) => f.projId === DEMO_REVISION.projId)!.revisions).toEqual([
      { period: revised.key, year: revised.year, month: revised.month, revisedAt: correction.publishedAt, reason: DEMO_REVISION_REASON },
    ]);
    expect(list.find((f) => f.projId === PRICE)!.revisions).toEqual([]);
  });

  it('a release approved for a chosen time is the next release and the first event, at that time', async () => {
    const admin = (await as.editor.send('GET', '/webapi/admin/index/families')).json.data as { projId: number; next: { period: string } }[];
    const next = admin.find((f) => f.projId === PRICE)!.next;
    const t = await as.editor.send('GET', `/webapi/admin/index/template?projId=${PRICE}&period=${next.period}`);
    const { book, rows } = await templateRows(t.bytes);
    const imp = data<{ id: number; errors: number }>(
      await as.editor.send('POST', `/webapi/admin/index/imports?projId=${PRICE}&period=${next.period}&filename=w.xlsx`, await filled(book, consistent(rows, (r) => r.previous * 1.002))),
    );
    expect(imp.errors).toBe(0);
    // A whole second two minutes ahead: long enough for the checks below, not the Monday slot.
    const at = Math.ceil((nowMs() + 120_000) / 1000) * 1000;
    const pub = data<{ id: number }>(await as.editor.send('POST', '/webapi/admin/index/publications', { importId: imp.id, publishAt: new Date(at).toISOString() }));
    expect((await as.reviewer.send('POST', `/webapi/admin/index/publications/${pub.id}/review`, { decision: 'approve', acknowledgeWarnings: true })).status).toBe(200);

    const price = (await families()).find((f) => f.projId === PRICE)!;
    expect(price.latestPeriod < next.period).toBe(true);
    expect(price.nextRelease).toBe(isoDate(beijingDay(new Date(at))));
    const mine = (await events()).filter((e) => e.uid.startsWith(`release-${PRICE}-`));
    expect(mine[0]).toMatchObject({ uid: expect.stringContaining(`-${next.period}@`), start: icsStart(at) });
    // After it, the next week the market is open, at its own slot.
    let monday = parseIsoDate(next.period)! + 7;
    while (isSpringFestivalWeek(monday)) monday += 7;
    const after = weekPeriod(monday);
    expect(mine[1]).toMatchObject({ uid: expect.stringContaining(`-${after.key}@`), start: icsStart(Date.parse(after.publishedAt)) });
  });

  it('a revision made in the back office is listed first, with its reason and time', async () => {
    const price = (await families()).find((f) => f.projId === PRICE)!;
    const period = price.latestPeriod;
    const t = await as.editor.send('GET', `/webapi/admin/index/template?projId=${PRICE}&period=${period}`);
    const { book, rows } = await templateRows(t.bytes);
    const snap = (await request(server.baseURL, `/webapi/index/snapshot?projId=${PRICE}&period=${period}`)).json as { data: { rows: { nodeId: string; indexValue: number }[] } };
    const now = new Map(snap.data.rows.map((r) => [r.nodeId, r.indexValue]));
    const leaf = rows.find((r) => r.level === 4)!;
    const values = consistent(rows, (r) => (r.code === leaf.code ? now.get(r.code)! + 2 : now.get(r.code)!));
    for (const r of rows) if (!values.has(r.code)) values.set(r.code, now.get(r.code)!);
    const report = data<{ id: number; errors: number }>(await as.editor.send('POST', `/webapi/admin/index/imports?projId=${PRICE}&period=${period}&filename=r.xlsx`, await filled(book, values)));
    expect(report.errors).toBe(0);
    const reason = '一家报价点更正了报价';
    const pub = data<{ id: number }>(await as.editor.send('POST', '/webapi/admin/index/publications', { importId: report.id, reason }));
    const before = nowMs();
    const approved = data<{ publishedAt: string }>(await as.reviewer.send('POST', `/webapi/admin/index/publications/${pub.id}/review`, { decision: 'approve', acknowledgeWarnings: true }));
    const revisions = (await families()).find((f) => f.projId === PRICE)!.revisions!;
    expect(revisions).toHaveLength(1);
    expect(revisions[0]).toMatchObject({ period, reason, revisedAt: approved.publishedAt });
    expect(Date.parse(revisions[0].revisedAt)).toBeGreaterThanOrEqual(before - 1000);
  });
});
