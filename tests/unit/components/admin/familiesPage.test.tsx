/** 指数项目: the families listed, a new one checked in the form and created, an edit sent without its id and frequency, a published family's base locked. */
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App } from 'antd';
import AdminFamilies from '@/pages/admin/families';
import { createIndexFamily, listIndexFamiliesAdmin, updateIndexFamily } from '@/services/admin';

jest.mock('@umijs/max', () => ({ useIntl: () => jest.requireActual('./adminIntl').adminIntl }));
jest.mock('@/services/admin', () => ({ listIndexFamiliesAdmin: jest.fn(), createIndexFamily: jest.fn(), updateIndexFamily: jest.fn() }));

const WEEKLY = {
  projId: 21,
  name: '湖畔茶叶价格指数',
  shortName: '茶价指数',
  kind: 'price',
  frequency: 'week',
  baseValue: 1000,
  basePeriod: '2016-01-04',
  basePeriodLabel: '2016年第1周',
  basePeriodDate: '2016-01-04',
  unit: '点',
  depth: 1,
  releaseSlot: { weekday: 2, time: '09:30' },
  movePct: 5,
  threshold: null,
  source: '湖畔茶叶市场',
  description: '按成交额加权编制。',
  valueKinds: ['indexValue', 'lastValue', 'sameValue'],
  published: true,
};

beforeAll(() => {
  window.matchMedia = ((query: string) => ({ matches: false, media: query, addListener: () => {}, removeListener: () => {}, addEventListener: () => {}, removeEventListener: () => {} })) as unknown as typeof window.matchMedia;
});

beforeEach(() => {
  jest.clearAllMocks();
  (listIndexFamiliesAdmin as jest.Mock).mockResolvedValue([WEEKLY]);
});

const page = () =>
  render(
    <App>
      <AdminFamilies />
    </App>,
  );
// Role queries compute every element's style against antd's whole stylesheet in jsdom (seconds
// each): the form's dialog is found from its submit button, the buttons from their words.
const dialog = () => screen.getByTestId('family-submit').closest<HTMLElement>('[role="dialog"]')!;
const button = async (name: string | RegExp) => (await screen.findByText(name)).closest('button')!;
const submit = async () => {
  await act(async () => {
    fireEvent.click(within(dialog()).getByTestId('family-submit'));
  });
};

describe('AdminFamilies', () => {
  it('lists the families with their base, release slot and state', async () => {
    page();
    expect(await screen.findByText('湖畔茶叶价格指数')).toBeTruthy();
    expect(screen.getByText('2016年第1周 = 1000')).toBeTruthy();
    expect(screen.getByText('每周二 09:30')).toBeTruthy();
    expect(screen.getByText('已有发布')).toBeTruthy();
  });

  it('says what a new family lacks and what a base period looks like, and sends nothing', async () => {
    page();
    fireEvent.click(await button('新建指数项目'));
    fireEvent.change(within(dialog()).getByLabelText('基期'), { target: { value: '2020/1' } });
    fireEvent.change(within(dialog()).getByLabelText('发布时间（北京时间）'), { target: { value: '9:5' } });
    await submit();
    expect(await within(dialog()).findByText('请输入指数名称')).toBeTruthy();
    expect(within(dialog()).getByText('请输入简称')).toBeTruthy();
    expect(within(dialog()).getAllByText('月指数填年月，如 2020-01').length).toBeGreaterThan(0);
    expect(within(dialog()).getByText('请按 HH:MM 填写，如 10:00')).toBeTruthy();
    expect(createIndexFamily).not.toHaveBeenCalled();
  });

  it('creates a monthly family with the defaults: next free id, the day after the period at 10:00', async () => {
    (createIndexFamily as jest.Mock).mockResolvedValue({ ...WEEKLY, projId: 22 });
    page();
    fireEvent.click(await button('新建指数项目'));
    fireEvent.change(within(dialog()).getByLabelText('指数名称'), { target: { value: ' 湖畔茶产业景气指数 ' } });
    fireEvent.change(within(dialog()).getByLabelText('简称'), { target: { value: '景气指数' } });
    fireEvent.change(within(dialog()).getByLabelText('基期'), { target: { value: '2020-01' } });
    fireEvent.change(within(dialog()).getByLabelText('编制说明'), { target: { value: '按月调查 120 家企业。' } });
    await submit();
    await waitFor(() => expect(createIndexFamily).toHaveBeenCalled());
    expect((createIndexFamily as jest.Mock).mock.calls[0][0]).toEqual({
      name: '湖畔茶产业景气指数',
      shortName: '景气指数',
      kind: 'price',
      frequency: 'month',
      baseValue: 100,
      basePeriod: '2020-01',
      unit: '点',
      releaseSlot: { weekday: null, time: '10:00' },
      threshold: null,
      source: '',
      description: '按月调查 120 家企业。',
      valueKinds: ['indexValue', 'lastValue', 'sameValue'],
    });
    expect(await screen.findByText('指数项目已保存')).toBeTruthy();
  });

  it('offers a quarterly frequency whose base period is a quarter (2020-Q3), and creates it', async () => {
    (createIndexFamily as jest.Mock).mockResolvedValue({ ...WEEKLY, projId: 22, frequency: 'quarter', basePeriod: '2020-Q3', basePeriodLabel: '2020年第3季度' });
    page();
    fireEvent.click(await screen.findByRole('button', { name: /新建指数项目/ }));
    fireEvent.mouseDown(within(dialog()).getByLabelText('频率'));
    fireEvent.click(await screen.findByTitle('每季度'));
    fireEvent.change(within(dialog()).getByLabelText('指数名称'), { target: { value: '湖畔茶产业季度景气指数' } });
    fireEvent.change(within(dialog()).getByLabelText('简称'), { target: { value: '季度景气' } });
    fireEvent.change(within(dialog()).getByLabelText('基期'), { target: { value: '2020-07' } });
    await submit();
    expect((await within(dialog()).findAllByText('季度指数填年份和季度，如 2020-Q1')).length).toBeGreaterThan(0);
    expect(createIndexFamily).not.toHaveBeenCalled();
    fireEvent.change(within(dialog()).getByLabelText('基期'), { target: { value: '2020-Q3' } });
    await submit();
    await waitFor(() => expect(createIndexFamily).toHaveBeenCalled());
    expect((createIndexFamily as jest.Mock).mock.calls[0][0]).toMatchObject({ name: '湖畔茶产业季度景气指数', frequency: 'quarter', basePeriod: '2020-Q3' });
  });

  it('edits a published family: its id, frequency and base locked, the edit sent without id and frequency', async () => {
    (updateIndexFamily as jest.Mock).mockResolvedValue(WEEKLY);
    page();
    fireEvent.click(await button(/^修\s*改$/));
    expect(await within(dialog()).findByText('修改指数项目：湖畔茶叶价格指数')).toBeTruthy();
    expect((within(dialog()).getByLabelText('基期') as HTMLInputElement).disabled).toBe(true);
    expect((within(dialog()).getByLabelText('项目编号') as HTMLInputElement).disabled).toBe(true);
    expect(within(dialog()).getByText('已有发布的数据，基期和基期值不能再改')).toBeTruthy();
    fireEvent.change(within(dialog()).getByLabelText('编制说明'), { target: { value: '新的编制说明。' } });
    await submit();
    await waitFor(() => expect(updateIndexFamily).toHaveBeenCalled());
    const [projId, body] = (updateIndexFamily as jest.Mock).mock.calls[0];
    expect(projId).toBe(21);
    expect(body).toEqual({
      name: WEEKLY.name,
      shortName: WEEKLY.shortName,
      kind: 'price',
      baseValue: 1000,
      basePeriod: '2016-01-04',
      unit: '点',
      releaseSlot: { weekday: 2, time: '09:30' },
      movePct: 5,
      threshold: null,
      source: WEEKLY.source,
      description: '新的编制说明。',
      valueKinds: WEEKLY.valueKinds,
    });
  });
});
