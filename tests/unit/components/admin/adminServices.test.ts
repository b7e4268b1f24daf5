/** The back office's content calls: paths, methods, bodies, and the raw upload of a PDF. */
import { request } from '@umijs/max';
import {
  createArticle,
  getAdminArticle,
  getSiteSettings,
  listAdminArticles,
  reviewArticleRevision,
  saveArticleRevision,
  submitArticleRevision,
  updateSiteSettings,
  uploadFile,
} from '@/services/admin';
import { ApiError } from '@/services/errors';

jest.mock('@umijs/max', () => ({ request: jest.fn() }));

const requestMock = request as unknown as jest.Mock;
const ok = <T,>(data: T) => ({ success: true, data });
const article = { id: 7, state: 'draft', published: null, revisions: [] };
const draft = { categoryId: 214, title: '标题', content: '<p>x</p>' };
const settings = { name: '青溪', shortName: '青溪', publisher: '', compiler: '', description: '', contact: { phone: '', email: '', address: '' }, icp: '', sections: ['home'] };

beforeEach(() => requestMock.mockReset());

const lastCall = (): Record<string, unknown> => {
  const [url, opts] = requestMock.mock.calls.at(-1) as [string, Record<string, unknown>];
  return { url, ...opts };
};

describe('article calls', () => {
  it('lists with the filters as query parameters, empty ones left out', async () => {
    requestMock.mockResolvedValue(ok({ list: [], total: 0, current: 1, pageSize: 20 }));
    await listAdminArticles({ current: 2, pageSize: 20, categoryId: 214, state: 'submitted', text: '' });
    expect(lastCall()).toMatchObject({ url: '/webapi/admin/articles', method: 'GET', params: { current: 2, pageSize: 20, categoryId: 214, state: 'submitted' }, skipErrorHandler: true });
    expect((lastCall().params as Record<string, unknown>).text).toBeUndefined();
  });

  it('creates, reads, saves, submits and reviews at their addresses', async () => {
    requestMock.mockResolvedValue(ok(article));
    await createArticle(draft);
    expect(lastCall()).toMatchObject({ url: '/webapi/admin/articles', method: 'POST', data: draft });
    await getAdminArticle(7);
    expect(lastCall()).toMatchObject({ url: '/webapi/admin/articles/7', method: 'GET' });
    await saveArticleRevision(7, { ...draft, restoredFrom: 2 });
    expect(lastCall()).toMatchObject({ url: '/webapi/admin/articles/7/revisions', method: 'POST', data: { ...draft, restoredFrom: 2 } });
    await submitArticleRevision(7, 3);
    expect(lastCall()).toMatchObject({ url: '/webapi/admin/articles/7/revisions/3/submit', method: 'POST' });
    await reviewArticleRevision(7, 3, { decision: 'return', comment: '请补充数据来源' });
    expect(lastCall()).toMatchObject({ url: '/webapi/admin/articles/7/revisions/3/review', method: 'POST', data: { decision: 'return', comment: '请补充数据来源' } });
  });

  it('refuses an answer that is no article', async () => {
    requestMock.mockResolvedValue(ok({ id: 7 }));
    await expect(getAdminArticle(7)).rejects.toBeInstanceOf(ApiError);
  });
});

describe('uploadFile', () => {
  it("sends the file's bytes as they are, with its name as a query parameter", async () => {
    const stored = { file: 'ab12-report.pdf', name: '报告.pdf', url: '/webapi/files/ab12-report.pdf', size: 3, pages: 1, mime: 'application/pdf', sha256: 'ab12' };
    requestMock.mockResolvedValue(ok(stored));
    const file = new File(['%PDF'], '报告.pdf', { type: 'application/pdf' });
    const progress = jest.fn();
    await expect(uploadFile(file, '报告.pdf', progress)).resolves.toEqual(stored);
    const call = lastCall();
    expect(call).toMatchObject({ url: '/webapi/admin/files', method: 'POST', params: { filename: '报告.pdf' }, headers: { 'Content-Type': 'application/octet-stream' } });
    expect(call.data).toBe(file);
    (call.onUploadProgress as (e: { loaded: number; total?: number }) => void)({ loaded: 1, total: 4 });
    expect(progress).toHaveBeenCalledWith(25);
  });
});

describe('site settings', () => {
  it('reads with GET and writes the whole settings with PUT', async () => {
    requestMock.mockResolvedValue(ok(settings));
    await getSiteSettings();
    expect(lastCall()).toMatchObject({ url: '/webapi/admin/settings', method: 'GET' });
    await updateSiteSettings(settings as never);
    expect(lastCall()).toMatchObject({ url: '/webapi/admin/settings', method: 'PUT', data: settings });
  });
});
