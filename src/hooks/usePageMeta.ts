/**
 * Document-level facts every layout keeps right: <html lang/dir> follow the language, and the
 * title is「page title - site name」(detail pages pass their own title). These hooks compute
 * them; src/components/layout/DocumentMeta.tsx writes them to the document, so nothing outlives
 * the page that set it.
 */
import { useIntl, useModel, useSelectedRoutes } from '@umijs/max';
import { useT } from './useT';

/** Right-to-left languages of the original (seed §4). */
const RTL_LANGS = ['he', 'ar', 'fa', 'ku'];
export const directionOf = (locale: string): 'rtl' | 'ltr' =>
  RTL_LANGS.some((l) => locale.toLowerCase().startsWith(l)) ? 'rtl' : 'ltr';

/** Title id of the deepest matched route (from config/routes.ts). */
export function useRouteTitleId(): string | undefined {
  const matches = useSelectedRoutes();
  const leaf = matches[matches.length - 1]?.route as { title?: string } | undefined;
  return leaf?.title;
}

/**「page title - site name」; either part may be missing while it loads. */
export const composeTitle = (page: string | undefined, site: string | undefined) => [page, site].filter(Boolean).join(' - ');

/** Layouts: the title of the current route (written by `<RouteTitle />`). */
export function useRouteTitle(): string {
  const { t } = useT();
  const { name } = useModel('global');
  const titleId = useRouteTitleId();
  return composeTitle(titleId ? t(titleId) : '', name);
}

/** Detail pages: the title of what they show, or undefined until it has loaded. */
export function usePageTitle(title: string | undefined): string | undefined {
  const { name } = useModel('global');
  return title ? composeTitle(title, name) : undefined;
}

/** `<html lang dir>` for the current language. */
export function useDocumentLocale(): { lang: string; dir: 'rtl' | 'ltr' } {
  const { locale } = useIntl();
  return { lang: locale, dir: directionOf(locale) };
}
