import { renderHook } from '@testing-library/react';
import fs from 'fs';
import IntlMessageFormat from 'intl-messageformat';
import path from 'path';
import { translator, useT } from '@/hooks/useT';
import arEG from '@/locales/ar-EG/index';
import enUS from '@/locales/en-US/index';
import zhCN from '@/locales/zh-CN/index';
import zhTW from '@/locales/zh-TW/index';

type Messages = Record<string, string>;

/** A stand-in for Umi's intl: the same message engine (intl-messageformat) react-intl uses. */
const intlOf = (messages: Messages, locale: string) => ({
  locale,
  formatMessage: ({ id }: { id: string }, values?: Record<string, string | number>) =>
    new IntlMessageFormat(messages[id] ?? id, locale).format(values) as string,
});

let mockIntl = intlOf(zhCN, 'zh-CN');
jest.mock('@umijs/max', () => ({ useIntl: () => mockIntl }));

const ADMIN: Record<string, Messages> = {
  'zh-CN': require('@/locales/admin/zh-CN').default,
  'en-US': require('@/locales/admin/en-US').default,
  'zh-TW': require('@/locales/admin/zh-TW').default,
};
const LANGUAGES: Record<string, Messages> = { 'zh-CN': zhCN, 'en-US': enUS, 'zh-TW': zhTW, 'ar-EG': arEG };

/** Areas and the key prefixes filed in each (src/locales/<lang>/<area>.ts). */
const AREAS: Record<string, string[]> = {
  app: ['menu', 'route', 'layout', 'state', 'error', 'notFound', 'forbidden', 'common', 'search'],
  indices: ['index', 'data', 'home'],
  articles: ['articles'],
  industry: ['industry'],
  brands: ['industry'],
  companies: ['industry'],
  products: ['industry'],
  datashow: ['datashow'],
};

const area = (lang: string, name: string): Messages => require(`@/locales/${lang}/${name}`).default;
const sorted = (m: Messages) => Object.keys(m).sort();
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)/g)].map((m) => m[1]).sort();

describe('locale messages', () => {
  const reference = sorted(zhCN);
  const zh: Messages = zhCN;

  it('has a sizeable zh-CN reference', () => {
    expect(reference.length).toBeGreaterThan(300);
  });

  // ar-EG is complete too: each of its area modules spreads the English one (untranslated text
  // falls back to English), so it is held to the same key set.
  it.each(Object.keys(LANGUAGES))('%s has exactly the zh-CN keys, with the same placeholders', (lang) => {
    const messages = LANGUAGES[lang];
    expect(sorted(messages)).toEqual(reference);
    for (const key of reference) {
      expect(typeof messages[key]).toBe('string');
      expect([key, placeholders(messages[key])]).toEqual([key, placeholders(zh[key])]);
    }
  });

  it.each(Object.keys(LANGUAGES))('%s files every key in the area of its prefix, once', (lang) => {
    const seen = new Set<string>();
    for (const [name, prefixes] of Object.entries(AREAS)) {
      const keys = Object.keys(area(lang, name));
      expect(keys.length).toBeGreaterThan(0);
      for (const key of keys) {
        expect([key, prefixes.includes(key.split('.')[0])]).toEqual([key, true]);
        expect([key, seen.has(key)]).toEqual([key, false]);
        seen.add(key);
      }
      expect(sorted(area(lang, name))).toEqual(sorted(area('zh-CN', name)));
    }
    expect([...seen].sort()).toEqual(reference);
  });

  // Their parser is not in the build (.umirc.ts LIBRARY_PATCHES, src/locales/messageParser.ts).
  it.each(['zh-CN', 'en-US', 'zh-TW', 'ar-EG'])('%s writes no number or date skeleton (::), nor does the back office', (lang) => {
    const admin: Messages = lang in ADMIN ? ADMIN[lang] : {};
    const all = Object.entries({ ...LANGUAGES[lang], ...admin });
    expect(all.length).toBeGreaterThan(300);
    expect(all.filter(([, text]) => /,\s*(number|date|time)\s*,\s*::/.test(text))).toEqual([]);
  });

  it('keeps some Arabic translations over the English fallback', () => {
    expect(arEG['menu.home']).not.toBe(enUS['menu.home']);
    expect(arEG['industry.all']).not.toBe(enUS['industry.all']);
  });

  it('has no page-level locales folder left (Umi would merge it in as well)', () => {
    const found: string[] = [];
    const walk = (dir: string) => {
      for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
        if (!e.isDirectory()) continue;
        if (e.name === 'locales') found.push(path.join(dir, e.name));
        else walk(path.join(dir, e.name));
      }
    };
    walk(path.join(__dirname, '../../../src/pages'));
    expect(found).toEqual([]);
  });
});

describe('useT', () => {
  beforeEach(() => {
    mockIntl = intlOf(zhCN, 'zh-CN');
  });

  it('translates an id and fills in string and number values', () => {
    const { result } = renderHook(() => useT());
    const { t } = result.current;
    expect(t('state.empty')).toBe('暂无数据');
    expect(t('common.total', { total: 12 })).toBe('共 12 条');
    expect(t('industry.unitIs', { unit: '元/吨' })).toBe('单位：元/吨');
    expect(t('common.week', { year: 2026, week: 7 })).toBe('2026年第7周');
    expect(result.current.intl.locale).toBe('zh-CN');
  });

  it('keeps the same t while the language stays, and follows a language change', () => {
    const { result, rerender } = renderHook(() => useT());
    const first = result.current.t;
    rerender();
    expect(result.current.t).toBe(first);

    mockIntl = intlOf(enUS, 'en-US');
    rerender();
    expect(result.current.t).not.toBe(first);
    expect(result.current.t('common.total', { total: 3 })).toBe(enUS['common.total'].replace('{total}', '3'));
    expect(result.current.intl.locale).toBe('en-US');
  });

  it('has a plain-function twin for modules that receive intl', () => {
    const t = translator(intlOf(zhTW, 'zh-TW'));
    expect(t('home.families')).toBe('其他指數');
    expect(t('articles.author', { name: '王' })).toBe(zhTW['articles.author'].replace('{name}', '王'));
  });
});
