/**
 * The original's business constants (seed §9, namespace `constants`). Category ids and the project
 * list come from /webapi/constants, asked once per visit through the one request cache; until the
 * answer arrives, or if it never does, the seed's values (src/config/constants.ts) stand, so no
 * page waits for it and a failure is silent. Paging and caching numbers are the seed's own.
 */
import { useMemo } from 'react';
import {
  ARTICLE_TYPES,
  CATEGORY_IDS,
  FOCUS_REFRESH_THROTTLE,
  INFINITE_SCROLL_THRESHOLD,
  PAGE_SIZE,
  PROJECTS,
  REQUEST_CACHE_TIME,
} from '@/config/constants';
import { useApi } from '@/hooks/useApi';
import { getConstants } from '@/services/site';
import type { ArticleType, CategoryKey, ProjectDef, SiteConstants, ValueKind } from '@/types/webapi';

export interface Constants {
  /** Article category ids by key: report 220, comment 214, info 213, brand 221, about 216, introduce 212. */
  categoryIds: Record<CategoryKey, number>;
  articleTypes: readonly ArticleType[];
  /** Index projects: 21 (depth 4, three value kinds), 22–25 (depth 1). */
  projects: ProjectDef[];
  pageSize: number;
  requestCacheTime: number;
  focusRefreshThrottle: number;
  infiniteScrollThreshold: number;
}

export const SEED_CONSTANTS: Constants = {
  categoryIds: CATEGORY_IDS,
  articleTypes: ARTICLE_TYPES,
  projects: PROJECTS,
  pageSize: PAGE_SIZE,
  requestCacheTime: REQUEST_CACHE_TIME,
  focusRefreshThrottle: FOCUS_REFRESH_THROTTLE,
  infiniteScrollThreshold: INFINITE_SCROLL_THRESHOLD,
};

const VALUE_KINDS: ValueKind[] = ['indexValue', 'lastValue', 'sameValue'];
const isId = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v > 0;
const isProject = (p: unknown): p is ProjectDef => {
  const q = p as Partial<ProjectDef> | null;
  return !!q && isId(q.projId) && isId(q.depth) && Array.isArray(q.list) && q.list.every((k) => VALUE_KINDS.includes(k));
};

/**
 * `base` updated with what /webapi/constants says. A category the portal does not know is ignored;
 * an entry with a bad id, or a project list with a bad entry, keeps the seed's value.
 */
export function withSiteConstants(base: Constants, answer: SiteConstants | undefined): Constants {
  if (!answer) return base;
  const categoryIds = { ...base.categoryIds };
  (Array.isArray(answer.categories) ? answer.categories : []).forEach((c) => {
    if (c && Object.prototype.hasOwnProperty.call(categoryIds, c.key) && isId(c.id)) categoryIds[c.key] = c.id;
  });
  const projects = Array.isArray(answer.projects) && answer.projects.length && answer.projects.every(isProject) ? answer.projects : base.projects;
  return { ...base, categoryIds, projects };
}

export interface ConstantsModel extends Constants {
  /** True once /webapi/constants has answered (the values before are the seed's). */
  loaded: boolean;
}

export default function useConstants(): ConstantsModel {
  const { data } = useApi('site:constants', () => getConstants({ silent: true }), { refreshOnWindowFocus: false });
  return useMemo(() => ({ ...withSiteConstants(SEED_CONSTANTS, data), loaded: data !== undefined }), [data]);
}
