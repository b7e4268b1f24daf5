/** ArticleActions, 打印 and 分享 of an article: the system share sheet, the copy fallback and its notice, print. */
import { act, fireEvent, render, screen } from '@testing-library/react';
import ArticleActions from '@/components/articles/ArticleActions';

// No imported type in this file: with a jest.mock, Umi's preset runs it through Babel's CommonJS transform,
// which refuses an imported binding in a type position.

// The real zh-CN messages (./zhIntl), so the tests read what a visitor reads.
jest.mock('@umijs/max', () => ({ useIntl: () => jest.requireActual('./zhIntl').zhIntl }));

const ID = 100567;
const TITLE = '2026年第47周五金价格指数评析';
/** What 分享 hands on: the article's share address (src/config/share.ts), not the hash route. */
const shareAddress = () => `${window.location.origin}/s/article/${ID}`;
const SUMMARY = '本周指数小幅上涨。';

/** jsdom has neither navigator.share nor navigator.clipboard: each test puts in what it needs. */
const setNavigator = (name: 'share' | 'clipboard', value: unknown) =>
  Object.defineProperty(navigator, name, { value, configurable: true, writable: true });

const shareButton = () => screen.getByRole('button', { name: '分享' });
const status = () => screen.getByRole('status');
/** Click and let the share / copy promises settle (microtasks only: works under fake timers too). */
const clickShare = async () => {
  await act(async () => {
    fireEvent.click(shareButton());
    for (let i = 0; i < 20; i += 1) await Promise.resolve();
  });
};

/** The browser's share sheet (when it has one) and clipboard as given, the article's actions, then 分享. */
const shareWith = async (share: jest.Mock | undefined, writeText: jest.Mock) => {
  if (share) setNavigator('share', share);
  setNavigator('clipboard', { writeText });
  render(<ArticleActions articleId={ID} title={TITLE} summary={SUMMARY} />);
  await clickShare();
};

const realExecCommand = document.execCommand;

afterEach(() => {
  delete (navigator as { share?: unknown }).share;
  delete (navigator as { clipboard?: unknown }).clipboard;
  document.execCommand = realExecCommand;
  jest.useRealTimers();
});

describe('ArticleActions', () => {
  beforeEach(() => {
    window.location.hash = '#/article/100567';
  });

  it('shares title, summary and the share address through navigator.share where the browser has it', async () => {
    const share = jest.fn().mockResolvedValue(undefined);
    const writeText = jest.fn().mockResolvedValue(undefined);
    await shareWith(share, writeText);
    expect(share).toHaveBeenCalledTimes(1);
    expect(share).toHaveBeenCalledWith({ title: TITLE, text: SUMMARY, url: shareAddress() });
    expect(shareAddress()).toMatch(/^https?:\/\/[^/]+\/s\/article\/100567$/);
    expect(writeText).not.toHaveBeenCalled();
    expect(status().textContent).toBe('');
  });

  it('says nothing when the visitor closes the share sheet (AbortError)', async () => {
    const share = jest.fn().mockRejectedValue(new DOMException('Share canceled', 'AbortError'));
    const writeText = jest.fn().mockResolvedValue(undefined);
    await shareWith(share, writeText);
    expect(share).toHaveBeenCalledTimes(1);
    expect(writeText).not.toHaveBeenCalled();
    expect(status().textContent).toBe('');
  });

  it('copies the address when share is refused for another reason', async () => {
    const writeText = jest.fn().mockResolvedValue(undefined);
    await shareWith(jest.fn().mockRejectedValue(new DOMException('Not allowed', 'NotAllowedError')), writeText);
    expect(writeText).toHaveBeenCalledWith(shareAddress());
    expect(status().textContent).toBe('链接已复制');
  });

  it('without navigator.share copies the address and announces 「链接已复制」 next to the button', async () => {
    const writeText = jest.fn().mockResolvedValue(undefined);
    setNavigator('clipboard', { writeText });
    render(<ArticleActions articleId={ID} title={TITLE} summary={SUMMARY} />);
    expect(status().textContent).toBe('');
    await clickShare();
    expect(writeText).toHaveBeenCalledWith(shareAddress());
    expect(status().textContent).toBe('链接已复制');
    expect(status().getAttribute('aria-live')).toBe('polite');
    expect(status().parentElement).toBe(shareButton().parentElement);
  });

  it('the notice goes after a few seconds', async () => {
    jest.useFakeTimers();
    setNavigator('clipboard', { writeText: jest.fn().mockResolvedValue(undefined) });
    render(<ArticleActions articleId={ID} title={TITLE} />);
    await clickShare();
    expect(status().textContent).toBe('链接已复制');
    act(() => {
      jest.advanceTimersByTime(5000);
    });
    expect(status().textContent).toBe('');
  });

  it('falls back to a hidden textarea and execCommand when the Clipboard API is missing or refuses', async () => {
    const writeText = jest.fn().mockRejectedValue(new DOMException('Denied', 'NotAllowedError'));
    setNavigator('clipboard', { writeText });
    let copied = '';
    document.execCommand = jest.fn(() => {
      copied = document.querySelector('textarea')?.value ?? '';
      return true;
    });
    render(<ArticleActions articleId={ID} title={TITLE} summary={SUMMARY} />);
    await clickShare();
    expect(document.execCommand).toHaveBeenCalledWith('copy');
    expect(copied).toBe(shareAddress());
    expect(document.querySelector('textarea')).toBeNull();
    expect(status().textContent).toBe('链接已复制');
  });

  it('says so when the link cannot be copied at all', async () => {
    document.execCommand = jest.fn(() => false);
    render(<ArticleActions articleId={ID} title={TITLE} />);
    await clickShare();
    expect(status().textContent).toBe('无法复制链接，请从地址栏复制');
  });

  it('打印 prints the page', () => {
    const print = jest.spyOn(window, 'print').mockImplementation(() => undefined);
    render(<ArticleActions articleId={ID} title={TITLE} summary={SUMMARY} />);
    fireEvent.click(screen.getByRole('button', { name: '打印' }));
    expect(print).toHaveBeenCalledTimes(1);
    print.mockRestore();
  });

  it('offers no print button on a phone, only share', () => {
    render(<ArticleActions articleId={ID} title={TITLE} summary={SUMMARY} mobile />);
    expect(screen.queryByRole('button', { name: '打印' })).toBeNull();
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['分享']);
  });

  it('is a named group that never prints', () => {
    render(<ArticleActions articleId={ID} title={TITLE} />);
    const group = screen.getByRole('group', { name: '文章操作' });
    expect(group.getAttribute('data-print')).toBe('hide');
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['打印', '分享']);
  });
});
