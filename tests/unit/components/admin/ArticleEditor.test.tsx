/**
 * One article in the back office: an editor's save (a new revision, `restoredFrom` after 恢复) and
 * submit (straight away when the latest draft is saved); a reviewer's approve and send back (with a
 * required reason), refused on their own work; a returned revision's reason on top; 对比.
 */
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { MemoryRouter } from 'react-router-dom';
import ArticleEditor from '@/components/admin/ArticleEditor';
import { reviewArticleRevision, saveArticleRevision, submitArticleRevision } from '@/services/admin';

let mockRole = 'editor';
let mockMe = 'wang';
const mockPush = jest.fn();

jest.mock('@umijs/max', () => {
  const router = jest.requireActual('react-router-dom');
  return {
    useIntl: () => jest.requireActual('./adminIntl').adminIntl,
    useModel: () => ({ initialState: { admin: { account: { id: 1, name: mockMe, displayName: mockMe, role: mockRole } } } }),
    Link: router.Link,
    history: { push: (...args: unknown[]) => mockPush(...args), block: () => () => undefined },
  };
});
jest.mock('@/services/site', () => ({
  getConstants: () => Promise.resolve({ categories: [{ id: 214, key: 'comment', name: '指数评论' }, { id: 220, key: 'report', name: '研究报告' }], projects: [] }),
}));
jest.mock('@/services/admin', () => ({
  createArticle: jest.fn(),
  saveArticleRevision: jest.fn(),
  submitArticleRevision: jest.fn(),
  reviewArticleRevision: jest.fn(),
  uploadFile: jest.fn(),
}));

const save = saveArticleRevision as jest.Mock;
const submit = submitArticleRevision as jest.Mock;
const review = reviewArticleRevision as jest.Mock;

beforeAll(() => {
  window.matchMedia = ((query: string) => ({ matches: false, media: query, addListener: () => {}, removeListener: () => {}, addEventListener: () => {}, removeEventListener: () => {} })) as unknown as typeof window.matchMedia;
  window.scrollTo = () => {};
  const rect = { x: 0, y: 0, top: 0, left: 0, bottom: 0, right: 0, width: 0, height: 0, toJSON: () => ({}) };
  Range.prototype.getClientRects = () => ({ length: 0, item: () => null, [Symbol.iterator]: [][Symbol.iterator] }) as unknown as DOMRectList;
  Range.prototype.getBoundingClientRect = () => rect as DOMRect;
  document.elementFromPoint = () => null;
});

beforeEach(() => {
  mockRole = 'editor';
  mockMe = 'wang';
  [save, submit, review, mockPush].forEach((m) => m.mockReset());
});

const fields = (title: string, over: Record<string, unknown> = {}) => ({
  categoryId: 214,
  title,
  summary: '',
  author: '',
  source: '',
  content: '<p>正文</p>',
  tags: [],
  attachments: [],
  publishAt: null,
  about: { projId: 21, period: '2026-02' },
  ...over,
});

const revision = (rev: number, state: string, title: string, over: Record<string, unknown> = {}) => ({
  rev,
  state,
  fields: fields(title),
  restoredFrom: null,
  createdBy: 'wang',
  createdAt: '2026-03-01T02:00:00.000Z',
  submittedBy: state === 'draft' ? null : 'wang',
  submittedAt: state === 'draft' ? null : '2026-03-01T03:00:00.000Z',
  reviewedBy: null,
  reviewedAt: null,
  comment: null,
  ...over,
});

const articleWith = (...revisions: ReturnType<typeof revision>[]) => ({ id: 7, state: revisions[0].state === 'approved' ? 'published' : revisions[0].state, published: null, revisions });

function show(article: unknown, onChange = jest.fn()) {
  render(
    <MemoryRouter>
      <App>
        <ArticleEditor article={article as never} onChange={onChange} />
      </App>
    </MemoryRouter>,
  );
  return onChange;
}

const flush = () =>
  act(async () => {
    for (let i = 0; i < 10; i += 1) await Promise.resolve();
  });

describe('an editor', () => {
  it('saves a changed form as a new revision, keeping what the form does not show', async () => {
    const article = articleWith(revision(1, 'draft', '初稿'));
    save.mockResolvedValue(articleWith(revision(2, 'draft', '二稿'), revision(1, 'draft', '初稿')));
    const onChange = show(article);
    expect((screen.getByLabelText('标题') as HTMLInputElement).value).toBe('初稿');
    // Nothing changed yet: nothing to save.
    expect((screen.getByTestId('article-save') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(screen.getByTestId('article-title'), { target: { value: '二稿' } });
    await flush();
    expect(screen.getByTestId('article-dirty')).toBeTruthy();
    await act(async () => {
      fireEvent.click(screen.getByTestId('article-save'));
    });
    await waitFor(() => expect(save).toHaveBeenCalled());
    expect(save).toHaveBeenCalledWith(7, fields('二稿'));
    await waitFor(() => expect(onChange).toHaveBeenCalled());
  });

  it("labels each field so that a label's words find it alone (Playwright's getByLabel matches substrings)", () => {
    show(articleWith(revision(1, 'draft', '初稿', { fields: fields('初稿', { attachments: [{ file: 'ab12-r.pdf', name: '报告.pdf', url: '/webapi/files/ab12-r.pdf', size: 10, pages: 2, mime: 'application/pdf' }] }) })));
    // Every (name, element) a label finds: aria-label on the element, or a <label> and its control.
    const named: [string, Element | null][] = [
      ...[...document.querySelectorAll('[aria-label]')].map((e): [string, Element | null] => [e.getAttribute('aria-label') ?? '', e]),
      ...[...document.querySelectorAll('label')].map((l): [string, Element | null] => [l.textContent ?? '', l.htmlFor ? document.getElementById(l.htmlFor) : l.querySelector('input')]),
    ];
    for (const label of ['栏目', '标题', '摘要', '作者', '来源', '定时发布', '标签', '正文', '附件']) {
      const found = new Set(named.filter(([n]) => n.includes(label)).map(([, e]) => e));
      expect({ label, count: found.size }).toEqual({ label, count: 1 });
    }
    expect(screen.getByLabelText('正文').getAttribute('data-testid')).toBe('rich-text');
    expect(screen.getByLabelText('附件').getAttribute('type')).toBe('file');
  });

  it('submits the saved latest draft as it is', async () => {
    submit.mockResolvedValue(articleWith(revision(1, 'submitted', '初稿')));
    show(articleWith(revision(1, 'draft', '初稿')));
    await act(async () => {
      fireEvent.click(screen.getByTestId('article-submit'));
    });
    await waitFor(() => expect(submit).toHaveBeenCalledWith(7, 1));
    expect(save).not.toHaveBeenCalled();
  });

  it('saves unsaved changes first, then submits that revision', async () => {
    const saved = articleWith(revision(2, 'draft', '改过'), revision(1, 'draft', '初稿'));
    save.mockResolvedValue(saved);
    submit.mockResolvedValue(saved);
    show(articleWith(revision(1, 'draft', '初稿')));
    fireEvent.change(screen.getByTestId('article-title'), { target: { value: '改过' } });
    await flush();
    await act(async () => {
      fireEvent.click(screen.getByTestId('article-submit'));
    });
    await waitFor(() => expect(submit).toHaveBeenCalledWith(7, 2));
    expect(save.mock.calls[0][1].title).toBe('改过');
  });

  it('restores an old revision into the form and saves it with restoredFrom', async () => {
    save.mockResolvedValue(articleWith(revision(3, 'draft', '初稿'), revision(2, 'draft', '二稿'), revision(1, 'draft', '初稿')));
    show(articleWith(revision(2, 'draft', '二稿'), revision(1, 'draft', '初稿')));
    fireEvent.click(screen.getByTestId('revision-restore-1'));
    await flush();
    expect((screen.getByTestId('article-title') as HTMLInputElement).value).toBe('初稿');
    await act(async () => {
      fireEvent.click(screen.getByTestId('article-save'));
    });
    await waitFor(() => expect(save).toHaveBeenCalled());
    expect(save.mock.calls[0][1]).toMatchObject({ title: '初稿', restoredFrom: 1 });
  });

  it("sees the reviewer's reason on a returned revision", () => {
    show(articleWith(revision(1, 'returned', '初稿', { reviewedBy: 'li', reviewedAt: '2026-03-02T02:00:00.000Z', comment: '请补充数据来源' })));
    const notice = screen.getByTestId('return-notice');
    expect(notice.textContent).toContain('第 1 版被 li 退回');
    expect(notice.textContent).toContain('请补充数据来源');
    expect(screen.getByTestId('article-state').textContent).toBe('已退回');
  });

  it('reads, not edits, a revision that waits for review', () => {
    show(articleWith(revision(1, 'submitted', '初稿')));
    expect(screen.queryByTestId('article-title')).toBeNull();
    expect(screen.queryByTestId('article-save')).toBeNull();
    expect(screen.getByTestId('article-title-view').textContent).toBe('初稿');
    expect(screen.getByText('第 1 版正在等待审核，审核结束前不能修改。')).toBeTruthy();
  });
});

describe('a reviewer', () => {
  beforeEach(() => {
    mockRole = 'reviewer';
    mockMe = 'li';
  });

  it('approves a submitted revision', async () => {
    const onChange = show(articleWith(revision(2, 'submitted', '二稿'), revision(1, 'draft', '初稿')));
    review.mockResolvedValue(articleWith(revision(2, 'approved', '二稿')));
    expect(screen.queryByTestId('article-title')).toBeNull();
    expect(screen.getByTestId('article-content-view').textContent).toBe('正文');
    await act(async () => {
      fireEvent.click(screen.getByTestId('article-approve'));
    });
    await waitFor(() => expect(review).toHaveBeenCalledWith(7, 2, { decision: 'approve' }));
    await waitFor(() => expect(onChange).toHaveBeenCalled());
  });

  it('sends back only with a reason', async () => {
    show(articleWith(revision(1, 'submitted', '初稿')));
    review.mockResolvedValue(articleWith(revision(1, 'returned', '初稿')));
    fireEvent.click(screen.getByTestId('article-return'));
    await flush();
    await act(async () => {
      fireEvent.click(screen.getByTestId('return-confirm'));
    });
    await waitFor(() => expect(screen.getByText('请输入退回理由')).toBeTruthy());
    expect(review).not.toHaveBeenCalled();
    fireEvent.change(screen.getByTestId('return-comment'), { target: { value: ' 数据来源不清 ' } });
    await act(async () => {
      fireEvent.click(screen.getByTestId('return-confirm'));
    });
    await waitFor(() => expect(review).toHaveBeenCalledWith(7, 1, { decision: 'return', comment: '数据来源不清' }));
  });

  it('may not decide on what they submitted: the buttons stay, disabled, and say why', () => {
    mockMe = 'wang';
    show(articleWith(revision(1, 'submitted', '初稿')));
    expect((screen.getByTestId('article-approve') as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByTestId('article-return') as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByTestId('review-own-note').textContent).toBe('不能审核自己提交的内容');
  });

  it('compares a revision with the one before', async () => {
    show(articleWith(revision(2, 'submitted', '二稿'), revision(1, 'draft', '初稿')));
    // Newest first, a row per revision; a reviewer restores nothing.
    expect(screen.getByTestId('revision-row-2').compareDocumentPosition(screen.getByTestId('revision-row-1')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.queryByTestId('revision-restore-1')).toBeNull();
    fireEvent.click(screen.getByTestId('revision-diff-2'));
    await flush();
    const dialog = await screen.findByTestId('revision-diff');
    const text = (tag: string) => [...dialog.querySelectorAll(`td ${tag}`)].map((e) => e.textContent).join('|');
    expect(text('ins')).toContain('二');
    expect(text('del')).toContain('初');
    expect(screen.getByText('第 2 版与第 1 版对比')).toBeTruthy();
  });
});
