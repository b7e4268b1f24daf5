/**
 * The document's title and `<html lang dir>`, through Umi's Helmet (react-helmet-async): each
 * layout renders `<RouteTitle />` and `<DocumentLocale />`, a detail page renders
 * `<PageTitle title={…} />` once its subject has loaded. Helmet applies the innermost instance,
 * so the page's title wins over the route's while the page is shown and the route's title comes
 * back when it goes — no module state to get out of step.
 */
import { Helmet } from '@umijs/max';
import { useDocumentLocale, usePageTitle, useRouteTitle } from '@/hooks/usePageMeta';

// defer={false}: apply at once rather than on the next animation frame (a background tab never
// gets one), so the title is right as soon as the route or the language has changed.

/** `<html lang dir>` follow the language (RTL for he, ar, fa, ku). */
export function DocumentLocale() {
  const { lang, dir } = useDocumentLocale();
  return <Helmet defer={false} htmlAttributes={{ lang, dir }} />;
}

/** 「route title - site name」 for the route a layout shows. */
export function RouteTitle() {
  return <Helmet defer={false} title={useRouteTitle()} />;
}

/** 「page title - site name」 for a page about one thing (an article, a company). */
export function PageTitle({ title }: { title: string | undefined }) {
  const full = usePageTitle(title);
  return full ? <Helmet defer={false} title={full} /> : null;
}
