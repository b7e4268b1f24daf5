/**
 * Several instances on one PostgreSQL, started at once on an EMPTY database (issue 46): they take
 * turns under an advisory lock for the migrations and the demo's seeding, so every one comes up —
 * none dies on a `CREATE TABLE` or an `insert into "site"` another is running — and the database
 * ends with one site, seeded once; and one of them runs the demo's release job. (PGlite: one process per
 * data folder, nothing to take turns with.)
 */
import { jobOwner } from '../../server/db/owner';
import { queryRows } from './support/sql';
import { BACKEND, freshDatabase, request, seedingLines, startServer, type TestServer } from './support/server';

const INSTANCES = 3;
const skip = BACKEND !== 'postgres' ? 'several instances share a database only on PostgreSQL (runs in the PostgreSQL pass)' : null;

let servers: TestServer[] = [];

afterAll(async () => {
  await Promise.all(servers.map((s) => s.stop().catch(() => undefined)));
});

async function startTogether(): Promise<void> {
  const database = await freshDatabase({ seeded: false });
  try {
    servers = await Promise.all(Array.from({ length: INSTANCES }, () => startServer({ database })));
    for (const s of servers) {
      const ready = await request(s.baseURL, '/readyz');
      expect({ status: ready.status, body: ready.json }).toMatchObject({ status: 200, body: { status: 'ready' } });
      expect((await request(s.baseURL, '/webapi/site')).json).toMatchObject({ success: true, data: { siteCode: 'qingxi-hardware' } });
    }
    const sites = await queryRows<{ code: string }>(database, 'select code from site');
    expect(sites).toEqual([{ code: 'qingxi-hardware' }]);
    // Exactly one of them seeded; the others found the site there.
    expect(servers.map((s) => seedingLines(s.log()).some((l) => l.includes('seeded qingxi-hardware'))).filter(Boolean)).toHaveLength(1);
    for (const s of servers) expect(s.log()).not.toMatch(/already exists|duplicate key/);
  } finally {
    await Promise.all(servers.map((s) => s.stop().catch(() => undefined)));
    servers = [];
    await database.drop();
  }
}

(skip ? it.skip : it)(`${INSTANCES} instances started at once on an empty database all come up, and the demo is seeded once${skip ? ` — skipped: ${skip}` : ''}`, startTogether);

/** The demo's release job (tests/server/demo-job.test.ts, first pass only) runs in the one instance holding its lock. */
async function jobTakesTurns(): Promise<void> {
  const own = await freshDatabase({ seeded: false });
  const url = own.env.DATABASE_URL;
  const first = jobOwner(url);
  const second = jobOwner(url);
  try {
    expect(await first.owns()).toBe(true);
    expect(await second.owns()).toBe(false);
    expect(await first.owns()).toBe(true);
    await first.close();
    expect(await second.owns()).toBe(true);
    expect(await first.owns()).toBe(false);
  } finally {
    await first.close();
    await second.close();
    await own.drop();
  }
}

(skip ? it.skip : it)(`of several instances on one PostgreSQL, one runs the demo's release job; when it stops another takes over${skip ? ` — skipped: ${skip}` : ''}`, jobTakesTurns);
