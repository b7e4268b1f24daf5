/**
 * The /mobile layout: a top bar with title and back, the page, a tab bar for the most used
 * sections and a drawer reaching every mobile route, plus 电脑版 and the language picker.
 */
import { history, Link, Outlet, useIntl, useLocation, useModel } from '@umijs/max';
import { useT } from '@/hooks/useT';
// Deep imports, here and everywhere (.eslintrc.js): the package index is marked as having side effects,
// so webpack keeps it and concatenates every component the app uses anywhere into it; a page that
// imported one component from it downloaded all of them (react-spring and a gesture library besides).
// Its one side effect, the theme's CSS variables, is imported here.
import 'antd-mobile/es/global';
import ConfigProvider from 'antd-mobile/es/components/config-provider';
import zhCN from 'antd-mobile/es/locales/zh-CN';
import { mobileLocaleOf } from '@/locales/load';
import {
  AppOutline,
  AppstoreOutline,
  FileOutline,
  HistogramOutline,
  LeftOutline,
  MessageOutline,
  SearchOutline,
  UnorderedListOutline,
} from 'antd-mobile-icons';
import { useCallback, useState, type ReactNode } from 'react';
import DeviceSwitch from '@/components/layout/DeviceSwitch';
import { RouteTitle } from '@/components/layout/DocumentMeta';
import LangSwitch from '@/components/layout/LangSwitch';
import MobileDrawer from '@/components/layout/MobileDrawer';
import PageErrorBoundary from '@/components/layout/PageErrorBoundary';
import SiteFooter from '@/components/layout/SiteFooter';
import SiteGate from '@/components/layout/SiteGate';
import SiteLogo from '@/components/layout/SiteLogo';
import SkipLink from '@/components/layout/SkipLink';
import { ForbiddenState } from '@/components/states';
import { useRouteTitleId } from '@/hooks/usePageMeta';
import { useRouteAccessible } from '@/hooks/useRouteAccess';
import styles from './MobileLayout.less';

const HOME = '/mobile/home';
const SEARCH = '/mobile/search';
/** antd-mobile's own texts (InfiniteScroll, SearchBar…) follow the portal's language. */
const TAB_ICONS: Record<string, ReactNode> = {
  home: <AppOutline />,
  data: <HistogramOutline />,
  comment: <MessageOutline />,
  info: <FileOutline />,
};

function MobileFrame() {
  const { t } = useT();
  const { pathname } = useLocation();
  const { name } = useModel('global');
  const { mobile, tabs } = useModel('menu');
  const accessible = useRouteAccessible();
  const titleId = useRouteTitleId();
  const [drawer, setDrawer] = useState(false);
  const closeDrawer = useCallback(() => setDrawer(false), []);

  const isHome = pathname === HOME;
  const goBack = () => (window.history.length > 1 ? history.back() : history.push(HOME));

  return (
    <RouteTitle>
      <div className={styles.page} data-print="frame">
        <SkipLink />
        <header className={styles.top} data-print="hide">
          {/* Own bar rather than antd-mobile's NavBar, whose clickable area is a div with role=button. */}
          <div className={styles.bar}>
            {isHome ? (
              <span />
            ) : (
              <button type="button" className={styles.back} onClick={goBack}>
                <LeftOutline aria-hidden="true" />
                {t('layout.back')}
              </button>
            )}
            {isHome || !titleId ? (
              <h1 className={`${styles.title} ${styles.named}`}>
                <SiteLogo size={24} />
                <span className={styles.name}>{name}</span>
              </h1>
            ) : (
              <h1 className={styles.title}>{t(titleId)}</h1>
            )}
            <span className={styles.actions}>
              <Link to={SEARCH} className={styles.iconButton} aria-label={t('search.open')} data-testid="mobile-search">
                <SearchOutline fontSize={22} />
              </Link>
              <button
                type="button"
                className={styles.iconButton}
                aria-label={t('menu.open')}
                aria-expanded={drawer}
                onClick={() => setDrawer(true)}
                data-testid="mobile-menu"
              >
                <UnorderedListOutline fontSize={22} />
              </button>
            </span>
          </div>
        </header>
        <main id="main" tabIndex={-1}>
          {/* At least a screen tall: what follows starts below the fold, so a page growing as its data
              arrives never pushes visible content (layout shift). */}
          <div className={styles.page} data-print="frame">
            <PageErrorBoundary resetKey={pathname}>
              {accessible ? <Outlet /> : <ForbiddenState homePath={HOME} />}
            </PageErrorBoundary>
          </div>
          <div className={styles.switches} data-print="hide">
            <DeviceSwitch to="desktop" className={styles.switch} />
            <LangSwitch className={styles.switch} />
          </div>
          <SiteFooter className={styles.footer} />
        </main>
        {/* Plain links, not antd-mobile's TabBar: reachable by keyboard and announced as navigation. */}
        <nav className={styles.tabbar} aria-label={t('menu.tabs')} data-testid="mobile-tabs" data-print="hide">
          {tabs.map((tab) => (
            <Link
              key={tab.key}
              to={tab.path!}
              className={`${styles.tab} ${pathname === tab.path ? styles.active : ''}`}
              aria-current={pathname === tab.path ? 'page' : undefined}
            >
              <span aria-hidden="true">{TAB_ICONS[tab.key]}</span>
              <span>{t(tab.titleId)}</span>
            </Link>
          ))}
          <button type="button" className={styles.tab} aria-expanded={drawer} onClick={() => setDrawer(true)}>
            <span aria-hidden="true">
              <AppstoreOutline />
            </span>
            <span>{t('menu.more')}</span>
          </button>
        </nav>
        <MobileDrawer open={drawer} onClose={closeDrawer} label={t('menu.more')}>
          <nav aria-label={t('menu.more')} data-testid="mobile-drawer" className={styles.drawer} data-print="hide">
            {mobile.map((node) =>
              node.children ? (
                <section key={node.key} className={styles.group}>
                  <h2>{t(node.titleId)}</h2>
                  {node.children.map((c) => (
                    <Link key={c.key} to={c.path!} onClick={closeDrawer}>
                      {t(c.titleId)}
                    </Link>
                  ))}
                </section>
              ) : (
                <Link key={node.key} to={node.path!} className={styles.single} onClick={closeDrawer}>
                  {t(node.titleId)}
                </Link>
              ),
            )}
          </nav>
        </MobileDrawer>
      </div>
    </RouteTitle>
  );
}

function MobileLocale({ children }: { children: ReactNode }) {
  const { locale } = useIntl();
  // Another language's antd-mobile texts came with its messages (src/locales/load.ts), before it was shown.
  return <ConfigProvider locale={mobileLocaleOf(locale) ?? zhCN}>{children}</ConfigProvider>;
}

export default function MobileLayout() {
  return (
    <SiteGate>
      <MobileLocale>
        <MobileFrame />
      </MobileLocale>
    </SiteGate>
  );
}
