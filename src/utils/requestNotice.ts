/**
 * The visible notice of a failed request (the global error handler's): antd's `message` on the
 * desktop site, antd-mobile's `Toast` on /mobile, loaded on demand so antd-mobile stays out of the
 * entry chunk. A new Toast replaces the one shown, as the message `key` does on the desktop.
 * (Not in src/app.tsx: Umi takes every export of that file for a runtime hook.)
 */
import { history } from '@umijs/max';
import { message } from 'antd';
import { isMobilePath } from './device';
import { showToast } from './lazyToast';

export function showRequestError(content: string): Promise<void> {
  if (!isMobilePath(history.location.pathname)) {
    message.error({ content, key: 'webapi-error' });
    return Promise.resolve();
  }
  // If the chunk cannot load (offline, a redeploy), the page's own error state still says it.
  return showToast({ content, icon: 'fail' }).catch(() => undefined);
}
