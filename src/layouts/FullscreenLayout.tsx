/** Full-screen shell of /datashow: no header or footer, only the site gate and error boundary. */
import { Outlet, useLocation } from '@umijs/max';
import PageErrorBoundary from '@/components/layout/PageErrorBoundary';
import SiteGate from '@/components/layout/SiteGate';
import { ForbiddenState } from '@/components/states';
import { useRouteTitle } from '@/hooks/usePageMeta';
import { useRouteAccessible } from '@/hooks/useRouteAccess';

function Frame() {
  const { pathname } = useLocation();
  const accessible = useRouteAccessible();
  useRouteTitle();
  return (
    <main id="main">
      <PageErrorBoundary resetKey={pathname}>{accessible ? <Outlet /> : <ForbiddenState />}</PageErrorBoundary>
    </main>
  );
}

export default function FullscreenLayout() {
  return (
    <SiteGate>
      <Frame />
    </SiteGate>
  );
}
