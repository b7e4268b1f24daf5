/**
 * @jest-environment node
 *
 * Quarterly index families (issue 45): the key `YYYY-Qn`, its label, the quarter's days and release,
 * the periods due after it (across a year's end), 同比 four quarters back and 环比 one, the query
 * parameter and the back-load's reading of a period cell. A made-up family, not the demo's.
 */
import type { IndexFamily } from '../../../src/types/webapi';
import { fromQuarterIndex, parseIsoDate, parseQuarterKey, quarterIndex, quarterKey, quarterKeyOfIndex } from '../../../server/model/calendar';
import { familyData, pointAt } from '../../../server/model/family';
import { releaseGaps } from '../../../server/model/history';
import { periodParam } from '../../../server/model/params';
import { lastCompletePeriod, nextReleaseDay, periodKeyOfStart, periodOfKey, quarterPeriod } from '../../../server/model/periods';
import { dueAfter, familyCalendar, nextPeriod } from '../../../server/model/releases';
import { parsePeriod } from '../../../server/publish/history';
import { periodOf } from '../../../server/publish/target';

const day = (iso: string) => parseIsoDate(iso)!;
const q = (key: string) => periodOfKey('quarter', key)!;

describe('a quarter’s key', () => {
  it('is YYYY-Qn, read back to the same quarter, and sorts as text in time order', () => {
    expect(quarterKey(2026, 3)).toBe('2026-Q3');
    expect(parseQuarterKey('2026-Q3')).toBe(quarterIndex(2026, 3));
    expect(fromQuarterIndex(quarterIndex(2026, 4) + 1)).toEqual({ year: 2027, quarter: 1 });
    expect(quarterKeyOfIndex(quarterIndex(2026, 1) - 1)).toBe('2025-Q4');
    const keys = ['2025-Q4', '2026-Q2', '2024-Q1', '2026-Q1'];
    expect([...keys].sort()).toEqual(['2024-Q1', '2025-Q4', '2026-Q1', '2026-Q2']);
  });

  it('rejects what is not a quarter', () => {
    for (const bad of ['2026-Q0', '2026-Q5', '2026Q3', '2026-q3', '2026-03', '2026-Q3 ', 'Q3-2026']) expect(parseQuarterKey(bad)).toBeNull();
    expect(periodOfKey('quarter', '2026-10')).toBeNull();
    expect(periodOfKey('month', '2026-Q3')).toBeNull();
    expect(() => periodOf('quarter', '2026-Q5')).toThrow(/2026-Q3/);
  });
});

describe('a quarter as a period', () => {
  it('runs from its first to its last day, is named 「2026年第3季度」 and released the day after it at the family’s slot', () => {
    expect(q('2026-Q3')).toMatchObject({
      key: '2026-Q3',
      year: 2026,
      quarter: 3,
      startDay: day('2026-07-01'),
      endDay: day('2026-09-30'),
      releaseDay: day('2026-10-01'),
      publishedAt: '2026-10-01T10:00:00+08:00',
      label: '2026年第3季度',
    });
    expect(q('2026-Q3').month).toBeUndefined();
    // 31 December 2026 is a Thursday: a Monday 09:00 slot is 4 January 2027.
    expect(quarterPeriod(quarterIndex(2026, 4), { weekday: 1, time: '09:00' })).toMatchObject({ endDay: day('2026-12-31'), publishedAt: '2027-01-04T09:00:00+08:00' });
  });

  it('is followed by the next quarter, across the year’s end, each due the day after it', () => {
    expect(nextPeriod('quarter', q('2026-Q4')).key).toBe('2027-Q1');
    const due = dueAfter('quarter', q('2026-Q2'));
    expect([0, 1, 2].map(() => due.next().value!.period.key)).toEqual(['2026-Q3', '2026-Q4', '2027-Q1']);
    expect(nextReleaseDay('quarter', q('2026-Q3'))).toBe(day('2027-01-01'));
  });

  it('is on the release calendar: the next quarter at its slot within the horizon', () => {
    const now = Date.parse('2026-11-21T04:00:00Z');
    const calendar = familyCalendar('quarter', q('2026-Q3'), [], now, 60);
    expect(calendar.map((e) => [e.kind, e.period.key, e.period.publishedAt])).toEqual([['release', '2026-Q4', '2027-01-01T10:00:00+08:00']]);
  });

  it('is the last complete one before today, and the key of the quarter a stored base starts', () => {
    expect(lastCompletePeriod('quarter', day('2026-11-21')).key).toBe('2026-Q3');
    expect(lastCompletePeriod('quarter', day('2026-01-01')).key).toBe('2025-Q4');
    expect(periodKeyOfStart('quarter', day('2020-01-01'))).toBe('2020-Q1');
    expect(periodKeyOfStart('month', day('2020-04-01'))).toBe('2020-04');
  });
});

describe('a quarterly family’s points', () => {
  const family = { projId: 41, frequency: 'quarter', name: '南湖茶叶季度指数' } as IndexFamily;
  const keys = Array.from({ length: 12 }, (_, i) => quarterKeyOfIndex(quarterIndex(2023, 1) + i));
  const values = keys.map((_, i) => 100 + i * 2);
  const node = { id: 'T', name: '茶叶', enName: 'Tea', level: 1, parentId: null, weight: 1, childIds: [] };

  it('compare with the quarter before (环比) and four quarters back (同比, from the fifth on)', () => {
    const fam = familyData(family, [node] as never, keys.map(q), new Map([['T', values]]));
    const points = keys.map((_, i) => pointAt(fam, 'T', i));
    expect(points[0]).toMatchObject({ period: '2023-Q1', year: 2023, quarter: 1, lastValue: null, sameValue: null });
    expect(points.slice(0, 4).map((p) => p.sameValue)).toEqual([null, null, null, null]);
    // 2024-Q1 (108) against 2023-Q1 (100); 2023-Q2 (102) against 2023-Q1 (100).
    expect(points[4]).toMatchObject({ period: '2024-Q1', sameValue: 108 });
    expect(points[1]).toMatchObject({ lastValue: 102, change: 2, changePct: 2 });
    expect(points[11]).toMatchObject({ period: '2025-Q4', sameValue: Math.round((122 / 114) * 10000) / 100 });
  });

  it('name a run of missing quarters as a gap', () => {
    const some = ['2023-Q1', '2023-Q2', '2024-Q1'];
    const fam = familyData(family, [node] as never, some.map(q), new Map([['T', [100, 101, 102]]]));
    expect(releaseGaps(fam)).toEqual([
      { after: '2023-Q2', before: '2024-Q1', from: { period: '2023-Q3', year: 2023, quarter: 3 }, to: { period: '2023-Q4', year: 2023, quarter: 4 }, periods: 2, planned: false },
    ]);
  });
});

describe('a quarter as a query parameter and in a file', () => {
  it('is taken as a quarterly family’s period, and another form is refused', () => {
    expect(periodParam({ period: '2026-Q3' }, 'period', 'quarter')).toBe('2026-Q3');
    expect(() => periodParam({ period: '2026-09' }, 'period', 'quarter')).toThrow(/YYYY-Qn/);
    expect(() => periodParam({ period: '2026-Q3' }, 'period', 'month')).toThrow(/YYYY-MM/);
  });

  it('is read from a cell as the office writes it; a quarter that does not exist or a month says why', () => {
    for (const text of ['2024-Q1', '2024Q1', '2024 Q1', '2024年第1季度', '2024年1季度']) expect(parsePeriod(text, 'quarter')).toEqual({ key: '2024-Q1' });
    expect(parsePeriod('2024-Q5', 'quarter')).toEqual({ wrong: expect.stringMatching(/第 1 至第 4 季度.*Q1 to Q4/) });
    expect(parsePeriod('2024-01', 'quarter')).toEqual({ wrong: expect.stringMatching(/2019-Q1/) });
    expect(parsePeriod('2024-Q1', 'month')).toEqual({ wrong: expect.stringMatching(/2019-01/) });
    expect(parsePeriod('代码', 'quarter')).toBeNull();
  });
});
