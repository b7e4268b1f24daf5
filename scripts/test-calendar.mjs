#!/usr/bin/env node
/**
 * `npm run test:calendar`: the server tests and the end-to-end tests with the clock (server/clock.ts,
 * CLOCK_AT) at the calendar's edges, where a test that assumes the day or the hour fails:
 *
 *   - the last Monday 10:30 Beijing: the weekly release came out half an hour ago, so "three days ago"
 *     does not hold it yet (until Thursday);
 *   - the last Sunday 23:30 Beijing: the last half hour of a week, a day before the next release.
 *
 * Options: `--at=2026-12-07T10:30:00+08:00` (one instant of your own, repeatable), `--suites=server`
 * (or `e2e`; default both); anything else goes to the suite's runner (a path filter: `publish-withdraw`). Needs the production build (`npm run build`) for the e2e suite. Ends with
 * one line per instant and suite; exits non-zero when any failed.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** The latest instant at or before `now` that falls on Beijing weekday `weekday` (0 Sunday) at `hh:mm`. */
export function lastBeijing(now, weekday, hh, mm) {
  const beijing = new Date(now + 8 * HOUR);
  const midnight = Date.UTC(beijing.getUTCFullYear(), beijing.getUTCMonth(), beijing.getUTCDate()) - 8 * HOUR;
  let at = midnight - ((beijing.getUTCDay() - weekday + 7) % 7) * DAY + hh * HOUR + mm * 60_000;
  if (at > now) at -= 7 * DAY;
  return at;
}

const iso = (ms) => new Date(ms + 8 * HOUR).toISOString().replace(/\.\d+Z$/, '+08:00');

function parseArgs(argv) {
  const ats = argv.filter((a) => a.startsWith('--at=')).map((a) => a.slice(5));
  const suites = (argv.find((a) => a.startsWith('--suites='))?.slice(9) ?? 'server,e2e').split(',');
  for (const s of suites) if (!['server', 'e2e'].includes(s)) throw new Error(`unknown suite ${s} (server, e2e)`);
  const now = Date.now();
  return {
    ats: ats.length ? ats : [iso(lastBeijing(now, 1, 10, 30)), iso(lastBeijing(now, 0, 23, 30))],
    suites,
    rest: argv.filter((a) => !a.startsWith('--at=') && !a.startsWith('--suites=')),
  };
}

function run(script, at, rest) {
  const started = Date.now();
  // CLOCK_OFFSET_MS from elsewhere would win over CLOCK_AT: the instant asked for is the one run.
  const env = { ...process.env, CLOCK_AT: at };
  delete env.CLOCK_OFFSET_MS;
  const child = spawn('npm', ['run', script, ...(rest.length ? ['--', ...rest] : [])], { cwd: ROOT, env, stdio: 'inherit' });
  return new Promise((resolve) => {
    child.on('exit', (code, signal) => resolve({ ok: code === 0 && !signal, seconds: Math.round((Date.now() - started) / 1000) }));
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { ats, suites, rest } = parseArgs(process.argv.slice(2));
  const lines = [];
  for (const at of ats) {
    for (const suite of suites) {
      console.log(`\n>>> ${suite} tests with the clock at ${at}`);
      const r = await run(suite === 'server' ? 'test:server' : 'test:e2e', at, rest);
      lines.push(`${at}  ${suite.padEnd(6)} ${r.ok ? 'passed' : 'FAILED'} in ${r.seconds} s`);
    }
  }
  console.log(`\ntest:calendar\n${lines.join('\n')}`);
  process.exit(lines.some((l) => l.includes('FAILED')) ? 1 : 0);
}
