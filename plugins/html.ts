/**
 * Build-time change to index.html: Umi's route preload helper picks chunks by
 * `location.pathname`, which under hash history is always '/', so every first visit (a phone's
 * too) fetched the desktop layout. Drop its script tag. (The helper file stays in dist/; nothing
 * reads it since `npm run size` counts the scripts a browser actually fetches.)
 *
 * (A static text shell inside #root was tried: first paint fell from 2.2 s to 0.8 s in Lighthouse's
 * mobile run, but the score dropped from ~0.86 to ~0.81 because the start-up script then counts
 * as blocking time. Revisit together with a smaller umi.js.)
 */
import type { IApi } from '@umijs/max';

export default (api: IApi) => {
  api.modifyHTML(($) => {
    $('script[src*="preload_helper"]').remove();
    $('html').attr('lang', 'zh-CN');
    return $;
  });
};
