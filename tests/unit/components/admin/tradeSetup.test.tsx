/** 外贸设置: loaded into its own form on the settings page; partners renamed and added, saved as the server takes them. */
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import TradeSetupCard, { tradeSetupOfForm } from '@/components/admin/TradeSetupCard';
import { getTradeSetup, updateTradeSetup } from '@/services/admin';

jest.mock('@umijs/max', () => ({ useIntl: () => jest.requireActual('./adminIntl').adminIntl }));
jest.mock('@/services/admin', () => ({ getTradeSetup: jest.fn(), updateTradeSetup: jest.fn() }));

const setup = { unit: '万美元', currency: 'USD', source: '港城海关', releaseDay: 18, partnerNames: ['东盟', '欧盟'], productNames: ['机电产品'], storedMonths: 0 };

beforeAll(() => {
  window.matchMedia = ((query: string) => ({ matches: false, media: query, addListener: () => {}, removeListener: () => {}, addEventListener: () => {}, removeEventListener: () => {} })) as unknown as typeof window.matchMedia;
});

beforeEach(() => jest.clearAllMocks());

const card = () =>
  render(
    <App>
      <TradeSetupCard />
    </App>,
  );
const save = async () => {
  await act(async () => {
    fireEvent.click(screen.getByTestId('trade-save'));
  });
};

describe('TradeSetupCard', () => {
  it('loads the set-up; a partner renamed and one added, the currency typed in lower case: saved trimmed and in order', async () => {
    (getTradeSetup as jest.Mock).mockResolvedValue(setup);
    (updateTradeSetup as jest.Mock).mockImplementation(async (s: object) => ({ ...s, storedMonths: 0 }));
    card();
    const first = (await screen.findByLabelText('贸易伙伴 1')) as HTMLInputElement;
    expect(first.value).toBe('东盟');
    expect((screen.getByLabelText('产品类别 1') as HTMLInputElement).value).toBe('机电产品');
    expect(screen.queryByText(/已有外贸数据按以下顺序保存/)).toBeNull();
    fireEvent.change(first, { target: { value: ' 东盟十国 ' } });
    fireEvent.change(screen.getByLabelText('币种'), { target: { value: 'cny' } });
    await act(async () => {
      fireEvent.click(screen.getByTestId('trade-add-partners'));
    });
    fireEvent.change(await screen.findByLabelText('贸易伙伴 3'), { target: { value: '日本' } });
    await save();
    await waitFor(() => expect(updateTradeSetup).toHaveBeenCalled());
    expect(updateTradeSetup).toHaveBeenCalledWith({ unit: '万美元', currency: 'CNY', source: '港城海关', releaseDay: 18, partnerNames: ['东盟十国', '欧盟', '日本'], productNames: ['机电产品'] });
    expect(await screen.findByText('外贸设置已保存，导入模板和网站按新设置显示。')).toBeTruthy();
  });

  it('asks for a name in an added row and refuses a partner twice, without calling the server', async () => {
    (getTradeSetup as jest.Mock).mockResolvedValue(setup);
    card();
    await screen.findByLabelText('贸易伙伴 1');
    await act(async () => {
      fireEvent.click(screen.getByTestId('trade-add-partners'));
    });
    await save();
    expect(await screen.findByText('请填写名称')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('贸易伙伴 3'), { target: { value: '东盟' } });
    await save();
    expect(await screen.findByText('「东盟」重复了')).toBeTruthy();
    expect(updateTradeSetup).not.toHaveBeenCalled();
  });

  it('says why stored partners and groups stay in place once months are stored', async () => {
    (getTradeSetup as jest.Mock).mockResolvedValue({ ...setup, storedMonths: 14 });
    card();
    expect(await screen.findByText(/已有外贸数据按以下顺序保存：已有的贸易伙伴和产品类别只能改名，不能删除或调换顺序/)).toBeTruthy();
  });

  it('says when the set-up cannot be loaded', async () => {
    (getTradeSetup as jest.Mock).mockRejectedValue(new Error('down'));
    card();
    expect(await screen.findByText('外贸设置加载失败')).toBeTruthy();
  });
});

describe('tradeSetupOfForm', () => {
  it('trims, upper-cases the currency and leaves an empty release day unannounced', () => {
    expect(tradeSetupOfForm({ unit: ' 万元 ', currency: ' cny', source: undefined, releaseDay: undefined, partners: [{ name: ' 东盟 ' }], products: undefined })).toEqual({
      unit: '万元',
      currency: 'CNY',
      source: '',
      releaseDay: null,
      partnerNames: ['东盟'],
      productNames: [],
    });
  });
});
