/**
 * The site's article categories for the back office's selects: /webapi/constants (the answer the
 * public site already shares, key `site:constants`); until it answers, or if it never does, the
 * portal's own category ids named by their menu labels.
 */
import { useMemo } from 'react';
import { CATEGORY_IDS } from '@/config/constants';
import { categoryOf } from '@/components/articles/categories';
import { useApi } from '@/hooks/useApi';
import { useT } from '@/hooks/useT';
import { getConstants } from '@/services/site';

export interface CategoryOption {
  value: number;
  label: string;
}

export function useCategories(): { options: CategoryOption[]; nameOf: (id: number) => string } {
  const { t } = useT();
  const { data } = useApi('site:constants', () => getConstants({ silent: true }), { refreshOnWindowFocus: false });
  return useMemo(() => {
    const fallback = Object.values(CATEGORY_IDS).map((id) => ({ value: id, label: t(categoryOf(id)!.titleId) }));
    const options = data?.categories?.length ? data.categories.map((c) => ({ value: c.id, label: c.name })) : fallback;
    const names = new Map(options.map((o) => [o.value, o.label]));
    return { options, nameOf: (id: number) => names.get(id) ?? String(id) };
  }, [data, t]);
}
