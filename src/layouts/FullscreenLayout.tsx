/** Full-screen shell of /datashow: no header or footer, only the site gate and error boundary. */
import { Outlet, useLocation } from '@umijs/max';
import { RouteTitle } from '@/components/layout/DocumentMeta';
import PageErrorBoundary from '@/components/layout/PageErrorBoundary';
import SiteGate from '@/components/layout/SiteGate';
import { ForbiddenState } from '@/components/states';
import { useRouteAccessible } from '@/hooks/useRouteAccess';

function Frame() {
  const { pathname } = useLocation();
  const accessible = useRouteAccessible();
  return (
    <RouteTitle>
      <main id="main">
        <PageErrorBoundary resetKey={pathname}>{accessible ? <Outlet /> : <ForbiddenState />}</PageErrorBoundary>
      </main>
    </RouteTitle>
  );
}

export default function FullscreenLayout() {
  return (
    <SiteGate>
      <Frame />
    </SiteGate>
  );
}
