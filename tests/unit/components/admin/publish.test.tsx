/**
 * Publishing an index period (issue 22) in the browser's code: the eight calls at their addresses
 * (the figures file as its bytes, the template as a download whose refusal keeps the server's
 * message), a period's name, and an import's report (errors first, messages in the reader's language,
 * the preview).
 */
import { render, screen, within } from '@testing-library/react';
import { request } from '@umijs/max';
import { periodName, ImportReportView } from '@/components/admin/publish';
import {
  attachmentName,
  downloadIndexTemplate,
  getIndexImport,
  getIndexPublication,
  importIndexFigures,
  listIndexPublications,
  listPublishingFamilies,
  reviewIndexPublication,
  submitIndexPublication,
} from '@/services/admin';
import { ApiError } from '@/services/errors';
import { save } from '@/utils/download';
import { headlineSummary } from '@/components/index/headlineSummary';
import { contributionsOf } from '@/domain/indexMoves';
import { dayOf } from '../../../../server/model/calendar';
import { buildPriceFamily } from '../../../../mock/lib/indices';
import { snapshotOf } from '../../../../server/model/family';
import { adminIntl } from './adminIntl';

jest.mock('@umijs/max', () => ({ request: jest.fn(), useIntl: () => jest.requireActual('./adminIntl').adminIntl }));
jest.mock('@/utils/download', () => ({ save: jest.fn() }));

const requestMock = request as unknown as jest.Mock;
const ok = <T,>(data: T) => ({ success: true, data });
const lastCall = (): Record<string, unknown> => {
  const [url, opts] = requestMock.mock.calls.at(-1) as [string, Record<string, unknown>];
  return { url, ...opts };
};
const publication = { id: 5, projId: 21, period: '2026-11-23', state: 'submitted', kind: 'new', warnings: 0 };

// Files that call jest.mock go through a Babel pass that rejects imported names in type positions: untyped here.
const report = {
  id: 9,
  projId: 21,
  period: '2026-11-23',
  label: '2026年第48周',
  fileName: '本周价格指数.xlsx',
  sha256: 'ab',
  createdAt: '2026-11-26T02:00:00.000Z',
  createdBy: 'compiler1',
  errors: 1,
  warnings: 1,
  issues: [
    { level: 'warning', rule: 'large-move', sheet: '指数', row: 4, column: '本期定基 Value', value: '130', message: '较上期变动超过 5%（Moves more than 5%.）' },
    { level: 'error', rule: 'not-a-number', sheet: '指数', row: 7, column: '本期定基 Value', value: '一百', message: '不是数字（Not a number.）' },
  ],
  revision: null,
  preview: { root: { id: 'P', name: '价格总指数', value: 101.25, previous: 100.85, changePct: 0.4 }, up: 5, down: 2, flat: 1, changes: [] },
};

beforeAll(() => {
  window.matchMedia = ((query: string) => ({ matches: false, media: query, addListener: () => {}, removeListener: () => {}, addEventListener: () => {}, removeEventListener: () => {} })) as unknown as typeof window.matchMedia;
});
beforeEach(() => requestMock.mockReset());

describe('publishing calls', () => {
  it('reads families, imports, publications at their addresses; the figures go as their bytes', async () => {
    requestMock.mockResolvedValue(ok([]));
    await listPublishingFamilies();
    expect(lastCall()).toMatchObject({ url: '/webapi/admin/index/families', method: 'GET', skipErrorHandler: true });
    await listIndexPublications({ state: 'submitted' });
    expect(lastCall()).toMatchObject({ url: '/webapi/admin/index/publications', method: 'GET', params: { state: 'submitted' } });

    requestMock.mockResolvedValue(ok(report));
    const file = new File(['PK'], '本周.xlsx');
    const progress = jest.fn();
    await importIndexFigures(21, '2026-11-23', file, '本周.xlsx', progress);
    const call = lastCall();
    expect(call).toMatchObject({ url: '/webapi/admin/index/imports', method: 'POST', params: { projId: 21, period: '2026-11-23', filename: '本周.xlsx' }, headers: { 'Content-Type': 'application/octet-stream' } });
    expect(call.data).toBe(file);
    (call.onUploadProgress as (e: { loaded: number; total?: number }) => void)({ loaded: 1, total: 2 });
    expect(progress).toHaveBeenCalledWith(50);
    await getIndexImport(9);
    expect(lastCall()).toMatchObject({ url: '/webapi/admin/index/imports/9', method: 'GET' });

    requestMock.mockResolvedValue(ok(publication));
    await submitIndexPublication({ importId: 9, reason: null, publishAt: '2026-11-26T02:00:00.000Z' });
    expect(lastCall()).toMatchObject({ url: '/webapi/admin/index/publications', method: 'POST', data: { importId: 9, reason: null, publishAt: '2026-11-26T02:00:00.000Z' } });
    await getIndexPublication(5);
    expect(lastCall()).toMatchObject({ url: '/webapi/admin/index/publications/5', method: 'GET' });
    await reviewIndexPublication(5, { decision: 'approve', acknowledgeWarnings: true });
    expect(lastCall()).toMatchObject({ url: '/webapi/admin/index/publications/5/review', method: 'POST', data: { decision: 'approve', acknowledgeWarnings: true } });
  });

  it('refuses an answer that is no report', async () => {
    requestMock.mockResolvedValue(ok({ id: 9 }));
    await expect(getIndexImport(9)).rejects.toBeInstanceOf(ApiError);
  });

  it('saves the template under the name the server gives; a refusal keeps its message', async () => {
    const blob = new Blob(['PK']);
    const fetchMock = jest.fn().mockResolvedValue({
      ok: true,
      headers: new Map([['content-disposition', `attachment; filename="template.xlsx"; filename*=UTF-8''${encodeURIComponent('价格指数-2026-11-23.xlsx')}`]]),
      blob: () => Promise.resolve(blob),
    });
    global.fetch = fetchMock as unknown as typeof fetch;
    await expect(downloadIndexTemplate(21, '2026-11-23')).resolves.toBe('价格指数-2026-11-23.xlsx');
    expect(fetchMock.mock.calls[0][0]).toMatch(/^\/webapi\/admin\/index\/template\?siteCode=[\w-]+&projId=21&period=2026-11-23$/);
    expect(save).toHaveBeenCalledWith(blob, '价格指数-2026-11-23.xlsx');

    fetchMock.mockResolvedValue({ ok: false, status: 400, json: () => Promise.resolve({ success: false, errorCode: 'BAD_REQUEST', errorMessage: '还没有开始（has not begun.）' }) });
    await expect(downloadIndexTemplate(21, '2030-01-07')).rejects.toMatchObject({ status: 400, code: 'BAD_REQUEST', message: '还没有开始（has not begun.）' });
    fetchMock.mockRejectedValue(new TypeError('offline'));
    await expect(downloadIndexTemplate(21, '2026-11-23')).rejects.toMatchObject({ kind: 'network' });
  });

  it('reads a Content-Disposition name', () => {
    expect(attachmentName('attachment; filename="a.xlsx"')).toBe('a.xlsx');
    expect(attachmentName(`attachment; filename="_.xlsx"; filename*=UTF-8''%E5%91%A8.xlsx`)).toBe('周.xlsx');
    expect(attachmentName(null)).toBeNull();
  });
});

describe('periodName', () => {
  const intl = jest.requireActual('./adminIntl').adminIntl;
  it('names weeks by their ISO week (its Thursday decides the year) and months', () => {
    expect(periodName('2026-11-23', intl)).toBe('2026年第48周');
    expect(periodName('2026-12-28', intl)).toBe('2026年第53周');
    expect(periodName('2024-12-30', intl)).toBe('2025年第1周');
    expect(periodName('2026-10', intl)).toBe('2026年10月');
    expect(periodName('2026-Q3', intl)).toBe('2026年第3季度');
    expect(periodName('2026-Q5', intl)).toBe('2026-Q5');
    expect(periodName('soon', intl)).toBe('soon');
  });
});

describe('ImportReportView', () => {
  it('lists errors first, each message in the reader’s language, with the counts and the preview', () => {
    render(<ImportReportView report={report as never} />);
    expect(screen.getByTestId('import-errors').textContent).toBe('1');
    expect(screen.getByTestId('import-verdict').textContent).toContain('有 1 处错误');
    const rows = screen.getAllByTestId(/^import-issue-/);
    expect(rows.map((r) => r.getAttribute('data-testid'))).toEqual(['import-issue-error', 'import-issue-warning']);
    expect(within(rows[0]).getByText('不是数字')).toBeTruthy();
    expect(within(rows[0]).getByText('7')).toBeTruthy();
    expect(screen.queryByText(/Not a number/)).toBeNull();
    const preview = screen.getByTestId('import-preview');
    expect(preview.textContent).toContain('101.25');
    expect(preview.textContent).toContain('+0.40%');
    expect(preview.textContent).toContain('上涨 5');
    expect(screen.queryByTestId('import-headline')).toBeNull();
  });

  it('shows the period’s headline and summary as the public pages print them, when the server sends the public answers', () => {
    const fam = buildPriceFamily(dayOf(2026, 11, 26));
    const snapshot = snapshotOf(fam, fam.periods.length - 1);
    const visitor = { family: fam.family, snapshot, tree: fam.tree };
    render(<ImportReportView report={{ ...report, errors: 0, issues: [], preview: { ...report.preview, visitor } } as never} />);
    const headline = screen.getByTestId('import-headline');
    const summary = headlineSummary(fam.family, snapshot, adminIntl, contributionsOf(snapshot.rows, fam.tree));
    // The summary names the period, the level and the 大类 that moved the composite most.
    expect(summary).toContain('2026年第47周');
    expect(headline.textContent).toContain(summary);
  });
});
