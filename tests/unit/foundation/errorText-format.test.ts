import { AxiosError } from 'axios';
import fc from 'fast-check';
import { ApiError } from '@/services/errors';
import { errorText } from '@/utils/errorText';
import { formatFileSize } from '@/components/articles/fileSize';
import { formatDate, formatDecimal, formatMonthName, formatNumber, formatPeriod, formatSigned, trendOf } from '@/utils/format';

/** A formatter that echoes the message id and records the values. */
const echo = () => ({
  formatMessage: jest.fn<string, [d: { id: string }, values?: Record<string, string | number>]>((d) => d.id),
});

describe('errorText', () => {
  it('prefers the backend message whatever the kind', () => {
    const intl = echo();
    expect(errorText(new ApiError('business', '站点不存在'), intl)).toBe('站点不存在');
    expect(errorText(new ApiError('http', '文章不存在', { status: 404 }), intl)).toBe('文章不存在');
    expect(intl.formatMessage).not.toHaveBeenCalled();
  });

  it('says not found for a 404 or a NOT_FOUND code without message', () => {
    expect(errorText(new ApiError('http', '', { status: 404 }), echo())).toBe('error.notFound');
    expect(errorText(new ApiError('business', '', { code: 'NOT_FOUND' }), echo())).toBe('error.notFound');
  });

  it('has one sentence per kind', () => {
    expect(errorText(new ApiError('network', ''), echo())).toBe('error.network');
    expect(errorText(new ApiError('malformed', ''), echo())).toBe('error.malformed');
    expect(errorText(new ApiError('business', ''), echo())).toBe('error.business');
  });

  it('passes the HTTP status to the http sentence', () => {
    const intl = echo();
    expect(errorText(new ApiError('http', '', { status: 503 }), intl)).toBe('error.http');
    expect(intl.formatMessage).toHaveBeenCalledWith({ id: 'error.http' }, { status: 503 });
    const intl2 = echo();
    errorText(new ApiError('http', ''), intl2);
    expect(intl2.formatMessage).toHaveBeenCalledWith({ id: 'error.http' }, { status: '' });
  });

  it('converts what the request layer threw before choosing a text', () => {
    const failed = (response: object) => new AxiosError('Request failed with status code 404', 'ERR_BAD_REQUEST', undefined, undefined, response as never);
    const axios404 = failed({ status: 404, data: { success: false, errorCode: 'NOT_FOUND', errorMessage: '企业不存在' } });
    expect(errorText(axios404, echo())).toBe('企业不存在');
    expect(errorText(failed({ status: 404 }), echo())).toBe('error.notFound');
    // A raw Error's own (English, technical) message is never shown.
    expect(errorText(new Error('Network Error'), echo())).toBe('error.network');
    expect(errorText(undefined, echo())).toBe('error.network');
  });
});

describe('formatNumber', () => {
  it('uses fixed digits and a dash for missing values', () => {
    expect(formatNumber(1234.5, 'en-US')).toBe('1,234.50');
    expect(formatNumber(1.23456, 'zh-CN', 3)).toBe('1.235');
    expect(formatNumber(null, 'zh-CN')).toBe('—');
    expect(formatNumber(undefined, 'zh-CN')).toBe('—');
    expect(formatNumber(Number.NaN, 'zh-CN')).toBe('—');
    expect(formatNumber(Number.POSITIVE_INFINITY, 'zh-CN')).toBe('—');
  });
});

/** What the written-out numbers must equal: ICU's, as the languages' Intl.NumberFormat gives them. */
const intlDecimal = (value: number, locale: string, min: number, max: number) =>
  new Intl.NumberFormat(locale, { minimumFractionDigits: min, maximumFractionDigits: max }).format(value);
const LOCALES = ['zh-CN', 'zh-TW', 'en-US'];

describe('formatDecimal (written without Intl for zh-CN, zh-TW, en-US)', () => {
  it('rounds as ICU does, not as toFixed: the shortest decimal, half away from zero', () => {
    for (const [value, digits, expected] of [
      [1.005, 2, '1.01'],
      [2.675, 2, '2.68'],
      [0.045, 2, '0.05'],
      [-1.005, 2, '-1.01'],
      [999.995, 2, '1,000.00'],
      [-0.001, 2, '-0.00'],
      [-0, 2, '-0.00'],
      [1234567.5, 0, '1,234,568'],
      [0.5, 0, '1'],
    ] as const) {
      expect(formatDecimal(value, 'zh-CN', digits, digits)).toBe(expected);
      expect(intlDecimal(value, 'zh-CN', digits, digits)).toBe(expected);
    }
  });

  it('gives exactly what Intl.NumberFormat gives, for any number, precision and language', () => {
    const value = fc.oneof(
      fc.double({ noNaN: true, noDefaultInfinity: true, min: -1e15, max: 1e15 }),
      fc.integer({ min: -1e9, max: 1e9 }).map((n) => n / 1000),
      fc.integer({ min: -1e7, max: 1e7 }).map((n) => n / 8),
    );
    fc.assert(
      fc.property(value, fc.integer({ min: 0, max: 4 }), fc.integer({ min: 0, max: 4 }), fc.constantFrom(...LOCALES), (x, a, b, locale) => {
        const [min, max] = [Math.min(a, b), Math.max(a, b)];
        expect(formatDecimal(x, locale, min, max)).toBe(intlDecimal(x, locale, min, max));
      }),
      { numRuns: 5000 },
    );
  });

  it('leaves other languages and exponent-sized numbers to Intl', () => {
    expect(formatDecimal(1234.5, 'ar-EG', 2, 2)).toBe(intlDecimal(1234.5, 'ar-EG', 2, 2));
    expect(formatDecimal(1e-7, 'zh-CN', 2, 2)).toBe('0.00');
    expect(formatDecimal(-1e-7, 'en-US', 2, 2)).toBe('-0.00');
    expect(formatDecimal(1e21, 'en-US', 0, 0)).toBe(intlDecimal(1e21, 'en-US', 0, 0));
  });

  it('writes file sizes as before', () => {
    for (const bytes of [0, 500, 2048, 1023 * 1024, 1024 * 1024, 1.45 * 1024 * 1024, 1.46 * 1024 * 1024, 123456789]) {
      for (const locale of LOCALES) {
        const kb = bytes / 1024;
        const before =
          kb < 1024 ? `${Math.max(1, Math.round(kb)).toLocaleString(locale)} KB` : `${(kb / 1024).toLocaleString(locale, { maximumFractionDigits: 1 })} MB`;
        expect(formatFileSize(bytes, locale)).toBe(before);
      }
    }
  });
});

describe('formatMonthName', () => {
  it('names every month as Intl.DateTimeFormat does, in every language', () => {
    for (const locale of [...LOCALES, 'ar-EG']) {
      for (let month = 1; month <= 12; month += 1) {
        expect(formatMonthName(month, locale)).toBe(new Intl.DateTimeFormat(locale, { month: 'long', timeZone: 'UTC' }).format(Date.UTC(2000, month - 1, 1)));
      }
    }
    expect(formatMonthName(1, 'zh-CN')).toBe('一月');
    expect(formatMonthName(12, 'zh-TW')).toBe('12月');
    expect(formatMonthName(12, 'en-US')).toBe('December');
  });
});

describe('formatSigned', () => {
  it('puts a plus sign before a positive value', () => {
    expect(formatSigned(1.234, 'zh-CN')).toBe('+1.23');
    expect(formatSigned(1234.5, 'en-US')).toBe('+1,234.50');
  });

  it('puts a real minus sign (U+2212), not a hyphen, before a negative value', () => {
    const out = formatSigned(-0.456, 'zh-CN');
    expect(out).toBe('\u22120.46');
    expect(out).not.toContain('-');
  });

  it('has no sign for zero and a dash for missing values', () => {
    expect(formatSigned(0, 'zh-CN')).toBe('0.00');
    expect(formatSigned(null, 'zh-CN')).toBe('—');
    expect(formatSigned(undefined, 'zh-CN')).toBe('—');
    expect(formatSigned(Number.NaN, 'zh-CN')).toBe('—');
  });

  it('honours digits', () => {
    expect(formatSigned(-3, 'en-US', 0)).toBe('\u22123');
    expect(formatSigned(2.5, 'en-US', 1)).toBe('+2.5');
  });
});

describe('trendOf', () => {
  it('is up for a positive value and down for a negative one', () => {
    expect(trendOf(0.01)).toBe('up');
    expect(trendOf(12)).toBe('up');
    expect(trendOf(-0.01)).toBe('down');
  });

  it('is flat for zero and missing values', () => {
    expect(trendOf(0)).toBe('flat');
    expect(trendOf(null)).toBe('flat');
    expect(trendOf(undefined)).toBe('flat');
    expect(trendOf(Number.NaN)).toBe('flat');
  });
});

describe('formatPeriod', () => {
  it('uses the week message for a weekly point', () => {
    const intl = echo();
    expect(formatPeriod({ year: 2026, week: 46, period: '2026-11-09' }, intl)).toBe('common.week');
    expect(intl.formatMessage).toHaveBeenCalledWith({ id: 'common.week' }, { year: 2026, week: 46 });
  });

  it('uses the month message for a monthly point', () => {
    const intl = echo();
    expect(formatPeriod({ year: 2026, month: 3, period: '2026-03' }, intl)).toBe('common.month');
    expect(intl.formatMessage).toHaveBeenCalledWith({ id: 'common.month' }, { year: 2026, month: 3 });
  });

  it('falls back to the period key when there is neither week nor month', () => {
    const intl = echo();
    expect(formatPeriod({ year: 2026, period: '2026' }, intl)).toBe('2026');
    expect(intl.formatMessage).not.toHaveBeenCalled();
  });

  it('renders real labels through a real-looking formatter', () => {
    const intl = {
      formatMessage: (d: { id: string }, v?: Record<string, string | number>) =>
        d.id === 'common.week' ? `${v?.year}年第${v?.week}周` : `${v?.year}年${v?.month}月`,
    };
    expect(formatPeriod({ year: 2026, week: 46, period: '2026-11-09' }, intl)).toBe('2026年第46周');
    expect(formatPeriod({ year: 2026, month: 3, period: '2026-03' }, intl)).toBe('2026年3月');
  });
});

describe('formatDate', () => {
  const iso = '2026-03-05T08:09:00';

  it('uses the Chinese pattern for Chinese locales', () => {
    expect(formatDate(iso, 'zh-CN')).toBe('2026年3月5日');
    expect(formatDate(iso, 'zh-CN', true)).toBe('2026年3月5日 08:09');
    expect(formatDate(iso, 'zh-TW')).toBe('2026年3月5日');
  });

  it('uses an ISO-like pattern for other locales', () => {
    expect(formatDate(iso, 'en-US')).toBe('2026-03-05');
    expect(formatDate(iso, 'en-US', true)).toBe('2026-03-05 08:09');
  });

  it('is empty for an invalid date', () => {
    expect(formatDate('not a date', 'zh-CN')).toBe('');
    expect(formatDate('', 'en-US')).toBe('');
  });
});
