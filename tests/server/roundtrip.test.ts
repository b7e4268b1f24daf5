/**
 * The database keeps what the generator made: a demo site seeded into PGlite and read back
 * (server/db/read.ts) answers every resource as the generator's own dataset of the same day does
 * (stored HTML aside, which is sanitised), except the one revised value, whose first estimate only
 * `asOf` shows. The work runs in a child process (tests/server/support/roundtrip.ts).
 *
 * @jest-environment node
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { DEMO_REVISION } from '../../server/demo/seed';

const ROOT = path.resolve(__dirname, '../..');

interface Result {
  checks: number;
  differ: string[];
  upgrade: { olderNextUpdate: string | null; olderCategoryImports: boolean; olderSame: boolean; upgradedSame: boolean };
  revision: {
    final: number;
    revisedPeriod: string;
    correctionPeriod: string;
    onRelease: { latest: string; value: number };
    dayBeforeCorrection: { latest: string; value: number };
    onCorrection: { latest: string; value: number };
    today: number;
  };
}

let result: Result;
beforeAll(() => {
  const out = execFileSync(process.execPath, ['--import', 'tsx', path.join(ROOT, 'tests/server/support/roundtrip.ts')], { cwd: ROOT, encoding: 'utf8', maxBuffer: 64 << 20 });
  result = JSON.parse(out.trim().split('\n').pop()!);
}, 600_000);

test('every answer read back from the database is the generator\'s', () => {
  expect(result.checks).toBeGreaterThan(300);
  expect(result.differ).toEqual([]);
});

test('a revision supersedes a value, and asOf still shows the first estimate', () => {
  const { final, revisedPeriod, correctionPeriod, onRelease, dayBeforeCorrection, onCorrection, today } = result.revision;
  const first = Math.round((final + DEMO_REVISION.firstEstimateDelta) * 100) / 100;
  expect(first).not.toBe(final);
  // The day the period came out it was the latest, at its first estimate; still so the day before the correction.
  expect(onRelease).toEqual({ latest: revisedPeriod, value: first });
  expect(dayBeforeCorrection).toEqual({ latest: revisedPeriod, value: first });
  // The next period's release corrected it; today's answers carry the corrected value.
  expect(onCorrection).toEqual({ latest: correctionPeriod, value: final });
  expect(today).toBe(final);
});

test('a demo site seeded before the generator stored its trade rules answers as before once upgraded at start', () => {
  // Before: no release day stored (no next release announced), no imports per product group.
  expect(result.upgrade).toEqual({ olderNextUpdate: null, olderCategoryImports: true, olderSame: false, upgradedSame: true });
});
