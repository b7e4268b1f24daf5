/**
 * The visible notice of a failed request (the global error handler's): antd's `message` on the
 * desktop site, antd-mobile's `Toast` on /mobile, both loaded on demand so neither library is in the
 * entry chunk. A new Toast replaces the one shown, as the message `key` does on the desktop.
 * (Not in src/app.tsx: Umi takes every export of that file for a runtime hook.)
 */
import { history } from '@umijs/max';
import { isMobilePath } from './device';
import { showMessage, showToast } from './lazyNotices';

export function showRequestError(content: string): Promise<void> {
  if (!isMobilePath(history.location.pathname)) {
    return showMessage({ content, key: 'webapi-error' }).catch(() => undefined);
  }
  // If the chunk cannot load (offline, a redeploy), the page's own error state still says it.
  return showToast({ content, icon: 'fail' }).catch(() => undefined);
}
