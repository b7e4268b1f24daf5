/**
 * The back office's layout (`/admin/*`): ProLayout with its own menu, the signed-in account and sign
 * out. Its chunk (with ProComponents and the back office's messages) loads only when a route under
 * /admin opens: visitors never download it. Without a session (the initial state's `dontHaveAccess`)
 * every page but sign-in is a 403 with a way to sign in; a one-time password is changed first. In a
 * language the back office is not written in (src/locales/admin/index.ts), it shows English and says so.
 */
import { LogoutOutlined } from '@ant-design/icons';
import { ProLayout } from '@ant-design/pro-components';
import { Link, Navigate, Outlet, history, useAccess, useLocation, useModel } from '@umijs/max';
import { Alert, App, Badge, Button, Result } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { initialStateOf, type InitialState } from '@/config/initialState';
import AntdConfig from '@/components/layout/AntdConfig';
import { RouteTitle } from '@/components/layout/DocumentMeta';
import LangSwitch, { LANGUAGES } from '@/components/layout/LangSwitch';
import PageErrorBoundary from '@/components/layout/PageErrorBoundary';
import SignInAgain from '@/components/admin/SignInAgain';
import SiteGate from '@/components/layout/SiteGate';
import { useRouteAccessible } from '@/hooks/useRouteAccess';
import { useT } from '@/hooks/useT';
import { ADMIN_HOME, CHANGE_PASSWORD, SETUP, SIGN_IN, signInPath } from '@/config/admin';
import { ADMIN_MENU, adminMenuTitle } from '@/config/adminMenu';
import { UNTRANSLATED_NOTICE, hasAdminMessages, registerAdminMessages } from '@/locales/admin';
import { signOut } from '@/services/admin';
import { useWaiting } from '@/components/admin/Waiting';

registerAdminMessages();

/** The mark of the move 退出登录 makes (history state). */
const SIGN_OUT = 'adminSignOut';

/** Read by screen readers, not shown (the badge's number alone says little). */
const HIDDEN = { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' } as const;

function Forbidden({ signedIn }: { signedIn: boolean }) {
  const { t } = useT();
  const { pathname } = useLocation();
  return (
    <Result
      status="403"
      title={signedIn ? '403' : t('admin.forbidden.title')}
      subTitle={signedIn ? t('admin.forbidden.role') : t('admin.forbidden.text')}
      extra={
        signedIn ? (
          <Link to={ADMIN_HOME}>{t('admin.menu.home')}</Link>
        ) : (
          <Button type="primary" onClick={() => history.push(signInPath(pathname))}>
            {t('admin.forbidden.signIn')}
          </Button>
        )
      }
    />
  );
}

/** In a language without the back office's own text: says, in English and in that language, that it is shown in English. */
function UntranslatedNotice() {
  const { t, intl } = useT();
  const lang = intl.locale;
  if (hasAdminMessages(lang)) return null;
  const language = LANGUAGES.find((l) => l.value === lang)?.label ?? lang;
  const native = UNTRANSLATED_NOTICE[lang];
  return (
    <Alert
      type="info"
      showIcon
      banner
      data-testid="admin-untranslated"
      message={
        <>
          <div lang="en" dir="ltr">
            {t('admin.untranslated', { language })}
          </div>
          {native && (
            <div lang={lang} dir="auto">
              {native}
            </div>
          )}
        </>
      }
    />
  );
}

function AdminFrame() {
  const { t } = useT();
  const location = useLocation();
  const { pathname } = location;
  const access = useAccess() as Record<string, boolean>;
  const accessible = useRouteAccessible();
  const { initialState, setInitialState } = useModel('@@initialState') as {
    initialState: InitialState;
    setInitialState: (s: InitialState) => Promise<void>;
  };
  const [leaving, setLeaving] = useState(false);
  const admin = initialState.admin;
  // Read again on every page change: an item handled elsewhere leaves the count.
  const waiting = useWaiting(admin && !admin.account.mustChangePassword ? admin.account : undefined, pathname).items?.length ?? 0;

  const leave = async () => {
    setLeaving(true);
    try {
      await signOut();
    } finally {
      await setInitialState(initialStateOf(initialState.site, null));
      setLeaving(false);
      history.replace(SIGN_IN);
    }
  };
  // 退出登录 is a move to this very page marked SIGN_OUT: an editor with unsaved changes asks first
  // (useUnsavedChanges blocks every move), and the session ends only once the person chose to leave.
  const signingOut = (location.state as Record<string, unknown> | null)?.[SIGN_OUT] === true;
  const left = useRef<string | null>(null);
  useEffect(() => {
    if (!signingOut || left.current === location.key) return;
    left.current = location.key;
    void leave();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [signingOut, location.key]);

  if (pathname === SIGN_IN) {
    return (
      <main id="main">
        <UntranslatedNotice />
        <PageErrorBoundary resetKey={pathname}>
          <Outlet />
        </PageErrorBoundary>
      </main>
    );
  }
  if (admin?.account.mustChangePassword && pathname !== CHANGE_PASSWORD) return <Navigate to={CHANGE_PASSWORD} replace />;
  // A server without a site: its admin sets one up first; nothing else has a site to work on.
  if (!initialState.site && pathname !== CHANGE_PASSWORD) {
    if (!admin) return <Navigate to={SIGN_IN} replace />;
    if (admin.account.role === 'admin' && pathname !== SETUP) return <Navigate to={SETUP} replace />;
  }
  const waitForAdmin = !initialState.site && admin?.account.role !== 'admin' && pathname !== CHANGE_PASSWORD;

  return (
    <ProLayout
      title={t('admin.title')}
      logo={false}
      // The account, language and way back sit in the top bar: the side menu's foot is too narrow for them.
      layout="mix"
      location={{ pathname }}
      route={{ path: '/admin', routes: (initialState.site ? ADMIN_MENU.filter((m) => access[m.access]) : []).map((m) => ({ path: m.path, name: t(adminMenuTitle(m)) })) }}
      menuItemRender={(item, dom) => (
        <Link to={item.path ?? ADMIN_HOME}>
          {dom}
          {item.path === ADMIN_HOME && waiting > 0 && (
            <span data-testid="menu-waiting" title={t('admin.home.badge', { count: waiting })} style={{ marginInlineStart: 8 }}>
              <Badge count={waiting} size="small" aria-hidden />
              <span style={HIDDEN}>{t('admin.home.badge', { count: waiting })}</span>
            </span>
          )}
        </Link>
      )}
      actionsRender={() => [
        <LangSwitch key="lang" />,
        <Link key="site" to="/home">
          {t('admin.backToSite')}
        </Link>,
      ]}
      avatarProps={
        admin
          ? {
              title: t('admin.signedInAs', { name: admin.account.displayName, role: t(`admin.role.${admin.account.role}`) }),
              size: 'small',
              render: (_props, dom) => (
                <span style={{ display: 'inline-flex', alignItems: 'center', gap: 8 }}>
                  {dom}
                  <Button size="small" icon={<LogoutOutlined />} loading={leaving} onClick={() => history.push(`${pathname}${location.search}`, { [SIGN_OUT]: true })} data-testid="admin-sign-out">
                    {t('admin.signOut')}
                  </Button>
                </span>
              ),
            }
          : undefined
      }
      menuFooterRender={() => <span style={{ padding: '0 16px', fontSize: 12 }}>{initialState.site?.name}</span>}
    >
      {/* ProLayout's content is the page's <main> already. */}
      <div id="main" tabIndex={-1}>
        <UntranslatedNotice />
        <PageErrorBoundary resetKey={pathname}>
          {waitForAdmin ? <Result status="info" title={t('admin.setup.waitAdmin')} subTitle={t('admin.setup.waitAdminText')} /> : accessible ? <Outlet /> : <Forbidden signedIn={!!admin} />}
        </PageErrorBoundary>
      </div>
      {/* A session that ended asks for the password here (src/services/reauth.ts). */}
      <SignInAgain />
    </ProLayout>
  );
}

export default function AdminLayout() {
  return (
    <AntdConfig>
      <App>
        <SiteGate setup>
          <RouteTitle>
            <AdminFrame />
          </RouteTitle>
        </SiteGate>
      </App>
    </AntdConfig>
  );
}
