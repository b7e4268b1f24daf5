/**
 * Number, date and period formatting in the visitor's language. Period labels are built here
 * (not by the backend) so they translate: 2026年第46周 / Week 46, 2026.
 */
import dayjs from 'dayjs';
import type { IndexPoint } from '@/types/webapi';
import type { Formatter } from './errorText';
import { translator } from './translate';

const dayjsLocale = (locale: string) => {
  const l = locale.toLowerCase();
  if (l === 'zh-cn') return 'zh-cn';
  if (l === 'zh-tw') return 'zh-tw';
  if (l.startsWith('ar')) return 'ar';
  return 'en';
};

export function formatDate(iso: string, locale: string, withTime = false): string {
  const d = dayjs(iso);
  if (!d.isValid()) return '';
  const zh = locale.startsWith('zh');
  const pattern = zh ? (withTime ? 'YYYY年M月D日 HH:mm' : 'YYYY年M月D日') : withTime ? 'YYYY-MM-DD HH:mm' : 'YYYY-MM-DD';
  return d.locale(dayjsLocale(locale)).format(pattern);
}

/**
 * Languages whose numbers read 1,234.56 (Latin digits, "," every three, "." before the fraction).
 * Their numbers are written here, not by `Intl.NumberFormat`: the first use of `Intl` in a page starts
 * ICU, 100–180 ms of a phone's main thread (Chromium at 4× CPU slowdown), and the first screen's
 * numbers were its only reason to start. Other languages (Arabic digits) keep `Intl`.
 */
const LATIN_GROUPED = new Set(['zh-CN', 'zh-TW', 'en-US', 'en']);

/** One formatter per language and precision: `toLocaleString` builds a new one on every call, which
 * showed in profiles of tables and chart axes with hundreds of numbers. */
const numberFormats = new Map<string, Intl.NumberFormat>();

/**
 * `value` with at least `minDigits` and at most `maxDigits` fraction digits, exactly as ICU writes
 * it for the languages above: ICU rounds the shortest decimal that reads back as the number (1.005
 * is "1.01", where `toFixed` gives "1.00"), half away from zero, and keeps the sign of a negative
 * number that rounds to zero ("-0.00").
 */
function latinDecimal(value: number, minDigits: number, maxDigits: number): string | null {
  const shortest = String(Math.abs(value));
  // 1e-7, 1e21: rare enough to leave to Intl.
  if (shortest.includes('e')) return null;
  const [whole, fraction = ''] = shortest.split('.');
  let digits = (whole + fraction.padEnd(maxDigits, '0').slice(0, maxDigits)).split('').map(Number);
  if (Number(fraction[maxDigits] ?? 0) >= 5) {
    let i = digits.length - 1;
    while (i >= 0 && digits[i] === 9) digits[i--] = 0;
    if (i < 0) digits = [1, ...digits];
    else digits[i] += 1;
  }
  const intDigits = digits.length - maxDigits;
  const intPart = digits.slice(0, intDigits).join('').replace(/\B(?=(\d{3})+$)/g, ',');
  let fracPart = digits.slice(intDigits).join('');
  while (fracPart.length > minDigits && fracPart.endsWith('0')) fracPart = fracPart.slice(0, -1);
  const sign = value < 0 || Object.is(value, -0) ? '-' : '';
  return `${sign}${intPart}${fracPart ? `.${fracPart}` : ''}`;
}

/** A finite number in `locale` with `minDigits` to `maxDigits` fraction digits (grouped thousands). */
export function formatDecimal(value: number, locale: string, minDigits: number, maxDigits: number): string {
  const own = LATIN_GROUPED.has(locale) ? latinDecimal(value, minDigits, maxDigits) : null;
  if (own !== null) return own;
  const key = `${locale}|${minDigits}|${maxDigits}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, { minimumFractionDigits: minDigits, maximumFractionDigits: maxDigits });
    numberFormats.set(key, format);
  }
  return format.format(value);
}

export function formatNumber(value: number | null | undefined, locale: string, digits = 2): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '—';
  return formatDecimal(value, locale, digits, digits);
}

/** A signed number: +1.23 / −0.45 / 0.00 (a real minus sign, readable when colour is not seen). */
export function formatSigned(value: number | null | undefined, locale: string, digits = 2): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '—';
  const abs = formatNumber(Math.abs(value), locale, digits);
  if (value > 0) return `+${abs}`;
  if (value < 0) return `−${abs}`;
  return abs;
}

export type Trend = 'up' | 'down' | 'flat';
export function trendOf(value: number | null | undefined): Trend {
  if (!value) return 'flat';
  return value > 0 ? 'up' : 'down';
}

export function formatPeriod(p: Pick<IndexPoint, 'year' | 'week' | 'month' | 'quarter' | 'period'>, intl: Formatter): string {
  if (p.week) return translator(intl)('common.week', { year: p.year, week: p.week });
  if (p.month) return translator(intl)('common.month', { year: p.year, month: p.month });
  if (p.quarter) return translator(intl)('common.quarter', { year: p.year, quarter: p.quarter });
  return p.period;
}

const ZH_CN_MONTHS = ['一', '二', '三', '四', '五', '六', '七', '八', '九', '十', '十一', '十二'];

/** A month's name as `Intl.DateTimeFormat`'s `{ month: 'long' }` writes it (1月, January), without starting ICU where it can. */
export function formatMonthName(month: number, locale: string): string {
  if (locale === 'zh-CN') return `${ZH_CN_MONTHS[month - 1]}月`;
  if (locale === 'zh-TW') return `${month}月`;
  if (LATIN_GROUPED.has(locale)) return dayjs(new Date(2000, month - 1, 1)).locale('en').format('MMMM');
  return new Intl.DateTimeFormat(locale, { month: 'long', timeZone: 'UTC' }).format(Date.UTC(2000, month - 1, 1));
}
