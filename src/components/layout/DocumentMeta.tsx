/**
 * The document's title and `<html lang dir>`: each layout wraps its content in `<RouteTitle>` and
 * renders `<DocumentLocale />`; a detail page renders `<PageTitle title={…} />` once its subject has
 * loaded, which hands its title to the layout's through context while the page is shown — no module
 * state to get out of step. An article page also renders `<ArticleMeta />`, its link-preview tags.
 *
 * Written to the document in layout effects: before the browser paints, and without an animation
 * frame (a background tab never gets one), so the title is right as soon as the route or the
 * language has changed. (Umi's Helmet did the same with 5.6 KB gzip in umi.js: `helmet: false`.)
 */
import { createContext, useContext, useEffect, useLayoutEffect, useState, type ReactNode } from 'react';
import { useDocumentLocale, usePageTitle, useRouteTitle } from '@/hooks/usePageMeta';

/** `<html lang dir>` follow the language (RTL for he, ar, fa, ku). */
export function DocumentLocale() {
  const { lang, dir } = useDocumentLocale();
  useLayoutEffect(() => {
    document.documentElement.lang = lang;
    document.documentElement.dir = dir;
  }, [lang, dir]);
  return null;
}

/** Set by a detail page for the layout's title; undefined gives the route's title back. */
const PageTitleContext = createContext<(title: string | undefined) => void>(() => undefined);

/**
 * 「route title - site name」 for the route a layout shows, or the page's own title while a
 * detail page inside it has one. The layout alone writes the title, so the order in which pages
 * mount (they remount on Back) can never let a stale title win.
 */
export function RouteTitle({ children }: { children?: ReactNode }) {
  const routeTitle = useRouteTitle();
  const [pageTitle, setPageTitle] = useState<string>();
  const title = pageTitle ?? routeTitle;
  useLayoutEffect(() => {
    document.title = title;
  }, [title]);
  return (
    <PageTitleContext.Provider value={setPageTitle}>
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

/** An address the page names relative to the site ('/demo/x.svg'), absolute as link previews need it; http(s) only. */
const absoluteUrl = (url: string) => {
  try {
    const resolved = new URL(url, window.location.href);
    return /^https?:$/.test(resolved.protocol) ? resolved.href : undefined;
  } catch {
    return undefined;
  }
};

/**
 * Link-preview tags of an article (Open Graph, as WeChat and chat apps read them) and its description:
 * og:title, og:description and description (the summary), og:image (the cover, when it has one), og:type.
 * Added while the article is shown, removed when the page goes.
 *
 * A hash-routed SPA only has these tags once its script has run in the client: WeChat's in-app browser
 * reads them from the live page when sharing, but a crawler that does not run JavaScript sees index.html
 * alone: for those the server answers the article's share address (`/s/article/{id}`, server/share.ts)
 * with the same tags, and the share buttons copy that address.
 */
export function ArticleMeta({ title, summary, image }: { title: string; summary?: string; image?: string }) {
  const imageUrl = image ? absoluteUrl(image) : undefined;
  useLayoutEffect(() => {
    const tags: [attribute: 'property' | 'name', key: string, content: string | undefined][] = [
      ['property', 'og:type', 'article'],
      ['property', 'og:title', title],
      ['property', 'og:description', summary],
      ['name', 'description', summary],
      ['property', 'og:image', imageUrl],
    ];
    const added = tags.flatMap(([attribute, key, content]) => {
      if (!content) return [];
      const meta = document.createElement('meta');
      meta.setAttribute(attribute, key);
      meta.content = content;
      return [document.head.appendChild(meta)];
    });
    return () => added.forEach((meta) => meta.remove());
  }, [title, summary, imageUrl]);
  return null;
}
