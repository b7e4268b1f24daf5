/** Shown while a route's lazy chunk loads (Umi convention), so a slow network never shows a blank area. */
import { useContext, useLayoutEffect } from 'react';
import { LoadingState } from '@/components/states';
import { PageLoading } from '@/utils/chunkReload';

export default function RouteLoading() {
  // Inside a page's error boundary: it waits for the page's chunk while this is shown (src/utils/chunkReload.ts).
  const loading = useContext(PageLoading);
  useLayoutEffect(() => loading?.(), [loading]);
  return <LoadingState />;
}
