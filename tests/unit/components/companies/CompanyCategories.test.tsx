/**
 * The index categories a company trades in: picked from the latest snapshot in the company's order,
 * each with its 环比 badge and a link to /data at that node (desktop or /mobile), the period they
 * refer to, and the block's own loading, empty and error (retry) states.
 */
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import CompanyCategories from '@/components/companies/CompanyCategories';
import { pickCategories } from '@/components/companies/useCompanyCategories';
import { getIndexSnapshot } from '@/services/indices';
import { clearCache } from '@/services/cache';
import { companyDetail } from './company';

jest.mock('@umijs/max', () => jest.requireActual('./umiMock').umiMock);
jest.mock('@/services/indices', () => ({ getIndexSnapshot: jest.fn() }));

const snapshotMock = getIndexSnapshot as jest.Mock;

const row = (nodeId: string, name: string, changePct: number | null) => ({
  nodeId,
  name,
  level: 2,
  parentId: '21-0',
  indexValue: 101,
  lastValue: null,
  sameValue: null,
  change: null,
  changePct,
});

const ROWS = [row('21-0', '综合指数', 0.2), row('21-1', '五金工具', 1.25), row('21-3', '锁具安防', -0.5), row('21-5', '厨具', 0)];

const snapshot = (projId: number) => ({
  projId,
  period: '2026-11-16',
  year: 2026,
  week: 47,
  publishedAt: '2026-11-20T08:00:00Z',
  rows: ROWS,
  summary: { up: 1, down: 1, flat: 1 },
  periods: ['2026-11-16'],
});

const company = (categoryProjId: number, categoryIds: string[]) => companyDetail({ categoryProjId, categoryIds });

const renderAt = (path: string, c: ReturnType<typeof company>) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <CompanyCategories company={c} />
    </MemoryRouter>,
  );

beforeEach(() => {
  clearCache();
  snapshotMock.mockReset();
});

describe('pickCategories', () => {
  it('keeps the company order, once each, and skips ids the snapshot lacks', () => {
    expect(pickCategories(ROWS, ['21-3', '21-9', '21-1', '21-3'])).toEqual([
      { nodeId: '21-3', name: '锁具安防', changePct: -0.5 },
      { nodeId: '21-1', name: '五金工具', changePct: 1.25 },
    ]);
    expect(pickCategories([], ['21-1'])).toEqual([]);
  });
});

describe('CompanyCategories', () => {
  it('lists each category with its 环比 and a link to /data at that node, under the period', async () => {
    snapshotMock.mockResolvedValue(snapshot(21));
    renderAt('/companyDetail/1005', company(21, ['21-1', '21-3', '21-404', '21-5']));
    expect(screen.getByRole('status').textContent).toContain('加载');

    const links = await screen.findAllByTestId('company-category');
    expect(snapshotMock).toHaveBeenCalledWith(21, undefined, { silent: true });
    expect(screen.getByText('环比（2026年第47周）')).toBeTruthy();
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      '/data?proj=21&nodes=21-1',
      '/data?proj=21&nodes=21-3',
      '/data?proj=21&nodes=21-5',
    ]);
    expect(links.map((a) => a.textContent)).toEqual(['五金工具▲ +1.25%', '锁具安防▼ −0.50%', '厨具0.00%']);
    expect(within(links[0]).getByTitle('上涨').getAttribute('data-trend')).toBe('up');
    expect(within(links[1]).getByTitle('下跌').getAttribute('data-trend')).toBe('down');
  });

  it('links to the /mobile data page on the phone', async () => {
    snapshotMock.mockResolvedValue(snapshot(22));
    renderAt('/mobile/companyDetail/1005', company(22, ['21-3']));
    const [link] = await screen.findAllByTestId('company-category');
    expect(link.getAttribute('href')).toBe('/mobile/data?proj=22&nodes=21-3');
  });

  it('asks nothing and says so when the company lists no category', () => {
    renderAt('/companyDetail/1005', company(23, []));
    expect(screen.getByText('暂无关联的指数类别')).toBeTruthy();
    expect(snapshotMock).not.toHaveBeenCalled();
  });

  it('says so when none of its categories is in the snapshot', async () => {
    snapshotMock.mockResolvedValue(snapshot(24));
    renderAt('/companyDetail/1005', company(24, ['24-9']));
    expect(await screen.findByText('暂无关联的指数类别')).toBeTruthy();
  });

  it('shows its own error with a retry that recovers', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    snapshotMock.mockRejectedValueOnce(new Error('boom')).mockResolvedValue(snapshot(25));
    renderAt('/companyDetail/1005', company(25, ['21-1']));
    const alert = await screen.findByRole('alert');
    await act(async () => {
      fireEvent.click(within(alert).getByRole('button', { name: '重试' }));
    });
    await waitFor(() => expect(screen.getAllByTestId('company-category')).toHaveLength(1));
    expect(snapshotMock).toHaveBeenCalledTimes(2);
  });
});
