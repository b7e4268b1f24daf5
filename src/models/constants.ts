/** The original's business constants (seed §9), for components that read them from a model. */
import {
  ARTICLE_TYPES,
  CATEGORY_IDS,
  FOCUS_REFRESH_THROTTLE,
  INFINITE_SCROLL_THRESHOLD,
  PAGE_SIZE,
  PROJECTS,
  REQUEST_CACHE_TIME,
} from '@/config/constants';

const constants = {
  categoryIds: CATEGORY_IDS,
  articleTypes: ARTICLE_TYPES,
  projects: PROJECTS,
  pageSize: PAGE_SIZE,
  requestCacheTime: REQUEST_CACHE_TIME,
  focusRefreshThrottle: FOCUS_REFRESH_THROTTLE,
  infiniteScrollThreshold: INFINITE_SCROLL_THRESHOLD,
};

export default function useConstants() {
  return constants;
}
