/**
 * 指数发布's switch to the other datasets (issue 22, item 6): 原材料价格 / 进出口 / 品牌排行 each with
 * a period typed in its form (a malformed one said and nothing sent), the template and the import
 * named by dataset, the report, a submission published on approval (no time asked), and the
 * publications of that dataset under its name.
 */
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { MemoryRouter } from 'react-router-dom';
import AdminPublish from '@/pages/admin/publish/index';
import { downloadIndexTemplate, importIndexFigures, listIndexPublications, listPublishingFamilies, submitIndexPublication } from '@/services/admin';

jest.mock('@umijs/max', () => {
  const router = jest.requireActual('react-router-dom');
  return {
    useIntl: () => jest.requireActual('./adminIntl').adminIntl,
    useModel: () => ({ initialState: { admin: { account: { id: 1, name: 'compiler1', displayName: 'compiler1', role: 'editor' } } } }),
    Link: router.Link,
    history: { push: jest.fn() },
  };
});
jest.mock('@/services/indices', () => ({ getIndexSnapshot: () => Promise.resolve({ periods: [] }) }));
jest.mock('@/services/admin', () => ({
  listPublishingFamilies: jest.fn(),
  listIndexPublications: jest.fn(),
  downloadIndexTemplate: jest.fn(),
  importIndexFigures: jest.fn(),
  submitIndexPublication: jest.fn(),
}));

jest.setTimeout(120_000);

const families = [
  { projId: 21, name: '价格指数', frequency: 'week', latest: { period: '2026-11-16', label: '2026年第47周', publishedAt: '2026-11-23T10:00:00+08:00' }, next: { period: '2026-11-23', label: '2026年第48周', slot: '2026-11-30T10:00:00+08:00' } },
];
const publication = (dataset: string, period: string) => ({
  id: 7,
  dataset,
  projId: 0,
  period,
  label: period,
  kind: 'revision',
  state: 'submitted',
  reason: '报价更正',
  publishAt: null,
  publishedAt: null,
  importId: 11,
  importedBy: 'compiler1',
  submittedBy: 'compiler1',
  submittedAt: '2026-11-26T02:00:00.000Z',
  reviewedBy: null,
  reviewedAt: null,
  comment: null,
  errors: 0,
  warnings: 1,
  commentaryId: null,
});
const report = {
  id: 11,
  dataset: 'materials',
  projId: 0,
  period: '2026-11-20',
  label: '2026年11月20日报价',
  fileName: 'quotes.xlsx',
  sha256: 'ab',
  createdAt: '2026-11-26T02:00:00.000Z',
  createdBy: 'compiler1',
  errors: 0,
  warnings: 1,
  issues: [{ level: 'warning', rule: 'revision', sheet: null, row: null, column: null, value: null, message: '已经发布，这次导入是修订（This import revises it.）' }],
  revision: { changed: 1 },
  preview: { root: { id: 'M01', name: '冷轧板卷', value: 4120, previous: 4100, changePct: 0.49 }, up: 1, down: 0, flat: 7, changes: [{ id: 'M01', name: '冷轧板卷', old: 4100, new: 4120 }] },
};

beforeAll(() => {
  window.matchMedia = ((query: string) => ({ matches: false, media: query, addListener: () => {}, removeListener: () => {}, addEventListener: () => {}, removeEventListener: () => {} })) as unknown as typeof window.matchMedia;
});
beforeEach(() => {
  jest.clearAllMocks();
  (listPublishingFamilies as jest.Mock).mockResolvedValue(families);
  (listIndexPublications as jest.Mock).mockImplementation(({ dataset }: { dataset: string }) => Promise.resolve(dataset === 'materials' ? [publication('materials', '2026-11-20')] : []));
  (downloadIndexTemplate as jest.Mock).mockResolvedValue('原材料价格-2026-11-20.xlsx');
  (importIndexFigures as jest.Mock).mockResolvedValue(report);
  (submitIndexPublication as jest.Mock).mockResolvedValue(publication('materials', '2026-11-20'));
});

const show = () =>
  render(
    <MemoryRouter>
      <App>
        <AdminPublish />
      </App>
    </MemoryRouter>,
  );

async function choose(label: string) {
  await screen.findByTestId('publish-dataset');
  await act(async () => {
    fireEvent.click(screen.getByText(label));
  });
}

describe('指数发布: the other datasets', () => {
  it('offers 指数 / 原材料价格 / 进出口 / 品牌排行, the index first', async () => {
    show();
    await screen.findByTestId('family-next-21');
    const options = [...screen.getByTestId('publish-dataset').querySelectorAll('.ant-segmented-item-label')].map((e) => e.textContent);
    expect(options).toEqual(['指数', '原材料价格', '进出口', '品牌排行']);
    expect(listIndexPublications).toHaveBeenLastCalledWith({ state: undefined, dataset: 'index' });
  });

  it('原材料价格: a quote day, the template and the import by dataset, the report, a submission published on approval', async () => {
    show();
    await choose('原材料价格');
    expect(screen.queryByTestId('family-next-21')).toBeNull();
    const period = screen.getByTestId('dataset-period') as HTMLInputElement;
    expect(period.value).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    fireEvent.change(period, { target: { value: '2026-11-20' } });
    await act(async () => {
      fireEvent.click(screen.getByTestId('publish-template'));
    });
    expect(downloadIndexTemplate).toHaveBeenCalledWith(0, '2026-11-20', 'materials');

    const input = screen.getByTestId('publish-upload').querySelector('input[type="file"]')!;
    await act(async () => {
      fireEvent.change(input, { target: { files: [new File(['x'], 'quotes.xlsx')] } });
    });
    await screen.findByTestId('import-report');
    expect((importIndexFigures as jest.Mock).mock.calls[0]).toEqual([0, '2026-11-20', expect.anything(), 'quotes.xlsx', expect.any(Function), 'materials']);
    expect(screen.getByText('各项涨跌')).toBeTruthy();
    expect(screen.getByTestId('publish-on-approval').textContent).toContain('审核通过时即发布');
    expect(screen.queryByTestId('publish-when')).toBeNull();

    // A revision: its reason is asked for before anything is sent.
    await act(async () => {
      fireEvent.click(screen.getByTestId('publish-submit'));
    });
    // The message under the reason's own field (the report's alert already says a reason is due).
    const missing = await screen.findByText('请输入修订原因');
    expect(missing.closest('.ant-form-item')!.contains(screen.getByTestId('publish-reason'))).toBe(true);
    expect(submitIndexPublication).not.toHaveBeenCalled();
    fireEvent.change(screen.getByTestId('publish-reason'), { target: { value: '报价点更正' } });
    await act(async () => {
      fireEvent.click(screen.getByTestId('publish-submit'));
    });
    await waitFor(() => expect(submitIndexPublication).toHaveBeenCalledWith({ importId: 11, reason: '报价点更正', publishAt: null }));
  });

  it('lists the dataset’s publications under its name', async () => {
    show();
    await choose('原材料价格');
    const link = await screen.findByTestId('publication-link-7');
    expect(link.textContent).toBe('原材料价格 · 2026-11-20');
    expect(listIndexPublications).toHaveBeenLastCalledWith({ state: undefined, dataset: 'materials' });
  });

  it('品牌排行 and 进出口: a period in the wrong form is said, and nothing can be fetched or sent', async () => {
    show();
    await choose('品牌排行');
    const period = screen.getByTestId('dataset-period') as HTMLInputElement;
    expect(period.value).toMatch(/^\d{4}$/);
    fireEvent.change(period, { target: { value: '2026-10' } });
    expect(await screen.findByText(/周期格式不对：年度，如 2026/)).toBeTruthy();
    expect((screen.getByTestId('publish-template') as HTMLButtonElement).disabled).toBe(true);
    await choose('进出口');
    expect((screen.getByTestId('dataset-period') as HTMLInputElement).value).toMatch(/^\d{4}-\d{2}$/);
    expect((screen.getByTestId('publish-template') as HTMLButtonElement).disabled).toBe(false);
  });
});
