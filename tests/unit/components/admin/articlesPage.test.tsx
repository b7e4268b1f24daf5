/** 文章: the server's page of articles with state tags and links; 新建文章 for editors; a failure with a retry. */
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { MemoryRouter } from 'react-router-dom';
import AdminArticles from '@/pages/admin/articles/index';
import { listAdminArticles } from '@/services/admin';

let mockRole = 'editor';

jest.mock('@umijs/max', () => {
  const router = jest.requireActual('react-router-dom');
  return {
    useIntl: () => jest.requireActual('./adminIntl').adminIntl,
    useModel: () => ({ initialState: { admin: { account: { id: 1, name: 'wang', displayName: '王', role: mockRole } } } }),
    Link: router.Link,
    history: { push: jest.fn() },
  };
});
jest.mock('@/services/site', () => ({
  getConstants: () => Promise.resolve({ categories: [{ id: 214, key: 'comment', name: '指数评论' }], projects: [] }),
}));
jest.mock('@/services/admin', () => ({ listAdminArticles: jest.fn() }));

const list = listAdminArticles as jest.Mock;
const page = {
  list: [
    { id: 12, categoryId: 214, title: '2月评析', state: 'submitted', publishedAt: null, updatedAt: '2026-03-01T02:00:00.000Z', updatedBy: 'wang', latestRev: 2 },
    { id: 9, categoryId: 214, title: '1月评析', state: 'published', publishedAt: '2026-02-01T02:00:00.000Z', updatedAt: '2026-02-01T02:00:00.000Z', updatedBy: 'li', latestRev: 1 },
  ],
  total: 2,
  current: 1,
  pageSize: 20,
};

beforeAll(() => {
  window.matchMedia = ((query: string) => ({ matches: false, media: query, addListener: () => {}, removeListener: () => {}, addEventListener: () => {}, removeEventListener: () => {} })) as unknown as typeof window.matchMedia;
});
beforeEach(() => {
  list.mockReset();
  mockRole = 'editor';
});

const show = () =>
  render(
    <MemoryRouter>
      <App>
        <AdminArticles />
      </App>
    </MemoryRouter>,
  );

describe('AdminArticles', () => {
  it('lists the page the server answers: links, category names and state tags; editors may start one', async () => {
    list.mockResolvedValue(page);
    show();
    const link = await screen.findByTestId('article-link-12');
    expect(link.getAttribute('href')).toBe('/admin/articles/12');
    expect(list).toHaveBeenCalledWith(expect.objectContaining({ current: 1, pageSize: 20 }));
    expect(screen.getByText('待审核')).toBeTruthy();
    expect(screen.getByText('已发布')).toBeTruthy();
    await waitFor(() => expect(screen.getAllByText('指数评论').length).toBeGreaterThan(0));
    expect(screen.getByTestId('new-article')).toBeTruthy();
  });

  it('offers 新建文章 to editors only', async () => {
    mockRole = 'reviewer';
    list.mockResolvedValue(page);
    show();
    await screen.findByTestId('article-link-12');
    expect(screen.queryByTestId('new-article')).toBeNull();
  });

  it('says when the list cannot be loaded, and tries again', async () => {
    list.mockRejectedValueOnce(new Error('down')).mockResolvedValue(page);
    show();
    const alert = await screen.findByTestId('articles-error');
    expect(alert.textContent).toContain('文章列表加载失败');
    await act(async () => {
      fireEvent.click(alert.querySelector('button')!);
    });
    await screen.findByTestId('article-link-12');
    expect(screen.queryByTestId('articles-error')).toBeNull();
  });
});
