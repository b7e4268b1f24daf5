import { MATERIAL_RANGES, parsePreset, rangeStart, TRADE_RANGES, withinRange } from '@/domain/range';

describe('rangeStart on monthly keys', () => {
  it('starts N months back, counting the end month (12 months for 1y)', () => {
    expect(rangeStart('1y', '2026-10')).toBe('2025-11');
    expect(rangeStart('3m', '2026-10')).toBe('2026-08');
    expect(rangeStart('3y', '2026-10')).toBe('2023-11');
    expect(rangeStart('5y', '2026-10')).toBe('2021-11');
  });

  it('crosses year ends', () => {
    expect(rangeStart('3m', '2026-02')).toBe('2025-12');
    expect(rangeStart('3m', '2026-01')).toBe('2025-11');
    expect(rangeStart('1y', '2026-01')).toBe('2025-02');
    expect(rangeStart('1y', '2026-12')).toBe('2026-01');
  });
});

describe('rangeStart on daily keys', () => {
  it('starts the day after the same date N months earlier', () => {
    expect(rangeStart('1y', '2026-11-20')).toBe('2025-11-21');
    expect(rangeStart('3m', '2026-03-15')).toBe('2025-12-16');
    expect(rangeStart('3y', '2026-03-15')).toBe('2023-03-16');
    expect(rangeStart('5y', '2026-03-15')).toBe('2021-03-16');
  });

  it('does not overflow when the month N months earlier is shorter (month ends)', () => {
    // 31 May − 3 months → 28 Feb (no 31 Feb, which would roll into March) → starts 1 March.
    expect(rangeStart('3m', '2026-05-31')).toBe('2026-03-01');
    // Leap year: 31 May 2024 − 3 months → 29 Feb 2024 → 1 March.
    expect(rangeStart('3m', '2024-05-31')).toBe('2024-03-01');
    // 31 Dec − 3 months → 30 Sep → 1 Oct.
    expect(rangeStart('3m', '2026-12-31')).toBe('2026-10-01');
    // 29 Feb 2024 − 1 year → 28 Feb 2023 → 1 March 2023.
    expect(rangeStart('1y', '2024-02-29')).toBe('2023-03-01');
    // 31 Mar − 3 months → 31 Dec → 1 Jan, across the year.
    expect(rangeStart('3m', '2026-03-31')).toBe('2026-01-01');
  });

  it('keeps a month-end date when the earlier month is as long', () => {
    // 31 Oct − 3 months = 31 Jul → starts 1 Aug.
    expect(rangeStart('3m', '2026-10-31')).toBe('2026-08-01');
    // 30 Apr − 3 months = 30 Jan → starts 31 Jan (the rule is "day after", not "first of month").
    expect(rangeStart('3m', '2026-04-30')).toBe('2026-01-31');
  });
});

describe('rangeStart without a start', () => {
  it('has none for 全部', () => {
    expect(rangeStart('all', '2026-10')).toBeUndefined();
    expect(rangeStart('all', '2026-10-31')).toBeUndefined();
  });

  it('has none for an unreadable end', () => {
    expect(rangeStart('1y', 'oops')).toBeUndefined();
    expect(rangeStart('3m', '2026-1x')).toBeUndefined(); // 7 characters: read as a month key, still invalid
    expect(rangeStart('3m', '')).toBeUndefined();
  });
});

describe('withinRange', () => {
  const months = ['2025-09', '2025-10', '2025-11', '2025-12', '2026-01', '2026-02', '2026-03', '2026-04', '2026-05', '2026-06', '2026-07', '2026-08', '2026-09', '2026-10'].map((month, i) => ({ month, v: i }));
  const key = (m: { month: string }) => m.month;

  it('keeps the window ending at the last item, its start included', () => {
    const year = withinRange(months, key, '1y');
    expect(year).toHaveLength(12);
    expect(year[0]).toBe(months[2]);
    expect(year[11]).toBe(months[13]);
    expect(withinRange(months, key, '3m').map(key)).toEqual(['2026-08', '2026-09', '2026-10']);
  });

  it('keeps everything for 全部 or when the data is shorter than the window', () => {
    expect(withinRange(months, key, 'all')).toBe(months);
    expect(withinRange(months, key, '3y')).toEqual(months);
  });

  it('ends the window at a given key instead of the last item', () => {
    const days = [
      { d: '2025-12-15' },
      { d: '2025-12-16' },
      { d: '2026-01-10' },
    ];
    // 3m ending 2026-03-15 starts 2025-12-16 inclusive.
    expect(withinRange(days, (x) => x.d, '3m', '2026-03-15')).toEqual([{ d: '2025-12-16' }, { d: '2026-01-10' }]);
    // Ending at its own last item (2026-01-10) it starts 2025-10-11: everything.
    expect(withinRange(days, (x) => x.d, '3m')).toHaveLength(3);
  });

  it('is empty for no items', () => {
    expect(withinRange([], key, '1y')).toEqual([]);
  });
});

describe('parsePreset', () => {
  it('lists the presets of each page', () => {
    expect(MATERIAL_RANGES).toEqual(['3m', '1y', '3y', 'all']);
    expect(TRADE_RANGES).toEqual(['1y', '3y', '5y', 'all']);
  });

  it('accepts a preset the page allows', () => {
    expect(parsePreset('1y', MATERIAL_RANGES, '3m')).toBe('1y');
    expect(parsePreset('all', MATERIAL_RANGES, '3m')).toBe('all');
    expect(parsePreset('5y', TRADE_RANGES, '1y')).toBe('5y');
  });

  it('falls back for a preset of another page, an unknown value or none', () => {
    expect(parsePreset('5y', MATERIAL_RANGES, '1y')).toBe('1y');
    expect(parsePreset('3m', TRADE_RANGES, '3y')).toBe('3y');
    expect(parsePreset('ALL', TRADE_RANGES, '1y')).toBe('1y');
    expect(parsePreset('10y', TRADE_RANGES, '1y')).toBe('1y');
    expect(parsePreset('', MATERIAL_RANGES, '3m')).toBe('3m');
    expect(parsePreset(null, MATERIAL_RANGES, '3m')).toBe('3m');
    expect(parsePreset(undefined, TRADE_RANGES, 'all')).toBe('all');
  });
});
