/** 手机版 / 电脑版: remembers the choice and opens the same page on the other side. */
import { history, useIntl, useLocation } from '@umijs/max';
import { setPreference, toDesktopPath, toMobilePath } from '@/utils/device';

export default function DeviceSwitch({ to, className }: { to: 'mobile' | 'desktop'; className?: string }) {
  const intl = useIntl();
  const { pathname, search } = useLocation();
  const target = to === 'mobile' ? toMobilePath(pathname) ?? '/mobile/home' : toDesktopPath(pathname);
  return (
    <button
      type="button"
      className={className}
      data-testid={`switch-${to}`}
      onClick={() => {
        setPreference(to);
        history.push(`${target}${search}`);
      }}
    >
      {intl.formatMessage({ id: to === 'mobile' ? 'layout.toMobile' : 'layout.toDesktop' })}
    </button>
  );
}
