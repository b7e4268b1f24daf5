import { clockOffsetFrom, nowMs, setClockOffset } from '../../../server/clock';

const REAL = Date.parse('2026-12-09T06:00:00Z');

describe('the server clock', () => {
  afterEach(() => setClockOffset(undefined));

  it('is real time when the environment says nothing', () => {
    expect(clockOffsetFrom({}, REAL)).toBe(0);
  });

  it('CLOCK_AT starts it at that instant (a Monday 10:30 Beijing), whatever the zone it is written in', () => {
    expect(REAL + clockOffsetFrom({ CLOCK_AT: '2026-12-07T10:30:00+08:00' }, REAL)).toBe(Date.parse('2026-12-07T02:30:00Z'));
    expect(REAL + clockOffsetFrom({ CLOCK_AT: '2026-12-07T02:30:00Z' }, REAL)).toBe(Date.parse('2026-12-07T02:30:00Z'));
  });

  it('CLOCK_OFFSET_MS (what a test run hands its processes) wins over CLOCK_AT', () => {
    expect(clockOffsetFrom({ CLOCK_OFFSET_MS: '-86400000', CLOCK_AT: '2020-01-01T00:00:00Z' }, REAL)).toBe(-86_400_000);
  });

  it('refuses an instant without its zone or a malformed offset, in Chinese and English', () => {
    expect(() => clockOffsetFrom({ CLOCK_AT: '2026-12-07T10:30:00' }, REAL)).toThrow(/CLOCK_AT 须为带时区的时刻.*must be an instant with its zone/);
    expect(() => clockOffsetFrom({ CLOCK_AT: 'Monday' }, REAL)).toThrow(/CLOCK_AT/);
    expect(() => clockOffsetFrom({ CLOCK_OFFSET_MS: 'soon' }, REAL)).toThrow(/CLOCK_OFFSET_MS 须为毫秒数.*must be a number/);
  });

  it('runs on from where it was moved', () => {
    setClockOffset(-3 * 86_400_000);
    const before = Date.now();
    const read = nowMs();
    expect(read).toBeGreaterThanOrEqual(before - 3 * 86_400_000);
    expect(read).toBeLessThanOrEqual(Date.now() - 3 * 86_400_000);
  });
});
