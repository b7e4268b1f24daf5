/**
 * The fast path of `t` (src/utils/translate.ts) against the engine react-intl uses: for every message
 * of every language, site and back office, what it fills in is exactly what intl-messageformat gives;
 * what it leaves (plurals, quotes, a missing value) goes to react-intl.
 */
import IntlMessageFormat from 'intl-messageformat';
import adminEnUS from '@/locales/admin/en-US';
import adminZhCN from '@/locales/admin/zh-CN';
import arEG from '@/locales/ar-EG/index';
import enUS from '@/locales/en-US/index';
import zhCN from '@/locales/zh-CN/index';
import zhTW from '@/locales/zh-TW/index';
import { fillSimple, translator } from '@/utils/translate';

const LANGUAGES: [string, Record<string, string>][] = [
  ['zh-CN', { ...zhCN, ...adminZhCN }],
  ['en-US', { ...enUS, ...adminEnUS }],
  ['zh-TW', zhTW],
  ['ar-EG', arEG],
];

/** A value for every `{name}` of a message: numbers, zero, and text with ICU's own characters. */
function valuesFor(message: string, kind: number): Record<string, string | number> {
  const names = [...message.matchAll(/\{\s*(\w+)/g)].map((m) => m[1]);
  const pick = [(i: number) => i + 2, () => 0, (i: number) => `值{${i}}#'<b>`, (i: number) => 1234.5 * (i + 1)][kind];
  return Object.fromEntries(names.map((name, i) => [name, pick(i)]));
}

describe('t fills in simple messages as react-intl does', () => {
  for (const [locale, messages] of LANGUAGES) {
    test(`${locale}: every message, four kinds of values`, () => {
      let simple = 0;
      for (const [id, message] of Object.entries(messages)) {
        for (let kind = 0; kind < 4; kind += 1) {
          const values = valuesFor(message, kind);
          const fast = fillSimple(message, values);
          if (fast === undefined) continue;
          simple += 1;
          expect([id, fast]).toEqual([id, new IntlMessageFormat(message, locale).format(values)]);
        }
      }
      // Most messages take the fast path (else it would not be worth having).
      expect(simple / 4).toBeGreaterThan(Object.keys(messages).length * 0.8);
    });
  }

  test('plurals, quotes and tags are left to react-intl', () => {
    expect(fillSimple('{total, plural, one {# article} other {# articles}}', { total: 1 })).toBeUndefined();
    expect(fillSimple("Don't {x}", { x: 1 })).toBeUndefined();
    expect(fillSimple('<b>{x}</b>', { x: 1 })).toBeUndefined();
    expect(fillSimple('{ x }', { x: 1 })).toBeUndefined();
  });

  test('a missing value is left to react-intl, which reports it', () => {
    expect(fillSimple('{year}年第{week}周', { year: 2026 })).toBeUndefined();
    expect(fillSimple('{year}年第{week}周', { year: 2026, week: 48 })).toBe('2026年第48周');
  });

  test('translator: the message when simple, react-intl otherwise or when the id is unknown', () => {
    const formatMessage = jest.fn(({ id }: { id: string }) => `intl:${id}`);
    const t = translator({ messages: { a: '第{n}期', b: '{n, plural, other {# 期}}' }, formatMessage });
    expect(t('a', { n: 3 })).toBe('第3期');
    expect(formatMessage).not.toHaveBeenCalled();
    expect(t('b', { n: 3 })).toBe('intl:b');
    expect(t('c')).toBe('intl:c');
    // An intl without messages (a test's stand-in) is always asked.
    expect(translator({ formatMessage })('a', { n: 3 })).toBe('intl:a');
  });
});
