/** 设置站点: a server without a site; its admin gives the code and the settings, and the portal reads the new site. */
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import AdminSetup from '@/pages/admin/setup';
import { createSite, updateSiteSettings, uploadSiteLogo } from '@/services/admin';
import { history } from '@umijs/max';

const mockRefresh = jest.fn(async () => undefined);
let mockSite: unknown = null;
jest.mock('@umijs/max', () => ({
  useIntl: () => jest.requireActual('./adminIntl').adminIntl,
  useModel: () => ({ initialState: { site: mockSite }, refresh: mockRefresh }),
  history: { replace: jest.fn() },
  Navigate: ({ to }: { to: string }) => <p>to {to}</p>,
}));
jest.mock('@/services/admin', () => ({ createSite: jest.fn(), uploadSiteLogo: jest.fn(), updateSiteSettings: jest.fn() }));

beforeAll(() => {
  // jsdom lays nothing out: ProseMirror asks ranges and the document for coordinates when it scrolls a selection into view.
  const rect = { x: 0, y: 0, top: 0, left: 0, bottom: 0, right: 0, width: 0, height: 0, toJSON: () => ({}) };
  Range.prototype.getClientRects = () => ({ length: 0, item: () => null, [Symbol.iterator]: [][Symbol.iterator] }) as unknown as DOMRectList;
  Range.prototype.getBoundingClientRect = () => rect as DOMRect;
  document.elementFromPoint = () => null;
  window.matchMedia = ((query: string) => ({ matches: false, media: query, addListener: () => {}, removeListener: () => {}, addEventListener: () => {}, removeEventListener: () => {} })) as unknown as typeof window.matchMedia;
});

const page = () =>
  render(
    <App>
      <AdminSetup />
    </App>,
  );
/** The three fields the wizard requires: code, name and short name. */
const fillNames = (code = 'nanhu-tea') => {
  fireEvent.change(screen.getByLabelText('站点代码'), { target: { value: code } });
  fireEvent.change(screen.getByLabelText('网站名称'), { target: { value: '南湖茶叶价格指数' } });
  fireEvent.change(screen.getByLabelText('简称'), { target: { value: '南湖茶指' } });
};
/** jsdom has no object URLs: the logo's preview gets a fixed one. */
const stubObjectUrls = () => {
  URL.createObjectURL = jest.fn(() => 'blob:logo');
  URL.revokeObjectURL = jest.fn();
};
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
    fillNames(' Nanhu-Tea ');
    fireEvent.change(screen.getByLabelText('公安备案号'), { target: { value: '浙公网安备 33000002000031号' } });
    expect(screen.getByLabelText('市场介绍', { selector: '[contenteditable]' }).getAttribute('contenteditable')).toBe('true');
    expect(screen.getByLabelText('指数介绍', { selector: '[contenteditable]' }).getAttribute('contenteditable')).toBe('true');
    await submit();
    await waitFor(() => expect(createSite).toHaveBeenCalled());
    const [{ code, settings }] = (createSite as jest.Mock).mock.calls[0];
    expect(code).toBe('nanhu-tea');
    expect(settings).toMatchObject({ name: '南湖茶叶价格指数', shortName: '南湖茶指', police: '浙公网安备 33000002000031号', icp: '', publisher: '' });
    expect(settings.sections).toContain('datashow');
    // The about and introduce pages' texts are asked for here too; left empty, the pages show their articles only.
    expect(settings).toMatchObject({ about: '', introduce: '' });
    expect(await screen.findByText('站点已开通')).toBeTruthy();
    await waitFor(() => expect(history.replace).toHaveBeenCalledWith('/admin/home'));
    expect(mockRefresh).toHaveBeenCalled();
  });

  it('takes the about page’s text from its editor (pasted here) with the settings', async () => {
    (createSite as jest.Mock).mockResolvedValue({ siteCode: 'nanhu-tea' });
    page();
    fillNames();
    const about = screen.getByLabelText('市场介绍', { selector: '[contenteditable]' });
    const html = '<p>南湖县是浙北的产茶大县。</p>';
    await act(async () => {
      about.focus();
      fireEvent.paste(about, { clipboardData: { types: ['text/html', 'text/plain'], getData: (type: string) => ({ 'text/html': html, 'text/plain': '南湖县是浙北的产茶大县。' })[type] ?? '' } });
    });
    expect(about.textContent).toBe('南湖县是浙北的产茶大县。');
    await submit();
    await waitFor(() => expect(createSite).toHaveBeenCalled());
    expect((createSite as jest.Mock).mock.calls[0][0].settings).toMatchObject({ about: html, introduce: '' });
  });

  it('sends a site that exists to its settings', () => {
    mockSite = { name: '南湖茶叶价格指数' };
    page();
    expect(screen.getByText('to /admin/settings')).toBeTruthy();
  });

  it('keeps the chosen logo until the site exists, then uploads it and names it in the settings', async () => {
    const url = '/webapi/media/logos/0123456789abcdef.webp';
    (createSite as jest.Mock).mockResolvedValue({ siteCode: 'nanhu-tea' });
    (uploadSiteLogo as jest.Mock).mockResolvedValue({ url, contentType: 'image/webp', width: 256, height: 256, size: 1000 });
    (updateSiteSettings as jest.Mock).mockImplementation(async (s: unknown) => s);
    stubObjectUrls();
    page();
    fillNames();
    const file = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'logo.png', { type: 'image/png' });
    await act(async () => {
      fireEvent.change(screen.getByLabelText('站点标志'), { target: { files: [file] } });
    });
    const preview = await screen.findByTestId('logo-preview');
    expect([preview.getAttribute('src'), preview.getAttribute('alt')]).toEqual(['blob:logo', '南湖茶叶价格指数 的标志']);
    // Nothing is sent before the site exists.
    expect(uploadSiteLogo).not.toHaveBeenCalled();
    await submit();
    await waitFor(() => expect(updateSiteSettings).toHaveBeenCalled());
    const [{ settings }] = (createSite as jest.Mock).mock.calls[0];
    expect(settings).toMatchObject({ logo: null });
    expect((uploadSiteLogo as jest.Mock).mock.calls[0][0]).toBe(file);
    expect(updateSiteSettings).toHaveBeenCalledWith({ ...settings, logo: url });
    await waitFor(() => expect(history.replace).toHaveBeenCalledWith('/admin/home'));
  });

  it('says when the logo is refused: the site is created all the same', async () => {
    (createSite as jest.Mock).mockResolvedValue({ siteCode: 'nanhu-tea' });
    (uploadSiteLogo as jest.Mock).mockRejectedValue(new Error('标志太小：至少 112 像素（The logo is too small: at least 112 px.）'));
    stubObjectUrls();
    page();
    fillNames();
    await act(async () => {
      fireEvent.change(screen.getByLabelText('站点标志'), { target: { files: [new File([new Uint8Array([1])], 'tiny.png', { type: 'image/png' })] } });
    });
    await submit();
    expect(await screen.findByText(/^站点已创建，但标志未能设置：.*请在「站点设置」中重新上传。$/)).toBeTruthy();
    expect(updateSiteSettings).not.toHaveBeenCalled();
    await waitFor(() => expect(history.replace).toHaveBeenCalledWith('/admin/home'));
  });
});
