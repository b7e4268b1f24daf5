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
import { translator } from '@/utils/translate';

export { translator, type MessageValues, type Translate } from '@/utils/translate';

/** `t` for the current language, and the intl object it uses; both change when the language does. */
export function useT() {
  const intl = useIntl();
  return useMemo(() => ({ t: translator(intl), intl }), [intl]);
}
