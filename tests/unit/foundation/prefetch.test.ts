/**
 * The first requests of the page a visit opens on start with the site info (src/services/queries.ts
 * prefetchFor), under the key the page's own hook reads: a column's unfiltered first page, desktop or
 * phone; nothing for a filtered list, which asks for itself.
 */
import { CATEGORY_IDS, PAGE_SIZE } from '@/config/constants';
import { getArticles } from '@/services/articles';
import { clearCache, remember } from '@/services/cache';
import { articleListKey, pageKey, prefetchFor } from '@/services/queries';

jest.mock('@/services/articles', () => ({
  getArticles: jest.fn(async (q: { categoryId: number }) => ({ list: [{ id: q.categoryId }], total: 1, current: 1, pageSize: 10 })),
}));
const getArticlesMock = getArticles as jest.Mock;

beforeEach(() => {
  clearCache();
  getArticlesMock.mockClear();
});

describe('prefetchFor: a column', () => {
  it.each(['/mobile/comment', '/comment'])('%s asks for page 1 once, and the list finds it under its own key', async (path) => {
    prefetchFor(path, '');
    expect(getArticlesMock).toHaveBeenCalledTimes(1);
    expect(getArticlesMock).toHaveBeenCalledWith({ categoryId: CATEGORY_IDS.comment, current: 1, pageSize: PAGE_SIZE, keyword: '' });
    // What useInfiniteList / usePagedList ask for the unfiltered list (src/hooks/articles.ts's key).
    const load = jest.fn();
    const page = await remember(pageKey(articleListKey(CATEGORY_IDS.comment, { keyword: '', year: undefined, month: undefined }), 1), load);
    expect(load).not.toHaveBeenCalled();
    expect(page).toMatchObject({ list: [{ id: CATEGORY_IDS.comment }] });
  });

  it('report and info ask for their own category', () => {
    prefetchFor('/mobile/report', '');
    prefetchFor('/info', '?');
    expect(getArticlesMock.mock.calls.map(([q]) => q.categoryId)).toEqual([CATEGORY_IDS.report, CATEGORY_IDS.info]);
  });

  it('a filtered list or another page asks for nothing ahead', () => {
    prefetchFor('/mobile/comment', '?keyword=季度');
    prefetchFor('/comment', '?page=2');
    prefetchFor('/mobile/company', '');
    expect(getArticlesMock).not.toHaveBeenCalled();
  });
});
