/**
 * The one translation helper. In a component: `const { t } = useT();` then
 * `t('industry.unitIs', { unit })`; take `intl` from it too when the component also needs
 * `intl.locale` or passes intl on (formatPeriod, sheets…). Outside components (pure modules that
 * receive intl as an argument) `const t = translator(intl);` gives the same function.
 *
 * Messages live in src/locales/<lang>/<area>.ts, assembled by src/locales/<lang>.ts.
 */
import { useIntl } from '@umijs/max';
import { useMemo } from 'react';
import type { Formatter } from '@/utils/errorText';

/** Values interpolated into a message's `{placeholders}`. */
export type MessageValues = Record<string, string | number>;

/** `t(id, values?)`: the message `id` of the current language, placeholders filled in. */
export type Translate = (id: string, values?: MessageValues) => string;

export const translator =
  (intl: Formatter): Translate =>
  (id, values) =>
    intl.formatMessage({ id }, values);

/** `t` for the current language, and the intl object it uses; both change when the language does. */
export function useT() {
  const intl = useIntl();
  return useMemo(() => ({ t: translator(intl), intl }), [intl]);
}
