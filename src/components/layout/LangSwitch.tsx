/** Language picker: saves the choice (umi_locale) and switches without a reload. */
import { getLocale, setLocale } from '@umijs/max';
import { useT } from '@/hooks/useT';

export const LANGUAGES = [
  { value: 'zh-CN', label: '简体中文' },
  { value: 'zh-TW', label: '繁體中文' },
  { value: 'en-US', label: 'English' },
  { value: 'ar-EG', label: 'العربية' },
];

export default function LangSwitch({ className }: { className?: string }) {
  const { t } = useT();
  return (
    <select
      className={className}
      aria-label={t('layout.language')}
      value={getLocale()}
      onChange={(e) => setLocale(e.target.value, false)}
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
