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

/** One formatter per language and precision: `toLocaleString` builds a new one on every call, which
 * showed in profiles of tables and chart axes with hundreds of numbers. */
const numberFormats = new Map<string, Intl.NumberFormat>();

export function formatNumber(value: number | null | undefined, locale: string, digits = 2): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '—';
  const key = `${locale}|${digits}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, { minimumFractionDigits: digits, maximumFractionDigits: digits });
    numberFormats.set(key, format);
  }
  return format.format(value);
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

export function formatPeriod(p: Pick<IndexPoint, 'year' | 'week' | 'month' | 'period'>, intl: Formatter): string {
  if (p.week) return translator(intl)('common.week', { year: p.year, week: p.week });
  if (p.month) return translator(intl)('common.month', { year: p.year, month: p.month });
  return p.period;
}
