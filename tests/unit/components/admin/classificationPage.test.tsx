/**
 * 分类体系 (issue 45): an editor uploads a family's tree with its period and note — a file with errors
 * shows each issue where it is and nothing to submit; a checked one shows its diff, colour-coded, and
 * 提交审核; a reviewer approves a submitted change on the same page. The services are mocked: the
 * server's own checks are tests/server/classification.test.ts.
 */
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { MemoryRouter } from 'react-router-dom';
import AdminClassification from '@/pages/admin/publish/classification';
import { importClassification, listClassificationChanges, listPublishingFamilies, reviewClassificationChange, submitClassificationChange } from '@/services/admin';

let mockRole = 'editor';

jest.mock('@umijs/max', () => {
  const router = jest.requireActual('react-router-dom');
  return {
    useIntl: () => jest.requireActual('./adminIntl').adminIntl,
    useModel: () => ({ initialState: { admin: { account: { id: 1, name: 'someone', displayName: 'someone', role: mockRole } } } }),
    useSearchParams: router.useSearchParams,
    Link: router.Link,
  };
});
jest.mock('@/services/admin', () => ({
  listPublishingFamilies: jest.fn(),
  listClassificationChanges: jest.fn(),
  importClassification: jest.fn(),
  submitClassificationChange: jest.fn(),
  reviewClassificationChange: jest.fn(),
  downloadClassificationTemplate: jest.fn(),
}));

const family = { projId: 31, name: '茶叶价格指数', frequency: 'month', latest: null, next: { period: '2026-10', label: '2026年10月', slot: '2026-11-05T10:00:00+08:00', importable: true, importableFrom: '2026-10-01' } };
const base = {
  projId: 31,
  validFrom: '2026-10',
  label: '2026年10月',
  note: '新篮子',
  fileName: 'tree.xlsx',
  warnings: 0,
  nodes: [],
  createdBy: 'compiler1',
  createdAt: '2026-11-26T02:00:00.000Z',
  submittedBy: null,
  submittedAt: null,
  reviewedBy: null,
  reviewedAt: null,
  comment: null,
};
const broken = {
  ...base,
  id: null,
  state: null,
  errors: 1,
  issues: [{ level: 'error', rule: 'weight-sum', sheet: '分类体系', row: 3, column: '权重(%) Weight', value: '90', message: 'T1（绿茶）的下级权重合计 90%，应为 100%（The weights under T1 add up to 90%, not 100%）' }],
  changes: [],
  counts: { nodes: 0, added: 0, removed: 0, renamed: 0, moved: 0, reweighted: 0 },
};
const checked = {
  ...base,
  id: 7,
  state: 'checked',
  errors: 0,
  issues: [],
  changes: [
    { nodeId: 'T1', name: '绿茶类', level: 2, change: 'renamed', previousName: '绿茶' },
    { nodeId: 'T2', name: '红茶', level: 2, change: 'reweighted', weightBefore: 40, weightAfter: 50 },
  ],
  counts: { nodes: 5, added: 0, removed: 0, renamed: 1, moved: 0, reweighted: 1 },
};

beforeAll(() => {
  window.matchMedia = ((query: string) => ({ matches: false, media: query, addListener: () => {}, removeListener: () => {}, addEventListener: () => {}, removeEventListener: () => {} })) as unknown as typeof window.matchMedia;
});
beforeEach(() => {
  jest.clearAllMocks();
  mockRole = 'editor';
  (listPublishingFamilies as jest.Mock).mockResolvedValue([family]);
  (listClassificationChanges as jest.Mock).mockResolvedValue([]);
});

const show = () =>
  render(
    <MemoryRouter initialEntries={['/admin/publish/classification?projId=31']}>
      <App>
        <AdminClassification />
      </App>
    </MemoryRouter>,
  );

async function upload() {
  const input = (await screen.findByTestId('classification-upload')).closest('.ant-upload')!.querySelector('input[type="file"]')!;
  await act(async () => {
    fireEvent.change(input, { target: { files: [new File(['x'], 'tree.xlsx')] } });
  });
}

describe('分类体系', () => {
  it('an editor sees a broken file’s issues by row and column, and nothing to submit', async () => {
    (importClassification as jest.Mock).mockResolvedValue(broken);
    show();
    fireEvent.change(await screen.findByTestId('classification-note'), { target: { value: '新篮子' } });
    await upload();
    await waitFor(() => expect(importClassification).toHaveBeenCalledWith(31, '2026-10', '新篮子', expect.any(File), 'tree.xlsx'));
    const issues = await screen.findByTestId('classification-issues');
    expect(issues.textContent).toContain('分类体系 · 第 3 行 · 权重(%) Weight · 「90」');
    expect(issues.textContent).toContain('T1（绿茶）的下级权重合计 90%，应为 100%');
    expect(screen.getByTestId('classification-report').textContent).toContain('文件有 1 处错误，未保存任何内容');
    expect(screen.queryByTestId('classification-submit')).toBeNull();
  });

  it('an editor sees a checked file’s diff, colour-coded, and submits it', async () => {
    (importClassification as jest.Mock).mockResolvedValue(checked);
    (submitClassificationChange as jest.Mock).mockResolvedValue({ ...checked, state: 'submitted', submittedBy: 'compiler1' });
    show();
    await upload();
    const diff = await screen.findByTestId('classification-diff');
    expect(diff.textContent).toContain('改名');
    expect(diff.textContent).toContain('原名「绿茶」');
    expect(diff.textContent).toContain('40% → 50%');
    expect(diff.querySelector('.ant-tag-blue')!.textContent).toBe('改名');
    expect(diff.querySelector('.ant-tag-orange')!.textContent).toBe('调权');
    await act(async () => {
      fireEvent.click(screen.getByTestId('classification-submit'));
    });
    expect(submitClassificationChange).toHaveBeenCalledWith(31, 7);
    await waitFor(() => expect(screen.queryByTestId('classification-submit')).toBeNull());
  });

  it('a reviewer approves a submitted change, and cannot upload', async () => {
    mockRole = 'reviewer';
    (listClassificationChanges as jest.Mock).mockResolvedValue([{ ...checked, state: 'submitted', submittedBy: 'compiler1' }]);
    (reviewClassificationChange as jest.Mock).mockResolvedValue({ ...checked, state: 'approved' });
    show();
    const approve = await screen.findByTestId('classification-approve-7');
    expect(screen.queryByTestId('classification-upload')).toBeNull();
    expect(document.body.textContent).toContain('待审核');
    await act(async () => {
      fireEvent.click(approve);
    });
    expect(reviewClassificationChange).toHaveBeenCalledWith(31, 7, { decision: 'approve', comment: null });
  });
});
