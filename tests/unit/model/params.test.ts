/**
 * @jest-environment node
 */
import { ApiError } from '../../../server/model/errors';
import { contentDisposition } from '../../../server/http';
import { dateParam, monthParam, optionalIntIn, orderedRange, periodParam } from '../../../server/model/params';

/** The error `fn` throws (status and code), or null when it does not throw. */
function failure(fn: () => unknown): { status: number; code: string } | null {
  try {
    fn();
    return null;
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return { status: error.status, code: error.code };
  }
}
const BAD_REQUEST = { status: 400, code: 'BAD_REQUEST' };

describe('typed query parameters', () => {
  it('take a real ISO date and nothing else', () => {
    expect(dateParam({ from: ' 2024-02-29 ' }, 'from')).toBe('2024-02-29');
    expect(dateParam({}, 'from')).toBeUndefined();
    expect(dateParam({ from: '' }, 'from')).toBeUndefined();
    for (const bad of ['2025-02-29', '2025-13-01', '2025-01-01junk', '2025-01-01T00:00:00', '20250101', '2025-1-1', 'yesterday']) {
      expect(failure(() => dateParam({ from: bad }, 'from'))).toEqual(BAD_REQUEST);
    }
  });

  it('take a real month and nothing else', () => {
    expect(monthParam({ to: '2024-12' }, 'to')).toBe('2024-12');
    for (const bad of ['2024-13', '2024-00', '2024-01junk', '2024-01-01', '2024']) expect(failure(() => monthParam({ to: bad }, 'to'))).toEqual(BAD_REQUEST);
  });

  it('take the period key of the family’s own form', () => {
    expect(periodParam({ period: '2025-06-02' }, 'period', 'week')).toBe('2025-06-02');
    expect(periodParam({ period: '2025-06' }, 'period', 'month')).toBe('2025-06');
    expect(failure(() => periodParam({ period: '2025-06' }, 'period', 'week'))).toEqual(BAD_REQUEST);
    expect(failure(() => periodParam({ period: '2025-06-02' }, 'period', 'month'))).toEqual(BAD_REQUEST);
    expect(failure(() => periodParam({ period: '2026-13-99' }, 'period', 'week'))).toEqual(BAD_REQUEST);
  });

  it('refuse a range whose from is after its to, and accept open or one-period ranges', () => {
    expect(orderedRange('2025-01', '2025-01')).toEqual({ from: '2025-01', to: '2025-01' });
    expect(orderedRange(undefined, '2025-01')).toEqual({ from: undefined, to: '2025-01' });
    expect(failure(() => orderedRange('2025-02-01', '2025-01-31'))).toEqual(BAD_REQUEST);
  });

  it('take integers within their range', () => {
    expect(optionalIntIn({ month: '12' }, 'month', 1, 12)).toBe(12);
    expect(optionalIntIn({ current: '999999' }, 'current', 1)).toBe(999999);
    for (const bad of ['0', '13', '-1', '1.5', 'abc']) expect(failure(() => optionalIntIn({ month: bad }, 'month', 1, 12))).toEqual(BAD_REQUEST);
  });
});

describe('Content-Disposition', () => {
  it('names the file in UTF-8 (filename*) with an ASCII fallback (RFC 6266 / 5987)', () => {
    expect(contentDisposition('attachment', 'qx-report-1.pdf', '2026年10月报告（全文）.pdf')).toBe(
      `attachment; filename="qx-report-1.pdf"; filename*=UTF-8''${encodeURIComponent('2026年10月报告（全文）.pdf')}`,
    );
    // Characters RFC 5987 leaves out of attr-char are encoded too.
    expect(contentDisposition('attachment', 'a.pdf', "it's (1)*.pdf")).toBe(`attachment; filename="a.pdf"; filename*=UTF-8''it%27s%20%281%29%2A.pdf`);
  });

  it('is a plain quoted name when the name is ASCII, and never breaks its quotes', () => {
    expect(contentDisposition('inline', 'index-releases.ics')).toBe('inline; filename="index-releases.ics"');
    expect(contentDisposition('attachment', 'a"b\\c.pdf', 'a"b\\c.pdf')).toBe(`attachment; filename="a_b_c.pdf"; filename*=UTF-8''a%22b%5Cc.pdf`);
  });
});
