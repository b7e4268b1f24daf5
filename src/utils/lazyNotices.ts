/**
 * The two notice components of a failed request, each fetched on first use so that neither
 * library is in the entry chunk (umi.js): antd-mobile's Toast for /mobile, antd's `message` for
 * the desktop site. Their layouts have most of that code loaded already.
 * Deep imports: a package index would pull every component of the library into that chunk.
 */
import type { ArgsProps } from 'antd/es/message';
import type { ToastShowProps } from 'antd-mobile/es/components/toast';

export function showToast(props: ToastShowProps): Promise<void> {
  return import('antd-mobile/es/components/toast').then(({ default: Toast }) => {
    Toast.show(props);
  });
}

/** With the desktop layout's antd setup (theme, language), also on /datashow, which has no antd tree. */
export function showMessage(props: ArgsProps): Promise<void> {
  return Promise.all([import('antd/es/message'), import('@/components/layout/AntdConfig')]).then(([{ default: message }]) => {
    message.error(props);
  });
}
