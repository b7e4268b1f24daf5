/**
 * src/locales/load.ts: a language other than zh-CN gets its messages from its own chunk, merged into
 * Umi's (addLocale) before anything shows in it; the switch waits for them and stays put if they fail.
 */
import fs from 'fs';
import path from 'path';

type Messages = Record<string, string>;

const mockMax = { current: 'zh-CN', addLocale: jest.fn(), setLocale: jest.fn(), setIntl: jest.fn() };
jest.mock('@umijs/max', () => ({
  getLocale: () => mockMax.current,
  addLocale: (...args: unknown[]) => mockMax.addLocale(...args),
  setLocale: (...args: unknown[]) => mockMax.setLocale(...args),
}));
jest.mock('@@/plugin-locale/localeExports', () => ({ setIntl: (...args: unknown[]) => mockMax.setIntl(...args) }));

type Load = typeof import('@/locales/load');
let load: Load;
let zhCN: Messages;

/** Makes the next `import()` of a language's messages fail `times` times (a chunk that does not arrive). */
function failChunk(lang: string, times: number) {
  const real = jest.requireActual(`@/locales/${lang}/index`);
  let left = times;
  jest.doMock(`@/locales/${lang}/index`, () => {
    if (left-- > 0) throw new Error('ChunkLoadError');
    return real;
  });
}

beforeEach(() => {
  jest.resetModules();
  mockMax.current = 'zh-CN';
  mockMax.addLocale.mockReset();
  mockMax.setLocale.mockReset();
  mockMax.setIntl.mockReset();
  load = require('@/locales/load');
  // Jest runs no import(): the same modules through require, so jest.doMock can fail them.
  for (const lang of Object.keys(load.LOADERS)) load.LOADERS[lang] = () => Promise.resolve().then(() => require(`@/locales/${lang}/index`));
  zhCN = require('@/locales/zh-CN/index').default;
});

const added = (lang: string): Messages[] => mockMax.addLocale.mock.calls.filter(([name]) => name === lang).map(([, messages]) => messages);

describe('locale messages on demand', () => {
  it('has a loader for every language but zh-CN', () => {
    const langs = fs.readdirSync(path.join(__dirname, '../../../src/locales')).filter((f) => /^[a-z]{2}-[A-Z]{2}\.ts$/.test(f)).map((f) => f.slice(0, -3));
    expect(langs).toContain('en-US');
    expect(Object.keys(load.LOADERS).sort()).toEqual(langs.filter((l) => l !== 'zh-CN').sort());
  });

  it('loads nothing for zh-CN: its messages are in the entry chunk', async () => {
    await load.loadActiveMessages();
    expect(mockMax.addLocale).not.toHaveBeenCalled();
  });

  it.each(['en-US', 'zh-TW', 'ar-EG'])('gives the %s visitor all of its messages before the first render, and remakes getIntl()', async (lang) => {
    mockMax.current = lang;
    await load.loadActiveMessages();
    const [messages] = added(lang);
    expect(Object.keys(messages).sort()).toEqual(Object.keys(zhCN).sort());
    expect(messages['menu.home']).not.toBe(zhCN['menu.home']);
    expect(mockMax.setIntl).toHaveBeenCalledWith(lang);
  });

  it.each(['en-US', 'zh-TW', 'ar-EG'])('shows %s’s own loading text while its messages load', (lang) => {
    const stub: Messages = require(`@/locales/${lang}`).default;
    const all: Messages = require(`@/locales/${lang}/index`).default;
    expect(Object.keys(stub).length).toBeGreaterThan(0);
    for (const [key, text] of Object.entries(stub)) expect([key, text]).toEqual([key, all[key]]);
  });

  it.each([
    ['en-US', 'Confirm'],
    ['zh-TW', '確定'],
    ['ar-EG', 'نعم'],
  ])('brings antd-mobile’s %s texts with the messages, before the phone layout renders in it', async (lang, confirm) => {
    expect(load.mobileLocaleOf(lang)).toBeUndefined();
    let atRender: string | undefined;
    mockMax.addLocale.mockImplementation(() => {
      atRender = load.mobileLocaleOf(lang)?.common.confirm;
    });
    await load.loadMessages(lang);
    expect(atRender).toBe(confirm);
    // zh-CN is antd-mobile's default: nothing to load.
    expect(load.mobileLocaleOf('zh-CN')).toBeUndefined();
  });

  it('loads a language once however often it is asked', async () => {
    await Promise.all([load.loadMessages('zh-TW'), load.loadMessages('zh-TW')]);
    await load.loadMessages('zh-TW');
    expect(added('zh-TW')).toHaveLength(1);
    // Not the current language: the current intl is left alone.
    expect(mockMax.setIntl).not.toHaveBeenCalled();
  });

  it('switches only once the messages are in', async () => {
    await load.switchLanguage('en-US');
    expect(mockMax.setLocale).toHaveBeenCalledWith('en-US', false);
    expect(mockMax.addLocale.mock.invocationCallOrder[0]).toBeLessThan(mockMax.setLocale.mock.invocationCallOrder[0]);
  });

  it('stays on the current language when the messages cannot load, and tries again on the next switch', async () => {
    failChunk('en-US', 1);
    await expect(load.switchLanguage('en-US')).rejects.toThrow('ChunkLoadError');
    expect(mockMax.setLocale).not.toHaveBeenCalled();
    expect(mockMax.addLocale).not.toHaveBeenCalled();

    await load.switchLanguage('en-US');
    expect(added('en-US')).toHaveLength(1);
    expect(mockMax.setLocale).toHaveBeenCalledWith('en-US', false);
  });

  it('shows Chinese, not message ids, when a visitor’s language cannot load at first', async () => {
    mockMax.current = 'en-US';
    failChunk('en-US', 1);
    await expect(load.loadActiveMessages()).resolves.toBeUndefined();
    // zh-CN's messages so far (the app area's here), and each area's that comes later.
    expect(added('en-US')).toEqual([require('@/locales/zh-CN').default]);
    expect(mockMax.setLocale).not.toHaveBeenCalled();
    const industry: Messages = require('@/locales/zh-CN/industry').default;
    load.addChineseArea(industry);
    expect(added('en-US')[1]).toBe(industry);
  });

  it('adds an area’s Chinese to zh-CN only while the other languages load whole', async () => {
    const indices: Messages = require('@/locales/zh-CN/indices').default;
    load.addChineseArea(indices);
    expect(added('zh-CN')).toEqual([indices]);
    // The current language: getIntl() is remade with them.
    expect(mockMax.setIntl).toHaveBeenCalledWith('zh-CN');
    await load.loadMessages('en-US');
    load.addChineseArea(require('@/locales/zh-CN/articles').default);
    expect(added('en-US')).toHaveLength(1);
  });
});
