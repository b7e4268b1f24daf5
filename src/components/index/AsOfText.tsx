/**
 * What the 「历史版本」 (asOf) control and banner of /data and /mobile/data say, desktop and phone
 * alike: the day in words, the banner's sentence (or why there is no version of that day) and its
 * way back to the latest. No UI kit here: AsOfBanner / AsOfControl (antd) and AsOfMobile
 * (antd-mobile) dress it.
 */
import '@/locales/areas/indices';
import { useMemo } from 'react';
import { useT } from '@/hooks/useT';
import { ApiError, isNotFound } from '@/services/errors';

/** Today on the Beijing calendar (`YYYY-MM-DD`): the last day a version can be asked for. */
export const beijingToday = (now = Date.now()) => new Date(now + 8 * 3_600_000).toISOString().slice(0, 10);

/** A day in words: 2026年7月31日, 31 July 2026. */
export function formatDay(day: string, locale: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return day;
  // The British order reads as the sentence does ("published on 31 July 2026").
  return new Intl.DateTimeFormat(locale === 'en-US' ? 'en-GB' : locale, { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }).format(date);
}

/** Whether the backend refused the day (400: after today or no such day). */
const isBadDay = (error: unknown) => error instanceof ApiError && (error.status === 400 || error.code === 'BAD_REQUEST');

/** A failure that says there is no version of that day (not one a retry could mend). */
export const isMissingVersion = (error: unknown) => isNotFound(error) || isBadDay(error);

/**
 * The banner's words for `asOf`: the version shown, or — `error` being a missing version — why
 * there is none (a day before the family's first release, or one the backend refuses).
 */
export function useAsOfText(asOf: string, error?: unknown) {
  const { t, intl } = useT();
  return useMemo(() => {
    const date = formatDay(asOf, intl.locale);
    const failed = !!error && isMissingVersion(error);
    const message = !failed
      ? t('data.asOf.banner', { date })
      : isNotFound(error)
        ? t('data.asOf.missing', { date })
        : t('data.asOf.invalid', { date });
    return { date, failed, message, latest: t('data.asOf.latest') };
  }, [asOf, error, intl.locale, t]);
}
