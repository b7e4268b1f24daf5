/**
 * 「历史版本」 in the /data view (`asOf`, src/views/indexData.ts): a real calendar day `YYYY-MM-DD`
 * or nothing (the latest); it lives in links, choosing or leaving a version pushes a history entry
 * (Back returns to the latest), another version forgets the chosen period, another family keeps the
 * version. And the words the banner puts the day in (src/components/index/AsOfText.tsx).
 */
import { beijingToday, formatDay, isMissingVersion } from '@/components/index/AsOfText';
import { ApiError } from '@/services/errors';
import { indexDataView } from '@/views/indexData';

const d = indexDataView.defaults;

describe('the asOf field of /data', () => {
  it('is absent by default: the latest version', () => {
    expect(d.asOf).toBeUndefined();
    expect(indexDataView.parse('').asOf).toBeUndefined();
  });

  it('reads a calendar day and writes it back into the link', () => {
    expect(indexDataView.parse('proj=22&asOf=2026-07-31')).toEqual({ ...d, proj: 22, asOf: '2026-07-31' });
    expect(indexDataView.href({ proj: 22, asOf: '2026-07-31' })).toBe('/data?proj=22&asOf=2026-07-31');
    expect(indexDataView.href({ asOf: '2024-02-29' }, 'mobile')).toBe('/mobile/data?asOf=2024-02-29');
    expect(indexDataView.search({ ...d, asOf: '2026-07-31', range: 'all' })).toBe('?range=all&asOf=2026-07-31');
  });

  it.each(['2026-02-30', '2025-02-29', '2026-13-01', '2026-00-10', '2026-07-32', '2026-7-31', '20260731', '2026-07', 'yesterday', '2026-07-31T00:00', ' 2026-07-31', ''])(
    'takes %j for the latest version (junk, not a request the backend refuses)',
    (raw) => {
      expect(indexDataView.parse(`asOf=${encodeURIComponent(raw)}`).asOf).toBeUndefined();
    },
  );

  it('pushes a history entry when the version changes, either way; other changes under a version replace', () => {
    const then = indexDataView.apply(d, { asOf: '2026-07-31' });
    expect(indexDataView.pushes(d, then)).toBe(true);
    expect(indexDataView.pushes(then, indexDataView.apply(then, { asOf: '2026-06-30' }))).toBe(true);
    expect(indexDataView.pushes(then, indexDataView.apply(then, { asOf: undefined }))).toBe(true);
    expect(indexDataView.pushes(then, indexDataView.apply(then, { range: 'all' }))).toBe(false);
    expect(indexDataView.pushes(then, indexDataView.apply(then, { proj: 23 }))).toBe(false);
  });

  it('forgets the chosen period in another version (it may not be in it), keeps the rest', () => {
    const v = { ...d, proj: 21, nodes: ['21-3'], period: '2026-11-16', range: 'all' as const };
    expect(indexDataView.apply(v, { asOf: '2026-07-31' })).toEqual({ ...v, period: undefined, asOf: '2026-07-31' });
    const then = { ...v, asOf: '2026-07-31' };
    expect(indexDataView.apply(then, { asOf: undefined })).toEqual({ ...v, period: undefined });
    expect(indexDataView.apply(then, { period: '2026-06-15' })).toEqual({ ...then, period: '2026-06-15' });
    // Same day again: nothing changes.
    expect(indexDataView.apply(then, { asOf: '2026-07-31' })).toEqual(then);
  });

  it('keeps the version when another family is chosen (the day is the page’s, not the family’s)', () => {
    const then = { ...d, proj: 21, nodes: ['21-3'], asOf: '2026-07-31' };
    expect(indexDataView.apply(then, { proj: 22 })).toEqual({ ...d, proj: 22, asOf: '2026-07-31' });
  });
});

describe('the words of the 历史版本 banner', () => {
  it('puts the day in words of the language', () => {
    expect(formatDay('2026-07-31', 'zh-CN')).toBe('2026年7月31日');
    expect(formatDay('2026-07-31', 'zh-TW')).toBe('2026年7月31日');
    expect(formatDay('2026-07-31', 'en-US')).toBe('31 July 2026');
  });

  it('knows today on the Beijing calendar', () => {
    // 2026-07-31 16:30 UTC is already 1 August in Beijing; 15:59 UTC is still 31 July.
    expect(beijingToday(Date.parse('2026-07-31T16:30:00Z'))).toBe('2026-08-01');
    expect(beijingToday(Date.parse('2026-07-31T15:59:00Z'))).toBe('2026-07-31');
  });

  it('tells a missing version (404 before the first release, 400 a refused day) from a failure worth a retry', () => {
    expect(isMissingVersion(new ApiError('http', '', { status: 404, code: 'NOT_FOUND' }))).toBe(true);
    expect(isMissingVersion(new ApiError('http', '', { status: 400, code: 'BAD_REQUEST' }))).toBe(true);
    expect(isMissingVersion(new ApiError('network', ''))).toBe(false);
    expect(isMissingVersion(new ApiError('http', '', { status: 500 }))).toBe(false);
    expect(isMissingVersion(undefined)).toBe(false);
  });
});
