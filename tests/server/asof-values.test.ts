/**
 * A cold `asOf` answer reads only the values it shows (issue 46: server/db/read.ts `loadFamilies` with
 * `needed`), and answers exactly what the whole family as of the same instant answers: for many days
 * (around releases, around two revisions of two values, today) and several series and snapshot
 * questions (the root, five lines, the revised lines with a range, an unknown node; the latest period,
 * the revised one, the next one, the one a year later, one not yet out, a malformed one). The revised
 * value shows from its revision's day on, the first estimate before, never a later vintage. On this
 * pass's backend; the work runs in a child process (tests/server/support/asof-values.ts).
 *
 * @jest-environment node
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { BACKEND, freshDatabase, ROOT, type TestDatabase } from './support/server';

interface Seen {
  value?: number;
  firstValue?: number;
  snapshotValue?: number;
}

interface Result {
  checks: number;
  differ: string[];
  notPublished: string[];
  seen: Record<string, Seen>;
  original: number;
  instants: { count: number; valueInstants: number; missing: number[] };
  revisedPeriod: { key: string; releaseDay: string };
  firstDay: string;
  secondDay: string;
}

let database: TestDatabase;
let result: Result;
beforeAll(async () => {
  database = await freshDatabase();
  const out = execFileSync(process.execPath, ['--import', 'tsx', path.join(ROOT, 'tests/server/support/asof-values.ts')], {
    cwd: ROOT,
    env: { ...process.env, ...database.env },
    encoding: 'utf8',
    maxBuffer: 64 << 20,
  });
  result = JSON.parse(out.trim().split('\n').pop()!) as Result;
}, 600_000);
afterAll(() => database?.drop());

describe(`asOf reads only what it shows (${BACKEND})`, () => {
  it('answers every series and snapshot as the whole family as of that day does', () => {
    expect(result.checks).toBeGreaterThan(200);
    expect(result.differ).toEqual([]);
    // Only the day before the first release has nothing to compare (NOT_FOUND before any answer).
    expect(result.notPublished.length).toBe(1);
  });

  it('knows every instant a value was published or superseded at (the cache key of an asOf day)', () => {
    // The demo's weekly releases plus the two revisions, at least.
    expect(result.instants.valueInstants).toBeGreaterThan(500);
    expect(result.instants.missing).toEqual([]);
  });

  it('shows each value as it was published by the end of the day asked, never a later vintage', () => {
    const { original, seen, firstDay, secondDay, revisedPeriod } = result;
    const days = Object.keys(seen).sort();
    const before = days.filter((d) => d >= revisedPeriod.releaseDay && d < firstDay);
    const between = days.filter((d) => d >= firstDay && d < secondDay);
    const after = days.filter((d) => d >= secondDay);
    expect([before.length, between.length, after.length].every((n) => n >= 2)).toBe(true);
    // Not out yet: no such point.
    for (const d of days.filter((day) => day < revisedPeriod.releaseDay)) expect({ d, ...seen[d] }).toEqual({ d });
    for (const d of before) expect({ d, ...seen[d] }).toEqual({ d, value: original, snapshotValue: original });
    for (const d of between) expect({ d, ...seen[d] }).toEqual({ d, value: original + 5, firstValue: original, snapshotValue: original + 5 });
    for (const d of after) expect({ d, ...seen[d] }).toEqual({ d, value: original + 5 + 2, firstValue: original, snapshotValue: original + 5 + 2 });
  });
});
