/**
 * Quarterly families on the front end (issue 45): a quarter's point is named in each language
 * (「2026年第3季度」, "Q3 2026"), its heat-map column too, and the ranges and `from` queries step back
 * whole quarters and answer quarter keys (`2026-Q3`), never a date dayjs cannot read.
 */
import Format from 'intl-messageformat';
import zhCN from '@/locales/zh-CN/index';
import enUS from '@/locales/en-US/index';
import zhTW from '@/locales/zh-TW/index';
import { formatPeriod } from '@/utils/format';
import { keyPeriodsBefore, rangeStartAfter } from '@/domain/indexSeries';
import { heatGridOf } from '@/domain/indexMoves';
import type { IndexPoint, IndexSeries } from '@/types/webapi';

const intlOf = (locale: string, messages: Record<string, string>) => ({
  locale,
  formatMessage: ({ id }: { id: string }, values?: Record<string, string | number>) => new Format(messages[id] ?? id, locale).format(values) as string,
});

const point = (period: string, indexValue: number, changePct: number | null): IndexPoint => ({
  period,
  year: Number(period.slice(0, 4)),
  quarter: Number(period.slice(-1)),
  indexValue,
  lastValue: null,
  sameValue: null,
  change: null,
  changePct,
});

describe('a quarter in words', () => {
  it('reads 2026年第3季度 in Chinese and Q3 2026 in English', () => {
    const p = { period: '2026-Q3', year: 2026, quarter: 3 };
    expect(formatPeriod(p, intlOf('zh-CN', zhCN))).toBe('2026年第3季度');
    expect(formatPeriod(p, intlOf('zh-TW', zhTW))).toBe('2026年第3季度');
    expect(formatPeriod(p, intlOf('en-US', enUS))).toBe('Q3 2026');
  });

  it('keeps the quarter of every column of the heat map', () => {
    const series = [{ nodeId: 'T1', name: '绿茶', points: [point('2026-Q1', 101, 1), point('2026-Q2', 103, 2)] }] as IndexSeries[];
    expect(heatGridOf(series).periods).toEqual([
      { period: '2026-Q1', year: 2026, quarter: 1, week: undefined, month: undefined },
      { period: '2026-Q2', year: 2026, quarter: 2, week: undefined, month: undefined },
    ]);
  });
});

describe('stepping back from a quarter', () => {
  it('starts a 1- or 3-year range after the same quarter that many years before', () => {
    expect(rangeStartAfter('2026-Q3', 'quarter', '1y')).toBe('2025-Q3');
    expect(rangeStartAfter('2026-Q1', 'quarter', '3y')).toBe('2023-Q1');
    expect(rangeStartAfter('2026-Q3', 'quarter', 'all')).toBeUndefined();
  });

  it('asks from the quarter so many quarters back, across years', () => {
    expect(keyPeriodsBefore('2026-Q3', 'quarter', 2)).toBe('2026-Q1');
    expect(keyPeriodsBefore('2026-Q1', 'quarter', 12)).toBe('2023-Q1');
    expect(keyPeriodsBefore('2026-Q4', 'quarter', 3)).toBe('2026-Q1');
    // Months and weeks as before.
    expect(keyPeriodsBefore('2026-10', 'month', 12)).toBe('2025-10');
  });
});
