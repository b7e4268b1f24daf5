/**
 * Adding and retiring what the catalogue holds (issue 45): 「新增原材料」 for editors only, its form
 * checked before anything is sent, created then opened; 「停用」 asks for the reason and says the
 * server's refusal in the reader's language; 批量导入: a file with errors says 「未导入任何内容」 with
 * each issue where it is, a good one lists what waits for review; reviewers cannot upload.
 */
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App } from 'antd';
import { MemoryRouter } from 'react-router-dom';
import { NewItemButton } from '@/components/admin/catalogue';
import { BLANK_MATERIAL, MaterialForm } from '@/components/admin/kinds';
import { RetireButton, RetiredTag } from '@/components/admin/retire';
import AdminCatalogue from '@/pages/admin/catalogue';
import { importCatalogue } from '@/services/admin';
import { ApiError } from '@/services/errors';

let mockRole = 'editor';
const mockNavigate = jest.fn();

jest.mock('@umijs/max', () => {
  const router = jest.requireActual('react-router-dom');
  return {
    useIntl: () => jest.requireActual('./adminIntl').adminIntl,
    useModel: () => ({ initialState: { admin: { account: { id: 1, name: 'editor1', displayName: 'editor1', role: mockRole } } } }),
    useNavigate: () => mockNavigate,
    Link: router.Link,
  };
});
jest.mock('@/services/admin', () => ({
  companiesApi: { list: jest.fn(() => Promise.resolve({ list: [], total: 0 })) },
  downloadCatalogueTemplate: jest.fn(),
  importCatalogue: jest.fn(),
}));

beforeAll(() => {
  window.matchMedia = ((query: string) => ({ matches: false, media: query, addListener: () => {}, removeListener: () => {}, addEventListener: () => {}, removeEventListener: () => {} })) as unknown as typeof window.matchMedia;
});

beforeEach(() => {
  mockRole = 'editor';
  jest.clearAllMocks();
});

const wrap = (node: React.ReactNode) =>
  render(
    <App>
      <MemoryRouter>{node}</MemoryRouter>
    </App>,
  );

describe('新增原材料', () => {
  const button = (create: jest.Mock, submit?: jest.Mock) => (
    <NewItemButton kind="materials" create={create} submit={submit} pathOf={(m: { materialId: string }) => `/admin/materials/${m.materialId}`} blank={BLANK_MATERIAL}>
      <MaterialForm />
    </NewItemButton>
  );

  it('is not there for a reviewer', () => {
    mockRole = 'reviewer';
    wrap(button(jest.fn()));
    expect(screen.queryByTestId('materials-new')).toBeNull();
  });

  it('asks for what is required, then creates it (text trimmed, CNY by default), submits it and opens its page', async () => {
    const created = { materialId: 'M3', revisions: [{ rev: 1, state: 'draft' }] };
    const create = jest.fn().mockResolvedValue(created);
    const submit = jest.fn().mockResolvedValue({ ...created, state: 'submitted' });
    wrap(button(create, submit));
    fireEvent.click(screen.getByTestId('materials-new'));
    const ok = await screen.findByTestId('new-item-ok');
    await act(async () => {
      fireEvent.click(ok);
    });
    expect(await screen.findByText('请输入名称')).toBeTruthy();
    expect(create).not.toHaveBeenCalled();

    fireEvent.change(screen.getByLabelText('名称'), { target: { value: ' 楠竹 ' } });
    fireEvent.change(screen.getByLabelText('价格单位'), { target: { value: '元/吨' } });
    fireEvent.change(screen.getByLabelText('类别'), { target: { value: '竹材' } });
    fireEvent.change(screen.getByLabelText('指数权重'), { target: { value: '30' } });
    await act(async () => {
      fireEvent.click(ok);
    });
    await waitFor(() => expect(create).toHaveBeenCalledTimes(1));
    expect(create.mock.calls[0][0]).toEqual({ name: '楠竹', spec: '', unit: '元/吨', group: '竹材', market: '', source: '', currency: 'CNY', weight: 30 });
    await waitFor(() => expect(mockNavigate).toHaveBeenCalledWith('/admin/materials/M3'));
    expect(submit).toHaveBeenCalledWith(created);
    expect(screen.getByText('已创建并提交审核')).toBeTruthy();
  });
});

describe('停用', () => {
  it('needs a reason, sends it, and says a refusal in the reader’s language', async () => {
    const retire = jest.fn().mockRejectedValueOnce(new ApiError('http', '有一版正在等待审核，不能停用（A revision waits for review: it cannot be retired）', { status: 409, code: 'CONFLICT' })).mockResolvedValueOnce({ retiredAt: null });
    const onDone = jest.fn();
    wrap(<RetireButton name="竹韵餐具有限公司" retire={retire} onDone={onDone} />);
    fireEvent.click(screen.getByTestId('retire'));
    expect(await screen.findByText('停用「竹韵餐具有限公司」')).toBeTruthy();
    await act(async () => {
      fireEvent.click(screen.getByTestId('retire-confirm'));
    });
    expect(await screen.findByText('请输入停用原因')).toBeTruthy();
    expect(retire).not.toHaveBeenCalled();

    fireEvent.change(screen.getByTestId('retire-reason'), { target: { value: ' 企业已注销 ' } });
    await act(async () => {
      fireEvent.click(screen.getByTestId('retire-confirm'));
    });
    expect(retire).toHaveBeenCalledWith('企业已注销');
    expect(await screen.findByText('有一版正在等待审核，不能停用')).toBeTruthy();
    expect(onDone).not.toHaveBeenCalled();

    await act(async () => {
      fireEvent.click(screen.getByTestId('retire-confirm'));
    });
    await waitFor(() => expect(onDone).toHaveBeenCalledWith({ retiredAt: null }));
  });

  it('is not offered to a reviewer, nor for one already retired, which shows 已停用', () => {
    mockRole = 'reviewer';
    const { unmount } = wrap(<RetireButton name="x" retire={jest.fn()} onDone={jest.fn()} />);
    expect(screen.queryByTestId('retire')).toBeNull();
    unmount();
    mockRole = 'editor';
    wrap(
      <>
        <RetireButton name="x" retiredAt="2026-11-20T02:00:00Z" retire={jest.fn()} onDone={jest.fn()} />
        <RetiredTag retiredAt="2026-11-20T02:00:00Z" testId="tag" />
      </>,
    );
    expect(screen.queryByTestId('retire')).toBeNull();
    expect(screen.getByTestId('tag').textContent).toBe('已停用');
  });
});

describe('批量导入', () => {
  const upload = async (name = 'catalogue.xlsx') => {
    const input = screen.getByTestId('catalogue-upload').querySelector('input[type=file]') as HTMLInputElement;
    await act(async () => {
      fireEvent.change(input, { target: { files: [new File(['x'], name)] } });
    });
  };

  it('says that nothing was imported and where each error is', async () => {
    (importCatalogue as jest.Mock).mockResolvedValue({
      errors: 1,
      created: null,
      issues: [{ level: 'error', rule: 'unknown-company', sheet: '产品', row: 2, column: '企业名称', value: '无名竹业', message: '第 2 行的企业「无名竹业」本站没有（Row 2: no company "无名竹业"）' }],
    });
    wrap(<AdminCatalogue />);
    await upload('bad.xlsx');
    expect(await screen.findByText('未导入任何内容')).toBeTruthy();
    expect(importCatalogue).toHaveBeenCalledWith(expect.any(File), 'bad.xlsx', expect.any(Function));
    expect(screen.getByText('第 2 行的企业「无名竹业」本站没有')).toBeTruthy();
    expect(screen.getByText('无名竹业')).toBeTruthy();
    expect(screen.queryByTestId('catalogue-done')).toBeNull();
  });

  it('lists what a good file created, each a link to its page: waiting for review, a product as a draft', async () => {
    (importCatalogue as jest.Mock).mockResolvedValue({
      errors: 0,
      issues: [],
      created: { companies: [{ id: 41, name: '竹韵餐具有限公司' }], products: [{ id: 7, name: '竹筷' }], brands: [], materials: [{ materialId: 'M3', name: '楠竹' }] },
    });
    wrap(<AdminCatalogue />);
    await upload();
    expect(await screen.findByTestId('catalogue-done')).toBeTruthy();
    const links = screen.getAllByTestId('catalogue-created-link').map((a) => [a.textContent, a.getAttribute('href')]);
    expect(links).toEqual([
      ['竹韵餐具有限公司', '/admin/companies/41'],
      ['竹筷', '/admin/products/7'],
      ['楠竹', '/admin/materials/M3'],
    ]);
    // The company and the material wait for review; the product is a draft until it has its pictures.
    expect(screen.getAllByText('待审核')).toHaveLength(2);
    expect(within(screen.getByTestId('catalogue-created-products')).getByText('草稿')).toBeTruthy();
    expect(screen.queryByTestId('catalogue-created-brands')).toBeNull();
  });

  it('lets a reviewer download the template but not upload', () => {
    mockRole = 'reviewer';
    wrap(<AdminCatalogue />);
    expect(screen.getByTestId('catalogue-template')).toBeTruthy();
    expect(screen.queryByTestId('catalogue-upload')).toBeNull();
    expect(screen.getByText('导入由编辑完成；导入的每一项在各自列表中等待审核。')).toBeTruthy();
  });
});
