/**
 * Document-level facts every layout keeps right: <html lang/dir> follow the language, and the
 * title is「page title - site name」(detail pages pass their own title).
 */
import { useIntl, useModel, useSelectedRoutes } from '@umijs/max';
import { useEffect } from 'react';

/** Right-to-left languages of the original (seed §4). */
const RTL_LANGS = ['he', 'ar', 'fa', 'ku'];
export const directionOf = (locale: string): 'rtl' | 'ltr' =>
  RTL_LANGS.some((l) => locale.toLowerCase().startsWith(l)) ? 'rtl' : 'ltr';

export function useDocumentLocale() {
  const { locale } = useIntl();
  useEffect(() => {
    document.documentElement.lang = locale;
    document.documentElement.dir = directionOf(locale);
  }, [locale]);
}

/** Title id of the deepest matched route (from config/routes.ts). */
export function useRouteTitleId(): string | undefined {
  const matches = useSelectedRoutes();
  const leaf = matches[matches.length - 1]?.route as { title?: string } | undefined;
  return leaf?.title;
}

export function usePageTitle(title?: string) {
  const intl = useIntl();
  const { name } = useModel('global');
  const titleId = useRouteTitleId();
  const page = title ?? (titleId ? intl.formatMessage({ id: titleId }) : '');
  useEffect(() => {
    document.title = [page, name].filter(Boolean).join(' - ');
  }, [page, name]);
}
