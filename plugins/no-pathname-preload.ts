/**
 * Umi's route preload helper picks chunks by `location.pathname`, which under hash history is
 * always '/', so every first visit (a phone's too) fetched the desktop layout. Drop its script tag.
 * The helper file stays in dist/: scripts/size-report.mjs reads its route → chunk map.
 */
import type { IApi } from '@umijs/max';

export default (api: IApi) => {
  api.modifyHTML(($) => {
    $('script[src*="preload_helper"]').remove();
    return $;
  });
};
