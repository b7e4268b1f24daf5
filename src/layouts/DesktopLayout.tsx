/**
 * The desktop root layout: header (site name, navigation, language, 手机版), the page, and the footer.
 * Forbidden routes render 403 here; page crashes and failed chunks are caught here. Nothing here
 * draws antd: its setup is each route's wrapper (src/wrappers/AntdSetup.tsx).
 */
import { Link, Outlet, useAccess, useLocation, useModel } from '@umijs/max';
import DeviceSwitch from '@/components/layout/DeviceSwitch';
import { RouteTitle } from '@/components/layout/DocumentMeta';
import LangSwitch from '@/components/layout/LangSwitch';
import PageErrorBoundary from '@/components/layout/PageErrorBoundary';
import SiteFooter from '@/components/layout/SiteFooter';
import SiteGate from '@/components/layout/SiteGate';
import SiteLogo from '@/components/layout/SiteLogo';
import SiteNav from '@/components/layout/SiteNav';
import SkipLink from '@/components/layout/SkipLink';
import SearchForm from '@/components/search/SearchForm';
import { ForbiddenState } from '@/components/states';
import { useRouteAccessible } from '@/hooks/useRouteAccess';
import { useT } from '@/hooks/useT';
import styles from './DesktopLayout.less';

function DesktopFrame() {
  const { pathname } = useLocation();
  const { name } = useModel('global');
  const { desktop } = useModel('menu');
  const accessible = useRouteAccessible();
  // Only a signed-in staff member sees the way into the back office (seed: `dontHaveAccess` hides it).
  const { canAdmin } = useAccess() as Record<string, boolean>;
  const { t } = useT();

  return (
    <RouteTitle>
      <div className={styles.page} data-print="frame">
        <SkipLink />
        <header className={styles.header} data-print="hide">
          <div className={styles.bar}>
            <Link to="/home" className={styles.brand} data-testid="site-name">
              <SiteLogo size={40} />
              {name}
            </Link>
            <div className={styles.tools}>
              <SearchForm side="desktop" className={styles.search} />
              <LangSwitch className={styles.select} />
              <DeviceSwitch to="mobile" className={styles.switch} />
              {canAdmin && (
                <Link to="/admin/home" className={styles.switch} data-testid="admin-entry">
                  {t('layout.admin')}
                </Link>
              )}
            </div>
          </div>
          <SiteNav items={desktop} label={name} className={styles.nav} />
        </header>
        <main id="main" tabIndex={-1} className={styles.main} data-print="frame">
          <PageErrorBoundary resetKey={pathname}>{accessible ? <Outlet /> : <ForbiddenState />}</PageErrorBoundary>
        </main>
        <SiteFooter className={styles.footer} />
      </div>
    </RouteTitle>
  );
}

export default function DesktopLayout() {
  return (
    <SiteGate>
      <DesktopFrame />
    </SiteGate>
  );
}
