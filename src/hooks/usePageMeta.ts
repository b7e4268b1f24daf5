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

/** Title set by a page about one thing (an article, a company); wins over the route's title. */
let pageTitle: string | undefined;
const compose = (page: string, site: string) => [page, site].filter(Boolean).join(' - ');

/** Layouts: the route's title, unless the page set its own. */
export function useRouteTitle() {
  const intl = useIntl();
  const { name } = useModel('global');
  const titleId = useRouteTitleId();
  const page = titleId ? intl.formatMessage({ id: titleId }) : '';
  useEffect(() => {
    if (pageTitle === undefined) document.title = compose(page, name);
  }, [page, name]);
}

/** Detail pages: the title of what they show (once it has loaded). */
export function usePageTitle(title: string | undefined) {
  const { name } = useModel('global');
  useEffect(() => {
    if (!title) return undefined;
    pageTitle = title;
    document.title = compose(title, name);
    return () => {
      pageTitle = undefined;
    };
  }, [title, name]);
}
