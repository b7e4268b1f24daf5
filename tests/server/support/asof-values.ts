/**
 * The work of tests/server/asof-values.test.ts, in its own Node process (PGlite loads itself with
 * import(), which jest's sandbox lacks): on a copy of the seeded demo (DATA_DIR or DATABASE_URL),
 * revises two values of family 21 twice (new vintages, as a correction does), then answers series and
 * snapshots as of many days through the operations the server runs (server/webapi/operations.ts, which
 * read only the values an answer shows) and through the whole family as of the same instant (what every
 * asOf answer read before), and prints, as JSON, the answers that differ and what the revised values
 * looked like on the days around their revisions.
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
import { openPglite, openPostgres, type Database } from '../../../server/db/client';
import { endOfBeijingDay, endOfMillisecond, listSites, loadFamilies, publicationInstants } from '../../../server/db/read';
import * as t from '../../../server/db/schema';
import * as api from '../../../server/model/answers';
import { ApiError } from '../../../server/model/errors';
import { beijingDay, isoDate } from '../../../server/model/calendar';
import type { Dataset } from '../../../server/model/types';
import { JSON_OPERATIONS, type Call } from '../../../server/webapi/operations';
import { Store } from '../../../server/store';
import { nowMs } from '../../../server/clock';

const PROJ = 21;
/** Revised twice: a 大类 and one of its children, in a period in the middle of the history. */
const REVISED_NODES = ['21-1', '21-1-1'];

/** An answer, or the error it is (status, code, message), as text. */
async function outcome(make: () => unknown): Promise<string> {
  try {
    return JSON.stringify(await make());
  } catch (e) {
    if (e instanceof ApiError) return JSON.stringify({ status: e.status, code: e.code, message: e.message });
    throw e;
  }
}

async function open(): Promise<Database> {
  if (process.env.DATABASE_URL) return openPostgres(process.env.DATABASE_URL);
  return openPglite(process.env.DATA_DIR!);
}

async function main() {
  const database = await open();
  const { db } = database;
  const [site] = await listSites(db);
  const store = new Store(db, 0);
  const ds0 = await store.dataset(site);
  const fam = ds0.familyById.get(PROJ)!;
  const periods = fam.periods;
  // The revised period, the one after it and the one a year after it (its 环比 and 同比 read the revised value).
  const k = Math.floor(periods.length / 2);
  const revisedPeriod = periods[k];
  const next = periods[k + 1];
  const yearAfter = periods.find((p) => p.startDay >= revisedPeriod.startDay + 364)!;
  // First revision a day after the next period's release, second a week later (10:00 Beijing).
  const firstAt = new Date((next.releaseDay + 1) * 86_400_000 + 2 * 3_600_000);
  const secondAt = new Date((next.releaseDay + 8) * 86_400_000 + 2 * 3_600_000);
  const revise = async (at: Date, delta: number) => {
    await db.transaction(async (tx) => {
      const current = and(eq(t.indexObservation.siteId, site.id), eq(t.indexObservation.projId, PROJ), eq(t.indexObservation.period, revisedPeriod.key), isNull(t.indexObservation.supersededAt));
      const rows = await tx.select().from(t.indexObservation).where(current);
      for (const r of rows.filter((row) => REVISED_NODES.includes(row.nodeId))) {
        await tx
          .update(t.indexObservation)
          .set({ supersededAt: at.toISOString() })
          .where(and(current, eq(t.indexObservation.nodeId, r.nodeId)));
        await tx.insert(t.indexObservation).values({ ...r, value: r.value + delta, publishedAt: at.toISOString(), supersededAt: null });
      }
    });
  };
  await revise(firstAt, 5);
  await revise(secondAt, 2);
  await db.update(t.site).set({ indexVersion: sql`${t.site.indexVersion} + 1` }).where(eq(t.site.id, site.id));

  // A fresh store (nothing cached), on the site as it is now.
  const [now] = await listSites(db);
  const live = new Store(db, 0);
  const ds = await live.dataset(now);
  const instants = await publicationInstants(db, now.id);
  // The values' instants, read plainly (every row): publicationInstants reads them by a loose index scan.
  const plain = ((await db.execute(sql`select distinct floor(extract(epoch from published_at) * 1000)::float8 as at from index_observation where site_id = ${now.id}
    union select distinct floor(extract(epoch from superseded_at) * 1000)::float8 from index_observation where site_id = ${now.id} and superseded_at is not null`)) as unknown as { rows: { at: number }[] }).rows.map((r) => Number(r.at));
  const missing = plain.filter((at) => !instants.includes(at));
  // The whole family as of the end of `day`, as asOfDataset read it before: the reference.
  const fullDataset = async (day: string): Promise<Dataset> => {
    const end = Math.min(Date.parse(endOfBeijingDay(day)), nowMs());
    const last = instants.filter((i) => i <= end).pop();
    const families = last === undefined ? [] : await loadFamilies(db, now.id, endOfMillisecond(last), PROJ);
    return { ...ds, families, familyById: new Map(families.map((f) => [f.family.projId, f])) };
  };

  const days = new Set<string>();
  for (const p of [periods[0], periods[1], periods[Math.floor(k / 2)], revisedPeriod, next, yearAfter, periods[periods.length - 2], periods[periods.length - 1]]) {
    days.add(isoDate(p.releaseDay - 1));
    days.add(isoDate(p.releaseDay));
  }
  for (const at of [firstAt, secondAt]) for (const d of [-1, 0, 1]) days.add(isoDate(beijingDay(at) + d));
  days.add(ds.todayIso);

  const seriesQueries: Record<string, string>[] = [
    {},
    { nodeIds: '21-0' },
    { nodeIds: '21-0,21-1,21-2,21-3,21-4' },
    { nodeIds: REVISED_NODES.join(',') },
    { nodeIds: `21-2,${REVISED_NODES[1]}`, from: revisedPeriod.key, to: yearAfter.key },
    { nodeIds: '21-0,no-such-node' },
  ];
  const snapshotQueries: Record<string, string>[] = [{}, { period: revisedPeriod.key }, { period: next.key }, { period: yearAfter.key }, { period: periods[0].key }, { period: 'not-a-period' }];

  const result = { checks: 0, differ: [] as string[], notPublished: [] as string[], seen: {} as Record<string, { value?: number; firstValue?: number; snapshotValue?: number }> };
  for (const day of [...days].sort()) {
    const full = await fullDataset(day);
    // Nothing of the family out yet: asOfDataset answers NOT_FOUND before any answer function runs.
    if (!full.families.length) {
      result.notPublished.push(day);
      continue;
    }
    const call = (query: Record<string, string>): Call => ({ ds, site: now, store: live, query: { projId: String(PROJ), asOf: day, ...query }, params: {}, origin: 'http://localhost' });
    for (const query of seriesQueries) {
      result.checks += 1;
      const asked = await outcome(() => JSON_OPERATIONS.getIndexSeries(call(query)));
      const whole = await outcome(() => api.getSeries(full, { projId: String(PROJ), ...query }));
      if (asked !== whole) result.differ.push(`series ${JSON.stringify(query)} as of ${day}`);
    }
    for (const query of snapshotQueries) {
      result.checks += 1;
      const asked = await outcome(() => JSON_OPERATIONS.getIndexSnapshot(call(query)));
      const whole = await outcome(() => api.getSnapshot(full, { projId: String(PROJ), ...query }));
      if (asked !== whole) result.differ.push(`snapshot ${JSON.stringify(query)} as of ${day}`);
    }
    // What the revised 大类 showed that day, through the operations (not the reference).
    const series = JSON.parse(await outcome(() => JSON_OPERATIONS.getIndexSeries(call({ nodeIds: REVISED_NODES[0] })))) as { points: { period: string; indexValue: number; revised?: { firstValue: number } }[] }[];
    const point = series[0]?.points?.find((p) => p.period === revisedPeriod.key);
    const snap = JSON.parse(await outcome(() => JSON_OPERATIONS.getIndexSnapshot(call({ period: revisedPeriod.key })))) as { rows?: { nodeId: string; indexValue: number }[] };
    result.seen[day] = { value: point?.indexValue, firstValue: point?.revised?.firstValue, snapshotValue: snap.rows?.find((r) => r.nodeId === REVISED_NODES[0])?.indexValue };
  }
  const original = fam.values.get(REVISED_NODES[0])![k];
  console.log(
    JSON.stringify({
      ...result,
      original,
      instants: { count: instants.length, valueInstants: plain.length, missing },
      revisedPeriod: { key: revisedPeriod.key, releaseDay: isoDate(revisedPeriod.releaseDay) },
      firstDay: isoDate(beijingDay(firstAt)),
      secondDay: isoDate(beijingDay(secondAt)),
    }),
  );
  await database.close();
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
