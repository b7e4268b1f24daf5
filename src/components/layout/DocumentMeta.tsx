/**
 * The document's title and `<html lang dir>`, through Umi's Helmet (react-helmet-async): each
 * layout wraps its content in `<RouteTitle>` and renders `<DocumentLocale />`; a detail page
 * renders `<PageTitle title={…} />` once its subject has loaded, which hands its title to the
 * layout's through context while the page is shown — no module state to get out of step.
 */
import { Helmet } from '@umijs/max';
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { useDocumentLocale, usePageTitle, useRouteTitle } from '@/hooks/usePageMeta';

// defer={false}: apply at once rather than on the next animation frame (a background tab never
// gets one), so the title is right as soon as the route or the language has changed.

/** `<html lang dir>` follow the language (RTL for he, ar, fa, ku). */
export function DocumentLocale() {
  const { lang, dir } = useDocumentLocale();
  return <Helmet defer={false} htmlAttributes={{ lang, dir }} />;
}

/** Set by a detail page for the layout's title; undefined gives the route's title back. */
const PageTitleContext = createContext<(title: string | undefined) => void>(() => undefined);

/**
 * 「route title - site name」 for the route a layout shows, or the page's own title while a
 * detail page inside it has one. One Helmet owns the title, so the order in which instances
 * mount (pages remount on Back) can never let a stale title win.
 */
export function RouteTitle({ children }: { children?: ReactNode }) {
  const routeTitle = useRouteTitle();
  const [pageTitle, setPageTitle] = useState<string>();
  return (
    <PageTitleContext.Provider value={setPageTitle}>
      <Helmet defer={false} title={pageTitle ?? routeTitle} />
      {children}
    </PageTitleContext.Provider>
  );
}

/** 「page title - site name」 for a page about one thing (an article, a company), once it has loaded. */
export function PageTitle({ title }: { title: string | undefined }) {
  const full = usePageTitle(title);
  const setPageTitle = useContext(PageTitleContext);
  useEffect(() => {
    if (!full) return undefined;
    setPageTitle(full);
    return () => setPageTitle(undefined);
  }, [full, setPageTitle]);
  return null;
}
