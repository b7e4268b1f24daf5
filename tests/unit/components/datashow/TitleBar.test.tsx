/**
 * The showcase's title bar as the hall reads it: the periods on screen, when the data was
 * published and refreshed, the stale mark, the next release, a ticking clock with the weekday and
 * the full-screen button.
 */
import { act, fireEvent, render, screen } from '@testing-library/react';
import dayjs from 'dayjs';
import TitleBar from '@/pages/datashow/TitleBar';

jest.mock('@umijs/max', () => ({
  useIntl: () => jest.requireActual('../zhIntl').zhIntl,
  useModel: () => ({ name: '青溪五金产业指数' }),
}));

const point = (p: { period: string; year: number; week?: number; month?: number }) => ({
  ...p,
  indexValue: 100,
  lastValue: null,
  sameValue: null,
  change: null,
  changePct: null,
});

const family = (projId: number, name: string, frequency: 'week' | 'month', nextRelease: string, p: ReturnType<typeof point>) => ({
  projId,
  name,
  unit: '',
  frequency,
  nextRelease,
  point: p,
});

const DATA = {
  generatedAt: '2026-11-24T10:05:00+08:00',
  families: [
    family(21, '青溪五金价格指数', 'week', '2026-11-30', point({ period: '2026-11-16', year: 2026, week: 47 })),
    family(22, '景气指数', 'month', '2026-12-05', point({ period: '2026-10', year: 2026, month: 10 })),
    family(23, '贸易指数', 'month', '2026-12-05', point({ period: '2026-10', year: 2026, month: 10 })),
  ],
} as any;

const byId = (id: string) => screen.getByTestId(id);
const queryById = (id: string) => screen.queryByTestId(id);

afterEach(() => {
  jest.useRealTimers();
});

describe('TitleBar', () => {
  it('shows each period once with its frequency, and the earliest next release with its family', () => {
    render(<TitleBar data={DATA} stale={false} />);
    expect(byId('datashow-periods').textContent).toBe('周度 2026年第47周月度 2026年10月');
    expect(byId('datashow-periods').children[1].getAttribute('title')).toBe('景气指数，贸易指数');
    expect(byId('datashow-next-release').textContent).toBe('下期发布：2026年11月30日（青溪五金价格指数）');
  });

  it('shows when the data was published and last refreshed, and no stale mark while fresh', () => {
    const refreshedAt = dayjs('2026-11-24T10:06:07').valueOf();
    render(<TitleBar data={DATA} refreshedAt={refreshedAt} stale={false} />);
    expect(byId('datashow-data-time').textContent).toBe(`数据时间：${dayjs(DATA.generatedAt).format('YYYY年M月D日 HH:mm')}`);
    expect(byId('datashow-refreshed').textContent).toBe('刷新于 10:06:07');
    expect(queryById('datashow-stale')).toBeNull();
  });

  it('marks stale data with the time of the last good answer', () => {
    const refreshedAt = dayjs('2026-11-24T10:05:30').valueOf();
    render(<TitleBar data={DATA} refreshedAt={refreshedAt} stale />);
    const mark = byId('datashow-stale');
    expect(mark.textContent).toBe('数据截至 11-24 10:05（已过期）');
    expect(mark.getAttribute('role')).toBe('status');
    expect(byId('datashow-data-time')).toBeTruthy();
  });

  it('ticks its clock every second, with the weekday', () => {
    jest.useFakeTimers({ now: new Date('2026-11-24T10:05:00') });
    render(<TitleBar data={DATA} stale={false} />);
    const clock = byId('datashow-clock');
    expect(clock.textContent).toMatch(/周二/);
    expect(clock.textContent).toMatch(/10:05:00/);
    act(() => {
      jest.advanceTimersByTime(2000);
    });
    expect(byId('datashow-clock').textContent).toMatch(/10:05:02/);
  });

  describe('full-screen button', () => {
    let fullscreenElement: Element | null = null;
    const requestFullscreen = jest.fn(() => Promise.resolve());
    const exitFullscreen = jest.fn(() => Promise.resolve());
    beforeEach(() => {
      fullscreenElement = null;
      Object.defineProperty(document, 'fullscreenEnabled', { configurable: true, value: true });
      Object.defineProperty(document, 'fullscreenElement', { configurable: true, get: () => fullscreenElement });
      Object.defineProperty(document, 'exitFullscreen', { configurable: true, value: exitFullscreen });
      document.documentElement.requestFullscreen = requestFullscreen;
    });
    afterEach(() => {
      Object.defineProperty(document, 'fullscreenEnabled', { configurable: true, value: undefined });
    });

    it('enters full screen, follows fullscreenchange, and leaves it', () => {
      render(<TitleBar data={DATA} stale={false} />);
      const button = byId('datashow-fullscreen');
      expect(button.textContent).toBe('全屏');
      fireEvent.click(button);
      expect(requestFullscreen).toHaveBeenCalled();

      fullscreenElement = document.documentElement;
      act(() => {
        document.dispatchEvent(new Event('fullscreenchange'));
      });
      expect(button.textContent).toBe('退出全屏');
      fireEvent.click(button);
      expect(exitFullscreen).toHaveBeenCalled();
    });

    it('is not offered where the Fullscreen API is unavailable', () => {
      Object.defineProperty(document, 'fullscreenEnabled', { configurable: true, value: false });
      render(<TitleBar data={DATA} stale={false} />);
      expect(queryById('datashow-fullscreen')).toBeNull();
    });
  });
});
