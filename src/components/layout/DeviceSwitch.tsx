/** 手机版 / 电脑版: remembers the choice and opens the same page on the other side. */
import { history, useLocation } from '@umijs/max';
import { useT } from '@/hooks/useT';
import { setPreference, toDesktopPath, toMobilePath } from '@/utils/device';

export default function DeviceSwitch({ to, className }: { to: 'mobile' | 'desktop'; className?: string }) {
  const { t } = useT();
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
      {t(to === 'mobile' ? 'layout.toMobile' : 'layout.toDesktop')}
    </button>
  );
}
