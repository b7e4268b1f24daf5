/**
 * The demo keeps itself current (issue 22, item 8): a demo site seeded five weeks ago, served by the
 * real server, publishes by itself every weekly and monthly period whose release slot has passed since,
 * and the raw-material quotes of every quote day since, through the import, review and release of an office (the disabled accounts demo.editor and
 * demo.approver, who cannot sign in); the public /webapi shows the periods with the generator's
 * numbers and the week's commentary, the back office their publications and the audit trail. Run again, the job does nothing.
 * With its clock set, a site seeded before the 2026 Spring Festival catches up past it without the
 * festival weeks. The job runs in-process in tests/server/support/demo-job.ts.
 *
 * Its subject is the job, not the database (it publishes through the office's own path, which the
 * publish tests run on both): in the first pass only (ONCE, scripts/test-server.mjs). Which of several
 * instances on one PostgreSQL runs it: instances.test.ts.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { isSpringFestivalDay, isSpringFestivalWeek, parseIsoDate } from '../../server/model/calendar';
import { createDataset } from '../../mock/lib/dataset';
import type { PeriodInfo } from '../../server/model/types';
import { AdminClient, oneTimePasswordIn, users } from './support/admin';
import { queryRows } from './support/sql';
import { freshDatabase, request, ROOT, startServer, type TestDatabase, type TestServer } from './support/server';
import { nowMs } from '../../server/clock';

const SITE = 'qingxi-hardware';
const DAY = 86_400_000;

let database: TestDatabase;
let server: TestServer | null = null;

beforeAll(async () => {
  database = await freshDatabase({ seeded: false });
}, 60_000);
afterAll(async () => {
  await server?.stop();
  await database?.drop();
});

interface Run {
  released: { site: string; dataset: string; projId: number; period: string; publicationId: number }[];
  problems: string[];
}

/** `seed` or `run` the demo job with its clock at `at`, on the test's database (no server holding it). */
function job<T>(command: 'seed' | 'run', site: string, at: Date): T {
  const out = execFileSync(process.execPath, ['--import', 'tsx', path.join(ROOT, 'tests/server/support/demo-job.ts'), command, site, at.toISOString()], {
    cwd: ROOT,
    encoding: 'utf8',
    env: { ...process.env, ...database.env },
    maxBuffer: 16 << 20,
  });
  return JSON.parse(out.trim().split('\n').pop()!) as T;
}

/** What the generator has at `to` that it did not have at `from`, released by `to`: per family, oldest first. */
function newPeriods(from: Date, to: Date): Map<number, { periods: PeriodInfo[]; values: Map<string, number> }> {
  const before = createDataset(from);
  const after = createDataset(to);
  const out = new Map<number, { periods: PeriodInfo[]; values: Map<string, number> }>();
  for (const f of after.families) {
    // What the site had out at `from` (the seed leaves a period due later that day out).
    const had = new Set(before.familyById.get(f.family.projId)!.periods.filter((p) => Date.parse(p.publishedAt) <= from.getTime()).map((p) => p.key));
    const root = f.nodes[0].id;
    const periods = f.periods.filter((p) => !had.has(p.key) && Date.parse(p.publishedAt) <= to.getTime());
    out.set(f.family.projId, { periods, values: new Map(periods.map((p) => [p.key, f.values.get(root)![f.periodIndex.get(p.key)!]])) });
  }
  return out;
}

/** The generator's quote days at `to` that it did not have at `from`, oldest first, with each material's price. */
function newQuotes(from: Date, to: Date): { date: string; prices: Map<string, number> }[] {
  const had = new Set(createDataset(from).materials[0].quotes.map((q) => q.date));
  const { materials } = createDataset(to);
  return materials[0].quotes
    .filter((q) => !had.has(q.date))
    .map(({ date }) => ({ date, prices: new Map(materials.map((m) => [m.info.id, m.quotes.find((q) => q.date === date)!.price])) }));
}

/** A publication's key: `21:2026-11-16` for an index period, `materials:2026-11-20` for a quote day. */
const keyOf = (p: { dataset: string; projId: number; period: string }) => (p.dataset === 'index' ? `${p.projId}:${p.period}` : `${p.dataset}:${p.period}`);
const keysOf = (run: Run) => run.released.map(keyOf).sort();
const wantedKeys = (periods: ReturnType<typeof newPeriods>, quotes: ReturnType<typeof newQuotes>) =>
  [...[...periods].flatMap(([projId, e]) => e.periods.map((p) => `${projId}:${p.key}`)), ...quotes.map((q) => `materials:${q.date}`)].sort();

describe('the demo publishes its new periods itself', () => {
  const seededAt = new Date(nowMs() - 35 * DAY);
  let expected: ReturnType<typeof newPeriods>;
  let quotes: ReturnType<typeof newQuotes>;

  it('a server started on a demo site seeded five weeks ago publishes what came due since, as the public site shows', async () => {
    job('seed', SITE, seededAt);
    server = await startServer({ database, env: { DEMO_PUBLISH: '1' } });
    const startedAt = new Date(nowMs());
    expected = newPeriods(seededAt, startedAt);
    quotes = newQuotes(seededAt, startedAt);
    // Five weeks always hold a weekly release and a monthly one (every family).
    expect(expected.get(21)!.periods.length).toBeGreaterThanOrEqual(3);
    for (const projId of [22, 23, 24, 25]) expect(expected.get(projId)!.periods.length).toBeGreaterThanOrEqual(1);
    // And the Friday quotes of at least four weeks.
    expect(quotes.length).toBeGreaterThanOrEqual(4);

    type Family = { projId: number; latestPeriod: string };
    const families = async () => ((await request(server!.baseURL, `/webapi/index/families?siteCode=${SITE}`)).json as { data: Family[] }).data;
    const caughtUp = (list: Family[]) => [...expected].every(([projId, e]) => list.find((f) => f.projId === projId)!.latestPeriod === e.periods[e.periods.length - 1].key);
    const until = Date.now() + 240_000;
    let shown = await families();
    while (!caughtUp(shown) && Date.now() < until) {
      await new Promise((r) => {
        setTimeout(r, 1000);
      });
      shown = await families();
    }
    expect(Object.fromEntries(shown.map((f) => [f.projId, f.latestPeriod]))).toEqual(Object.fromEntries([...expected].map(([projId, e]) => [projId, e.periods[e.periods.length - 1].key])));

    // The numbers continue the generator's series: the root of every family, period by period.
    for (const [projId, e] of expected) {
      const r = await request(server.baseURL, `/webapi/index/series?siteCode=${SITE}&projId=${projId}`);
      expect(r.status).toBe(200);
      const { data } = r.json as { data: { points: { period: string; indexValue: number }[] }[] | { series: { points: { period: string; indexValue: number }[] }[] } };
      const points = (Array.isArray(data) ? data : data.series)[0].points;
      const tail = points.slice(-e.periods.length);
      expect(tail.map((p) => [p.period, p.indexValue])).toEqual(e.periods.map((p) => [p.key, e.values.get(p.key)]));
    }

    // The raw-material quotes of every new quote day, the generator's prices: the latest on the list, each day in a series.
    type Material = { id: string; latest: { date: string; price: number } };
    const last = quotes[quotes.length - 1];
    const materials = async () => ((await request(server!.baseURL, `/webapi/materials?siteCode=${SITE}`)).json as { data: Material[] }).data;
    let listed = await materials();
    while (listed.some((m) => m.latest.date !== last.date) && Date.now() < until) {
      await new Promise((r) => {
        setTimeout(r, 1000);
      });
      listed = await materials();
    }
    expect(listed.map((m) => [m.id, m.latest])).toEqual([...last.prices].map(([id, price]) => [id, { date: last.date, price }]));
    const first = listed[0].id;
    const series = (await request(server.baseURL, `/webapi/materials/${first}/prices?siteCode=${SITE}&from=${quotes[0].date}&to=${last.date}`)).json as { data: { points: { date: string; price: number }[] } };
    expect(series.data.points).toEqual(quotes.map((q) => ({ date: q.date, price: q.prices.get(first) })));

    // The week's 指数评论 comes out with it, completed with the generator's 后市展望 (no placeholder left).
    const week = expected.get(21)!.periods[expected.get(21)!.periods.length - 1];
    const snap = (await request(server.baseURL, `/webapi/index/snapshot?siteCode=${SITE}&projId=21`)).json as { data: { period: string; commentId?: number } };
    expect(snap.data.period).toBe(week.key);
    const article = (await request(server.baseURL, `/webapi/articles/${snap.data.commentId}?siteCode=${SITE}`)).json as { data: { title: string; content: string } };
    const generated = createDataset(startedAt);
    const own = generated.articleById.get(generated.commentByPeriod.get(`21:${week.key}`)!)!;
    const text = (html: string) => html.replace(/<[^>]+>/g, '');
    expect(article.data.title).toBe(own.title);
    expect(text(article.data.content)).toContain(text(own.content.slice(own.content.indexOf('<h2>五、后市展望</h2>'))));
    expect(article.data.content).not.toContain('【请编辑补充后市展望】');
  });

  it('the back office shows each release imported by demo.editor and approved by demo.approver, in the audit trail too', async () => {
    const admin = new AdminClient(server!.baseURL);
    await admin.firstSignIn('admin1', oneTimePasswordIn(await users(database, 'add', 'admin1', '--role', 'admin')), 'Demo-job-pass-2026');
    // The job's new periods (the seed's own demo revision is the site's history, not the job's).
    const pubs = (
      (await admin.send('GET', `/webapi/admin/index/publications`)).json.data as { dataset: string; projId: number; period: string; kind: string; state: string; importedBy: string; submittedBy: string; reviewedBy: string }[]
    ).filter((p) => p.kind === 'new');
    expect(pubs.map(keyOf).sort()).toEqual(wantedKeys(expected, quotes));
    for (const p of pubs) expect(p).toMatchObject({ state: 'published', importedBy: 'demo.editor', submittedBy: 'demo.editor', reviewedBy: 'demo.approver' });

    type Trail = { list: { action: string; after: { period: string } }[]; total: number };
    const trail = (await admin.send('GET', '/webapi/admin/audit?account=demo.approver&action=index.approve&pageSize=100')).json.data as Trail;
    expect(trail.total).toBe([...expected].reduce((n, [, e]) => n + e.periods.length, 0));
    const quoteTrail = (await admin.send('GET', '/webapi/admin/audit?account=demo.approver&action=data.approve&pageSize=100')).json.data as Trail;
    expect(quoteTrail.list.map((e) => e.after.period).sort()).toEqual(quotes.map((q) => q.date));
  });

  it('nobody signs in as demo.editor or demo.approver: each is disabled and holds a hash no password matches, and either alone keeps a real password out', async () => {
    // As the job left them, read once the server is done with the folder.
    await server!.stop();
    server = null;
    const stored = await queryRows<{ name: string; role: string; password_hash: string; disabled: boolean }>(
      database,
      `select name, role, password_hash, disabled_at is not null as disabled from account where name like 'demo.%' order by name`,
    );
    expect(stored.map(({ name, role, disabled }) => ({ name, role, disabled }))).toEqual([
      { name: 'demo.approver', role: 'reviewer', disabled: true },
      { name: 'demo.editor', role: 'editor', disabled: true },
    ]);
    // The server verifies argon2 strings only: any other hash matches no password.
    for (const { password_hash: hash } of stored) expect(hash).not.toMatch(/^\$argon2/);

    server = await startServer({ database, env: { DEMO_PUBLISH: '0' } });
    const status = async (name: string, password: string) => (await new AdminClient(server!.baseURL).signIn(name, password)).status;
    for (const { name, password_hash: hash } of stored) {
      expect({ name, plausible: await status(name, 'any-password-2026'), hash: await status(name, hash) }).toEqual({ name, plausible: 401, hash: 401 });
    }

    // Either defence alone, on demo.editor, and the control: with both gone the same sign-in lets it in, so
    // the 401s above come from the accounts, not from a sign-in that refuses everyone. (Four failures at
    // most before the success: the fifth would lock the name.)
    const admin = new AdminClient(server.baseURL);
    expect((await admin.signIn('admin1', 'Demo-job-pass-2026')).status).toBe(200);
    const editor = ((await admin.send('GET', '/webapi/admin/accounts')).json.data as { id: number; name: string }[]).find((a) => a.name === 'demo.editor')!;
    const turn = async (on: boolean) => expect((await admin.send('PATCH', `/webapi/admin/accounts/${editor.id}`, { disabled: !on })).status).toBe(200);
    // Turned on, the stored hash still lets nothing in.
    await turn(true);
    expect(await status('demo.editor', stored.find((a) => a.name === 'demo.editor')!.password_hash)).toBe(401);
    // A real password (argon2, as `npm run users -- reset` sets it): refused while the account is off, let in once it is on.
    await turn(false);
    const password = oneTimePasswordIn(await users(database, 'reset', 'demo.editor'));
    expect(await status('demo.editor', password)).toBe(401);
    await turn(true);
    expect(await status('demo.editor', password)).toBe(200);
    // Off again, as the job requires of its accounts (it refuses to publish as one that can sign in).
    await turn(false);
    expect(await status('demo.editor', password)).toBe(401);
    await server.stop();
    server = null;
  });

  it('run again at the same time, the job does nothing', () => {
    const again = job<Run>('run', SITE, new Date(nowMs()));
    expect(again).toMatchObject({ released: [], problems: [] });
  });

  it('with its clock set, a site seeded before the 2026 Spring Festival catches up past it, skipping the festival weeks', () => {
    const seeded = new Date('2026-02-09T12:00:00+08:00');
    const clock = new Date('2026-03-17T12:00:00+08:00');
    job('seed', 'demo-festival', seeded);
    const want = newPeriods(seeded, clock);
    const run = job<Run>('run', 'demo-festival', clock);
    expect(run.problems).toEqual([]);
    expect(keysOf(run)).toEqual(wantedKeys(want, newQuotes(seeded, clock)));
    // The market is closed over the festival: no quote day in it.
    expect(run.released.filter((r) => r.dataset === 'materials').some((r) => isSpringFestivalDay(parseIsoDate(r.period)!))).toBe(false);

    const weeks = run.released.filter((r) => r.projId === 21).map((r) => parseIsoDate(r.period)!);
    expect(weeks.length).toBeGreaterThanOrEqual(2);
    expect(weeks.some((w) => isSpringFestivalWeek(w))).toBe(false);
    // The festival gap: a week released after it follows the one before by more than a week.
    const created = createDataset(seeded).familyById.get(21)!;
    const all = [created.periods[created.periods.length - 1].startDay, ...weeks];
    expect(all.slice(1).some((w, i) => w - all[i] > 7)).toBe(true);

    expect(job<Run>('run', 'demo-festival', clock)).toMatchObject({ released: [], problems: [] });
  });
});
