/**
 * Currency names are messages, not Intl.DisplayNames (which starts ICU on a phone's first screen):
 * each language's message must say what ICU says, and a code without one still gets ICU's name.
 */
import { currencyName } from '@/components/industry/comparedPrices';
import arEG from '@/locales/ar-EG/index';
import enUS from '@/locales/en-US/index';
import zhCN from '@/locales/zh-CN/index';
import zhTW from '@/locales/zh-TW/index';

const LANGUAGES: [string, Record<string, string>][] = [
  ['zh-CN', zhCN],
  ['zh-TW', zhTW],
  ['en-US', enUS],
  ['ar-EG', arEG],
];
const intlOf = (locale: string, messages: Record<string, string>) => ({ locale, messages, formatMessage: ({ id }: { id: string }) => id });

describe('currencyName', () => {
  const codes = Object.keys(zhCN)
    .filter((id) => id.startsWith('industry.currency.'))
    .map((id) => id.slice('industry.currency.'.length));

  it('has a message for the currencies a price is usually quoted in', () => {
    expect(codes).toEqual(expect.arrayContaining(['CNY', 'USD']));
  });

  it.each(LANGUAGES)('%s: every message is the name ICU gives, read without ICU', (locale, messages) => {
    const Original = Intl.DisplayNames;
    const icu = codes.map((code) => new Original([locale], { type: 'currency' }).of(code));
    let asked = 0;
    Object.defineProperty(Intl, 'DisplayNames', {
      configurable: true,
      value: function counted() {
        asked += 1;
        throw new Error('ICU started');
      },
    });
    try {
      expect(codes.map((code) => currencyName(code, intlOf(locale, messages)))).toEqual(icu);
    } finally {
      Object.defineProperty(Intl, 'DisplayNames', { configurable: true, writable: true, value: Original });
    }
    expect(asked).toBe(0);
  });

  it('a code without a message gets the name from Intl, an invalid one stays as it is', () => {
    expect(currencyName('GBP', intlOf('zh-CN', zhCN))).toBe('英镑');
    expect(currencyName('GBP', intlOf('en-US', enUS))).toBe('British Pound');
    expect(currencyName('not a code', intlOf('en-US', enUS))).toBe('not a code');
  });
});
