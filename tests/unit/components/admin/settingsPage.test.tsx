/** 站点设置: loaded into the form, the sections as labelled checkboxes, the about and introduce texts in their editors, saved whole with PUT's service. */
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import AdminSettings from '@/pages/admin/settings';
import { getSiteSettings, updateSiteSettings, uploadSiteLogo } from '@/services/admin';

jest.mock('@umijs/max', () => ({ useIntl: () => jest.requireActual('./adminIntl').adminIntl }));
// The trade set-up below the settings has its own form and test (tradeSetup.test.tsx).
jest.mock('@/services/admin', () => ({ getSiteSettings: jest.fn(), updateSiteSettings: jest.fn(), uploadSiteLogo: jest.fn(), getTradeSetup: jest.fn(() => new Promise(() => {})), updateTradeSetup: jest.fn() }));

const settings = {
  name: '青溪五金产业指数',
  shortName: '青溪五金',
  publisher: '青溪县人民政府',
  compiler: '指数办公室',
  description: '简介',
  contact: { phone: '0571-1234567', email: 'index@example.com', address: '青溪县' },
  icp: '',
  police: '',
  sections: ['home', 'data', 'comment'],
  about: '<p>青溪五金产业集聚区位于青溪县。</p>',
  introduce: '',
  logo: null,
};

beforeAll(() => {
  window.matchMedia = ((query: string) => ({ matches: false, media: query, addListener: () => {}, removeListener: () => {}, addEventListener: () => {}, removeEventListener: () => {} })) as unknown as typeof window.matchMedia;
});

describe('AdminSettings', () => {
  it('loads the settings and saves the changed ones, sections in the menu order', async () => {
    (getSiteSettings as jest.Mock).mockResolvedValue(settings);
    (updateSiteSettings as jest.Mock).mockImplementation(async (s: unknown) => s);
    render(
      <App>
        <AdminSettings />
      </App>,
    );
    const name = (await screen.findByLabelText('网站名称')) as HTMLInputElement;
    expect(name.value).toBe('青溪五金产业指数');
    expect((screen.getByLabelText('指数评论') as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText('研究报告') as HTMLInputElement).checked).toBe(false);
    // The about page's text in its editor, the introduce page's empty.
    expect(screen.getByLabelText('市场介绍', { selector: '[contenteditable]' }).textContent).toBe('青溪五金产业集聚区位于青溪县。');
    expect(screen.getByLabelText('指数介绍', { selector: '[contenteditable]' }).textContent).toBe('');
    fireEvent.change(name, { target: { value: ' 青溪五金指数 ' } });
    fireEvent.click(screen.getByLabelText('研究报告'));
    fireEvent.change(screen.getByLabelText('公安备案号'), { target: { value: ' 浙公网安备 33000002000001号 ' } });
    await act(async () => {
      fireEvent.click(screen.getByTestId('settings-save'));
    });
    await waitFor(() => expect(updateSiteSettings).toHaveBeenCalled());
    expect(updateSiteSettings).toHaveBeenCalledWith({ ...settings, name: '青溪五金指数', police: '浙公网安备 33000002000001号', sections: ['home', 'data', 'comment', 'report'] });
    await waitFor(() => expect(screen.getByText('设置已保存，网站将在一分钟内显示新设置。')).toBeTruthy());
  });

  it('says when the settings cannot be loaded, with a retry', async () => {
    (getSiteSettings as jest.Mock).mockRejectedValueOnce(new Error('down')).mockResolvedValue(settings);
    render(
      <App>
        <AdminSettings />
      </App>,
    );
    await screen.findByText('站点设置加载失败');
    await act(async () => {
      fireEvent.click(screen.getByText(/^重\s?试$/));
    });
    expect(await screen.findByLabelText('网站名称')).toBeTruthy();
  });

  it('uploads the site logo, shows it and saves its address; removed, it saves none', async () => {
    const url = '/webapi/media/logos/0123456789abcdef.webp';
    (getSiteSettings as jest.Mock).mockResolvedValue(settings);
    (updateSiteSettings as jest.Mock).mockImplementation(async (s: unknown) => s);
    (uploadSiteLogo as jest.Mock).mockResolvedValue({ url, contentType: 'image/webp', width: 256, height: 256, size: 1000 });
    render(
      <App>
        <AdminSettings />
      </App>,
    );
    expect(await screen.findByText('无标志')).toBeTruthy();
    const input = screen.getByLabelText('站点标志') as HTMLInputElement;
    const file = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'logo.png', { type: 'image/png' });
    await act(async () => {
      fireEvent.change(input, { target: { files: [file] } });
    });
    await waitFor(() => expect(uploadSiteLogo).toHaveBeenCalled());
    const preview = await screen.findByTestId('logo-preview');
    expect([preview.getAttribute('src'), preview.getAttribute('alt')]).toEqual([url, '青溪五金产业指数 的标志']);
    await act(async () => {
      fireEvent.click(screen.getByTestId('settings-save'));
    });
    await waitFor(() => expect(updateSiteSettings).toHaveBeenCalledWith({ ...settings, logo: url }));
    fireEvent.click(screen.getByTestId('logo-remove'));
    expect(screen.getByText('无标志')).toBeTruthy();
    await act(async () => {
      fireEvent.click(screen.getByTestId('settings-save'));
    });
    await waitFor(() => expect(updateSiteSettings).toHaveBeenLastCalledWith({ ...settings, logo: null }));
  });
});
