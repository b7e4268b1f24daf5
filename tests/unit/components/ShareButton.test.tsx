/** ShareButton: the system share sheet where there is one, else copy the link and say so beside the button. */
import { act, fireEvent, render, screen } from '@testing-library/react';
import ShareButton from '@/components/ShareButton';

jest.mock('@umijs/max', () => ({ useIntl: () => jest.requireActual('./zhIntl').zhIntl }));

const setNavigator = (name: 'share' | 'clipboard', value: unknown) =>
  Object.defineProperty(navigator, name, { value, configurable: true, writable: true });

const click = async () => {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: '分享' }));
    for (let i = 0; i < 20; i += 1) await Promise.resolve();
  });
};

afterEach(() => {
  delete (navigator as { share?: unknown }).share;
  delete (navigator as { clipboard?: unknown }).clipboard;
});

describe('ShareButton', () => {
  beforeEach(() => {
    window.location.hash = '#/data?proj=21&period=2026-11-09';
  });

  it('hands title, text and the given url to navigator.share', async () => {
    const share = jest.fn().mockResolvedValue(undefined);
    setNavigator('share', share);
    render(<ShareButton title="价格指数" text="本期上涨" url="https://example.com/s/data/21?range=3y" />);
    await click();
    expect(share).toHaveBeenCalledWith({ title: '价格指数', text: '本期上涨', url: 'https://example.com/s/data/21?range=3y' });
  });

  it('copies the current address (the permalink of the view) and announces it', async () => {
    const writeText = jest.fn().mockResolvedValue(undefined);
    setNavigator('clipboard', { writeText });
    render(<ShareButton title="价格指数" className="extra" />);
    expect(screen.getByRole('button', { name: '分享' }).className).toContain('extra');
    await click();
    expect(writeText).toHaveBeenCalledWith(window.location.href);
    expect(window.location.href).toMatch(/#\/data\?proj=21&period=2026-11-09$/);
    expect(screen.getByRole('status').textContent).toBe('链接已复制');
  });

  it('says nothing when the share sheet is closed', async () => {
    setNavigator('share', jest.fn().mockRejectedValue(new DOMException('closed', 'AbortError')));
    const writeText = jest.fn();
    setNavigator('clipboard', { writeText });
    render(<ShareButton title="价格指数" />);
    await click();
    expect(writeText).not.toHaveBeenCalled();
    expect(screen.getByRole('status').textContent).toBe('');
  });
});
