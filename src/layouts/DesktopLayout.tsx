/**
 * The desktop root layout: header (site name, menu, language, 手机版), the page, and the footer.
 * Forbidden routes render 403 here; page crashes and failed chunks are caught here.
 */
import { Link, Outlet, useLocation, useModel } from '@umijs/max';
import { useT } from '@/hooks/useT';
import { Menu, type MenuProps } from 'antd';
import { useMemo } from 'react';
import type { MenuNode } from '@/config/menu';
import AntdConfig from '@/components/layout/AntdConfig';
import DeviceSwitch from '@/components/layout/DeviceSwitch';
import { RouteTitle } from '@/components/layout/DocumentMeta';
import LangSwitch from '@/components/layout/LangSwitch';
import PageErrorBoundary from '@/components/layout/PageErrorBoundary';
import SiteFooter from '@/components/layout/SiteFooter';
import SiteGate from '@/components/layout/SiteGate';
import { ForbiddenState } from '@/components/states';
import { useRouteAccessible } from '@/hooks/useRouteAccess';
import styles from './DesktopLayout.less';

type Items = NonNullable<MenuProps['items']>;

function toItems(nodes: MenuNode[], t: (id: string) => string): Items {
  return nodes.map((n) => {
    if (n.children) return { key: n.key, label: t(n.titleId), children: toItems(n.children, t) };
    const label = n.newTab ? (
      <a href={`#${n.path}`} target="_blank" rel="noopener noreferrer" aria-label={`${t(n.titleId)} ${t('menu.newTab')}`}>
        {t(n.titleId)}
      </a>
    ) : (
      <Link to={n.path!}>{t(n.titleId)}</Link>
    );
    return { key: n.path!, label };
  });
}

function DesktopFrame() {
  const { t } = useT();
  const { pathname } = useLocation();
  const { name } = useModel('global');
  const { desktop } = useModel('menu');
  const accessible = useRouteAccessible();
  const items = useMemo(() => toItems(desktop, t), [desktop, t]);
  const section = pathname.split('/')[1] ?? '';
  // A company's page belongs to 重点企业 in the menu.
  const selected = section === 'companyDetail' ? '/company' : `/${section}`;

  return (
    <RouteTitle>
      <div className={styles.page}>
        <a className={styles.skip} href="#main" onClick={(e) => { e.preventDefault(); document.getElementById('main')?.focus(); }}>
          {t('layout.skip')}
        </a>
        <header className={styles.header}>
          <div className={styles.bar}>
            <Link to="/home" className={styles.brand} data-testid="site-name">
              {name}
            </Link>
            <div className={styles.tools}>
              <LangSwitch className={styles.select} />
              <DeviceSwitch to="mobile" className={styles.switch} />
            </div>
          </div>
          <nav className={styles.nav} aria-label={name}>
            <Menu mode="horizontal" items={items} selectedKeys={[selected]} className={styles.menu} />
          </nav>
        </header>
        <main id="main" tabIndex={-1} className={styles.main}>
          <PageErrorBoundary resetKey={pathname}>{accessible ? <Outlet /> : <ForbiddenState />}</PageErrorBoundary>
        </main>
        <SiteFooter className={styles.footer} />
      </div>
    </RouteTitle>
  );
}

export default function DesktopLayout() {
  return (
    <AntdConfig>
      <SiteGate>
        <DesktopFrame />
      </SiteGate>
    </AntdConfig>
  );
}
