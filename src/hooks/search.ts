import { SEARCH_PAGE_LIMIT } from '@/config/constants';
import { useApi } from '@/hooks/useApi';
import { searchSite } from '@/services/search';

/** The hits of `q` (nothing is asked for an empty word). */
export const useSiteSearch = (q: string) => useApi(`search|${q}`, () => searchSite({ q, limit: SEARCH_PAGE_LIMIT }), { ready: q !== '' });
