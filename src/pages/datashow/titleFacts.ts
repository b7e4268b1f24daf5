/**
 * What the title bar says about the data, from the families of the answer: the periods on screen
 * (one per frequency and period, so five families read 「周度 2026年第47周 · 月度 2026年10月」) and the
 * next scheduled release.
 */
import type { DataShow, Frequency } from '@/types/webapi';
import type { Formatter } from '@/utils/errorText';
import { formatPeriod } from '@/utils/format';

type Family = DataShow['families'][number];

export interface PeriodOnScreen {
  frequency: Frequency;
  /** 2026年第47周 / 2026年10月 in the visitor's language. */
  label: string;
  /** The families showing this period. */
  names: string[];
}

const FREQUENCY_ORDER: Frequency[] = ['week', 'month', 'quarter'];

/** The distinct periods shown, weekly first, each with the families showing it. */
export function periodsOnScreen(families: Family[], intl: Formatter): PeriodOnScreen[] {
  const byLabel = new Map<string, PeriodOnScreen>();
  for (const f of families) {
    if (!f?.point) continue;
    const label = formatPeriod(f.point, intl);
    const key = `${f.frequency}|${label}`;
    const entry = byLabel.get(key) ?? { frequency: f.frequency, label, names: [] };
    entry.names.push(f.name);
    byLabel.set(key, entry);
  }
  const rank = (p: PeriodOnScreen) => FREQUENCY_ORDER.indexOf(p.frequency);
  return [...byLabel.values()].sort((a, b) => rank(a) - rank(b));
}

export interface NextRelease {
  /** ISO date. */
  date: string;
  /** The families released that day. */
  names: string[];
}

/** The earliest scheduled release among the families, or undefined when none is announced. */
export function nextRelease(families: Family[]): NextRelease | undefined {
  const dated = families.filter((f) => typeof f?.nextRelease === 'string' && f.nextRelease);
  if (!dated.length) return undefined;
  const date = dated.map((f) => f.nextRelease).sort()[0];
  return { date, names: dated.filter((f) => f.nextRelease === date).map((f) => f.name) };
}
