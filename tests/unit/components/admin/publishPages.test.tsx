/**
 * 指数发布's pages: the families (a failure with a retry), what editors and the other roles may do;
 * one publication for a reviewer — 通过 only once the warnings are acknowledged, never on their own
 * figures, and the server's refusal said in the reader's language.
 */
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { MemoryRouter } from 'react-router-dom';
import AdminPublish from '@/pages/admin/publish/index';
import AdminPublication from '@/pages/admin/publish/[id]';
import { getIndexImport, getIndexPublication, listIndexPublications, listPublishingFamilies, reviewIndexPublication } from '@/services/admin';
import { ApiError } from '@/services/errors';

let mockRole = 'editor';
let mockName = 'compiler1';

jest.mock('@umijs/max', () => {
  const router = jest.requireActual('react-router-dom');
  return {
    useIntl: () => jest.requireActual('./adminIntl').adminIntl,
    useModel: () => ({ initialState: { admin: { account: { id: 1, name: mockName, displayName: mockName, role: mockRole } } } }),
    useParams: () => ({ id: '5' }),
    Link: router.Link,
    history: { push: jest.fn() },
  };
});
jest.mock('@/services/indices', () => ({ getIndexSnapshot: () => Promise.resolve({ periods: ['2026-11-16', '2026-11-09'] }) }));
jest.mock('@/services/admin', () => ({
  listPublishingFamilies: jest.fn(),
  listIndexPublications: jest.fn(),
  getIndexPublication: jest.fn(),
  getIndexImport: jest.fn(),
  indexImportFileHref: (id: number) => `/webapi/admin/index/imports/${id}/file`,
  reviewIndexPublication: jest.fn(),
  downloadIndexTemplate: jest.fn(),
  importIndexFigures: jest.fn(),
  submitIndexPublication: jest.fn(),
}));

const families = [
  { projId: 21, name: '价格指数', frequency: 'week', latest: { period: '2026-11-16', label: '2026年第47周', publishedAt: '2026-11-23T10:00:00+08:00' }, next: { period: '2026-11-23', label: '2026年第48周', slot: '2026-11-30T10:00:00+08:00', importable: true, importableFrom: '2026-11-23' } },
];
const publication = {
  id: 5,
  projId: 21,
  period: '2026-11-23',
  label: '2026年第48周',
  kind: 'new',
  state: 'submitted',
  reason: null,
  publishAt: null,
  publishedAt: null,
  importId: 9,
  importedBy: 'compiler1',
  submittedBy: 'compiler1',
  submittedAt: '2026-11-26T02:00:00.000Z',
  slotAt: '2026-11-30T10:00:00+08:00',
  reviewedBy: null,
  reviewedAt: null,
  comment: null,
  errors: 0,
  warnings: 1,
};
const report = {
  id: 9,
  projId: 21,
  period: '2026-11-23',
  label: '2026年第48周',
  fileName: 'w.xlsx',
  sha256: 'ab',
  createdAt: '2026-11-26T02:00:00.000Z',
  createdBy: 'compiler1',
  errors: 0,
  warnings: 1,
  issues: [{ level: 'warning', rule: 'large-move', sheet: '指数', row: 4, column: 'G', value: '130', message: '变动较大（A large move.）' }],
  revision: null,
  preview: { root: { id: 'P', name: '价格总指数', value: 101.25, previous: 100.85, changePct: 0.4 }, up: 1, down: 0, flat: 0, changes: [] },
};

beforeAll(() => {
  window.matchMedia = ((query: string) => ({ matches: false, media: query, addListener: () => {}, removeListener: () => {}, addEventListener: () => {}, removeEventListener: () => {} })) as unknown as typeof window.matchMedia;
});
beforeEach(() => {
  jest.clearAllMocks();
  mockRole = 'editor';
  mockName = 'compiler1';
  (listIndexPublications as jest.Mock).mockResolvedValue([publication]);
  (getIndexPublication as jest.Mock).mockResolvedValue(publication);
  (getIndexImport as jest.Mock).mockResolvedValue(report);
});

const show = (page: JSX.Element) =>
  render(
    <MemoryRouter>
      <App>{page}</App>
    </MemoryRouter>,
  );

describe('指数发布', () => {
  it('says when the families cannot be loaded, and tries again; then the next period and its slot', async () => {
    (listPublishingFamilies as jest.Mock).mockRejectedValueOnce(new ApiError('http', '服务暂停（Down.）', { status: 503 })).mockResolvedValue(families);
    show(<AdminPublish />);
    expect(await screen.findByText('指数列表加载失败')).toBeTruthy();
    expect(screen.getByText('服务暂停')).toBeTruthy();
    await act(async () => {
      fireEvent.click(screen.getByText(/^重\s?试$/));
    });
    const next = await screen.findByTestId('family-next-21');
    expect(next.textContent).toContain('2026年第48周');
    expect(next.textContent).toContain('定于');
    expect(screen.getByTestId('publish-upload')).toBeTruthy();
    expect(await screen.findByTestId('publication-link-5')).toBeTruthy();
    expect(screen.queryByTestId('publish-not-yet')).toBeNull();
    expect((screen.getByTestId('publish-template') as HTMLButtonElement).disabled).toBe(false);
  });

  it('says before any upload that the next period cannot be imported yet, and from which day', async () => {
    // 第48周 released (or scheduled): 第49周 is next, and begins on its Monday.
    const waiting = {
      ...families[0],
      latest: { period: '2026-11-23', label: '2026年第48周', publishedAt: '2026-11-30T10:00:00+08:00' },
      next: { period: '2026-11-30', label: '2026年第49周', slot: '2026-12-07T10:00:00+08:00', importable: false, importableFrom: '2026-11-30' },
    };
    (listPublishingFamilies as jest.Mock).mockResolvedValue([waiting]);
    show(<AdminPublish />);
    const notYet = await screen.findByTestId('publish-not-yet');
    expect(notYet.textContent).toContain('2026年第49周从 2026-11-30 起才能导入');
    expect(document.body.textContent).toContain('2026年第49周（下一期，2026-11-30 起可导入）');
    expect((screen.getByTestId('publish-template') as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByTestId('publish-upload').querySelector('button')!.disabled).toBe(true);
    await waitFor(() => expect(notYet.textContent).toContain('修订'));
  });

  it('lets other roles download templates and read, not import', async () => {
    mockRole = 'reviewer';
    (listPublishingFamilies as jest.Mock).mockResolvedValue(families);
    show(<AdminPublish />);
    await screen.findByTestId('family-next-21');
    expect(screen.getByTestId('publish-template')).toBeTruthy();
    expect(screen.queryByTestId('publish-upload')).toBeNull();
    expect(screen.getByText(/导入和提交数据由编辑完成/)).toBeTruthy();
  });
});

describe('one publication', () => {
  beforeEach(() => (listPublishingFamilies as jest.Mock).mockResolvedValue(families));

  it('has no 通过 for its editor', async () => {
    show(<AdminPublication />);
    expect((await screen.findByTestId('publication-state')).textContent).toBe('待审核');
    expect(screen.queryByTestId('publication-approve')).toBeNull();
    expect(screen.getByText('正在等待审核。')).toBeTruthy();
  });

  it('a reviewer approves once the warnings are acknowledged', async () => {
    mockRole = 'reviewer';
    mockName = 'checker1';
    (reviewIndexPublication as jest.Mock).mockResolvedValue({ ...publication, state: 'published', reviewedBy: 'checker1', publishedAt: '2026-11-26T10:05:00+08:00' });
    show(<AdminPublication />);
    const approve = await screen.findByTestId('publication-approve');
    expect((approve as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByTestId('publication-ack'));
    expect((approve as HTMLButtonElement).disabled).toBe(false);
    fireEvent.click(approve);
    // 通过 asks first: when (here the family's slot, unchanged) and what becomes public.
    const confirm = await screen.findByTestId('publication-confirm');
    expect(screen.getByTestId('approve-effect').textContent).toContain('2026年第48周');
    await act(async () => {
      fireEvent.click(confirm);
    });
    expect(reviewIndexPublication).toHaveBeenCalledWith(5, { decision: 'approve', acknowledgeWarnings: true, comment: null });
    await waitFor(() => expect(screen.getByTestId('publication-state').textContent).toBe('已发布'));
  });

  it('never on their own figures: the buttons say why', async () => {
    mockRole = 'reviewer';
    show(<AdminPublication />);
    expect(((await screen.findByTestId('publication-approve')) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByTestId('publication-own-note').textContent).toBe('不能审核自己导入或提交的数据');
  });

  it("says the server's refusal in the reader's language", async () => {
    mockRole = 'reviewer';
    mockName = 'checker1';
    (getIndexPublication as jest.Mock).mockResolvedValue({ ...publication, warnings: 0 });
    (reviewIndexPublication as jest.Mock).mockRejectedValue(new ApiError('http', '不能审核自己导入或提交的数据（You may not review figures you imported or submitted.）', { status: 403, code: 'FORBIDDEN' }));
    show(<AdminPublication />);
    fireEvent.click(await screen.findByTestId('publication-approve'));
    const confirm = await screen.findByTestId('publication-confirm');
    await act(async () => {
      fireEvent.click(confirm);
    });
    await waitFor(() => expect(document.querySelector('.ant-message')?.textContent).toBe('不能审核自己导入或提交的数据'));
    expect(screen.getByTestId('publication-state').textContent).toBe('待审核');
  });
});
