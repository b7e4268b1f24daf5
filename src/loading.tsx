/** Shown while a route's lazy chunk loads (Umi convention, and a page's own lazy parts), so a slow network never shows a blank area. */
import { useContext, useLayoutEffect } from 'react';
import { LoadingState } from '@/components/states';
import { PageLoading } from '@/utils/chunkReload';

/**
 * While the calling component is shown, its page counts as still loading (a chunk on its way): the
 * page's error boundary clears its automatic-reload mark only once none is (src/utils/chunkReload.ts),
 * so a chunk that keeps failing shows the message instead of reloading the page in a loop.
 */
export function useHoldsPageLoading(): void {
  const loading = useContext(PageLoading);
  useLayoutEffect(() => loading?.(), [loading]);
}

export default function RouteLoading() {
  useHoldsPageLoading();
  return <LoadingState />;
}
