/**
 * Share addresses (issue 20 §6): `/s/article/{id}`, `/s/data/{projId}`, `/s/company/{id}`. A hash
 * route (`/#/article/1`) is invisible to WeChat, Weibo and search engines, which drop the fragment:
 * the server answers a share address with a small page carrying the link-preview tags (server/share.ts)
 * that then opens the hash route. The share buttons, the RSS feeds' links (server/model/feeds.ts) and the
 * server's sitemap all build them here.
 *
 * Pure: the server and mock/lib import it too, so relative imports only.
 */
import { SITE_CODE } from './constants';

export type ShareTarget =
  | { kind: 'article'; id: number }
  /** `view`: the /data view's parameters (src/views/indexData.ts); only DATA_VIEW_PARAMS travel, `proj` is the path. */
  | { kind: 'data'; projId: number; view?: Iterable<readonly [string, string]> }
  | { kind: 'company'; id: number };

export const SHARE_PREFIX = '/s';

/** The /data view parameters a share address carries on to the page (every field of src/views/indexData.ts but `proj`). */
export const DATA_VIEW_PARAMS = ['nodes', 'range', 'kind', 'period', 'table', 'scale', 'drill', 'asOf'] as const;

/**
 * The site the server answers when a request names none: the demo site, seeded first
 * (server/config.ts DEMO_SITE_CODE, mock/lib/site.ts DEFAULT_SITE_CODE). Its addresses need no `siteCode`.
 */
export const DEFAULT_SHARE_SITE = 'qingxi-hardware';

/** The `siteCode` an address of this site carries: none for the default site. */
export const shareSiteParam = (siteCode: string): string | undefined => (siteCode === DEFAULT_SHARE_SITE ? undefined : siteCode);

// Commas of lists stay readable, as in the site's own links (src/views/codec.ts).
const encode = (v: string) => encodeURIComponent(v).replace(/%2C/gi, ',');
const withQuery = (path: string, params: [string, string][]) =>
  params.length ? `${path}?${params.map(([k, v]) => `${k}=${encode(v)}`).join('&')}` : path;

function viewParams(view: Iterable<readonly [string, string]> | undefined): [string, string][] {
  const out: [string, string][] = [];
  for (const [k, v] of view ?? []) {
    if ((DATA_VIEW_PARAMS as readonly string[]).includes(k) && v !== '' && !out.some(([seen]) => seen === k)) out.push([k, v]);
  }
  // Always in the fields' order: one view, one address.
  return out.sort(([a], [b]) => DATA_VIEW_PARAMS.indexOf(a as never) - DATA_VIEW_PARAMS.indexOf(b as never));
}

/** `/s/article/1`, `/s/data/21?nodes=21-0,21-3&range=3y`, `/s/company/7?siteCode=x` (`siteCode`: see shareSiteParam). */
export function sharePath(target: ShareTarget, siteCode?: string): string {
  const site: [string, string][] = siteCode ? [['siteCode', siteCode]] : [];
  switch (target.kind) {
    case 'article':
      return withQuery(`${SHARE_PREFIX}/article/${target.id}`, site);
    case 'data':
      return withQuery(`${SHARE_PREFIX}/data/${target.projId}`, [...viewParams(target.view), ...site]);
    case 'company':
      return withQuery(`${SHARE_PREFIX}/company/${target.id}`, site);
  }
}

/** The absolute share address on `origin` (`https://example.com`, no trailing slash). */
export const shareUrl = (target: ShareTarget, origin: string, siteCode?: string): string => `${origin}${sharePath(target, siteCode)}`;

/** The hash route a share address opens: `/#/article/1`, `/#/data?proj=21&nodes=…`, `/#/companyDetail/7` (phones are sent on by the app). */
export function appRoute(target: ShareTarget): string {
  switch (target.kind) {
    case 'article':
      return `/#/article/${target.id}`;
    case 'data':
      return withQuery('/#/data', [['proj', String(target.projId)], ...viewParams(target.view)]);
    case 'company':
      return `/#/companyDetail/${target.id}`;
  }
}

/** What a share button hands on: the share address of `target` on this site, as the visitor reached it. */
export const pageShareUrl = (target: ShareTarget): string => shareUrl(target, window.location.origin, shareSiteParam(SITE_CODE));
