import { useApi } from '@/hooks/useApi';
import { searchSite } from '@/services/search';

/** Hits listed per group on the search pages; each group links to its full list beyond them. */
export const SEARCH_PAGE_LIMIT = 8;

/** The hits of `q` (nothing is asked for an empty word). */
export const useSiteSearch = (q: string) => useApi(`search|${q}`, () => searchSite({ q, limit: SEARCH_PAGE_LIMIT }), { ready: q !== '' });
