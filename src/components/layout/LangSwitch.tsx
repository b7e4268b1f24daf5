/**
 * Language picker: saves the choice (umi_locale) and switches without a reload, once the language's
 * messages are here (src/locales/load.ts): busy meanwhile; if they cannot load, says so and stays.
 */
import { getLocale } from '@umijs/max';
import { useState } from 'react';
import { useT } from '@/hooks/useT';
import { switchLanguage } from '@/locales/load';
import { showRequestError } from '@/utils/requestNotice';

export const LANGUAGES = [
  { value: 'zh-CN', label: '简体中文' },
  { value: 'zh-TW', label: '繁體中文' },
  { value: 'en-US', label: 'English' },
  { value: 'ar-EG', label: 'العربية' },
];

export default function LangSwitch({ className }: { className?: string }) {
  const { t } = useT();
  const [busy, setBusy] = useState(false);
  const change = (lang: string) => {
    setBusy(true);
    switchLanguage(lang)
      .catch(() => showRequestError(t('layout.languageFailed')))
      .finally(() => setBusy(false));
  };
  return (
    <select
      className={className}
      aria-label={t('layout.language')}
      aria-busy={busy}
      disabled={busy}
      value={getLocale()}
      onChange={(e) => change(e.target.value)}
      data-testid="lang-switch"
    >
      {LANGUAGES.map((l) => (
        <option key={l.value} value={l.value} lang={l.value}>
          {l.label}
        </option>
      ))}
    </select>
  );
}
