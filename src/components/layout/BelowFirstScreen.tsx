import { Suspense, type ReactNode } from 'react';
import { useAfterFirstPaint } from '@/hooks/useAfterFirstPaint';
import RouteLoading from '@/loading';

/**
 * What is below a page's first screen, a lazy chunk of its own: asked for once the first screen has
 * been painted with `ready` true (useAfterFirstPaint), the route's loading state until then.
 */
export default function BelowFirstScreen({ ready, children }: { ready: boolean; children: ReactNode }) {
  const painted = useAfterFirstPaint(ready);
  return painted ? <Suspense fallback={<RouteLoading />}>{children}</Suspense> : <RouteLoading />;
}
