/**
 * Share addresses (src/config/share.ts): what the share buttons, the RSS feeds and the sitemap hand
 * out, and the hash route each one opens, which must be the app's own link to the same page.
 */
import { DEFAULT_SITE_CODE } from '../../../mock/lib/site';
import { DEMO_SITE_CODE } from '../../../server/config';
import { SITE_CODE } from '@/config/constants';
import { appRoute, DATA_VIEW_PARAMS, DEFAULT_SHARE_SITE, pageShareUrl, sharePath, shareSiteParam, shareUrl } from '@/config/share';
import { articleHref } from '@/views/articles';
import { indexDataView } from '@/views/indexData';
import { companyHref } from '@/views/industry';

describe('share addresses', () => {
  it('are /s/article/{id}, /s/data/{projId} and /s/company/{id}', () => {
    expect(sharePath({ kind: 'article', id: 100567 })).toBe('/s/article/100567');
    expect(sharePath({ kind: 'data', projId: 21 })).toBe('/s/data/21');
    expect(sharePath({ kind: 'company', id: 7 })).toBe('/s/company/7');
    expect(shareUrl({ kind: 'article', id: 1 }, 'https://index.example.com')).toBe('https://index.example.com/s/article/1');
  });

  it('carry the site only when it is not the default one', () => {
    expect(shareSiteParam(DEFAULT_SHARE_SITE)).toBeUndefined();
    expect(shareSiteParam('other-site')).toBe('other-site');
    expect(sharePath({ kind: 'article', id: 1 }, shareSiteParam('other-site'))).toBe('/s/article/1?siteCode=other-site');
    expect(sharePath({ kind: 'data', projId: 21, view: [['range', '3y']] }, 'a&b')).toBe('/s/data/21?range=3y&siteCode=a%26b');
  });

  it('agree with the server and the demo backend on which site is the default', () => {
    expect(DEFAULT_SHARE_SITE).toBe(DEMO_SITE_CODE);
    expect(DEFAULT_SHARE_SITE).toBe(DEFAULT_SITE_CODE);
  });

  it('carry the /data view (every field but proj, which is the path) in the fields’ order, commas readable', () => {
    const view = indexDataView.parse('proj=22&scale=rebased&nodes=22-0,22-3&range=5y&period=2026-10&table=22-3&drill=22-3&kind=lastValue');
    expect(sharePath({ kind: 'data', projId: 22, view: indexDataView.toQuery(view) })).toBe(
      '/s/data/22?nodes=22-0,22-3&range=5y&kind=lastValue&period=2026-10&table=22-3&scale=rebased&drill=22-3',
    );
    // Unknown, empty and repeated parameters stay behind.
    expect(
      sharePath({
        kind: 'data',
        projId: 21,
        view: [
          ['range', '5y'],
          ['proj', '99'],
          ['evil', 'x'],
          ['nodes', ''],
          ['range', '1y'],
        ],
      }),
    ).toBe('/s/data/21?range=5y');
    expect(sharePath({ kind: 'data', projId: 21, view: [['nodes', 'a b&c']] })).toBe('/s/data/21?nodes=a%20b%26c');
  });

  it('name every field of the /data view but proj', () => {
    expect([...DATA_VIEW_PARAMS].sort()).toEqual(Object.keys(indexDataView.defaults).filter((k) => k !== 'proj').sort());
  });
});

describe('the hash route a share address opens', () => {
  it('is the app’s own link to the page', () => {
    expect(appRoute({ kind: 'article', id: 100567 })).toBe(`/#${articleHref(100567)}`);
    expect(appRoute({ kind: 'company', id: 7 })).toBe(`/#${companyHref(7)}`);
    expect(appRoute({ kind: 'data', projId: 21 })).toBe(`/#${indexDataView.href({ proj: 21 })}`);
  });

  it('restores the shared /data view', () => {
    const view = indexDataView.parse('proj=21&nodes=21-0,21-3&range=3y&period=2026-11-16&scale=rebased');
    const route = appRoute({ kind: 'data', projId: 21, view: indexDataView.toQuery(view) });
    expect(route).toBe(`/#${indexDataView.href(view)}`);
    expect(indexDataView.parse(route.slice(route.indexOf('?') + 1))).toEqual(view);
  });
});

describe('pageShareUrl', () => {
  it('is the share address on the origin the visitor reached, with the build’s site', () => {
    const site = shareSiteParam(SITE_CODE);
    expect(pageShareUrl({ kind: 'article', id: 100567 })).toBe(`${window.location.origin}/s/article/100567${site ? `?siteCode=${site}` : ''}`);
    expect(pageShareUrl({ kind: 'data', projId: 21, view: [['range', '3y']] })).toBe(
      `${window.location.origin}/s/data/21?range=3y${site ? `&siteCode=${site}` : ''}`,
    );
  });
});
