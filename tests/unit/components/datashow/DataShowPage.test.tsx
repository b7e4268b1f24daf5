/**
 * The /datashow page as a whole in jsdom: the stage fitted to the window, the URL's kiosk settings
 * (theme, carousel, refresh), a changed number counting to its new value, and nothing left running
 * once the page is gone. Charts are stand-ins: jsdom has no canvas.
 */
import { act, render, screen } from '@testing-library/react';
import { getDataShow } from '@/services/datashow';
import { clearCache } from '@/services/cache';
import DataShowPage from '@/pages/datashow';
import { LIGHT } from '@/pages/datashow/chartTheme';

const location = { pathname: '/datashow', search: '' };
jest.mock('@umijs/max', () => ({
  useIntl: () => jest.requireActual('../zhIntl').zhIntl,
  useModel: () => ({ name: '青溪五金产业指数' }),
  useLocation: () => location,
  useNavigate: () => jest.fn(),
  Link: () => null,
}));
jest.mock('@/services/datashow', () => ({ getDataShow: jest.fn() }));
jest.mock('@/components/charts/EChart', () => ({
  __esModule: true,
  default: ({ ariaLabel, pixelRatio }: { ariaLabel: string; pixelRatio?: number }) =>
    jest.requireActual('react').createElement('div', { role: 'img', 'aria-label': ariaLabel, 'data-pixel-ratio': pixelRatio }),
}));

const service = getDataShow as jest.Mock;

const point = (indexValue: number) => ({
  period: '2026-11-16',
  year: 2026,
  week: 47,
  indexValue,
  lastValue: null,
  sameValue: null,
  change: 1.2,
  changePct: 0.11,
});

const answer = (headlineValue: number) => ({
  generatedAt: '2026-11-24T10:05:00+08:00',
  headline: { projId: 21, name: '青溪五金价格指数', point: point(headlineValue), recent: [point(1000), point(headlineValue)] },
  families: [{ projId: 21, name: '青溪五金价格指数', unit: '', frequency: 'week', nextRelease: '2026-11-30', point: point(headlineValue) }],
  categories: [{ nodeId: '21-1', name: '工具', level: 2, parentId: '21-0', ...point(1001) }],
  trade: { unit: '万美元', months: [] },
  materials: [],
  brands: [],
  companiesByRegion: [],
  totals: { companies: 120, products: 800, brands: 30, articles: 400 },
  latestArticles: [],
});

function windowOf(width: number, height: number) {
  Object.assign(window, { innerWidth: width, innerHeight: height, devicePixelRatio: 2 });
}

/** Lets `ms` pass, settling the answers that arrive meanwhile. */
const wait = (ms: number) =>
  act(async () => {
    await jest.advanceTimersByTimeAsync(ms);
  });

const byId = (id: string) => screen.getByTestId(id);

beforeEach(() => {
  jest.useFakeTimers();
  clearCache();
  location.search = '';
  windowOf(1920, 1080);
  service.mockReset().mockImplementation(() => Promise.resolve({ show: answer(1234.5) }));
});
afterEach(() => {
  jest.useRealTimers();
});

describe('DataShowPage', () => {
  it('fits a 16:9 stage in the window, with bars where the aspect differs, and follows resizes', async () => {
    windowOf(2560, 1080);
    render(<DataShowPage />);
    await wait(0);
    const stage = byId('datashow-stage');
    expect(stage.style).toMatchObject({ width: '1920px', height: '1080px', left: '320px', top: '0px', fontSize: '16px' });

    act(() => {
      windowOf(1280, 720);
      window.dispatchEvent(new Event('resize'));
    });
    expect(stage.style).toMatchObject({ width: '1280px', height: '720px', left: '0px', top: '0px' });
    // Charts are drawn at the device pixel ratio.
    expect(screen.getAllByRole('img')[0].getAttribute('data-pixel-ratio')).toBe('2');
  });

  it('lets a small window flow in one column', async () => {
    windowOf(800, 900);
    render(<DataShowPage />);
    await wait(0);
    expect(byId('datashow').className).toContain('flow');
    expect(byId('datashow-stage').style.width).toBe('');
  });

  it('takes the light palette from ?theme=light', async () => {
    location.search = '?theme=light';
    render(<DataShowPage />);
    await wait(0);
    const root = byId('datashow');
    expect(root.getAttribute('data-theme')).toBe('light');
    expect(root.style.getPropertyValue('--ds-bg')).toBe(LIGHT.bg);
  });

  it('has no carousel unless ?carousel asks for one', async () => {
    render(<DataShowPage />);
    await wait(0);
    expect(screen.queryByTestId('datashow-carousel')).toBeNull();
  });

  it('with ?carousel=5 enlarges one panel after another every 5 s, and waits while the tab is hidden', async () => {
    location.search = '?carousel=5';
    render(<DataShowPage />);
    await wait(0);
    const carousel = byId('datashow-carousel');
    expect(carousel.getAttribute('data-panel')).toBe('overview');
    expect(carousel.getAttribute('aria-hidden')).toBe('true');
    expect(carousel.hasAttribute('inert')).toBe(true);
    await wait(5000);
    expect(carousel.getAttribute('data-panel')).toBe('headline');
    await wait(5000);
    expect(carousel.getAttribute('data-panel')).toBe('categories');

    Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'hidden' });
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await wait(30_000);
    expect(carousel.getAttribute('data-panel')).toBe('categories');
    Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'visible' });
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
  });

  it('counts a number a refresh changed to its new value', async () => {
    location.search = '?refresh=1';
    render(<DataShowPage />);
    await wait(0);
    const headline = () => byId('headline-value').querySelector('[data-testid="animated-number"]')!;
    expect(headline().textContent).toBe('1,234.50');
    expect(headline().getAttribute('data-animating')).toBe('false');

    service.mockImplementation(() => Promise.resolve({ show: answer(1300) }));
    await wait(1000);
    expect(headline().getAttribute('data-value')).toBe('1300');
    expect(headline().getAttribute('data-animating')).toBe('true');
    await wait(1000);
    expect(headline().textContent).toBe('1,300.00');
    expect(headline().getAttribute('data-animating')).toBe('false');
  });

  it('leaves no timer, frame or interval running once the page is gone', async () => {
    location.search = '?refresh=1&carousel=5';
    const { unmount } = render(<DataShowPage />);
    await wait(0);
    service.mockImplementation(() => Promise.resolve({ show: answer(1300) }));
    await wait(1200); // mid-count: a frame is pending too
    expect(jest.getTimerCount()).toBeGreaterThan(2);
    unmount();
    expect(jest.getTimerCount()).toBe(0);
  });
});
