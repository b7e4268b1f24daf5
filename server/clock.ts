/**
 * The server's one "now" for every calendar rule: what is public (release instants, scheduled
 * articles), Beijing's "today", release slots, the demo's generated periods and its release job, the
 * instants the back office stamps on what it records. Real time unless moved:
 *
 * - `CLOCK_AT=2026-12-07T02:30:00Z`: the process's clock reads that instant when it starts, and runs
 *   on from there (a demo or a test at a chosen hour: a Monday just after the weekly release);
 * - `CLOCK_OFFSET_MS=-86400000`: moved by a fixed amount. A test run turns one CLOCK_AT into one
 *   offset and hands it to every process it starts (servers, the CLI, the browser), so all agree.
 *
 * Durations (timeouts, sessions' idle time, lockouts, rate windows, metrics) keep the real clock:
 * they measure time passing, not the calendar; so does the audit trail (when things really happened).
 */
let offsetMs: number | null = null;

/** The offset the environment asks for (CLOCK_OFFSET_MS wins over CLOCK_AT); throws on a malformed value. */
export function clockOffsetFrom(env: Record<string, string | undefined>, realNow = Date.now()): number {
  const offset = env.CLOCK_OFFSET_MS?.trim();
  if (offset) {
    const n = Number(offset);
    if (!Number.isFinite(n)) throw new Error(`CLOCK_OFFSET_MS 须为毫秒数 / CLOCK_OFFSET_MS must be a number of milliseconds: ${offset}`);
    return n;
  }
  const at = env.CLOCK_AT?.trim();
  if (at) {
    const ms = Date.parse(at);
    if (!Number.isFinite(ms) || !/[zZ]|[+-]\d\d:?\d\d$/.test(at)) throw new Error(`CLOCK_AT 须为带时区的时刻 / CLOCK_AT must be an instant with its zone (2026-12-07T10:30:00+08:00): ${at}`);
    return ms - realNow;
  }
  return 0;
}

/**
 * How far the clock is moved, in milliseconds (0: real time). The first call fixes it and puts it in
 * this process's environment as CLOCK_OFFSET_MS, so every process started from here keeps the same
 * clock: a test runner calls it before it starts its workers and servers.
 */
export function clockOffset(): number {
  if (offsetMs === null) {
    offsetMs = clockOffsetFrom(process.env);
    // Processes this one starts (the CLI, backups) keep the same clock.
    if (offsetMs !== 0) process.env.CLOCK_OFFSET_MS = String(offsetMs);
  }
  return offsetMs;
}

/** Milliseconds since the epoch by the server's clock. */
export const nowMs = (): number => Date.now() + clockOffset();

/** The server's clock as a Date. */
export const now = (): Date => new Date(nowMs());

/** The server's clock as an ISO instant (what is stored in timestamp columns). */
export const nowIso = (): string => now().toISOString();

/** Moves the clock (tests in one process); undefined: read the environment again. */
export function setClockOffset(ms: number | undefined): void {
  offsetMs = ms ?? null;
}
