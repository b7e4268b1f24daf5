/** 设置站点: a server without a site; its admin gives the code and the settings, and the portal reads the new site. */
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import AdminSetup from '@/pages/admin/setup';
import { createSite } from '@/services/admin';
import { history } from '@umijs/max';

const mockRefresh = jest.fn(async () => undefined);
let mockSite: unknown = null;
jest.mock('@umijs/max', () => ({
  useIntl: () => jest.requireActual('./adminIntl').adminIntl,
  useModel: () => ({ initialState: { site: mockSite }, refresh: mockRefresh }),
  history: { replace: jest.fn() },
  Navigate: ({ to }: { to: string }) => <p>to {to}</p>,
}));
jest.mock('@/services/admin', () => ({ createSite: jest.fn() }));

beforeAll(() => {
  window.matchMedia = ((query: string) => ({ matches: false, media: query, addListener: () => {}, removeListener: () => {}, addEventListener: () => {}, removeEventListener: () => {} })) as unknown as typeof window.matchMedia;
});

const page = () =>
  render(
    <App>
      <AdminSetup />
    </App>,
  );
const submit = async () => {
  await act(async () => {
    fireEvent.click(screen.getByTestId('setup-submit'));
  });
};

describe('AdminSetup', () => {
  beforeEach(() => {
    mockSite = null;
    jest.clearAllMocks();
  });

  it('refuses a code the server would refuse, and asks for the name', async () => {
    page();
    fireEvent.change(screen.getByLabelText('站点代码'), { target: { value: 'nanhu_tea' } });
    await submit();
    expect(await screen.findByText('只能用小写字母、数字和连字符，且以字母或数字开头和结尾')).toBeTruthy();
    expect(screen.getByText('请输入网站名称')).toBeTruthy();
    expect(createSite).not.toHaveBeenCalled();
  });

  it('sets the site up with every section on, then reads it and goes to the overview', async () => {
    (createSite as jest.Mock).mockResolvedValue({ siteCode: 'nanhu-tea' });
    page();
    fireEvent.change(screen.getByLabelText('站点代码'), { target: { value: ' Nanhu-Tea ' } });
    fireEvent.change(screen.getByLabelText('网站名称'), { target: { value: '南湖茶叶价格指数' } });
    fireEvent.change(screen.getByLabelText('简称'), { target: { value: '南湖茶指' } });
    fireEvent.change(screen.getByLabelText('公安备案号'), { target: { value: '浙公网安备 33000002000031号' } });
    await submit();
    await waitFor(() => expect(createSite).toHaveBeenCalled());
    const [{ code, settings }] = (createSite as jest.Mock).mock.calls[0];
    expect(code).toBe('nanhu-tea');
    expect(settings).toMatchObject({ name: '南湖茶叶价格指数', shortName: '南湖茶指', police: '浙公网安备 33000002000031号', icp: '', publisher: '' });
    expect(settings.sections).toContain('datashow');
    expect(await screen.findByText('站点已开通')).toBeTruthy();
    await waitFor(() => expect(history.replace).toHaveBeenCalledWith('/admin/home'));
    expect(mockRefresh).toHaveBeenCalled();
  });

  it('sends a site that exists to its settings', () => {
    mockSite = { name: '南湖茶叶价格指数' };
    page();
    expect(screen.getByText('to /admin/settings')).toBeTruthy();
  });
});
